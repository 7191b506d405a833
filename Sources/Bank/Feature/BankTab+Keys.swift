import TextKit
import TabKit
import TerminalUI

/// The keys the bank tab takes now, for the hint bar, and all of them for
/// help and the key documentation.
extension BankTab {
    public var keySections: [KeySection] { keys.sections }

    /// In a form: moving between fields, choosing where the field is a
    /// choice, submitting and closing (while a plan or a file is on its way,
    /// only closing).
    public var activeKeys: [KeyBinding] {
        if let panel = optionsPanel {
            guard !panel.reading else { return [keys.closePlanner] }
            let choose = panel.form.focus.isChoice ? [keys.chooseService] : []
            return [keys.moveField] + choose + [keys.runPlan.withHint(strings.hintApply), keys.closePlanner]
        }
        switch planner {
        case .none:
            return [keys.add, keys.reset, keys.scroll.enabled(board.waiting.count > waitingScroll.viewportRows), keys.plan,
                    keys.options]
        case .form(let form, let running, _):
            guard !running else { return [keys.closePlanner] }
            let service = form.focus.isChoice ? [keys.chooseService] : []
            return [keys.moveField] + service + [keys.runPlan, keys.closePlanner]
        case .result:
            return [keys.scrollPlan, keys.editPlan, keys.closePlanner]
        }
    }

    /// Every key of the bank tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        BankKeys(BankStrings(language), overrides: overrides).sections
    }
}

/// A text field has the keys while a form's focus is on one (not on a
/// choice, and not while a plan or a file is on its way): `Ctrl-G` then
/// opens help at the text fields' keys, and the hint bar says so.
extension BankTab: TextFocus {
    public var typesText: Bool {
        if let panel = optionsPanel { return !panel.reading && !panel.form.focus.isChoice }
        if case .form(let form, running: false, _)? = planner { return !form.focus.isChoice }
        return false
    }
}

import TabKit
import TerminalUI

/// The keys the bank tab takes now, for the hint bar, and all of them for
/// help and the key documentation.
extension BankTab {
    public var keySections: [KeySection] { keys.sections }

    public var activeKeys: [KeyBinding] {
        if let panel = optionsPanel {
            let choose = panel.form.focus == .arrivals ? [keys.chooseService] : []
            return [keys.nextField] + choose + [keys.runPlan.withHint(strings.hintApply), keys.closePlanner]
        }
        switch planner {
        case .none:
            return [keys.add, keys.reset, keys.scroll.enabled(board.waiting.count > waitingScroll.viewportRows), keys.plan,
                    keys.options]
        case .form(let form, _, _):
            let service = form.focus == .service ? [keys.chooseService] : []
            return [keys.nextField] + service + [keys.runPlan, keys.closePlanner]
        case .result:
            return [keys.scrollPlan, keys.editPlan, keys.closePlanner]
        }
    }

    /// Every key of the bank tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        BankKeys(BankStrings(language), overrides: overrides).sections
    }
}

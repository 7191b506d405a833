import JuiceCore
import Logging
import Storage
import TabKit
import TerminalUI

/// The Juice tab (the original 쥬스메이커): the stock of five fruits, seven
/// juices to order with `1`…`7` (in the original's menu order) or ↑↓ +
/// Enter, and the stock editor on `e`.
///
/// Every order and every edit goes straight to the store (one transaction
/// each); the stock shown is read back from it afterwards, so the screen
/// always shows what is saved.
@MainActor
public final class JuiceTab: TabScreen {
    /// What a dialog's button does.
    enum Action: Sendable {
        /// Open the stock editor on this fruit (the shortage question's Yes).
        case openEditor(Fruit)
    }

    /// What is open over the main screen.
    enum Overlay {
        /// A message or a question.
        case dialog(Modal<Action>)
        /// The stock editor.
        case editor(StockEditor)
    }

    public let id = TabID.juice
    let strings: JuiceStrings
    let keys: JuiceKeys
    private let store: any JuiceStockStore
    private let logger = Logger(label: "bankui.juice")
    /// The stock as last read from the store; nil when it could not be read.
    private(set) var stock: Stock?
    /// The juice that Enter orders; the first on the menu to begin with.
    private(set) var selected = Juice.allCases[0]
    /// The dialog or editor on top, if any.
    private(set) var overlay: Overlay?

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase) {
        self.init(language: language, store: JuiceRepository(database: database))
    }

    /// The tab over any store (tests use stand-ins).
    init(language: Language, store: any JuiceStockStore) {
        strings = JuiceStrings(language)
        keys = JuiceKeys(strings)
        self.store = store
        reload()
    }

    public var capturesKeys: Bool { overlay != nil }

    public var keySections: [KeySection] { keys.sections }

    /// Every key of the Juice tab, for help and the key documentation.
    public static func keySections(_ language: Language) -> [KeySection] { JuiceKeys(JuiceStrings(language)).sections }

    public var activeKeys: [KeyBinding] {
        switch overlay {
        case .none: return keys.main
        case .dialog(let modal): return modal.activeKeys(strings.words)
        case .editor(let editor): return keys.editor(typing: editor.isTyping)
        }
    }

    public func handle(_ input: TabInput) -> Bool {
        guard case .key(let key) = input else { return false }
        switch overlay {
        case .none:
            return handleMain(key)
        case .dialog(var modal):
            switch modal.handle(key) {
            case .open: overlay = .dialog(modal)
            case .closed(let action):
                overlay = nil
                if case .openEditor(let fruit)? = action { openEditor(focus: fruit) }
            }
        case .editor(let editor):
            handleEditor(key, editor: editor)
        }
        return true
    }

    private func handleMain(_ key: Key) -> Bool {
        let all = Juice.allCases
        let index = all.firstIndex(of: selected) ?? 0
        if keys.orderByNumber.matches(key) {
            guard case .character(let c) = key, let juice = c.wholeNumberValue.flatMap(Juice.init(menuNumber:)) else { return false }
            order(juice)
        } else if keys.choose.matches(key) {
            let up = key == .up || key == .character("k")
            selected = all[up ? max(0, index - 1) : min(all.count - 1, index + 1)]
        } else if keys.ends.matches(key) {
            selected = key == .home ? all[0] : all[all.count - 1]
        } else if keys.order.matches(key) {
            order(selected)
        } else if keys.edit.matches(key) {
            openEditor(focus: Fruit.allCases.first { selected.recipe[$0] != nil } ?? .strawberry)
        } else {
            return false
        }
        return true
    }

    private func handleEditor(_ key: Key, editor: StockEditor) {
        var editor = editor
        let outcome = editor.handle(key, keys: keys)
        if case .changed(let fruit, let count) = outcome {
            do {
                _ = try store.set(fruit, to: count)
            } catch {
                let reason = ErrorLine.report(error, while: "saving the stock of \(fruit)", logger: logger)
                editor.revert(fruit, to: stock?[fruit] ?? 0, because: strings.juiceEditFailed(fruit, reason))
            }
        }
        overlay = outcome == .close ? nil : .editor(editor)
        if outcome != .none { reload() }
    }

    /// Orders `juice` and opens the dialog that tells how it went.
    private func order(_ juice: Juice) {
        selected = juice
        do {
            switch try store.order(juice) {
            case .served(let juice):
                overlay = .dialog(.message(title: strings.juiceServedTitle(juice), message: strings.juiceServedMessage,
                                           button: strings.juiceServedButton))
            case .short(_, let missing):
                let focus = Fruit.allCases.first { missing[$0] != nil } ?? .strawberry
                overlay = .dialog(Modal(
                    title: strings.juiceShortTitle,
                    message: strings.juiceShortQuestion + "\n" + strings.juiceMissing(missing),
                    buttons: [.init(strings.yes, action: .openEditor(focus), shortcut: "y"),
                              .init(strings.no, shortcut: "n")]))
            }
        } catch {
            showError(strings.juiceOrderFailed(ErrorLine.report(error, while: "ordering \(juice)", logger: logger)))
        }
        reload()
    }

    private func openEditor(focus: Fruit) {
        reload()
        // Called from the main screen or the shortage dialog; a failed read
        // has put its message up instead.
        guard let stock else { return }
        overlay = .editor(StockEditor(stock: stock, focus: focus))
    }

    /// Reads the stock again; a failure is shown, unless a message is up.
    private func reload() {
        do {
            stock = try store.stock()
        } catch {
            stock = nil
            if case .editor = overlay { overlay = nil }
            if overlay == nil {
                showError(strings.juiceStockUnreadable(ErrorLine.report(error, while: "reading the stock", logger: logger)))
            }
        }
    }

    private func showError(_ text: String) {
        overlay = .dialog(.error(text, words: strings.words))
    }
}

/// The Juice tab's keys, declared once: the main screen's and the stock
/// editor's. Dialog keys are the kit's.
struct JuiceKeys {
    let orderByNumber: KeyBinding
    let choose: KeyBinding
    let ends: KeyBinding
    let order: KeyBinding
    let edit: KeyBinding

    let chooseFruit: KeyBinding
    let stepOne: KeyBinding
    let stepTen: KeyBinding
    let type: KeyBinding
    let erase: KeyBinding
    let set: KeyBinding
    let drop: KeyBinding
    let close: KeyBinding
    private let words: Words

    init(_ strings: JuiceStrings) {
        words = strings.words
        orderByNumber = KeyBinding([], pattern: { key in
            if case .character(let c) = key, let n = c.wholeNumberValue, c.isASCII { return (1...Juice.allCases.count).contains(n) }
            return false
        }, hintKeys: "1-7", hint: strings.hintOrderJuice, helpKeys: "1…7", help: strings.helpOrderByNumber)
        choose = KeyBinding([.up, .down, .character("k"), .character("j")], hintKeys: "↑↓", hint: strings.hintChooseJuice,
                            helpKeys: "↑ ↓ k j", help: strings.helpChooseJuice)
        ends = KeyBinding([.home, .end], hint: nil, help: strings.helpFirstLast)
        order = KeyBinding([.enter, .character(" ")], hint: strings.hintOrderJuice, helpKeys: "Enter Space",
                           help: strings.helpOrderChosen)
        edit = KeyBinding([.character("e")], hint: strings.hintEditStock, help: strings.helpEditStock)

        chooseFruit = KeyBinding([.up, .down, .tab, .backTab, .home, .end, .character("k"), .character("j")], hintKeys: "↑↓",
                                 hint: strings.hintChooseFruit, helpKeys: "↑ ↓ k j Tab Home End", help: strings.helpChooseFruit)
        stepOne = KeyBinding([.character("+"), .character("-"), .right, .left], hintKeys: "+/-", hint: "±1",
                             helpKeys: "+ - → ←", help: strings.helpStepOne)
        stepTen = KeyBinding([.character("]"), .character("["), .pageUp, .pageDown], hintKeys: "]/[", hint: "±10",
                             helpKeys: "] [ PgUp PgDn", help: strings.helpStepTen)
        type = KeyBinding([], pattern: { $0.isDigit || $0.isPaste }, hintKeys: "0-9", hint: strings.hintTypeNumber,
                          helpKeys: "0…9", help: strings.helpTypeNumber)
        erase = KeyBinding([.backspace], hintKeys: "Bksp", hint: strings.words.erase, helpKeys: "Backspace",
                           help: strings.helpEraseDigit)
        set = KeyBinding([.enter], hint: strings.hintSetNumber, help: strings.helpSetNumber)
        drop = KeyBinding([.escape], hint: strings.words.cancel, help: strings.helpDropNumber)
        close = KeyBinding([.enter, .escape], hintKeys: "Enter/Esc", hint: strings.words.close, helpKeys: "Enter Esc",
                           help: strings.helpCloseEditor)
    }

    /// The main screen's keys.
    var main: [KeyBinding] { [orderByNumber, choose, order, edit] }

    /// The editor's keys now: while a count is typed, Enter and Esc belong to it.
    func editor(typing: Bool) -> [KeyBinding] {
        typing ? [type, set, drop, erase] : [chooseFruit, stepOne, stepTen, type, close]
    }

    var sections: [KeySection] {
        [KeySection(nil, [orderByNumber, choose, ends, order, edit]),
         KeySection(JuiceStrings(words.language).helpEditorSection, [chooseFruit, stepOne, stepTen, type, erase, set, drop, close]),
         DialogKeys.section(words, withShortcuts: true)]
    }
}

import JuiceCore
import Logging
import Storage
import TabKit
import TerminalUI

/// The Juice tab (the original 쥬스메이커): the stock of five fruits, seven
/// juices to order with `1`…`7` (in the original's menu order) or ↑↓ +
/// Enter, and the stock editor on `e`.
///
/// Every order and every edit is decided on the stock shown and shown at
/// once, and submitted to the store, which makes it in the background (one
/// transaction each): the screen never waits for the disk or another
/// program's lock. The store's transaction decides again on the stock it
/// finds; when that differs (another bankui took the fruit first) the tab
/// says so and shows the stock as stored. Once every write is answered the
/// stock is read back, so the screen settles on what is saved.
@MainActor
public final class JuiceTab: TabScreen {
    /// What a dialog's button does.
    enum Action: Sendable {
        /// Open the stock editor on this fruit (the shortage question's Yes).
        case openEditor(Fruit)
    }

    /// The store's answers, and news from elsewhere.
    enum Message: Sendable {
        /// The order was made as shown.
        case ordered
        /// The stored stock was short after all: nothing was taken.
        case orderNotMade(Juice, missing: [Fruit: Int])
        /// The order was refused for good.
        case orderRefused(Juice, String)
        /// A stock change was made.
        case set
        /// A stock change was refused for good.
        case setRefused(Fruit, String)
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
    private let messenger: TabMessenger
    /// Writes submitted and not answered yet: the stock is read back once
    /// there are none, so what the store holds wins.
    private var writes = PendingWrites()
    private let logger = Logger(label: "bankui.juice")
    /// The stock as last read from the store; nil when it could not be read.
    private(set) var stock: Stock?
    /// The juice that Enter orders; the first on the menu to begin with.
    private(set) var selected = Juice.allCases[0]
    /// The dialog or editor on top, if any.
    private(set) var overlay: Overlay?

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, messenger: TabMessenger,
                            keys overrides: KeyOverrides = .none) {
        self.init(language: language, store: JuiceRepository(database: database), messenger: messenger, keys: overrides)
    }

    /// The tab over any store (tests use stand-ins).
    init(language: Language, store: any JuiceStockStore, messenger: TabMessenger, keys overrides: KeyOverrides = .none) {
        self.messenger = messenger
        strings = JuiceStrings(language)
        keys = JuiceKeys(strings, overrides: overrides)
        self.store = store
        reload()
    }

    public var capturesKeys: Bool { overlay != nil }

    public var keySections: [KeySection] { keys.sections }

    /// Every key of the Juice tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        JuiceKeys(JuiceStrings(language), overrides: overrides).sections
    }

    public var activeKeys: [KeyBinding] {
        switch overlay {
        case .none: return keys.main
        case .dialog(let modal): return modal.activeKeys(strings.words, keys: keys.dialog)
        case .editor(let editor): return keys.editor(typing: editor.isTyping)
        }
    }

    public func handle(_ input: TabInput) -> Bool {
        let key: Key
        switch input {
        case .key(let pressed): key = pressed
        case .tick: return false
        case .click(let target, let double): return click(target, double: double)
        case .scroll(let target, let rows): return scroll(target, by: rows)
        case .message(let message): return receive(message)
        }
        switch overlay {
        case .none:
            return handleMain(key)
        case .dialog(var modal):
            let outcome = modal.handle(key, keys: keys.dialog)
            if case .open = outcome { overlay = .dialog(modal) } else { close(modal, outcome) }
        case .editor(let editor):
            handleEditor(key, editor: editor)
        }
        return true
    }

    /// The dialog closed: runs its button's action.
    private func close(_ modal: Modal<Action>, _ outcome: Modal<Action>.Outcome) {
        guard case .closed(let action) = outcome else { return }
        overlay = nil
        if case .openEditor(let fruit)? = action { openEditor(focus: fruit) }
    }

    /// The names of the tab's clickable lists in the frame's marks.
    nonisolated static let menuList = "juice.menu"
    nonisolated static let stockList = "juice.stock"

    /// A click: on a juice chooses it (a double click orders it, as Enter),
    /// on a fruit of the stock opens the editor on it, on a fruit in the
    /// editor chooses it, on a dialog's button presses it.
    private func click(_ target: HitTarget, double: Bool) -> Bool {
        switch (overlay, target) {
        case (.dialog(let modal), _):
            close(modal, modal.handle(.click(target, double: double)))
        case (.editor(var editor), .row(Self.stockList, let index)) where Fruit.allCases.indices.contains(index):
            let outcome = editor.choose(Fruit.allCases[index])
            apply(outcome, editor: editor)
        case (.none, .row(Self.menuList, let index)) where Juice.allCases.indices.contains(index):
            selected = Juice.allCases[index]
            if double { order(selected) }
        case (.none, .row(Self.stockList, let index)) where Fruit.allCases.indices.contains(index):
            openEditor(focus: Fruit.allCases[index])
        default:
            return false
        }
        return true
    }

    /// The wheel over the menu moves the chosen juice, as ↑↓.
    private func scroll(_ target: HitTarget, by rows: Int) -> Bool {
        guard overlay == nil, target.areaName == Self.menuList else { return false }
        return handleMain(rows < 0 ? .up : .down)
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
        apply(editor.handle(key, keys: keys), editor: editor)
    }

    /// What the editor did: it stays open (or closes), and a changed count
    /// is saved.
    private func apply(_ outcome: StockEditor.Outcome, editor: StockEditor) {
        overlay = outcome == .close ? nil : .editor(editor)
        if case .changed(let fruit, let count) = outcome {
            _ = try? stock?.set(fruit, to: count)  // the editor checked the range
            submit { [store] done in
                store.set(fruit, to: count) { result in
                    switch result {
                    case .success: done(Message.set)
                    case .failure(let failure): done(Message.setRefused(fruit, ErrorLine.cut(failure.why)))
                    }
                }
            }
        }
    }

    /// Orders `juice` on the stock shown, tells at once how it went, and
    /// submits the order.
    private func order(_ juice: Juice) {
        selected = juice
        guard var shown = stock else {
            reload()
            return
        }
        switch shown.order(juice) {
        case .served(let juice):
            stock = shown
            overlay = .dialog(.message(title: strings.juiceServedTitle(juice), message: strings.juiceServedMessage,
                                       button: strings.juiceServedButton))
            submit { [store] done in
                store.order(juice) { result in
                    switch result {
                    case .success(.served): done(Message.ordered)
                    case .success(.short(let juice, let missing)): done(Message.orderNotMade(juice, missing: missing))
                    case .failure(let failure): done(Message.orderRefused(juice, ErrorLine.cut(failure.why)))
                    }
                }
            }
        case .short(_, let missing):
            showShortage(missing)
        }
    }

    private func showShortage(_ missing: [Fruit: Int]) {
        let focus = Fruit.allCases.first { missing[$0] != nil } ?? .strawberry
        overlay = .dialog(Modal(
            title: strings.juiceShortTitle,
            message: strings.juiceShortQuestion + "\n" + strings.juiceMissing(missing),
            buttons: [.init(strings.yes, action: .openEditor(focus), shortcut: "y"),
                      .init(strings.no, shortcut: "n")]))
    }

    /// Submits a write; its answer comes back through the messenger.
    private func submit(_ write: (@escaping @Sendable (Message) -> Void) -> Void) {
        writes.submitted()
        let messenger = self.messenger
        write { messenger.send($0) }
    }

    /// An answer of the store, or another program's change.
    private func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writes.storeChanged() { reloadShowingChanges() }
            return true
        }
        guard let message = message as? Message else { return false }
        switch message {
        case .ordered, .set:
            break
        case .orderNotMade(let juice, let missing):
            logger.notice("order of \(juice) not made: the stored stock was short (another program took the fruit)")
            showError(strings.juiceOrderNotMade(juice, strings.juiceMissing(missing)))
        case .orderRefused(let juice, let reason):
            logger.error("ordering \(juice): \(reason)")
            showError(strings.juiceOrderFailed(reason))
        case .setRefused(let fruit, let reason):
            logger.error("saving the stock of \(fruit): \(reason)")
            if case .editor(var editor) = overlay {
                editor.revert(fruit, to: storedCount(fruit), because: strings.juiceEditFailed(fruit, reason))
                overlay = .editor(editor)
            } else {
                showError(strings.juiceEditFailed(fruit, reason))
            }
        }
        if writes.answered(readAgain: true) { reloadShowingChanges() }
        return true
    }

    /// What the store holds for `fruit`, or what is shown when it cannot be read.
    private func storedCount(_ fruit: Fruit) -> Int {
        ((try? store.stock()) ?? stock)?[fruit] ?? 0
    }

    /// Reads the stock back and brings an open editor in line with it
    /// (unless a count is being typed there).
    private func reloadShowingChanges() {
        reload()
        if case .editor(let editor) = overlay, !editor.isTyping, let stock {
            overlay = .editor(editor.updated(to: stock))
        }
    }


    private func openEditor(focus: Fruit) {
        if writes.isSettled { reload() }
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
    /// Every dialog's keys.
    let dialog: DialogKeys
    private let words: Words

    init(_ strings: JuiceStrings, overrides o: KeyOverrides = .none) {
        words = strings.words
        dialog = DialogKeys(strings.words, overrides: o)
        orderByNumber = KeyBinding([], pattern: { key in
            if case .character(let c) = key, let n = c.wholeNumberValue, c.isASCII { return (1...Juice.allCases.count).contains(n) }
            return false
        }, hintKeys: "1-7", hint: strings.hintOrderJuice, helpKeys: "1…7", help: strings.helpOrderByNumber)
        choose = KeyBinding(nil, [.up, .down, .character("k"), .character("j")], showing: [.up, .down],
                            hint: strings.hintChooseJuice, help: strings.helpChooseJuice)
        ends = KeyBinding(nil, [.home, .end], hint: nil, help: strings.helpFirstLast)
        order = KeyBinding("juice.order", [.enter, .character(" ")], hint: strings.hintOrderJuice, help: strings.helpOrderChosen)
            .overridden(by: o)
        edit = KeyBinding("juice.edit-stock", [.character("e")], hint: strings.hintEditStock, help: strings.helpEditStock)
            .overridden(by: o)

        // Modes: while a count is typed, Enter and Esc belong to it.
        chooseFruit = KeyBinding(nil, [.up, .down, .character("k"), .character("j"), .tab, .backTab, .home, .end],
                                 showing: [.up, .down], hint: strings.hintChooseFruit, help: strings.helpChooseFruit)
        stepOne = KeyBinding(nil, [.character("+"), .character("-"), .right, .left], showing: [.character("+"), .character("-")],
                             hint: "±1", help: strings.helpStepOne)
        stepTen = KeyBinding(nil, [.character("]"), .character("["), .pageUp, .pageDown],
                             showing: [.character("]"), .character("[")], hint: "±10", help: strings.helpStepTen)
        type = KeyBinding([], pattern: { $0.isDigit || $0.isPaste }, hintKeys: "0-9", hint: strings.hintTypeNumber,
                          helpKeys: "0…9", help: strings.helpTypeNumber)
        erase = KeyBinding("juice.erase-digit", [.backspace], hint: strings.words.erase, help: strings.helpEraseDigit)
            .overridden(by: o)
        set = KeyBinding("juice.set-count", [.enter], hint: strings.hintSetNumber, help: strings.helpSetNumber,
                         mode: "typing").overridden(by: o)
        drop = KeyBinding("juice.drop-count", [.escape], hint: strings.words.cancel, help: strings.helpDropNumber,
                          mode: "typing").overridden(by: o)
        close = KeyBinding("juice.close-editor", [.enter, .escape], showing: [.enter, .escape], hint: strings.words.close,
                           help: strings.helpCloseEditor, mode: "choosing").overridden(by: o)
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
         dialog.section(withShortcuts: true)]
    }
}

/// Drafts: a count being typed in the stock editor is kept when bankui
/// stops, and typed again into the reopened editor at the next start.
extension JuiceTab {
    /// The kept shape of the stock editor's typing.
    struct Draft: Codable, Equatable {
        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        var fruit: Fruit
        var typed: String

        static let kindName = "juice.stock-count.1"
    }

    public var draft: String? {
        guard case .editor(let editor) = overlay, let typing = editor.typing else { return nil }
        return TabDraft.encode(Draft(fruit: typing.fruit, typed: typing.text))
    }

    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        openEditor(focus: draft.fruit)
        guard case .editor(var editor) = overlay else { return false }
        editor.retype(draft.typed, into: draft.fruit)
        overlay = .editor(editor)
        return true
    }
}

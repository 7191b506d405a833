import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// Everything the user does on the juice tab: keys, clicks and the wheel,
/// on the menu, in the stock editor and in dialogs.
extension JuiceTab: InputHandling {
    public func handleKey(_ key: Key) -> Bool {
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
    func close(_ modal: Modal<Action>, _ outcome: Modal<Action>.Outcome) {
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
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool {
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

    /// The wheel over the menu moves the chosen juice: the wheel is its
    /// own input, so it moves whatever keys the user gave the list.
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool {
        guard overlay == nil, target.areaName == Self.menuList else { return false }
        moveSelection(by: rows)
        return true
    }

    /// Chooses the juice `rows` below the chosen one (above when < 0),
    /// stopping at the first and the last.
    func moveSelection(by rows: Int) {
        let all = Juice.allCases
        let index = all.firstIndex(of: selected) ?? 0
        selected = all[min(all.count - 1, max(0, index + rows))]
    }

    func handleMain(_ key: Key) -> Bool {
        let all = Juice.allCases
        if keys.orderByNumber.matches(key) {
            guard case .character(let c) = key, let juice = c.wholeNumberValue.flatMap(Juice.init(menuNumber:)) else { return false }
            order(juice)
        } else if keys.choose.matches(key) || keys.ends.matches(key), let action = keys.list.action(for: key) {
            switch action {
            case .previous, .pageUp: moveSelection(by: -1)
            case .next, .pageDown: moveSelection(by: 1)
            case .first: moveSelection(by: -all.count)
            case .last: moveSelection(by: all.count)
            }
        } else if keys.order.matches(key) {
            order(selected)
        } else if keys.edit.matches(key) {
            openEditor(focus: Fruit.allCases.first { selected.recipe[$0] != nil } ?? .strawberry)
        } else {
            return false
        }
        return true
    }

    func handleEditor(_ key: Key, editor: StockEditor) {
        var editor = editor
        apply(editor.handle(key, keys: keys), editor: editor)
    }

    /// What the editor did: it stays open (or closes), and a changed count
    /// is saved.
    func apply(_ outcome: StockEditor.Outcome, editor: StockEditor) {
        overlay = outcome == .close ? nil : .editor(editor)
        if case .changed(let fruit, let count) = outcome {
            let before = stock?[fruit] ?? 0
            _ = try? stock?.set(fruit, to: count)  // the editor checked the range
            submit { [store] done in
                store.set(fruit, to: count) { result in
                    switch result {
                    case .success: done(Message.set)
                    case .failure(let failure): done(Message.setRefused(fruit, before: before, ErrorLine.cut(failure.why)))
                    }
                }
            }
        }
    }

    /// Orders `juice` on the stock shown, tells at once how it went, and
    /// submits the order.
    func order(_ juice: Juice) {
        selected = juice
        guard var shown = stock else {
            readStock()
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

    func showShortage(_ missing: [Fruit: Int]) {
        let focus = Fruit.allCases.first { missing[$0] != nil } ?? .strawberry
        overlay = .dialog(Modal(
            title: strings.juiceShortTitle,
            message: strings.juiceShortQuestion + "\n" + strings.juiceMissing(missing),
            buttons: [.init(strings.yes, action: .openEditor(focus), shortcut: keys.dialog.yes),
                      .init(strings.no, shortcut: keys.dialog.no)]))
    }
}

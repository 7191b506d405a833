import TerminalUI

/// A tab that takes each kind of input in a method of its own: its
/// `handle` (the one way in) hands a key, a click, the wheel or a message to
/// them, and a tick to none (the tab is drawn again all the same).
@MainActor
public protocol InputHandling: TabScreen {
    /// A key the shell passed on; false when it means nothing here.
    func handleKey(_ key: Key) -> Bool
    /// A click on what `render` marked `target`; `double` for a double click.
    func handleClick(_ target: HitTarget, double: Bool) -> Bool
    /// The wheel over what `render` marked `target`, by `rows` (down > 0).
    func handleScroll(_ target: HitTarget, by rows: Int) -> Bool
    /// A background result or news for every tab.
    func receive(_ message: any Sendable) -> Bool
}

extension InputHandling {
    public func handle(_ input: TabInput) -> Bool {
        switch input {
        case .key(let key): handleKey(key)
        case .tick: false
        case .click(let target, let double): handleClick(target, double: double)
        case .scroll(let target, let rows): handleScroll(target, by: rows)
        case .message(let message): receive(message)
        }
    }
}

import TerminalUI

/// A tab that takes each kind of input in a method of its own: its
/// `handle` (the one way in) hands a key, a click, the wheel, a tick, the
/// tab being shown or hidden, or a message to them, then returns the
/// effects they asked for (``effects``).
@MainActor
public protocol InputHandling: TabScreen {
    /// The effects asked for while handling the current input.
    var effects: TabEffects { get set }
    /// A key the shell passed on; false when it means nothing here.
    func handleKey(_ key: Key) -> Bool
    /// A click on what `render` marked `target`; `double` for a double click.
    func handleClick(_ target: HitTarget, double: Bool) -> Bool
    /// The wheel over what `render` marked `target`, by `rows` (down > 0).
    func handleScroll(_ target: HitTarget, by rows: Int) -> Bool
    /// The answer of an effect, a service's news or news for every tab.
    func receive(_ message: any Sendable) -> Bool
    /// A timer tick at `time` on the shell's clock (``TabInput/tick(at:)``);
    /// false (the default) when it changes nothing (the tab is drawn again
    /// all the same).
    func handleTick(at time: Duration) -> Bool
    /// The tab became the visible one.
    func didAppear()
    /// Another tab became the visible one.
    func didDisappear()
    /// The area the tab draws in has this size now.
    func didResize(to size: Size)
    /// Brings what the next frame reads and keeps (memos, where lists are
    /// scrolled, how many rows a page is) in line with the state and the
    /// size, after every input: `render` then only reads. Does nothing by
    /// default.
    func prepareFrame()
    /// Opens again what ``TabScreen/draft`` held when bankui last stopped
    /// (the editor, the form, the calculation, where it was); false when
    /// the draft cannot be read.
    func restoreDraft(_ draft: String) -> Bool
}

extension InputHandling {
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool { false }
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool { false }
    public func handleTick(at time: Duration) -> Bool { false }
    public func didAppear() {}
    public func didDisappear() {}
    public func restoreDraft(_ draft: String) -> Bool { false }
    public func didResize(to size: Size) {}
    public func prepareFrame() {}

    public func handle(_ input: TabInput) -> TabReaction {
        let handled: Bool
        switch input {
        case .key(let key): handled = handleKey(key)
        case .tick(let time): handled = handleTick(at: time)
        case .shown:
            didAppear()
            handled = true
        case .hidden:
            didDisappear()
            handled = true
        case .click(let target, let double): handled = handleClick(target, double: double)
        case .scroll(let target, let rows): handled = handleScroll(target, by: rows)
        case .resized(let size):
            didResize(to: size)
            handled = true
        case .draft(let text): handled = restoreDraft(text)
        case .message(let message): handled = receive(message)
        }
        // Once per input, whatever it was: the one place memos are made.
        prepareFrame()
        return TabReaction(handled: handled, effects: effects.take())
    }
}

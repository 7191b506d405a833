import TabKit
import TerminalUI

/// The render contract's check (see ``TabScreen``): `tab` drawn twice, into
/// two fresh frames of `size`, as their snapshot text (lines and styles).
/// Render only reads, so the two are the same, whatever size the tab was
/// told it has.
@MainActor
public func drawnTwice(_ tab: any TabScreen, size: Size, theme: Theme = .standard) -> (first: String, second: String) {
    func draw() -> String {
        var buffer = Buffer(size: size, theme: theme)
        tab.render(in: buffer.area, buffer: &buffer)
        return SnapshotText.render(buffer)
    }
    let first = draw()
    return (first, draw())
}

/// Hands `input` to `tab` without a shell, and the answers of the
/// background work it asks for after it, until none is asked: a tab driven
/// before any frame is drawn. Other effects are dropped.
@MainActor
public func handleWithoutFrames(_ input: TabInput, to tab: any TabScreen) {
    for effect in tab.handle(input).effects {
        if case .background(let work) = effect { handleWithoutFrames(.message(work()), to: tab) }
    }
}

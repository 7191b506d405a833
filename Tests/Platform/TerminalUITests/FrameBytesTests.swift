import Testing
@testable import TerminalUI

/// The bytes a diff costs, as a terminal receives them.
@Suite struct FrameBytesTests {
    @Test func nothingChangedCostsNothing() {
        let frame = Buffer(size: Size(width: 20, height: 3))
        #expect(FrameBytes.count(from: frame, to: frame) == 0)
    }

    @Test func oneCellIsAMoveAStyleAndItsCharacter() {
        let old = Buffer(size: Size(width: 20, height: 3))
        var new = old
        new.write("█", x: 4, y: 1)
        // ESC[2;5H, ESC[0m, then three bytes of UTF-8.
        #expect(FrameBytes.count(from: old, to: new) == 6 + 4 + 3)
    }

    @Test func aRunNeedsOneMoveAndAGapIsRewrittenWhenThatIsShorter() {
        let old = Buffer(size: Size(width: 40, height: 3))
        var run = old
        run.write("abcd", x: 0, y: 0)
        #expect(FrameBytes.count(from: old, to: run) == 6 + 4 + 4)
        var gap = old
        gap.write("a", x: 0, y: 0)
        gap.write("b", x: 2, y: 0)
        // The blank between them (1 byte) is cheaper than a second move.
        #expect(FrameBytes.count(from: old, to: gap) == 6 + 4 + 1 + 1 + 1)
        var far = old
        far.write("a", x: 0, y: 0)
        far.write("b", x: 30, y: 0)
        #expect(FrameBytes.count(from: old, to: far) == 6 + 4 + 1 + 7 + 1)
    }

    @Test func aStyleChangeCostsItsSequence() {
        let old = Buffer(size: Size(width: 20, height: 2))
        var new = old
        new.write("a", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold))
        // ESC[1;1H, ESC[0;1;38;5;1m, a.
        #expect(FrameBytes.count(from: old, to: new) == 6 + (4 + 2 + 7) + 1)
    }
}

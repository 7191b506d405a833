import TerminalUI
import XCTest

/// SGR mouse reports through the key decoder: presses, the wheel, double
/// clicks on an injected clock, and hostile bytes.
final class MouseDecodingTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Decodes one read, then lets every delay run out.
    private func decode(_ text: String, at time: Duration? = nil) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes(text), at: time) + decoder.timeout()
    }

    private func press(_ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(.press, at: Point(x: x, y: y))) }

    func testALeftPressIsAMouseKeyAtTheZeroBasedCell() {
        XCTAssertEqual(decode("\u{1B}[<0;10;1M"), [press(9, 0)])
    }

    func testTheWheelIsButtons64And65() {
        XCTAssertEqual(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M"),
                       [.mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 3))), .mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 3)))])
    }

    func testModifiersDoNotChangeThePress() {
        XCTAssertEqual(decode("\u{1B}[<16;2;2M\u{1B}[<4;2;2M"), [press(1, 1), press(1, 1)])
    }

    func testReleasesOtherButtonsAndMotionAreDroppedAndTheKeysAroundThemStay() {
        XCTAssertEqual(decode("a\u{1B}[<0;5;5mb\u{1B}[<2;5;5Mc\u{1B}[<1;5;5Md\u{1B}[<32;5;5Me"),
                       [.character("a"), .character("b"), .character("c"), .character("d"), .character("e")])
    }

    func testAReportCutAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;1")), [])
        XCTAssertEqual(decoder.decode(bytes("2;7M")), [press(11, 6)])
    }

    func testTwoPressesOnOneCellWithinTheIntervalAreADoubleClick() {
        var decoder = KeyDecoder()
        let report = bytes("\u{1B}[<0;4;2M")
        XCTAssertEqual(decoder.decode(report, at: .seconds(10)), [press(3, 1)])
        XCTAssertEqual(decoder.decode(report, at: .seconds(10) + .milliseconds(400)),
                       [.mouse(MouseEvent(.doublePress, at: Point(x: 3, y: 1)))])
        // A third press starts again.
        XCTAssertEqual(decoder.decode(report, at: .seconds(10) + .milliseconds(500)), [press(3, 1)])
    }

    func testPressesTooFarApartOrOnAnotherCellAreSingle() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;4;2M"), at: .seconds(1)), [press(3, 1)])
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;4;2M"), at: .seconds(1) + .milliseconds(401)), [press(3, 1)])
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;5;2M"), at: .seconds(1) + .milliseconds(500)), [press(4, 1)])
    }

    func testWithoutATimeThereAreNoDoubleClicks() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;4;2M\u{1B}[<0;4;2M")), [press(3, 1), press(3, 1)])
    }

    func testMalformedReportsAreDroppedWholeAndNeverTyped() {
        let hostile = [
            "\u{1B}[<0;10M", "\u{1B}[<0;10;1;5M", "\u{1B}[<;1;1M", "\u{1B}[<0;0;1M", "\u{1B}[<0;1;0M",
            "\u{1B}[<1:2;1;1M", "\u{1B}[<0;1;1;M", "\u{1B}[<0;99999999;1M", "\u{1B}[<-1;1;1M", "\u{1B}[<0;1;1~", "\u{1B}[<<<M",
            "\u{1B}[<0;1;1 M",
        ]
        for report in hostile {
            XCTAssertEqual(decode(report + "z"), [.character("z")], report.debugDescription)
        }
    }

    func testAnOverlongReportIsDroppedWhole() {
        let report = "\u{1B}[<0;" + String(repeating: "1", count: 300) + ";1M"
        XCTAssertEqual(decode(report + "z"), [.character("z")])
    }

    func testAReportCutOffForGoodIsDroppedNotTyped() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(bytes("\u{1B}[<0;12;3")), [])
        XCTAssertEqual(decoder.timeout(), [])
        XCTAssertEqual(decoder.decode(bytes("q")), [.character("q")])
    }

    /// A report inside a paste is no click, and no text either: dropped
    /// whole, like every escape sequence in a paste.
    func testAReportInsideAPasteIsNeitherAClickNorText() {
        let text = "a\u{1B}[<0;10;1Mb"
        XCTAssertEqual(decode("\u{1B}[200~" + text + "\u{1B}[201~"), [.paste("ab")])
    }
}

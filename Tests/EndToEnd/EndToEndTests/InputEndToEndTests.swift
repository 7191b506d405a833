import Foundation
import XCTest

/// Bytes that are not UTF-8, pastes that never end and Ctrl-C in the middle
/// of a paste, in a real terminal: nothing else is lost, the keyboard is
/// never held, Ctrl-C quits and the terminal comes back as it was.
final class InputEndToEndTests: XCTestCase {
    private let startScreen = "0-9 +-*/ Calculate"

    func testAnInvalidByteInAPasteThenCtrlCQuits() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor(startScreen)
        try session.paste([0x34, 0xFF, 0x35])
        // The bad byte is one skipped character; the digits around it arrive.
        let screen = try session.waitFor("45 │")
        XCTAssertTrue(screen.contains("Skipped 1 pasted character"), screen)
        try session.send("C-c")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testKeysStillWorkAfterABadPaste() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor(startScreen)
        try session.paste([0x34, 0xFF, 0x35])
        try session.waitFor("45 │")
        try session.send("Escape")  // AC
        try session.waitFor(startScreen)
        try session.send("Tab")
        try session.waitForScreen { !$0.contains(self.startScreen) }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testAnInvalidByteTypedEatsNothing() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor(startScreen)
        try session.sendBytes([0x34, 0xFF, 0x35])
        try session.waitFor("45 │")
        try session.sendBytes([0xE2, 0x82, 0x36])  // a cut character, then a digit
        try session.waitFor("456 │")
        try session.quitAnyway()
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testAPasteThatNeverEndsIsDeliveredAndFreesTheKeyboard() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor(startScreen)
        // The start marker, some text, and no end marker.
        try session.sendBytes(Array("\u{1B}[200~7".utf8) + [0xFF, 0x38])
        try session.waitFor("78 │", timeout: 5)
        try session.quitAnyway()
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testCtrlCInsideAnOpenPasteQuits() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor(startScreen)
        try session.sendBytes(Array("\u{1B}[200~12".utf8))
        try session.send("C-c")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }
}

/// The terminal settings, screen and cursor are as they were before the run.
func assertRestored(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws {
    let (before, after) = try session.sttyBeforeAndAfter()
    XCTAssertEqual(before, after, "stty -g differs after the run", file: file, line: line)
    XCTAssertEqual(try session.paneFlag("alternate_on"), "0", "still on the alternate screen", file: file, line: line)
    XCTAssertEqual(try session.paneFlag("cursor_flag"), "1", "cursor left hidden", file: file, line: line)
    XCTAssertEqual(try session.paneFlag("mouse_any_flag"), "0", "mouse reporting left on", file: file, line: line)
    XCTAssertEqual(try session.paneFlag("mouse_sgr_flag"), "0", "SGR mouse reporting left on", file: file, line: line)
}

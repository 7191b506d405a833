import Foundation
import XCTest

/// Ctrl-Z and SIGTSTP suspend like other full-screen programs: the
/// terminal is given back to the shell, and `fg` brings the screen back
/// whole, at the current size.
final class SuspendEndToEndTests: XCTestCase {
    func testCtrlZThenFgRestoresTheScreen() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], jobControl: true)
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("12+3", literal: true)
        let before = try session.waitFor("+ 3 │")

        try session.send("C-z")
        try session.waitFor("Stopped")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "0", "the shell's screen is back")
        XCTAssertEqual(try session.paneFlag("cursor_flag"), "1")
        try session.send("fg", literal: true)
        try session.send("Enter")
        let after = try session.waitFor("+ 3 │")
        XCTAssertEqual(after, before, "the whole screen is drawn again")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")

        // Still alive and taking keys.
        try session.send("Enter")
        try session.waitFor("= 15 │")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testSuspendedWhileTheWindowChangesSizeComesBackAtTheNewSize() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], jobControl: true)
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("C-z")
        try session.waitFor("Stopped")
        try session.resize(width: 100, height: 30)
        try session.send("fg", literal: true)
        try session.send("Enter")
        let screen = try session.waitForScreen { $0.contains("0-9 +-*/ Calculate") && $0.contains(String(repeating: "─", count: 98)) }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(30)
        XCTAssertTrue(lines.last?.contains("q Quit") ?? false, "the hint line is the 30th:\n\(screen)")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testCtrlZWithoutJobControlDoesNothing() throws {
        // Under a plain script nobody could type `fg`: the kernel would not
        // stop the process, so the terminal must stay raw (Ctrl-\ right
        // after is a key, not a SIGQUIT for the script).
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("C-z")
        try session.sendBytes([0x1C, 0x37])
        try session.waitFor("7 │")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.quitAnyway()
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testSigtstpFromOutsideSuspendsToo() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"], jobControl: true)
        try session.waitFor("? Help")
        kill(try session.pid(), SIGTSTP)
        try session.waitFor("Stopped")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "0")
        try session.send("fg", literal: true)
        try session.send("Enter")
        try session.waitFor("? Help")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }
}

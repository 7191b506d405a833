import Foundation
import XCTest

/// Terminals and locales bankui cannot use as they are: refused before the
/// terminal is touched, or made to work (UTF-8 characters without a UTF-8
/// locale, no UI left behind without an alternate screen).
final class TerminalTypeEndToEndTests: XCTestCase {
    func testDumbTerminalIsRefused() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"], environment: ["TERM": "dumb"])
        // EX_CONFIG: the terminal type is the setting to change.
        XCTAssertEqual(try session.exitStatus(), 78)
        let screen = try session.waitFor("cannot place the cursor")
        XCTAssertFalse(screen.contains("Help"), screen)
        try assertRestored(session)
    }

    func testUnknownTerminalIsRefused() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"], environment: ["TERM": "no-such-terminal"])
        XCTAssertEqual(try session.exitStatus(), 78)
        try session.waitFor("unknown terminal type 'no-such-terminal'")
        try assertRestored(session)
    }

    func testCLocaleStillDrawsBoxesAndHangul() throws {
        let session = try TmuxSession(arguments: ["--tab", "juice", "--lang", "ko"],
                                      environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        let screen = try session.waitFor("딸기")
        XCTAssertTrue(screen.contains("┌"), screen)
        XCTAssertTrue(screen.contains("│ 🍓 딸기"), screen)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        XCTAssertTrue(session.log().contains("C.UTF-8"), "the fallback is logged:\n\(session.log())")
    }

    func testALocaleThatIsNotInstalledStillDrawsAndKeepsTheLanguage() throws {
        // ko_KR.UTF-8 is not generated here (see `locale -a`); the
        // interface language still follows LANG.
        let session = try TmuxSession(arguments: ["--tab", "juice"],
                                      environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "LC_MESSAGES": ""])
        let screen = try session.waitFor("딸기")
        XCTAssertTrue(screen.contains("┌"), screen)
        XCTAssertTrue(screen.contains("도움말"), screen)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testNoAlternateScreenLeavesNoUIBehind() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"], environment: ["TERM": "vt100"])
        try session.waitFor("? Help")
        try session.waitFor("┌")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        let screen = try session.waitForScreen { !$0.contains("Help") }
        XCTAssertFalse(screen.contains("┌") || screen.contains("Bank"), screen)
        let (before, after) = try session.sttyBeforeAndAfter()
        XCTAssertEqual(before, after)
        XCTAssertEqual(try session.paneFlag("cursor_flag"), "1")
    }

    /// A crash has no clean way out, but on a terminal without an
    /// alternate screen the shim still clears what was drawn.
    func testACrashSignalLeavesNoUIBehindWithoutAnAlternateScreen() throws {
        for (name, number) in [("SEGV", SIGSEGV), ("ABRT", SIGABRT)] {
            let session = try TmuxSession(arguments: ["--lang", "en"], environment: ["TERM": "vt100"])
            try session.waitFor("? Help")
            try session.waitFor("┌")
            XCTAssertEqual(kill(try session.pid(), number), 0)
            XCTAssertEqual(try session.exitStatus(), 128 + number, "SIG\(name)")
            let screen = try session.waitForScreen { !$0.contains("Help") }
            XCTAssertFalse(screen.contains("┌") || screen.contains("Bank"), "SIG\(name) left the UI:\n\(screen)")
            let (before, after) = try session.sttyBeforeAndAfter()
            XCTAssertEqual(before, after, "SIG\(name)")
        }
    }
}

import Foundation
import XCTest

/// The app shell in a real terminal: help, resize, quitting, the terminal
/// given back as it was, and an idle process that uses no CPU.
final class ShellEndToEndTests: XCTestCase {
    func testHelpOpensAndEscClosesIt() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        try session.send("?")
        try session.waitFor("┌ Keys ")  // help's title: the bank's own keys fill its first page
        try session.send("Escape")
        try session.waitForScreen { !$0.contains("┌ Keys ") }
    }

    func testTinyWindowShowsTheMessageAndGrowingRestoresTheUI() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        try session.resize(width: 40, height: 10)
        // 42 columns of message in a 40-column window: it wraps onto two lines.
        try session.waitForScreen {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .contains("terminal too small: need 60×20, have 40×10")
        }
        try session.resize(width: 80, height: 24)
        try session.waitFor("? Help")
    }

    func testQuitRestoresTheTerminal() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testCtrlCQuitsFromInsideHelp() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        try session.send("?")
        try session.waitFor("┌ Keys ")  // help's title: the bank's own keys fill its first page
        try session.send("C-c")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testSigtermRestoresTheTerminal() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        kill(try session.pid(), SIGTERM)
        XCTAssertEqual(try session.exitStatus(), 128 + SIGTERM)
        try assertRestored(session)
    }

    func testSighupRestoresTheTerminal() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        kill(try session.pid(), SIGHUP)
        XCTAssertEqual(try session.exitStatus(), 128 + SIGHUP)
        try assertRestored(session)
    }

    func testKoreanInterface() throws {
        let session = try TmuxSession(arguments: ["--lang", "ko"])
        try session.waitFor("도움말")
        try session.send("?")
        try session.waitFor("┌ 키 ")
    }

    func testIdleProcessUsesAlmostNoCPU() throws {
        let session = try TmuxSession(arguments: ["--lang", "en"])
        try session.waitFor("? Help")
        let pid = try session.pid()
        usleep(300_000)  // let start-up work finish
        guard let before = TmuxSession.cpuNanoseconds(of: pid) else { throw XCTSkip("no /proc schedstat") }
        sleep(3)
        guard let after = TmuxSession.cpuNanoseconds(of: pid) else { return XCTFail("process vanished") }
        let used = Double(after - before) / 1_000_000
        XCTAssertLessThan(used, 5, "idle for 3 s used \(used) ms of CPU")
    }

    private func assertRestored(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws {
        let (before, after) = try session.sttyBeforeAndAfter()
        XCTAssertEqual(before, after, "stty -g differs after the run", file: file, line: line)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "0", "still on the alternate screen", file: file, line: line)
        XCTAssertEqual(try session.paneFlag("cursor_flag"), "1", "cursor left hidden", file: file, line: line)
    }
}

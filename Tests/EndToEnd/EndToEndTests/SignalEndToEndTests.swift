import Foundation
import XCTest

/// Every signal whose default action ends a process: the terminal is
/// restored first and the exit status is 128+N.
final class SignalEndToEndTests: XCTestCase {
    func testEveryTerminatingSignalRestoresTheTerminalAndExits128PlusN() throws {
        let signals: [(String, Int32)] = [
            ("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT), ("QUIT", SIGQUIT), ("USR1", SIGUSR1),
            ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ),
            ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
        ]
        // A few at a time: each is a terminal and a program of its own.
        for group in stride(from: 0, to: signals.count, by: 4).map({ Array(signals[$0..<min($0 + 4, signals.count)]) }) {
            let sessions = try group.map { _ in try TmuxSession(arguments: ["--lang", "en"]) }
            for (session, (name, number)) in zip(sessions, group) {
                try session.waitFor("? Help")
                try Self.kill(name, try session.pid())
                XCTAssertEqual(try session.exitStatus(), 128 + number, "SIG\(name)")
                try assertRestored(session)
                let screen = try session.screen()
                XCTAssertFalse(screen.contains("Crash") || screen.contains("Thread 0"), "SIG\(name) painted a crash report:\n\(screen)")
            }
        }
    }

    func testSigtermWhileInFullScreenWithAnOpenPaste() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor("0-9 +-*/ Calculate")
        try session.sendBytes(Array("\u{1B}[200~12".utf8))
        try Self.kill("TERM", try session.pid())
        XCTAssertEqual(try session.exitStatus(), 128 + SIGTERM)
        try assertRestored(session)
    }

    /// Sends the signal with kill(1), by name, as a person would.
    private static func kill(_ name: String, _ pid: pid_t) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/kill")
        process.arguments = ["-\(name)", "\(pid)"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "kill -\(name) \(pid)")
    }
}

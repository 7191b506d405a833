import Foundation
import XCTest

/// The bank tab in a real terminal, and the console mode through pipes.
final class BankEndToEndTests: XCTestCase {
    func testAddTwiceThenResetEmptiesTheBoardAndTheTimer() throws {
        // Long services: the board holds still while it is read.
        let session = try TmuxSession(arguments: ["--lang", "en", "--tab", "bank", "--deposit-seconds", "30", "--loan-seconds", "30"])
        try session.waitFor("Business time - 00:00:000")
        try session.send("a")
        // Businesses are random: 2 or 3 of the 10 are served at once.
        try session.waitForScreen { Self.inBank($0) == 10 }
        try session.send("a")
        let board = try session.waitForScreen { Self.inBank($0) == 20 }
        XCTAssertTrue(board.contains("Working 3") || board.contains("Working 2"), board)
        // The timer runs while customers are in the bank.
        try session.waitForScreen { !$0.contains("Business time - 00:00:000") }
        try session.send("r")
        let reset = try session.waitForScreen { $0.contains("Waiting 0") && $0.contains("Working 0") }
        XCTAssertTrue(reset.contains("Business time - 00:00:000"), reset)
        XCTAssertTrue(reset.contains("Served 0 "), reset)
        // Numbering starts again at 1.
        try session.send("a")
        try session.waitForScreen { Self.inBank($0) == 10 && $0.contains(" 1 - ") && !$0.contains(" 11 - ") }
    }

    /// A lone Esc is told from the start of a key's sequence by a short
    /// wait; the bank's 50 ms timer ticks must not start that wait again
    /// each time, or Esc is held until the next key while customers keep
    /// coming: the planner, and a plan on its way, would not close.
    func testEscClosesThePlannerWhileTheBoardTicks() throws {
        let session = try TmuxSession(arguments: ["--lang", "en", "--tab", "bank"])
        try session.waitFor("Business time - 00:00:000")
        try session.send("o")
        try session.waitFor("Arrival options")
        try session.send("Right", "Tab", "C-u")
        try session.send("600", literal: true)
        try session.send("Enter")
        try session.waitFor("arriving 600 a minute")
        for _ in 0..<5 {
            try session.send("p")
            try session.waitFor("Staffing plan")
            try session.send("Escape")
            try session.waitForScreen(timeout: 5) { !$0.contains("Staffing plan") }
        }
    }

    /// Waiting plus working, as the column titles say.
    static func inBank(_ screen: String) -> Int? {
        guard let waiting = screen.firstMatch(of: /Waiting (\d+)/).flatMap({ Int($0.1) }),
              let working = screen.firstMatch(of: /Working (\d+)/).flatMap({ Int($0.1) }) else { return nil }
        return waiting + working
    }

    func testTheTimerStopsWhenTheLastCustomerLeaves() throws {
        // 50 times faster: 14 ms a deposit, 22 ms a loan.
        let session = try TmuxSession(arguments: ["--lang", "ko", "--tab", "bank", "--speed", "50"])
        try session.waitFor("업무시간 - 00:00:000")
        try session.send("a")
        let done = try session.waitForScreen { $0.contains("처리 10명") && $0.contains("대기중 0") && $0.contains("업무중 0") }
        let timer = try XCTUnwrap(done.components(separatedBy: "\n").first { $0.contains("업무시간 - ") })
        XCTAssertFalse(timer.contains("00:00:000"), "the day took some time")
        usleep(300_000)
        XCTAssertEqual(try session.screen().components(separatedBy: "\n").first { $0.contains("업무시간 - ") }, timer,
                       "the timer stopped with the lobby empty")
    }

    func testConsoleModeServesEveryCustomerOnce() throws {
        let result = try Self.runBankui(["bank", "--lang", "ko", "--speed", "100"], input: "1\n2\n")
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("1 : 은행 개점") && lines.contains("2 : 종료"), result.output)
        let started = lines.compactMap { $0.firstMatch(of: /(\d+)번 고객 (예금|대출)업무 시작/).flatMap { Int($0.1) } }
        let finished = lines.compactMap { $0.firstMatch(of: /(\d+)번 고객 (예금|대출)업무 완료/).flatMap { Int($0.1) } }
        XCTAssertTrue((10...30).contains(started.count), result.output)
        XCTAssertEqual(Set(started), Set(1...started.count))
        XCTAssertEqual(started.count, Set(started).count, "started twice")
        XCTAssertEqual(finished.sorted(), started.sorted(), "every started customer finishes exactly once")
        let closing = try XCTUnwrap(lines.first { $0.contains("업무가 마감되었습니다.") })
        XCTAssertTrue(closing.contains("총 \(started.count)명이며"), closing)
    }

    func testConsoleModeRefusesWrongInputAndEndsAtEndOfInput() throws {
        let result = try Self.runBankui(["bank", "--lang", "ko"], input: "7\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("잘못 입력하셨습니다."), result.output)
    }

    func testABadBankOptionIsRefusedBeforeTheScreenIsTouched() throws {
        for arguments in [["--deposit-bankers", "0"], ["--speed", "-2"], ["bank", "--loan-seconds", "0"]] {
            let result = try Self.runBankui(arguments, input: "")
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.errors.contains("must be"), result.errors)
            XCTAssertFalse(result.output.contains("\u{1B}["), "no escape sequences on stdout")
        }
    }

    /// Runs bankui with pipes for stdin, stdout and stderr.
    static func runBankui(_ arguments: [String], input: String) throws -> (status: Int32, output: String, errors: String) {
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.binary.path) else {
            throw XCTSkip("bankui is not built at \(TmuxSession.binary.path)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-pipe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = arguments
        process.environment = ["LANG": "C.UTF-8", "BANKUI_DATA_DIR": directory.path, "XDG_STATE_HOME": directory.path]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Errors are short; read the output to its end first so a full pipe never blocks bankui.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}

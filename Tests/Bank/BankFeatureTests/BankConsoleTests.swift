import BankCore
import Foundation
import Testing
import TextKit
import Shell
import ScreenTesting
import TabKit
@testable import BankFeature

/// `bankui bank` with scripted input and the day run in virtual time.
@Suite struct BankConsoleTests {
    /// Collects what the console writes; refuses every write from the
    /// `failAt`th on, as a full disk would.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        private var writes = 0
        private let failAt: Int?

        init(failAt: Int? = nil) {
            self.failAt = failAt
        }

        func write(_ piece: String) -> Bool {
            lock.withLock {
                writes += 1
                if let failAt, writes >= failAt { return false }
                text += piece
                return true
            }
        }

        var lines: [String] { lock.withLock { text }.components(separatedBy: "\n") }

        /// The lines without the prompt that the first line after it follows.
        var unprompted: [String] {
            lines.map { line in
                for prompt in ["입력 : ", "Input : "] where line.hasPrefix(prompt) { return String(line.dropFirst(prompt.count)) }
                return line
            }
        }
        var attempts: Int { lock.withLock { writes } }
    }

    private func run(_ input: [String], language: Language = .ko, customers: Int? = nil, seed: UInt64 = 5) async -> [String] {
        var console = BankConsole(language: language, customerCount: customers,
                                  random: SeededRandomNumberGenerator(seed: seed)) { customers, onEvent in
            BankDay.simulate(serving: customers, onEvent: onEvent)
        }
        var remaining = input[...]
        let output = Output()
        _ = await console.run(readLine: { remaining.popFirst() }, write: output.write)
        return output.lines
    }

    /// A session of one day whose businesses and staff are fixed.
    private func day(_ businesses: [Business], configuration: BankConfiguration = .seed,
                     language: Language = .ko) async -> [String] {
        var console = BankConsole(language: language, customerCount: nil, random: SeededRandomNumberGenerator(seed: 1)) { _, onEvent in
            BankDay.simulate(serving: businesses, configuration: configuration, onEvent: onEvent)
        }
        var input = ["1"][...]
        let output = Output()
        _ = await console.run(readLine: { input.popFirst() }, write: output.write)
        return output.unprompted
    }

    /// The closing sentence of a day whose report says `totalTime`.
    private func closing(after totalTime: Duration, language: Language) async -> String? {
        var console = BankConsole(language: language, customerCount: nil, random: SeededRandomNumberGenerator(seed: 1)) { _, _ in
            BankDayReport(served: 4, totalTime: totalTime)
        }
        var input = ["1"][...]
        let output = Output()
        _ = await console.run(readLine: { input.popFirst() }, write: output.write)
        return output.unprompted.first { $0.hasPrefix("업무가 마감되었습니다.") || $0.hasPrefix("The bank is closed.") }
    }

    @Test func openThenQuit() async throws {
        let lines = await run(["1", "2"])
        #expect(Array(lines.prefix(2)) == ["1 : 은행 개점", "2 : 종료"])
        let started = lines.compactMap { $0.firstMatch(of: /(\d+)번 고객 (예금|대출)업무 시작/).flatMap { Int($0.1) } }
        let finished = lines.compactMap { $0.firstMatch(of: /(\d+)번 고객 (예금|대출)업무 완료/).flatMap { Int($0.1) } }
        #expect(BankDay.customerCounts.contains(started.count))
        #expect(Set(started) == Set(1...started.count), "every customer started once")
        #expect(started.count == Set(started).count)
        #expect(finished.sorted() == started.sorted(), "every started customer finished exactly once")
        let closing = try #require(lines.first { $0.hasPrefix("업무가 마감되었습니다.") })
        let match = try #require(closing.wholeMatch(of: /업무가 마감되었습니다\. 오늘 업무를 처리한 고객은 총 (\d+)명이며, 총 업무시간은 (\d+\.\d{1,2})초 입니다\./))
        #expect(Int(match.1) == started.count)
        // The menu comes back after the day, and 2 ends the session there.
        let closingIndex = try #require(lines.firstIndex(of: closing))
        #expect(lines[closingIndex + 1] == "1 : 은행 개점")
        #expect(lines.last == "입력 : ")
    }

    @Test func totalTimeIsTheDaysLengthRoundedToHundredths() async throws {
        // 3 deposits and 1 loan with the original's staff: 1.4 s, printed as
        // the original printed a Double.
        let lines = await day([.deposit, .deposit, .deposit, .loan], language: .en)
        #expect(lines.contains("The bank is closed. 4 customers were served today, in a total business time of 1.4 seconds."))
    }

    @Test(arguments: [(Duration.milliseconds(7700), "7.7"), (.seconds(12), "12.0"), (.milliseconds(7750), "7.75"),
                      (.milliseconds(7749), "7.75"), (.milliseconds(12_003), "12.0"), (.milliseconds(40), "0.04")])
    func totalTimeIsPrintedAsTheOriginalPrintedIt(time: Duration, printed: String) async {
        #expect(await closing(after: time, language: .ko)
                == "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 4명이며, 총 업무시간은 \(printed)초 입니다.")
        #expect(await closing(after: time, language: .en)
                == "The bank is closed. 4 customers were served today, in a total business time of \(printed) seconds.")
    }

    @Test func customersCalledAtOneInstantAreLoggedInTicketOrder() async {
        // The loan holds ticket 1: it starts before the deposits behind it.
        let lines = await day([.loan, .deposit, .deposit, .loan])
        let log = lines.filter { $0.contains("번 고객") }
        #expect(Array(log.prefix(3)) == ["1번 고객 대출업무 시작", "2번 고객 예금업무 시작", "3번 고객 예금업무 시작"])
        // Loans and deposits of one length end together: finishes in ticket
        // order, then the next customers.
        let even = try! BankConfiguration(depositSeconds: 1, loanSeconds: 1)
        let together = await day([.deposit, .loan, .deposit, .deposit, .loan], configuration: even)
            .filter { $0.contains("번 고객") }
        #expect(together == [
            "1번 고객 예금업무 시작", "2번 고객 대출업무 시작", "3번 고객 예금업무 시작",
            "1번 고객 예금업무 완료", "2번 고객 대출업무 완료", "3번 고객 예금업무 완료",
            "4번 고객 예금업무 시작", "5번 고객 대출업무 시작",
            "4번 고객 예금업무 완료", "5번 고객 대출업무 완료",
        ])
    }

    @Test func aFailedWriteStopsTheConsoleAtOnce() async {
        // The menu and prompt are write 1; the day's lines follow.
        for failAt in [1, 2, 5] {
            var console = BankConsole(language: .en, customerCount: 30, random: SeededRandomNumberGenerator(seed: 2)) { customers, onEvent in
                BankDay.simulate(serving: customers, onEvent: onEvent)
            }
            var input = ["1", "1", "2"][...]
            let output = Output(failAt: failAt)
            let ending = await console.run(readLine: { input.popFirst() }, write: output.write)
            #expect(ending == .outputFailed)
            #expect(output.attempts == failAt, "nothing is written after the first failure")
            #expect(!output.lines.contains { $0.hasPrefix("The bank is closed.") })
        }
    }

    @Test func endings() async {
        var console = BankConsole(language: .en, customerCount: 10, random: SeededRandomNumberGenerator(seed: 2)) { customers, onEvent in
            BankDay.simulate(serving: customers, onEvent: onEvent)
        }
        var input = ["2"][...]
        #expect(await console.run(readLine: { input.popFirst() }, write: Output().write) == .quit)
        #expect(await console.run(readLine: { nil }, write: Output().write) == .endOfInput)
    }

    @Test func wrongInputIsRefusedAndTheMenuShownAgain() async {
        let lines = await run(["3", "", "abc", "2"])
        #expect(lines.filter { $0.hasSuffix("잘못 입력하셨습니다.") }.count == 3)
        #expect(lines.filter { $0 == "1 : 은행 개점" }.count == 4)
    }

    @Test func endOfInputEndsCleanly() async {
        let lines = await run(["1"], language: .en, customers: 12)
        #expect(lines.contains { $0.hasPrefix("The bank is closed. 12 customers") })
        #expect(lines.last == "")
    }

    @Test func aFixedCountAndSeedGiveTheSameDay() async {
        let first = await run(["1", "2"], customers: 25, seed: 9)
        let second = await run(["1", "2"], customers: 25, seed: 9)
        #expect(first == second)
        #expect(first.contains { $0.contains("총 25명") })
        let other = await run(["1", "2"], customers: 25, seed: 10)
        #expect(other != first, "another seed, other customers")
    }
}

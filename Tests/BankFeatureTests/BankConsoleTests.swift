import BankCore
import Foundation
import Testing
import BankUIApp
import ScreenTesting
import TabKit
@testable import BankFeature

/// `bankui bank` with scripted input and the day run in virtual time.
@Suite struct BankConsoleTests {
    /// Collects what the console writes.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func write(_ piece: String) { lock.withLock { text += piece } }
        var lines: [String] { lock.withLock { text }.components(separatedBy: "\n") }
    }

    private func run(_ input: [String], language: Language = .ko, customers: Int? = nil, seed: UInt64 = 5) async -> [String] {
        var console = BankConsole(language: language, customerCount: customers,
                                  random: SeededRandomNumberGenerator(seed: seed)) { businesses, onEvent in
            BankDay.simulate(serving: businesses, onEvent: onEvent)
        }
        var remaining = input[...]
        let output = Output()
        await console.run(readLine: { remaining.popFirst() }, write: output.write)
        return output.lines
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
        let match = try #require(closing.wholeMatch(of: /업무가 마감되었습니다\. 오늘 업무를 처리한 고객은 총 (\d+)명이며, 총 업무시간은 (\d+\.\d\d)초 입니다\./))
        #expect(Int(match.1) == started.count)
        // The menu comes back after the day, and 2 ends the session there.
        let closingIndex = try #require(lines.firstIndex(of: closing))
        #expect(lines[closingIndex + 1] == "1 : 은행 개점")
        #expect(lines.last == "입력 : ")
    }

    @Test func totalTimeIsTheDaysLengthRoundedToHundredths() async throws {
        // 3 deposits and 1 loan with the seed's staff: 1.4 s.
        var console = BankConsole(language: .en, customerCount: nil, random: SeededRandomNumberGenerator(seed: 1)) { _, onEvent in
            BankDay.simulate(serving: [.deposit, .deposit, .deposit, .loan], onEvent: onEvent)
        }
        var input = ["1"][...]
        let output = Output()
        await console.run(readLine: { input.popFirst() }, write: output.write)
        #expect(output.lines.contains("The bank is closed. 4 customers were served today, in a total business time of 1.40 seconds."))
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
    }
}

import TextKit
import CalculatorCore
import Foundation
import DatabaseKit
import CalculatorStorage
import TerminalUI
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// A history store in memory that can be told to fail, to show what the
/// tab does when the database refuses a write. It answers at once, on the
/// caller's thread, and counts what it is asked.
final class FlakyHistoryStore: CalculatorHistoryStore, @unchecked Sendable {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    var lines: [HistoryLine]
    var failsReading = false
    var failsWriting = false
    /// The most lines one read asked for.
    private(set) var largestRead = 0
    /// How many reads were made.
    private(set) var reads = 0

    init(_ lines: [HistoryLine] = []) { self.lines = lines }

    private var stored: [StoredHistoryLine] {
        lines.enumerated().map { StoredHistoryLine(id: Int64($0.offset + 1), line: $0.element) }
    }

    func lineCount() throws -> Int {
        if failsReading { throw Refused() }
        return lines.count
    }

    func lastLines(_ limit: Int) throws -> [StoredHistoryLine] {
        if failsReading { throw Refused() }
        reads += 1
        largestRead = max(largestRead, limit)
        return Array(stored.suffix(limit))
    }

    func lines(before position: HistoryPosition, limit: Int) throws -> [StoredHistoryLine] {
        if failsReading { throw Refused() }
        reads += 1
        largestRead = max(largestRead, limit)
        return Array(stored.filter { $0.position < position }.suffix(limit))
    }

    func append(_ steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void) {
        if failsWriting { return completion(.failure(WriteFailure(write: "calculator", reason: .refused(Refused())))) }
        lines += steps.flatMap(\.lines)
        completion(.success([]))
    }

    func replace(keeping steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void) {
        if failsWriting { return completion(.failure(WriteFailure(write: "calculator", reason: .refused(Refused())))) }
        lines = steps.flatMap(\.lines)
        completion(.success([]))
    }
}

/// A calculator tab alone in a shell, driven headless.
typealias CalculatorHarness = TabHarness<CalculatorTab>

extension TabHarness where Tab == CalculatorTab {
    /// Over `store`, in `language`, at `size`.
    convenience init(store: any CalculatorHistoryStore, language: Language = .en, size: Size = Size(width: 80, height: 24),
                     quitSteps: [QuitStep] = []) {
        self.init(CalculatorTab(language: language, store: store), language: language, size: size, quitSteps: quitSteps)
    }

    /// Waits until the store answered every write, then redraws.
    func settle() async { await drain() }

    /// Over a real database.
    convenience init(database: AppDatabase, language: Language = .en, size: Size = Size(width: 80, height: 24)) {
        self.init(store: CalculatorRepository(database: database), language: language, size: size)
    }

    /// The bottom line: the key hints.
    var hintLine: String { driver.screen.last ?? "" }

    /// The first row inside the number pane (the lowest box), trimmed.
    var numberRow: String {
        let screen = driver.screen
        guard let top = screen.lastIndex(where: { $0.hasPrefix("┌") }), top + 1 < screen.count else { return "" }
        return screen[top + 1].trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }
}

/// `count` finished calculations `n + 1 =`, as the history lines they make.
func sampleHistory(calculations count: Int) -> [HistoryLine] {
    var calculator = Calculator()
    var lines: [HistoryLine] = []
    for n in 1...max(1, count) {
        for character in "\(n)+1=" {
            if let key = CalculatorKey.from(character: character) { lines += calculator.press(key) }
        }
    }
    return lines
}

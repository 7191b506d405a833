import CalculatorCore
import Foundation
import Storage
import TerminalUI
import BankUIApp
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// A history store in memory that can be told to fail, to show what the
/// tab does when the database refuses a write.
final class FlakyHistoryStore: CalculatorHistoryStore {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    var lines: [HistoryLine]
    var failsReading = false
    var failsWriting = false

    init(_ lines: [HistoryLine] = []) { self.lines = lines }

    func history() throws -> [HistoryLine] {
        if failsReading { throw Refused() }
        return lines
    }

    func append(_ new: [HistoryLine]) throws {
        if failsWriting { throw Refused() }
        lines += new
    }

    func replaceHistory(with new: [HistoryLine]) throws {
        if failsWriting { throw Refused() }
        lines = new
    }
}

/// A calculator tab alone in a shell, driven headless.
@MainActor
struct CalculatorHarness {
    let tab: CalculatorTab
    let driver: HeadlessDriver

    /// Over `store`, in `language`, at `size`.
    init(store: any CalculatorHistoryStore, language: Language = .en, size: Size = Size(width: 80, height: 24)) {
        tab = CalculatorTab(language: language, store: store)
        let shell = AppShell(language: language, tabs: [tab], initial: .calculator)
        driver = HeadlessDriver(app: shell, size: size)
    }

    /// Over a real database.
    init(database: AppDatabase, language: Language = .en, size: Size = Size(width: 80, height: 24)) {
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

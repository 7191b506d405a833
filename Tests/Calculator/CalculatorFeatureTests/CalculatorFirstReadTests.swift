import TextKit
import CalculatorCore
import TerminalUI
import Testing
import TabKit
@testable import CalculatorFeature

/// Until the stored history is read, its pane says it is reading, not
/// that there is no calculation; typing works all the while.
@MainActor
@Suite struct CalculatorFirstReadTests {
    private func screen(_ tab: CalculatorTab) -> String {
        var buffer = Buffer(size: Size(width: 80, height: 20))
        tab.render(in: Rect(x: 0, y: 0, width: 80, height: 20), buffer: &buffer)
        return buffer.lines.joined(separator: "\n")
    }

    @Test(arguments: Language.allCases)
    func theHistorySaysItIsReadingUntilItIsRead(language: Language) {
        let store = FlakyHistoryStore([HistoryLine(kind: .operand(nil), exact: 1_234), HistoryLine(kind: .result, exact: 1_234)])
        let tab = CalculatorTab(language: language, store: store)
        let strings = CalculatorStrings(language)
        let effects = tab.handle(.shown).effects
        let reading = screen(tab)
        #expect(reading.contains(strings.calculatorReadingHistory))
        #expect(!reading.contains(strings.calculatorNoHistory.prefix(10)), "no history claimed before it is read:\n\(reading)")
        _ = tab.handle(.key(.character("7")))
        #expect(screen(tab).contains("7"), "typing does not wait for the history")
        for case .background(let read) in effects { _ = tab.handle(.message(read())) }
        let read = screen(tab)
        #expect(!read.contains(strings.calculatorReadingHistory))
        #expect(read.contains("= 1,234"))
    }

    /// An empty history is said to be empty once it was read.
    @Test func anEmptyHistoryIsSaidOnceRead() {
        let tab = CalculatorTab(language: .en, store: FlakyHistoryStore())
        for case .background(let read) in tab.handle(.shown).effects { _ = tab.handle(.message(read())) }
        #expect(screen(tab).contains("No calculations yet"))
    }
}

import CalculatorCore
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

@Suite struct PastedCalculationTests {
    @Test func numbersOperatorsAndLineBreaksBecomeKeys() {
        let pasted = PastedCalculation("1,234.5 × 2\n")
        #expect(pasted.keys == [.digit(1), .digit(2), .digit(3), .digit(4), .point, .digit(5), .op(.multiply), .digit(2), .equals])
        #expect(pasted.ignoredCount == 0)
        #expect(!pasted.wasCut)
        #expect(PastedCalculation("8 − 3 ÷ 5 * 1 / 2 x 3 - 1 =").keys.filter { if case .op = $0 { true } else { false } }.count == 6)
    }

    @Test func lettersAndControlCharactersAreSkippedAndCounted() {
        let pasted = PastedCalculation("n5c\u{1B}\u{7F}\u{8}é")
        #expect(pasted.keys == [.digit(5)])
        #expect(pasted.ignoredCount == 6)
    }

    /// A digit joined to a combining mark, a zero-width joiner or a
    /// variation selector is one character to Swift; the digit is read, the
    /// marks are skipped and counted.
    @Test func digitsWithMarksJoinedToThemAreReadAndTheMarksCounted() {
        let accented = PastedCalculation("5\u{301}+1=")
        #expect(accented.keys == [.digit(5), .op(.add), .digit(1), .equals])
        #expect(accented.ignoredCount == 1)
        let joined = PastedCalculation("1\u{200D}2\u{FE0F}×3\u{20E3}\u{FE0F}")
        #expect(joined.keys == [.digit(1), .digit(2), .op(.multiply), .digit(3)])
        #expect(joined.ignoredCount == 3, "one per digit that carried marks")
        let keycap = PastedCalculation("5\u{FE0F}\u{20E3}")
        #expect(keycap.keys == [.digit(5)])
        #expect(keycap.ignoredCount == 1)
        let operatorWithMark = PastedCalculation("2+\u{301}2")
        #expect(operatorWithMark.keys == [.digit(2), .op(.add), .digit(2)])
        #expect(PastedCalculation("\u{301}").ignoredCount == 1, "a mark alone is skipped")
        #expect(PastedCalculation("e\u{301}").keys.isEmpty, "a letter with a mark is still a letter")
        #expect(PastedCalculation("1\r\n").keys == [.digit(1), .equals], "CR LF is one line break")
    }

    @Test func aLongPasteIsReadUpToTheLimit() {
        let pasted = PastedCalculation(String(repeating: "12", count: 10), limit: 5)
        #expect(pasted.keys == [.digit(1), .digit(2), .digit(1), .digit(2), .digit(1)])
        #expect(pasted.wasCut)
        #expect(!PastedCalculation("12345", limit: 5).wasCut)
    }
}

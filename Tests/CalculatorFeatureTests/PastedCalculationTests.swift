import CalculatorCore
import Testing
import BankUIApp
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

    @Test func aLongPasteIsReadUpToTheLimit() {
        let pasted = PastedCalculation(String(repeating: "12", count: 10), limit: 5)
        #expect(pasted.keys == [.digit(1), .digit(2), .digit(1), .digit(2), .digit(1)])
        #expect(pasted.wasCut)
        #expect(!PastedCalculation("12345", limit: 5).wasCut)
    }
}

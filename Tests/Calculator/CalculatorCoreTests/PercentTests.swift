import CalculatorCore
import XCTest

/// `%` was silently ignored. It now means what it means on desk and phone
/// calculators: after `+` or `−`, that share of the value so far; after
/// `×` or `÷`, or alone, a hundredth; on a result, its hundredth.
final class PercentTests: XCTestCase {
    func testAfterPlusOrMinusItIsAShareOfTheValueSoFar() {
        XCTAssertEqual(Calculator.after("200+10%").display, "20")
        XCTAssertEqual(Calculator.after("200+10%=").display, "220")
        XCTAssertEqual(Calculator.after("200-10%=").display, "180")
        XCTAssertEqual(Calculator.after("3+4*50+10%=").display, "385", "of the value so far: (3 + 4) × 50 = 350, + 35")
        XCTAssertEqual(Calculator.after("200+10%=").lineTexts, ["200", "+ 20", "= 220"], "the line holds the share")
    }

    func testAfterTimesOrDivideOrAloneItIsAHundredth() {
        XCTAssertEqual(Calculator.after("50*10%=").display, "5")
        XCTAssertEqual(Calculator.after("50/10%=").display, "500")
        XCTAssertEqual(Calculator.after("10%").display, "0.1")
        XCTAssertEqual(Calculator.after("1/3=%").display, "0.0033333333333333333333", "a fraction stays exact")
        XCTAssertEqual(Calculator.after("250=%").display, "2.5", "= with nothing to finish does nothing: the hundredth of 250")
        XCTAssertEqual(Calculator.after("5+5=%").display, "0.1", "a result's hundredth")
    }

    func testPercentOfNothingDoesNothingAndTypingGoesOnOverIt() {
        XCTAssertEqual(Calculator.after("200+%").display, "0")
        XCTAssertEqual(Calculator.after("%").display, "0")
        XCTAssertTrue(Calculator.after("%").isCleared)
        XCTAssertEqual(Calculator.after("200+10%5").display, "5", "a digit types a new number over the share")
        XCTAssertEqual(Calculator.after("200+10%\u{7F}").display, "0", "Backspace clears the share")
        XCTAssertEqual(Calculator.after("200+10%n=").display, "180", "± changes the share's sign")
        XCTAssertEqual(Calculator.after("4/0+10%=").display, "NaN", "NaN stays NaN")
    }

    func testRecallBringsANumberBackAsTheEntry() {
        var calculator = Calculator.after("12+")
        calculator.recall(ExactNumber(integerLiteral: 3717))
        XCTAssertEqual(calculator.display, "3,717")
        calculator.type("=")
        XCTAssertEqual(calculator.display, "3,729")
        calculator.recall(ExactNumber(integerLiteral: 5))
        XCTAssertEqual(calculator.display, "5")
        XCTAssertFalse(calculator.isShowingResult, "after a result, a number brought back starts anew")
        calculator.type("*2=")
        XCTAssertEqual(calculator.lineTexts, ["5", "× 2", "= 10"])
    }
}

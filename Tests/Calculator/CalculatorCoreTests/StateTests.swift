import CalculatorCore
import XCTest

/// What a screen asks the calculator to show the keys that work now.
final class StateTests: XCTestCase {
    func testAFreshCalculatorIsCleared() {
        let calculator = Calculator()
        XCTAssertTrue(calculator.isCleared)
        XCTAssertFalse(calculator.hasEntry)
        XCTAssertFalse(calculator.isEntryFull)
        XCTAssertFalse(Calculator.after("5").isCleared)
        XCTAssertFalse(Calculator.after("5+").isCleared)
        XCTAssertFalse(Calculator.after("5+3=").isCleared)
        XCTAssertTrue(Calculator.after("5+3=\u{1B}").isCleared, "AC clears everything")
        XCTAssertTrue(Calculator.after("5\u{7F}").isCleared, "Backspace back to nothing")
    }

    func testHasEntryOnlyWhileAnOperandIsTyped() {
        XCTAssertTrue(Calculator.after("0").hasEntry)
        XCTAssertTrue(Calculator.after(".").hasEntry)
        XCTAssertFalse(Calculator.after("5+").hasEntry)
        XCTAssertTrue(Calculator.after("5+2").hasEntry)
        XCTAssertFalse(Calculator.after("5+2c").hasEntry, "CE empties the entry")
        XCTAssertFalse(Calculator.after("5+2=").hasEntry, "a result is not an entry")
    }

    func testEntryIsFullAtTwentyDigits() {
        let nineteen = String(repeating: "9", count: 19)
        XCTAssertFalse(Calculator.after(nineteen).isEntryFull)
        XCTAssertTrue(Calculator.after(nineteen + "9").isEntryFull)
        XCTAssertTrue(Calculator.after("0." + nineteen + "9").isEntryFull, "the leading 0 does not count")
        XCTAssertFalse(Calculator.after(nineteen + "9+").isEntryFull, "the next operand starts empty")
    }
}

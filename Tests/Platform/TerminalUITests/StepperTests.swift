import TerminalUI
import XCTest

final class StepperTests: XCTestCase {
    private func stock(_ value: Int = 10) -> StepperState {
        StepperState(value: value, range: 0...1_000_000, step: 1, bigStep: 10)
    }

    /// The steps come from the key map the screen passes, not from keys
    /// the stepper spells: other keys step, and `+` is then no step.
    func testTheStepsAreTheKeyMapsKeys() {
        let keys = StepperKeys(one: KeyPair(back: [.character("s")], forth: [.character("w")], hint: nil),
                               ten: KeyPair(back: [.character("S")], forth: [.character("W")], hint: nil))
        var stepper = stock()
        XCTAssertTrue(stepper.handle(.character("w"), keys: keys))
        XCTAssertEqual(stepper.value, 11)
        XCTAssertTrue(stepper.handle(.character("W"), keys: keys))
        XCTAssertEqual(stepper.value, 21)
        XCTAssertTrue(stepper.handle(.character("s"), keys: keys))
        XCTAssertEqual(stepper.value, 20)
        XCTAssertFalse(stepper.handle(.character("+"), keys: keys), "not a step in this map")
        XCTAssertFalse(stepper.handle(.pageUp, keys: keys))
        XCTAssertEqual(stepper.value, 20)
    }

    func testPlusMinusAndBigSteps() {
        var state = stock()
        XCTAssertTrue(state.handle(.character("+")))
        XCTAssertEqual(state.value, 11)
        XCTAssertTrue(state.handle(.character("-")))
        XCTAssertTrue(state.handle(.left))
        XCTAssertEqual(state.value, 9)
        XCTAssertTrue(state.handle(.right))
        XCTAssertTrue(state.handle(.pageUp))
        XCTAssertEqual(state.value, 20)
        XCTAssertTrue(state.handle(.character("]")))
        XCTAssertTrue(state.handle(.character("[")))
        XCTAssertTrue(state.handle(.pageDown))
        XCTAssertEqual(state.value, 10)
        XCTAssertNil(state.refusal)
    }

    func testStepAtBoundIsRefusedNotSilent() {
        var state = stock(0)
        XCTAssertTrue(state.handle(.character("-")))
        XCTAssertEqual(state.value, 0)
        XCTAssertEqual(state.refusal, .belowMinimum(0))
        XCTAssertTrue(state.handle(.character("+")))
        XCTAssertNil(state.refusal, "the next key clears the message")
    }

    /// A big step that would pass a bound is refused like a small one, not
    /// cut short at the bound without a word.
    func testBigStepPastABoundIsRefusedNotClamped() {
        var top = StepperState(value: 995, range: 0...1000, bigStep: 10)
        for key: Key in [.pageUp, .character("]")] {
            XCTAssertTrue(top.handle(key))
            XCTAssertEqual(top.value, 995, "\(key)")
            XCTAssertEqual(top.refusal, .aboveMaximum(1000), "\(key)")
        }
        _ = top.handle(.character("+"))
        XCTAssertNil(top.refusal)
        XCTAssertEqual(top.value, 996)
        var bottom = stock(5)
        for key: Key in [.pageDown, .character("[")] {
            XCTAssertTrue(bottom.handle(key))
            XCTAssertEqual(bottom.value, 5, "\(key)")
            XCTAssertEqual(bottom.refusal, .belowMinimum(0), "\(key)")
        }
        var exact = stock(10)
        _ = exact.handle(.character("["))
        XCTAssertEqual(exact.value, 0, "a step that lands on a bound is taken")
        XCTAssertNil(exact.refusal)
    }

    func testTypingDigitsEditsAndEnterCommits() {
        var state = stock()
        XCTAssertTrue(state.handle(.character("4")))
        XCTAssertTrue(state.isEditing)
        XCTAssertEqual(state.editText, "4")
        XCTAssertEqual(state.value, 10, "the value changes only on Enter")
        _ = state.handle(.character("2"))
        _ = state.handle(.character("x"))
        XCTAssertEqual(state.editText, "42")
        _ = state.handle(.backspace)
        _ = state.handle(.character("7"))
        XCTAssertTrue(state.handle(.enter))
        XCTAssertEqual(state.value, 47)
        XCTAssertFalse(state.isEditing)
    }

    func testEscCancelsTheEdit() {
        var state = stock()
        _ = state.handle(.character("9"))
        XCTAssertTrue(state.handle(.escape))
        XCTAssertFalse(state.isEditing)
        XCTAssertEqual(state.value, 10)
        XCTAssertFalse(state.handle(.escape), "without an edit Esc is the caller's")
    }

    func testOutOfRangeAndEmptyInputAreRefusedAndTheEditStays() {
        var state = stock()
        for digit in "2000000" { _ = state.handle(.character(digit)) }
        XCTAssertEqual(state.refusal, .aboveMaximum(1_000_000), "refused as it is typed")
        XCTAssertEqual(state.value, 10, "not clamped")
        XCTAssertEqual(state.editText, "200000", "the refused digit is not added; the rest is kept for fixing")
        for _ in 0..<6 { _ = state.handle(.backspace) }
        XCTAssertTrue(state.handle(.enter))
        XCTAssertEqual(state.refusal, .empty)
        XCTAssertTrue(state.isEditing)
        var small = StepperState(value: 5, range: 3...9)
        _ = small.handle(.character("1"))
        _ = small.handle(.enter)
        XCTAssertEqual(small.refusal, .belowMinimum(3))
        XCTAssertEqual(small.value, 5)
    }

    /// Digits that no longer fit the range are refused as they come, so the
    /// typed text never grows past the bounds' digits (and the field never
    /// widens).
    func testATypedNumberStopsGrowingWhenNoDigitCanKeepItInRange() {
        var state = stock()
        for _ in 0..<40 { _ = state.handle(.character("9")) }
        XCTAssertEqual(state.editText, "999999")
        XCTAssertEqual(state.refusal, .aboveMaximum(1_000_000))
        _ = state.handle(.character("1"))
        XCTAssertEqual(state.editText, "999999")
        _ = state.handle(.enter)
        XCTAssertEqual(state.value, 999_999)
        var zeros = stock()
        for _ in 0..<20 { _ = zeros.handle(.character("0")) }
        XCTAssertEqual(zeros.editText, "0000000", "no more digits than 1000000 has")
        XCTAssertEqual(zeros.refusal, .aboveMaximum(1_000_000))
        var exact = stock()
        for digit in "1000000" { _ = exact.handle(.character(digit)) }
        XCTAssertNil(exact.refusal, "the maximum itself can be typed")
        _ = exact.handle(.enter)
        XCTAssertEqual(exact.value, 1_000_000)
        var small = StepperState(value: 1, range: 0...5)
        _ = small.handle(.character("7"))
        XCTAssertFalse(small.isEditing, "a first digit already past the maximum is refused too")
        XCTAssertEqual(small.refusal, .aboveMaximum(5))
        var negative = StepperState(value: 0, range: -50...50)
        _ = negative.handle(.backspace)
        for digit in "-99" { _ = negative.handle(.character(digit)) }
        XCTAssertEqual(negative.editText, "-9")
        XCTAssertEqual(negative.refusal, .belowMinimum(-50))
    }

    func testExtremeRangesDoNotTrap() {
        var extreme = StepperState(value: Int.max - 1, range: Int.min...Int.max, bigStep: 100)
        _ = extreme.handle(.pageUp)
        XCTAssertEqual(extreme.value, Int.max - 1, "refused: past the bound")
        XCTAssertEqual(extreme.refusal, .aboveMaximum(Int.max))
        var low = StepperState(value: Int.min + 1, range: Int.min...Int.max, bigStep: 100)
        _ = low.handle(.pageDown)
        XCTAssertEqual(low.refusal, .belowMinimum(Int.min))
        var typed = StepperState(value: 0, range: Int.min...Int.max)
        for _ in 0..<40 { _ = typed.handle(.character("9")) }
        XCTAssertEqual(typed.editText, "999999999999999999", "19 nines overflow Int: refused")
        _ = typed.handle(.enter)
        XCTAssertEqual(typed.value, 999_999_999_999_999_999)
    }

    func testBackspaceStartsAnEditFromTheValue() {
        var state = stock(123)
        XCTAssertTrue(state.handle(.backspace))
        XCTAssertEqual(state.editText, "12")
        _ = state.handle(.enter)
        XCTAssertEqual(state.value, 12)
    }

    func testNegativeRangesAcceptASign() {
        var state = StepperState(value: 0, range: -10...10)
        _ = state.handle(.backspace)
        _ = state.handle(.character("-"))
        _ = state.handle(.character("5"))
        _ = state.handle(.enter)
        XCTAssertEqual(state.value, -5)
    }

    func testCommitAndSetValue() {
        var state = stock()
        XCTAssertTrue(state.commit())
        _ = state.handle(.character("3"))
        XCTAssertTrue(state.commit())
        XCTAssertEqual(state.value, 3)
        XCTAssertFalse(state.setValue(-1))
        XCTAssertEqual(state.refusal, .belowMinimum(0))
        XCTAssertTrue(state.setValue(500))
        XCTAssertEqual(state.value, 500)
        XCTAssertFalse(state.handle(.up), "Up/Down move between steppers: the caller's keys")
    }

    func testRender() {
        let state = stock(1_000)
        var buffer = Buffer(size: Size(width: 20, height: 1))
        let stepper = Stepper(isFocused: true)
        XCTAssertEqual(stepper.preferredWidth(for: state), 15)
        stepper.render(in: buffer.area, buffer: &buffer, state: state)
        XCTAssertEqual(buffer.lines, ["[-]    1000 [+]"])
        XCTAssertEqual(buffer[6, 0]?.style, Theme.standard.selected)
        XCTAssertNil(buffer.cursor)
    }

    func testRenderWhileEditingShowsTypedTextAndCursor() {
        var state = stock()
        _ = state.handle(.character("4"))
        _ = state.handle(.character("2"))
        var buffer = Buffer(size: Size(width: 20, height: 1))
        Stepper().render(in: buffer.area, buffer: &buffer, state: state)
        XCTAssertEqual(buffer.lines, ["[-] 42      [+]"])
        XCTAssertEqual(buffer.cursor, Point(x: 6, y: 0))
        XCTAssertEqual(buffer[4, 0]?.style, Theme.standard.field)
    }

    func testRenderWithSeparatorsAndNarrowArea() {
        let state = stock(1_000_000)
        var buffer = Buffer(size: Size(width: 9, height: 1))
        let stepper = Stepper(isFocused: false) { value in
            var digits = Array(String(value)), result = ""
            while digits.count > 3 { result = "," + String(digits.suffix(3)) + result; digits.removeLast(3) }
            return String(digits) + result
        }
        stepper.render(in: buffer.area, buffer: &buffer, state: state)
        XCTAssertEqual(buffer.lines, ["1,000,000"], "no room for buttons: the value alone")
        var tiny = Buffer(size: Size(width: 4, height: 1))
        stepper.render(in: tiny.area, buffer: &tiny, state: state)
        XCTAssertEqual(tiny.lines, ["1,0…"])
    }
}

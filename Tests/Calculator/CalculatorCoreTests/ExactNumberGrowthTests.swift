import Foundation
import XCTest

@testable import CalculatorCore

/// A fraction cannot grow without bound: a chain of divisions and
/// multiplications by different numbers would otherwise add digits at every
/// step, and every key would get slower.
final class ExactNumberGrowthTests: XCTestCase {
    /// The bits of the longer of the numerator and denominator of `value`.
    private func bits(_ value: ExactNumber) -> Int {
        guard case .fraction(let numerator, let denominator) = value.storage else { return 0 }
        return max(numerator.magnitude.bitWidth, denominator.bitWidth)
    }

    func testAChainOfDivisionsStaysBoundedAndShowsTheSame() {
        let p = (0..<48).map { String(9_000_000_000_000_000_000 + 2 * $0 + 1) }
        let q = (0..<48).map { String(8_000_000_000_000_000_000 + 2 * $0 + 1) }
        // ÷ p × q over and over, then × p ÷ q back: exactly 1 again.
        let keys = zip(p, q).map { "/\($0)*\($1)" }.joined() + zip(p, q).map { "*\($0)/\($1)" }.joined()
        XCTAssertEqual(Calculator.after("1" + keys + "=").display, "1", "rounded to 60 digits: the screen shows the same")

        var formula = Formula(first: 1)
        var largest = 0
        for (divisor, factor) in zip(p, q) {
            formula.apply(.divide, ExactNumber(Decimal(string: divisor) ?? 0))
            formula.apply(.multiply, ExactNumber(Decimal(string: factor) ?? 0))
            largest = max(largest, bits(formula.value))
            XCTAssertLessThanOrEqual(bits(formula.value), ExactNumber.maximumBits)
        }
        XCTAssertGreaterThan(largest, ExactNumber.maximumBits / 2, "the chain reached the bound")
    }

    func testAHugeFractionIsRoundedToSixtyDigits() throws {
        guard case .fraction(let three, _) = ExactNumber(3).storage else { return XCTFail("3 is a fraction") }
        let big = three.power(3_000)
        let huge = ExactNumber(numerator: big, denominator: 3 * big + 1)  // just below ⅓
        XCTAssertGreaterThan(bits(huge), ExactNumber.maximumBits)
        let kept = huge.keptInRange
        XCTAssertEqual(kept.description, "0." + String(repeating: "3", count: 60), "a decimal of 60 digits")
        XCTAssertLessThan(bits(kept), 300)
        XCTAssertEqual(DecimalDisplay.format(kept), "0.33333333333333333333")
        XCTAssertEqual(DecimalDisplay.format(huge), "0.33333333333333333333")
    }
}

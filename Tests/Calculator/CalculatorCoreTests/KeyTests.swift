import CalculatorCore
import XCTest

/// Characters to keys.
final class KeyTests: XCTestCase {
    func testCharactersMapToKeys() {
        let expected: [(Character, CalculatorKey)] = [
            ("0", .digit(0)), ("7", .digit(7)), ("9", .digit(9)), (".", .point),
            ("+", .op(.add)), ("-", .op(.subtract)), ("−", .op(.subtract)),
            ("*", .op(.multiply)), ("x", .op(.multiply)), ("×", .op(.multiply)),
            ("/", .op(.divide)), ("÷", .op(.divide)),
            ("=", .equals), ("\n", .equals), ("\r", .equals), ("\r\n", .equals),
            ("\u{1B}", .allClear), ("c", .clearEntry), ("n", .negate),
            ("\u{7F}", .backspace), ("\u{08}", .backspace), ("%", .percent), ("％", .percent),
        ]
        for (character, key) in expected {
            XCTAssertEqual(CalculatorKey.from(character: character), key, character.debugDescription)
        }
    }

    func testOtherCharactersAreNoKeys() {
        for character: Character in ["a", "q", "C", ",", " ", "٣", "５", "#"] {
            XCTAssertNil(CalculatorKey.from(character: character), character.debugDescription)
        }
    }
}

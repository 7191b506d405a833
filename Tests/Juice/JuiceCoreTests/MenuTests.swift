import JuiceCore
import XCTest

/// The seed's fruits and recipes, kept exactly.
final class MenuTests: XCTestCase {
    func testFruitsInSeedOrder() {
        XCTAssertEqual(Fruit.allCases, [.strawberry, .banana, .pineapple, .kiwi, .mango])
        XCTAssertEqual(Fruit.allCases.map(\.emoji), ["🍓", "🍌", "🍍", "🥝", "🥭"])
        XCTAssertEqual(Fruit.allCases.map(\.koreanName), ["딸기", "바나나", "파인애플", "키위", "망고"])
        XCTAssertEqual(Fruit.allCases.map(\.englishName), ["Strawberry", "Banana", "Pineapple", "Kiwi", "Mango"])
    }

    func testStableIdentifiers() {
        // Storage writes these; renaming one would orphan stored rows.
        XCTAssertEqual(Fruit.allCases.map(\.rawValue), ["strawberry", "banana", "pineapple", "kiwi", "mango"])
        // Stored by name, not by place: the menu's order may change freely.
        XCTAssertEqual(Set(Juice.allCases.map(\.rawValue)),
                       ["strawberry", "banana", "kiwi", "pineapple", "strawberryBanana", "mango", "mangoKiwi"])
    }

    /// The original's menu order is its buttons' order on screen.
    func testJuicesInTheOriginalMenuOrderWithItsRecipes() {
        let expected: [(Juice, String, [Fruit: Int])] = [
            (.strawberryBanana, "딸바쥬스", [.strawberry: 10, .banana: 1]),
            (.mangoKiwi, "망키쥬스", [.mango: 2, .kiwi: 1]),
            (.strawberry, "딸기쥬스", [.strawberry: 16]),
            (.banana, "바나나쥬스", [.banana: 2]),
            (.pineapple, "파인애플쥬스", [.pineapple: 2]),
            (.kiwi, "키위쥬스", [.kiwi: 3]),
            (.mango, "망고쥬스", [.mango: 3]),
        ]
        XCTAssertEqual(Juice.allCases, expected.map(\.0))
        for (juice, koreanName, recipe) in expected {
            XCTAssertEqual(juice.koreanName, koreanName)
            XCTAssertEqual(juice.recipe, recipe, "\(juice)")
            XCTAssertFalse(juice.englishName.isEmpty)
        }
    }

    func testMenuNumbersAreTheKeysOneToSeven() {
        XCTAssertEqual(Juice.allCases.map(\.menuNumber), Array(1...7))
        for juice in Juice.allCases {
            XCTAssertEqual(Juice(menuNumber: juice.menuNumber), juice)
        }
        XCTAssertEqual(Juice(menuNumber: 1), .strawberryBanana)
        XCTAssertEqual(Juice(menuNumber: 3), .strawberry)
        XCTAssertEqual(Juice(menuNumber: 7), .mango)
        for number in [Int.min, -1, 0, 8, Int.max] {
            XCTAssertNil(Juice(menuNumber: number), "\(number)")
        }
    }

    func testOrderResultAccessors() {
        XCTAssertEqual(OrderResult.served(.kiwi).juice, .kiwi)
        XCTAssertTrue(OrderResult.served(.kiwi).isServed)
        let short = OrderResult.short(.mango, missing: [.mango: 1])
        XCTAssertEqual(short.juice, .mango)
        XCTAssertFalse(short.isServed)
    }
}

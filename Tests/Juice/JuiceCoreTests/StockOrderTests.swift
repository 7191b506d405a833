import JuiceCore
import XCTest

/// Ordering: every ingredient is checked first, then all are taken or none.
final class StockOrderTests: XCTestCase {
    /// A stock with exactly `counts`, failing the test (not crashing) if the
    /// counts are out of range.
    private func stock(_ counts: [Fruit: Int], file: StaticString = #filePath, line: UInt = #line) throws -> Stock {
        do {
            return try Stock(counts)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            throw error
        }
    }

    func testFirstStartIsTenOfEach() {
        for fruit in Fruit.allCases {
            XCTAssertEqual(Stock.initial[fruit], 10)
        }
        XCTAssertEqual(Stock.initial.allCounts.count, Fruit.allCases.count)
    }

    func testEveryRecipeIsServedAndTakesExactlyItsFruits() throws {
        for juice in Juice.allCases {
            var stock = try stock([.strawberry: 100, .banana: 100, .pineapple: 100, .kiwi: 100, .mango: 100])
            XCTAssertTrue(stock.canMake(juice))
            XCTAssertEqual(stock.shortage(for: juice), [:])
            XCTAssertEqual(stock.order(juice), .served(juice))
            for fruit in Fruit.allCases {
                XCTAssertEqual(stock[fruit], 100 - (juice.recipe[fruit] ?? 0), "\(juice) \(fruit)")
            }
        }
    }

    func testEveryRecipeIsServedFromExactlyEnough() throws {
        // The last fruits can be used: "enough" means at least, not more than.
        for juice in Juice.allCases {
            var stock = try stock(juice.recipe)
            XCTAssertEqual(stock.order(juice), .served(juice))
            XCTAssertEqual(stock, .empty, "\(juice)")
        }
    }

    func testFromFirstStartStockOnlyStrawberryJuiceIsShort() {
        // The seed's 딸기쥬스 needs 16 strawberries; first start has 10.
        for juice in Juice.allCases {
            var stock = Stock.initial
            let result = stock.order(juice)
            if juice == .strawberry {
                XCTAssertEqual(result, .short(.strawberry, missing: [.strawberry: 6]))
                XCTAssertEqual(stock, .initial)
            } else {
                XCTAssertEqual(result, .served(juice))
            }
        }
    }

    func testEachIngredientShortByOneTakesNothing() throws {
        for juice in Juice.allCases {
            for fruit in juice.recipe.keys {
                var counts = juice.recipe
                counts[fruit, default: 0] -= 1
                // Plenty of the fruits the juice does not use: they must stay.
                for other in Fruit.allCases where juice.recipe[other] == nil {
                    counts[other] = 7
                }
                var stock = try stock(counts)
                let before = stock
                XCTAssertFalse(stock.canMake(juice))
                XCTAssertEqual(stock.shortage(for: juice), [fruit: 1], "\(juice) \(fruit)")
                XCTAssertEqual(stock.order(juice), .short(juice, missing: [fruit: 1]), "\(juice) \(fruit)")
                XCTAssertEqual(stock, before, "\(juice) \(fruit): nothing may be taken")
            }
        }
    }

    func testNoFruitAtAllReportsTheWholeRecipe() {
        for juice in Juice.allCases {
            var stock = Stock.empty
            XCTAssertEqual(stock.order(juice), .short(juice, missing: juice.recipe))
            XCTAssertEqual(stock, .empty)
        }
    }

    func testSeveralShortFruitsReportEachAmount() throws {
        var stock = try stock([.strawberry: 4, .banana: 0, .mango: 1, .kiwi: 0, .pineapple: 1])
        let before = stock
        XCTAssertEqual(stock.order(.strawberryBanana), .short(.strawberryBanana, missing: [.strawberry: 6, .banana: 1]))
        XCTAssertEqual(stock.order(.mangoKiwi), .short(.mangoKiwi, missing: [.mango: 1, .kiwi: 1]))
        XCTAssertEqual(stock.order(.pineapple), .short(.pineapple, missing: [.pineapple: 1]))
        XCTAssertEqual(stock, before)
    }

    func testOneShortIngredientKeepsTheOtherOne() throws {
        // Enough strawberries but no banana: the strawberries must not be taken.
        var stock = try stock([.strawberry: 50, .banana: 0])
        XCTAssertEqual(stock.order(.strawberryBanana), .short(.strawberryBanana, missing: [.banana: 1]))
        XCTAssertEqual(stock[.strawberry], 50)
        // Enough kiwi but one mango short.
        stock = try self.stock([.mango: 1, .kiwi: 9])
        XCTAssertEqual(stock.order(.mangoKiwi), .short(.mangoKiwi, missing: [.mango: 1]))
        XCTAssertEqual(stock[.kiwi], 9)
        XCTAssertEqual(stock[.mango], 1)
    }

    func testOrderingUntilShortNeverGoesNegative() {
        var stock = Stock.initial
        var served = 0
        while stock.order(.mangoKiwi).isServed {
            served += 1
        }
        // 10 mangoes at 2 a glass: 5 glasses, 5 kiwis left.
        XCTAssertEqual(served, 5)
        XCTAssertEqual(stock[.mango], 0)
        XCTAssertEqual(stock[.kiwi], 5)
    }
}

import JuiceCore
import XCTest

/// Stock edits: `set` refuses counts outside 0…1,000,000.
final class StockEditTests: XCTestCase {
    func testRange() {
        XCTAssertEqual(Stock.maximum, 1_000_000)
        XCTAssertEqual(Stock.range, 0...1_000_000)
    }

    func testSetAcceptsTheLimits() throws {
        var stock = Stock.initial
        XCTAssertEqual(try stock.set(.kiwi, to: 0), -10)
        XCTAssertEqual(stock[.kiwi], 0)
        XCTAssertEqual(try stock.set(.kiwi, to: 1_000_000), 1_000_000)
        XCTAssertEqual(stock[.kiwi], 1_000_000)
        XCTAssertEqual(try stock.set(.kiwi, to: 1_000_000), 0)
    }

    func testSetRefusesOutsideTheRangeAndChangesNothing() {
        for count in [-1, 1_000_001, Int.min, Int.max] {
            var stock = Stock.initial
            XCTAssertThrowsError(try stock.set(.mango, to: count)) { error in
                XCTAssertEqual(error as? StockError, .outOfRange(.mango, count: count))
            }
            XCTAssertEqual(stock, .initial, "\(count)")
        }
    }

    func testErrorDescriptionNamesFruitRangeAndValue() {
        XCTAssertEqual(StockError.outOfRange(.banana, count: -1).description,
                       "banana stock must be from 0 to 1000000, got -1")
    }

    func testInitChecksEveryCountAndFillsMissingWithZero() throws {
        let stock = try Stock([.banana: 1_000_000, .kiwi: 0])
        XCTAssertEqual(stock[.banana], 1_000_000)
        XCTAssertEqual(stock[.kiwi], 0)
        XCTAssertEqual(stock[.strawberry], 0)
        XCTAssertEqual(stock.allCounts.count, Fruit.allCases.count)
        XCTAssertEqual(try Stock([:]), .empty)
        XCTAssertThrowsError(try Stock([.pineapple: -1])) { error in
            XCTAssertEqual(error as? StockError, .outOfRange(.pineapple, count: -1))
        }
        XCTAssertThrowsError(try Stock([.strawberry: 5, .mango: 1_000_001])) { error in
            XCTAssertEqual(error as? StockError, .outOfRange(.mango, count: 1_000_001))
        }
    }
}

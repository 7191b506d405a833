import JuiceCore
import XCTest

/// The lock-guarded stand behaves like `Stock`, one call at a time.
final class JuiceStandTests: XCTestCase {
    func testStartsWithTheSeedStock() {
        XCTAssertEqual(JuiceStand().stock, .initial)
    }

    func testOrdersAndEdits() throws {
        let stand = JuiceStand()
        XCTAssertEqual(stand.order(.strawberry), .short(.strawberry, missing: [.strawberry: 6]))
        XCTAssertEqual(stand.stock, .initial)
        XCTAssertEqual(try stand.set(.strawberry, to: 16), 6)
        XCTAssertEqual(stand.order(.strawberry), .served(.strawberry))
        XCTAssertEqual(stand.stock[.strawberry], 0)
        XCTAssertEqual(stand.adjust(.strawberry, by: -5), 0)
        XCTAssertEqual(stand.adjust(.banana, by: 5), 5)
        XCTAssertEqual(stand.stock[.banana], 15)
    }

    func testSetRefusesOutOfRange() {
        let stand = JuiceStand()
        XCTAssertThrowsError(try stand.set(.kiwi, to: 1_000_001)) { error in
            XCTAssertEqual(error as? StockError, .outOfRange(.kiwi, count: 1_000_001))
        }
        XCTAssertEqual(stand.stock, .initial)
    }

    func testUpdateIsAllOrNothing() throws {
        let stand = JuiceStand()
        let loaded = try Stock([.mango: 3])
        stand.update { $0 = loaded }
        XCTAssertEqual(stand.stock, loaded)

        XCTAssertThrowsError(try stand.update { stock throws(StockError) in
            try stock.set(.banana, to: 5)
            try stock.set(.kiwi, to: -1)
        })
        XCTAssertEqual(stand.stock, loaded, "the banana edit before the throw must not stay")

        let served = stand.update { stock in
            [stock.order(.mango), stock.order(.mango)]
        }
        XCTAssertEqual(served, [.served(.mango), .short(.mango, missing: [.mango: 3])])
    }
}

import DatabaseTesting
import Foundation
import GRDB
import JuiceCore
import XCTest

@testable import DatabaseKit
@testable import JuiceStorage

/// The juice stand's stock on disk: first start, edits, orders, reopening.
final class JuiceRepositoryTests: XCTestCase {
    func testFirstStartIsTenOfEachFruit() throws {
        let juice = JuiceRepository(database: try AppDatabase.open(directory: try makeTemporaryDirectory(for: self)))
        XCTAssertEqual(try juice.stock(), .initial)
        XCTAssertEqual(try JuiceRepository(database: try AppDatabase.inMemory()).stock(), .initial)
    }

    func testOrdersAndEditsSurviveAReopen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let juice = JuiceRepository(database: try AppDatabase.open(directory: directory))
            XCTAssertEqual(try juice.order(.mangoKiwi), .served(.mangoKiwi))
            XCTAssertEqual(try juice.set(.strawberry, to: 1_000_000), 999_990)
            XCTAssertEqual(try juice.set(.banana, to: 7), -3)
        }
        let juice = JuiceRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try juice.stock(), try Stock([.strawberry: 1_000_000, .banana: 7, .pineapple: 10, .kiwi: 9, .mango: 8]))
        // A reopen runs no migration again: the first-start stock is not restored.
        XCTAssertEqual(try juice.order(.strawberry), .served(.strawberry))
        XCTAssertEqual(try juice.stock()[.strawberry], 999_984)
    }

    func testEveryRecipeTakesExactlyItsFruits() throws {
        for juice in Juice.allCases {
            let repository = JuiceRepository(database: try AppDatabase.inMemory())
            try repository.set(.strawberry, to: 16)
            XCTAssertEqual(try repository.order(juice), .served(juice))
            let stock = try repository.stock()
            for fruit in Fruit.allCases {
                let before = fruit == .strawberry ? 16 : 10
                XCTAssertEqual(stock[fruit], before - (juice.recipe[fruit] ?? 0), "\(juice) \(fruit)")
            }
        }
    }

    func testAShortOrderTakesNothingAndSaysWhatIsMissing() throws {
        let juice = JuiceRepository(database: try AppDatabase.inMemory())
        try juice.set(.banana, to: 0)
        try juice.set(.strawberry, to: 4)
        let before = try juice.stock()
        XCTAssertEqual(try juice.order(.strawberryBanana), .short(.strawberryBanana, missing: [.strawberry: 6, .banana: 1]))
        XCTAssertEqual(try juice.order(.strawberry), .short(.strawberry, missing: [.strawberry: 12]))
        XCTAssertEqual(try juice.stock(), before)
    }

    func testAnOutOfRangeCountIsRefusedAndNothingIsWritten() throws {
        let juice = JuiceRepository(database: try AppDatabase.inMemory())
        for count in [-1, 1_000_001, Int.min, Int.max] {
            XCTAssertThrowsError(try juice.set(.kiwi, to: count)) { error in
                XCTAssertEqual(error as? StockError, .outOfRange(.kiwi, count: count))
            }
        }
        XCTAssertEqual(try juice.stock(), .initial)
    }

    /// The order is one transaction: when the second fruit's write fails,
    /// the first fruit's write is rolled back with it.
    func testAnOrderThatFailsHalfwayTakesNothing() throws {
        let database = try AppDatabase.inMemory()
        let juice = JuiceRepository(database: database)
        try database.writer.write { db in
            try db.execute(sql: """
                CREATE TRIGGER banana_fails BEFORE UPDATE ON juice_stock WHEN NEW.fruit = 'banana'
                BEGIN SELECT RAISE(ABORT, 'the disk is gone'); END
                """)
        }
        XCTAssertThrowsError(try juice.order(.strawberryBanana))
        XCTAssertEqual(try juice.stock(), .initial, "the strawberries were not taken")
        XCTAssertEqual(try juice.order(.kiwi), .served(.kiwi), "the database still works")
    }

    /// No save step: another connection sees an edit as soon as it returns.
    func testEveryEditIsCommittedAtOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let juice = JuiceRepository(database: try AppDatabase.open(directory: directory))
        try juice.set(.pineapple, to: 42)
        XCTAssertEqual(try juice.order(.pineapple), .served(.pineapple))
        let other = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        let count = try other.read { try Int.fetchOne($0, sql: "SELECT count FROM juice_stock WHERE fruit = 'pineapple'") }
        XCTAssertEqual(count, 40)
    }

    func testTheSchemaRefusesCountsOutsideTheRange() throws {
        let database = try AppDatabase.inMemory()
        for count in [-1, 1_000_001] {
            XCTAssertThrowsError(try database.writer.write { db in
                try db.execute(sql: "UPDATE juice_stock SET count = ? WHERE fruit = 'mango'", arguments: [count])
            })
        }
        XCTAssertEqual(try JuiceRepository(database: database).stock(), .initial)
    }

    func testUnknownRowsAreIgnoredAndMissingFruitsCountZero() throws {
        let database = try AppDatabase.inMemory()
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO juice_stock (fruit, count) VALUES ('durian', 5)")
            try db.execute(sql: "DELETE FROM juice_stock WHERE fruit = 'kiwi'")
        }
        let juice = JuiceRepository(database: database)
        XCTAssertEqual(try juice.stock()[.kiwi], 0)
        XCTAssertEqual(try juice.order(.kiwi), .short(.kiwi, missing: [.kiwi: 3]))
        try juice.set(.kiwi, to: 3)
        XCTAssertEqual(try juice.order(.kiwi), .served(.kiwi))
        XCTAssertEqual(try juice.stock()[.kiwi], 0)
    }
}

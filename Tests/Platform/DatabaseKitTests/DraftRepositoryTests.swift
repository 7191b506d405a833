import DatabaseTesting
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

/// The `draft` table: rows written at quit, taken (read and removed) once
/// at the next start, the oldest of each tab first.
final class DraftRepositoryTests: XCTestCase {
    func testDraftsSurviveAReopenAndAreTakenOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let database = try AppDatabase.open(directory: directory)
            try DraftRepository(database: database).save([2: #"{"title":"카드 🃏"}"#, 4: "12+34"])
            XCTAssertTrue(database.close().isClean)
        }
        let database = try AppDatabase.open(directory: directory)
        let drafts = DraftRepository(database: database)
        XCTAssertEqual(try drafts.take(), [2: #"{"title":"카드 🃏"}"#, 4: "12+34"])
        XCTAssertEqual(try drafts.take(), [:], "a draft is restored once")
    }

    /// Two bankui quitting with a draft of the same tab: the later one
    /// overwrote the first, which was lost. Each now comes back, one start
    /// after the other.
    func testTwoDraftsOfOneTabAreBothKeptAndComeBackInTurn() throws {
        let drafts = DraftRepository(database: try AppDatabase.inMemory())
        try drafts.save([2: "first", 4: "12+"])
        // A second bankui quitting with only a kanban draft.
        try drafts.save([2: "second"])
        try drafts.save([:])
        XCTAssertEqual(try drafts.take(), [2: "first", 4: "12+"])
        XCTAssertEqual(try drafts.take(), [2: "second"])
        XCTAssertEqual(try drafts.take(), [:])
    }

    func testASubmittedDraftIsWrittenBeforeTheDatabaseCloses() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let database = try AppDatabase.open(directory: directory)
            DraftRepository(database: database).submit([5: "rename"], description: "what you were typing")
            XCTAssertTrue(database.close().isClean)
        }
        XCTAssertEqual(try DraftRepository(database: try AppDatabase.open(directory: directory)).take(), [5: "rename"])
    }

    /// Quitting while another program holds the lock: the write at once
    /// fails, the queued one is made by the closing flush once the lock goes.
    func testALockedDatabaseQueuesTheDraftsForTheClosingFlush() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let holder = try LockHolder(directory: directory)
        try holder.lock()
        let drafts = DraftRepository(database: database)
        XCTAssertThrowsError(try drafts.save([2: "card"]))
        drafts.submit([2: "card"], description: "what you were typing (Kanban)")
        try holder.release()
        XCTAssertEqual(database.close(timeout: 10).unsaved, [])
        XCTAssertEqual(try DraftRepository(database: try AppDatabase.open(directory: directory)).take(), [2: "card"])
    }

    func testTheMigrationIsNamed() throws {
        let database = try AppDatabase.inMemory()
        let applied = try database.writer.read { db in try AppDatabase.testSchema.migrator.appliedIdentifiers(db) }
        XCTAssertTrue(applied.contains("draft-v1"))
    }
}

import Foundation
import GRDB
import XCTest

@testable import Storage

/// The `draft` table: one row per tab, written at quit, taken (read and
/// removed) once at the next start.
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

    func testSavingReplacesTheTabsRowAndLeavesOtherTabsAlone() throws {
        let drafts = DraftRepository(database: try AppDatabase.inMemory())
        try drafts.save([2: "first", 4: "12+"])
        // A second bankui quitting with only a kanban draft.
        try drafts.save([2: "second"])
        try drafts.save([:])
        XCTAssertEqual(try drafts.take(), [2: "second", 4: "12+"])
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

    func testTheMigrationIsNamed() throws {
        let database = try AppDatabase.inMemory()
        let applied = try database.writer.read { db in try Migrations.migrator.appliedIdentifiers(db) }
        XCTAssertTrue(applied.contains("draft-v1"))
    }
}

import DatabaseTesting
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

/// The `draft` table: rows kept by a running bankui as it goes, let go at
/// a clean quit, claimed at the next start by the one that starts (the
/// oldest free row of each tab first) and held by it until it keeps
/// something else: a restored draft survives another kill.
final class DraftRepositoryTests: XCTestCase {
    private let first = DraftHolder(text: "100/1")
    private let second = DraftHolder(text: "200/2")
    private let third = DraftHolder(text: "300/3")

    /// Who runs, as the test says (a real process table is not asked).
    private func running(_ holders: DraftHolder...) -> (DraftHolder) -> Bool {
        { holders.contains($0) }
    }

    func testDraftsLetGoSurviveAReopenAndAreClaimedOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let database = try AppDatabase.open(directory: directory)
            try DraftRepository(database: database).release([2: #"{"title":"카드 🃏"}"#, 4: "12+34"], as: first)
            XCTAssertTrue(database.close().isClean)
        }
        let database = try AppDatabase.open(directory: directory)
        let drafts = DraftRepository(database: database)
        XCTAssertEqual(try drafts.claim(as: second, isRunning: running(second)), [2: #"{"title":"카드 🃏"}"#, 4: "12+34"])
        XCTAssertEqual(try drafts.claim(as: third, isRunning: running(second, third)), [:],
                       "a draft another running bankui holds is not handed out again")
    }

    /// The draft restored at start was deleted at once: `kill -9` while its
    /// editor was open lost the rescued text. Now it stays, held by the run
    /// that restored it, until that run keeps something else.
    func testARestoredDraftSurvivesASecondKill() throws {
        let drafts = DraftRepository(database: try AppDatabase.inMemory())
        try drafts.keep([2: "rescued"], as: first)
        // The first run is killed; the second restores the draft…
        XCTAssertEqual(try drafts.claim(as: second, isRunning: running(second)), [2: "rescued"])
        // …and is killed in turn before it saved anything: the third gets it.
        XCTAssertEqual(try drafts.claim(as: third, isRunning: running(third)), [2: "rescued"])
        // The third saves the card: its draft is gone, for good.
        try drafts.keep([:], as: third)
        XCTAssertEqual(try drafts.claim(as: first, isRunning: running(first)), [:])
    }

    /// Keeping replaces what the same run kept, never another run's rows.
    func testKeepingReplacesOnlyTheRunsOwnRows() throws {
        let drafts = DraftRepository(database: try AppDatabase.inMemory())
        try drafts.keep([2: "a", 4: "1+"], as: first)
        try drafts.keep([2: "ab"], as: first)
        try drafts.keep([2: "other"], as: second)
        XCTAssertEqual(try drafts.claim(as: third, isRunning: running(second, third)), [2: "ab"],
                       "the first run's latest only; the running second's stays its own")
        XCTAssertEqual(try drafts.claim(as: first, isRunning: running(first, third)), [2: "other"])
    }

    /// Two bankui quitting with a draft of the same tab: each comes back,
    /// one start after the other.
    func testTwoDraftsOfOneTabAreBothKeptAndComeBackInTurn() throws {
        let drafts = DraftRepository(database: try AppDatabase.inMemory())
        try drafts.release([2: "first", 4: "12+"], as: first)
        // A second bankui quitting with only a kanban draft.
        try drafts.release([2: "second"], as: second)
        try drafts.release([:], as: third)
        XCTAssertEqual(try drafts.claim(as: third, isRunning: running(third)), [2: "first", 4: "12+"])
        // The third quits without touching them: they are let go again.
        try drafts.release([2: "first", 4: "12+"], as: third)
        XCTAssertEqual(try drafts.claim(as: first, isRunning: running(first)), [2: "second", 4: "12+"])
        XCTAssertEqual(try drafts.claim(as: second, isRunning: running(first, second)), [2: "first"])
    }

    /// A row of the first version (no holder) is free.
    func testARowWithoutAHolderIsFree() throws {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(sql: "INSERT INTO draft (tab, content, savedAt) VALUES (3, 'order', 0)")
        }
        XCTAssertEqual(try DraftRepository(database: database).claim(as: first, isRunning: running(first)), [3: "order"])
    }

    func testASubmittedReleaseIsWrittenBeforeTheDatabaseCloses() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let database = try AppDatabase.open(directory: directory)
            DraftRepository(database: database).submitKeep([5: "ren"], as: first, description: "what you were typing")
            DraftRepository(database: database).submitRelease([5: "rename"], as: first, description: "what you were typing")
            XCTAssertTrue(database.close().isClean)
        }
        XCTAssertEqual(try DraftRepository(database: try AppDatabase.open(directory: directory))
            .claim(as: second, isRunning: running(first, second)), [5: "rename"], "released: free although the first runs")
    }

    /// Quitting while another program holds the lock: the write at once
    /// fails, the queued one is made by the closing flush once the lock goes.
    func testALockedDatabaseQueuesTheDraftsForTheClosingFlush() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let holder = try LockHolder(directory: directory)
        try holder.lock()
        let drafts = DraftRepository(database: database)
        XCTAssertThrowsError(try drafts.release([2: "card"], as: first))
        drafts.submitRelease([2: "card"], as: first, description: "what you were typing (Kanban)")
        try holder.release()
        XCTAssertEqual(database.close(timeout: 10).unsaved, [])
        XCTAssertEqual(try DraftRepository(database: try AppDatabase.open(directory: directory))
            .claim(as: second, isRunning: running(second)), [2: "card"])
    }

    /// A holder is this very process: the same id and start time.
    func testAHolderRunsWhileItsProcessRuns() throws {
        XCTAssertTrue(DraftHolder.current.isRunning)
        let start = try XCTUnwrap(DraftHolder.startTime(of: getpid()))
        XCTAssertFalse(DraftHolder(text: "\(getpid())/\(start + 1)").isRunning, "the id used again by another process")
        // A process that has ended.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        XCTAssertFalse(DraftHolder(text: "\(child.processIdentifier)/1").isRunning)
        XCTAssertFalse(DraftHolder(text: "nonsense").isRunning)
    }

    func testTheMigrationsAreNamed() throws {
        let database = try AppDatabase.inMemory()
        let applied = try database.writer.read { db in try AppDatabase.testSchema.migrator.appliedIdentifiers(db) }
        XCTAssertTrue(applied.contains("draft-v1"))
        XCTAssertTrue(applied.contains("draft-v2"))
    }
}

import DatabaseTesting
import Foundation
import XCTest

@testable import DatabaseKit

/// Another bankui writes the file while this one checks it before opening
/// (its close copies the -wal file into it): what the check reads then may
/// be half written. Found by two `kanban add` loops on one data directory:
/// about 3 adds in 1,000 ended with "the database is damaged", status 65,
/// on a file `PRAGMA integrity_check` found sound. A file is refused for
/// its content only when it reads so every time it is looked at.
final class CheckWhileWrittenTests: XCTestCase {
    private func databasePath(in directory: URL) -> String {
        directory.appendingPathComponent(AppDatabase.fileName).path
    }

    /// The first look reads a damaged page 1; by the next the writer has
    /// finished: the file is sound and opens, with each way of reading it.
    func testAFileReadHalfWrittenIsLookedAtAgainAndOpens() throws {
        for access in [DatabaseFileCheck.Access.automatic, .copy] {
            let directory = try makeTemporaryDirectory(for: self)
            try makeClosedDatabase(in: directory)
            let path = databasePath(in: directory)
            let sound = try XCTUnwrap(FileManager.default.contents(atPath: path))
            var halfWritten = sound
            for index in 100..<4096 { halfWritten[index] = UInt8(index % 251) }
            try halfWritten.write(to: URL(fileURLWithPath: path))
            var looks: [Int] = []
            XCTAssertNoThrow(try DatabaseFileCheck.check(path: path, schema: DatabaseSchema([]), access: access) { look in
                looks.append(look)
                try? sound.write(to: URL(fileURLWithPath: path))  // the writer is done
            }, "\(access)")
            XCTAssertEqual(looks, [1], "looked at again once, \(access)")
            let database = try AppDatabase.open(directory: directory, schema: DatabaseSchema([]), checkAccess: access)
            XCTAssertEqual(try SettingsRepository(database: database).value(for: "lastTab"), "3")
        }
    }

    /// A file that reads damaged every time is refused after three looks,
    /// and left exactly as it was (no -wal or -shm made by the looks).
    func testADamagedFileIsRefusedAfterThreeLooksUntouched() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try makeClosedDatabase(in: directory)
        let path = databasePath(in: directory)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        for index in 100..<4096 { bytes[index] = UInt8(index % 251) }
        try bytes.write(to: URL(fileURLWithPath: path))
        var looks: [Int] = []
        XCTAssertThrowsError(try DatabaseFileCheck.check(path: path, schema: DatabaseSchema([]), access: .automatic) {
            looks.append($0)
        }) { error in
            switch (error as? DatabaseOpenError)?.reason {
            case .damaged?, .notADatabase?: break
            default: XCTFail("refused for another reason: \(error)")
            }
        }
        XCTAssertEqual(looks, [1, 2])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [AppDatabase.fileName])
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes)
    }

    /// A refusal that no write can explain (a file that cannot be read) is
    /// said at once, without looking again.
    func testOtherRefusalsAreNotLookedAtAgain() throws {
        XCTAssertTrue(DatabaseOpenError.Reason.damaged("x").mayBeAWriteUnderWay)
        XCTAssertTrue(DatabaseOpenError.Reason.newerVersion(unknownMigrations: ["x"]).mayBeAWriteUnderWay)
        XCTAssertTrue(DatabaseOpenError.Reason.foreignDatabase.mayBeAWriteUnderWay)
        XCTAssertFalse(DatabaseOpenError.Reason.permissionDenied.mayBeAWriteUnderWay)
        XCTAssertFalse(DatabaseOpenError.Reason.locked.mayBeAWriteUnderWay)
        XCTAssertFalse(DatabaseOpenError.Reason.readOnlyFile.mayBeAWriteUnderWay)
    }
}

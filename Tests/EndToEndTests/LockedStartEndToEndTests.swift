import Foundation
import XCTest

/// Another program holds the database's lock when bankui starts: a
/// command waits a bounded time and ends with status 75.
final class LockedStartEndToEndTests: CommandEndToEndTestCase {
    private var databaseFile: URL { URL(fileURLWithPath: dataDirectory).appendingPathComponent("bankui.sqlite") }

    /// A board with one card, made by the command, closed.
    private func makeBoard() throws {
        let file = try write("board.md", "## TODO\n- hello card\n")
        XCTAssertEqual(try run(["kanban", "import", file]).status, 0)
    }

    func testACommandWaitsABoundedTimeThenSaysTheDatabaseIsLocked() throws {
        try makeBoard()
        let lock = try DatabaseLock(file: databaseFile)
        defer { try? lock.release() }
        let export = try run(["kanban", "export"])
        XCTAssertEqual(export.status, 75, export.errors)
        XCTAssertTrue(export.errors.contains("waiting for another program's lock"), export.errors)
        XCTAssertTrue(export.errors.contains("the database is locked by another program"), export.errors)
        XCTAssertFalse(export.errors.contains("SQLite"), export.errors)
        try lock.release()
        XCTAssertEqual(try run(["kanban", "export"]).status, 0)
    }
}

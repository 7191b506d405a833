import Foundation
import XCTest

/// Another program holds the database's lock when bankui starts: the
/// screen shows at once and says so, the data appears when the lock goes;
/// a command waits a bounded time and ends with status 75.
final class LockedStartEndToEndTests: CommandEndToEndTestCase {
    private var databaseFile: URL { URL(fileURLWithPath: dataDirectory).appendingPathComponent("bankui.sqlite") }

    /// A board with one card, made by the command, closed.
    private func makeBoard() throws {
        let file = try write("board.md", "## TODO\n- hello card\n")
        XCTAssertEqual(try run(["kanban", "import", file]).status, 0)
    }

    func testTheScreenShowsAtOnceAndTheDataAppearsWhenTheLockGoes() throws {
        try makeBoard()
        let lock = try DatabaseLock(file: databaseFile)
        defer { try? lock.release() }
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"],
                                      dataDirectory: URL(fileURLWithPath: dataDirectory))
        let waiting = try session.waitFor("waiting for another program's lock")
        XCTAssertFalse(waiting.contains("hello card"), waiting)
        XCTAssertTrue(waiting.contains("q Quit"), waiting)
        try lock.release()
        let board = try session.waitFor("hello card")
        XCTAssertFalse(board.contains("waiting for another program's lock"), board)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testQuittingWhileWaitingSaysNothingWasWritten() throws {
        try makeBoard()
        let lock = try DatabaseLock(file: databaseFile)
        defer { try? lock.release() }
        let session = try TmuxSession(arguments: ["--lang", "en"], dataDirectory: URL(fileURLWithPath: dataDirectory))
        try session.waitFor("waiting for another program's lock")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try session.waitFor("quit while another program held the database locked")
        try lock.release()
        let export = try run(["kanban", "export", "--format", "markdown"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("hello card"), export.output)
    }

    /// A command that writes waits a bounded time; one that only reads
    /// reads what was committed, without waiting for the writer.
    func testACommandWaitsABoundedTimeThenSaysTheDatabaseIsLocked() throws {
        try makeBoard()
        let lock = try DatabaseLock(file: databaseFile)
        defer { try? lock.release() }
        let export = try run(["kanban", "export", "--format", "markdown"])
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("hello card"), export.output)
        let other = try write("other.md", "## TODO\n- other card\n")
        let refused = try run(["kanban", "import", other])
        XCTAssertEqual(refused.status, 75, refused.errors)
        XCTAssertTrue(refused.errors.contains("waiting for another program's lock"), refused.errors)
        XCTAssertTrue(refused.errors.contains("the database is locked by another program"), refused.errors)
        XCTAssertFalse(refused.errors.contains("SQLite"), refused.errors)
        try lock.release()
        XCTAssertTrue(try run(["kanban", "export", "--format", "markdown"]).output.contains("hello card"))
    }
}

import Foundation
import XCTest

/// A bankui open on the kanban tab while a script changes the board with
/// `bankui kanban add`: the card shows at once, and the tab's `u` undoes it.
final class KanbanCommandLiveEndToEndTests: CommandEndToEndTestCase {
    func testACardAddedFromAShellShowsInTheOpenTabAndUUndoesIt() throws {
        // The board exists before the tab opens (the tab and the command
        // then share one database from the start).
        XCTAssertEqual(try run(["kanban", "boards"]).status, 0)
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"],
                                      dataDirectory: URL(fileURLWithPath: dataDirectory))
        try session.waitFor("No cards. n adds one.")
        let added = try run(["kanban", "add", "From the shell", "--column", "doing"])
        XCTAssertEqual(added.status, 0, added.errors)
        try session.waitFor("From the shell")
        try session.send("u")
        let undone = try session.waitForScreen { !$0.contains("│ From the shell") }
        XCTAssertFalse(undone.contains("│ From the shell"), undone)
        XCTAssertEqual(try run(["kanban", "list"]).output, "", "the undo reached the database")
    }
}

import Foundation
import XCTest

/// `bankui kanban boards` and `export --board`, run as built, on a data
/// directory of their own.
final class KanbanBoardsCommandEndToEndTests: CommandEndToEndTestCase {
    func testBoardsAreListedMadeRenamedAndRemoved() throws {
        let list = try run(["kanban", "boards"])
        XCTAssertEqual(list.status, 0, list.errors)
        XCTAssertEqual(list.output, "* Project Manager\n")

        XCTAssertEqual(try run(["kanban", "boards", "new", "  Home "]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards", "new", "회사"]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards"]).output, "* Project Manager\n  Home\n  회사\n")

        // Bad names: usage (64), nothing changed.
        for (arguments, message) in [
            (["new", ""], "bankui: no board was made: a board needs a name\n"),
            (["new", "\u{200B}\u{200B}"], "bankui: no board was made: a board needs a name\n"),
            (["new", String(repeating: "x", count: 500)], "bankui: no board was made: a board's name has at most 100 characters\n"),
            (["new", "Home"], "bankui: no board was made: there is already a board named 'Home'\n"),
            (["rename", "Home", "회사"], "bankui: no board was renamed: there is already a board named '회사'\n"),
        ] {
            let refused = try run(["kanban", "boards"] + arguments)
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertEqual(refused.errors, message)
        }
        // An unknown board: status 1 with the boards there are.
        let unknown = try run(["kanban", "boards", "rm", "Nope"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.errors, "bankui: no board is named 'Nope'; there are 'Project Manager', 'Home', '회사'\n")

        XCTAssertEqual(try run(["kanban", "boards", "rename", "Home", "House"]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards", "rm", "Project Manager"]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards"]).output, "* House\n  회사\n")
        XCTAssertEqual(try run(["kanban", "boards", "rm", "House"]).status, 0)
        let last = try run(["kanban", "boards", "rm", "회사"])
        XCTAssertEqual(last.status, 1)
        XCTAssertEqual(last.errors, "bankui: no board was removed: the last board cannot be deleted\n")
        XCTAssertEqual(try run(["kanban", "boards"]).output, "* 회사\n")
    }

    func testExportWritesEveryBoardOrTheOneNamed() throws {
        XCTAssertEqual(try run(["kanban", "boards", "new", "Home"]).status, 0)
        let file = try write("boards.md", "# Home\n\n## TODO\n\n- dishes\n\n# Work\n\n## DONE\n\n- report\n")
        let imported = try run(["kanban", "import", file])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(try run(["kanban", "boards"]).output, "* Project Manager\n  Home\n  Work\n")
        let all = try run(["kanban", "export", "--format", "markdown"])
        XCTAssertEqual(all.output, """
            # Project Manager

            ## TODO

            ## DOING

            ## DONE

            # Home

            ## TODO

            - dishes

            ## DOING

            ## DONE

            # Work

            ## TODO

            ## DOING

            ## DONE

            - report

            """)
        let one = try run(["kanban", "export", "--format", "markdown", "--board", "Work"])
        XCTAssertEqual(one.output, "# Work\n\n## TODO\n\n## DOING\n\n## DONE\n\n- report\n")
        let unknown = try run(["kanban", "export", "--board", "Nope"])
        XCTAssertEqual(unknown.status, 1)
        // A file of one board goes to the board shown.
        XCTAssertEqual(try run(["kanban", "import", try write("one.md", "## DOING\n- solo\n")]).status, 0)
        XCTAssertEqual(try run(["kanban", "export", "--format", "markdown", "--board", "Project Manager"]).output,
                       "# Project Manager\n\n## TODO\n\n## DOING\n\n- solo\n\n## DONE\n")
    }
}

import Foundation
import XCTest

/// `bankui kanban export` and `bankui kanban import FILE`, run as built,
/// on a data directory of their own.
final class KanbanCommandEndToEndTests: CommandEndToEndTestCase {
    private let board = """
        ## TODO

        - Write the report
          due: 2026-11-23
          First draft
          \\due: this line is body text

        - 한글 카드

        ## DOING

        - Review

        ## DONE

        """

    func testImportThenExportBothFormats() throws {
        let empty = try run(["kanban", "export"])
        XCTAssertEqual(empty.status, 0, empty.errors)
        XCTAssertEqual(empty.output, """
            {
              "version": 2,
              "boards": [
                {"id": "00000000-0000-4000-8000-000000000001", "name": "Project Manager", "cards": []}
              ]
            }

            """)

        let file = try write("board.md", board)
        let imported = try run(["kanban", "import", file])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, "Imported 3 cards.\n")
        XCTAssertEqual(imported.errors, "")

        let markdown = try run(["kanban", "export", "--format", "markdown"])
        XCTAssertEqual(markdown.status, 0, markdown.errors)
        XCTAssertEqual(markdown.output, "# Project Manager\n\n"
            + board.replacingOccurrences(of: "\\due: this line is body text\n\n", with: "\\due: this line is body text\n"))

        let json = try run(["kanban", "export", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let boards = try XCTUnwrap(object["boards"] as? [[String: Any]])
        XCTAssertEqual(boards.map { $0["name"] as? String }, ["Project Manager"])
        let cards = try XCTUnwrap(boards.first?["cards"] as? [[String: Any]])
        XCTAssertEqual(cards.map { $0["title"] as? String }, ["Write the report", "한글 카드", "Review"])
        XCTAssertEqual(cards.first?["body"] as? String, "First draft\ndue: this line is body text")
        XCTAssertEqual(cards.first?["deadline"] as? String, "2026-11-23")

        // The JSON export imports back with the same ids.
        let again = try run(["kanban", "import", try write("board.json", json.output)])
        XCTAssertEqual(again.output, "Imported 3 cards.\n", again.errors)
        XCTAssertEqual(try run(["kanban", "export"]).output, json.output)
    }

    func testAMalformedFileIsRefusedWithItsLineAndTheBoardIsUnchanged() throws {
        XCTAssertEqual(try run(["kanban", "import", try write("board.md", board)]).status, 0)
        let before = try run(["kanban", "export"]).output

        let bad = try write("bad.md", "## TODO\n\n- one\n  body\n\n## DOING\n- \n")
        let refused = try run(["kanban", "import", bad])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(refused.errors, "bankui: \(bad) line 7: a card needs a title\n")
        XCTAssertEqual(refused.output, "")
        XCTAssertEqual(try run(["kanban", "export"]).output, before)

        let badJSON = try write("bad.json", "{\n  \"version\": 1,\n  \"cards\": [\n    {\"title\": \"a\", \"column\": \"todo\", \"deadline\": \"2026-02-30\"}\n  ]\n}\n")
        let refusedJSON = try run(["kanban", "import", badJSON])
        XCTAssertEqual(refusedJSON.status, 65)
        XCTAssertEqual(refusedJSON.errors, "bankui: \(badJSON) line 4: there is no day 2026-02-30\n")
        XCTAssertEqual(try run(["kanban", "export"]).output, before)

        let missing = try run(["kanban", "import", directory.appendingPathComponent("nothing.md").path])
        XCTAssertEqual(missing.status, 66)
        XCTAssertTrue(missing.errors.hasSuffix("nothing.md: No such file or directory\n"), missing.errors)
        XCTAssertEqual(try run(["kanban", "export"]).output, before)
    }

    /// A refused file's error quotes the file: a column holding a window
    /// title and a colour renamed the terminal and left it red.
    func testAnErrorThatQuotesTheFileSendsNoEscapeSequence() throws {
        let hostile = try write("hostile.json", "{\n  \"version\": 1,\n  \"cards\": [\n    {\"title\": \"a\", \"column\": \"\u{1B}]0;PWNED\u{07}\u{1B}[31m\"}\n  ]\n}\n")
        let refused = try run(["kanban", "import", hostile])
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(refused.errors.hasPrefix("bankui: \(hostile) line 4:"), refused.errors)
        XCTAssertFalse(refused.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, refused.errors)
        XCTAssertFalse(refused.errors.contains("PWNED"), "the whole sequence goes: \(refused.errors)")
    }

    func testAnExportThatCannotBeWrittenEndsWithStatus74() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        defer { try? full.close() }
        XCTAssertEqual(try run(["kanban", "import", try write("board.md", board)]).status, 0)
        let result = try run(["kanban", "export"], output: full)
        XCTAssertEqual(result.status, 74)
        XCTAssertEqual(result.errors, "bankui: cannot write the output: No space left on device\n")
    }

    func testTheDatabaseIsClosedCleanly() throws {
        XCTAssertEqual(try run(["kanban", "import", try write("board.md", board)]).status, 0)
        XCTAssertEqual(try run(["kanban", "export"]).status, 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dataDirectory)
        XCTAssertEqual(files, ["bankui.sqlite"], "no -wal or -shm left")
    }
}

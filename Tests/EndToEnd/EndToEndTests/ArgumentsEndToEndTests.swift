import Foundation
import XCTest

/// What a script passes arrives as given: text that starts with `-` is
/// taken by every option that takes text, a title that starts with `-`
/// goes after `--`, and a command line given wrong never prints the help
/// on standard output with status 0.
final class ArgumentsEndToEndTests: CommandEndToEndTestCase {
    /// Runs bankui with the data directory in the environment, so that
    /// nothing is added after a `--`.
    private func bankui(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try run(arguments, environment: ["BANKUI_DATA_DIR": dataDirectory], addDataDirectory: false)
    }

    private func titlesAndBodies() throws -> [[String]] {
        let json = try bankui(["kanban", "list", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.errors)
        let cards = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]], json.output)
        return cards.map { [$0["title"] as? String ?? "?", $0["body"] as? String ?? "?"] }
    }

    /// A body, a deadline-free card and a board whose text starts with `-`.
    func testOptionsTakeTextThatStartsWithADash() throws {
        let added = try bankui(["kanban", "add", "Shopping", "--body", "- [ ] milk\n- [ ] bread"])
        XCTAssertEqual(added.status, 0, added.errors)
        XCTAssertNotNil(added.output.range(of: "^[0-9a-f-]{36}\n$", options: .regularExpression), added.output)
        let hello = try bankui(["kanban", "add", "Greeting", "--body", "-hello world"])
        XCTAssertEqual(hello.status, 0, hello.errors)
        XCTAssertEqual(try titlesAndBodies(), [["Shopping", "- [ ] milk\n- [ ] bread"], ["Greeting", "-hello world"]])
        let board = try bankui(["kanban", "boards", "new", "--", "-errands"])
        XCTAssertEqual(board.status, 0, board.errors)
        let onBoard = try bankui(["kanban", "add", "Post", "--board", "-errands", "--body", "-h"])
        XCTAssertEqual(onBoard.status, 0, onBoard.errors)
        XCTAssertEqual(try titlesAndBodies().last, ["Post", "-h"])
    }

    /// `bankui kanban add "-hello world"` printed the help on standard
    /// output and ended 0 with no card: a script took the help for the id.
    func testATitleThatStartsWithADashIsRefusedWithTheWayOut() throws {
        for title in ["-hello world", "-hello", "-world"] {
            let refused = try bankui(["kanban", "add", title])
            XCTAssertEqual(refused.status, 64, "\(title): \(refused.output)")
            XCTAssertEqual(refused.output, "", "\(title): nothing on standard output")
            XCTAssertTrue(refused.errors.contains("Use -- before a title that starts with -"), "\(title): \(refused.errors)")
            XCTAssertTrue(refused.errors.contains("bankui kanban add -- "), "\(title): \(refused.errors)")
        }
        XCTAssertEqual(try titlesAndBodies(), [], "no card was added")
        let added = try bankui(["kanban", "add", "--body", "-x", "--", "-hello world"])
        XCTAssertEqual(added.status, 0, added.errors)
        XCTAssertEqual(try titlesAndBodies(), [["-hello world", "-x"]])
    }

    /// Help is printed when it is asked for, and only then.
    func testHelpComesOnlyWhenAskedFor() throws {
        for arguments in [["kanban", "add", "-h"], ["kanban", "add", "--help"], ["help", "kanban", "add"]] {
            let help = try bankui(arguments)
            XCTAssertEqual(help.status, 0, "\(arguments): \(help.errors)")
            XCTAssertTrue(help.output.contains("USAGE: bankui kanban add"), "\(arguments): \(help.output)")
        }
        for arguments in [["kanban", "add", "T", "-hx"], ["bank", "simulate", "-help2"], ["timetable", "list", "-chart"]] {
            let wrong = try bankui(arguments)
            XCTAssertNotEqual(wrong.status, 0, "\(arguments): \(wrong.output)")
            XCTAssertEqual(wrong.output, "", "\(arguments): no help on standard output")
        }
    }
}

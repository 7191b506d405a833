import Foundation
import XCTest

/// Names from the command line: `--as`, `[user] name` and `$USER@host`,
/// `kanban list --for`, `kanban activity`, and `--read-only`, run as built.
final class KanbanPeopleCommandEndToEndTests: CommandEndToEndTestCase {
    func testNamesAssignmentAndActivity() throws {
        XCTAssertEqual(try run(["kanban", "add", "Fix login @민수", "--as", "지연"]).status, 0)
        XCTAssertEqual(try run(["kanban", "add", "Call the bank @jiyeon"]).status, 0)
        // The config's name, and --as over it.
        let config = try write("config.toml", "[user]\nname = \"minsu.k\"\n")
        XCTAssertEqual(try run(["kanban", "add", "Plan the week"], environment: ["BANKUI_CONFIG": config]).status, 0)

        let mine = try run(["kanban", "list", "--for", "민수"])
        XCTAssertEqual(mine.status, 0, mine.errors)
        XCTAssertEqual(mine.output.split(separator: "\n").count, 1)
        XCTAssertTrue(mine.output.contains("Fix login @민수"), mine.output)
        XCTAssertEqual(try run(["kanban", "list", "--for", "me", "--as", "민수"]).output, mine.output)
        XCTAssertEqual(try run(["kanban", "list", "--for", "@JIYEON"]).output.split(separator: "\n").count, 1)
        let json = try run(["kanban", "list", "--for", "민수", "--format", "json"]).output
        XCTAssertTrue(json.contains("\"for\": [\"민수\"]"), json)
        let refused = try run(["kanban", "list", "--for", "two words"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.errors.contains("--for: a name is one word"), refused.errors)

        // Who did what, newest first: the config's name, $USER@host, --as.
        let activity = try run(["kanban", "activity"])
        XCTAssertEqual(activity.status, 0, activity.errors)
        let lines = activity.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, activity.output)
        XCTAssertTrue(lines[0].hasSuffix("minsu.k added 'Plan the week'."), lines[0])
        XCTAssertTrue(lines[1].contains(" tester@") && lines[1].hasSuffix("added 'Call the bank @jiyeon'."), lines[1])
        XCTAssertTrue(lines[2].hasSuffix("지연 added 'Fix login @민수'."), lines[2])
        let korean = try run(["kanban", "activity", "--lang", "ko", "--limit", "1"]).output
        XCTAssertTrue(korean.hasSuffix("minsu.k: 'Plan the week' 카드를 추가했습니다.\n"), korean)
        let one = try run(["kanban", "activity", "--format", "json", "--limit", "1"]).output
        XCTAssertTrue(one.hasPrefix("{\"at\": \"") && one.contains("\"author\": \"minsu.k\", \"kind\": \"did\""), one)
        XCTAssertEqual(try run(["kanban", "activity", "--since", "today"]).output.split(separator: "\n").count, 3)
        XCTAssertEqual(try run(["kanban", "activity", "--since", "2999-01-01"]).output, "")
        XCTAssertEqual(try run(["kanban", "activity", "--since", "soon"]).status, 64)
    }

    func testAHostileNameIsRefusedWithWhatItHolds() throws {
        for (name, holds) in [("민\u{200B}수", "U+200B"), ("\u{1B}]0;pwned\u{07}", "U+001B"), ("a b", "U+0020")] {
            let result = try run(["kanban", "add", "x", "--as", name])
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.errors.contains("--as: a name is one word") && result.errors.contains(holds), result.errors)
            XCTAssertFalse(result.errors.contains("\u{1B}"), "nothing of it reaches the terminal")
        }
        let long = try run(["kanban", "add", "x", "--as", String(repeating: "가", count: 10_000)])
        XCTAssertEqual(long.status, 64)
        XCTAssertTrue(long.errors.contains("at most 40 characters (this one has 10,000)") || long.errors.contains("(this one has 10000)"),
                      long.errors)
        let config = try write("config.toml", "[user]\nname = \"two words\"\n")
        let fromFile = try run(["kanban", "add", "x"], environment: ["BANKUI_CONFIG": config])
        XCTAssertEqual(fromFile.status, 78)
        XCTAssertTrue(fromFile.errors.contains("[user] name: a name is one word"), fromFile.errors)
        XCTAssertEqual(try run(["kanban", "list"]).output, "", "nothing was added")
    }

    func testReadOnlyChangesNothing() throws {
        XCTAssertEqual(try run(["kanban", "add", "Kept"]).status, 0)
        let file = try write("board.md", "## TODO\n\n- Replaced\n")
        for arguments in [["kanban", "add", "New"], ["kanban", "import", file], ["kanban", "wip", "set", "doing", "3"],
                          ["kanban", "boards", "new", "Home"], ["kanban", "done", "0000"]] {
            let result = try run(arguments + ["--read-only"])
            XCTAssertEqual(result.status, 77, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains("the board is read only here (--read-only)"), result.errors)
        }
        let list = try run(["kanban", "list", "--read-only"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.output.contains("Kept") && !list.output.contains("New") && !list.output.contains("Replaced"), list.output)
    }
}

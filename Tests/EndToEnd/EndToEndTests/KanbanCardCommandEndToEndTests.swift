import Foundation
import XCTest

/// `bankui kanban add`, `list`, `move`, `done` and `rm`, run as built, on a
/// data directory of their own, as a script would use them.
final class KanbanCardCommandEndToEndTests: CommandEndToEndTestCase {
    /// Runs `bankui kanban arguments`, expecting status 0; its output.
    @discardableResult
    private func kanban(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(["kanban"] + arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.errors)", file: file, line: line)
        return result.output
    }

    private func cards() throws -> [[String: Any]] {
        let json = try kanban(["list", "--format", "json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], json)
    }

    /// A repeating card from a script: `--repeat`, `done` prints the next
    /// one (once), the JSON and the text say the rule; a limit set and
    /// shown; what is not a rule or a limit is refused with status 64.
    func testARepeatingCardAndALimitFromAScript() throws {
        let id = String(try kanban(["add", "Water plants", "--deadline", "2030-01-04", "--repeat", "1w"]).dropLast())
        let rent = String(try kanban(["add", "Rent", "--repeat", "monthly", "--repeat-from", "done"]).dropLast())
        XCTAssertEqual(try cards().map { $0["repeat"] as? String }, ["1w", "1m done"])
        XCTAssertTrue(try kanban(["list"]).contains("Water plants  ↻ 1w"))
        let done = try kanban(["done", String(id.prefix(8))])
        XCTAssertTrue(done.hasPrefix("next: ") && done.hasSuffix("'Water plants' due 2030-01-11\n"), done)
        let next = try cards().filter { $0["title"] as? String == "Water plants" && $0["column"] as? String == "todo" }
        XCTAssertEqual(next.count, 1)
        XCTAssertEqual(next.first?["deadline"] as? String, "2030-01-11")
        // Back and done again: no second next card.
        try kanban(["move", String(id.prefix(8)), "doing"])
        XCTAssertEqual(try kanban(["done", String(id.prefix(8))]), "")
        XCTAssertEqual(try cards().filter { $0["title"] as? String == "Water plants" }.count, 2)
        _ = rent

        for bad in [["--repeat", "fortnightly"], ["--repeat", "0w"], ["--repeat-from", "done"]] {
            let refused = try run(["kanban", "add", "X"] + bad)
            XCTAssertEqual(refused.status, 64, "\(bad)")
            XCTAssertTrue(refused.errors.contains("no card was added"), refused.errors)
        }

        try kanban(["wip", "set", "todo", "1"])
        XCTAssertEqual(try kanban(["wip"]), "TODO  2/1  over\nDOING 0\nDONE  1\n")
        try kanban(["wip", "set", "todo", "none"])
        XCTAssertEqual(try kanban(["wip"]), "TODO  2\nDOING 0\nDONE  1\n")
        let badLimit = try run(["kanban", "wip", "set", "doing", "many"])
        XCTAssertEqual(badLimit.status, 64)
        XCTAssertTrue(badLimit.errors.contains("'many' is not a limit"), badLimit.errors)
    }

    /// The archive from a script: a board file with cards done weeks ago;
    /// `list` leaves them out and `list --archived` lists them alone;
    /// `archive` says the days and the count and sets the days (0 never);
    /// `unarchive` puts one back; `export` keeps them unless `--no-archived`.
    func testTheArchiveFromAScript() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let file = URL(fileURLWithPath: dataDirectory).appendingPathComponent("old.json")
        try Data("""
            {"version": 2, "boards": [{"name": "Project Manager", "cards": [
              {"title": "Plan", "column": "todo"},
              {"id": "0a000000-0000-4000-8000-000000000001", "title": "Old report", "doneOn": "2026-10-01", "column": "done"},
              {"title": "Older notes", "doneOn": "2026-09-12", "column": "done"},
              {"title": "Imported done", "column": "done"}
            ]}]}
            """.utf8).write(to: file)
        try kanban(["import", file.path])
        XCTAssertEqual(try cards().map { $0["title"] as? String }, ["Plan", "Imported done"])
        let archived = try kanban(["list", "--archived"])
        XCTAssertTrue(archived.contains("Old report") && archived.contains("Older notes") && !archived.contains("Plan"), archived)
        let archivedJSON = try kanban(["list", "--archived", "--format", "json"])
        XCTAssertTrue(archivedJSON.contains(#""doneOn": "2026-10-01""#), archivedJSON)
        XCTAssertEqual(try kanban(["archive"]),
                       "DONE's cards on 'Project Manager' go to the archive after 14 days; 2 cards are there (kanban list --archived).\n")
        XCTAssertTrue(try kanban(["archive", "--lang", "ko"]).contains("14일 뒤 보관함으로 갑니다. 보관함: 2장"))
        XCTAssertEqual(try kanban(["wip"]), "TODO  1\nDOING 0\nDONE  1\n", "the archive is not counted")

        try kanban(["unarchive", "0a00"])
        XCTAssertEqual(try cards().map { $0["title"] as? String }, ["Plan", "Old report", "Imported done"])
        let again = try run(["kanban", "unarchive", "0a00"])
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.errors.contains("'Old report' is not in the archive; nothing changed"), again.errors)

        let whole = try kanban(["export"])
        XCTAssertTrue(whole.contains("Older notes") && whole.contains(#""doneOn": "2026-09-12""#), whole)
        XCTAssertFalse(try kanban(["export", "--no-archived"]).contains("Older notes"))

        try kanban(["archive", "--days", "0"])
        XCTAssertEqual(try cards().count, 4, "never: every card on the board")
        XCTAssertEqual(try kanban(["archive"]), "DONE's cards on 'Project Manager' stay on the board (no archive).\n")
        let bad = try run(["kanban", "archive", "--days", "soon"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.errors.contains("'soon' is not a number of days"), bad.errors)
        let same = try run(["kanban", "archive", "--days", "0"])
        XCTAssertTrue(same.errors.contains("has that setting already"), same.errors)
    }

    /// `kanban stats`: the flow of cards added, started and done now, as
    /// figures (JSON) and as words and a chart; a board by name; a wrong
    /// number of weeks or board refused.
    func testTheFlowOfABoardFromAScript() throws {
        let plan = String(try kanban(["add", "Plan"]).dropLast())
        try kanban(["add", "Build", "--column", "doing"])
        try kanban(["add", "Ship"])
        try kanban(["move", String(plan.prefix(8)), "doing"])
        try kanban(["done", String(plan.prefix(8))])
        let json = try kanban(["stats", "--format", "json"])
        let flow = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        XCTAssertEqual(flow["board"] as? String, "Project Manager")
        XCTAssertEqual(flow["weeks"] as? Int, 8)
        let cycle = try XCTUnwrap(flow["cycleTime"] as? [String: Any])
        XCTAssertEqual(cycle["cards"] as? Int, 1)
        XCTAssertLessThan(try XCTUnwrap(cycle["medianSeconds"] as? Int), 3_600, "started and done within the test")
        XCTAssertEqual((flow["donePerWeek"] as? [[String: Any]])?.map { $0["done"] as? Int }, [0, 0, 0, 0, 0, 0, 0, 1])
        let days = try XCTUnwrap(flow["days"] as? [[String: Any]])
        XCTAssertEqual(days.count, 56)
        let today = try XCTUnwrap(days.last)
        XCTAssertEqual([today["todo"], today["doing"], today["done"]].map { $0 as? Int }, [1, 1, 1])
        XCTAssertEqual(days.first.map { [$0["todo"], $0["doing"], $0["done"]].map { $0 as? Int } }, [0, 0, 0])

        let text = try kanban(["stats"])
        XCTAssertTrue(text.hasPrefix("Flow of 'Project Manager', the last 8 weeks: "), text)
        XCTAssertTrue(text.contains("Cycle time (DOING → DONE): median "), text)
        XCTAssertTrue(text.contains("(1 card)"), text)
        XCTAssertTrue(text.contains("Done each week: 0 0 0 0 0 0 0 1 (0.1 a week)"), text)
        XCTAssertTrue(text.hasSuffix("█ DONE  ▓ DOING  ░ TODO\n"), text)
        XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 80 }, text)
        let korean = try kanban(["stats", "--lang", "ko", "--weeks", "2"])
        XCTAssertTrue(korean.contains("지난 2주"), korean)
        XCTAssertTrue(korean.contains("주마다 끝낸 카드: 0 1 (주 평균 0.5장)"), korean)

        try kanban(["boards", "new", "Home"])
        XCTAssertTrue(try kanban(["stats", "--board", "Home"]).contains("No cards on the board in these weeks."))
        let unknown = try run(["kanban", "stats", "--board", "Garden"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.errors.contains("no board is named 'Garden'"), unknown.errors)
        let weeks = try run(["kanban", "stats", "--weeks", "0"])
        XCTAssertEqual(weeks.status, 64)
        XCTAssertTrue(weeks.errors.contains("--weeks must be 1 to 104"), weeks.errors)
    }

    func testAScriptAddsListsMovesFinishesAndRemovesCards() throws {
        try kanban(["boards", "new", "Home"])
        let report = try kanban(["add", "Write the report #work", "--deadline", "2020-01-02",
                                  "--body=- [x] outline\n- [ ] draft"])
        XCTAssertTrue(report.range(of: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\n$", options: .regularExpression) != nil, report)
        let reportID = String(report.dropLast())
        let dishesID = String(try kanban(["add", "Dishes #home", "--board", "Home", "--column", "doing", "--deadline", "+2w"]).dropLast())
        let callID = String(try kanban(["add", "  Call mum\u{1B}[31m  ", "--board", "Home"]).dropLast())

        let all = try cards()
        XCTAssertEqual(all.map { $0["id"] as? String }, [reportID, callID, dishesID])
        guard all.count == 3 else { return }
        XCTAssertEqual(all.map { $0["board"] as? String }, ["Project Manager", "Home", "Home"])
        XCTAssertEqual(all.map { $0["column"] as? String }, ["todo", "todo", "doing"])
        XCTAssertEqual(all.map { $0["title"] as? String }, ["Write the report #work", "Call mum", "Dishes #home"])
        XCTAssertEqual(all[0]["deadline"] as? String, "2020-01-02")
        XCTAssertTrue(all[1]["deadline"] is NSNull)
        XCTAssertEqual(all[0]["tags"] as? [String], ["work"])
        XCTAssertEqual(all[0]["checklist"] as? [String: Int], ["done": 1, "total": 2])
        XCTAssertEqual(all.map { $0["position"] as? Int }, [0, 0, 0])
        XCTAssertEqual(Set(all[0].keys), ["id", "board", "column", "title", "body", "deadline", "repeat", "doneOn", "tags", "for", "checklist",
                                          "position"])
        XCTAssertTrue(all[0]["repeat"] is NSNull)
        XCTAssertTrue(all[0]["doneOn"] is NSNull, "not in DONE")

        // Text: one line a card, the board at the end.
        let text = try kanban(["list", "--board", "Home"])
        XCTAssertEqual(text, "\(callID.prefix(8))  TODO               Call mum\n\(dishesID.prefix(8))  DOING  \(all[2]["deadline"] as! String)  Dishes #home\n")
        XCTAssertEqual(try kanban(["list", "--tag", "home"]).split(separator: "\n").map { $0.hasSuffix("Dishes #home  [Home]") }, [true])
        XCTAssertEqual(try kanban(["list", "--due", "overdue"]), "\(reportID.prefix(8))  TODO   2020-01-02  Write the report #work  [Project Manager]\n")

        // Move by a prefix, done, and a move to where it is.
        try kanban(["move", String(callID.prefix(6)).uppercased(), "doing"])
        try kanban(["done", reportID])
        let again = try run(["kanban", "done", String(reportID.prefix(8))])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.errors, "bankui: 'Write the report #work' is already in DONE; nothing changed\n")
        XCTAssertEqual(try kanban(["list", "--due", "overdue"]), "", "a done card is not overdue")
        // A moved card goes to the bottom of its column.
        XCTAssertEqual(try kanban(["list", "--column", "doing", "--board", "Home"]).split(separator: "\n").map { $0.hasSuffix("Dishes #home") },
                       [true, false])
        try kanban(["rm", String(dishesID.prefix(6))])
        XCTAssertEqual(try cards().map { $0["title"] as? String }, ["Write the report #work", "Call mum"])
        XCTAssertEqual(try cards().map { $0["column"] as? String }, ["done", "doing"])
    }

    func testAReferenceMustNameOneCard() throws {
        // Cards until two ids share their first 4 digits (about 1 in 65,536
        // a pair: a file of many cards makes it sure).
        var lines = "## TODO\n"
        for index in 0..<1500 { lines += "- card \(index)\n" }
        XCTAssertEqual(try run(["kanban", "import", try write("many.md", lines)]).status, 0)
        let all = try cards()
        var byPrefix: [String: [String]] = [:]
        for card in all { byPrefix[String((card["id"] as! String).prefix(4)), default: []].append(card["title"] as! String) }
        let (prefix, titles) = try XCTUnwrap(byPrefix.first { $0.value.count > 1 })
        let ambiguous = try run(["kanban", "rm", prefix])
        XCTAssertEqual(ambiguous.status, 64)
        XCTAssertTrue(ambiguous.errors.hasPrefix("bankui: no card was removed: '\(prefix)' is the start of \(titles.count) cards' ids; type more of it:\n"),
                      ambiguous.errors)
        for title in titles { XCTAssertTrue(ambiguous.errors.contains("  \(prefix)"), ambiguous.errors); XCTAssertTrue(ambiguous.errors.contains(title + "\n")) }

        let short = try run(["kanban", "done", "abc"])
        XCTAssertEqual(short.status, 64)
        XCTAssertEqual(short.errors, "bankui: no card was moved: 'abc' is too short: a card id needs at least 4 digits\n")
        XCTAssertEqual(try run(["kanban", "rm", "card"]).status, 64)
        let used = Set(all.map { String(($0["id"] as! String).prefix(6)) })
        let free = try XCTUnwrap((0..<0x1000000).lazy.map { String(format: "%06x", $0) }.first { !used.contains($0) })
        let none = try run(["kanban", "move", free, "doing"])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.errors, "bankui: no card was moved: no card's id starts with '\(free)'\n")
        XCTAssertEqual(try run(["kanban", "move", prefix, "later"]).status, 64, "a bad column")
        XCTAssertEqual(try cards().count, 1500, "nothing changed")
    }

    func testAddRefusesWhatTheEditorWouldNotKeep() throws {
        for (arguments, message) in [
            (["add", " \u{200B} "], "bankui: no card was added: a card needs a title\n"),
            (["add", String(repeating: "x", count: 101)], "bankui: no card was added: a card's title has at most 100 characters\n"),
            (["add", "t", "--body", String(repeating: "x", count: 1001)], "bankui: no card was added: a card's body has at most 1000 characters\n"),
            (["add", "t", "--deadline", "soon"], "bankui: no card was added: 'soon' is not a date (2026-12-1, today, fri, next week fri, +3d, +1m, end of month)\n"),
            (["add", "t", "--deadline", "2026-02-30"], "bankui: no card was added: there is no day 2026-02-30\n"),
        ] {
            let refused = try run(["kanban"] + arguments)
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertEqual(refused.errors, message)
            XCTAssertEqual(refused.output, "")
        }
        XCTAssertEqual(try run(["kanban", "add", "t", "--column", "later"]).status, 64)
        let unknown = try run(["kanban", "add", "t", "--board", "Nope"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.errors, "bankui: no board is named 'Nope'; there are 'Project Manager'\n")
        XCTAssertEqual(try cards().count, 0)
        // Two days it could mean: refused with both, nothing added.
        let ambiguous = try run(["kanban", "add", "t", "--deadline", "3/4"])
        XCTAssertEqual(ambiguous.status, 64)
        XCTAssertTrue(ambiguous.errors.hasPrefix("bankui: no card was added: '3/4' could be "), ambiguous.errors)
        XCTAssertTrue(ambiguous.errors.hasSuffix(": write the date\n"), ambiguous.errors)
        XCTAssertEqual(try cards().count, 0)
        // A date the editor takes, in its words.
        try kanban(["add", "t", "--deadline", "오늘"])
        XCTAssertEqual(try kanban(["list", "--due", "today"]).split(separator: "\n").count, 1)
        // A weekday is the next one: within the week ahead, never today.
        try kanban(["add", "u", "--deadline", "금요일"])
        let listed = try kanban(["list", "--format", "json"])
        XCTAssertTrue(listed.contains("\"deadline\": \""), listed)
        XCTAssertEqual(try cards().count, 2)
    }

    func testTheDatabaseProblemsHaveTheirStatuses() throws {
        try kanban(["add", "first"])
        // The output cannot be written: 74.
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        XCTAssertEqual(try run(["kanban", "list"], output: full).status, 74)
        XCTAssertEqual(try run(["kanban", "add", "second"], output: full).status, 74)
        // Another program holds the lock: 75, nothing changed.
        let lock = try DatabaseLock(file: URL(fileURLWithPath: dataDirectory).appendingPathComponent("bankui.sqlite"))
        let locked = try run(["kanban", "add", "third"])
        XCTAssertEqual(locked.status, 75, locked.errors)
        XCTAssertEqual(locked.output, "")
        try lock.release()
        XCTAssertEqual(try cards().map { $0["title"] as? String }, ["first", "second"])
    }

    func testACommandThatCannotWriteTheDataDirectoryIs73() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run as another user")
        }
        try kanban(["add", "first"])
        XCTAssertEqual(chmod(directory.path, 0o755), 0)
        XCTAssertEqual(chmod(dataDirectory, 0o555), 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: dataDirectory) {
            XCTAssertEqual(chmod(dataDirectory + "/" + name, 0o444), 0)
        }
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        let list = try run(["kanban", "list"], prefix: nobody)
        XCTAssertEqual(list.status, 0, list.errors)
        XCTAssertTrue(list.output.hasSuffix("first  [Project Manager]\n"), list.output)
        for arguments in [["add", "second"], ["done", String(list.output.prefix(8))]] {
            XCTAssertEqual(try run(["kanban"] + arguments, prefix: nobody).status, 73, "\(arguments)")
        }
        XCTAssertEqual(chmod(dataDirectory, 0o755), 0)
    }
}

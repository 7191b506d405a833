import Foundation
import PostgresTesting
import XCTest

/// `bankui kanban sync` run as built: two boards on one throwaway server,
/// each synced from the command line, and its statuses.
final class KanbanSyncCommandEndToEndTests: CommandEndToEndTestCase {
    private var second: String { directory.appendingPathComponent("second").path }

    private func makeServer() throws -> (ThrowawayPostgres, String) {
        let server = try ThrowawayPostgres.start()
        addTeardownBlock { server.destroy() }
        try server.createDatabase("team")
        return (server, server.url(database: "team"))
    }

    private func board(_ cards: [String]) -> String {
        "## TODO\n\n" + cards.map { "- \($0)\n" }.joined()
    }

    func testOneBoardsCardsReachTheOtherThroughTwoSyncs() throws {
        let (server, url) = try makeServer()
        let file = try write("board.md", board(["Ship the release", "Write the notes"]))
        XCTAssertEqual(try run(["kanban", "import", file]).status, 0)
        // The first board keeps the URL in its settings; the second is given it.
        XCTAssertEqual(try run(["kanban", "remote", "set", url]).status, 0)

        let first = try run(["kanban", "sync"])
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(first.output, "Sent 2 changes, received 0; the board is up to date.\n")
        XCTAssertEqual(try server.execute("SELECT count(DISTINCT card_id) FROM bankui_kanban_log", database: "team")
            .trimmingCharacters(in: .whitespacesAndNewlines), "2")

        let other = try run(["kanban", "sync", "--kanban-remote", url, "--data-dir", second], addDataDirectory: false)
        XCTAssertEqual(other.status, 0, other.errors)
        XCTAssertEqual(other.output, "Sent 0 changes, received 2; the board is up to date.\n")
        let exported = try run(["kanban", "export", "--format", "markdown", "--data-dir", second], addDataDirectory: false)
        XCTAssertTrue(exported.output.contains("- Ship the release"), exported.output)
        XCTAssertTrue(exported.output.contains("- Write the notes"), exported.output)

        // Nothing new: said so; --quiet says nothing.
        let again = try run(["kanban", "sync"])
        XCTAssertEqual(again.output, "Sent 0 changes, received 0; the board is up to date.\n")
        let quiet = try run(["kanban", "sync", "--quiet"])
        XCTAssertEqual(quiet.status, 0, quiet.errors)
        XCTAssertEqual(quiet.output, "")
    }

    /// The server put back from a backup: the engine sends this board's
    /// changes again, and `kanban sync` says so (before, only the log did).
    func testAServerPutBackFromABackupIsSaid() throws {
        let (server, url) = try makeServer()
        XCTAssertEqual(try run(["kanban", "remote", "set", url]).status, 0)
        XCTAssertEqual(try run(["kanban", "add", "before the backup"]).status, 0)
        XCTAssertEqual(try run(["kanban", "sync"]).status, 0)
        let backup = try server.dump(database: "team")
        XCTAssertEqual(try run(["kanban", "add", "after the backup"]).status, 0)
        let sent = try run(["kanban", "sync"])
        XCTAssertEqual(sent.status, 0, sent.errors)
        XCTAssertEqual(sent.errors, "")
        try server.restore(backup, database: "team", dropping: ["bankui_meta", "bankui_kanban_log", "bankui_kanban_head", "bankui_presence"])
        let again = try run(["kanban", "sync"])
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertEqual(again.errors, "bankui: the server's log was restored or reset; sending this board's changes again\n")
        XCTAssertTrue(again.output.hasSuffix("the board is up to date.\n"), again.output)
        let quiet = try run(["kanban", "sync", "--lang", "ko"])
        XCTAssertEqual(quiet.errors, "", "said once: the next sync has nothing to say")
        XCTAssertEqual(try server.execute("SELECT count(DISTINCT card_id) FROM bankui_kanban_log", database: "team")
            .trimmingCharacters(in: .whitespacesAndNewlines), "2", "the card made after the backup is back on the server")
    }

    /// Two boards made offline with one name meet on the shared board:
    /// `--board NAME` refuses to pick one (before: it picked one without a
    /// word), `kanban boards` tells them apart by id, and an id names one.
    func testTwoBoardsOfOneNameAreToldApartNotPickedSilently() throws {
        let (_, url) = try makeServer()
        XCTAssertEqual(try run(["kanban", "boards", "new", "Sprint"]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards", "new", "Sprint", "--data-dir", second], addDataDirectory: false).status, 0)
        XCTAssertEqual(try run(["kanban", "sync", "--kanban-remote", url]).status, 0)
        XCTAssertEqual(try run(["kanban", "sync", "--kanban-remote", url, "--data-dir", second], addDataDirectory: false).status, 0)
        XCTAssertEqual(try run(["kanban", "sync", "--kanban-remote", url]).status, 0)

        let listed = try run(["kanban", "boards"]).output.split(separator: "\n").map(String.init)
        XCTAssertEqual(listed.count, 3, "\(listed)")
        let sprints = listed.filter { $0.contains("Sprint") }
        XCTAssertEqual(sprints.count, 2, "\(listed)")
        let ids = sprints.compactMap { line in line.split(separator: "(").last.map { String($0.dropLast()) } }
        XCTAssertEqual(ids.count, 2)
        XCTAssertTrue(ids.allSatisfy { $0.count == 8 }, "\(ids)")

        let refused = try run(["kanban", "add", "which sprint?", "--board", "Sprint"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.hasPrefix("bankui: 2 boards are named 'Sprint': "), refused.errors)
        XCTAssertTrue(ids.allSatisfy(refused.errors.contains), refused.errors)
        XCTAssertEqual(try run(["kanban", "list", "--format", "json"]).output.contains("which sprint?"), false)
        let korean = try run(["kanban", "add", "which sprint?", "--board", "Sprint", "--lang", "ko"])
        XCTAssertTrue(korean.errors.hasPrefix("bankui: 'Sprint'라는 보드가 2개 있습니다: "), korean.errors)

        let byID = try run(["kanban", "add", "this sprint", "--board", ids[0]])
        XCTAssertEqual(byID.status, 0, byID.errors)
        XCTAssertEqual(try run(["kanban", "boards", "rename", ids[1], "Sprint 2"]).status, 0)
        XCTAssertEqual(try run(["kanban", "add", "now it is clear", "--board", "Sprint"]).status, 0)
        XCTAssertEqual(try run(["kanban", "boards"]).output.contains("("), false, "no shared name left")
    }

    func testNoSharedBoardIsAConfigurationError() throws {
        let result = try run(["kanban", "sync"])
        XCTAssertEqual(result.status, 78)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.hasPrefix("bankui: no shared board set: set one with `bankui kanban remote set URL`"),
                      result.errors)
    }

    func testAServerThatCannotBeReachedIsUnavailable() throws {
        let (server, url) = try makeServer()
        server.stop()
        let file = try write("board.md", board(["Waits for the server"]))
        XCTAssertEqual(try run(["kanban", "import", file]).status, 0)
        let result = try run(["kanban", "sync", "--kanban-remote", url])
        XCTAssertEqual(result.status, 69, result.errors)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.hasPrefix("bankui: cannot sync the shared board: no server at that address"), result.errors)
        XCTAssertTrue(result.errors.hasSuffix("(1 change waits on this machine)\n"), result.errors)
    }

    func testAWrongPasswordIsUnavailableAndNotShown() throws {
        let server = try ThrowawayPostgres.start(requirePasswords: true)
        addTeardownBlock { server.destroy() }
        try server.createDatabase("team")
        _ = try server.execute("CREATE ROLE alice LOGIN PASSWORD 'right'")
        let url = server.url(database: "team", user: "alice")
        let result = try run(["kanban", "sync", "--kanban-remote", url], environment: ["PGPASSWORD": "Wrong#pw"])
        XCTAssertEqual(result.status, 69, result.errors)
        XCTAssertTrue(result.errors.contains("password authentication failed"), result.errors)
        XCTAssertFalse(result.errors.contains("Wrong"), result.errors)
    }

    /// --watch keeps the board shared and ends on SIGTERM with status 0,
    /// having sent what was made meanwhile.
    func testWatchEndsOnSIGTERMHavingSentEverything() throws {
        let (server, url) = try makeServer()
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["kanban", "sync", "--watch", "--kanban-remote", url, "--data-dir", dataDirectory]
        process.environment = ["LANG": "C.UTF-8", "HOME": directory.path, "XDG_STATE_HOME": directory.path, "USER": "tester"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        addTeardownBlock { if process.isRunning { process.terminate() } }
        // A card added by another command while it watches is sent.
        let file = try write("board.md", board(["Made while watching"]))
        XCTAssertEqual(try run(["kanban", "import", file]).status, 0)
        let deadline = Date().addingTimeInterval(30)
        var titles = ""
        repeat {
            // (The tables are made by the first connect.)
            titles = (try? server.execute("SELECT string_agg(value, ',') FROM bankui_kanban_log WHERE field = 'title'",
                                          database: "team")) ?? ""
            if titles.contains("Made while watching") { break }
            usleep(100_000)
        } while Date() < deadline
        XCTAssertTrue(titles.contains("Made while watching"), titles)
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("the board is up to date.\n"), text)
    }

    /// --watch --exec: the command runs once for each change from someone
    /// else, the change as JSON on its standard input, named; a command
    /// that fails or hangs is said and stopped, and the sync goes on.
    func testExecRunsOnceForEachChangeFromSomeoneElse() throws {
        let (_, url) = try makeServer()
        XCTAssertEqual(try run(["kanban", "remote", "set", url]).status, 0)
        XCTAssertEqual(try run(["kanban", "sync"]).status, 0)
        let seen = directory.appendingPathComponent("seen.jsonl").path
        let marks = directory.appendingPathComponent("marks").path
        // Each run appends its input; the second run fails, the third hangs.
        let script = try write("hook.sh", """
            cat >> '\(seen)'
            echo x >> '\(marks)'
            n=$(wc -l < '\(marks)')
            [ "$n" -eq 2 ] && exit 3
            [ "$n" -eq 3 ] && sleep 60
            exit 0
            """)
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["kanban", "sync", "--watch", "--kanban-remote", url, "--data-dir", second,
                             "--exec", "sh '\(script)'", "--exec-timeout", "1"]
        process.environment = ["LANG": "C.UTF-8", "HOME": directory.path, "XDG_STATE_HOME": directory.path, "USER": "tester"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        addTeardownBlock { if process.isRunning { process.terminate() } }
        // Four changes by 민수 on the first board, one sync each.
        for title in ["One", "Two", "Three", "Four"] {
            XCTAssertEqual(try run(["kanban", "add", title, "--as", "민수"]).status, 0)
            XCTAssertEqual(try run(["kanban", "sync"]).status, 0)
        }
        let deadline = Date().addingTimeInterval(60)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOfFile: seen, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= 4 { break }
            usleep(100_000)
        } while Date() < deadline
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(lines.count, 4, lines.joined(separator: "\n"))
        for (line, title) in zip(lines, ["One", "Two", "Three", "Four"]) {
            XCTAssertTrue(line.contains("\"author\": \"민수\""), line)
            XCTAssertTrue(line.contains("\"kind\": \"remote\""), line)
            XCTAssertTrue(line.contains("\"title\": \"\(title)\""), line)
        }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(said.contains("ended with status 3"), said)
        XCTAssertTrue(said.contains("took longer than 1 s and was stopped"), said)
        // The watching board's own change never runs it.
        XCTAssertEqual(try run(["kanban", "add", "Mine", "--data-dir", second], addDataDirectory: false).status, 0)
        XCTAssertEqual(((try? String(contentsOfFile: seen, encoding: .utf8)) ?? "").split(separator: "\n").count, 4)
    }
}

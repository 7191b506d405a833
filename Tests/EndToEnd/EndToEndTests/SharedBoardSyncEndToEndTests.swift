import Foundation
import PostgresTesting
import XCTest

/// Two bankui, each with its own data directory, sharing one kanban board
/// through a throwaway PostgreSQL server, in real terminals.
final class SharedBoardSyncEndToEndTests: XCTestCase {
    private func makeDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-sync-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    private func makeServer() throws -> (ThrowawayPostgres, String) {
        let server = try ThrowawayPostgres.start()
        addTeardownBlock { server.destroy() }
        try server.createDatabase("team")
        return (server, server.url(database: "team"))
    }

    private func occurrences(of text: String, in screen: String) -> Int {
        screen.components(separatedBy: text).count - 1
    }

    private func addCard(_ title: String, in session: TmuxSession) throws {
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send(title, literal: true)
        try session.send("Enter")
        try session.waitFor("│ \(title)")
    }

    func testACardMadeOnOneBoardAppearsOnTheOtherWithoutAKey() throws {
        let (_, url) = try makeServer()
        let arguments = ["--tab", "kanban", "--lang", "en", "--kanban-remote", url]
        let first = try TmuxSession(arguments: arguments, dataDirectory: try makeDataDirectory())
        let second = try TmuxSession(arguments: arguments, dataDirectory: try makeDataDirectory())
        try first.waitFor("● online", timeout: 30)
        try second.waitFor("● online", timeout: 30)

        try addCard("Shared from one", in: first)
        // No key is pressed on the second board.
        let screen = try second.waitFor("│ Shared from one", timeout: 10)
        XCTAssertEqual(occurrences(of: "Shared from one", in: screen), 1)
        try second.waitFor("TODO 1")

        try addCard("Answer from two", in: second)
        try first.waitFor("│ Answer from two", timeout: 10)
        try first.waitFor("TODO 2")
        try first.send("q")
        try second.send("q")
        XCTAssertEqual(try first.exitStatus(), 0)
        XCTAssertEqual(try second.exitStatus(), 0)
    }

    /// A board made on one bankui, a card with a tag and a checklist on
    /// it, and a tick on the other bankui: each shows on the other board
    /// without a key, through the shared board.
    func testBoardsTagsAndTicksTravelBetweenBoards() throws {
        let (_, url) = try makeServer()
        let arguments = ["--tab", "kanban", "--lang", "en", "--kanban-remote", url]
        let first = try TmuxSession(arguments: arguments, dataDirectory: try makeDataDirectory())
        let second = try TmuxSession(arguments: arguments, dataDirectory: try makeDataDirectory())
        try first.waitFor("● online", timeout: 30)
        try second.waitFor("● online", timeout: 30)

        // A new board, shown at once (it is chosen in the list).
        try first.send("b")
        try first.send("n")
        try first.send("Trip", literal: true)
        try first.send("Enter")
        try first.send("Enter")
        try first.waitFor("Trip (2/2)")
        // A card with a tag and a checklist of two.
        try first.send("n")
        try first.waitFor("New card · TODO")
        try first.send("Pack #travel", literal: true)
        try first.send("Tab")
        try first.send("Tab")
        try first.send("- [ ] passport", literal: true)
        try first.send("Enter")
        try first.send("- [ ] tickets", literal: true)
        try first.send("C-s")
        try first.waitFor("☑ 0/2")

        // The other board learns of the board, then shows its card.
        try second.waitFor("Project Manager (1/2)", timeout: 10)
        try second.send("b")
        try second.waitFor("Trip")
        try second.send("Down")
        try second.send("Enter")
        try second.waitFor("Trip (2/2)")
        try second.waitFor("│ Pack #travel", timeout: 10)
        try second.waitFor("☑ 0/2", timeout: 10)
        // A tick there shows here.
        try second.send("x")
        try second.waitFor("[ ] passport")
        try second.send("Space")
        try second.waitFor("[x] passport")
        try second.send("Escape")
        try first.waitFor("☑ 1/2", timeout: 10)
        try first.send("q")
        try second.send("q")
        XCTAssertEqual(try first.exitStatus(), 0)
        XCTAssertEqual(try second.exitStatus(), 0)
    }

    /// `bankui-sync` killed under a running bankui: the board says it is
    /// not shared any more, and why, rather than showing online for ever;
    /// then the program is started again and the board is shared again.
    func testAKilledSyncProgramIsReportedAndStartedAgain() throws {
        let (server, url) = try makeServer()
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--kanban-remote", url],
                                      dataDirectory: try makeDataDirectory())
        try session.waitFor("● online", timeout: 30)
        let first = try XCTUnwrap(Self.child(named: "bankui-sync", of: try session.pid()))
        kill(first, SIGKILL)
        try session.waitFor("● offline")
        try session.waitFor("● online", timeout: 30)
        let second = try XCTUnwrap(Self.child(named: "bankui-sync", of: try session.pid()))
        XCTAssertNotEqual(first, second)
        let log = try String(contentsOf: session.directory.appendingPathComponent("bankui/bankui.log"), encoding: .utf8)
        XCTAssertTrue(log.contains("bankui-sync ended (signal 9); started again soon"), log)
        try addCard("After restart", in: session)
        // Quitting at once: bankui gives the restarted program its grace to
        // send the card, so the server has it as soon as bankui has ended.
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        let rows = try server.execute("SELECT count(DISTINCT card_id) FROM bankui_kanban_log", database: "team")
        XCTAssertEqual(rows.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }

    /// A card added just before `q` is on the server once bankui has ended
    /// (not at its next start), and the line after quitting says so.
    func testQuittingRightAfterAnEditSharesIt() throws {
        let (server, url) = try makeServer()
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--kanban-remote", url],
                                      dataDirectory: try makeDataDirectory())
        try session.waitFor("● online", timeout: 30)
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("Last before quitting", literal: true)
        try session.send("Enter", "q")
        XCTAssertEqual(try session.exitStatus(timeout: 30), 0)
        let rows = try server.execute("SELECT value FROM bankui_kanban_log WHERE field = 'title'", database: "team")
        XCTAssertTrue(rows.contains("Last before quitting"), rows)
        try session.waitFor("All kanban changes were sent to the shared board.")
    }

    /// A server that cannot be reached: quitting does not wait for it, the
    /// change is kept, and the line after quitting says how many wait and why.
    func testQuittingWithTheServerGoneKeepsTheChangeAndSaysWhy() throws {
        let (server, url) = try makeServer()
        let data = try makeDataDirectory()
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--kanban-remote", url],
                                      dataDirectory: data)
        try session.waitFor("● online", timeout: 30)
        server.stop()
        try session.waitFor("● offline", timeout: 45)
        try addCard("Made offline", in: session)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(timeout: 30), 0)
        let screen = try session.waitFor("not yet sent to the shared board").replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(screen.contains("1 kanban change is not yet sent to the shared board (no server at that address"), screen)
        XCTAssertTrue(screen.contains("or by `bankui kanban sync`"), screen)
        // Kept: the next start sends it.
        try server.restart()
        let again = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--kanban-remote", url],
                                    dataDirectory: data)
        try again.waitForScreen(timeout: 30) {
            $0.contains("● online") && $0.range(of: "● online [0-9]", options: .regularExpression) == nil
        }
        let rows = try server.execute("SELECT value FROM bankui_kanban_log WHERE field = 'title'", database: "team")
        XCTAssertTrue(rows.contains("Made offline"), rows)
        try again.send("q")
    }

    /// A server that takes the connection and then says nothing: quitting
    /// waits its grace, no more, then stops the program (and says so in
    /// the log), keeping the change.
    func testAServerThatDoesNotAnswerDelaysQuittingOnlyByTheGrace() throws {
        let (server, url) = try makeServer()
        let data = try makeDataDirectory()
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--kanban-remote", url],
                                      dataDirectory: data)
        try session.waitFor("● online", timeout: 30)
        server.pause()
        addTeardownBlock { server.resume() }
        try addCard("Frozen out", in: session)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(timeout: 30), 0)
        // The line is wider than the window: read it unwrapped.
        let screen = try session.waitFor("not yet sent to the shared board").replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(screen.contains("(no answer from the server within 2 s)"), screen)
        let log = try String(contentsOf: session.directory.appendingPathComponent("bankui/bankui.log"), encoding: .utf8)
        XCTAssertTrue(log.contains("bankui-sync did not finish sending within 2 s; stopped"), log)
    }

    /// The process named `name` whose parent is `parent`.
    private static func child(named name: String, of parent: pid_t) -> pid_t? {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let command = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if command == name, fields.count > 1, pid_t(fields[1]) == parent { return pid }
        }
        return nil
    }

    func testAKilledBoardWithUnsentChangesLosesNothingAndDuplicatesNothing() throws {
        let (server, url) = try makeServer()
        let arguments = ["--tab", "kanban", "--lang", "en", "--kanban-remote", url]
        let killedData = try makeDataDirectory()
        let killed = try TmuxSession(arguments: arguments, dataDirectory: killedData)
        let watcher = try TmuxSession(arguments: arguments, dataDirectory: try makeDataDirectory())
        try killed.waitFor("● online", timeout: 30)
        try watcher.waitFor("● online", timeout: 30)
        try addCard("Sent before", in: killed)
        try watcher.waitFor("│ Sent before", timeout: 10)

        // The server goes away: changes wait in the outbox.
        server.stop()
        try killed.waitFor("● offline", timeout: 30)
        try addCard("Made offline", in: killed)
        try addCard("Also offline", in: killed)
        // The dot's count of changes not yet sent.
        try killed.waitForScreen { $0.range(of: "● offline [1-9]", options: .regularExpression) != nil }
        kill(try killed.pid(), SIGKILL)
        _ = try killed.exitStatus()

        try server.restart()
        let again = try TmuxSession(arguments: arguments, dataDirectory: killedData)
        try again.waitForScreen(timeout: 30) {
            $0.contains("● online") && $0.range(of: "● online [0-9]", options: .regularExpression) == nil
        }
        // The other board catches up after its own reconnect (backoff ≤ 30 s).
        let screen = try watcher.waitForScreen(timeout: 45) {
            $0.contains("│ Made offline") && $0.contains("│ Also offline") && $0.contains("TODO 3")
        }
        for title in ["Sent before", "Made offline", "Also offline"] {
            XCTAssertEqual(occurrences(of: title, in: screen), 1, "\(title) on:\n\(screen)")
        }
        // Three cards on the server, and each change there once.
        let rows = try server.execute(
            "SELECT count(DISTINCT card_id) || ' ' || (count(*) - count(DISTINCT (card_id, field, hlc))) FROM bankui_kanban_log",
            database: "team")
        XCTAssertEqual(rows.trimmingCharacters(in: .whitespacesAndNewlines), "3 0")
        try again.send("q")
        try watcher.send("q")
    }
}

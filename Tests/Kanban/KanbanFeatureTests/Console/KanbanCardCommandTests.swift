import ArgumentParser
import Foundation
import KanbanCore
import TextKit
import Testing
@testable import AppRoot
import ConsoleKit
import FileKit
@testable import KanbanFeature

/// `bankui kanban add`, `list`, `move`, `done` and `rm`: parsing, card
/// references, the checks of `add` and the listing (the end-to-end tests
/// run them).
@Suite struct KanbanCardCommandTests {
    private let monday = Deadline(iso: "2026-11-23")!

    /// Text options take a value that starts with `-` (a checklist body,
    /// `-h`), and a parse error never becomes the help with status 0.
    @Test func textThatStartsWithADashArrivesAsGiven() throws {
        let add = try #require(try BankUICommand.parseAsRoot(["kanban", "add", "T", "--body", "- [ ] milk", "--board", "-h"])
            as? KanbanAddCommand)
        #expect(add.body == "- [ ] milk" && add.board == "-h")
        let dashed = try #require(try BankUICommand.parseAsRoot(["kanban", "add", "--", "-hello world"]) as? KanbanAddCommand)
        #expect(dashed.title == "-hello world")
        for arguments in [["kanban", "add", "-hello world"], ["kanban", "add", "-hello"], ["kanban", "add", "T", "-world"]] {
            do {
                // The parser answers a help it read into the word with its
                // help command, which ends by throwing, as the program runs it.
                var command = try BankUICommand.parseAsRoot(arguments)
                if command is KanbanAddCommand { Issue.record("\(arguments) parsed as a card") } else { try command.run() }
                Issue.record("\(arguments) ran")
            } catch {
                let (message, code) = Entry.failure(for: error, arguments: arguments)
                #expect(code == .validationFailure, "\(arguments): \(message)")
                #expect(message.contains("Use -- before a title that starts with -"), "\(arguments): \(message)")
            }
        }
        do {
            var help = try BankUICommand.parseAsRoot(["kanban", "add", "--help"])
            try help.run()
        } catch {
            #expect(Entry.failure(for: error, arguments: ["kanban", "add", "--help"]).code == .success, "help asked for by name")
        }
    }

    /// A write the disk refused says so in words and that nothing changed.
    @Test func aFailedWriteSaysWhyInWordsAndThatNothingChanged() {
        let full = WriteProblem(cause: .ioError, message: "disk I/O error")
        #expect(Console.failedWrite(notDone: "no card was added", problem: full)
            == "bankui: no card was added: the system could not write the database file (the disk may be full or failing); nothing was changed")
        #expect(Console.failedWrite(notDone: "no card was added", problem: WriteProblem(cause: .diskFull, message: "database or disk is full"))
            == "bankui: no card was added: the disk is full; nothing was changed")
    }

    @Test func theCommandsParse() throws {
        let add = try #require(try BankUICommand.parseAsRoot(
            ["kanban", "add", "Buy milk", "--body", "b", "--deadline", "+3d", "--column", "DOING", "--board", "Home"])
            as? KanbanAddCommand)
        #expect(add.title == "Buy milk" && add.body == "b" && add.deadline == "+3d" && add.column == .doing && add.board == "Home")
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "add", "x", "--column", "later"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "add"]) }
        let list = try #require(try BankUICommand.parseAsRoot(["kanban", "list", "--due", "week", "--format", "json", "--tag", "#home"])
            as? KanbanListCommand)
        #expect(list.due == .week && list.format == .json && list.tag == "#home")
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "list", "--due", "soon"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "list", "--tag", "42"]) }
        let move = try #require(try BankUICommand.parseAsRoot(["kanban", "move", "1a2b", "done"]) as? KanbanMoveCommand)
        #expect(move.id == "1a2b" && move.column == .done)
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "move", "1a2b", "nowhere"]) }
        #expect(try BankUICommand.parseAsRoot(["kanban", "done", "1a2b"]) is KanbanDoneCommand)
        #expect(try BankUICommand.parseAsRoot(["kanban", "rm", "1a2b"]) is KanbanRemoveCommand)
    }

    @Test func aReferenceIsAtLeastFourHexDigits() throws {
        #expect(try CardReference("1A2B").digits == "1a2b")
        #expect(try CardReference("1a2b3c4d-5e6f").digits == "1a2b3c4d5e6f")
        #expect(throws: CardReference.Refusal.tooShort("1a2")) { try CardReference("1a2") }
        #expect(throws: CardReference.Refusal.tooShort("1-a-2")) { try CardReference("1-a-2") }
        #expect(throws: CardReference.Refusal.notHex("milk")) { try CardReference("milk") }
        #expect(throws: CardReference.Refusal.notHex("")) { try CardReference("") }
    }

    @Test func aReferenceNamesOneCardNoneOrSeveral() throws {
        let a = Card(id: UUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!, title: "a")
        let b = Card(id: UUID(uuidString: "1A2B3C4E-0000-4000-8000-000000000002")!, title: "b")
        let board = Board(cards: [a, b])
        #expect(try CardReference("1a2b").match(in: board) == .several([a, b]))
        #expect(try CardReference("1A2B3C4D").match(in: board) == .one(a))
        #expect(try CardReference(a.id.uuidString).match(in: board) == .one(a))
        #expect(try CardReference("ffff").match(in: board) == .none)
        #expect(CardReference.short(a.id) == "1a2b3c4d")
    }

    @Test func addRefusesWhatTheEditorWouldNotKeep() throws {
        #expect(throws: KanbanAddCommand.Refusal.noTitle) { try KanbanAddCommand.check(title: " \u{200B}\t", body: "", deadline: nil, today: monday) }
        #expect(throws: KanbanAddCommand.Refusal.titleTooLong) {
            try KanbanAddCommand.check(title: String(repeating: "x", count: 101), body: "", deadline: nil, today: monday)
        }
        #expect(throws: KanbanAddCommand.Refusal.bodyTooLong) {
            try KanbanAddCommand.check(title: "t", body: String(repeating: "x", count: 1001), deadline: nil, today: monday)
        }
        #expect(throws: KanbanAddCommand.Refusal.date(.notADate("soon"))) { try KanbanAddCommand.check(title: "t", body: "", deadline: "soon", today: monday) }
        #expect(throws: KanbanAddCommand.Refusal.date(.noSuchDay("2026-02-30"))) {
            try KanbanAddCommand.check(title: "t", body: "", deadline: "2026-02-30", today: monday)
        }
        // At the limits, after cleaning (white space around and escape
        // sequences do not count), and the editor's dates.
        #expect(try KanbanAddCommand.check(title: "  " + String(repeating: "x", count: 100) + "\u{1B}[31m ", body: String(repeating: "y", count: 1000),
                                           deadline: nil, today: monday) == nil)
        #expect(try KanbanAddCommand.check(title: "t", body: "", deadline: "+3d", today: monday) == Deadline(iso: "2026-11-26"))
        #expect(try KanbanAddCommand.check(title: "t", body: "", deadline: "내일", today: monday) == Deadline(iso: "2026-11-24"))
        #expect(try KanbanAddCommand.check(title: "t", body: "", deadline: "2026-12-01", today: monday) == Deadline(iso: "2026-12-01"))
    }

    /// Two boards: Work (first) with cards in TODO and DONE, Home with one.
    private func twoBoards() -> (Board, home: UUID) {
        let home = BoardInfo(name: "Home", position: "b")
        let work = BoardInfo(id: BoardInfo.firstID, name: "Work", position: "a")
        let cards = [
            Card(id: UUID(uuidString: "AAAA0000-0000-4000-8000-000000000001")!, title: "report #work", deadline: Deadline(iso: "2026-11-20"),
                 column: .todo, position: "a", board: work.id),
            Card(id: UUID(uuidString: "BBBB0000-0000-4000-8000-000000000002")!, title: "plan", body: "- [x] one\n- [ ] two",
                 deadline: Deadline(iso: "2026-11-29"), column: .todo, position: "b", board: work.id),
            Card(id: UUID(uuidString: "CCCC0000-0000-4000-8000-000000000003")!, title: "old", deadline: Deadline(iso: "2026-11-01"),
                 column: .done, position: "a", board: work.id),
            Card(id: UUID(uuidString: "DDDD0000-0000-4000-8000-000000000004")!, title: "dishes \u{1B}]0;x\u{07}#Home", body: "a\u{202E}b\n\"q\"",
                 deadline: Deadline(iso: "2026-11-23"), column: .doing, position: "a", board: home.id),
        ]
        return (Board(cards: cards, tombstones: [], boards: [work, home]), home.id)
    }

    @Test func theListIsBoardByBoardColumnByColumnAndFilters() {
        let (board, home) = twoBoards()
        let all = KanbanListing(board, today: monday)
        #expect(all.entries.map(\.card.title.first) == ["r", "p", "o", "d"])
        #expect(all.entries.map(\.position) == [0, 1, 0, 0])
        #expect(KanbanListing(board, only: home, today: monday).entries.map(\.boardName) == ["Home"])
        #expect(KanbanListing(board, column: .done, today: monday).entries.map(\.card.title) == ["old"])
        #expect(KanbanListing(board, tag: Tag("WORK"), today: monday).entries.map(\.card.title) == ["report #work"])
        #expect(KanbanListing(board, tag: KanbanListCommand.tag("home"), today: monday).entries.count == 1)
        // Overdue leaves out DONE; the week runs to Sunday the 29th.
        #expect(KanbanListing(board, due: .overdue, today: monday).entries.map(\.card.title) == ["report #work"])
        #expect(KanbanListing(board, due: .today, today: monday).entries.map(\.boardName) == ["Home"])
        #expect(KanbanListing(board, due: .week, today: monday).entries.map(\.card.title.first) == ["p", "d"])
        #expect(KanbanListing(board, due: .week, today: Deadline(iso: "2026-11-30")!).entries.isEmpty)
    }

    @Test func theTextIsOneCleanLineACard() {
        let (board, home) = twoBoards()
        #expect(KanbanListing(board, today: monday).text(showBoard: true) == """
            aaaa0000  TODO   2026-11-20  report #work  [Work]
            bbbb0000  TODO   2026-11-29  plan  [Work]
            cccc0000  DONE   2026-11-01  old  [Work]
            dddd0000  DOING  2026-11-23  dishes #Home  [Home]

            """)
        let undated = Board(cards: [Card(id: UUID(uuidString: "EEEE0000-0000-4000-8000-000000000005")!, title: "x")])
        #expect(KanbanListing(undated, today: monday).text(showBoard: false) == "eeee0000  TODO               x\n")
        #expect(KanbanListing(board, only: home, column: .todo, today: monday).text(showBoard: false) == "")
    }

    @Test func theJSONHasStableKeysAndEscapesControls() throws {
        let (board, _) = twoBoards()
        let json = KanbanListing(board, today: monday).json()
        #expect(!json.unicodeScalars.contains { UntrustedText.isForbidden($0) && $0 != "\n" }, "\(json)")
        let lines = json.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[2] == """
              {"id": "bbbb0000-0000-4000-8000-000000000002", "board": "Work", "column": "todo", "title": "plan", \
            "body": "- [x] one\\n- [ ] two", "deadline": "2026-11-29", "repeat": null, "doneOn": null, "tags": [], "for": [], "checklist": {"done": 1, "total": 2}, "position": 1},
            """)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.count == 4)
        #expect(parsed[3]["title"] as? String == "dishes \u{1B}]0;x\u{07}#Home")
        #expect(parsed[3]["body"] as? String == "a\u{202E}b\n\"q\"")
        #expect(parsed[3]["tags"] as? [String] == ["Home"])
        #expect(parsed[3]["checklist"] is NSNull)
        #expect(parsed[0]["tags"] as? [String] == ["work"])
        #expect(KanbanListing(Board(), today: monday).json() == "[]\n")
        let undated = Board(cards: [Card(title: "x")])
        let one = try #require(try JSONSerialization.jsonObject(with: Data(KanbanListing(undated, today: monday).json().utf8)) as? [[String: Any]])
        #expect(one[0]["deadline"] is NSNull)
    }
}

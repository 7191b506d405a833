import Foundation
import Testing
@testable import KanbanCore

@Suite struct ExportImportTests {
    /// A board with what is hard to write: quotes, backslashes, a body line
    /// that looks like a deadline, blank lines inside a body, Hangul, an
    /// emoji, a title with `#` and `- `.
    private var tricky: Board {
        var state = KanbanState()
        let cards: [(String, String, Deadline?, KanbanColumn)] = [
            ("Write \"the\" report", "first line\ndue: 2026-01-01\n\\ backslash\n\n\nafter blanks", day("2026-11-23"), .todo),
            ("한글 카드 🙂", "본문\n  indented", nil, .todo),
            ("- not an item", "", day("2027-02-28"), .doing),
            ("## not a heading", "# nor this\n- nor this", nil, .doing),
            ("done", "due:", nil, .done),
            ("tab\tand slash /", "\\due: escaped already", nil, .done),
        ]
        for (index, (title, body, deadline, column)) in cards.enumerated() {
            state.perform(state.board.adding(title: title, body: body, deadline: deadline, to: column,
                                             id: cardID(UInt8(index + 1)), at: instant()))
        }
        return state.board
    }

    /// The fields an export keeps (positions are given afresh).
    private func fields(_ cards: [Card], ids: Bool) -> [String] {
        cards.map { "\(ids ? $0.id.uuidString : "")|\($0.title)|\($0.body)|\($0.deadline?.iso ?? "-")|\($0.column)" }
    }

    @Test func jsonRoundTripsEverything() throws {
        let board = tricky
        let text = KanbanExport.json(board)
        let cards = try KanbanImport.parse(text)
        #expect(fields(cards, ids: true) == fields(board.orderedCards, ids: true))
        #expect(Board(cards: cards).orderedCards.map(\.id) == board.orderedCards.map(\.id))
        #expect(KanbanExport.json(Board(cards: cards)) == text)
        // Foundation reads it too.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 2)
        let boards = object?["boards"] as? [[String: Any]]
        #expect(boards?.first?["name"] as? String == "Project Manager")
        #expect((boards?.first?["cards"] as? [[String: Any]])?.count == 6)
    }

    @Test func jsonLooksLikeTheFormat() {
        let text = KanbanExport.json(Board.with(["a"]))
        #expect(text == """
            {
              "version": 2,
              "boards": [
                {"id": "00000000-0000-4000-8000-000000000001", "name": "Project Manager", "cards": [
                  {"id": "00000000-0000-4000-8000-000000000001", "title": "a", "body": "", "deadline": null, "column": "todo"}
                ]}
              ]
            }

            """)
        #expect(KanbanExport.json(Board()) == """
            {
              "version": 2,
              "boards": [
                {"id": "00000000-0000-4000-8000-000000000001", "name": "Project Manager", "cards": []}
              ]
            }

            """)
    }

    @Test func markdownRoundTripsEverythingButIDs() throws {
        let board = tricky
        let text = KanbanExport.markdown(board)
        let cards = try KanbanImport.parse(text)
        #expect(fields(cards, ids: false) == fields(board.orderedCards, ids: false))
        #expect(KanbanExport.markdown(Board(cards: cards)) == text)
        #expect(text.contains("  \\due: 2026-01-01\n"))
        #expect(text.contains("  \\\\ backslash\n"))
    }

    @Test func markdownLooksLikeTheFormat() {
        var board = Board.with(["Report", "Call"])
        board.apply(board.editing(cardID(1), title: "Report", body: "two\nlines", deadline: day("2026-11-23"), at: instant())!.forward)
        board.apply(board.moving(cardID(2), to: .done, at: instant())!.forward)
        #expect(KanbanExport.markdown(board) == """
            # Project Manager

            ## TODO

            - Report
              due: 2026-11-23
              two
              lines

            ## DOING

            ## DONE

            - Call

            """)
    }

    @Test func handWrittenMarkdownIsRead() throws {
        let text = """
            # My board\r
            \r
            ## todo\r
            * First\r
            \tdue: 2026-11-23\r
            \tbody with a tab indent\r
            - Second

            ## Done
            - Third
              line one


              line three


            ## TODO
            - Fourth
            """
        let cards = try KanbanImport.parse(text)
        #expect(cards.map(\.title) == ["First", "Second", "Fourth", "Third"])
        #expect(cards[0].deadline == day("2026-11-23") && cards[0].body == "body with a tab indent")
        #expect(cards[3].body == "line one\n\n\nline three")
        #expect(cards.allSatisfy { OrderKey.isValid($0.position) })
        #expect(Board(cards: cards).titles(.todo) == ["First", "Second", "Fourth"])
    }

    @Test func aLargeBoardIsWrittenInPiecesThatStopWhenWritingFails() {
        let cards = (0..<3000).map { Card(title: "card \($0)", body: String(repeating: "본문 ", count: 20), position: "a0") }
        let board = Board(cards: cards, tombstones: [], filterIndex: false)
        for (whole, pieces) in [(KanbanExport.json(board), { KanbanExport.json(board, write: $0) }),
                                (KanbanExport.markdown(board), { KanbanExport.markdown(board, write: $0) })]
            as [(String, (((String) -> Bool) -> Bool))] {
            var written: [String] = []
            #expect(pieces { written.append($0); return true })
            #expect(written.count > 2)
            #expect(written.joined() == whole)
            var calls = 0
            #expect(!pieces { _ in calls += 1; return false })
            #expect(calls == 1, "nothing more after a failed write")
        }
    }

    @Test func anEmptyBoardRoundTrips() throws {
        #expect(try KanbanImport.parse(KanbanExport.markdown(Board())).isEmpty)
        #expect(try KanbanImport.parse(KanbanExport.json(Board())).isEmpty)
    }

    @Test func importedTextIsCleaned() throws {
        let cards = try KanbanImport.parse("## TODO\n- a\u{1B}[31mb\u{202E}c\n  x\u{7}y\n")
        #expect(cards.map(\.title) == ["abc"])
        #expect(cards.map(\.body) == ["xy"])
    }

    private func refusal(_ text: String) -> KanbanImportError? {
        do {
            _ = try KanbanImport.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedMarkdownIsRefusedWithItsLine() {
        let cases: [(String, Int, String)] = [
            ("## TODO\n- a\n-   \n", 3, "a card needs a title"),
            ("## TODO\n\n- a\n\n- b\n\n-\n", 7, "a card needs a title"),
            ("- a\n", 1, "a card before any column heading (## TODO, ## DOING or ## DONE)"),
            ("## TODO\n- a\n## LATER\n", 3, "no column 'LATER' (TODO, DOING or DONE)"),
            ("## TODO\n- a\n  due: 2026-02-30\n", 3, "there is no day 2026-02-30"),
            ("## TODO\n- a\n  due: tomorrow\n", 3, "'tomorrow' is not a date (YYYY-MM-DD)"),
            ("## TODO\n  orphan\n", 2, "indented text belongs under a card (- title)"),
            ("## TODO\n- a\nloose text\n", 3, "expected a column heading (## TODO), a card (- title) or an indented line under a card"),
            ("just some notes\n", 1, "expected a column heading (## TODO), a card (- title) or an indented line under a card"),
            ("", 1, "no column heading (## TODO, ## DOING or ## DONE): not a kanban board"),
            ("## TODO\n- " + String(repeating: "x", count: 101) + "\n", 2, "a title has at most 100 characters"),
            ("## TODO\n- a\n  " + String(repeating: "x", count: 1001) + "\n", 2, "a body has at most 1000 characters"),
        ]
        for (text, line, reason) in cases {
            #expect(refusal(text) == KanbanImportError(line: line, reason: reason), "\(text.debugDescription)")
        }
        #expect(refusal("## TODO\n- a\n-\n")?.description == "line 3: a card needs a title")
    }

    @Test func malformedJSONIsRefusedWithItsLine() {
        let cases: [(String, Int, String)] = [
            ("{\n \"version\": 1,\n \"cards\": [\n  {\"column\": \"todo\"}\n ]\n}", 4, "a card needs a title"),
            ("{\n \"version\": 1,\n \"cards\": [\n  {\"title\": \"a\", \"column\": \"todo\"},\n\n\n  {\"title\": \"  \", \"column\": \"todo\"}\n ]\n}",
             7, "a card needs a title"),
            ("{\"version\": 1, \"cards\": [{\"title\": \"a\"}]}", 1, "a card needs a column (todo, doing or done)"),
            ("{\"version\": 1, \"cards\": [{\"title\": \"a\",\n \"column\": \"later\"}]}", 2, "no column 'later' (TODO, DOING or DONE)"),
            ("{\"version\": 1, \"cards\": [{\"title\": \"a\", \"column\": \"todo\",\n\"deadline\": \"2026-02-30\"}]}", 2,
             "there is no day 2026-02-30"),
            ("{\"version\": 1, \"cards\": [{\"title\": 5, \"column\": \"todo\"}]}", 1, "\"title\" is text in quotes"),
            ("{\"version\": 1, \"cards\": [{\"id\": \"x\", \"title\": \"a\", \"column\": \"todo\"}]}", 1,
             "'x' is not a card id (a UUID)"),
            ("{\"version\": 1, \"cards\": [\n{\"id\": \"00000000-0000-4000-8000-000000000001\", \"title\": \"a\", \"column\": \"todo\"},\n{\"id\": \"00000000-0000-4000-8000-000000000001\", \"title\": \"b\", \"column\": \"todo\"}]}",
             3, "two cards have the id 00000000-0000-4000-8000-000000000001"),
            ("{\"version\": 3, \"cards\": []}", 1, "version 3 is not one this bankui reads (1 or 2)"),
            ("{\"version\": 2, \"cards\": []}", 1, "the file has no \"boards\""),
            ("{\"cards\": []}", 1, "the board has no \"version\""),
            ("{\"version\": 1}", 1, "the board has no \"cards\""),
            ("{\"version\": 1, \"cards\": {}}", 1, "\"cards\" is a list: [ … ]"),
            ("[1, 2]", 1, "a JSON board is an object: {\"version\": 2, \"boards\": […]}"),
            ("{\"version\": 1, \"cards\": [\n\"a\"]}", 2, "a card is an object: {\"title\": …, \"column\": …}"),
            ("{\n\"version\": 1,\n\"cards\": [\n{\"title\": \"a\" \"column\": \"todo\"}]}", 4, "expected ',' or '}'"),
            ("{\n\"version\": 1,\n\"cards\": [\n", 4, "the JSON ends too early"),
            ("{\"version\": 1, \"cards\": []} extra", 1, "unexpected text after the end of the JSON value"),
            ("{\"version\": 1, \"cards\": [{\"title\": \"a\nb\"}]}", 1, "a string is not closed on its line (a '\"' is missing)"),
            ("{\"version\": 1, \"cards\": [{\"title\": \"\\q\"}]}", 1, "unknown escape '\\q' in a string"),
            ("{\"version\": 01, \"cards\": []}", 1, "a number does not start with 0"),
        ]
        for (text, line, reason) in cases {
            #expect(refusal(text) == KanbanImportError(line: line, reason: reason), "\(text)")
        }
    }

    @Test func jsonEscapesAreRead() throws {
        let text = #"{"version": 1, "cards": [{"title": "a\"b\\c\/d \u00e9 \ud83d\ude00", "body": "x\ny\ttab", "column": "DOING"}]}"#
        let cards = try KanbanImport.parse(text)
        #expect(cards.map(\.title) == ["a\"b\\c/d é 😀"])
        #expect(cards.map(\.body) == ["x\ny tab"])
        #expect(cards.map(\.column) == [.doing])
    }
}

import Foundation
import Testing
@testable import KanbanCore

/// Export and import with boards: JSON version 2 (a `boards` list),
/// Markdown `# Board` headings over the columns; version 1 files still
/// read, into the board shown.
@Suite struct BoardsFileTests {
    let home = cardID(100)

    /// The first board with `a` (TODO) and Home with `h` (DONE).
    var twoBoards: Board {
        var state = KanbanState()
        state.perform(try! state.board.addingBoard(named: "Home", id: home, at: instant()))
        state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: cardID(1), at: instant()))
        state.perform(state.board.adding(title: "h", body: "x", deadline: nil, to: .done, board: home, id: cardID(2), at: instant()))
        return state.board
    }

    @Test func jsonCarriesEveryBoardAndReadsBack() throws {
        let board = twoBoards
        let text = KanbanExport.json(board)
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains("{\"id\": \"\(home.uuidString.lowercased())\", \"name\": \"Home\", \"cards\": ["))
        guard case .boards(let boards) = try KanbanImport.read(text) else { Issue.record("not boards"); return }
        #expect(boards.map(\.name) == ["Project Manager", "Home"])
        #expect(boards.map(\.id) == [BoardInfo.firstID, home])
        #expect(boards[1].cards.map(\.title) == ["h"])
        // One board alone.
        let only = KanbanExport.json(board, only: home)
        guard case .boards(let one) = try KanbanImport.read(only) else { Issue.record("not boards"); return }
        #expect(one.map(\.name) == ["Home"])
    }

    @Test func markdownHasABoardHeadingOverItsColumns() throws {
        let text = KanbanExport.markdown(twoBoards)
        #expect(text.hasPrefix("# Project Manager\n\n## TODO\n\n- a\n"))
        #expect(text.contains("\n# Home\n\n## TODO\n\n## DOING\n\n## DONE\n\n- h\n  x\n"))
        guard case .boards(let boards) = try KanbanImport.read(text) else { Issue.record("not boards"); return }
        #expect(boards.map(\.name) == ["Project Manager", "Home"])
        #expect(boards.map { $0.cards.map(\.title) } == [["a"], ["h"]])
        #expect(KanbanExport.markdown(Board(cards: [], tombstones: [])) == "# Project Manager\n\n## TODO\n\n## DOING\n\n## DONE\n")
    }

    @Test func versionOneFilesGoToTheBoardShown() throws {
        let json = #"{"version": 1, "cards": [{"title": "old", "column": "doing"}]}"#
        #expect(try KanbanImport.read(json).cards.map(\.title) == ["old"])
        guard case .cards = try KanbanImport.read(json) else { Issue.record("not one board"); return }
        guard case .cards = try KanbanImport.read("## TODO\n- old\n") else { Issue.record("not one board"); return }
        var state = KanbanState(board: twoBoards)
        state.shownBoard = home
        state.replaceBoard(with: try KanbanImport.parse(json), at: instant(5))
        #expect(state.board.cards(in: .doing, board: home).map(\.title) == ["old"])
        #expect(state.board.cards(in: .done, board: home).isEmpty)
        #expect(state.board.cards(in: .todo).map(\.title) == ["a"])
    }

    @Test func aFileOfBoardsReplacesTheBoardsItNamesAndMakesTheOthers() throws {
        let file = try KanbanImport.read("# Home\n## TODO\n- new h\n# Work\n## DONE\n- w\n")
        let board = twoBoards
        let plan = board.plan(file, shown: BoardInfo.firstID)
        #expect(plan.newBoards.map(\.name) == ["Work"])
        #expect(plan.targets.first == home)
        var state = KanbanState(board: board)
        state.importing(plan, at: instant(6))
        #expect(state.board.orderedBoards.map(\.name) == ["Project Manager", "Home", "Work"])
        #expect(state.board.cards(on: home).map(\.title) == ["new h"])
        #expect(state.board.cards(in: .todo).map(\.title) == ["a"])
    }

    @Test func badBoardsAreRefusedWithTheirLine() {
        func refusal(_ text: String) -> KanbanImportError? {
            do { _ = try KanbanImport.read(text) } catch { return error }
            return nil
        }
        #expect(refusal("# Home\n## TODO\n# Home\n") == KanbanImportError(line: 3, reason: "two boards are named 'Home'"))
        #expect(refusal("#  \u{200B}\n## TODO\n") == KanbanImportError(line: 1, reason: "a board needs a name"))
        #expect(refusal("# " + String(repeating: "x", count: 500) + "\n")
            == KanbanImportError(line: 1, reason: "a board's name has at most 100 characters"))
        #expect(refusal("## TODO\n- a\n# Home\n")?.line == 3)
        #expect(refusal(#"{"version": 2, "boards": [{"cards": []}]}"#)?.reason == "a board needs a \"name\" in quotes")
        #expect(refusal(#"{"version": 2, "boards": [{"name": "a", "cards": []}, {"name": " a ", "cards": []}]}"#)?.reason
            == "two boards are named 'a'")
    }
}

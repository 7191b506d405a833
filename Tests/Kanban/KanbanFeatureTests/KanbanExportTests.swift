import TextKit
import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// `X`: the board shown written to a file whose path is typed, Markdown or
/// JSON by the name's ending; a write that fails says why and keeps what
/// was typed.
@MainActor
@Suite struct KanbanExportTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func dialog(_ kanban: KanbanHarness) -> ExportDialog? {
        if case .export(let dialog)? = kanban.tab.overlay { return dialog }
        return nil
    }

    @Test(arguments: Language.allCases)
    func theBoardIsWrittenAsMarkdownOrJSON(language: Language) throws {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        let cards = kanban.tab.state?.board.cards(on: kanban.tab.boardShown).count ?? 0
        kanban.send(.character("X"))
        let opened = try #require(dialog(kanban))
        #expect(opened.field.text == "Project-Manager.md" && opened.field.isSelected, "the board's name, selected")
        kanban.type("/tmp/bankui-board.md")
        // SNAP assertSnapshot(kanban.driver, named: "kanban-export-dialog-\(language)")
        kanban.send(.escape)
        #expect(kanban.tab.overlay == nil)

        let out = try folder()
        let markdown = out.appendingPathComponent("board.md").path
        kanban.send(.character("X"))
        kanban.type(markdown)
        kanban.send(.enter)
        #expect(dialog(kanban) == nil, "closed once written")
        let text = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(text.hasPrefix("# Project Manager") && text.contains("## TODO") && text.contains("- Renew the passport"), "\(text)")
        // Said on the title's row, the path cut from its left to fit: the board does not move.
        let said = try #require(kanban.lines.dropFirst().first)
        #expect(said.contains(language == .en ? "Wrote \(cards) cards to …" : "카드 \(cards)장을 …"), "\(kanban.screen)")
        #expect(said.contains("/board.md"), "\(said)")
        #expect(kanban.lines[2].hasPrefix("┌ TODO"), "\(kanban.screen)")

        let json = out.appendingPathComponent("board.JSON").path
        kanban.send(.character("X"))
        kanban.type(json)
        kanban.send(.enter)
        let written = try String(contentsOfFile: json, encoding: .utf8)
        #expect(written.hasPrefix("{") && written.contains("\"version\": 2"), "JSON, for a name ending .json in any case")
    }

    /// A folder that is not there: the reason, the dialog and the path kept;
    /// nothing typed is lost. Nothing typed: said, nothing written.
    @Test(arguments: Language.allCases)
    func aWriteThatFailsSaysWhyAndKeepsThePath(language: Language) throws {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        let path = "/nonexistent-bankui-\(UUID().uuidString)/board.md"
        kanban.send(.character("X"))
        kanban.type(path)
        kanban.send(.enter)
        let kept = try #require(dialog(kanban), "still open")
        #expect(kept.field.text == path && !kept.writing)
        let problem = try #require(kept.problem)
        #expect(problem.hasPrefix(language == .en ? "Could not write: " : "쓰지 못했습니다: "), "the reason first: \(problem)")
        #expect(kanban.screen.contains(String(path.prefix(30))), "the path on the line above")
        #expect(kanban.screen.contains(language == .en ? "Could not write" : "쓰지 못했습니다"), "\(kanban.screen)")
        #expect(!FileManager.default.fileExists(atPath: path))
        kanban.send(.control("u"))
        kanban.send(.enter)
        #expect(dialog(kanban)?.problem == (language == .en ? "Type the file's path." : "파일 경로를 쓰세요."))
        kanban.send(.escape)
        #expect(kanban.tab.overlay == nil)
    }

    @Test func aTypedPathIsMadeWhole() {
        #expect(ExportDialog.resolved("b.md", in: "/work", home: "/home/u") == "/work/b.md")
        #expect(ExportDialog.resolved("~/b.md", in: "/work", home: "/home/u") == "/home/u/b.md")
        #expect(ExportDialog.resolved("/x/b.md", in: "/work/", home: nil) == "/x/b.md")
        #expect(ExportDialog.resolved("  ", in: "/work", home: nil) == nil)
        #expect(ExportDialog.fileName("여행 계획 / 2026") == "여행-계획-2026")
        #expect(ExportDialog.fileName("!!!") == "board")
        #expect(ExportDialog.format(of: "/a/B.Json") == .json && ExportDialog.format(of: "/a/b.txt") == .markdown)
    }
}

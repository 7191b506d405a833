import ArgumentParser
import FileKit
import Foundation
import KanbanCore
import Testing
@testable import AppRoot
import ConsoleKit
@testable import KanbanFeature

/// `bankui kanban export` and `bankui kanban import FILE`: what parses and
/// what is refused (the end-to-end tests run them).
@Suite struct KanbanCommandTests {
    @Test func exportIsJSONUnlessToldMarkdown() throws {
        let plain = try #require(try BankUICommand.parseAsRoot(["kanban", "export"]) as? KanbanExportCommand)
        #expect(plain.format == .json)
        let markdown = try #require(try BankUICommand.parseAsRoot(["kanban", "export", "--format", "markdown"]) as? KanbanExportCommand)
        #expect(markdown.format == .markdown)
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "export", "--format", "xml"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "export", "extra"]) }
    }

    @Test func theDataDirectoryIsTakenWhereverItIsWritten() throws {
        for arguments in [["kanban", "export", "--data-dir", "/tmp/d"], ["--data-dir", "/tmp/d", "kanban", "export"],
                          ["kanban", "--data-dir", "/tmp/d", "export"]] {
            let command = try #require(try BankUICommand.parseAsRoot(arguments) as? KanbanExportCommand, "\(arguments)")
            #expect(command.global.paths.dataDirectory.path == "/tmp/d", "\(arguments)")
        }
        let importing = try #require(try BankUICommand.parseAsRoot(["kanban", "import", "board.md", "--data-dir", "/tmp/d"])
            as? KanbanImportCommand)
        #expect(importing.file == "board.md")
        #expect(importing.global.dataDir == "/tmp/d")
    }

    @Test func importNeedsOneFile() throws {
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "import"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "import", "a", "b"]) }
        #expect(try BankUICommand.parseAsRoot(["kanban"]) is KanbanCommand, "alone: the help of its subcommands")
    }

    @Test func theImportSaysHowManyCards() {
        #expect(KanbanImportCommand.done(3, .en) == "Imported 3 cards.")
        #expect(KanbanImportCommand.done(1, .en) == "Imported 1 card.")
        #expect(KanbanImportCommand.done(0, .en) == "Imported 0 cards.")
        #expect(KanbanImportCommand.done(3, .ko) == "카드 3장을 가져왔습니다.")
    }

    @Test func aFileThatIsNotUTF8IsRefusedWithTheLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kanban-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("## TODO\n- fine\n- bad \u{FF}".utf8 + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(throws: KanbanImportError(line: 3, reason: "the file is not UTF-8 text")) { try KanbanImportCommand.readFile(path) }
        #expect(throws: InputReadFailure(path: path + ".missing", kind: .unreadable(errno: ENOENT))) {
            try KanbanImportCommand.readFile(path + ".missing")
        }
        try Data("## TODO\n- fine\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try KanbanImportCommand.readFile(path) == "## TODO\n- fine\n")
    }

    @Test func anEndlessInputStopsAtTheLimitWithTheReason() throws {
        // Before: /dev/zero was read until memory ran out (4.3 GB).
        #expect(throws: InputReadFailure(path: "/dev/zero", kind: .tooLarge(limit: 4096, endless: true))) {
            try KanbanImportCommand.readFile("/dev/zero", limit: 4096)
        }
    }

    @Test func bothFormatsWriteTheSameBoard() throws {
        let board = Board(cards: [Card(title: "a", body: "b", column: .doing)])
        for format in KanbanFormat.allCases {
            let cards = try KanbanImport.parse(format.text(of: board))
            #expect(cards.map(\.title) == ["a"] && cards.map(\.column) == [.doing], "\(format)")
        }
    }
}

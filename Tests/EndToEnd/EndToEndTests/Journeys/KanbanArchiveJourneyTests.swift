import Foundation
import XCTest

/// The archive, as a person with old work meets it (Docs/KANBAN.md, "The
/// archive"): a board file with two cards done weeks ago is imported; the
/// tab's DONE is empty but says `+2 archived`; a card is taken to DONE;
/// `A` shows the archive marked `⌂`, `r` puts one back, Esc hides it; in
/// the archive `W` sets the days (0: never) and DONE shows every card; a
/// resize keeps the line; Alt-q ends; after a restart the setting is
/// kept, and `u` takes it back.
final class KanbanArchiveJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang, archived2, archived1, archiveLine, putBack, daysTitle, never: String
    }

    private static let english = Words(lang: "en", archived2: "+2 archived", archived1: "+1 archived",
                                       archiveLine: "⌂ Archive: 2 done over 14 days ago", putBack: "Put 'Old report' back",
                                       daysTitle: "Archive of DONE", never: "now stay on the board")
    private static let korean = Words(lang: "ko", archived2: "보관 2장", archived1: "보관 1장",
                                      archiveLine: "⌂ 보관함: 14일 넘은 2장", putBack: "보관함에서 꺼냈습니다",
                                      daysTitle: "DONE 보관", never: "이제 보드에 남습니다")

    func testTheArchiveInEnglish() throws {
        try journey(Self.english)
    }

    func testTheArchiveInKorean() throws {
        try journey(Self.korean)
    }

    /// `bankui kanban import FILE` on the journey's data, as a person types it.
    private func importBoard() throws {
        let file = folder.appendingPathComponent("old-board.json")
        try Data("""
            {"version": 2, "boards": [{"name": "Project Manager", "cards": [
              {"title": "Plan", "body": "", "deadline": null, "column": "todo"},
              {"title": "Old report", "body": "", "deadline": null, "doneOn": "2026-10-01", "column": "done"},
              {"title": "Older notes", "body": "", "deadline": null, "doneOn": "2026-09-12", "column": "done"}
            ]}]}
            """.utf8).write(to: file)
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["--data-dir", data.path, "kanban", "import", file.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    private func journey(_ words: Words) throws {
        try importBoard()
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang])
            try see(session, "DONE 0", words.archived2)
            // Plan done today: it stays in DONE.
            try session.send("L")
            try session.send("L")
            try see(session, "DONE 1", words.archived2)
            try session.send("A")
            try see(session, words.archiveLine, "⌂ Old report", "⌂ Older notes", "DONE 3")
            try session.send("Home")
            try session.send("r")
            try see(session, words.putBack)
            try escape(session, closing: "⌂ Older notes")
            try see(session, "DONE 2", words.archived1)
            // The days: in the archive, `W`; 0 is never.
            try session.send("A")
            try session.send("W")
            try see(session, words.daysTitle)
            try type(session, "0")
            try session.send("Enter")
            try see(session, words.never)
            try session.send("Escape")
            try see(session, "DONE 3")
            try gone(session, words.archived1)
            try resizeAndBack(session, showing: "DONE 3", hint: "?")
            try altQ(session)
            try assertEndedAndRestored(session)
        }
        // Started again: the setting kept; `u` takes it back.
        let session = try start(["--tab", "kanban", "--lang", words.lang])
        try see(session, "DONE 3")
        try session.send("u")
        try see(session, "DONE 2", words.archived1)
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}

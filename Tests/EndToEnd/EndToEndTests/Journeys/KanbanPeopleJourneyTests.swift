import Foundation
import XCTest

/// A person's first hour with names on the board (Docs/KANBAN.md, "People
/// on the shared board"), without a server: started `--as 민수`, a card for
/// themself typed with the editor's defaults (`n`, the title, Enter) shows
/// `◆ @민수`; `/@me` keeps it; `v` shows the line; a resize; Alt-q;
/// `kanban activity` prints it with the name; started again `--read-only`,
/// the title says so and `n` says why it does nothing; Esc and Alt-q end.
final class KanbanPeopleJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang, added, addedByName, readOnly, readOnlyRefusal, filter: String
    }

    private static let english = Words(lang: "en", added: "Added 'Fix login @민수'.", addedByName: "민수 added 'Fix login @민수'.",
                                       readOnly: "read only",
                                       readOnlyRefusal: "Read only (--read-only)", filter: "1 of 1 card")
    private static let korean = Words(lang: "ko", added: "'Fix login @민수'", addedByName: "민수: 'Fix login @민수'",
                                      readOnly: "읽기 전용",
                                      readOnlyRefusal: "읽기 전용(--read-only)", filter: "카드 1개 중 1개")

    func testNamesOnTheBoardInEnglish() throws {
        try journey(Self.english)
    }

    func testNamesOnTheBoardInKorean() throws {
        try journey(Self.korean)
    }

    private func activity(_ words: Words) throws -> String {
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["--data-dir", data.path, "--lang", words.lang, "kanban", "activity"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return text
    }

    private func journey(_ words: Words) throws {
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang, "--as", "민수"])
            try see(session, "TODO 0")
            try session.send("n")
            try type(session, "Fix login @민수")
            try session.send("Enter")
            try see(session, "TODO 1", "◆ @민수")
            try session.send("/")
            try type(session, "@me")
            try session.send("Enter")
            try see(session, words.filter)
            try escape(session, closing: words.filter)
            try session.send("v")
            try see(session, words.added)
            try escape(session, closing: words.added)
            try resizeAndBack(session, showing: "◆ @민수", hint: "?")
            try altQ(session)
            try assertEndedAndRestored(session)
        }
        XCTAssertTrue(try activity(words).contains(words.addedByName), "the activity names everyone")
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang, "--read-only"])
            try see(session, "TODO 1", words.readOnly)
            try session.send("n")
            try see(session, words.readOnlyRefusal)
            try session.send("Escape")
            try see(session, "Fix login @민수")
            try altQ(session)
            try assertEndedAndRestored(session)
        }
    }
}

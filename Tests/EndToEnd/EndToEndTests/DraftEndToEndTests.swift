import Foundation
import GRDB
import XCTest

/// Nothing typed is lost: what is typed into the card editor or the
/// calculator survives Ctrl-C, a closed window (SIGHUP), SIGTERM and a
/// paste holding Ctrl-C's byte, and the next start opens it again.
final class DraftEndToEndTests: XCTestCase {
    private let restored = "Restored what you were typing when bankui stopped"

    /// A data directory that outlives one session, removed when the test ends.
    private func makeDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-draft-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Opens a new card's editor, types a title and a body, and stops
    /// bankui with `stop`; returns the exit status.
    private func typeIntoTheEditorThenStop(data: URL, _ stop: (TmuxSession) throws -> Void) throws -> Int32? {
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        try typeIntoTheEditor(session)
        try stop(session)
        return try session.exitStatus()
    }

    /// Opens a new card's editor and types a title and a body.
    private func typeIntoTheEditor(_ session: TmuxSession) throws {
        try session.waitFor("No cards. n adds one.")
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("Unsaved title", literal: true)
        try session.send("Tab", "Tab")
        try session.send("Body line", literal: true)
        try session.waitFor("Body line")
    }

    /// Starts bankui again on `data` and checks that the editor is open
    /// with what was typed, and the notice says so.
    private func assertTheEditorCameBack(data: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        let screen = try session.waitFor(restored, file: file, line: line)
        XCTAssertTrue(screen.contains("New card · TODO"), screen, file: file, line: line)
        XCTAssertTrue(screen.contains("Unsaved title"), screen, file: file, line: line)
        XCTAssertTrue(screen.contains("Body line"), screen, file: file, line: line)
        // Restored once: the next start after a plain quit has nothing to restore.
        try session.send("Escape")
        try session.waitFor("Discard changes?")
        try session.send("y")
        try session.waitFor("No cards. n adds one.")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0, file: file, line: line)
        let again = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        let start = try again.waitFor("No cards. n adds one.", file: file, line: line)
        XCTAssertFalse(start.contains(restored), start, file: file, line: line)
    }

    /// Alt-q (Esc and q in one write) quits from the editor as from any
    /// screen, and what was typed comes back.
    func testAltQQuitsFromTheCardEditorAndKeepsWhatWasTyped() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try $0.sendBytes([0x1B, 0x71]) }, 0)
        try assertTheEditorCameBack(data: data)
    }

    func testTheCardEditorSurvivesCtrlC() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try $0.send("C-c") }, 0)
        try assertTheEditorCameBack(data: data)
    }

    func testTheCardEditorSurvivesAClosedWindow() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try Self.kill("HUP", try $0.pid()) }, 128 + SIGHUP)
        try assertTheEditorCameBack(data: data)
    }

    func testTheCardEditorSurvivesSigterm() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try Self.kill("TERM", try $0.pid()) }, 128 + SIGTERM)
        try assertTheEditorCameBack(data: data)
    }

    /// A start refused for its terminal leaves the draft for the next start.
    func testARefusedTerminalLeavesTheDraftStored() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try $0.send("C-c") }, 0)
        do {
            let refused = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data,
                                          environment: ["TERM": "dumb"])
            XCTAssertEqual(try refused.exitStatus(), 78)
        }
        try assertTheEditorCameBack(data: data)
    }

    /// Ctrl-C's byte inside a paste is the user's Ctrl-C (terminals paste no
    /// such byte): the paste so far goes into the editor, bankui quits, and
    /// all of it is there at the next start.
    func testAPasteHoldingCtrlCsByteKeepsTheEditor() throws {
        let data = try makeDataDirectory()
        do {
            let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
            try session.waitFor("No cards. n adds one.")
            try session.send("n")
            try session.waitFor("New card · TODO")
            try session.paste(Array("Pasted\u{03}rest".utf8))
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        let screen = try session.waitFor(restored)
        XCTAssertTrue(screen.contains("New card · TODO"), screen)
        XCTAssertTrue(screen.contains("Pasted"), screen)
    }

    func testACalculationInProgressSurvivesCtrlC() throws {
        let data = try makeDataDirectory()
        do {
            let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
            try session.waitFor("0-9 +-*/ Calculate")
            try session.send("12+34", literal: true)
            try session.waitForScreen { $0.contains("+ 34") }
            try session.send("C-c")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        let screen = try session.waitFor(restored)
        XCTAssertTrue(screen.contains("+ 34"), screen)
        try session.send("Enter")
        try session.waitFor("= 46")
    }

    /// The restored draft was deleted at start: `kill -9` while the
    /// restored editor was open lost the rescued text. It is kept until
    /// what it holds is saved or discarded, through any number of kills.
    func testARestoredEditorSurvivesKillDashNine() throws {
        let data = try makeDataDirectory()
        XCTAssertEqual(try typeIntoTheEditorThenStop(data: data) { try Self.kill("TERM", try $0.pid()) }, 128 + SIGTERM)
        for _ in 0..<2 {
            let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
            let screen = try session.waitFor(restored)
            XCTAssertTrue(screen.contains("Unsaved title"), screen)
            try Self.kill("KILL", try session.pid())
            XCTAssertEqual(try session.exitStatus(), 128 + SIGKILL)
        }
        try assertTheEditorCameBack(data: data)
    }

    /// What is typed is kept a moment after it changes, while bankui runs:
    /// a `kill -9` or a crash (SIGSEGV, SIGABRT) loses none of it once it
    /// is kept. The test waits until the row is in the database, as a
    /// person would pause, and then kills.
    func testWhatIsTypedSurvivesKillDashNineAndACrash() throws {
        for signal in ["KILL", "SEGV", "ABRT"] {
            let data = try makeDataDirectory()
            let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
            try typeIntoTheEditor(session)
            try waitForKeptDraft(in: data, containing: "Body line")
            try Self.kill(signal, try session.pid())
            XCTAssertNotEqual(try session.exitStatus(), 0, signal)
            try assertTheEditorCameBack(data: data)
        }
    }

    /// `$EDITOR` saved the card and then the whole job got SIGTERM (a
    /// supervisor, a shutdown): bankui removed the temporary file with the
    /// saved text and quit. The text is now the card editor's draft.
    func testSigtermWhileTheEditorRunsKeepsWhatTheEditorSaved() throws {
        let data = try makeDataDirectory()
        let editorPid = data.appendingPathComponent("editor.pid")
        let script = data.appendingPathComponent("editor.sh")
        try """
        #!/bin/sh
        printf '# From the editor\n\nSaved before the signal\n' > "$1"
        echo $$ > '\(editorPid.path)'
        exec sleep 600
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data,
                                      environment: ["EDITOR": script.path, "VISUAL": ""])
        try session.waitFor("No cards. n adds one.")
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("C-o")
        let pid = try waitForFile(editorPid)
        // As a signal to the whole job: bankui and the editor both.
        try Self.kill("TERM", try session.pid())
        try Self.kill("TERM", pid)
        XCTAssertEqual(try session.exitStatus(), 128 + SIGTERM)
        let again = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        let screen = try again.waitFor(restored)
        XCTAssertTrue(screen.contains("From the editor"), screen)
        XCTAssertTrue(screen.contains("Saved before the signal"), screen)
    }

    /// Polls the data directory's database until a draft holding `text` is
    /// kept (at most 60 s: a busy machine is slow, never wrong).
    private func waitForKeptDraft(in data: URL, containing text: String) throws {
        let file = data.appendingPathComponent("bankui.sqlite").path
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: file) {
                var configuration = Configuration()
                configuration.readonly = true
                configuration.busyMode = .timeout(5)
                let found = try? DatabaseQueue(path: file, configuration: configuration).read { db in
                    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM draft WHERE instr(content, ?) > 0)",
                                      arguments: [text]) ?? false
                }
                if found == true { return }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTFail("no draft holding '\(text)' was kept")
    }

    /// The process id a file says, once it says one (at most 60 s).
    private func waitForFile(_ url: URL) throws -> pid_t {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            Thread.sleep(forTimeInterval: 0.1)
        }
        struct NeverStarted: Error {}
        XCTFail("the editor never wrote \(url.lastPathComponent)")
        throw NeverStarted()
    }

    /// Sends the signal with kill(1), by name, as a person would.
    private static func kill(_ name: String, _ pid: pid_t) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/kill")
        process.arguments = ["-\(name)", "\(pid)"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "kill -\(name) \(pid)")
    }
}

extension TmuxSession {
    /// `q` while something is typed (a number in the calculator): bankui
    /// asks first, with Stay chosen; this answers "Quit anyway" (what was
    /// typed is kept for the next start).
    func quitAnyway(file: StaticString = #filePath, line: UInt = #line) throws {
        try send("q")
        try waitForScreen(file: file, line: line) { $0.contains("Quit anyway") || $0.contains("그래도 종료") }
        try send("Left", "Enter")
    }
}

import Foundation
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
        try session.waitFor("No cards. n adds one.")
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("Unsaved title", literal: true)
        try session.send("Tab", "Tab")
        try session.send("Body line", literal: true)
        try session.waitFor("Body line")
        try stop(session)
        return try session.exitStatus()
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

import Foundation
import XCTest

/// The card's body in the user's editor, in a real terminal: bankui gives
/// the terminal to `$EDITOR` (a small script here), takes it back with the
/// screen as it was, and puts what was saved into the card editor; an
/// editor that is missing, fails or is killed changes nothing and says so.
final class KanbanEditorEndToEndTests: XCTestCase {
    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-editor-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// An executable script `name` in `directory` holding `body`.
    private func script(_ name: String, in directory: URL, _ body: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
        chmod(url.path, 0o755)
        return url.path
    }

    /// A session with `editor` as `$EDITOR` and one card, "Trip", whose
    /// body is "Pack the bags", chosen.
    private func session(editor: String, temporary: URL) throws -> TmuxSession {
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"],
                                      environment: ["EDITOR": editor, "VISUAL": "", "TMPDIR": temporary.path])
        try session.waitFor("No cards. n adds one.")
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("Trip", literal: true)
        try session.send("Tab")
        try session.send("Tab")
        try session.send("Pack the bags", literal: true)
        try session.send("C-s")
        try session.waitForScreen { $0.contains("│ Trip ") && $0.contains("Pack the bags") && !$0.contains("New card") }
        return session
    }

    func testTheEditorHasTheTerminalAndWhatItSavesComesBack() throws {
        let directory = try makeDirectory()
        // Asks for the new title on the terminal: only the editor reads it.
        let editor = try script("ask.sh", in: directory, """
            echo "EDITING $(basename "$1")"
            read answer
            sed -i -e "s/^# .*/# $answer/" -e 's/^Pack the bags$/- [ ] pack the bags\\n- [x] book the train/' "$1"
            """)
        let session = try session(editor: editor, temporary: directory)
        let board = try session.screen()
        try session.send("E")
        let asked = try session.waitFor("EDITING bankui-card-")
        XCTAssertTrue(asked.contains(".md"), asked)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "0", "the screen is given back while the editor runs")
        try session.send("Trip to Busan", literal: true)
        try session.send("Enter")
        try session.waitFor("Back from the editor")
        let editing = try session.waitFor("Edit card · TODO")
        XCTAssertTrue(editing.contains("Trip to Busan"), editing)
        XCTAssertTrue(editing.contains("- [x] book the train"), editing)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.send("C-s")
        let saved = try session.waitForScreen { $0.contains("│ Trip to Busan") && $0.contains("☑ 1/2") }
        XCTAssertFalse(saved.contains("EDITING"), "nothing of the editor is left on the screen")
        XCTAssertNotEqual(saved, board)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("bankui-card-") }
        XCTAssertEqual(left, [], "the temporary file is removed")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testCtrlOInTheCardEditorWithASedScript() throws {
        let directory = try makeDirectory()
        let editor = try script("sed.sh", in: directory, "sed -i -e 's/the bags/a box/' \"$1\"\n")
        let session = try session(editor: editor + " ", temporary: directory)
        try session.send("e")
        try session.waitFor("Edit card · TODO")
        try session.send("C-o")
        let back = try session.waitFor("Back from the editor")
        XCTAssertTrue(back.contains("Pack a box"), back)
        try session.send("C-s")
        try session.waitForScreen { $0.contains("Pack a box") && !$0.contains("Edit card") }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testAMissingEditorChangesNothingAndSaysSo() throws {
        let directory = try makeDirectory()
        let session = try session(editor: "/nonexistent", temporary: directory)
        try session.send("E")
        let screen = try session.waitFor("No editor '/nonexistent' was found (status 127)")
        XCTAssertTrue(screen.contains("Pack the bags"), screen)
        XCTAssertFalse(screen.contains("Edit card"), screen)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }

    func testAnEditorThatExitsOneKeepsWhatWasTyped() throws {
        let directory = try makeDirectory()
        let editor = try script("fail.sh", in: directory, "sed -i -e 's/bags/nothing/' \"$1\"\nexit 1\n")
        let session = try session(editor: editor, temporary: directory)
        try session.send("e")
        try session.waitFor("Edit card · TODO")
        try session.send("Tab")
        try session.send("Tab")
        try session.send(" and shoes", literal: true)
        try session.send("C-o")
        let screen = try session.waitFor("The editor ended with status 1: nothing changed.")
        XCTAssertTrue(screen.contains("Pack the bags and shoes"), screen)
        XCTAssertTrue(screen.contains("Edit card · TODO"), screen)
        try session.send("Escape")
        try session.waitFor("Discard changes?")
        try session.send("y")
        try session.waitForScreen { !$0.contains("Edit card") && $0.contains("Pack the bags") }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testAnEditorKilledFromOutsideIsSaidAndTheScreenComesBack() throws {
        let directory = try makeDirectory()
        let pidFile = directory.appendingPathComponent("editor.pid")
        let editor = try script("hang.sh", in: directory, "echo $$ > '\(pidFile.path)'\nexec sleep 600\n")
        let session = try session(editor: editor, temporary: directory)
        try session.send("E")
        // The editor writes its process id once it runs (bounded wait).
        let deadline = Date().addingTimeInterval(10)
        var pid: pid_t?
        while pid == nil, Date() < deadline {
            pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if pid == nil { usleep(20_000) }
        }
        let editorPid = try XCTUnwrap(pid, "the editor never started")
        XCTAssertEqual(kill(editorPid, SIGTERM), 0)
        let screen = try session.waitFor("The editor was ended by signal 15 (SIGTERM): nothing changed.")
        XCTAssertTrue(screen.contains("Pack the bags"), screen)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }
}

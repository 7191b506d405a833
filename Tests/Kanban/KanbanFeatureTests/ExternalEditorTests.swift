import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// A stand-in for the editor: it is handed the command line, reads the
/// file, and does what the test says to it (write it, exit 1, be killed).
final class ScriptedEditor: TerminalProgramRunner, @unchecked Sendable {
    private let lock = NSLock()
    private let act: @Sendable (String) -> ProgramEnding
    private var seen: [(arguments: [String], text: String?, mode: Int?)] = []

    init(_ act: @escaping @Sendable (_ path: String) -> ProgramEnding) { self.act = act }

    /// Every run: its command line, the file as it was given, its mode.
    var runs: [(arguments: [String], text: String?, mode: Int?)] { lock.withLock { seen } }

    func run(_ arguments: [String]) -> ProgramEnding {
        let path = arguments.last ?? ""
        let text = try? String(contentsOfFile: path, encoding: .utf8)
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
        lock.withLock { seen.append((arguments, text, mode)) }
        return act(path)
    }

    /// An editor that saves `text` and exits 0.
    static func saving(_ text: String) -> ScriptedEditor {
        ScriptedEditor { path in
            try? text.write(toFile: path, atomically: false, encoding: .utf8)
            return .exited(0)
        }
    }
}

/// The body in the user's editor: the command line, the file, and the
/// tab's handling of every way an editor can end.
@MainActor
@Suite struct ExternalEditorTests {
    private let temporary = FileManager.default.temporaryDirectory.path

    private func harness(_ editor: ScriptedEditor, environment: [String: String]? = nil, language: Language = .en,
                         size: Size = Size(width: 80, height: 24)) -> KanbanHarness {
        let store = StandInKanbanStore(cards: [card("Trip", body: "Pack the bags", position: "a")])
        let tab = KanbanTab(language: language, store: store, calendar: testCalendar(),
                            environment: environment ?? ["EDITOR": "myeditor", "TMPDIR": temporary], programs: editor)
        return KanbanHarness(tab, language: language, size: size)
    }

    // MARK: The command line

    @Test func visualThenEditorThenVi() {
        #expect(ExternalEditor.command(environment: ["VISUAL": "code --wait", "EDITOR": "nano"]) == "code --wait")
        #expect(ExternalEditor.command(environment: ["VISUAL": " ", "EDITOR": "nano"]) == "nano")
        #expect(ExternalEditor.command(environment: ["EDITOR": "vim -u NONE"]) == "vim -u NONE")
        #expect(ExternalEditor.command(environment: [:]) == "vi")
        #expect(ExternalEditor.arguments(command: "vim -u NONE", file: "/tmp/a b.md")
            == ["/bin/sh", "-c", "vim -u NONE \"$1\"", "sh", "/tmp/a b.md"])
        #expect(ExternalEditor.directory(environment: ["TMPDIR": "/var/tmp"]) == "/var/tmp")
        #expect(ExternalEditor.directory(environment: [:]) == "/tmp")
    }

    /// The real runner and shell: arguments and quotes are split as a
    /// shell splits them, the file is one argument, and each ending is told
    /// apart.
    @Test func theShellSplitsTheEditorsArguments() throws {
        let directory = temporary + "/bankui editor \(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/my editor.sh"
        try "#!/bin/sh\n[ \"$1\" = --flag ] || exit 3\nsed -i -e \"s/$2/$3/\" \"$4\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        func edit(_ editor: String) -> ExternalEditor.Outcome {
            ExternalEditor(environment: ["EDITOR": editor, "TMPDIR": directory], runner: ForegroundProgram())
                .edit(title: "Trip", body: "Pack the bags")
        }
        #expect(edit("'\(script)' --flag 'the bags' \"a box\"") == .edited(title: "Trip", body: "Pack a box"))
        #expect(edit("sed -i -e 's/^# Trip$/# Journey/'") == .edited(title: "Journey", body: "Pack the bags"))
        #expect(edit("true") == .unchanged)
        #expect(edit("false") == .failed(1))
        #expect(edit("'\(script)' --other") == .failed(3))
        #expect(edit("/nonexistent/editor") == .missing("/nonexistent/editor"))
        #expect(edit("kill -KILL $$ #") == .killed(SIGKILL))
        #expect(edit("sed -i -e 's/bags/box/' \"$1\"; kill -TERM $$ #") == .killedAfterSaving(SIGTERM, title: "Trip", body: "Pack the box"),
                "what it saved before the signal")
        #expect(edit("sh -c 'kill -TERM $$' sh") == .killed(SIGTERM), "the shell's 143: its editor ended by SIGTERM")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".md") }
        #expect(left.isEmpty, "every temporary file is removed")
    }

    // MARK: In the tab

    @Test(arguments: Language.allCases)
    func ctrlOEditsTitleAndBodyAndCtrlSSaves(language: Language) throws {
        let editor = ScriptedEditor.saving("# Trip to Busan #travel\n\n- [ ] passport\n- [ ] tickets\n")
        let kanban = harness(editor, language: language)
        kanban.send(.character("e"))
        kanban.send(.control("o"))
        #expect(kanban.effects.terminalHandovers == 1)
        let run = try #require(editor.runs.first)
        #expect(run.text == "# Trip\n\nPack the bags\n")
        #expect(run.mode == 0o600)
        let path = try #require(run.arguments.last)
        #expect(path.hasPrefix(temporary + "/bankui-card-") && path.hasSuffix(".md"))
        #expect(Array(run.arguments.prefix(3)) == ["/bin/sh", "-c", "myeditor \"$1\""])
        #expect(!FileManager.default.fileExists(atPath: path), "the file is removed")
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.title.text == "Trip to Busan #travel")
        #expect(open.body.text == "- [ ] passport\n- [ ] tickets")
        assertSnapshot(kanban.driver, named: "kanban-ctrl-o-edits-title-and-body-and-ctrl-s-saves-1-\(language)")
        #expect(kanban.tab.state?.board.orderedCards.first?.title == "Trip", "nothing saved before Ctrl-S")
        kanban.send(.control("s"))
        let saved = kanban.tab.state?.board.orderedCards.first
        #expect(saved?.title == "Trip to Busan #travel")
        #expect(saved?.body == "- [ ] passport\n- [ ] tickets")
    }

    @Test func capitalEOnTheBoardOpensTheEditorWithWhatWasSaved() {
        let kanban = harness(.saving("# Trip\n\nPack the bags and the charger\n"))
        kanban.send(.character("E"))
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.body.text == "Pack the bags and the charger")
        #expect(open.mode == .edit(kanban.tab.state!.board.orderedCards[0]))
        kanban.send(.control("s"))
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack the bags and the charger")
    }

    @Test(arguments: [
        (ProgramEnding.exited(1), "The editor ended with status 1: nothing changed."),
        (ProgramEnding.exited(127), "No editor 'myeditor' was found (status 127)"),
        (ProgramEnding.exited(0), "The editor left the file unchanged: nothing changed."),
        (ProgramEnding.notStarted("Permission denied"), "could not be started (Permission denied)"),
    ])
    func anEditorThatFailsChangesNothingAndSaysSo(ending: ProgramEnding, notice: String) {
        let editor = ScriptedEditor { path in
            // Whatever it wrote does not count when it fails.
            if ending != .exited(0) { try? "# Changed\n\nchanged\n".write(toFile: path, atomically: false, encoding: .utf8) }
            return ending
        }
        let kanban = harness(editor)
        kanban.send(.character("e"), .tab, .tab)
        kanban.type(" typed before")
        kanban.send(.control("o"))
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.title.text == "Trip")
        #expect(open.body.text == "Pack the bags typed before", "what was typed is kept")
        #expect(kanban.screen.replacingOccurrences(of: "\n", with: " ").contains(notice) || kanban.tab.notice?.text.contains(notice) == true,
                "\(kanban.tab.notice?.text ?? "no notice")")
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack the bags")
    }

    /// A signal that ends the editor (a SIGTERM to the whole job, a closed
    /// terminal) is not the person's choice: what the editor saved before
    /// was removed with its file. It comes back into the card editor, not
    /// saved, so it is kept as a draft if bankui ends too.
    @Test(arguments: [SIGKILL, SIGTERM, SIGHUP])
    func anEditorASignalEndsAfterSavingGivesBackWhatItSaved(signal: Int32) {
        let editor = ScriptedEditor { path in
            try? "# Changed\n\nchanged\n".write(toFile: path, atomically: false, encoding: .utf8)
            return .signaled(signal)
        }
        let kanban = harness(editor)
        kanban.send(.character("e"))
        kanban.send(.control("o"))
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.title.text == "Changed")
        #expect(open.body.text == "changed")
        #expect(kanban.tab.notice?.text.contains("after saving: its text is here") == true, "\(kanban.tab.notice?.text ?? "no notice")")
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack the bags", "not saved to the card")
        #expect(kanban.tab.draft?.contains("changed") == true, "kept as the tab's draft")
        // Unsaved, the editor is left as after any edit: Esc asks first.
    }

    /// Killed before it saved anything: nothing changes and it says so.
    @Test func anEditorKilledBeforeSavingChangesNothing() {
        let kanban = harness(ScriptedEditor { _ in .signaled(SIGKILL) })
        kanban.send(.character("e"))
        kanban.send(.control("o"))
        #expect(kanban.tab.notice?.text == "The editor was ended by signal 9 (SIGKILL): nothing changed.")
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.body.text == "Pack the bags")
    }

    @Test func anUnwritableTemporaryDirectorySaysSo() throws {
        let editor = ScriptedEditor.saving("never")
        let file = temporary + "/bankui-not-a-directory-\(UUID().uuidString)"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        for directory in ["/nonexistent-bankui-directory", file] {
            let kanban = harness(editor, environment: ["EDITOR": "myeditor", "TMPDIR": directory])
            kanban.send(.character("E"))
            #expect(kanban.tab.overlay == nil)
            #expect(kanban.tab.notice?.text.hasPrefix("Cannot write a temporary file in \(directory) (") == true,
                    "\(kanban.tab.notice?.text ?? "")")
        }
        #expect(editor.runs.isEmpty, "no editor without a file")
    }

    /// An editor that left a directory or a FIFO where the file was: once
    /// "could not be read (Success)", and a FIFO could hold the tab. Said
    /// for what it is; what was typed stays.
    @Test(arguments: ["directory", "FIFO"])
    func anEditorThatLeavesNoFileSaysWhatItLeft(kind: String) {
        let editor = ScriptedEditor { path in
            unlink(path)
            if kind == "directory" { mkdir(path, 0o700) } else { mkfifo(path, 0o600) }
            return .exited(0)
        }
        let kanban = harness(editor)
        kanban.send(.character("e"), .tab, .tab)
        kanban.type(" typed before")
        kanban.send(.control("o"))
        if let path = editor.runs.first?.arguments.last { rmdir(path); unlink(path) }
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.body.text == "Pack the bags typed before", "what was typed is kept")
        #expect(kanban.tab.notice?.text == "The editor left a \(kind) where the card's file was, not a file: nothing changed.",
                "\(kanban.tab.notice?.text ?? "no notice")")
        #expect(kanban.tab.notice?.isError == true)
    }

    /// A file grown past the input limit (64 MB) is refused unread (once it
    /// was read whole: 100 MB froze the tab 8 s and took 500 MB).
    @Test func aFileLargerThanTheInputLimitIsRefusedUnread() {
        let editor = ScriptedEditor { path in
            // Sparse: as large as it says, without the disk it would take.
            truncate(path, off_t(64 * 1_048_576 + 1))
            return .exited(0)
        }
        let kanban = harness(editor)
        kanban.send(.character("e"), .tab, .tab)
        kanban.type(" typed before")
        kanban.send(.control("o"))
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.body.text == "Pack the bags typed before", "what was typed is kept")
        #expect(kanban.tab.notice?.text == "The edited file is larger than 64 MB, the most bankui reads: it was not read and nothing changed.",
                "\(kanban.tab.notice?.text ?? "no notice")")
    }

    /// A title far past its limit says the limit and what was kept (once:
    /// "900 did not fit" for five million characters, the count of what a
    /// body-sized cut had left).
    @Test func aLongTitleFromTheEditorSaysTheLimitAndWhatWasKept() {
        let kanban = harness(.saving("# " + String(repeating: "t", count: 5_000_000) + "\n\nbody\n"))
        kanban.send(.character("e"))
        kanban.send(.control("o"))
        guard case .editor(let open) = kanban.tab.overlay else { Issue.record("the card editor is not open"); return }
        #expect(open.title.text.count == CardLimits.title)
        #expect(kanban.screen.contains("At most 100 characters: kept 100, 4,999,900 did not fit."), "\(kanban.screen)")
    }
}

import FileKit
import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The body in the user's editor: `Ctrl-O` in the card editor, `E` on the
/// board. The shell gives the terminal to the editor (an `onTerminal`
/// effect) and takes it back; what was saved comes back into the card
/// editor, where Ctrl-S saves it as usual. A failed or missing editor, or
/// a file left as it was, changes nothing and says so; an editor a signal
/// ended after saving gives back what it saved, as a draft, and says so.
extension KanbanTab {
    /// The editor's answer.
    struct EditorReturned: Sendable {
        let outcome: ExternalEditor.Outcome
        /// The card `E` was pressed on (its editor opens with what was
        /// saved); nil: the open card editor takes it.
        let card: Card?
    }

    /// Runs the editor on `title` and `body`; for `card` when from the board.
    func runExternalEditor(title: String, body: String, card: Card?) {
        let editor = ExternalEditor(environment: environment, runner: programs)
        effects.onTerminal {
            EditorReturned(outcome: editor.edit(title: title, body: body), card: card)
        }
    }

    /// `E` on the board.
    func editChosenInEditor() -> Bool {
        guard let card = chosenCard else { return say(strings.noCardChosen) }
        runExternalEditor(title: card.title, body: card.body, card: card)
        return true
    }

    /// What the editor left: into the card editor, or a notice.
    func editorReturned(_ returned: EditorReturned) {
        let title: String?, body: String
        switch returned.outcome {
        case .edited(let saved, let savedBody), .killedAfterSaving(_, let saved, let savedBody):
            (title, body) = (saved, savedBody)
        default:
            say(editorNotice(returned.outcome), isError: returned.outcome != .unchanged)
            return
        }
        var editor: CardEditor
        if let card = returned.card {
            guard overlay == nil else { return }
            editor = CardEditor(editing: card)
        } else {
            guard case .editor(let open) = overlay else { return }
            editor = open
        }
        editor.takeFromExternalEditor(title: title, body: body)
        overlay = .editor(editor)
        say(editorNotice(returned.outcome), isError: returned.outcome != .edited(title: title, body: body))
    }

    func editorNotice(_ outcome: ExternalEditor.Outcome) -> String {
        switch outcome {
        case .edited: strings.backFromEditor
        case .unchanged: strings.editorUnchanged
        case .failed(let status): strings.editorFailed(status)
        case .missing(let command): strings.editorMissing(command)
        case .killed(let signal): strings.editorKilled(signal, name: Self.signalName(signal))
        case .killedAfterSaving(let signal, _, _): strings.editorKilledAfterSaving(signal, name: Self.signalName(signal))
        case .notStarted(let reason): strings.editorNotStarted(reason)
        case .cannotWrite(let directory, let reason): strings.editorFileUnwritable(directory, reason)
        case .cannotRead(let reason): strings.editorFileUnreadable(reason)
        case .notAFile(let kind): strings.editorLeftNoFile(kind)
        case .tooLarge(let limit): strings.editorFileTooLarge(InputLimit.describe(limit))
        }
    }

    nonisolated static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        default: "signal \(signal)"
        }
    }
}

import Foundation
import FileKit
import KanbanCore
import TabKit
import TerminalUI

/// `X`: the board shown, written to a file whose path is typed (Markdown,
/// or JSON for a name ending `.json`) in the background with the one file
/// writer. Enter writes, Esc closes; a write that fails says why and keeps
/// the dialog, the path as typed.
extension KanbanTab {
    /// The room of a notice's line.
    private var noticeWidth: Int { (areaSize?.width ?? 80) - 2 }

    func openExport() {
        guard let state else { return }
        let name = state.board.orderedBoards.first { $0.id == boardShown }?.name ?? ""
        // A relative path goes in the directory bankui runs in; `~` is home.
        overlay = .export(ExportDialog(boardName: name, directory: FileManager.default.currentDirectoryPath,
                                       home: ProcessInfo.processInfo.environment["HOME"]))
    }

    func handleExport(_ key: Key, _ current: ExportDialog) {
        var dialog = current
        // The write on its way: only its answer closes the dialog.
        guard !dialog.writing else { return }
        if keys.exportClose.matches(key) {
            overlay = nil
            return
        }
        if keys.exportWrite.matches(key) {
            // The archive goes with the board while it is shown.
            guard let board = state.map({ showArchive ? $0.board : $0.board.withoutArchive(today: calendar.today) }),
                  let path = dialog.path else {
                dialog.problem = strings.exportNeedsPath
                overlay = .export(dialog)
                return
            }
            dialog.writing = true
            dialog.problem = nil
            overlay = .export(dialog)
            let only = boardShown, format = ExportDialog.format(of: path), korean = strings.language == .ko
            let cards = board.cards(on: only).count
            effects.background {
                do throws(FileWriteFailure) {
                    try FileWriter().write(format.text(of: board, only: only), to: path)
                    return Message.exported(path: path, cards: cards, failure: nil)
                } catch {
                    return Message.exported(path: path, cards: cards, failure: korean ? error.koreanReason : error.reason)
                }
            }
            return
        }
        if case .paste(let text) = key {
            dialog.field.insert(text.replacingOccurrences(of: "\n", with: ""))
        } else {
            _ = dialog.field.handle(key, keys: keys.text.editing)
        }
        dialog.problem = nil
        overlay = .export(dialog)
    }

    /// The write's answer: said and closed, or why not with the dialog kept.
    func exported(path: String, cards: Int, failure: String?) {
        guard case .export(var dialog) = overlay, dialog.writing else {
            // Closed meanwhile (a quit): still said.
            say(failure.map { strings.exportFailed(path, $0) } ?? strings.exported(path, cards: cards, width: noticeWidth),
                isError: failure != nil)
            return
        }
        dialog.writing = false
        if let failure {
            // The path shows on the line above: the reason comes first.
            dialog.problem = strings.exportFailedHere(failure)
            overlay = .export(dialog)
        } else {
            overlay = nil
            say(strings.exported(path, cards: cards, width: noticeWidth))
        }
    }
}

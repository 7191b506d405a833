import KanbanCore
import TabKit
import TerminalUI

/// `w`: a column's soft limit on the board shown. A move past a limit is
/// made and said (`DOING holds 4, over its limit of 3`), never refused.
extension KanbanTab {
    func openWip() {
        guard let board = state?.board else { return }
        // While the archive is shown: its days.
        overlay = .wip(showArchive ? WipDialog(archiveDays: archiveDays)
            : WipDialog(column: focus, limit: board.wip(of: boardShown)[focus]))
    }

    func handleWip(_ key: Key, _ current: WipDialog) {
        var dialog = current
        if keys.wipClose.matches(key) {
            overlay = nil
            return
        }
        if keys.wipSave.matches(key), dialog.archive {
            guard case .success(let days) = ArchiveDaysInput.parse(dialog.field.text) else {
                dialog.refused = true
                overlay = .wip(dialog)
                return
            }
            overlay = nil
            guard let board = state?.board, let action = board.settingArchiveDays(days, on: boardShown, at: calendar.now()) else {
                return
            }
            perform(action, choosing: nil)
            sayDone(action)
            return
        }
        if keys.wipSave.matches(key) {
            guard case .success(let limit) = WipInput.parse(dialog.field.text) else {
                dialog.refused = true
                overlay = .wip(dialog)
                return
            }
            overlay = nil
            guard let board = state?.board,
                  let action = board.settingWip(limit, of: dialog.column, on: boardShown, at: calendar.now()) else { return }
            perform(action, choosing: nil)
            sayDone(action)
            return
        }
        if case .paste(let text) = key {
            dialog.field.insert(text.replacingOccurrences(of: "\n", with: ""))
        } else {
            _ = dialog.field.handle(key, keys: keys.text.editing)
        }
        dialog.refused = false
        overlay = .wip(dialog)
    }

    /// After a move into `column`: past its limit, the words that say so.
    func overLimitWords(_ column: KanbanColumn) -> String? {
        guard let limit = state?.board.wip(of: boardShown)[column] else { return nil }
        let count = total(column)
        return count > limit ? strings.overLimit(column, count: count, limit: limit) : nil
    }
}

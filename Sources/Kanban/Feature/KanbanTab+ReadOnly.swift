import KanbanCore
import TerminalUI

/// `--read-only`: the board is shown and followed live, never changed.
/// Every key that would change it says so over the board and does
/// nothing; the change makers refuse too, should a way to them be missed.
extension KanbanTab {
    /// Whether `key` on the board would change it.
    func changesBoard(_ key: Key) -> Bool {
        let bindings = [keys.new, keys.edit, keys.delete, keys.moveMenu, keys.undo, keys.redo, keys.moveToBoard, keys.skip,
                        keys.unarchive, keys.wip, keys.editInEditor]
        return bindings.contains { $0.matches(key) } || keys.moveColumn.step(for: key) != nil
            || keys.moveInColumn.step(for: key) != nil
    }

    /// With `--read-only`: says why nothing changes and returns true.
    func refusedAsReadOnly() -> Bool {
        guard readOnly else { return false }
        say(strings.readOnlyRefusal, isError: true)
        return true
    }
}

import Foundation
import KanbanCore
import TabKit
import TerminalUI

extension KanbanTab {
    /// The title line: the board's name (the original's `Project Manager`)
    /// and, when there are several boards, its place among them (`(2/3)`),
    /// cut with "…" to the row.
    func renderBoardTitle(in row: Rect, buffer: inout Buffer) {
        guard !row.isEmpty, let board = state?.board, let shown = shownBoardInfo else { return }
        let room = max(0, row.width - 2)
        var place = ""
        if board.orderedBoards.count > 1, let index = board.orderedBoards.firstIndex(where: { $0.id == shown.id }) {
            place = " " + strings.boardPlace(index, of: board.orderedBoards.count)
        }
        if showArchive {
            // The archive shown: what it is and its keys first, the board's
            // name after them where it fits.
            let notice = DisplayWidth.truncate(archiveNotice, to: room, ellipsis: "…")
            let x = buffer.write(notice, x: row.x + 1, y: row.y, style: buffer.theme.title, maxWidth: room)
            let rest = row.x + 1 + room - x
            let name = " · " + TerminalText.sanitize(shown.name) + place
            if rest >= min(DisplayWidth.of(name), 12) {
                buffer.write(DisplayWidth.truncate(name, to: rest, ellipsis: "…"), x: x, y: row.y, style: buffer.theme.dim,
                             maxWidth: rest)
            }
            return
        }
        // On the right: who else is here, and "read only"; the name keeps
        // at least 12 columns, what is said on the right is cut first.
        let right = titleNote
        let nameWidth = DisplayWidth.of(TerminalText.sanitize(shown.name)) + DisplayWidth.of(place)
        let rightRoom = right.isEmpty ? 0 : max(0, room - min(nameWidth, 12) - 2)
        let rightText = rightRoom >= 4 ? DisplayWidth.truncate(right, to: rightRoom, ellipsis: "…") : ""
        let rightWidth = DisplayWidth.of(rightText)
        let leftRoom = room - (rightWidth > 0 ? rightWidth + 2 : 0)
        let nameRoom = max(1, leftRoom - DisplayWidth.of(place))
        let name = DisplayWidth.truncate(TerminalText.sanitize(shown.name), to: nameRoom, ellipsis: "…")
        let x = buffer.write(name, x: row.x + 1, y: row.y, style: buffer.theme.title, maxWidth: leftRoom)
        buffer.write(place, x: x, y: row.y, style: buffer.theme.dim, maxWidth: max(0, row.x + 1 + leftRoom - x))
        if rightWidth > 0 {
            buffer.write(rightText, x: row.x + 1 + room - rightWidth, y: row.y, style: readOnly ? buffer.theme.error : buffer.theme.dim,
                         maxWidth: rightWidth)
        }
    }

    /// What the title row says on its right: `read only`, and who else has
    /// the board open.
    var titleNote: String {
        var parts: [String] = []
        if readOnly { parts.append(strings.readOnlyMark) }
        if let people = syncStatus?.people, !people.isEmpty {
            // Who edits a card this board has says which; the others are here.
            var here: [String] = []
            var editing: [String] = []
            for person in people {
                if let card = person.editing, let title = state?.board[card]?.title {
                    editing.append(strings.editing(person.name, title: DisplayWidth.truncate(title, to: 24, ellipsis: "…")))
                } else if !here.contains(person.name) {
                    here.append(person.name)
                }
            }
            parts += editing
            if !here.isEmpty { parts.append(strings.present(here)) }
        }
        return parts.joined(separator: " · ")
    }

    /// The card being edited here, for the others on the shared board.
    var editingCard: UUID? {
        guard case .editor(let editor) = overlay, case .edit(let card) = editor.mode else { return nil }
        return card.id
    }

    /// Tells the engine when the card being edited changed.
    func tellEditing() {
        let card = editingCard
        guard card != toldEditing else { return }
        toldEditing = card
        onEditing?(card)
    }
}

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
        let nameRoom = max(1, room - DisplayWidth.of(place))
        let name = DisplayWidth.truncate(TerminalText.sanitize(shown.name), to: nameRoom, ellipsis: "…")
        let x = buffer.write(name, x: row.x + 1, y: row.y, style: buffer.theme.title, maxWidth: room)
        buffer.write(place, x: x, y: row.y, style: buffer.theme.dim, maxWidth: max(0, row.x + 1 + room - x))
    }
}

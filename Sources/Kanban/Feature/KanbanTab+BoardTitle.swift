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
        let nameRoom = max(1, room - DisplayWidth.of(place))
        let name = DisplayWidth.truncate(TerminalText.sanitize(shown.name), to: nameRoom, ellipsis: "…")
        let x = buffer.write(name, x: row.x + 1, y: row.y, style: buffer.theme.title, maxWidth: room)
        buffer.write(place, x: x, y: row.y, style: buffer.theme.dim, maxWidth: max(0, row.x + 1 + room - x))
    }
}

import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The boards list (`b`) and the board chooser (`M`): a box over the board
/// listing the boards in order, one chosen. The list shows a board with
/// `Enter` and makes (`n`), renames (`r`) or deletes (`d`) one; the
/// chooser lists the boards a card can move to and moves it with `Enter`.
/// A name is typed in a field at the bottom of the box; a name the boards
/// refuse (empty, too long, another board's) keeps the field open with the
/// reason, nothing typed lost.
struct BoardsList {
    enum Purpose: Equatable {
        /// The boards list.
        case boards
        /// The chooser for moving the card `id` (every board but its own).
        case moveCard(UUID)
    }

    /// A name being typed: for a new board, or for renaming one.
    enum Naming: Equatable {
        case new
        case rename(UUID)
    }

    let purpose: Purpose
    /// The boards listed, in order.
    private(set) var items: [BoardInfo]
    /// Where the list is scrolled and which row is chosen.
    var scroll = ScrollListState()
    /// A name being typed, and its field.
    var naming: Naming?
    var field = TextFieldState(maxLength: 4 * BoardLimits.name)
    /// Why the typed name was refused.
    var error: String?

    /// The list over `board`'s boards, the board `chosen` chosen; for a
    /// chooser, without the board the card is shown on.
    init(purpose: Purpose, board: Board, chosen: UUID?, hiding hidden: UUID? = nil) {
        self.purpose = purpose
        items = board.orderedBoards.filter { $0.id != hidden }
        if let chosen, let index = items.firstIndex(where: { $0.id == chosen }) {
            scroll.select(index, itemCount: items.count)
        }
    }

    /// The chosen board.
    var chosen: BoardInfo? {
        guard let index = scroll.selected, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The boards as they are now (after a change or a read), keeping the
    /// chosen board chosen where it still is.
    mutating func update(_ board: Board, hiding hidden: UUID? = nil, choosing id: UUID? = nil) {
        let wanted = id ?? chosen?.id
        items = board.orderedBoards.filter { $0.id != hidden }
        let index = wanted.flatMap { id in items.firstIndex { $0.id == id } } ?? min(scroll.selected ?? 0, max(0, items.count - 1))
        scroll.select(index, itemCount: items.count)
    }

    /// Starts typing a name: empty for a new board, the board's name for a rename.
    mutating func startNaming(_ naming: Naming) {
        self.naming = naming
        error = nil
        field = TextFieldState(maxLength: 4 * BoardLimits.name)
        if case .rename(let id) = naming, let name = items.first(where: { $0.id == id })?.name { field.insert(name) }
    }

    /// The name's field is closed, what was typed dropped.
    mutating func stopNaming() {
        naming = nil
        error = nil
    }
}

/// Drawing the boards list or the chooser.
struct BoardsListView {
    let strings: KanbanStrings
    let list: BoardsList
    /// The board shown (marked `●` in the list).
    let shown: UUID
    /// How many live cards each board has.
    let counts: [UUID: Int]

    /// The list's name in the frame's marks (a click chooses a row).
    static let listName = "kanban.boards"

    /// The box: wide enough for the longest name, as tall as the boards
    /// (and the name field) need, within `area`.
    func box(in area: Rect) -> Rect {
        let longest = max(list.items.map { DisplayWidth.of(row($0)) }.max() ?? 0, DisplayWidth.of(list.error ?? ""))
        let width = min(area.width, max(36, min(80, longest + 6)))
        return area.centered(width: width, height: Self.height(of: list, in: area))
    }

    /// The box's height: the boards, and the name field while one is typed.
    private static func height(of list: BoardsList, in area: Rect) -> Int {
        min(area.height, max(4, list.items.count + 2 + (list.naming != nil ? 3 : 0)))
    }

    /// The rows of boards the box shows in `area` (its height does not
    /// depend on the names): a page, known before it is drawn.
    static func listRows(of list: BoardsList, in area: Rect) -> Int {
        listRows(inBoxOfHeight: height(of: list, in: area), naming: list.naming != nil)
    }

    private static func listRows(inBoxOfHeight height: Int, naming: Bool) -> Int {
        let inner = max(0, height - 2)
        return max(1, naming && inner >= 3 ? inner - 3 : inner)
    }

    /// `● Project Manager  3 cards`.
    func row(_ board: BoardInfo) -> String {
        let mark = board.id == shown ? "● " : "  "
        return mark + TerminalText.sanitize(board.name) + "  " + strings.boardCards(counts[board.id] ?? 0)
    }

    func render(box: Rect, buffer: inout Buffer, scroll: inout ScrollListState) {
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let title = list.purpose == .boards ? strings.boardsTitle + " " + NumberText.grouped(list.items.count)
            : strings.boardChooserTitle
        Pane(title: title, isFocused: true).render(in: box, buffer: &buffer)
        var inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        guard !inner.isEmpty else { return }
        var nameArea: Rect?
        if list.naming != nil, inner.height >= 3 {
            let (rest, bottom) = inner.splitBottom(3)
            inner = rest
            nameArea = bottom
        }
        let items = list.items
        let normal = buffer.theme.normal
        let rows = ScrollList(count: items.count, isFocused: list.naming == nil, showsIndicator: true,
                              hitName: Self.listName) { index in
            (DisplayWidth.truncate(self.row(items[index]), to: max(1, inner.width), ellipsis: "…"), normal)
        }
        scroll.update(itemCount: items.count, rows: Self.listRows(inBoxOfHeight: box.height, naming: list.naming != nil))
        if !inner.isEmpty { rows.render(in: inner, buffer: &buffer, state: &scroll) }
        guard let nameArea, let naming = list.naming else { return }
        let label = (naming == .new ? strings.newBoardLabel : strings.renameBoardLabel) + " "
        let x = buffer.write(label, x: nameArea.x, y: nameArea.y + 1, style: buffer.theme.title, maxWidth: nameArea.width)
        var state = list.field
        TextField(isFocused: true, placeholder: strings.boardNamePlaceholder)
            .render(in: Rect(x: x, y: nameArea.y + 1, width: max(0, nameArea.maxX - x), height: 1), buffer: &buffer, state: &state)
        if let error = list.error {
            buffer.write(DisplayWidth.truncate(error, to: nameArea.width, ellipsis: "…"), x: nameArea.x, y: nameArea.y + 2,
                         style: buffer.theme.error, maxWidth: nameArea.width)
        }
    }
}

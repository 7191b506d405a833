import FileKit
import Foundation
import KanbanCore
import TabKit
import TerminalUI
import TextKit

/// `X`: the board shown written to a file whose path is typed: Markdown, or
/// JSON (every field) for a name ending `.json`; written in the background
/// with the one file writer (a file already there stays whole until the
/// new one is), and said where, or why not, the dialog kept open.
struct ExportDialog: Sendable {
    var field: TextFieldState
    /// The write on its way: keys wait.
    var writing = false
    /// Why the last write failed.
    var problem: String?
    /// Where a relative path goes, and what `~` stands for: read once, as
    /// the dialog opens.
    let directory: String
    let home: String?

    /// The longest path typed.
    static let pathLength = 4096

    /// Opens on `name` (the board's name as a file name, `.md`), selected.
    init(boardName: String, directory: String, home: String?) {
        self.directory = directory
        self.home = home
        field = TextFieldState(text: Self.fileName(boardName) + ".md", maxLength: Self.pathLength)
        field.selectAll()
    }

    /// A board's name as a file name (``FileName``), `board` for none.
    static func fileName(_ boardName: String) -> String {
        FileName.from(boardName, fallback: "board")
    }

    /// JSON for a name ending `.json` (any case), else Markdown.
    static func format(of path: String) -> KanbanFormat {
        path.lowercased().hasSuffix(".json") ? .json : .markdown
    }

    /// The typed path made whole: `~` is the home directory, a relative
    /// path is under `directory`. Nil when nothing is typed.
    static func resolved(_ typed: String, in directory: String, home: String?) -> String? {
        var path = typed.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return nil }
        if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = (directory.hasSuffix("/") ? directory : directory + "/") + path }
        return path
    }

    // MARK: Drawing

    func box(in area: Rect) -> Rect {
        area.centered(width: min(area.width, 72), height: min(area.height, 8))
    }

    /// The title, the path's field, which format it writes and where, and
    /// the last failure or that it is writing.
    /// The typed path made whole, nil when nothing is typed.
    var path: String? { Self.resolved(field.text, in: directory, home: home) }

    func render(in area: Rect, strings: KanbanStrings, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.exportTitle, isFocused: true).render(in: box, buffer: &buffer).inset(dx: 1, dy: 0)
        guard inner.height > 0 else { return }
        let label = strings.exportFile
        let labelWidth = DisplayWidth.of(label) + 2
        buffer.write(label, x: inner.x, y: inner.y, style: Style(attributes: .bold), maxWidth: inner.width)
        var state = field
        TextField(isFocused: !writing).render(in: Rect(x: inner.x + labelWidth, y: inner.y, width: max(0, inner.width - labelWidth),
                                                       height: 1), buffer: &buffer, state: &state)
        let path = path
        // What went wrong takes the last two rows, wrapped.
        let status: [(String, Style)] = writing ? [(strings.exportWriting, buffer.theme.dim)]
            : problem.map { text in TextWrap.lines(text, width: max(1, inner.width)).prefix(2).map { ($0, buffer.theme.error) } } ?? []
        let lines: [(String, Style)] = [
            ("", .plain),
            (path.map { strings.exportWhere($0, format: Self.format(of: $0)) } ?? strings.exportNeedsPath, buffer.theme.dim),
            (strings.exportFormats, buffer.theme.dim),
        ] + status
        for (index, line) in lines.enumerated() where inner.y + 1 + index < inner.maxY {
            buffer.write(DisplayWidth.truncate(line.0, to: inner.width, ellipsis: "…"), x: inner.x, y: inner.y + 1 + index,
                         style: line.1, maxWidth: inner.width)
        }
    }
}

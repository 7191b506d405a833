import TerminalUI
import TextKit

/// A line a tab shows about what just happened: what an undo did, why a
/// key did nothing, an error of the store. It stays until the tab clears it.
public struct TabNotice: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}

extension TabNotice {
    /// Draws the notice from `row`, the tab's title row, which it takes
    /// while it shows; a notice longer than the row goes on over the row
    /// below it (at most two rows, the rest cut with "…"). Nothing moves
    /// when a notice comes or goes: the notice is drawn over, never beside.
    public func render(in row: Rect, within area: Rect, buffer: inout Buffer) {
        guard !row.isEmpty else { return }
        let width = max(1, row.width - 2)
        let lines = TextWrap.lines(text.split(whereSeparator: \.isNewline).joined(separator: " "), width: width)
        let rows = max(1, min(2, lines.count, area.maxY - row.y))
        let style = isError ? buffer.theme.error : buffer.theme.normal.adding(.bold)
        for index in 0..<rows {
            var line = index < lines.count ? lines[index] : ""
            if index == rows - 1, lines.count > rows {
                line = DisplayWidth.truncate(line + " …", to: width, ellipsis: "…")
            }
            let y = row.y + index
            buffer.fill(Rect(x: row.x, y: y, width: row.width, height: 1))
            buffer.write(line, x: row.x + 1, y: y, style: style, maxWidth: width)
        }
    }
}

/// A tab that shows a ``TabNotice``.
@MainActor
public protocol NoticeShowing: AnyObject {
    var notice: TabNotice? { get set }
}

extension NoticeShowing {
    /// Shows `text` (an error when `isError`); true, as a key that was taken.
    @discardableResult
    public func say(_ text: String, isError: Bool = false) -> Bool {
        notice = TabNotice(text: text, isError: isError)
        return true
    }
}

import TabKit
import TerminalUI

/// The `?` overlay: every key of the current tab by section, then the global
/// keys. Scrolls when the list is taller than the screen, with the keys of
/// ``HelpKeys``; Esc, `?` or `q` closes it. The wheel scrolls it too, and the
/// Esc hint closes it. Opened while a text field has the keys, it starts at
/// the text fields' section.
///
/// The box always fits inside its area with its border whole: when the area
/// is narrower than the longest line, labels wrap onto more rows (under
/// their own column) and keys or headings that still do not fit end in "…".
struct HelpOverlay {
    private struct Line {
        let keys: String
        let label: String
        let isHeading: Bool
        /// The line the overlay opens at.
        var isAnchor = false
    }

    /// One screen row of the list: the keys (empty on a continuation row)
    /// and a piece of the label, or a heading.
    private struct Row {
        let keys: String
        let label: String
        let isHeading: Bool
        var isAnchor = false
    }

    /// The lines wrapped for one width of the box: made when help opens and
    /// when the screen is resized (in the shell's `handle`), so that drawing
    /// and scrolling wrap the labels once, and drawing keeps nothing.
    private struct Layout {
        let innerWidth: Int
        let rows: [Row]
        let keyWidth: Int
        /// The row the overlay opens at.
        let anchorRow: Int?
    }

    private let strings: ShellStrings
    private let lines: [Line]
    /// Columns of the widest keys column: the widest keys, at most 24.
    private let naturalKeyWidth: Int
    /// The box's width when nothing has to wrap: a border and a margin on
    /// each side, the keys, two columns, the labels, one more column.
    private let naturalWidth: Int
    private let keys: HelpKeys
    private var offset = 0
    /// Whether the overlay still shows the anchor line at its top (no key
    /// has scrolled it yet).
    private var opensAtAnchor: Bool
    /// The rows for the area last given (``fit(to:)``).
    private var layout: Layout?

    /// The overlay for `tabSections` and the `global` keys, laid out for
    /// `area`; with `atTextFields` it opens at the section of the
    /// text-field keys.
    init(strings: ShellStrings, tabSections: [KeySection], global: KeySection, atTextFields: Bool = false,
         list: ListKeys = .standard, area: Rect) {
        self.strings = strings
        keys = HelpKeys(strings, list: list)
        var lines: [Line] = []
        for section in tabSections + [global] {
            if !lines.isEmpty { lines.append(Line(keys: "", label: "", isHeading: false)) }
            let anchor = atTextFields && section.isTextFieldKeys && !lines.contains(where: \.isAnchor)
            if let title = section.title { lines.append(Line(keys: title, label: "", isHeading: true, isAnchor: anchor)) }
            lines += section.bindings.enumerated().map { index, binding in
                Line(keys: binding.helpKeys, label: binding.help, isHeading: false,
                     isAnchor: anchor && section.title == nil && index == 0)
            }
        }
        opensAtAnchor = lines.contains(where: \.isAnchor)
        self.lines = lines
        naturalKeyWidth = min(24, lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let labelWidth = lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.label) }.max() ?? 0
        let headingWidth = lines.filter(\.isHeading).map { DisplayWidth.of($0.keys) }.max() ?? 0
        naturalWidth = max(naturalKeyWidth + labelWidth + 7, headingWidth + 4, DisplayWidth.of(strings.helpTitle) + 6)
        fit(to: area)
    }

    /// Lays the rows out for `area` (help opened, the screen resized): the
    /// labels wrapped for the box's width, and while no key has scrolled,
    /// the anchor line at the top.
    mutating func fit(to area: Rect) {
        let layout = wrappedLayout(innerWidth: min(naturalWidth, area.width) - 2)
        self.layout = layout
        if opensAtAnchor, let anchor = layout.anchorRow { offset = anchor }
    }

    /// The name of the overlay's area in the frame's marks.
    static let area = "help"

    /// Keys for the hint bar while the overlay is open: `Esc Close  ↑↓`.
    var hints: [KeyHint] {
        [keys.close, keys.scroll].keyHints
    }

    /// Scrolls with the list keys, as shown in `area`; returns false when
    /// the overlay closes.
    mutating func handle(_ key: Key, in area: Rect) -> Bool {
        if keys.close.matches(key) { return false }
        let (visibleRows, maxOffset) = startScrolling(in: area)
        switch keys.list.action(for: key) {
        case .previous?: offset = max(0, offset - 1)
        case .next?: offset = min(maxOffset, offset + 1)
        case .pageUp?: offset = max(0, offset - visibleRows)
        case .pageDown?: offset = min(maxOffset, offset + visibleRows)
        case .first?: offset = 0
        case .last?: offset = maxOffset
        case nil: break
        }
        return true
    }

    /// The wheel: scrolls `rows` rows (up < 0), as shown in `area`. Its
    /// own input, not a key: it scrolls whatever the user's list keys are.
    mutating func scroll(by rows: Int, in area: Rect) {
        let (_, maxOffset) = startScrolling(in: area)
        offset = min(maxOffset, max(0, offset + rows))
    }

    /// Lays the rows out for `area` if its width changed and leaves the
    /// anchor (scrolling goes on from where the overlay opened): how many
    /// rows show and the last offset.
    private mutating func startScrolling(in area: Rect) -> (visibleRows: Int, maxOffset: Int) {
        if layout?.innerWidth != min(naturalWidth, area.width) - 2 { fit(to: area) }
        let layout = self.layout ?? wrappedLayout(innerWidth: min(naturalWidth, area.width) - 2)
        opensAtAnchor = false
        let visibleRows = max(1, min(layout.rows.count + 2, area.height) - 2)
        let maxOffset = max(0, layout.rows.count - visibleRows)
        offset = min(offset, maxOffset)
        return (visibleRows, maxOffset)
    }

    /// The lines as rows for a box of `innerWidth` columns inside its
    /// border, and the row it opens at.
    private func wrappedLayout(innerWidth: Int) -> Layout {
        let (rows, keyWidth) = wrapped(innerWidth: innerWidth)
        return Layout(innerWidth: innerWidth, rows: rows, keyWidth: keyWidth, anchorRow: rows.firstIndex(where: \.isAnchor))
    }

    private func wrapped(innerWidth: Int) -> (rows: [Row], keyWidth: Int) {
        // The keys take at most half the room, so labels always have some.
        let keyWidth = min(naturalKeyWidth, max(1, (innerWidth - 4) / 2))
        let labelRoom = max(1, innerWidth - keyWidth - 4)
        var rows: [Row] = []
        for line in lines {
            if line.isHeading || line.label.isEmpty {
                rows.append(Row(keys: line.keys, label: "", isHeading: line.isHeading, isAnchor: line.isAnchor))
                continue
            }
            for (index, piece) in TextWrap.lines(line.label, width: labelRoom).enumerated() {
                rows.append(Row(keys: index == 0 ? line.keys : "", label: piece, isHeading: false,
                                isAnchor: line.isAnchor && index == 0))
            }
        }
        return (rows, keyWidth)
    }

    func render(in area: Rect, buffer: inout Buffer) {
        guard area.width >= 4, area.height >= 3 else { return }
        let width = min(naturalWidth, area.width)
        // The layout `fit(to:)` made, unless `area` is another size (then
        // made here, not kept).
        let layout = self.layout.flatMap { $0.innerWidth == width - 2 ? $0 : nil } ?? wrappedLayout(innerWidth: width - 2)
        let (rows, keyWidth) = (layout.rows, layout.keyWidth)
        let box = area.centered(width: width, height: rows.count + 2)
        let offset = opensAtAnchor ? layout.anchorRow ?? self.offset : self.offset
        buffer.fill(box)
        // Modal: nothing under it answers a click; the wheel over it scrolls.
        buffer.markModal(box)
        buffer.mark(box, as: .area(Self.area))
        let inner = Pane(title: strings.helpTitle, isFocused: true).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        let start = min(offset, max(0, rows.count - inner.height))
        if rows.count > inner.height, inner.width > 2 {
            let marker = "\(start + 1)–\(min(rows.count, start + inner.height))/\(rows.count)"
            if DisplayWidth.of(marker) + 2 <= inner.width - 1 {
                buffer.write(" " + marker + " ", x: max(inner.x, inner.maxX - DisplayWidth.of(marker) - 3), y: inner.maxY,
                             style: Style(attributes: .dim))
            }
        }
        // One column of margin on each side, inside the border.
        let text = inner.inset(dx: 1, dy: 0)
        let labelX = text.x + keyWidth + 2
        for row in 0..<inner.height {
            let index = start + row
            guard index < rows.count else { break }
            let line = rows[index]
            let y = inner.y + row
            if line.isHeading {
                buffer.write(DisplayWidth.truncate(line.keys, to: text.width, ellipsis: "…"), x: text.x, y: y,
                             style: Style(attributes: [.bold, .underline]), maxWidth: text.width)
            } else {
                let keys = DisplayWidth.truncate(line.keys, to: min(keyWidth, text.width), ellipsis: "…")
                buffer.write(keys, x: text.x, y: y, style: Style(attributes: .bold), maxWidth: min(keyWidth, text.width))
                if labelX < text.maxX {
                    buffer.write(line.label, x: labelX, y: y, maxWidth: text.maxX - labelX)
                }
            }
        }
    }
}

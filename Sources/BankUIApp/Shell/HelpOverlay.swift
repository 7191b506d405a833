import TabKit
import TerminalUI

/// The `?` overlay: every key of the current tab by section, then the global
/// keys. Scrolls when the list is taller than the screen; Esc, `?` or `q`
/// closes it.
struct HelpOverlay {
    private struct Line {
        let keys: String
        let label: String
        let isHeading: Bool
    }

    private let strings: ShellStrings
    private let lines: [Line]
    private var offset = 0

    init(strings: ShellStrings, tabSections: [KeySection], global: KeySection) {
        self.strings = strings
        var lines: [Line] = []
        for section in tabSections + [global] {
            if !lines.isEmpty { lines.append(Line(keys: "", label: "", isHeading: false)) }
            if let title = section.title { lines.append(Line(keys: title, label: "", isHeading: true)) }
            lines += section.bindings.map { Line(keys: $0.helpKeys, label: $0.help, isHeading: false) }
        }
        self.lines = lines
    }

    /// Keys for the hint bar while the overlay is open.
    var hints: [KeyHint] {
        [KeyHint(keys: "Esc", label: strings.hintHelpClose), KeyHint(keys: "↑↓", label: "")]
    }

    /// Scrolls on arrows and pages; returns false when the overlay closes.
    mutating func handle(_ key: Key, visibleRows: Int) -> Bool {
        let maxOffset = max(0, lines.count - visibleRows)
        switch key {
        case .escape, .character("?"), .character("q"), .enter:
            return false
        case .up, .character("k"): offset = max(0, offset - 1)
        case .down, .character("j"): offset = min(maxOffset, offset + 1)
        case .pageUp: offset = max(0, offset - visibleRows)
        case .pageDown: offset = min(maxOffset, offset + visibleRows)
        case .home: offset = 0
        case .end: offset = maxOffset
        default: break
        }
        return true
    }

    func render(in area: Rect, buffer: inout Buffer) {
        let keyWidth = min(24, lines.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let labelWidth = lines.map { DisplayWidth.of($0.label) }.max() ?? 0
        let box = area.centered(width: keyWidth + labelWidth + 7, height: lines.count + 2)
        buffer.fill(box)
        let inner = Pane(title: strings.helpTitle, theme: .standard, isFocused: true).render(in: box, buffer: &buffer)
        let start = min(offset, max(0, lines.count - inner.height))
        if lines.count > inner.height, inner.width > 2 {
            let marker = "\(start + 1)–\(min(lines.count, start + inner.height))/\(lines.count)"
            buffer.write(" " + marker + " ", x: max(inner.x, inner.maxX - DisplayWidth.of(marker) - 3), y: inner.maxY, style: Style(attributes: .dim))
        }
        for row in 0..<inner.height {
            let index = start + row
            guard index < lines.count else { break }
            let line = lines[index]
            let y = inner.y + row
            if line.isHeading {
                buffer.write(line.keys, x: inner.x + 1, y: y, style: Style(attributes: [.bold, .underline]), maxWidth: inner.width - 1)
            } else {
                buffer.write(line.keys, x: inner.x + 1, y: y, style: Style(attributes: .bold), maxWidth: keyWidth)
                buffer.write(line.label, x: inner.x + 3 + keyWidth, y: y, maxWidth: inner.width - keyWidth - 3)
            }
        }
    }
}

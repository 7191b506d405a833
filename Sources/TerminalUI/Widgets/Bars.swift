/// The tab bar on the top line: `1 Bank  3 Juice  4 Calculator`, the active
/// tab highlighted.
public struct TabBar: Sendable {
    /// One tab: its number (F-key) and title.
    public struct Entry: Hashable, Sendable {
        public let number: Int
        public let title: String
        public init(number: Int, title: String) {
            self.number = number
            self.title = title
        }
    }

    public var entries: [Entry]
    public var activeIndex: Int
    public var theme: Theme

    public init(entries: [Entry], activeIndex: Int, theme: Theme = .standard) {
        self.entries = entries
        self.activeIndex = activeIndex
        self.theme = theme
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
        var x = area.x
        for (index, entry) in entries.enumerated() {
            let style = index == activeIndex ? theme.activeTab : theme.inactiveTab
            let text = " \(entry.number) \(entry.title) "
            guard x < area.maxX else { break }
            x = buffer.write(text, x: x, y: area.y, style: style, maxWidth: area.maxX - x)
            x += 1
        }
    }
}

/// The key-hint line at the bottom: `a Add  r Reset  ? Help  q Quit`.
/// Hints that do not fit are dropped from the end, never cut in half.
public struct KeyHintBar: Sendable {
    public var hints: [KeyHint]
    public var theme: Theme

    public init(hints: [KeyHint], theme: Theme = .standard) {
        self.hints = hints
        self.theme = theme
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var x = area.x + 1
        for hint in hints {
            let needed = DisplayWidth.of(hint.keys) + (hint.label.isEmpty ? 0 : 1 + DisplayWidth.of(hint.label))
            guard x + needed <= area.maxX else { break }
            x = buffer.write(hint.keys, x: x, y: area.y, style: theme.hintKey)
            if !hint.label.isEmpty {
                x = buffer.write(" " + hint.label, x: x, y: area.y, style: theme.hintLabel)
            }
            x += 2
        }
    }
}

/// The tab bar on the top line: `1 Bank  3 Juice  4 Calculator`, the active
/// tab highlighted.
///
/// When the entries do not fit, the bar starts late enough that the active
/// entry shows (hidden entries on the left are marked by "…") and the last
/// entry that fits only in part is cut with "…".
public struct TabBar: Sendable {
    /// One tab: its number (F-key) and title.
    public struct Entry: Hashable, Sendable {
        /// The number shown before the title (the tab's F-key).
        public let number: Int
        /// The tab's title in the user's language.
        public let title: String

        /// An entry `number title`.
        public init(number: Int, title: String) {
            self.number = number
            self.title = title
        }
    }

    /// The tabs, in order.
    public var entries: [Entry]
    /// Which entry is highlighted; any value is safe.
    public var activeIndex: Int
    /// The styles of active and other entries; nil: the theme of the buffer drawn into.
    public var theme: Theme?

    /// A bar of `entries` with the one at `activeIndex` highlighted.
    public init(entries: [Entry], activeIndex: Int, theme: Theme? = nil) {
        self.entries = entries
        self.activeIndex = activeIndex
        self.theme = theme
    }

    /// Draws the bar into the first row of `area`.
    public func render(in area: Rect, buffer: inout Buffer) {
        let theme = self.theme ?? buffer.theme
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
        let labels = entries.map { " \($0.number) \($0.title) " }
        let widths = labels.map { DisplayWidth.of($0) }
        let first = firstVisible(widths: widths, room: area.width)
        var x = area.x
        if first > 0 {
            x = buffer.write("…", x: x, y: area.y, style: theme.dim, maxWidth: area.width)
        }
        for index in first..<labels.count {
            guard x < area.maxX else {
                // Entries hidden on the right: mark the last column.
                buffer.write("…", x: area.maxX - 1, y: area.y, style: theme.dim, maxWidth: 1)
                break
            }
            let style = index == activeIndex ? theme.activeTab : theme.inactiveTab
            let room = area.maxX - x
            let text = widths[index] <= room ? labels[index] : DisplayWidth.truncate(labels[index], to: room, ellipsis: "…")
            let entryStart = x
            x = buffer.write(text, x: x, y: area.y, style: style, maxWidth: room)
            buffer.mark(Rect(x: entryStart, y: area.y, width: x - entryStart, height: 1), as: .tab(index))
            x += 1
        }
    }

    /// The first entry to draw so that the active one fits, when it can.
    private func firstVisible(widths: [Int], room: Int) -> Int {
        guard widths.indices.contains(activeIndex) else { return 0 }
        var first = 0
        func needed(from start: Int) -> Int {
            // The entries up to the active one, the gaps between them, and the
            // "…" marker when entries are hidden on the left.
            widths[start...activeIndex].reduce(0, +) + (activeIndex - start) + (start > 0 ? 1 : 0)
        }
        while first < activeIndex && needed(from: first) > room { first += 1 }
        return first
    }
}

/// The key-hint line at the bottom: `a Add  r Reset  ? Help  q Quit`.
/// Hints that do not fit are dropped from the end, never cut in half.
public struct KeyHintBar: Sendable {
    /// The hints, most important first (the last ones go when space runs out).
    public var hints: [KeyHint]
    /// The styles of keys and labels; nil: the theme of the buffer drawn into.
    public var theme: Theme?

    /// A bar showing `hints`.
    public init(hints: [KeyHint], theme: Theme? = nil) {
        self.hints = hints
        self.theme = theme
    }

    /// Draws the hints into the first row of `area`, one column in from its left edge.
    public func render(in area: Rect, buffer: inout Buffer) {
        let theme = self.theme ?? buffer.theme
        guard !area.isEmpty else { return }
        var x = area.x + 1
        for hint in hints {
            guard x + Self.columns(hint) <= area.maxX else { break }
            let hintStart = x
            x = buffer.write(hint.keys, x: x, y: area.y, style: theme.hintKey, maxWidth: area.maxX - x)
            if !hint.label.isEmpty {
                x = buffer.write(" " + hint.label, x: x, y: area.y, style: theme.hintLabel, maxWidth: area.maxX - x)
            }
            if let key = hint.key {
                buffer.mark(Rect(x: hintStart, y: area.y, width: x - hintStart, height: 1), as: .key(key))
            }
            x += 2
        }
    }

    /// Columns `hints` take in the bar: one column of margin, then each
    /// hint and the two columns after it. A tab that must leave room for
    /// hints after its own measures them with this.
    public static func width(of hints: [KeyHint]) -> Int {
        hints.reduce(1) { $0 + columns($1) + 2 }
    }

    /// Columns one hint takes: its keys, then a space and its label.
    private static func columns(_ hint: KeyHint) -> Int {
        DisplayWidth.of(hint.keys) + (hint.label.isEmpty ? 0 : 1 + DisplayWidth.of(hint.label))
    }
}

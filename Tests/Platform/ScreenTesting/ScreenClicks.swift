import TerminalUI

/// Clicking what the screen shows, by its text: tests name what the user
/// sees, never coordinates of their own.
extension HeadlessDriver {
    /// The cell where the first occurrence of `text` starts (rows from the
    /// top, columns in display columns), searching from row `fromRow`.
    public func position(of text: String, fromRow: Int = 0) -> Point? {
        for (y, line) in screen.enumerated() where y >= fromRow {
            guard let range = line.range(of: text) else { continue }
            return Point(x: DisplayWidth.of(String(line[..<range.lowerBound])), y: y)
        }
        return nil
    }

    /// Clicks the first cell of `text` as shown (SGR report through the
    /// decoder); returns false when the screen does not show it.
    @discardableResult
    public func click(on text: String, fromRow: Int = 0) -> Bool {
        guard let point = position(of: text, fromRow: fromRow) else { return false }
        click(x: point.x, y: point.y)
        return true
    }
}

/// Block characters for plots that read without colour: the eight heights
/// `▁▂▃▄▅▆▇█` for columns and the eight widths `▏▎▍▌▋▊▉█` for bars.
enum BlockGlyphs {
    static let heights: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let widths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// How many eighths of `rows` rows `value` fills on a scale up to
    /// `maximum`: nothing only for zero, at least one eighth for any more.
    static func eighths(_ value: Int, of maximum: Int, rows: Int = 1) -> Int {
        guard value > 0, maximum > 0, rows > 0 else { return 0 }
        let total = rows * 8
        let scaled = (value * total + maximum - 1) / maximum
        return min(total, max(1, scaled))
    }

    /// The character of row `row` (0 at the bottom) of a column `eighths`
    /// high: a space above it, `█` below its top.
    static func column(eighths: Int, row: Int) -> Character {
        let inRow = eighths - row * 8
        if inRow <= 0 { return " " }
        return heights[min(8, inRow) - 1]
    }

    /// A one-row sparkline of `values` scaled to `maximum`.
    static func sparkline(_ values: [Int], maximum: Int) -> String {
        String(values.map { column(eighths: eighths($0, of: maximum), row: 0) })
    }

    /// A bar `width` cells long, `share` (0…1) of it filled to the eighth
    /// of a cell, the rest `░`, so the empty part shows without colour.
    static func bar(_ share: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let filled = Int((min(1, max(0, share)) * Double(width * 8)).rounded())
        var text = String(repeating: "█", count: filled / 8)
        var used = filled / 8
        if filled % 8 > 0, used < width {
            text.append(widths[filled % 8 - 1])
            used += 1
        }
        return text + String(repeating: "░", count: width - used)
    }
}

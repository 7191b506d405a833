/// How many bytes a terminal receives to go from one frame to the next,
/// counted the way a screen library sends a diff: for each changed cell its
/// UTF-8; a cursor move (`ESC [ row ; col H`) before a changed cell that
/// does not follow the last one written, unless rewriting the unchanged
/// cells between them is shorter; and a full SGR sequence (reset, each
/// attribute, each colour as `38;5;N`) whenever the style differs from the
/// cell written before. It counts bytes, not time: tests hold a tick's
/// cost to a budget with it.
public enum FrameBytes {
    public static func count(from old: Buffer, to new: Buffer) -> Int {
        let changed = FrameDiff.changedIndices(from: old, to: new)
        let cells = new.cells
        let width = new.size.width
        var bytes = 0
        var cursor = -1
        var style: Style?
        for index in changed {
            if index != cursor {
                let move = moveLength(to: index, width: width)
                if cursor >= 0, index > cursor, index / width == cursor / width,
                   gapBytes(cells, from: cursor, to: index, style: style) <= move {
                    bytes += gapBytes(cells, from: cursor, to: index, style: style)
                } else {
                    bytes += move
                }
            }
            let cell = cells[index]
            if cell.style != style {
                bytes += sgrLength(cell.style)
                style = cell.style
            }
            bytes += cell.symbol.utf8.count
            cursor = index + max(1, Int(cell.width))
        }
        return bytes
    }

    /// `ESC [ row ; col H`, both 1-based.
    static func moveLength(to index: Int, width: Int) -> Int {
        let row = index / max(1, width) + 1, column = index % max(1, width) + 1
        return 4 + String(row).count + String(column).count
    }

    /// The bytes of rewriting cells `from..<to` as they are, or more than any
    /// move when their style differs from the current one.
    private static func gapBytes(_ cells: [Cell], from: Int, to: Int, style: Style?) -> Int {
        var bytes = 0
        for i in from..<to {
            if cells[i].style != style { return Int.max }
            bytes += cells[i].width == 0 ? 0 : cells[i].symbol.utf8.count
        }
        return bytes
    }

    /// `ESC [ 0 ; 1 ; 38;5;N ; 48;5;N m`: a reset, then what the style sets.
    static func sgrLength(_ style: Style) -> Int {
        var length = 4  // ESC [ 0 m
        let attributes: [TextAttributes] = [.bold, .dim, .reverse, .underline]
        length += attributes.filter { style.attributes.contains($0) }.count * 2
        for color in [style.foreground, style.background] {
            if let index = color.paletteIndex { length += 6 + String(index).count }
        }
        return length
    }
}

import CNcurses
import Foundation

/// The real terminal through ncursesw.
///
/// Starts curses in raw mode on the alternate screen, with keypad decoding,
/// non-blocking reads and a short Esc delay; draws only the cells that
/// changed since the previous frame and ends each frame with one
/// `doupdate`. `shutdown()` (also called on every exit path) gives the
/// terminal back exactly as it was.
@MainActor
public final class NcursesBackend: TerminalBackend {
    public private(set) var size: Size
    public let colorSupport: ColorSupport
    private var previous: Buffer?
    private var pairs: [UInt32: Int32] = [:]
    private var isActive = false

    /// Starts curses on the controlling terminal. Returns nil when stdin or
    /// stdout is not a terminal.
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        setlocale(LC_ALL, "")
        guard bk_install_restore() == 0 else { return nil }
        set_escdelay(25)
        guard initscr() != nil else {
            bk_mark_restored()
            return nil
        }
        raw()
        noecho()
        nonl()
        keypad(bk_stdscr(), true)
        nodelay(bk_stdscr(), true)
        curs_set(0)
        var support = ColorSupport.none
        if has_colors() {
            start_color()
            use_default_colors()
            support = ColorSupport.detect(environment: environment, terminalColors: Int(bk_colors()))
        }
        colorSupport = support
        size = Size(width: Int(bk_cols()), height: Int(bk_lines()))
        isActive = true
        bk_write_stdout("\u{1B}[?2004h")  // bracketed paste: pastes arrive as one piece
    }

    /// Reads the new size from the kernel and tells curses; the next frame is
    /// drawn whole.
    public func refreshSize() {
        var rows: Int32 = 0, cols: Int32 = 0
        if bk_window_size(STDOUT_FILENO, &rows, &cols) == 0, rows > 0, cols > 0 {
            resizeterm(rows, cols)
        }
        size = Size(width: Int(bk_cols()), height: Int(bk_lines()))
        previous = nil
    }

    public func draw(_ buffer: Buffer) {
        guard isActive else { return }
        if previous == nil || previous?.size != buffer.size {
            werase(bk_stdscr())
            previous = nil
        }
        let width = buffer.size.width
        let changed = FrameDiff.changedIndices(from: previous ?? Buffer(size: Size(width: 0, height: 0)), to: buffer)
        var chars = [wchar_t](repeating: 0, count: 6)
        for index in changed {
            let cell = buffer.cells[index]
            let y = Int32(index / width), x = Int32(index % width)
            let attrs = attributes(for: cell.style)
            let pair = colorPair(for: cell.style)
            let drawn = fillCharacters(cell.symbol, into: &chars)
            if drawn == 0 {
                put(" ", y: y, x: x, attrs: attrs, pair: pair, chars: &chars)
                if cell.width == 2 { put(" ", y: y, x: x + 1, attrs: attrs, pair: pair, chars: &chars) }
                continue
            }
            _ = chars.withUnsafeBufferPointer { bk_put_cell(y, x, $0.baseAddress, attrs, pair) }
            if cell.width == 2 && drawn == 1 {
                // The terminal thinks this character is narrower than we do:
                // blank the second column so nothing is left behind.
                put(" ", y: y, x: x + 1, attrs: attrs, pair: pair, chars: &chars)
            }
        }
        if let cursor = buffer.cursor, cursor.x < buffer.size.width, cursor.y < buffer.size.height {
            wmove(bk_stdscr(), Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(bk_stdscr())
        doupdate()
        previous = buffer
    }

    /// Ends curses and gives the terminal back: main screen, cursor, modes.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        bk_write_stdout("\u{1B}[?2004l")
        curs_set(1)
        endwin()
        bk_mark_restored()
    }

    /// Reads everything that is readable now, without blocking.
    public func readInput() -> [RawInput] {
        var batch: [RawInput] = []
        var value: wint_t = 0
        while batch.count < 65_536 {
            let result = bk_get_wch(&value)
            if result == KEY_CODE_YES {
                batch.append(.keyCode(Int32(bitPattern: value)))
            } else if result == OK {
                batch.append(.character(UInt32(value)))
            } else {
                break
            }
        }
        return batch
    }

    private func put(_ text: String, y: Int32, x: Int32, attrs: attr_t, pair: Int32, chars: inout [wchar_t]) {
        _ = fillCharacters(text, into: &chars)
        _ = chars.withUnsafeBufferPointer { bk_put_cell(y, x, $0.baseAddress, attrs, pair) }
    }

    /// Puts the spacing character and its combining marks (at most 4) into
    /// `chars`, zero-terminated. Returns the spacing character's width as
    /// the C library sees it, 0 when it cannot be shown in this locale.
    private func fillCharacters(_ symbol: String, into chars: inout [wchar_t]) -> Int32 {
        var count = 0
        var baseWidth: Int32 = 0
        for scalar in symbol.unicodeScalars {
            let w = bk_wcwidth(scalar.value)
            if count == 0 {
                guard w > 0 else { break }
                baseWidth = w
            } else if w != 0 || count >= 5 {
                break  // a second spacing character (ZWJ sequence): show the first only
            }
            chars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        if count == 0 { chars[0] = 0x3F; count = 1; baseWidth = 1 }  // "?"
        chars[count] = 0
        return baseWidth
    }

    private func attributes(for style: Style) -> attr_t {
        var attrs = bk_a_normal()
        if style.attributes.contains(.bold) { attrs |= bk_a_bold() }
        if style.attributes.contains(.dim) { attrs |= bk_a_dim() }
        if style.attributes.contains(.reverse) { attrs |= bk_a_reverse() }
        if style.attributes.contains(.underline) { attrs |= bk_a_underline() }
        return attrs
    }

    private func colorPair(for style: Style) -> Int32 {
        let fg: Color, bg: Color
        switch colorSupport {
        case .none: return 0
        case .basic: fg = style.foreground.basic; bg = style.background.basic
        case .full: fg = style.foreground; bg = style.background
        }
        if fg == .default && bg == .default { return 0 }
        let key = UInt32(fg.code) << 16 | UInt32(bg.code)
        if let pair = pairs[key] { return pair }
        let next = Int32(pairs.count + 1)
        guard next < bk_color_pairs(), next < Int32(Int16.max) else { return 0 }
        init_pair(Int16(next), Int16(fg.paletteIndex ?? -1), Int16(bg.paletteIndex ?? -1))
        pairs[key] = next
        return next
    }
}

import CNcurses
import Foundation

/// Why the terminal cannot be used; said before anything is sent to it.
public enum TerminalRefusal: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// TERM is not set.
    case noTerminalType
    /// TERM names a terminal this system's terminfo does not know.
    case unknownTerminal(String)
    /// There is no terminfo database at all.
    case noTerminalDatabase
    /// The terminal cannot place the cursor (`dumb`, a hardcopy terminal).
    case cannotPlaceCursor(String)
    /// curses could not start on it.
    case cannotStart(String)

    /// The exit status of sysexits.h: 64 (EX_USAGE) when bankui was not
    /// started on a terminal (the headless commands are for that); 78
    /// (EX_CONFIG) for a TERM or terminfo that does not fit; 69
    /// (EX_UNAVAILABLE) when curses itself could not start.
    public var exitStatus: Int32 {
        switch self {
        case .notATerminal: 64
        case .noTerminalType, .unknownTerminal, .noTerminalDatabase, .cannotPlaceCursor: 78
        case .cannotStart: 69
        }
    }

    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal"
        case .noTerminalType:
            return "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
        case .unknownTerminal(let name):
            return "unknown terminal type '\(name)' (TERM); set TERM to a type this system knows (for example xterm-256color)"
        case .noTerminalDatabase:
            return "no terminal descriptions (terminfo) are installed; install ncurses-base"
        case .cannotPlaceCursor(let name):
            return "the terminal type '\(name)' (TERM) cannot place the cursor, which a full-screen program needs; "
                + "run bankui in a terminal emulator (TERM=xterm-256color, for example)"
        case .cannotStart(let name):
            return "curses could not start on the terminal '\(name)'"
        }
    }
}

/// The real terminal through ncursesw.
///
/// Checks the terminal type first (one that cannot place the cursor, like
/// `dumb`, is refused before anything is sent), makes sure characters are
/// UTF-8 (`localeNote`), then starts curses in raw mode on the alternate
/// screen with bracketed paste. Input is read as bytes straight from stdin
/// (`readInput`) and decoded by `KeyDecoder`; curses only draws. Each frame
/// sends only the cells that changed since the previous one and ends with
/// one `doupdate`. `shutdown()` (called on every way out) gives the terminal
/// back exactly as it was; on a terminal without an alternate screen
/// (`vt100`, `linux`) it also clears what was drawn, and so does the shim's
/// crash-time restore (with the terminal's `clear`, read while checking the
/// terminal type, before curses starts).
///
/// Clusters: before the first frame the terminal is asked how it draws the
/// clusters terminals disagree on (``TerminalProbe``), once per terminal
/// type and version. A cell whose cluster curses cannot hold (a ZWJ
/// sequence: curses keeps one spacing character per cell) is given to
/// curses in its agreed form, of the same width, and written whole straight
/// to the terminal after each update (`bk_direct_*`, which keep curses'
/// record of the cursor and attributes true).
@MainActor
public final class NcursesBackend: TerminalDevice {
    public private(set) var size: Size
    public let colorSupport: ColorSupport
    /// Set when the locale could not give UTF-8 characters and another
    /// locale was used for them (or none was found): a line for the log.
    /// The interface language is not affected.
    public let localeNote: String?
    /// Whether the terminal has an alternate screen (smcup/rmcup).
    public let hasAlternateScreen: Bool
    private var previous: Buffer?
    private var pairs: [UInt32: Int32] = [:]
    private var isActive = false
    private var isSuspended = false
    /// Whether mouse reporting is on while the terminal is ours: asked for,
    /// and the terminal reports the mouse in the SGR encoding
    /// (``MouseReporting/isSupported(term:hasKmous:)``).
    public let reportsMouse: Bool
    /// Cells written whole after each update, by index: curses holds their
    /// agreed form.
    var wholeCells: [Int: (symbol: String, attrs: attr_t, pair: Int32)] = [:]
    /// Keys typed while the terminal was asked about clusters, read first.
    var heldInput: [UInt8] = []

    /// Starts curses on the controlling terminal, or says why it cannot.
    /// With `mouse`, clicks and the wheel are reported when the terminal
    /// can (see ``reportsMouse``).
    /// The terminal's answer about clusters is kept in `probeCache`.
    public static func open(environment: [String: String] = ProcessInfo.processInfo.environment,
                            mouse: Bool = true, probeCache: TerminalProbeCache? = nil) throws(TerminalRefusal) -> NcursesBackend {
        try NcursesBackend(checking: environment, mouse: mouse, probeCache: probeCache)
    }

    /// Starts curses on the controlling terminal; nil when it cannot (`open`
    /// says why).
    public convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = true) {
        try? self.init(checking: environment, mouse: mouse, probeCache: nil)
    }

    private init(checking environment: [String: String], mouse: Bool, probeCache: TerminalProbeCache?) throws(TerminalRefusal) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        let name = environment["TERM"] ?? ""
        switch bk_check_terminal() {
        case 0: break
        case 1: throw .noTerminalType
        case 2: throw .unknownTerminal(name)
        case 3: throw .noTerminalDatabase
        default: throw .cannotPlaceCursor(name)
        }
        localeNote = Self.setUpLocale(environment: environment)
        guard bk_install_restore() == 0 else { throw .notATerminal }
        // Before curses starts, so that it installs no signal handlers of its own.
        _ = bk_watch_signals()
        guard bk_start_curses() == 0 else {
            bk_mark_restored()
            throw .cannotStart(name)
        }
        raw()
        noecho()
        nonl()
        typeahead(-1)  // always finish a frame, even with input waiting
        curs_set(0)
        var support = ColorSupport.none
        if has_colors() {
            start_color()
            use_default_colors()
            support = ColorSupport.detect(environment: environment, terminalColors: Int(bk_colors()))
        }
        colorSupport = support
        hasAlternateScreen = bk_has_alternate_screen() != 0
        size = Size(width: Int(bk_cols()), height: Int(bk_lines()))
        reportsMouse = mouse && MouseReporting.isSupported(term: name, hasKmous: bk_has_mouse() != 0)
        isActive = true
        bk_write_stdout("\u{1B}[?2004h")  // bracketed paste: pastes arrive as one piece
        if reportsMouse { bk_write_stdout(MouseReporting.on) }
        askAboutClusters(cache: probeCache, environment: environment)
    }

    /// Makes LC_CTYPE UTF-8. The locale from the environment is used when it
    /// is installed and UTF-8; otherwise (`LANG=C`, a locale that is not
    /// generated) C.UTF-8 or another UTF-8 locale is used for characters
    /// only, so boxes, arrows, emoji and Hangul are not drawn as `?`.
    static func setUpLocale(environment: [String: String]) -> String? {
        let all = setlocale(LC_ALL, "")
        if all != nil && bk_codeset_is_utf8() != 0 { return nil }
        let asked = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let reason = all == nil ? "the locale \(asked) is not installed" : "the locale \(asked) is not UTF-8"
        for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"]
        where setlocale(LC_CTYPE, candidate) != nil && bk_codeset_is_utf8() != 0 {
            return "\(reason); characters are drawn with \(candidate)"
        }
        return "\(reason) and no UTF-8 locale is installed: characters beyond ASCII show as ?"
    }

    public var inputDescriptor: Int32 { STDIN_FILENO }

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
            wholeCells = [:]
        }
        let width = buffer.size.width
        let changed = FrameDiff.changedIndices(from: previous ?? Buffer(size: Size(width: 0, height: 0)), to: buffer)
        var chars = [wchar_t](repeating: 0, count: 6)
        var flagRows = Set<Int32>()
        for index in changed {
            let cell = buffer.cells[index]
            let y = Int32(index / width), x = Int32(index % width)
            let attrs = attributes(for: cell.style)
            let pair = colorPair(for: cell.style)
            let symbol = cell.symbol
            if !wholeCells.isEmpty { wholeCells[index] = nil }
            if cell.width == 2, let character = symbol.first, TerminalCluster.isFlag(character) {
                // Two regional indicators: one column each as curses counts
                // them, one flag of two columns as terminals draw them. The
                // row is redrawn whole so that curses never rewrites one
                // half of a flag on its own.
                let halves = symbol.unicodeScalars.map { String($0) }
                put(halves[0], y: y, x: x, attrs: attrs, pair: pair, chars: &chars)
                put(halves[1], y: y, x: x + 1, attrs: attrs, pair: pair, chars: &chars)
                flagRows.insert(y)
                continue
            }
            var drawn = fillCharacters(symbol, into: &chars)
            if drawn.isPart, let character = symbol.first {
                // Curses holds the agreed form; the cluster goes whole after the update.
                drawn = fillCharacters(String(TerminalCluster.agreedForm(of: character)), into: &chars)
                wholeCells[index] = (symbol, attrs, pair)
            }
            if drawn.width == 0 {
                put(" ", y: y, x: x, attrs: attrs, pair: pair, chars: &chars)
                if cell.width == 2 { put(" ", y: y, x: x + 1, attrs: attrs, pair: pair, chars: &chars) }
                continue
            }
            _ = chars.withUnsafeBufferPointer { bk_put_cell(y, x, $0.baseAddress, attrs, pair) }
            if cell.width == 2 && drawn.width == 1 {
                // The terminal thinks this character is narrower than we do:
                // blank the second column so nothing is left behind.
                put(" ", y: y, x: x + 1, attrs: attrs, pair: pair, chars: &chars)
            }
        }
        for row in flagRows { wredrawln(bk_stdscr(), row, 1) }
        if let cursor = buffer.cursor, cursor.x < buffer.size.width, cursor.y < buffer.size.height {
            wmove(bk_stdscr(), Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(bk_stdscr())
        doupdate()
        if !wholeCells.isEmpty { writeWholeCells(width: width) }
        previous = buffer
    }

    /// Ends curses and gives the terminal back: main screen, cursor, modes.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        release()
    }

    /// Gives the terminal back (as `shutdown`) before the process stops.
    public func suspend() {
        guard isActive else { return }
        isActive = false
        isSuspended = true
        release()
    }

    /// Takes the terminal again after a stop: curses' modes, the alternate
    /// screen and bracketed paste come back, and the next frame is drawn
    /// whole at the current size.
    public func resume() {
        if isSuspended {
            isSuspended = false
            isActive = true
            bk_mark_active()  // the next doupdate re-enters curses' modes
        } else {
            guard isActive else { return }
            reset_prog_mode()  // stopped behind our back (SIGSTOP): modes may be gone
        }
        bk_write_stdout("\u{1B}[?2004h")
        if reportsMouse { bk_write_stdout(MouseReporting.on) }
        clearok(bk_curscr(), true)
        refreshSize()
    }

    private func release() {
        if reportsMouse { bk_write_stdout(MouseReporting.off) }
        bk_write_stdout("\u{1B}[?2004l")
        curs_set(1)
        // Nothing of the UI left behind: without an alternate screen nothing
        // else hides it, and with one a terminal whose window changed size
        // while it was shown (tmux) moves lines of it into the shell's
        // screen as it restores that screen, unless they are blank.
        if hasAlternateScreen { bk_clear_screen_now() }
        endwin()
        if !hasAlternateScreen { bk_clear_screen_now() }
        bk_mark_restored()
    }

    /// Reads every byte that is readable now, without blocking (poll, then
    /// read: stdin stays blocking, as the shell left it). nil once the
    /// terminal is gone (end of file, hang-up, an error).
    public func readInput() -> [UInt8]? {
        var bytes = heldInput
        heldInput = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, 0)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { break }
            if ready < 0 || fds.revents & Int16(POLLIN) == 0 { return bytes.isEmpty ? nil : bytes }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return bytes.isEmpty ? nil : bytes
            }
        }
        return bytes
    }

    private func put(_ text: String, y: Int32, x: Int32, attrs: attr_t, pair: Int32, chars: inout [wchar_t]) {
        _ = fillCharacters(text, into: &chars)
        _ = chars.withUnsafeBufferPointer { bk_put_cell(y, x, $0.baseAddress, attrs, pair) }
    }

    /// Whether keys typed during the start wait to be read.
    public var hasHeldInput: Bool { !heldInput.isEmpty }

    /// Puts the spacing character and its combining marks (at most 4) into
    /// `chars`, zero-terminated. Returns the spacing character's width as
    /// the C library sees it (0 when it cannot be shown in this locale), and
    /// whether the symbol went only in part: a cluster drawn whole
    /// (``TerminalCluster``) that one curses cell cannot hold.
    private func fillCharacters(_ symbol: String, into chars: inout [wchar_t]) -> (width: Int32, isPart: Bool) {
        var count = 0
        var baseWidth: Int32 = 0
        var isPart = false
        for scalar in symbol.unicodeScalars {
            let w = bk_wcwidth(scalar.value)
            if count == 0 {
                guard w > 0 else { break }
                baseWidth = w
            } else if w != 0 || count >= 5 {
                isPart = true
                break
            }
            chars[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        if count == 0 { chars[0] = 0x3F; count = 1; baseWidth = 1 }  // "?"
        chars[count] = 0
        return (baseWidth, isPart)
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

/// The shim's calls that touch its state (the signal pipe and flags, the
/// "terminal active" mark, the time quitting began), for the rest of the
/// module. The shim keeps that state in `static inline` functions, of which
/// each compiled Swift file gets its own copy; every stateful call is made
/// from this file so that there is one copy, the one the signal handlers
/// and the crash-time restore read.
enum TerminalShim {
    static func watchSignals() -> Int32 { bk_watch_signals() }
    static func drainSignalPipe() { bk_drain_signal_pipe() }
    static var signalCount: Int32 { bk_signal_count() }
    static func takeSignal(_ signal: Int32) -> Int32 { bk_take_signal(signal) }
    static func beginQuitting() { bk_begin_quitting() }
    static func stopSelf() { bk_stop_self() }
}


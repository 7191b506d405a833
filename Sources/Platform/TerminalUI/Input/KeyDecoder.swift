import FileKit

/// Turns the bytes the terminal sends into keys and pastes.
///
/// bankui reads the terminal's bytes itself (`read(2)`, curses' keypad
/// decoding off) and decodes everything here: UTF-8, control keys, Alt as
/// Esc followed by a key, the CSI and SS3 sequences of xterm-like terminals
/// and the Linux console, and bracketed paste (`Esc [200~ … Esc [201~`).
/// ncurses' `wget_wch` is not used: on a byte that is not UTF-8 it keeps
/// reading bytes to complete a character and throws them away with it, so
/// one bad byte ate the next key, and inside a paste it ate the paste's end
/// marker and held the keyboard until another paste ended.
///
/// Rules, all of them unit-tested (the type is pure, no terminal needed):
/// - A byte that cannot start or continue a UTF-8 character becomes one
///   U+FFFD (one per maximal ill-formed part, as Unicode recommends), and
///   decoding goes on with the next byte: nothing else is lost.
/// - A sequence cut at the end of a read (an Esc, half a CSI, half a
///   character) is kept until the next read. When no more input comes for
///   `escapeDelay`, the loop calls `timeout()` and it is taken as typed:
///   Esc alone is `.escape`, Esc then a key is `.alt(key)` (also when the key
///   came in the next read, within the delay), `Esc [` is `.alt("[")`, half a
///   character is U+FFFD.
/// - A paste ends at its end marker, or when no input came for
///   `pasteTimeout` while it was open (what arrived is the paste), so a paste
///   that never ends cannot hold the keyboard.
/// - Ctrl-C (0x03) inside a paste is the user's Ctrl-C, not text: it ends the
///   paste (what arrived so far is delivered as the paste) and comes out as
///   `.control("c")`. Pasted text thus stops at a 0x03; terminals do not
///   paste control characters other than Tab and newlines anyway.
/// - CR (and CR LF) inside a paste is a line break (`\n`).
/// - Mouse reports (SGR: `Esc [ < b ; x ; y M`) become `.mouse`: a left
///   press, a double click, the wheel. Releases, other buttons and bad or
///   overlong reports are dropped whole, never typed, also when cut off;
///   inside a paste they are dropped with every other escape sequence.
/// - Escape sequences that are no keys go whole, typed as well as pasted:
///   a C1 CSI or string (U+009B, U+009D…) with all of its bytes, and a 7-bit
///   string (`Esc ] … BEL`) whose end follows before the input pauses for
///   `escapeDelay`; otherwise `Esc ]` is Alt-], as a person types it.
///   (Pasted text is cleaned by ``UntrustedText`` when it enters a field.)
public struct KeyDecoder: Sendable {
    /// How long a cut sequence waits for the rest (Esc vs Alt-key).
    public static let escapeDelay: Duration = .milliseconds(50)
    /// How long an open paste waits for more input before it is delivered.
    public static let pasteTimeout: Duration = .milliseconds(750)
    /// A CSI longer than this is not one a terminal sends for a key: dropped.
    static let maximumSequenceLength = 32

    /// Bytes received but not decoded yet (a cut sequence or character).
    private var pending: [UInt8] = []
    /// The bytes of an open paste, decoded when it ends.
    private var pasteBytes: [UInt8]?
    /// Whether the open paste went past `pasteLimit` (the rest was dropped).
    private var pasteWasCut = false
    /// The most bytes a paste keeps; the rest of a larger one is dropped.
    private let pasteLimit: Int
    /// When the bytes being decoded arrived (nil: not known, so no double
    /// clicks), from the caller's clock.
    var clockReading: Duration?
    /// Where and when the left button last went down, for double clicks.
    var lastPress: (Point, Duration)?

    /// The largest paste kept: the one limit of every input bankui reads
    /// whole (``InputLimit``, 64 MB). A paste that never ends (or of a
    /// whole disk) cannot fill the memory; what came past the limit is
    /// dropped, and `.pasteCut` follows the paste.
    public static let maximumPasteBytes = InputLimit.bytes

    /// A decoder keeping at most `pasteLimit` bytes of a paste (tests give
    /// a small one).
    public init(pasteLimit: Int = KeyDecoder.maximumPasteBytes) {
        self.pasteLimit = pasteLimit
    }

    /// Whether a bracketed paste has started and not ended yet.
    public var isInPaste: Bool { pasteBytes != nil }

    /// How long the caller should wait for more input before calling
    /// `timeout()`; nil when nothing is waiting (no timer is needed).
    public var pendingTimeout: Duration? {
        if pasteBytes != nil { return Self.pasteTimeout }
        return pending.isEmpty ? nil : Self.escapeDelay
    }

    /// Decodes the bytes of one read. A sequence cut at the end waits for the
    /// next read or for `timeout()`. `time` is when the bytes arrived, on
    /// any clock that only goes forward (the caller's, so tests need not
    /// sleep): two presses on the same cell within
    /// ``doubleClickInterval`` are a double click; without it there are none.
    public mutating func decode(_ bytes: [UInt8], at time: Duration? = nil) -> [Key] {
        clockReading = time
        pending.append(contentsOf: bytes)
        return process(final: false)
    }

    /// Decodes a string's UTF-8, as typed.
    public mutating func decode(_ text: String) -> [Key] { decode(Array(text.utf8)) }

    /// No input came for `pendingTimeout`: whatever is waiting is taken as
    /// it is (see the type's rules), and an open paste is delivered.
    public mutating func timeout() -> [Key] {
        var keys = process(final: true)
        if pasteBytes != nil { deliverPaste(into: &keys) }
        return keys
    }

    // MARK: - Decoding

    private mutating func process(final: Bool) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while i < pending.count {
            if pasteBytes != nil {
                guard let used = consumePaste(from: i, final: final, into: &keys) else { break }
                i += used
                continue
            }
            guard let (used, decoded) = token(at: i, final: final) else { break }
            keys.append(contentsOf: decoded)
            i += used
        }
        pending.removeFirst(i)
        return keys
    }

    /// One key's bytes at `start`: how many bytes it used and the keys (none
    /// for a sequence bankui has no use for). nil when the bytes end before
    /// the key does and `final` is false.
    private mutating func token(at start: Int, final: Bool) -> (Int, [Key])? {
        let byte = pending[start]
        switch byte {
        case 0x1B:
            return escape(at: start, final: final)
        case 0x80...:
            guard let (used, scalar) = Self.scalar(in: pending, at: start, final: final) else { return nil }
            switch scalar.value {
            case 0x9B:  // C1 CSI, typed: the whole sequence goes
                return c1Sequence(at: start, introducer: used, final: final) { Self.endOfControlSequence($0, from: $1) }
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
                return c1Sequence(at: start, introducer: used, final: final) { Self.endOfString($0, from: $1) }
            default:
                return (used, Self.key(forScalar: scalar).map { [$0] } ?? [])
            }
        default:
            return (1, Self.key(forByte: byte).map { [$0] } ?? [])
        }
    }

    /// A sequence that starts with a C1 introducer (no key does): removed
    /// whole, as text would be, so that `CSI 31m` typed leaves no `31m`.
    /// Waits for the rest while it may come; cut off, only the introducer
    /// goes.
    private func c1Sequence(at start: Int, introducer: Int, final: Bool,
                            end: ([UInt8], Int) -> SequenceEnd) -> (Int, [Key])? {
        switch end(pending, start + introducer) {
        case .at(let index): return (index - start, [])
        case .needsMore where !final: return nil
        case .needsMore, .none: return (introducer, [])
        }
    }

    /// Esc and what follows it.
    private mutating func escape(at start: Int, final: Bool) -> (Int, [Key])? {
        let next = start + 1
        guard next < pending.count else { return final ? (1, [.escape]) : nil }
        switch pending[next] {
        case 0x5B:  // [
            return controlSequence(at: start, final: final)
        case 0x4F:  // O
            return ss3(at: start, final: final)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:
            // `Esc ]`, `Esc P`… start a string sequence (a window title, a
            // device control). Terminals send none as a key; text that holds
            // one whole in this read (typed by a program, or injected) goes
            // whole. Anything else is Alt with the key, as typed by a person.
            switch Self.endOfString(pending, from: next + 1) {
            case .at(let end): return (end - start, [])
            case .needsMore where !final: return nil
            case .needsMore, .none: return (2, [.alt(Character(Unicode.Scalar(pending[next])))])
            }
        case 0x20...0x7E:
            return (2, [.alt(Character(Unicode.Scalar(pending[next])))])
        case 0x80...:
            guard let (used, scalar) = Self.scalar(in: pending, at: next, final: final) else { return nil }
            if scalar == Self.replacement || !TerminalText.isSafe(scalar) {
                // Not a character after all: Esc, then whatever it was.
                return (1, [.escape])
            }
            return (1 + used, [.alt(Character(scalar))])
        default:
            // Esc Esc, Esc Tab, Esc Backspace…: Esc, then that key.
            return (1, [.escape])
        }
    }

    /// `Esc [ parameters intermediates final`.
    private mutating func controlSequence(at start: Int, final: Bool) -> (Int, [Key])? {
        var i = start + 2
        // The Linux console's F1–F5: Esc [ [ A … Esc [ [ E.
        if i < pending.count, pending[i] == 0x5B {
            guard i + 1 < pending.count else { return final ? (2, [.alt("[")]) : nil }
            let letter = pending[i + 1]
            if (0x41...0x45).contains(letter) { return (4, [.function(Int(letter) - 0x40)]) }
            return (2, [.alt("[")])
        }
        var parameters = ""
        var overlong = false
        while i < pending.count {
            let b = pending[i]
            switch b {
            case 0x20...0x3F:
                if !overlong { parameters.unicodeScalars.append(Unicode.Scalar(b)) }
                i += 1
                if i - start > Self.maximumSequenceLength {
                    // A mouse report too long to be one goes whole, up to
                    // its end: none of it may be typed.
                    guard Self.isMouseReport(parameters), i - start <= Self.maximumStringLength else { return (i - start, []) }
                    overlong = true
                }
            case 0x40...0x7E:
                let used = i + 1 - start
                if overlong { return (used, []) }
                if b == 0x7E && parameters == "200" {
                    pasteBytes = []
                    return (used, [])
                }
                if Self.isMouseReport(parameters) {
                    return (used, Self.mouseReport(parameters, UInt32(b)).map { [mouseKey($0)] } ?? [])
                }
                return (used, Self.csiKey(parameters, UInt32(b)).map { [$0] } ?? [])
            default:
                // A byte no sequence holds: the sequence was cut off. Drop
                // what there was, the byte starts the next key. A bare
                // `Esc [` was Alt-[ typed just before it.
                return parameters.isEmpty ? (2, [.alt("[")]) : (i - start, [])
            }
        }
        guard final else { return nil }
        // A mouse report cut off goes whole; anything else is taken as typed.
        if Self.isMouseReport(parameters) { return (i - start, []) }
        return (2, [.alt("[")])
    }

    /// `Esc O x`: keys in application mode (and Esc O 1 ; 5 P style).
    private mutating func ss3(at start: Int, final: Bool) -> (Int, [Key])? {
        var i = start + 2
        var parameters = ""
        while i < pending.count, (0x30...0x3F).contains(pending[i]), i - start <= Self.maximumSequenceLength {
            parameters.unicodeScalars.append(Unicode.Scalar(pending[i]))
            i += 1
        }
        guard i < pending.count else { return final ? (2, [.alt("O")]) : nil }
        let b = pending[i]
        guard (0x40...0x7E).contains(b) else { return (2, [.alt("O")]) }
        guard parameters.isEmpty else { return (i + 1 - start, []) }  // a modified key
        return (i + 1 - start, Self.ss3Key(UInt32(b)).map { [$0] } ?? [])
    }

    /// Inside a paste: everything is text up to the end marker or a Ctrl-C.
    /// Returns how many bytes were used, nil to wait for more.
    private mutating func consumePaste(from start: Int, final: Bool, into keys: inout [Key]) -> Int? {
        var i = start
        while i < pending.count {
            let b = pending[i]
            if b == 0x03 {
                appendToPaste(start..<i)
                deliverPaste(into: &keys)
                keys.append(.control("c"))
                return i + 1 - start
            }
            if b == 0x1B {
                let available = pending.count - i
                let n = min(available, Self.pasteEnd.count)
                if pending[i..<(i + n)].elementsEqual(Self.pasteEnd[0..<n]) {
                    if n == Self.pasteEnd.count {
                        appendToPaste(start..<i)
                        deliverPaste(into: &keys)
                        return i + n - start
                    }
                    // Maybe the end marker, cut: wait, unless nothing more comes.
                    if !final {
                        appendToPaste(start..<i)
                        return i == start ? nil : i - start
                    }
                }
            }
            i += 1
        }
        appendToPaste(start..<i)
        return i - start
    }

    /// Adds `range` of the pending bytes to the open paste, up to
    /// `pasteLimit` bytes in all.
    private mutating func appendToPaste(_ range: Range<Int>) {
        guard let count = pasteBytes?.count else { return }
        let end = min(range.upperBound, range.lowerBound + max(0, pasteLimit - count))
        if end < range.upperBound { pasteWasCut = true }
        pasteBytes?.append(contentsOf: pending[range.lowerBound..<end])
    }

    /// The open paste as a key, then `.pasteCut` when it was longer than
    /// the limit, so that the screen can say so; the paste is closed.
    private mutating func deliverPaste(into keys: inout [Key]) {
        keys.append(.paste(Self.pasteText(pasteBytes ?? [])))
        if pasteWasCut { keys.append(.pasteCut) }
        pasteBytes = nil
        pasteWasCut = false
    }

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // Esc [201~
    static let replacement = Unicode.Scalar(0xFFFD)!

    /// The text of a paste: UTF-8 with each bad part one U+FFFD, CR and
    /// CR LF as `\n`, and every escape sequence dropped whole (a title
    /// change `Esc ] 0 ; … BEL`, a screen clear `Esc [ 2 J`, their C1
    /// forms), so that no digit or letter inside one is taken as typed.
    static func pasteText(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var i = 0
        var afterCR = false
        while i < bytes.count {
            if let end = endOfPastedSequence(bytes, at: i) {
                i = end
                continue
            }
            let (used, scalar) = scalar(in: bytes, at: i, final: true) ?? (1, replacement)
            i += used
            if scalar == "\n" && afterCR { afterCR = false; continue }
            afterCR = scalar == "\r"
            scalars.append(afterCR ? "\n" : scalar)
        }
        return String(scalars)
    }

    /// Where the escape sequence at `i` of a paste ends, or nil when none
    /// starts there. A sequence cut short or malformed loses its
    /// introducer (Esc and the byte after it) and nothing more.
    static func endOfPastedSequence(_ bytes: [UInt8], at i: Int) -> Int? {
        func whole(_ end: SequenceEnd, introducer: Int) -> Int {
            if case .at(let index) = end { return index }
            return min(bytes.count, i + introducer)
        }
        switch bytes[i] {
        case 0x1B:
            guard i + 1 < bytes.count else { return i + 1 }
            switch bytes[i + 1] {
            case 0x5B: return whole(endOfControlSequence(bytes, from: i + 2), introducer: 2)  // CSI
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return whole(endOfString(bytes, from: i + 2), introducer: 2)  // OSC DCS SOS PM APC
            case 0x20...0x7E: return i + 2  // Esc 7, Esc c, …
            default: return i + 1
            }
        case 0xC2 where i + 1 < bytes.count:
            switch bytes[i + 1] {
            case 0x9B: return whole(endOfControlSequence(bytes, from: i + 2), introducer: 2)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: return whole(endOfString(bytes, from: i + 2), introducer: 2)
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// Turns a batch of raw input into keys.
///
/// ncurses decodes the escape sequences it knows (arrows, F-keys, Shift-Tab);
/// this handles the rest: control characters, Alt as Esc followed by a key,
/// and bracketed paste (`Esc [200~ … Esc [201~`), which arrives as plain
/// characters because no terminfo entry names it. Pure: no terminal needed,
/// so every rule is unit-tested.
public struct KeyDecoder: Sendable {
    /// ncurses key codes, passed in so this file needs no curses import.
    public struct KeyCodes: Sendable {
        public var up, down, left, right, home, end, pageUp, pageDown: Int32
        public var insert, delete, backspace, enter, backTab, resize: Int32
        /// KEY_F(0); F1 is `f0 + 1`.
        public var f0: Int32

        /// The values of ncurses 6 (octal in curses.h).
        public static let ncurses = KeyCodes(
            up: 0o403, down: 0o402, left: 0o404, right: 0o405, home: 0o406, end: 0o550,
            pageUp: 0o523, pageDown: 0o522, insert: 0o513, delete: 0o512,
            backspace: 0o407, enter: 0o527, backTab: 0o541, resize: 0o632, f0: 0o410)
    }

    private let codes: KeyCodes
    /// Characters of a paste still arriving across batches.
    private var pasteText: String?
    private var pending: [UInt32] = []

    public init(codes: KeyCodes = .ncurses) { self.codes = codes }

    /// Whether a bracketed paste has started and not ended yet.
    public var isInPaste: Bool { pasteText != nil }

    /// Decodes one batch (everything that was readable at once). An Esc at the
    /// very end of a batch is a lone Esc: the terminal sends the bytes of one
    /// key press together, and ncurses already waited ESCDELAY for more.
    public mutating func decode(_ batch: [RawInput]) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while i < batch.count {
            let input = batch[i]
            i += 1
            if pasteText != nil {
                consumePaste(input, into: &keys)
                continue
            }
            switch input {
            case .keyCode(let code):
                if let key = key(forCode: code) { keys.append(key) }
            case .character(27):
                if hasSequence(batch, at: i, "[200~") {
                    i += 5
                    pasteText = ""
                } else if i + 1 < batch.count, case .character(0x4F) = batch[i], case .character(let final) = batch[i + 1],
                          let key = Self.ss3Key(final) {
                    // Esc O x: cursor keys in application mode, when the
                    // terminal description ncurses has does not list them.
                    i += 2
                    keys.append(key)
                } else if i < batch.count, case .character(let next) = batch[i], next >= 0x20, next != 0x7F,
                          next != 0x5B, let scalar = Unicode.Scalar(next) {
                    i += 1
                    keys.append(.alt(Character(scalar)))
                } else if i < batch.count, case .character(0x5B) = batch[i] {
                    // An escape sequence ncurses did not know (a terminal whose
                    // TERM says otherwise, tmux's Home/End): decode the common
                    // ones, skip the rest whole (parameters up to the final byte).
                    i += 1
                    var parameters = ""
                    while i < batch.count, case .character(let b) = batch[i], b < 0x40 || b > 0x7E {
                        if let scalar = Unicode.Scalar(b) { parameters.unicodeScalars.append(scalar) }
                        i += 1
                    }
                    if i < batch.count, case .character(let final) = batch[i], let key = Self.csiKey(parameters, final) {
                        keys.append(key)
                    }
                    i += 1
                } else {
                    keys.append(.escape)
                }
            case .character(let code):
                if let key = key(forCharacter: code) { keys.append(key) }
            }
        }
        return keys
    }

    private mutating func consumePaste(_ input: RawInput, into keys: inout [Key]) {
        guard case .character(let code) = input else { return }
        pending.append(code)
        let end: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // Esc [201~
        // Keep only a possible prefix of the end marker pending.
        while !pending.isEmpty && !end.starts(with: pending) {
            let first = pending.removeFirst()
            if let scalar = Unicode.Scalar(first) {
                pasteText?.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
            }
        }
        if pending == end {
            pending.removeAll()
            keys.append(.paste(pasteText ?? ""))
            pasteText = nil
        }
    }

    /// `Esc [ parameters final`: the keys every xterm-like terminal sends.
    /// With a modifier (`3;5~` is Ctrl-Delete) it is not the plain key, and
    /// bankui has no use for it: nil.
    static func csiKey(_ parameters: String, _ final: UInt32) -> Key? {
        guard !parameters.contains(";") else { return nil }
        let first = parameters
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x5A: return .backTab
        case 0x7E:
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "2": return .insert
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// `Esc O x`: cursor keys, Home/End and F1–F4 in application mode.
    static func ss3Key(_ final: UInt32) -> Key? {
        switch final {
        case 0x50...0x53: return .function(Int(final) - 0x4F)
        case 0x41...0x44, 0x46, 0x48: return csiKey("", final)
        default: return nil
        }
    }

    private func hasSequence(_ batch: [RawInput], at index: Int, _ text: String) -> Bool {
        let wanted = text.unicodeScalars.map { RawInput.character($0.value) }
        guard index + wanted.count <= batch.count else { return false }
        return Array(batch[index..<index + wanted.count]) == wanted
    }

    private func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 0: return .control(" ")
        case 1...26:
            guard let scalar = Unicode.Scalar(code + 0x60) else { return nil }
            return .control(Character(scalar))
        case 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code), TerminalText.isSafe(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }

    private func key(forCode code: Int32) -> Key? {
        switch code {
        case codes.up: return .up
        case codes.down: return .down
        case codes.left: return .left
        case codes.right: return .right
        case codes.home: return .home
        case codes.end: return .end
        case codes.pageUp: return .pageUp
        case codes.pageDown: return .pageDown
        case codes.insert: return .insert
        case codes.delete: return .delete
        case codes.backspace: return .backspace
        case codes.enter: return .enter
        case codes.backTab: return .backTab
        case (codes.f0 + 1)...(codes.f0 + 12): return .function(Int(code - codes.f0))
        default: return nil
        }
    }
}

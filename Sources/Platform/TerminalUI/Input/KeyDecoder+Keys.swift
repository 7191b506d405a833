/// The decoder's tables: UTF-8, and the keys of the sequences terminals send.
extension KeyDecoder {
    // MARK: - UTF-8

    /// The scalar whose UTF-8 starts at `start`, and how many bytes it took.
    /// Ill-formed input gives U+FFFD for its maximal part (at least one
    /// byte). nil when the bytes end inside a character that could still be
    /// well formed and `final` is false.
    static func scalar(in bytes: [UInt8], at start: Int, final: Bool) -> (Int, Unicode.Scalar)? {
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        // The allowed range of the second byte (Unicode Table 3-7).
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return (1, Unicode.Scalar(lead))
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; value = 0; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; value = 0x0D; high = 0x9F
        case 0xF0: length = 4; value = 0; low = 0x90
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; value = 4; high = 0x8F
        default: return (1, replacement)  // a continuation byte, C0, C1, F5–FF
        }
        for k in 1..<length {
            let index = start + k
            guard index < bytes.count else { return final ? (k, replacement) : nil }
            let b = bytes[index]
            let (lo, hi) = k == 1 ? (low, high) : (0x80, 0xBF)
            guard b >= lo && b <= hi else { return (k, replacement) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        return (length, Unicode.Scalar(value) ?? replacement)
    }

    // MARK: - Keys

    /// `Esc [ parameters final`: the keys every xterm-like terminal sends.
    /// With a modifier (`3;5~` is Ctrl-Delete) it is not the plain key, and
    /// bankui has no use for it: nil.
    static func csiKey(_ parameters: String, _ final: UInt32) -> Key? {
        guard !parameters.contains(";") else { return nil }
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return parameters.isEmpty || parameters == "1" ? .home : nil
        case 0x46: return parameters.isEmpty || parameters == "1" ? .end : nil
        case 0x5A: return .backTab
        case 0x7E:
            switch parameters {
            case "1", "7": return .home
            case "4", "8": return .end
            case "2": return .insert
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            case "11", "12", "13", "14", "15": return .function(Int(parameters)! - 10)
            case "17", "18", "19", "20", "21": return .function(Int(parameters)! - 11)
            case "23", "24": return .function(Int(parameters)! - 12)
            default: return nil
            }
        default: return nil
        }
    }

    /// `Esc O x`: cursor keys, Home/End, F1–F4 and the keypad in
    /// application mode.
    static func ss3Key(_ final: UInt32) -> Key? {
        switch final {
        case 0x50...0x53: return .function(Int(final) - 0x4F)
        case 0x4D: return .enter
        case 0x41...0x44, 0x46, 0x48: return csiKey("", final)
        // The numeric keypad in application mode: `*+,-./` and the digits.
        case 0x6A...0x79: return .character(Character(Unicode.Scalar(final - 0x6A + 0x2A)!))
        case 0x58: return .character("=")
        default: return nil
        }
    }

    /// A single byte below 0x80.
    static func key(forByte byte: UInt8) -> Key? {
        switch byte {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 27...31: return nil
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    /// A character beyond ASCII; controls and bidi overrides are no keys.
    /// U+FFFD, from a byte that was not UTF-8, is a key: the app decides.
    static func key(forScalar scalar: Unicode.Scalar) -> Key? {
        TerminalText.isSafe(scalar) ? .character(Character(scalar)) : nil
    }
}

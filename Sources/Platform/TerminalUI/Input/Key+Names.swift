/// How keys are written on screen and read back from a user's file.
extension Key {
    /// The name help and the key documentation write: arrows as `←` `→`
    /// `↑` `↓`, every other key as ``name``.
    public var helpName: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        default: return name
        }
    }

    /// The name the hint bar writes: as ``helpName``, Backspace shortened
    /// to `Bksp` (the bar is one line).
    public var hintName: String {
        self == .backspace ? "Bksp" : helpName
    }

    /// The key a name stands for, as ``name`` or ``helpName`` writes it
    /// (`Ctrl-R`, `F2`, `Enter`, `Up` or `↑`, `Space`, `a`); nil for a name
    /// that is no key. Modifier and key words ignore case; a single
    /// character is itself (`H` is Shift-h).
    public init?(name: String) {
        if name.count == 1, let c = name.first {
            switch c {
            case "↑": self = .up
            case "↓": self = .down
            case "←": self = .left
            case "→": self = .right
            default:
                guard !c.isWhitespace, !c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    return nil
                }
                self = .character(c)
            }
            return
        }
        let lower = name.lowercased()
        if let key = Self.namedKeys[lower] {
            self = key
            return
        }
        if lower.hasPrefix("ctrl-"), name.count == 6, let c = lower.last, c.isASCII, c.isLetter {
            self = .control(c)
            return
        }
        if lower.hasPrefix("alt-"), name.count == 5, let c = name.last, !c.isWhitespace {
            self = .alt(c)
            return
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n), !lower.dropFirst().hasPrefix("0") {
            self = .function(n)
            return
        }
        return nil
    }

    private static let namedKeys: [String: Key] = [
        "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown, "pageup": .pageUp, "pagedown": .pageDown,
        "insert": .insert, "delete": .delete, "tab": .tab, "shift-tab": .backTab, "enter": .enter,
        "backspace": .backspace, "bksp": .backspace, "esc": .escape, "escape": .escape,
    ]
}

/// A key press (or a paste), decoded from the terminal's input.
public enum Key: Hashable, Sendable {
    /// A printable character, including Hangul and other non-ASCII text.
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case insert, delete
    /// F1…F12.
    case function(Int)
    case tab, backTab, enter, backspace, escape
    /// Alt (Meta) with a character, e.g. Alt-1.
    case alt(Character)
    /// Ctrl with a letter, lowercase: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Text pasted in one piece (bracketed paste), to be inserted as text.
    case paste(String)
    /// Comes right after a `.paste` that was longer than the input limit:
    /// only its first part was kept, and the user is told.
    case pasteCut
    /// A click or a turn of the wheel (see ``MouseEvent``): the shell finds
    /// what was drawn under it, it never reaches a tab as a key.
    case mouse(MouseEvent)

    /// A short name for help screens and tests: "a", "Enter", "Ctrl-C", "F1".
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .function(let n): return "F\(n)"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .alt(let c): return "Alt-\(c)"
        case .control(let c): return "Ctrl-\(c.uppercased())"
        case .paste: return "Paste"
        case .pasteCut: return "Paste cut"
        case .mouse: return "Mouse"
        }
    }
}

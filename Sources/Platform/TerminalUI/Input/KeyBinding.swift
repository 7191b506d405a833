/// One action's keys, declared once.
///
/// The handler asks ``matches(_:)``, the hint bar shows ``hintKeys`` and
/// ``hint``, the help overlay and the generated key documentation show
/// ``helpKeys`` and ``help``: one declaration, three readers, so what a key
/// does and what the screen says it does cannot drift apart.
public struct KeyBinding: Sendable {
    /// The action's full name in a user's file (`kanban.new-card`); nil for
    /// a binding the user cannot change (a pattern such as any digit).
    public var action: String?
    /// The keys that trigger the action.
    public var keys: [Key]
    /// Which of `keys` the hint bar writes.
    public var hintShown: [Key] = []
    /// Within a help section, the state the binding works in when the
    /// section has more than one (the juice editor: choosing a fruit or
    /// typing a count); bindings of different modes never meet, so they
    /// may share keys. Nil: every state of the section.
    public var mode: String?
    /// Matches keys a list cannot name (any digit, any paste), besides `keys`.
    public var pattern: (@Sendable (Key) -> Bool)?
    /// The keys as the hint bar writes them: `↑↓`, `1-7`.
    public var hintKeys: String
    /// The short label in the hint bar; nil keeps the binding out of the bar.
    public var hint: String?
    /// The keys as help writes them: `↑ ↓ k j`.
    public var helpKeys: String
    /// The line in help: what the keys do, in full.
    public var help: String
    /// A disabled binding matches nothing and is not in the hint bar (help
    /// lists it all the same: it says what the key does when it can).
    public var isEnabled: Bool
    /// Which hints leave a hint bar too narrow for all of them first: the
    /// lowest priority, and among equals the last in the bar. 0 unless told.
    public var hintPriority = 0

    /// A binding of `keys` (and keys matching `pattern`).
    ///
    /// - Parameters:
    ///   - hintKeys: how the hint bar writes the keys (default: the first key's name).
    ///   - hint: the short label in the hint bar, or nil for help only.
    ///   - helpKeys: how help writes the keys (default: every key's name).
    ///   - help: the help line (default: the hint).
    public init(_ keys: [Key], pattern: (@Sendable (Key) -> Bool)? = nil, hintKeys: String? = nil, hint: String?,
                helpKeys: String? = nil, help: String? = nil, isEnabled: Bool = true) {
        self.keys = keys
        self.pattern = pattern
        self.hintKeys = hintKeys ?? keys.first?.hintName ?? ""
        self.hint = hint
        self.helpKeys = helpKeys ?? keys.map(\.helpName).joined(separator: " ")
        self.help = help ?? hint ?? ""
        self.isEnabled = isEnabled
    }

    /// A binding of the action `action` to `keys`: the hint bar writes the
    /// keys in `showing` (default: the first key), help writes every key,
    /// both by the keys' own names.
    ///
    /// - Parameters:
    ///   - action: the full name in a user's file, `table.action-name`; nil
    ///     for keys the user cannot change (moving keys: each goes one way).
    ///   - hint: the short label in the hint bar, or nil for help only.
    ///   - help: the help line (default: the hint).
    ///   - mode: see ``mode``.
    public init(_ action: String?, _ keys: [Key], showing: [Key]? = nil, hint: String?, help: String? = nil,
                mode: String? = nil) {
        self.action = action
        self.keys = keys
        self.hint = hint
        self.help = help ?? hint ?? ""
        self.isEnabled = true
        self.mode = mode
        hintKeys = ""
        helpKeys = ""
        nameKeys(showing: showing ?? Array(keys.prefix(1)))
    }

    /// The same binding with the user's keys, when `overrides` names its
    /// action: the names in the hint bar and help follow. The hint bar keeps
    /// the shown keys that are still bound, else writes the first new key.
    public func overridden(by overrides: KeyOverrides) -> KeyBinding {
        guard let action, let keys = overrides.keys[action] else { return self }
        var copy = self
        copy.keys = keys
        let kept = hintShown.filter(keys.contains)
        copy.nameKeys(showing: kept.isEmpty ? Array(keys.prefix(1)) : kept)
        return copy
    }

    /// Writes `hintKeys` and `helpKeys` from the keys: arrows side by side
    /// (`←→`), other keys apart (`H/L`).
    private mutating func nameKeys(showing shown: [Key]) {
        hintShown = shown
        let arrows: Set<Key> = [.up, .down, .left, .right]
        hintKeys = shown.map(\.hintName).joined(separator: shown.allSatisfy(arrows.contains) ? "" : "/")
        helpKeys = keys.map(\.helpName).joined(separator: " ")
    }

    /// Whether `key` triggers this binding now.
    public func matches(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        return keys.contains(key) || (pattern?(key) ?? false)
    }

    /// The same binding, enabled only when `condition` holds.
    public func enabled(_ condition: Bool) -> KeyBinding {
        var copy = self
        copy.isEnabled = condition
        return copy
    }

    /// The same binding with another hint-bar label (a label that depends
    /// on the state, such as the chosen button's name).
    public func withHint(_ label: String?) -> KeyBinding {
        var copy = self
        copy.hint = label
        return copy
    }

    /// The same binding, its hint kept in a narrow bar before those of a
    /// lower `priority` (see ``hintPriority``).
    public func hintPriority(_ priority: Int) -> KeyBinding {
        var copy = self
        copy.hintPriority = priority
        return copy
    }

    /// The hint-bar entry, when the binding is enabled and has one.
    public var keyHint: KeyHint? {
        guard isEnabled, let hint else { return nil }
        return KeyHint(keys: hintKeys, label: hint, key: clickKey)
    }

    /// The key a click on the hint presses: the first key, when the hint
    /// shows that one key alone (`a`, `Enter`); nil when it shows several
    /// (`↑↓`, `1-7`, `y/n`), as a click could not say which.
    var clickKey: Key? {
        guard let first = keys.first else { return nil }
        return hintKeys == first.name || hintKeys.count == 1 ? first : nil
    }
}

extension Array where Element == KeyBinding {
    /// The hint-bar entries of the enabled bindings that have one.
    public var keyHints: [KeyHint] { compactMap(\.keyHint) }

    /// The first enabled binding that `key` triggers.
    public func first(matching key: Key) -> KeyBinding? { first { $0.matches(key) } }
}

extension Key {
    /// Whether this is an ASCII digit key (`0`…`9`).
    public var isDigit: Bool {
        if case .character(let c) = self { return c.isASCII && c.isNumber }
        return false
    }

    /// Whether this is a paste.
    public var isPaste: Bool {
        if case .paste = self { return true }
        return false
    }
}

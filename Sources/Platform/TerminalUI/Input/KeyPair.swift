/// Two ways of one move — left and right, up and down, earlier and later —
/// declared once: each way has its own keys, which the handler asks for a
/// step (``step(for:)``), and help and the hint bar show both as one line
/// (``binding``). The keys stay the program's (moving keys each go one way;
/// a user's file could not say which).
public struct KeyPair: Sendable {
    /// The keys that go back (left, up, earlier).
    public let back: [Key]
    /// The keys that go forth (right, down, later).
    public let forth: [Key]
    /// Both ways, for help and the hint bar: keys in pairs (`← → h l`).
    public let binding: KeyBinding

    /// - Parameters:
    ///   - showing: the keys the hint bar writes (default: the first of each way).
    ///   - forthFirst: help lists each forth key before its back key (`Tab Shift-Tab`).
    ///   - mode: see ``KeyBinding/mode``.
    public init(back: [Key], forth: [Key], showing: [Key]? = nil, forthFirst: Bool = false, hint: String?,
                help: String? = nil, mode: String? = nil) {
        self.back = back
        self.forth = forth
        let (first, second) = forthFirst ? (forth, back) : (back, forth)
        var paired: [Key] = []
        for index in 0..<max(first.count, second.count) {
            if index < first.count { paired.append(first[index]) }
            if index < second.count { paired.append(second[index]) }
        }
        binding = KeyBinding(nil, paired, showing: showing ?? Array(first.prefix(1) + second.prefix(1)), hint: hint,
                             help: help, mode: mode)
    }

    /// -1 for a key that goes back, 1 for one that goes forth, nil for
    /// any other key.
    public func step(for key: Key) -> Int? {
        if back.contains(key) { return -1 }
        if forth.contains(key) { return 1 }
        return nil
    }

    /// Whether `key` goes either way.
    public func matches(_ key: Key) -> Bool { step(for: key) != nil }
}

/// A stepper's keys, declared once: the small step and the big step, each
/// a pair of ways (down, up). The stepper asks the pairs for a step; the
/// screen that holds a stepper passes its own declared pairs, so the hint
/// bar, help and the stepper read the same keys.
public struct StepperKeys: Sendable {
    /// `-` / `+` and ← / →: by the stepper's `step`.
    public let one: KeyPair
    /// `[` / `]` and PgDn / PgUp: by its `bigStep`.
    public let ten: KeyPair

    public init(one: KeyPair, ten: KeyPair) {
        self.one = one
        self.ten = ten
    }

    /// The keys every stepper has unless its screen says otherwise.
    public static let standard = StepperKeys(
        one: KeyPair(back: [.character("-"), .left], forth: [.character("+"), .right],
                     showing: [.character("+"), .character("-")], forthFirst: true, hint: "±1"),
        ten: KeyPair(back: [.character("["), .pageDown], forth: [.character("]"), .pageUp],
                     showing: [.character("]"), .character("[")], forthFirst: true, hint: "±10"))
}

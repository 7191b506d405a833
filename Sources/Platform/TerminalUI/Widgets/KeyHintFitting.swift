/// The one rule for a hint bar narrower than its hints: whole hints leave
/// it, the least important first (``KeyBinding/hintPriority``, then the
/// last in the bar), until the rest and the hints that always stay (the
/// shell's help and quit) fit. A hint that left still works, and help lists
/// its key.
public enum KeyHintFitting {
    /// The hints of `bindings` that fit `width` together with `kept`
    /// (placed after them), in their order, followed by `kept`.
    public static func fit(_ bindings: [KeyBinding], keeping kept: [KeyHint] = [], width: Int) -> [KeyHint] {
        var shown = bindings.compactMap { binding in binding.keyHint.map { (hint: $0, priority: binding.hintPriority) } }
        while !shown.isEmpty, drawnWidth(shown.map(\.hint) + kept) > width {
            let lowest = shown.map(\.priority).min() ?? 0
            if let index = shown.lastIndex(where: { $0.priority == lowest }) { shown.remove(at: index) }
        }
        return shown.map(\.hint) + kept
    }

    /// Columns the bar draws: ``KeyHintBar/width(of:)`` without the gap
    /// after the last hint.
    static func drawnWidth(_ hints: [KeyHint]) -> Int {
        hints.isEmpty ? 0 : KeyHintBar.width(of: hints) - 2
    }
}

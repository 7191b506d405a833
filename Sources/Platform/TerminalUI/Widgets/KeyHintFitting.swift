/// The one rule for a hint bar narrower than its hints: whole hints leave
/// it, the least important first (``KeyBinding/hintPriority``, then the
/// last in the bar), until the rest and the hints that always stay (the
/// shell's help and quit) fit. A hint that left still works, help lists
/// its key, and the help hint says how many left.
public enum KeyHintFitting {
    /// The hints of `bindings` that fit `width` together with `kept`
    /// (placed after them), in their order, followed by `kept`.
    ///
    /// No hint leaves silently: with `help`, the hint of the key that lists
    /// every key, once hints left it ends with their count (`? Help +4`),
    /// taking the place of the same key in `kept` or coming first in it.
    public static func fit(_ bindings: [KeyBinding], keeping kept: [KeyHint] = [], width: Int,
                           help: KeyHint? = nil) -> [KeyHint] {
        let all = bindings.compactMap { binding in binding.keyHint.map { (hint: $0, priority: binding.hintPriority) } }
        var shown = all
        func bar() -> [KeyHint] {
            let left = all.count - shown.count
            guard left > 0, let help else { return shown.map(\.hint) + kept }
            let marked = KeyHint(keys: help.keys, label: help.label + " +\(left)", key: help.key)
            let rest = kept.filter { $0.keys != help.keys }
            return shown.map(\.hint) + [marked] + rest
        }
        while !shown.isEmpty, drawnWidth(bar()) > width {
            let lowest = shown.map(\.priority).min() ?? 0
            if let index = shown.lastIndex(where: { $0.priority == lowest }) { shown.remove(at: index) }
        }
        return bar()
    }

    /// Columns the bar draws: ``KeyHintBar/width(of:)`` without the gap
    /// after the last hint.
    static func drawnWidth(_ hints: [KeyHint]) -> Int {
        hints.isEmpty ? 0 : KeyHintBar.width(of: hints) - 2
    }
}

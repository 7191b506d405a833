/// How a dialog ended, or that it is still open.
public enum DialogOutcome: Sendable, Equatable {
    /// Still open: the key moved the choice or meant nothing.
    case open
    /// Enter on the button at this index.
    case chosen(Int)
    /// Esc: closed without a choice.
    case cancelled
}

/// Which button of a dialog is chosen.
///
/// The keys are those of ``DialogButtonKeys``: Left/Right, h/l,
/// Tab/Shift-Tab move the choice (wrapping around), Enter or Space picks
/// it, Esc cancels (or the user's keys for these). A dialog is modal:
/// `handle` takes every key.
public struct DialogState: Sendable, Equatable {
    /// How many buttons the dialog has.
    public let buttonCount: Int
    /// The chosen button's index (0 when there are none).
    public private(set) var chosen: Int

    /// A state for `buttonCount` buttons with `defaultButton` chosen.
    public init(buttonCount: Int, defaultButton: Int = 0) {
        self.buttonCount = max(0, buttonCount)
        self.chosen = min(max(0, defaultButton), max(0, buttonCount - 1))
    }

    /// Handles a key and says whether the dialog is done.
    public mutating func handle(_ key: Key, keys: DialogButtonKeys = .standard) -> DialogOutcome {
        switch keys.action(for: key) {
        case .cancel?:
            return .cancelled
        case .press?:
            return buttonCount > 0 ? .chosen(chosen) : .cancelled
        case .previous?:
            step(-1)
        case .next?:
            step(1)
        case nil:
            break
        }
        return .open
    }

    private mutating func step(_ delta: Int) {
        guard buttonCount > 0 else { return }
        chosen = ((chosen + delta) % buttonCount + buttonCount) % buttonCount
    }
}

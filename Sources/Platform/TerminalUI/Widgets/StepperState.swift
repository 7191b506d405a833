/// Why a stepper refused a change. The caller shows it in its own words.
public enum StepperRefusal: Sendable, Equatable {
    /// Enter on an empty edit.
    case empty
    /// The typed number (or the step) would go below the minimum.
    case belowMinimum(Int)
    /// The typed number (or the step) would go above the maximum.
    case aboveMaximum(Int)
}

/// The value of a `Stepper`: an integer kept within a range.
///
/// Keys (``StepperKeys``; by default `+`/`-` and Right/Left change it by
/// `step`, PgUp/PgDn or `]`/`[` by `bigStep`). Typing a digit starts an edit: digits and Backspace change
/// the typed text, Enter commits it, Esc drops it. A step that would pass a
/// bound (a big step too: nothing is clamped silently), a digit that would
/// take the typed number past a bound, and an empty or out-of-range number
/// on Enter are refused: the value and the typed text stay, and `refusal`
/// says why. So the typed text is never longer than the bounds' digits.
/// Other keys are left to the caller; call `commit()` before moving focus
/// away while `isEditing`.
public struct StepperState: Sendable, Equatable {
    /// The current value, always within `range`.
    public private(set) var value: Int
    /// The allowed values.
    public let range: ClosedRange<Int>
    /// The change for `+` and `-`.
    public let step: Int
    /// The change for PgUp/PgDn and `]`/`[`.
    public let bigStep: Int
    /// The typed text while editing, nil otherwise.
    public private(set) var editText: String?
    /// Why the last key was refused, or nil when it was not.
    public private(set) var refusal: StepperRefusal?

    /// A stepper at `value` (moved into `range` if outside it).
    public init(value: Int, range: ClosedRange<Int>, step: Int = 1, bigStep: Int = 10) {
        self.range = range
        self.value = min(max(value, range.lowerBound), range.upperBound)
        self.step = max(1, step)
        self.bigStep = max(1, bigStep)
    }

    /// Whether a typed number is being edited.
    public var isEditing: Bool { editText != nil }

    /// Sets the value from outside (a reload); out-of-range values are refused.
    @discardableResult
    public mutating func setValue(_ newValue: Int) -> Bool {
        refusal = check(newValue)
        guard refusal == nil else { return false }
        value = newValue
        editText = nil
        return true
    }

    /// Handles a key; returns false for keys the stepper leaves alone.
    public mutating func handle(_ key: Key, keys: StepperKeys = .standard) -> Bool {
        refusal = nil
        if var text = editText {
            switch key {
            case .character(let c) where c.isASCII && c.isNumber:
                if let problem = typingRefusal(text + String(c)) {
                    refusal = problem
                    return true
                }
                text.append(c)
            case .character("-") where text.isEmpty && range.lowerBound < 0:
                text = "-"
            case .backspace:
                if !text.isEmpty { text.removeLast() }
            case .enter:
                commit()
                return true
            case .escape:
                cancelEdit()
                return true
            case .character:
                return true  // letters do nothing while a number is typed
            default:
                return false
            }
            editText = text
            return true
        }
        switch key {
        case .character(let c) where c.isASCII && c.isNumber:
            if let problem = typingRefusal(String(c)) {
                refusal = problem
            } else {
                editText = String(c)
            }
        case .backspace:
            editText = String(String(value).dropLast())
        default:
            // The steps come from the key map, not from keys spelled here.
            if let way = keys.one.step(for: key) {
                change(by: way * step)
            } else if let way = keys.ten.step(for: key) {
                change(by: way * bigStep)
            } else {
                return false
            }
        }
        return true
    }

    /// Commits the typed number: returns true when it was taken (or there
    /// was no edit), false with `refusal` set when it was refused.
    @discardableResult
    public mutating func commit() -> Bool {
        guard let text = editText else { return true }
        if text.isEmpty || text == "-" {
            refusal = .empty
            return false
        }
        guard let typed = Int(text) else {
            refusal = text.hasPrefix("-") ? .belowMinimum(range.lowerBound) : .aboveMaximum(range.upperBound)
            return false
        }
        if let problem = check(typed) {
            refusal = problem
            return false
        }
        value = typed
        editText = nil
        return true
    }

    /// Drops the typed number; the value stays as it was.
    public mutating func cancelEdit() {
        editText = nil
        refusal = nil
    }

    private func check(_ candidate: Int) -> StepperRefusal? {
        if candidate < range.lowerBound { return .belowMinimum(range.lowerBound) }
        if candidate > range.upperBound { return .aboveMaximum(range.upperBound) }
        return nil
    }

    /// Why typing `candidate` (an optional `-` and digits) must be refused
    /// now, or nil: more digits than the bounds have, or a number no more
    /// digits can bring back into range (above the maximum, or a negative
    /// below the minimum). A positive number below the minimum may still
    /// grow into range, so it waits for Enter.
    private func typingRefusal(_ candidate: String) -> StepperRefusal? {
        let isNegative = candidate.hasPrefix("-")
        let tooFar: StepperRefusal = isNegative ? .belowMinimum(range.lowerBound) : .aboveMaximum(range.upperBound)
        let digits = candidate.count - (isNegative ? 1 : 0)
        guard digits <= maxTypedDigits, let number = Int(candidate) else { return tooFar }
        if isNegative ? number < range.lowerBound : number > range.upperBound { return tooFar }
        return nil
    }

    /// The most digits a number in range can have.
    private var maxTypedDigits: Int {
        max(String(range.lowerBound.magnitude).count, String(range.upperBound.magnitude).count)
    }

    /// Moves by `delta`; refused, the value unchanged, when that would pass
    /// a bound.
    private mutating func change(by delta: Int) {
        let (target, overflow) = value.addingReportingOverflow(delta)
        if overflow ? delta > 0 : target > range.upperBound {
            refusal = .aboveMaximum(range.upperBound)
        } else if overflow || target < range.lowerBound {
            refusal = .belowMinimum(range.lowerBound)
        } else {
            value = target
        }
    }
}

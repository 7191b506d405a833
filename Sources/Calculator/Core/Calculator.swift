import FoundationEssentials

/// The calculator's input state machine: keys in, display and history lines
/// out. It knows nothing of the screen or of storage.
///
/// A calculation is typed as operand, operator, operand, …, `=`. Each operand
/// becomes a history line the moment an operator or `=` commits it, together
/// with the operator shown before it (the first line has none); `=` adds a
/// result line. `press(_:)` returns exactly the lines it added, in order, so
/// the UI can append them to the stored history as they come.
///
/// Rules (the original's unless noted):
/// - Evaluation is strictly left to right (`Formula`): the original's stated
///   rule, not its code, which paired operands with the wrong operator.
/// - An operator with nothing entered only replaces the pending operator. At
///   the very start there is none to replace, so the `0` shown becomes the
///   first operand (`+ 5 =` is 5; not in the seed).
/// - `=` with nothing entered after the operator, with no operator, or pressed
///   again after a result does nothing.
/// - After a result, a digit or `.` starts a new calculation and an operator
///   starts one whose first operand is the result (its full internal value,
///   not the rounded display) — ours, by choice, as desk calculators do: the
///   original ignored digits and operators after a result until AC or CE.
///   `n` negates the result; CE acts as AC (the original: "after a
///   calculation, the button resets everything"); Backspace does nothing,
///   since nothing was typed.
/// - Values are exact (`ExactNumber`): a quotient that is no finite decimal
///   is kept as a fraction, so `1 ÷ 3 × 3 − 1 =` is exactly 0; only the
///   display rounds (to 20 significant digits).
/// - A division by zero, or an overflow past 10^100, makes the value NaN,
///   and NaN stays NaN through every further step: `4 ÷ 0 + 1 =` is NaN.
///   The calculation goes on until `=` like any other, and an operator
///   after a NaN result continues from NaN like from any result. `n` and
///   Backspace do nothing on a NaN result.
public struct Calculator: Sendable {
    /// The committed part of a calculation waiting for its next operand.
    private struct Pending: Sendable {
        var formula: Formula
        var op: Operator
    }

    /// The lines of the calculation on screen: its operands so far and, once
    /// finished, its result. Cleared when a new calculation starts or by AC.
    public private(set) var currentLines: [HistoryLine] = []
    private var pending: Pending?
    private var entry = Entry()
    /// Set while a finished calculation's result is shown; NaN after a failure.
    private var result: ExactNumber?

    /// A calculator showing `0`, with no history.
    public init() {}

    /// The operator waiting for the next operand (shown beside the entry),
    /// or nil.
    public var pendingOperator: Operator? { pending?.op }

    /// True while the result of a finished calculation is shown.
    public var isShowingResult: Bool { result != nil }

    /// True while an operand is being typed (at least one character), so
    /// that CE and Backspace have something to clear and `=` something to
    /// finish.
    public var hasEntry: Bool { result == nil && !entry.isEmpty }

    /// True when the operand being typed has the most digits a number may
    /// have: a further digit would be ignored.
    public var isEntryFull: Bool { result == nil && entry.isFull }

    /// True when `key` types more digits than the number being typed has
    /// room for: a digit after the 20th, or `00` after the 19th (its second
    /// zero). What does not fit is not typed; the screen says so each time.
    public func refusesDigits(_ key: CalculatorKey) -> Bool {
        guard result == nil else { return false }
        switch key {
        case .digit: return entry.roomForDigits < 1
        case .doubleZero: return entry.roomForDigits < 2
        default: return false
        }
    }

    /// True in the state a fresh calculator starts in: `0` shown, nothing
    /// typed, nothing pending.
    public var isCleared: Bool { result == nil && pending == nil && entry.isEmpty && currentLines.isEmpty }

    /// The number shown: the entry as typed (`1,234.`, `0.00`, `-5`), or the
    /// result formatted by `DecimalDisplay` (`3,717`, `1.5E25`, `NaN`).
    public var display: String {
        if let result { return DecimalDisplay.format(result) }
        return entry.display
    }

    /// True when `display` shows fewer digits than the number has (a result
    /// or a number brought back, rounded to 20 significant digits): the
    /// screen marks it with ``DecimalDisplay/roundedMark``.
    public var isDisplayRounded: Bool {
        if let result { return DecimalDisplay.isRounded(result) }
        return entry.isRounded
    }

    /// The number held behind `display`: exactly what is typed, or the exact
    /// result, a fraction when it is no finite decimal (NaN after a failure).
    public var value: ExactNumber { result ?? entry.value }

    /// Handles one key and returns the history lines it added (usually none,
    /// one operand line for an operator, an operand and a result line for `=`).
    /// Which end of the range the last key's step left by (its result
    /// became NaN from 10^100, or 0 below 10^-100); nil otherwise.
    public private(set) var leftRange: ExactNumber.RangeEnd?

    @discardableResult
    public mutating func press(_ key: CalculatorKey) -> [HistoryLine] {
        leftRange = nil
        switch key {
        case .digit(let digit):
            startOverIfFinished()
            entry.type(digit: digit)
        case .doubleZero:
            startOverIfFinished()
            entry.type(digit: 0)
            entry.type(digit: 0)
        case .point:
            startOverIfFinished()
            entry.typePoint()
        case .op(let op):
            return choose(op)
        case .equals:
            return finish()
        case .allClear:
            self = Calculator()
        case .clearEntry:
            if result == nil { entry = Entry() } else { self = Calculator() }
        case .negate:
            negate()
        case .backspace:
            if result == nil { entry.deleteLast() }
        case .percent:
            percent()
        }
        return []
    }

    /// Brings `value` back as the number being typed (a line of the
    /// history chosen): after a result it starts a new calculation, as a
    /// typed digit does; otherwise it replaces what was typed.
    public mutating func recall(_ value: ExactNumber) {
        leftRange = nil
        startOverIfFinished()
        entry = Entry(computed: value)
    }

    /// `%` (see ``CalculatorKey/percent``): the entry becomes its share of
    /// the value so far after `+` or `−`, its hundredth otherwise; a result
    /// becomes its hundredth. Nothing typed: nothing to take a share of.
    private mutating func percent() {
        if let shown = result {
            guard !shown.isNaN, !shown.isZero else { return }
            var hundredth = Formula(first: shown)
            hundredth.apply(.divide, 100)
            leftRange = hundredth.leftRange
            result = hundredth.value
            return
        }
        guard !entry.isEmpty else { return }
        var share: Formula
        if let pending, pending.op == .add || pending.op == .subtract {
            share = Formula(first: pending.formula.value)
            share.apply(.multiply, entry.value)
        } else {
            share = Formula(first: entry.value)
        }
        share.apply(.divide, 100)
        leftRange = share.leftRange
        entry = Entry(computed: share.value)
    }

    /// A typed key after a result begins a fresh calculation (ours: the
    /// original ignored it).
    private mutating func startOverIfFinished() {
        if result != nil { self = Calculator() }
    }

    private mutating func choose(_ op: Operator) -> [HistoryLine] {
        if let shown = result {
            self = Calculator()
            return commit(shown, thenWait: op)
        }
        if entry.isEmpty, pending != nil {
            pending?.op = op
            return []
        }
        let operand = entry.value
        entry = Entry()
        return commit(operand, thenWait: op)
    }

    private mutating func finish() -> [HistoryLine] {
        guard result == nil, pending != nil, !entry.isEmpty else { return [] }
        let operand = entry.value
        entry = Entry()
        return commit(operand, thenWait: nil)
    }

    /// Writes `operand` as a line after the pending operator and applies it;
    /// then waits for the next operand after `next`, or ends the calculation
    /// with a result line when `next` is nil.
    private mutating func commit(_ operand: ExactNumber, thenWait next: Operator?) -> [HistoryLine] {
        let line = HistoryLine(kind: .operand(pending?.op), exact: operand)
        var formula = pending?.formula ?? Formula(first: operand)
        if let previous = pending {
            formula.apply(previous.op, operand)
            leftRange = formula.leftRange
        }
        currentLines.append(line)
        if let next {
            pending = Pending(formula: formula, op: next)
            return [line]
        }
        let resultLine = HistoryLine(kind: .result, exact: formula.value)
        currentLines.append(resultLine)
        pending = nil
        result = formula.value
        return [line, resultLine]
    }

    private mutating func negate() {
        guard let shown = result else {
            entry.negate()
            return
        }
        // A zero or NaN has no sign to change.
        guard !shown.isNaN, !shown.isZero else { return }
        result = shown.negated
    }
}

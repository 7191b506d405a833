import CalculatorCore
import TabKit

/// A message shown under the calculator's number: an error of the
/// database, or a word about input that was not taken.
enum CalculatorNotice: Equatable {
    case tooManyDigits
    /// AC or CE cleared something: `u` brings it back.
    case clearedUndoable
    case clearUndone
    case nothingToUndo
    /// A NaN line of the history cannot be brought back.
    case cannotUseNaN
    /// A result left the range: from 10^100 it is NaN, below 10^-100 it is 0.
    case outOfRange(ExactNumber.RangeEnd)
    case pasteIgnored(Int)
    case pasteCut(Int)
    case saveFailed(String)
    case loadFailed(String)
    case clearFailed(String)

    /// Errors stay until the problem is gone; the others go with the next key.
    var isError: Bool {
        switch self {
        case .tooManyDigits, .pasteIgnored, .pasteCut, .outOfRange, .clearedUndoable, .clearUndone, .nothingToUndo,
             .cannotUseNaN: return false
        case .saveFailed, .loadFailed, .clearFailed: return true
        }
    }

    /// The message in the user's language.
    func text(_ strings: CalculatorStrings) -> String {
        switch self {
        case .tooManyDigits: return strings.calculatorTooManyDigits
        case .clearedUndoable: return strings.calculatorClearedUndoable
        case .clearUndone: return strings.calculatorClearUndone
        case .nothingToUndo: return strings.calculatorNothingToUndo
        case .cannotUseNaN: return strings.calculatorCannotUseNaN
        case .outOfRange(let end): return strings.calculatorOutOfRange(end)
        case .pasteIgnored(let count): return strings.calculatorPasteIgnored(count)
        case .pasteCut(let limit): return strings.calculatorPasteCut(limit)
        case .saveFailed(let detail): return strings.calculatorSaveFailed(detail)
        case .loadFailed(let detail): return strings.calculatorLoadFailed(detail)
        case .clearFailed(let detail): return strings.calculatorClearFailed(detail)
        }
    }
}

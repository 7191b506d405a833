/// A message shown under the calculator's number: an error of the
/// database, or a word about input that was not taken.
enum CalculatorNotice: Equatable {
    case tooManyDigits
    case pasteIgnored(Int)
    case pasteCut(Int)
    case saveFailed(String)
    case loadFailed(String)
    case clearFailed(String)

    /// Errors stay until the problem is gone; the others go with the next key.
    var isError: Bool {
        switch self {
        case .tooManyDigits, .pasteIgnored, .pasteCut: return false
        case .saveFailed, .loadFailed, .clearFailed: return true
        }
    }

    /// The message in the user's language.
    func text(_ catalog: Catalog) -> String {
        switch self {
        case .tooManyDigits: return catalog.calculatorTooManyDigits
        case .pasteIgnored(let count): return catalog.calculatorPasteIgnored(count)
        case .pasteCut(let limit): return catalog.calculatorPasteCut(limit)
        case .saveFailed(let detail): return catalog.calculatorSaveFailed(detail)
        case .loadFailed(let detail): return catalog.calculatorLoadFailed(detail)
        case .clearFailed(let detail): return catalog.calculatorClearFailed(detail)
        }
    }

    /// A database error in one short line: the first line of its
    /// description, at most 120 characters.
    static func detail(of error: any Error) -> String {
        let first = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return first.count > 120 ? String(first.prefix(119)) + "…" : first
    }
}

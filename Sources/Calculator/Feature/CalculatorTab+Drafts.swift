import CalculatorCore
import TabKit

/// Drafts: a calculation in progress is kept, as the keys typed since the
/// last result, when bankui stops, and typed again at the next start.
extension CalculatorTab {
    /// The kept shape of a calculation in progress.
    struct Draft: Codable, Equatable {
        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        /// The keys typed since the last result, as characters (`12+34`).
        var keys: String

        static let kindName = "calculator.keys.1"
    }

    /// Keeps `typedSinceResult` up to date after `key`: emptied by a result
    /// or AC; a calculation that goes on from a result starts with that
    /// result typed as its first number (its history line's text).
    func noteTyped(_ key: CalculatorKey, afterResult: Bool, lines: [HistoryLine]) {
        if calculator.isShowingResult || calculator.isCleared {
            typedSinceResult = ""
        } else if afterResult {
            if case .op = key, let first = lines.first {
                typedSinceResult = Self.typing(first.number).map { $0 + Self.character(for: key) } ?? ""
            } else {
                typedSinceResult = Self.character(for: key)
            }
        } else {
            typedSinceResult += Self.character(for: key)
        }
    }

    /// The characters that type `key` (read back by `CalculatorKey.from(character:)`).
    static func character(for key: CalculatorKey) -> String {
        switch key {
        case .digit(let digit): String(digit)
        case .doubleZero: "00"
        case .point: "."
        case .op(.add): "+"
        case .op(.subtract): "-"
        case .op(.multiply): "*"
        case .op(.divide): "/"
        case .equals: "="
        case .allClear: "\u{1B}"
        case .clearEntry: "c"
        case .negate: "n"
        case .backspace: "\u{7F}"
        case .percent: "%"
        }
    }

    /// A line of the history brought back while typing: kept in the keys
    /// as its exact number in braces (`12+{3717}`), which no key types.
    func noteRecalled(_ line: HistoryLine, afterResult: Bool) {
        let kept = "{" + line.number + "}"
        typedSinceResult = afterResult || calculator.isCleared ? kept : typedSinceResult + kept
    }

    /// Presses the kept `keys` on `calculator`: characters as keys, a
    /// number in braces brought back as a history line is.
    static func replay(_ keys: String, on calculator: inout Calculator) -> Bool {
        var pressed = false
        var rest = Substring(keys)
        while let first = rest.first {
            if first == "{", let close = rest.firstIndex(of: "}"),
               let value = HistoryLine(kind: .result, number: String(rest[rest.index(after: rest.startIndex)..<close])).value {
                calculator.recall(value)
                pressed = true
                rest = rest[rest.index(after: close)...]
                continue
            }
            if let key = CalculatorKey.from(character: first) {
                calculator.press(key)
                pressed = true
            }
            rest = rest.dropFirst()
        }
        return pressed
    }

    /// The keys that type the plain decimal `number` (`-12.5` → `12.5n`), or
    /// nil when it is not one (`NaN`).
    static func typing(_ number: String) -> String? {
        let negative = number.hasPrefix("-")
        let digits = negative ? String(number.dropFirst()) : number
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        return digits + (negative ? "n" : "")
    }
}

extension CalculatorTab {
    public var draft: String? {
        typedSinceResult.isEmpty ? nil : TabDraft.encode(Draft(keys: typedSinceResult))
    }

    /// Types the kept keys again. The lines they make are not written:
    /// they were written as they were made, before bankui stopped.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        var calculator = Calculator()
        guard Self.replay(draft.keys, on: &calculator) else { return false }
        self.calculator = calculator
        typedSinceResult = calculator.isShowingResult || calculator.isCleared ? "" : draft.keys
        return true
    }
}

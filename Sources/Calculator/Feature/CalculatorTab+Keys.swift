import TextKit
import CalculatorCore
import TabKit
import TerminalUI

/// The keys the calculator takes now, for the hint bar. Kept short; on a
/// narrow screen the shell drops the hints that matter least first (see
/// the priorities in `CalculatorKeys`).
extension CalculatorTab {
    public var activeKeys: [KeyBinding] {
        if let confirmation { return confirmation.activeKeys(strings.words, keys: keys.dialog) }
        if selectedLine != nil {
            return [keys.useLine, keys.leaveLine, keys.scroll.withHint(strings.calculatorHintHistory)]
        }
        return (beforeClear == nil ? [] : [keys.undoClear]) + calculatorKeys + historyKeys
    }

    private var calculatorKeys: [KeyBinding] {
        let canNegate = !calculator.value.isNaN && !calculator.value.isZero
        if calculator.isShowingResult {
            return [keys.digits.withHint(strings.calculatorHintNew),
                    keys.operators.withHint(strings.calculatorHintContinue),
                    keys.negate.enabled(canNegate), keys.allClear]
        }
        if calculator.isCleared {
            var start = keys.digits.withHint(strings.calculatorHintStart)
            start.hintKeys = "0-9 " + keys.operators.hintKeys
            return [start]
        }
        let pending = calculator.pendingOperator != nil
        return [keys.operators.enabled(!pending),
                keys.equals.enabled(pending && calculator.hasEntry), keys.allClear.enabled(pending),
                keys.clearEntry.enabled(calculator.hasEntry), keys.negate.enabled(canNegate),
                keys.backspace.enabled(calculator.hasEntry)]
    }

    private var historyKeys: [KeyBinding] {
        [keys.scroll.enabled(rows.rows.count > scroll.viewportRows), keys.clearHistory.enabled(totalLineCount > 0)]
    }
}

extension CalculatorTab {
    public var keySections: [KeySection] { keys.sections }

    /// Every key of the calculator tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        CalculatorKeys(CalculatorStrings(language), overrides: overrides).sections
    }
}

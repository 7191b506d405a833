import CalculatorCore
import TerminalUI

/// The calculator tab's key hints (the keys that do something now) and its
/// help (every key).
extension CalculatorTab {
    public var keyHints: [KeyHint] {
        if confirmation != nil {
            return [KeyHint(keys: "←→", label: catalog.hintChooseButton),
                    KeyHint(keys: "Enter", label: catalog.calculatorHintConfirm),
                    KeyHint(keys: "Esc", label: catalog.hintCancel)]
        }
        return calculatorHints + historyHints
    }

    /// What the calculator takes now. Kept short: with the history keys,
    /// Help and Quit it must fit 80 columns in both languages.
    private var calculatorHints: [KeyHint] {
        let operators = "+-*/"
        let canNegate = !calculator.value.isNaN && !calculator.value.isZero
        if calculator.isShowingResult {
            var hints = [KeyHint(keys: "0-9", label: catalog.calculatorHintNew)]
            if !calculator.value.isNaN { hints.append(KeyHint(keys: operators, label: catalog.calculatorHintContinue)) }
            if canNegate { hints.append(KeyHint(keys: "n", label: "±")) }
            hints.append(KeyHint(keys: "Esc", label: "AC"))
            return hints
        }
        if calculator.isCleared {
            return [KeyHint(keys: "0-9 " + operators, label: catalog.calculatorHintStart)]
        }
        var hints: [KeyHint] = []
        if calculator.pendingOperator == nil {
            hints.append(KeyHint(keys: operators, label: catalog.calculatorHintOperate))
        } else {
            if calculator.hasEntry { hints.append(KeyHint(keys: "Enter", label: "=")) }
            hints.append(KeyHint(keys: "Esc", label: "AC"))
        }
        if calculator.hasEntry { hints.append(KeyHint(keys: "c", label: "CE")) }
        if canNegate { hints.append(KeyHint(keys: "n", label: "±")) }
        if calculator.hasEntry { hints.append(KeyHint(keys: "Bksp", label: catalog.hintErase)) }
        return hints
    }

    private var historyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if rows.rows.count > scroll.viewportRows { hints.append(KeyHint(keys: "↑↓", label: catalog.calculatorHintHistory)) }
        if !history.isEmpty {
            hints.append(KeyHint(keys: String(CalculatorCommand.clearHistoryKey), label: catalog.calculatorHintClearHistory))
        }
        return hints
    }

    public var helpEntries: [KeyHint] {
        [
            KeyHint(keys: "0-9", label: catalog.calculatorHelpDigits),
            KeyHint(keys: String(CalculatorCommand.doubleZeroKey), label: catalog.calculatorHelpDoubleZero),
            KeyHint(keys: ".", label: catalog.calculatorHelpPoint),
            KeyHint(keys: "+ -", label: catalog.calculatorHelpAddSubtract),
            KeyHint(keys: "* x /", label: catalog.calculatorHelpMultiplyDivide),
            KeyHint(keys: "Enter =", label: catalog.calculatorHelpEquals),
            KeyHint(keys: "Esc", label: catalog.calculatorHelpAllClear),
            KeyHint(keys: "c", label: catalog.calculatorHelpClearEntry),
            KeyHint(keys: "n", label: catalog.calculatorHelpNegate),
            KeyHint(keys: "Backspace", label: catalog.calculatorHelpBackspace),
            KeyHint(keys: "↑↓ k j", label: catalog.calculatorHelpScroll),
            KeyHint(keys: "PgUp PgDn", label: catalog.calculatorHelpPage),
            KeyHint(keys: "Home End", label: catalog.calculatorHelpEnds),
            KeyHint(keys: String(CalculatorCommand.clearHistoryKey), label: catalog.calculatorHelpClearHistory),
            KeyHint(keys: "Paste", label: catalog.calculatorHelpPaste),
        ]
    }
}

import CalculatorCore
import TabKit
import TerminalUI

/// The keys the calculator takes now, for the hint bar. Kept short, and cut
/// to the screen's width: the shell's `? Help  q Quit` follow them and must
/// always fit, so on a narrow screen the hints that matter least lose their
/// place in the bar first (their keys still work, and help lists them).
extension CalculatorTab {
    /// Columns the shell's `? Help  q Quit` take after the tab's hints.
    static var shellHintsWidth: Int { Words.shellHintsWidth }

    public var activeKeys: [KeyBinding] {
        if let confirmation { return confirmation.activeKeys(strings.words) }
        return fitted(calculatorKeys + historyKeys)
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
            start.hintKeys = "0-9 +-*/"
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

    /// The hints that leave the bar first when it is too narrow: clearing
    /// the history, then the editing keys, then scrolling. Digits,
    /// operators, `=` and AC always keep theirs.
    private var hintsDroppedFirst: [KeyBinding] {
        [keys.clearHistory, keys.negate, keys.backspace, keys.clearEntry, keys.scroll]
    }

    /// `bindings` with the hints of the least important ones removed until
    /// the bar, with the shell's hints after them, fits the last width.
    private func fitted(_ bindings: [KeyBinding]) -> [KeyBinding] {
        guard let width = lastWidth else { return bindings }
        var bindings = bindings
        for victim in hintsDroppedFirst {
            guard KeyHintBar.width(of: bindings.keyHints) + Self.shellHintsWidth > width else { break }
            if let index = bindings.firstIndex(where: { $0.keyHint != nil && $0.helpKeys == victim.helpKeys }) {
                bindings[index] = bindings[index].withHint(nil)
            }
        }
        return bindings
    }
}

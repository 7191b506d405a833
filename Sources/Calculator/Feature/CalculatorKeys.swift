import CalculatorCore
import TabKit
import TerminalUI

/// The calculator tab's keys, declared once: what each does, how the hint
/// bar and help write it, and which calculator key it presses.
struct CalculatorKeys {
    let digits: KeyBinding
    let doubleZero: KeyBinding
    let point: KeyBinding
    let operators: KeyBinding
    var equals: KeyBinding
    var allClear: KeyBinding
    let clearEntry: KeyBinding
    let negate: KeyBinding
    let backspace: KeyBinding
    let percent: KeyBinding
    let undoClear: KeyBinding
    let useLine: KeyBinding
    let leaveLine: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding
    let ends: KeyBinding
    let clearHistory: KeyBinding
    let paste: KeyBinding
    /// Every dialog's keys.
    let dialog: DialogKeys
    /// The history's keys: every list's, the user's.
    let list: ListKeys
    private let words: Words

    /// The characters that pick an operator: `+ - * /`, and `x × ÷ −` too.
    static let operatorCharacters: [Character] = ["+", "-", "*", "/", "x", "\u{00D7}", "\u{00F7}", "\u{2212}"]

    init(_ strings: CalculatorStrings, overrides o: KeyOverrides = .none) {
        words = strings.words
        dialog = DialogKeys(strings.words, overrides: o)
        list = ListKeys(overrides: o)
        // Digits, the point and the operators are the characters they type:
        // fixed, like any typed text.
        digits = KeyBinding([], pattern: { $0.isDigit }, hintKeys: "0-9", hint: strings.calculatorHelpDigits,
                            helpKeys: "0-9", help: strings.calculatorHelpDigits)
        // The seed's `00` button: no key of a keyboard types two characters,
        // and `z` is free and easy to reach.
        doubleZero = KeyBinding("calculator.double-zero", [.character("z")], hint: nil, help: strings.calculatorHelpDoubleZero)
            .overridden(by: o)
        point = KeyBinding(nil, [.character(".")], hint: nil, help: strings.calculatorHelpPoint)
        var operators = KeyBinding(nil, Self.operatorCharacters.map(Key.character), hint: strings.calculatorHintOperate,
                                   help: strings.calculatorHelpOperators)
        operators.hintKeys = Self.operatorCharacters.prefix(4).map(String.init).joined()
        self.operators = operators
        equals = KeyBinding("calculator.equals", [.enter, .character("=")], hint: "=", help: strings.calculatorHelpEquals)
            .overridden(by: o)
        allClear = KeyBinding("calculator.all-clear", [.escape], hint: "AC", help: strings.calculatorHelpAllClear)
            .overridden(by: o)
        // On a narrow screen these hints leave the bar first, in this
        // order: clearing the history, the editing keys, then scrolling.
        // Digits, operators, `=` and AC keep theirs.
        clearEntry = KeyBinding("calculator.clear-entry", [.character("c")], hint: "CE", help: strings.calculatorHelpClearEntry)
            .overridden(by: o).hintPriority(-2)
        negate = KeyBinding("calculator.negate", [.character("n")], hint: "±", help: strings.calculatorHelpNegate)
            .overridden(by: o).hintPriority(-4)
        backspace = KeyBinding("calculator.backspace", [.backspace], hint: strings.words.erase, help: strings.calculatorHelpBackspace)
            .overridden(by: o).hintPriority(-3)
        percent = KeyBinding(nil, [.character("%")], hint: nil, help: strings.calculatorHelpPercent)
        undoClear = KeyBinding("calculator.undo-clear", [.character("u")], hint: strings.calculatorHintUndoClear,
                               help: strings.calculatorHelpUndoClear).overridden(by: o)
        // While a line of the history is chosen, the keys of `=` bring it
        // back and those of AC go back to typing (AC only when no line is
        // chosen): the same keys, whatever the user made them.
        // The two states never meet, so the keys may be shared.
        equals.mode = "typing"
        allClear.mode = "typing"
        useLine = KeyBinding(nil, equals.keys, hint: strings.calculatorHintUseLine, help: strings.calculatorHelpUseLine,
                             mode: "choosing a line")
        leaveLine = KeyBinding(nil, allClear.keys, hint: strings.calculatorHintLeaveLine, help: strings.calculatorHelpLeaveLine,
                               mode: "choosing a line")
        // The history is a list: its keys are every list's.
        scroll = list.steps(hint: strings.calculatorHintHistory, help: strings.calculatorHelpScroll).hintPriority(-1)
        page = list.binding([.pageUp, .pageDown], help: strings.calculatorHelpPage)
        ends = list.binding([.first, .last], help: strings.calculatorHelpEnds)
        // Capital `X`: `c` is CE, `x` is ×, and a capital is hard to hit by
        // accident; a dialog asks first anyway.
        clearHistory = KeyBinding("calculator.clear-history", [.character("X")], hint: strings.calculatorHintClearHistory,
                                  help: strings.calculatorHelpClearHistory).overridden(by: o).hintPriority(-5)
        paste = KeyBinding([], pattern: { $0.isPaste }, hintKeys: "Paste", hint: nil, helpKeys: "Paste",
                           help: strings.calculatorHelpPaste)
    }

    /// The calculator key `key` presses, if any.
    func calculatorKey(for key: Key) -> CalculatorKey? {
        if doubleZero.matches(key) { return .doubleZero }
        if equals.matches(key) { return .equals }
        if allClear.matches(key) { return .allClear }
        if backspace.matches(key) { return .backspace }
        if clearEntry.matches(key) { return .clearEntry }
        if negate.matches(key) { return .negate }
        if percent.matches(key) { return .percent }
        guard digits.matches(key) || point.matches(key) || operators.matches(key), case .character(let c) = key else { return nil }
        return CalculatorKey.from(character: c)
    }

    var sections: [KeySection] {
        [KeySection(nil, [digits, doubleZero, point, operators, percent, equals, allClear, undoClear, clearEntry, negate, backspace,
                          scroll, page, ends, useLine, leaveLine, clearHistory, paste]),
         dialog.section()]
    }
}

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
    let equals: KeyBinding
    let allClear: KeyBinding
    let clearEntry: KeyBinding
    let negate: KeyBinding
    let backspace: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding
    let ends: KeyBinding
    let clearHistory: KeyBinding
    let paste: KeyBinding
    private let words: Words

    /// The characters that pick an operator: `+ - * /`, and `x × ÷ −` too.
    static let operatorCharacters: [Character] = ["+", "-", "*", "/", "x", "\u{00D7}", "\u{00F7}", "\u{2212}"]

    init(_ strings: CalculatorStrings) {
        words = strings.words
        digits = KeyBinding([], pattern: { $0.isDigit }, hintKeys: "0-9", hint: strings.calculatorHelpDigits,
                            helpKeys: "0-9", help: strings.calculatorHelpDigits)
        // The seed's `00` button: no key of a keyboard types two characters,
        // and `z` is free and easy to reach.
        doubleZero = KeyBinding([.character("z")], hint: nil, help: strings.calculatorHelpDoubleZero)
        point = KeyBinding([.character(".")], hint: nil, help: strings.calculatorHelpPoint)
        operators = KeyBinding(Self.operatorCharacters.map(Key.character), hintKeys: "+-*/", hint: strings.calculatorHintOperate,
                               helpKeys: "+ - * / x", help: strings.calculatorHelpOperators)
        equals = KeyBinding([.enter, .character("=")], hint: "=", helpKeys: "Enter =", help: strings.calculatorHelpEquals)
        allClear = KeyBinding([.escape], hint: "AC", help: strings.calculatorHelpAllClear)
        // On a narrow screen these hints leave the bar first, in this
        // order: clearing the history, the editing keys, then scrolling.
        // Digits, operators, `=` and AC keep theirs.
        clearEntry = KeyBinding([.character("c")], hint: "CE", help: strings.calculatorHelpClearEntry).hintPriority(-2)
        negate = KeyBinding([.character("n")], hint: "±", help: strings.calculatorHelpNegate).hintPriority(-4)
        backspace = KeyBinding([.backspace], hintKeys: "Bksp", hint: strings.words.erase, helpKeys: "Backspace",
                               help: strings.calculatorHelpBackspace).hintPriority(-3)
        scroll = KeyBinding([.up, .down, .character("k"), .character("j")], hintKeys: "↑↓", hint: strings.calculatorHintHistory,
                            helpKeys: "↑ ↓ k j", help: strings.calculatorHelpScroll).hintPriority(-1)
        page = KeyBinding([.pageUp, .pageDown], hint: nil, help: strings.calculatorHelpPage)
        ends = KeyBinding([.home, .end], hint: nil, help: strings.calculatorHelpEnds)
        // Capital `X`: `c` is CE, `x` is ×, and a capital is hard to hit by
        // accident; a dialog asks first anyway.
        clearHistory = KeyBinding([.character("X")], hint: strings.calculatorHintClearHistory,
                                  help: strings.calculatorHelpClearHistory).hintPriority(-5)
        paste = KeyBinding([], pattern: { $0.isPaste }, hintKeys: "Paste", hint: nil, helpKeys: "Paste",
                           help: strings.calculatorHelpPaste)
    }

    /// The calculator key `key` presses, if any.
    func calculatorKey(for key: Key) -> CalculatorKey? {
        if doubleZero.matches(key) { return .doubleZero }
        if equals.matches(key) { return .equals }
        if allClear.matches(key) { return .allClear }
        if backspace.matches(key) { return .backspace }
        guard digits.matches(key) || point.matches(key) || operators.matches(key) || clearEntry.matches(key) || negate.matches(key),
              case .character(let c) = key else { return nil }
        return CalculatorKey.from(character: c)
    }

    var sections: [KeySection] {
        [KeySection(nil, [digits, doubleZero, point, operators, equals, allClear, clearEntry, negate, backspace,
                          scroll, page, ends, clearHistory, paste]),
         DialogKeys.section(words)]
    }
}

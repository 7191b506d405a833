import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// The Juice tab's keys, declared once: the main screen's and the stock
/// editor's. Dialog keys are the kit's.
struct JuiceKeys {
    let orderByNumber: KeyBinding
    let choose: KeyBinding
    let ends: KeyBinding
    let order: KeyBinding
    let edit: KeyBinding

    let chooseFruit: KeyBinding
    /// The editor's keys that move between fruits even while a number is
    /// typed (help lists them in ``chooseFruit``).
    let fruitStep: KeyPair
    /// The stock steppers' keys: a fruit up or down by one, or by ten.
    let steps: StepperKeys
    let stepOne: KeyBinding
    let stepTen: KeyBinding
    let type: KeyBinding
    let erase: KeyBinding
    let set: KeyBinding
    let drop: KeyBinding
    let close: KeyBinding
    /// Every dialog's keys.
    let dialog: DialogKeys
    /// The menu's and the fruits' list keys: every list's, the user's.
    let list: ListKeys
    private let words: Words

    init(_ strings: JuiceStrings, overrides o: KeyOverrides = .none) {
        words = strings.words
        dialog = DialogKeys(strings.words, overrides: o)
        list = ListKeys(overrides: o)
        orderByNumber = KeyBinding([], pattern: { key in
            if case .character(let c) = key, let n = c.wholeNumberValue, c.isASCII { return (1...Juice.allCases.count).contains(n) }
            return false
        }, hintKeys: "1-7", hint: strings.hintOrderJuice, helpKeys: "1…7", help: strings.helpOrderByNumber)
        // The menu is a list: its keys are every list's.
        choose = list.steps(hint: strings.hintChooseJuice, help: strings.helpChooseJuice)
        ends = list.binding([.first, .last], help: strings.helpFirstLast)
        order = KeyBinding("juice.order", [.enter, .character(" ")], hint: strings.hintOrderJuice, help: strings.helpOrderChosen)
            .overridden(by: o)
        edit = KeyBinding("juice.edit-stock", [.character("e")], hint: strings.hintEditStock, help: strings.helpEditStock)
            .overridden(by: o)

        // Modes: while a count is typed, Enter and Esc belong to it.
        // The fruits are a list too, with Tab; while a count is typed the
        // list keys that type nothing still move (the arrows, Tab).
        let typesNothing: (Key) -> Bool = { if case .character = $0 { false } else { true } }
        fruitStep = KeyPair(back: list.keys(.previous).filter(typesNothing) + [.backTab],
                            forth: list.keys(.next).filter(typesNothing) + [.tab], hint: strings.hintChooseFruit)
        let listSteps = list.steps(hint: nil, help: "")
        chooseFruit = KeyBinding(nil, listSteps.keys + [.tab, .backTab] + list.binding([.first, .last], help: "").keys,
                                 showing: listSteps.hintShown, hint: strings.hintChooseFruit, help: strings.helpChooseFruit)
        // The steppers' steps: declared here, read by the steppers.
        steps = StepperKeys(
            one: KeyPair(back: [.character("-"), .left], forth: [.character("+"), .right],
                         showing: [.character("+"), .character("-")], forthFirst: true, hint: "±1", help: strings.helpStepOne),
            ten: KeyPair(back: [.character("["), .pageDown], forth: [.character("]"), .pageUp],
                         showing: [.character("]"), .character("[")], forthFirst: true, hint: "±10", help: strings.helpStepTen))
        stepOne = steps.one.binding
        stepTen = steps.ten.binding
        type = KeyBinding([], pattern: { $0.isDigit || $0.isPaste }, hintKeys: "0-9", hint: strings.hintTypeNumber,
                          helpKeys: "0…9", help: strings.helpTypeNumber)
        erase = KeyBinding("juice.erase-digit", [.backspace], hint: strings.words.erase, help: strings.helpEraseDigit)
            .overridden(by: o)
        set = KeyBinding("juice.set-count", [.enter], hint: strings.hintSetNumber, help: strings.helpSetNumber,
                         mode: "typing").overridden(by: o)
        drop = KeyBinding("juice.drop-count", [.escape], hint: strings.words.cancel, help: strings.helpDropNumber,
                          mode: "typing").overridden(by: o)
        close = KeyBinding("juice.close-editor", [.enter, .escape], showing: [.enter, .escape], hint: strings.words.close,
                           help: strings.helpCloseEditor, mode: "choosing").overridden(by: o)
    }

    /// The main screen's keys.
    var main: [KeyBinding] { [orderByNumber, choose, order, edit] }

    /// The editor's keys now: while a count is typed, Enter and Esc belong to it.
    func editor(typing: Bool) -> [KeyBinding] {
        typing ? [type, set, drop, erase] : [chooseFruit, stepOne, stepTen, type, close]
    }

    var sections: [KeySection] {
        [KeySection(nil, [orderByNumber, choose, ends, order, edit]),
         KeySection(JuiceStrings(words.language).helpEditorSection, [chooseFruit, stepOne, stepTen, type, erase, set, drop, close]),
         dialog.section(withShortcuts: true)]
    }
}

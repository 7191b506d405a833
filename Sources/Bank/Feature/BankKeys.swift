import TabKit
import TerminalUI

/// The bank tab's keys, declared once: the board's and the planner's.
struct BankKeys {
    let add: KeyBinding
    let reset: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding
    let plan: KeyBinding
    let options: KeyBinding

    // The planner form and its result.
    let nextField: KeyBinding
    let previousField: KeyBinding
    /// Both of them, as the hint bar writes them: `↑↓/Tab Field`.
    let moveField: KeyBinding
    let chooseService: KeyBinding
    /// The keys of ``chooseService`` that go back through the choices
    /// (the others go forward).
    let chooseBack: KeyBinding
    let runPlan: KeyBinding
    let closePlanner: KeyBinding
    let editPlan: KeyBinding
    let scrollPlan: KeyBinding
    /// Every list's keys, the user's: the waiting column and the plan's rows.
    let list: ListKeys
    /// The keys of the form's text fields.
    let text: TextKeys
    private let strings: BankStrings

    init(_ strings: BankStrings, overrides: KeyOverrides = .none) {
        self.strings = strings
        add = KeyBinding("bank.add-customers", [.character("a")], hint: strings.hintAddCustomers,
                         help: strings.helpAddCustomers).overridden(by: overrides)
        reset = KeyBinding("bank.reset", [.character("r")], hint: strings.hintReset, help: strings.helpReset)
            .overridden(by: overrides)
        // The waiting column is a list: its keys are every list's.
        list = ListKeys(overrides: overrides)
        scroll = list.steps(hint: strings.words.scroll, help: strings.helpScrollWaiting)
        page = list.binding([.pageUp, .pageDown, .first, .last], help: strings.helpPageWaiting)
        plan = KeyBinding("bank.plan", [.character("p")], hint: strings.hintPlan, help: strings.helpPlan)
            .overridden(by: overrides)
        options = KeyBinding("bank.arrival-options", [.character("o")], hint: strings.hintOptions, help: strings.helpOptions)
            .overridden(by: overrides)

        // Modes: the form's fields, the service field (no text: ←→ choose), the result.
        text = TextKeys(strings.words, overrides: overrides)
        nextField = KeyBinding(nil, [.down, .tab], hint: strings.hintField, help: strings.helpNextField, mode: "form")
        previousField = KeyBinding(nil, [.up, .backTab], hint: nil, help: strings.helpPreviousField, mode: "form")
        moveField = KeyBinding(nextField.keys + previousField.keys, hintKeys: "↑↓/Tab", hint: strings.hintField,
                               help: strings.helpNextField)
        chooseService = KeyBinding(nil, [.left, .right, .character(" ")], showing: [.left, .right],
                                   hint: strings.hintChooseService, help: strings.helpChooseService, mode: "service")
        chooseBack = KeyBinding(nil, [.left], hint: nil, mode: "service")
        runPlan = KeyBinding("bank.run-plan", [.enter], hint: strings.hintRunPlan, help: strings.helpRunPlan,
                             mode: "form").overridden(by: overrides)
        closePlanner = KeyBinding("bank.close-planner", [.escape], hint: strings.words.close, help: strings.helpClosePlanner)
            .overridden(by: overrides)
        editPlan = KeyBinding("bank.edit-plan", [.enter, .character("e")], hint: strings.hintEditPlan,
                              help: strings.helpEditPlan, mode: "result").overridden(by: overrides)
        // The plan's rows are a list too: a row, or ten, at a time.
        scrollPlan = KeyBinding(nil, list.keys(.previous) + list.keys(.next) + list.keys(.pageUp) + list.keys(.pageDown),
                                showing: Array(list.keys(.previous).prefix(1) + list.keys(.next).prefix(1)),
                                hint: strings.words.scroll, help: strings.helpScrollPlan, mode: "result")
    }

    var sections: [KeySection] {
        [KeySection(nil, [add, reset, scroll, page, plan, options]),
         KeySection(strings.helpPlannerSection, [nextField, previousField, chooseService, runPlan, editPlan, scrollPlan,
                                                 closePlanner]).withTextField(mode: "form"),
         text.section()]
    }
}

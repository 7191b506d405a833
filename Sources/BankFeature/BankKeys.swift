import TabKit
import TerminalUI

/// The bank tab's keys, declared once.
struct BankKeys {
    let add: KeyBinding
    let reset: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding

    init(_ strings: BankStrings, overrides: KeyOverrides = .none) {
        add = KeyBinding("bank.add-customers", [.character("a")], hint: strings.hintAddCustomers,
                         help: strings.helpAddCustomers).overridden(by: overrides)
        reset = KeyBinding("bank.reset", [.character("r")], hint: strings.hintReset, help: strings.helpReset)
            .overridden(by: overrides)
        // The waiting column is a list: its keys are every list's.
        scroll = ListKeys.standard.steps(hint: strings.words.scroll, help: strings.helpScrollWaiting)
        page = ListKeys.standard.binding([.pageUp, .pageDown, .first, .last], help: strings.helpPageWaiting)
    }

    var sections: [KeySection] { [KeySection(nil, [add, reset, scroll, page])] }
}

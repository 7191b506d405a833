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
        scroll = KeyBinding(nil, [.up, .down, .character("k"), .character("j")], showing: [.up, .down], hint: strings.words.scroll,
                            help: strings.helpScrollWaiting)
        page = KeyBinding(nil, [.pageUp, .pageDown, .home, .end], hint: nil, help: strings.helpPageWaiting)
    }

    var sections: [KeySection] { [KeySection(nil, [add, reset, scroll, page])] }
}

import TextKit
import TabKit
import TerminalUI

/// The keys that work on every tab, declared once (table `global` of a
/// user's file). The tab numbers, Ctrl-C and Ctrl-Z are fixed: Ctrl-C must
/// always quit and Ctrl-Z reaches the event loop before any map.
struct ShellKeys {
    let nextTab: KeyBinding
    let previousTab: KeyBinding
    let jump: KeyBinding
    let help: KeyBinding
    /// Help from anywhere, also while a text field or a dialog has the keys
    /// (where `?` is typed text or means nothing).
    let helpAnywhere: KeyBinding
    let quit: KeyBinding
    let quitAnywhere: KeyBinding
    /// Handled by the event loop itself (it must reach the terminal even
    /// while a tab is busy); declared here so help and the docs list it.
    let suspend: KeyBinding
    let title: String

    init(_ strings: ShellStrings, overrides: KeyOverrides = .none) {
        title = strings.helpGlobalSection
        nextTab = KeyBinding("global.next-tab", [.tab], hint: nil, help: strings.hintNextTab).overridden(by: overrides)
        previousTab = KeyBinding("global.previous-tab", [.backTab], hint: nil, help: strings.hintPreviousTab)
            .overridden(by: overrides)
        jump = KeyBinding((1...5).map(Key.function) + (1...5).map { Key.alt(Character(String($0))) }, hint: nil,
                          helpKeys: "F1…F5 Alt-1…5", help: strings.hintJumpTab)
        help = KeyBinding("global.help", [.character("?")], hint: strings.hintHelp, help: strings.helpHelpKeys)
            .overridden(by: overrides)
        helpAnywhere = KeyBinding("global.help-anywhere", [.control("g")], hint: strings.hintHelp, help: strings.helpHelpAnywhere)
            .overridden(by: overrides)
        quit = KeyBinding("global.quit", [.character("q")], hint: strings.hintQuit).overridden(by: overrides)
        quitAnywhere = KeyBinding([.control("c")], hint: nil, help: strings.hintQuitAnywhere)
        suspend = KeyBinding([.control("z")], hint: nil, help: strings.helpSuspend)
    }

    /// The tab number a jump key asks for.
    static func tabNumber(_ key: Key) -> Int? {
        switch key {
        case .function(let n) where (1...5).contains(n): return n
        case .alt(let c): return c.wholeNumberValue.flatMap { (1...5).contains($0) ? $0 : nil }
        default: return nil
        }
    }

    var section: KeySection { KeySection(title, [nextTab, previousTab, jump, help, helpAnywhere, quit, quitAnywhere, suspend]) }
}

/// The keys of the help overlay, declared once: it scrolls with the list
/// keys (``ListKeys``) and closes with these (or the user's help, help
/// anywhere and quit keys).
struct HelpKeys {
    let close: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding
    /// The list keys the overlay scrolls with (the user's).
    let list: ListKeys
    let title: String

    init(_ strings: ShellStrings, list: ListKeys = .standard) {
        title = strings.helpListSection
        self.list = list
        close = KeyBinding(nil, [.escape, .character("?"), .character("q"), .enter], hint: strings.hintHelpClose,
                           help: strings.helpCloseHelp)
        scroll = list.steps(hint: Words(strings.language).scroll, help: strings.helpScrollHelp)
        page = list.binding([.pageUp, .pageDown, .first, .last], help: strings.helpPageHelp)
    }

    var section: KeySection { KeySection(title, [scroll, page, close]) }
}

extension AppShell {
    /// The keys of the help overlay itself, for the key documentation.
    public static func helpKeys(_ language: Language, keys overrides: KeyOverrides = .none) -> KeySection {
        HelpKeys(ShellStrings(language), list: ListKeys(overrides: overrides)).section
    }
}

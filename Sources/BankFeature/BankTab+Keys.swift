import TabKit
import TerminalUI

/// The keys the bank tab takes now, for the hint bar, and all of them for
/// help and the key documentation.
extension BankTab {
    public var keySections: [KeySection] { keys.sections }

    public var activeKeys: [KeyBinding] {
        [keys.add, keys.reset, keys.scroll.enabled(board.waiting.count > waitingScroll.viewportRows)]
    }

    /// Every key of the bank tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        BankKeys(BankStrings(language), overrides: overrides).sections
    }
}

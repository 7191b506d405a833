import TextKit
import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// The keys the juice tab takes now, for the hint bar, and all of them for
/// help and the key documentation.
extension JuiceTab {
    public var keySections: [KeySection] { keys.sections }

    /// Every key of the Juice tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        JuiceKeys(JuiceStrings(language), overrides: overrides).sections
    }

    public var activeKeys: [KeyBinding] {
        switch overlay {
        case .none: return keys.main
        case .dialog(let modal): return modal.activeKeys(strings.words, keys: keys.dialog)
        case .editor(let editor): return keys.editor(typing: editor.isTyping)
        }
    }
}

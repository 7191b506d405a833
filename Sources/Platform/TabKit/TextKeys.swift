import TerminalUI

/// The keys of every text field and text area with the words that say
/// what they do (table `text` of a user's file): the one map the fields
/// take their keys from (``TextEditingKeys``, ``TextAreaKeys``), as help
/// and Docs/KEYS.md list it in a "Text fields" section of each tab that
/// has a field.
public struct TextKeys: Sendable {
    /// The keys of every field, one line or several.
    public let editing: TextEditingKeys
    /// The keys of a field of several lines (its editing keys are `editing`).
    public let area: TextAreaKeys
    private let words: Words

    public init(_ words: Words, overrides: KeyOverrides = .none) {
        self.words = words
        editing = TextEditingKeys(help: words.helpTextKey, overrides: overrides)
        area = TextAreaKeys(editing: editing, help: words.helpTextAreaKey)
    }

    /// The help section: every editing key, and with `withArea` the keys
    /// of a field of several lines.
    public func section(withArea: Bool = false) -> KeySection {
        var section = KeySection(words.textFieldSection, editing.bindings + (withArea ? area.bindings : []))
        section.isTextFieldKeys = true
        return section
    }
}

/// A tab that can say whether a text field has its keys now, so that help
/// opened while typing starts at the text-field keys.
@MainActor
public protocol TextFocus: AnyObject {
    /// Whether what the user types goes into a text field now.
    var typesText: Bool { get }
}

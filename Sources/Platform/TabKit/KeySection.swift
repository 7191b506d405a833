import TerminalUI

/// A group of keys in help and in the key documentation.
public struct KeySection: Sendable {
    /// The heading, or nil for the tab's main keys.
    public var title: String?
    /// The keys, in the order help lists them.
    public var bindings: [KeyBinding]
    /// Whether the part of the tab these keys are for has a text field:
    /// then the text-field keys (``TextKeys``) work there as well, and a
    /// user's key may not do both.
    public var hasTextField = false
    /// The ``KeyBinding/mode`` the text-field keys have here, when the
    /// section has modes (a list or its search field has the keys).
    public var textFieldMode: String?
    /// Whether this is the text-field keys' own section.
    public var isTextFieldKeys = false

    public init(_ title: String?, _ bindings: [KeyBinding]) {
        self.title = title
        self.bindings = bindings
    }

    /// The same section, about a part of the tab with a text field (whose
    /// keys work in `mode`, when the section has modes).
    public func withTextField(mode: String? = nil) -> KeySection {
        var copy = self
        copy.hasTextField = true
        copy.textFieldMode = mode
        return copy
    }
}

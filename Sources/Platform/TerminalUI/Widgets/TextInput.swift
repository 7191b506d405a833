/// Cleans text before it enters an editable field (typed or pasted), with
/// the one cleaner (``UntrustedText``): whole escape sequences, controls and
/// bidi overrides are removed, tabs become spaces, and line breaks become
/// spaces or "\n".
public enum TextInput {
    /// `text` made safe to store and edit. With `keepNewlines`, every kind of
    /// line break (CR LF, CR, LF, U+2028…) becomes "\n"; without, a space.
    public static func clean(_ text: String, keepNewlines: Bool) -> String {
        UntrustedText.clean(text, keepNewlines ? .multiLine : .singleLine)
    }
}

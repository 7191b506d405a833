import TextKit

/// A table of visible strings in one language. Each tab has its own
/// (internal to its module), so no tab reads another tab's strings.
public protocol StringTable: Sendable {
    /// The language of the table.
    var language: Language { get }
}

extension StringTable {
    /// The English or the Korean text.
    public func pick(_ english: String, _ korean: String) -> String { language.pick(english, korean) }
    /// The words every tab shares.
    public var words: Words { Words(language) }
}

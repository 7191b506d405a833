import Foundation

/// A tab's draft as JSON text: the tab's own small `Codable` value, so the
/// database stores one string per tab and never learns any tab's fields.
///
/// Every draft carries a `kind` of the tab's choosing: a draft of another
/// kind (another version, or a hand-edited row) is not read, never guessed.
public enum TabDraft {
    /// `value` as compact JSON, keys sorted (the same draft is the same text).
    public static func encode<Value: Encodable>(_ value: Value) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The value `text` holds, or nil when it is not one.
    public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}

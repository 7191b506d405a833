import Foundation

/// Finds the line of a setting in a TOML text, for messages: the parser
/// gives values, not where they were written.
struct SourceLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line (from 1) of the table header `[name]`, or of `name = …`
    /// before any header.
    func line(of name: String) -> Int? {
        var header: String?
        for (index, raw) in lines.enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if let table = Self.header(text) {
                if table == name { return index + 1 }
                header = table
            } else if header == nil, Self.key(text) == name {
                return index + 1
            }
        }
        return nil
    }

    /// The line of `name = …` under the header `[table]`, or the header's
    /// line when the key is not written on a line of its own.
    func line(of name: String, in table: String) -> Int? {
        var header: String?
        for (index, raw) in lines.enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if let found = Self.header(text) {
                header = found
            } else if header == table, Self.key(text) == name {
                return index + 1
            }
        }
        return line(of: table)
    }

    /// `[keys.kanban]` → `keys.kanban`.
    private static func header(_ text: String) -> String? {
        guard text.hasPrefix("["), !text.hasPrefix("[["), let end = text.firstIndex(of: "]") else { return nil }
        return text[text.index(after: text.startIndex)..<end].split(separator: ".")
            .map { unquote($0.trimmingCharacters(in: .whitespaces)) }.joined(separator: ".")
    }

    /// `new-card = ["n"]` → `new-card`.
    private static func key(_ text: String) -> String? {
        guard !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { return nil }
        return unquote(text[..<equals].trimmingCharacters(in: .whitespaces))
    }

    private static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}

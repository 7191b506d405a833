import Foundation

/// Why a file could not be imported: the line (1-based; 0 when the file as
/// a whole is wrong) and the reason. `description`: `line 7: a card needs a
/// title`.
public struct KanbanImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

/// Reads a board written by ``KanbanExport`` (or by hand): JSON when the
/// text starts with `{`, Markdown otherwise.
public enum KanbanImport {
    /// The cards of `text`, in board order, each with a fresh position in
    /// its column (ids kept from JSON, new for Markdown).
    public static func parse(_ text: String) throws(KanbanImportError) -> [Card] {
        throw KanbanImportError(line: 0, reason: "not implemented yet")
    }
}

/// The three columns of the board, left to right.
///
/// `rawValue` (`todo`, `doing`, `done`) is the stored and exported name and
/// never changes; `title` is what the board shows.
public enum KanbanColumn: String, CaseIterable, Codable, Sendable {
    case todo, doing, done

    /// `TODO`, `DOING`, `DONE`: the column's heading (the same in every
    /// language, as the original app had it), also used in Markdown.
    public var title: String {
        switch self {
        case .todo: "TODO"
        case .doing: "DOING"
        case .done: "DONE"
        }
    }

    /// The column on the left, or nil for TODO.
    /// Its place on the board, left to right: 0, 1, 2.
    public var order: Int {
        switch self {
        case .todo: 0
        case .doing: 1
        case .done: 2
        }
    }

    public var previous: KanbanColumn? {
        switch self {
        case .todo: nil
        case .doing: .todo
        case .done: .doing
        }
    }

    /// The column on the right, or nil for DONE.
    public var next: KanbanColumn? {
        switch self {
        case .todo: .doing
        case .doing: .done
        case .done: nil
        }
    }

    /// The column named `name`: its raw value or its title, any case
    /// (`todo`, `TODO`, `Doing`); nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let column = KanbanColumn.allCases.first(where: { $0.rawValue == lowered }) else { return nil }
        self = column
    }
}

import Foundation

/// What a person did to the board, for history lines and undo.
public enum KanbanActionKind: Hashable, Codable, Sendable {
    case added
    /// Title, body or deadline changed.
    case updated
    case moved(from: KanbanColumn, to: KanbanColumn)
    /// Moved up or down inside its column.
    case reordered
    case removed(from: KanbanColumn)
    /// A removed card brought back (by another board's undo, or by
    /// restoring a removal that lost to another board's edit).
    case restored
    /// A checklist item of the card's body ticked (`done`) or unticked:
    /// a change of the body that flips one box.
    case ticked(item: String, done: Bool)
}

/// One undoable action: the changes that make it (`forward`) and the
/// changes that undo it exactly (`backward`). Made by ``Board``'s action
/// makers, applied by ``KanbanState``.
public struct KanbanAction: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let kind: KanbanActionKind
    public let cardID: UUID
    /// The card's title at the time (after an edit: the new title), for
    /// history lines.
    public let title: String
    public let at: Date
    public let forward: [CardChange]
    /// Applied after `forward`, brings every field it changed back.
    public let backward: [CardChange]

    public init(id: UUID = UUID(), kind: KanbanActionKind, cardID: UUID, title: String, at: Date,
                forward: [CardChange], backward: [CardChange]) {
        self.id = id
        self.kind = kind
        self.cardID = cardID
        self.title = title
        self.at = at
        self.forward = forward
        self.backward = backward
    }
}

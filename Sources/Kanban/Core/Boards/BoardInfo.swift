import FoundationEssentials
import TextKit

/// One of the kanban boards: its id, its name and where it stands in the
/// list of boards. Each board has the three columns and its own cards
/// (``Card/board``).
///
/// `id` is made by the client (a UUID), as a card's is, so a board has one
/// identity on every machine sharing it. `position` is a fractional order
/// key (``OrderKey``): boards sort by it, then by id.
public struct BoardInfo: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var name: String
    public var position: String
    /// Its columns' soft limits (``WipLimits``).
    public var wip: WipLimits

    public init(id: UUID = UUID(), name: String, position: String = OrderKey.first, wip: WipLimits = .none) {
        self.id = id
        self.name = name
        self.position = position
        self.wip = wip
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, position, wip
    }

    /// A board written before limits has no `wip`: none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        position = try container.decode(String.self, forKey: .position)
        wip = try container.decodeIfPresent(WipLimits.self, forKey: .wip) ?? .none
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(position, forKey: .position)
        if wip != .none { try container.encode(wip, forKey: .wip) }
    }

    /// The id of the first board: the board every database had before
    /// there were several, and the one every new database starts with.
    /// The same on every machine, so that two databases that each made it
    /// share one first board, and a card that never named its board
    /// (one written before boards, or by an older bankui) is on it.
    public static let firstID = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!

    /// The first board's name as every database starts with it (the
    /// original app's title).
    public static let firstName = "Project Manager"

    /// The board every database starts with.
    public static let first = BoardInfo(id: firstID, name: firstName, position: OrderKey.first)

    /// The order of the boards list: by position, then by id.
    public static func listOrder(_ lhs: BoardInfo, _ rhs: BoardInfo) -> Bool {
        OrderKey.precedes(lhs.position, lhs.id, rhs.position, rhs.id)
    }
}

/// How long a board's name may be, in characters.
public enum BoardLimits {
    public static let name = 100
}

/// Why a change of the boards was refused (nothing changed).
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty, or only white space or invisible characters.
    case emptyName
    /// The name has more than ``BoardLimits/name`` characters.
    case nameTooLong
    /// Another board has this name.
    case duplicateName(String)
    /// The last board cannot be deleted.
    case lastBoard
    /// The card is already on that board.
    case sameBoard
    /// There is no such board (or card).
    case unknownBoard

    public var description: String {
        switch self {
        case .emptyName: "a board needs a name"
        case .nameTooLong: "a board's name has at most \(BoardLimits.name) characters"
        case .duplicateName(let name): "there is already a board named '\(name)'"
        case .lastBoard: "the last board cannot be deleted"
        case .sameBoard: "the card is already on that board"
        case .unknownBoard: "there is no such board"
        }
    }
}

/// A board's name as stored: one line, cleaned as a card's title is
/// (controls and escape sequences removed, NFC), trimmed.
public enum BoardName {
    /// The name `text` stands for, or why it is refused: empty or
    /// invisible only, or longer than ``BoardLimits/name`` characters
    /// (refused, not cut).
    public static func clean(_ text: String) throws(BoardError) -> String {
        var name = UntrustedText.clean(text, .singleLine)
        name = name.composedInPieces
        // Trimmed of white space and of invisible format characters and
        // fillers at its ends (not of marks, nor of an emoji's variation
        // selector), so that two names that look the same are the same.
        func blank(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                || [0x2800, 0x3164, 0xFFA0, 0x115F, 0x1160].contains(scalar.value)
        }
        var scalars = Substring(name).unicodeScalars
        while let first = scalars.first, blank(first) { scalars.removeFirst() }
        while let last = scalars.last, blank(last) { scalars.removeLast() }
        name = String(scalars)
        guard !UntrustedText.isBlank(name) else { throw .emptyName }
        guard name.count <= BoardLimits.name else { throw .nameTooLong }
        return name
    }
}

import Foundation
import KanbanCore

/// A card named on the command line: its whole id, or the start of it, at
/// least ``shortest`` hexadecimal digits (dashes may be typed or left out;
/// any case). `1a2b`, `1A2B3C4D` and the whole `1a2b3c4d-…` all name the
/// card whose id starts so.
struct CardReference: Equatable {
    /// The fewest digits a prefix may have.
    static let shortest = 4

    /// The digits typed, in lower case, without dashes.
    let digits: String

    /// Why a reference was refused before looking at the board.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case notHex(String)
        case tooShort(String)

        var description: String {
            switch self {
            case .notHex(let text): "'\(text)' is not a card id (hexadecimal digits, as `bankui kanban list` shows)"
            case .tooShort(let text): "'\(text)' is too short: a card id needs at least \(CardReference.shortest) digits"
            }
        }
    }

    /// What a reference names on a board.
    enum Match: Equatable {
        case one(Card)
        case none
        /// Several cards, in board order.
        case several([Card])
    }

    init(_ text: String) throws(Refusal) {
        let lowered = text.lowercased()
        guard !lowered.isEmpty, lowered.unicodeScalars.allSatisfy({ $0 == "-" || $0.properties.isASCIIHexDigit }) else {
            throw .notHex(text)
        }
        let digits = lowered.filter { $0 != "-" }
        guard digits.count >= Self.shortest else { throw .tooShort(text) }
        self.digits = digits
    }

    /// `id` without dashes, in lower case.
    static func digits(of id: UUID) -> String {
        id.uuidString.lowercased().filter { $0 != "-" }
    }

    /// The live cards of `board` whose id starts with these digits.
    func match(in board: Board) -> Match {
        let found = board.orderedCards.filter { Self.digits(of: $0.id).hasPrefix(digits) }
        switch found.count {
        case 0: return .none
        case 1: return .one(found[0])
        default: return .several(found)
        }
    }

    /// The first 8 digits of `id`: how `bankui kanban list` shows it.
    static func short(_ id: UUID) -> String {
        String(digits(of: id).prefix(8))
    }
}

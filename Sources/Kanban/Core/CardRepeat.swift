import FoundationEssentials
import TextKit

/// How a card repeats: every `every` days, weeks or months, counted from
/// its deadline or from the day it is done. Moving a repeating card to DONE
/// makes the next card of the series (``Board/nextCard(after:doneOn:below:)``).
///
/// `title` and `body` are what the next card will say when they differ
/// from this card's (an edit of "this one only" keeps the series' text
/// here); nil: the next card copies this one.
public struct CardRepeat: Hashable, Codable, Sendable {
    public enum Unit: String, Codable, Sendable, CaseIterable {
        case day, week, month
    }

    /// What the next deadline is counted from.
    public enum Anchor: String, Codable, Sendable, CaseIterable {
        /// The card's deadline (the same weekday or day of the month each
        /// time, whenever it is done).
        case due
        /// The day the card is done.
        case done
    }

    /// The most units between two cards.
    public static let most = 999

    public var every: Int
    public var unit: Unit
    public var from: Anchor
    public var title: String?
    public var body: String?

    public init(every: Int, unit: Unit, from: Anchor = .due, title: String? = nil, body: String? = nil) {
        self.every = min(max(every, 1), Self.most)
        self.unit = unit
        self.from = from
        self.title = title
        self.body = body
    }

    /// The rule alone, without the series' text.
    public var rule: CardRepeat { CardRepeat(every: every, unit: unit, from: from) }

    /// The rule as typed and stored in short: `1w`, `2m done`.
    public var short: String {
        let letter = switch unit { case .day: "d" case .week: "w" case .month: "m" }
        return "\(every)\(letter)" + (from == .done ? " done" : "")
    }

    private enum CodingKeys: String, CodingKey {
        case every, unit, from, title, body
    }

    /// Read back from another program (the shared board, an import): out of
    /// range counts are refused, text is cleaned as a card's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let every = try container.decode(Int.self, forKey: .every)
        guard (1...Self.most).contains(every) else {
            throw DecodingError.dataCorruptedError(forKey: .every, in: container, debugDescription: "not 1…\(Self.most)")
        }
        self.every = every
        unit = try container.decode(Unit.self, forKey: .unit)
        from = try container.decodeIfPresent(Anchor.self, forKey: .from) ?? .due
        title = try container.decodeIfPresent(String.self, forKey: .title).map(CardText.cleanTitle)
        body = try container.decodeIfPresent(String.self, forKey: .body).map(CardText.cleanBody)
        if title?.isEmpty == true { title = nil }
    }

    // MARK: The next card

    /// The next card's deadline, for a card due `deadline` (nil: none) done
    /// on `today`: counted from the deadline (or today, when there is none)
    /// or from today, by whole steps, and never before today — a card done
    /// late skips the days already past instead of making overdue cards.
    /// A month step keeps the day of the month, or the month's last day.
    public func nextDeadline(after deadline: Deadline?, doneOn today: Deadline) -> Deadline {
        let base = from == .due ? (deadline ?? today) : today
        switch unit {
        case .day, .week:
            let step = every * (unit == .week ? 7 : 1)
            let behind = base.days(until: today)
            let steps = behind < step ? 1 : behind / step + (behind % step == 0 ? 0 : 1)
            return base.adding(days: max(1, steps) * step)
        case .month:
            var steps = 1
            var next = SpokenDay.move(base, by: every, unit: "m")
            while next < today, next < .last {
                steps += 1
                next = SpokenDay.move(base, by: every * steps, unit: "m")
            }
            return next
        }
    }

    /// The id of the card that follows `id` in its series: the same on
    /// every board, so two boards that both complete one card offline make
    /// one next card when they meet, never two. A name-based UUID (version
    /// 8) from the 128-bit FNV-1a hash of the previous card's id.
    public static func nextID(after id: UUID) -> UUID {
        var hash: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
        let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B
        for byte in ("bankui.repeat." + id.uuidString.lowercased()).utf8 {
            hash ^= UInt128(byte)
            hash &*= prime
        }
        var bytes = (0..<16).map { UInt8(truncatingIfNeeded: hash >> (8 * (15 - $0))) }
        bytes[6] = bytes[6] & 0x0F | 0x80  // version 8
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// A checklist's boxes unticked: the next card of a series starts with
    /// its list to do again.
    public static func unticked(_ body: String) -> String {
        guard body.contains("[x]") || body.contains("[X]") else { return body }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            let indent = text.prefix { $0 == " " || $0 == "\t" }
            let rest = text.dropFirst(indent.count)
            for mark in ["- [x]", "- [X]", "* [x]", "* [X]"] where rest.hasPrefix(mark) {
                return indent + mark.prefix(3) + " ]" + rest.dropFirst(mark.count)
            }
            return text
        }.joined(separator: "\n")
    }
}

/// Why a repeat typed by a person was refused.
public enum RepeatInputError: Error, Equatable, Sendable {
    /// Not a form bankui reads.
    case notARepeat(String)
    /// A count of 0 or above ``CardRepeat/most``.
    case outOfRange(String)
}

/// A repeat as typed in the card editor or given to `--repeat`: `1w`,
/// `2 weeks`, `daily`, `weekly`, `monthly`, `every 3 days`, `매일`,
/// `매주`, `매월`, `2주마다`, `3일마다`, `2개월마다`, each optionally followed by
/// `from done` / `after done` / `완료 후` (counted from the day it is done)
/// or `from due` / `마감일부터`; empty, `no` or `none` for no repeat.
public enum RepeatInput {
    public static func parse(_ text: String) -> Result<CardRepeat?, RepeatInputError> {
        var words = text.trimmingWhitespace().lowercased()
        if ["", "no", "none", "never", "-", "없음", "안 함", "안함"].contains(words) { return .success(nil) }
        var anchor = CardRepeat.Anchor.due
        for (suffix, meaning) in [("from done", CardRepeat.Anchor.done), ("after done", .done), ("done", .done),
                                  ("완료 후", .done), ("완료후", .done), ("완료일부터", .done), ("완료부터", .done),
                                  ("from due", .due), ("from deadline", .due), ("due", .due), ("마감일부터", .due),
                                  ("마감부터", .due)]
            where words.hasSuffix(suffix) && words.count > suffix.count {
            anchor = meaning
            words = String(words.dropLast(suffix.count)).trimmingWhitespace()
            if words.hasSuffix(",") { words = String(words.dropLast()).trimmingWhitespace() }
            break
        }
        guard let (count, unit) = rule(words) else { return .failure(.notARepeat(text.trimmingWhitespace())) }
        guard (1...CardRepeat.most).contains(count) else { return .failure(.outOfRange(text.trimmingWhitespace())) }
        return .success(CardRepeat(every: count, unit: unit, from: anchor))
    }

    private static func rule(_ text: String) -> (Int, CardRepeat.Unit)? {
        switch text {
        case "daily", "every day", "매일", "날마다": return (1, .day)
        case "weekly", "every week", "매주": return (1, .week)
        case "monthly", "every month", "매월", "매달", "다달이": return (1, .month)
        default: break
        }
        var words = Substring(text)
        if words.hasPrefix("every ") { words = words.dropFirst(6) }
        if words.hasPrefix("매 ") { words = words.dropFirst(2) }
        if words.hasSuffix("마다") { words = words.dropLast(2) }
        let digits = words.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let count = Int(digits) else { return nil }
        let unitWord = words.dropFirst(digits.count).trimmingPrefix(" ")
        let units: [(CardRepeat.Unit, [String])] = [
            (.day, ["d", "day", "days", "일"]),
            (.week, ["w", "wk", "week", "weeks", "주", "주일"]),
            (.month, ["m", "mo", "month", "months", "개월", "달"]),
        ]
        for (unit, names) in units where names.contains(String(unitWord)) { return (count, unit) }
        return nil
    }
}

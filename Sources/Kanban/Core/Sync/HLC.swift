import FoundationEssentials

/// A hybrid logical clock reading: wall-clock milliseconds, a counter for
/// events within one millisecond, and the id of the board that made it.
///
/// Its text, `<13-digit ms>-<4-hex counter>-<client id>`, sorts as the
/// readings do, so the server and SQLite compare readings as plain text.
/// Two readings made by different boards never tie (the client id breaks
/// it), and a reading made after seeing another one is always greater.
public struct HLC: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970.
    public let millis: Int64
    /// Events within the same millisecond (0…0xffff).
    public let counter: Int
    /// The lowercase client id of the board that made the reading.
    public let node: String

    public static let maxCounter = 0xffff

    public init(millis: Int64, counter: Int, node: String) {
        self.millis = max(0, min(millis, 9_999_999_999_999))
        self.counter = max(0, min(counter, Self.maxCounter))
        self.node = node.lowercased()
    }

    /// Reads `text`; nil when it is not a reading.
    public init?(text: String) {
        let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 13, parts[1].count == 4,
              let millis = Int64(parts[0]), let counter = Int(parts[1], radix: 16), !parts[2].isEmpty else { return nil }
        self.init(millis: millis, counter: counter, node: String(parts[2]))
    }

    /// The reading as text, as stored and sent.
    public var text: String {
        let ms = String(millis)
        let hex = String(counter, radix: 16)
        return String(repeating: "0", count: max(0, 13 - ms.count)) + ms + "-"
            + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "-" + node
    }

    public var description: String { text }

    public static func < (lhs: HLC, rhs: HLC) -> Bool {
        (lhs.millis, lhs.counter, lhs.node) < (rhs.millis, rhs.counter, rhs.node)
    }

    /// The milliseconds of `date`.
    public static func millis(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}

/// The clock of one board: gives readings that always grow, follow the
/// wall clock given to it (injected: the time of the user's action), and
/// move past every reading received from another board.
public struct HybridClock: Sendable, Equatable {
    /// How far ahead of the wall clock a received reading may pull this
    /// clock; a reading further ahead is still merged by its text, but the
    /// clock stops at this bound (a board with a wrong clock cannot drag
    /// every other board a year ahead).
    public static let maximumDrift: Int64 = 24 * 60 * 60 * 1000

    /// The client id of this board (lowercase).
    public let node: String
    /// The last reading given or received; nil before the first.
    public private(set) var last: HLC?

    public init(node: String, last: HLC? = nil) {
        self.node = node.lowercased()
        self.last = last
    }

    /// The next reading, at wall time `now`.
    public mutating func tick(now: Date) -> HLC {
        let wall = HLC.millis(of: now)
        let next: HLC
        if let last, last.millis >= wall {
            next = last.counter < HLC.maxCounter
                ? HLC(millis: last.millis, counter: last.counter + 1, node: node)
                : HLC(millis: last.millis + 1, counter: 0, node: node)
        } else {
            next = HLC(millis: wall, counter: 0, node: node)
        }
        last = next
        return next
    }

    /// Moves the clock past `remote`, received at wall time `now`. Returns
    /// false (and does not move past it) when `remote` is more than
    /// ``maximumDrift`` ahead of `now`.
    @discardableResult
    public mutating func receive(_ remote: HLC, now: Date) -> Bool {
        let wall = HLC.millis(of: now)
        guard remote.millis <= wall + Self.maximumDrift else {
            let bound = HLC(millis: wall + Self.maximumDrift, counter: 0, node: node)
            if last.map({ $0 < bound }) ?? true { last = bound }
            return false
        }
        if last.map({ $0 < remote }) ?? true {
            last = HLC(millis: remote.millis, counter: remote.counter, node: node)
        }
        return true
    }
}

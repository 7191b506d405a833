/// A write that will never be made, given to its completion.
public struct WriteFailure: Error, Sendable, CustomStringConvertible {
    /// Why the write was not made.
    public enum Reason: Sendable {
        /// The database refused the write itself, for good (a constraint, a
        /// schema it does not fit), or the write threw (a domain error such
        /// as `StockError`); it was dropped.
        case refused(any Error)
        /// The database was closed before the write could be made.
        case closed
    }

    /// The write's description, e.g. `calculator: 1 + 2 = 3`.
    public let write: String
    /// Why it was not made.
    public let reason: Reason

    /// A failure of the write described by `write` (stand-in stores in
    /// tests make these too).
    public init(write: String, reason: Reason) {
        self.write = write
        self.reason = reason
    }

    /// Why the write was not made, in one line without the write's
    /// description: `CHECK constraint failed`, `the database was closed`.
    public var why: String {
        switch reason {
        case .refused(let error): AppDatabase.describe(error)
        case .closed: "the database was closed"
        }
    }

    /// For example `calculator: 1 + 2 = 3 — not saved: CHECK constraint failed`.
    public var description: String {
        switch reason {
        case .refused: "\(write) — not saved: \(why)"
        case .closed: "\(write) — not saved: the database was closed first"
        }
    }
}

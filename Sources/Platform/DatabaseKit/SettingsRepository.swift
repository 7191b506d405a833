import GRDB

/// Small named values bankui remembers between runs, such as the last open
/// tab. Each write is its own transaction: ``setValue(_:for:)`` at once,
/// ``submitValue(_:for:completion:)`` through ``AppDatabase/writes``.
public struct SettingsRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The value stored for `key`, or nil when there is none.
    public func value(for key: String) throws -> String? {
        try database.writer.read { db in
            try Setting.fetchOne(db, key: key)?.value
        }
    }

    /// Stores `value` for `key`, replacing any earlier value; committed
    /// before it returns (waiting at most
    /// ``AppDatabase/interactiveBusyTimeout`` for another program's lock).
    public func setValue(_ value: String, for key: String) throws {
        try database.write { db in
            try Setting(key: key, value: value).save(db)
        }
    }

    /// Removes the value of `key` (nothing happens when there is none);
    /// committed before it returns. True when there was a value.
    @discardableResult
    public func removeValue(for key: String) throws -> Bool {
        try database.write { db in
            try Setting.deleteOne(db, key: key)
        }
    }

    /// Stores `value` for `key` through ``AppDatabase/writes``: returns at
    /// once, never blocks (for example on every tab change).
    public func submitValue(
        _ value: String, for key: String, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        database.writes.submit(description ?? "settings: \(key) = \(value)", { db in
            try Setting(key: key, value: value).save(db)
        }, completion: completion)
    }
}

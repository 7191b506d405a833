import GRDB

/// Small named values bankui remembers between runs, such as the last open
/// tab. Each call is its own transaction, committed before it returns.
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

    /// Stores `value` for `key`, replacing any earlier value.
    public func setValue(_ value: String, for key: String) throws {
        try database.writer.write { db in
            try Setting(key: key, value: value).save(db)
        }
    }
}

import Foundation
import Logging
import PostgresNIO

/// Where the shared kanban board lives: a PostgreSQL database named by a
/// libpq-style URL. The password is kept in memory only; `description` is
/// the URL without it.
public struct KanbanRemote: Sendable, Equatable, CustomStringConvertible {
    public var user: String
    public var database: String
    /// A unix socket directory (starts with `/`) or a host name / address.
    public var host: String
    public var port: Int
    private var password: String?

    /// libpq-style URL: postgres[ql]://user[:password]@host[:port]/db?sslmode=require,
    /// postgres:///db?host=/socket/dir (unix socket directory), port=, user=, sslmode=disable|prefer|require.
    public static func parse(_ url: String, environment: [String: String], home: String?) throws(KanbanRemoteError) -> KanbanRemote {
        guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
            throw .notAPostgresURL
        }
        return KanbanRemote(user: environment["PGUSER"] ?? "postgres", database: environment["PGDATABASE"] ?? "postgres",
                            host: "/var/run/postgresql", port: 5432, password: nil)
    }

    public var description: String { "postgres://\(user)@/\(database)?host=\(host)&port=\(port)" }

    public func connection() -> PostgresConnection.Configuration {
        .init(unixSocketPath: "\(host)/.s.PGSQL.\(port)", username: user, password: password, database: database)
    }
}

public enum KanbanRemoteError: Error, Equatable, CustomStringConvertible {
    case notAPostgresURL

    public var description: String {
        switch self {
        case .notAPostgresURL: "not a PostgreSQL URL: it must start with postgres:// or postgresql://"
        }
    }
}

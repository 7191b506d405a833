import Foundation
import PostgresNIO
import Storage

/// Why the shared board could not be used, in words a person can act on.
/// Never holds a password: server messages do not repeat it, and the
/// address is always shown without it.
enum KanbanSyncError: Error, CustomStringConvertible {
    /// The server's tables were made by a newer bankui.
    case newerSchema(found: Int, known: Int)
    /// The server's tables are not bankui's or are damaged.
    case badSchema(String)
    /// The link to the server went down (the listening connection ended).
    case disconnected
    /// The server did not answer within the engine's limit.
    case noAnswer(Duration)

    var description: String {
        switch self {
        case .newerSchema(let found, let known):
            "the shared board was made by a newer bankui (schema \(found); this one knows \(known)): update bankui"
        case .badSchema(let what): "the shared board's tables are not usable: \(what)"
        case .disconnected: "the connection to the server was lost"
        case .noAnswer(let limit): "no answer from the server for \(Self.words(limit))"
        }
    }

    /// Whether `error` is ``ClientIDInUse``, as thrown or from a transaction.
    static func isClientIDInUse(_ error: any Error) -> Bool {
        if error is ClientIDInUse { return true }
        if let error = error as? PostgresTransactionError, let inner = error.closureError { return isClientIDInUse(inner) }
        return false
    }

    /// "20 s", or "500 ms" under a second.
    static func words(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? "\(seconds) s" : "\(milliseconds) ms"
    }

    /// `error` in a few words for the status line and help.
    static func describe(_ error: any Error) -> String {
        if let error = error as? KanbanSyncError { return error.description }
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError { return describe(inner) }
            return "a transaction failed"
        }
        if let error = error as? PSQLError { return describe(error) }
        if error is CancellationError { return "stopped" }
        return oneLine(String(describing: error))
    }

    private static func describe(_ error: PSQLError) -> String {
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message].map(oneLine) ?? "the server refused"
            switch state {
            case "28P01": return "password authentication failed (\(message))"
            case "3D000": return "database does not exist (\(message))"
            case "57P01", "57P02", "57P03": return "the server is shutting down or starting (\(message))"
            default: return message
            }
        case .connectionError:
            return describeConnection(error.underlying)
        case .serverClosedConnection, .uncleanShutdown:
            return "the server closed the connection"
        case .authMechanismRequiresPassword:
            return "the server asks for a password and none was given (URL, PGPASSWORD or ~/.pgpass)"
        case .unsupportedAuthMechanism:
            return "the server asks for an authentication method bankui does not support"
        case .sslUnsupported:
            return "the server does not offer SSL (sslmode=require)"
        case .clientClosedConnection:
            return "the connection was closed"
        case .queryCancelled:
            return "a query was cancelled"
        default:
            return oneLine(error.code.description)
        }
    }

    private static func describeConnection(_ underlying: (any Error)?) -> String {
        guard let underlying else { return "cannot connect to the server" }
        let text = String(describing: underlying)
        let lower = text.lowercased()
        if lower.contains("refused") { return "connection refused" }
        if lower.contains("no such file") || lower.contains("enoent") { return "no server at that address (no socket)" }
        if lower.contains("timed out") || lower.contains("timeout") { return "connection timed out" }
        if lower.contains("resolve") || lower.contains("lookup") || lower.contains("name or service") {
            return "unknown host"
        }
        if lower.contains("unreachable") { return "network unreachable" }
        if lower.contains("permission denied") { return "permission denied (the server's socket)" }
        return "cannot connect to the server: " + oneLine(text)
    }

    private static func oneLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return joined.count > 200 ? String(joined.prefix(199)) + "…" : joined
    }
}

import Foundation
import PostgresNIO
import DatabaseKit
import KanbanStorage

/// Why the shared board could not be used, in words a person can act on.
/// Never holds a password: server messages do not repeat it, and the
/// address is always shown without it.
enum KanbanSyncError: Error, CustomStringConvertible {
    /// The server's tables were made by a newer bankui.
    case newerSchema(found: Int, known: Int)
    /// The server's tables are not bankui's or are damaged.
    case badSchema(String)
    /// bankui's tables on the server were changed by hand: what is wrong
    /// ("column base_hlc is missing from bankui_kanban_log").
    case changedByHand(String)
    /// The link to the server went down (the listening connection ended).
    case disconnected
    /// The server did not answer within the engine's limit.
    case noAnswer(Duration)

    var description: String {
        switch self {
        case .newerSchema(let found, _):
            "the server's tables were made by a newer bankui (version \(found)); upgrade bankui"
        case .badSchema(let what): "the shared board's tables are not usable: \(what)"
        case .changedByHand(let what): "the shared board's tables on the server were changed by hand: \(what)"
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

    /// The SQLSTATEs of a statement that met a table other than it was
    /// made for: an undefined column, table or function, a type that does
    /// not match, a value that does not fit the column's type.
    static let schemaStates: Set<String> = ["42703", "42P01", "42883", "42804", "42846", "42P10", "22P02", "23502"]

    /// Whether `error` (a statement's, or a transaction's) is one a table
    /// changed by hand explains.
    static func isSchemaMismatch(_ error: any Error) -> Bool {
        if let error = error as? PostgresTransactionError {
            return [error.closureError, error.beginError, error.commitError].contains { $0.map(isSchemaMismatch) ?? false }
        }
        guard let error = error as? PSQLError, error.code == .server,
              let state = error.serverInfo?[.sqlState] else { return false }
        return schemaStates.contains(state)
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
        if let error = error as? IOError { return describe(error) }
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

    /// A socket's error in words. Built from its errno, not from NIO's
    /// text, which reads "…: Connection reset by peer) (errno: 104)".
    static func describe(_ error: IOError) -> String {
        switch error.errnoCode {
        case ECONNREFUSED: return "connection refused"
        case ECONNRESET: return "the connection was reset (connection reset by peer)"
        case ENOENT: return "no server at that address: no such socket"
        case ETIMEDOUT: return "connection timed out"
        case EHOSTUNREACH, ENETUNREACH: return "network unreachable"
        case EACCES, EPERM: return "permission denied (the server's socket)"
        default: return "cannot connect to the server: " + systemText(error.errnoCode)
        }
    }

    /// `strerror`'s text, in lower case as the other reasons are.
    private static func systemText(_ code: CInt) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let words = String(cString: text)
        return words.prefix(1).lowercased() + words.dropFirst()
    }

    static func describeConnection(_ underlying: (any Error)?) -> String {
        guard let underlying else { return "cannot connect to the server" }
        if let error = underlying as? IOError { return describe(error) }
        let text = String(describing: underlying)
        // NIO's connection error wraps each attempt's socket error:
        // "Connection errors: SingleConnectionFailure(…) (errno: 104))".
        if let code = errnoCode(in: text) { return describe(IOError(errnoCode: code, reason: "connect")) }
        let lower = text.lowercased()
        if lower.contains("refused") { return "connection refused" }
        if lower.contains("no such file") || lower.contains("enoent") { return "no server at that address: no such socket" }
        if lower.contains("timed out") || lower.contains("timeout") { return "connection timed out" }
        if lower.contains("resolve") || lower.contains("lookup") || lower.contains("name or service") {
            return "unknown host"
        }
        if lower.contains("unreachable") { return "network unreachable" }
        if lower.contains("permission denied") { return "permission denied (the server's socket)" }
        return "cannot connect to the server: " + oneLine(text)
    }

    /// The number after the last `errno: ` in `text`, if any.
    private static func errnoCode(in text: String) -> CInt? {
        guard let range = text.range(of: "errno: ", options: .backwards) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return CInt(digits)
    }

    private static func oneLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return joined.count > 200 ? String(joined.prefix(199)) + "…" : joined
    }
}

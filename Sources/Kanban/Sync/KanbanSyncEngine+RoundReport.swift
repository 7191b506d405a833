import Foundation
import KanbanCore
import PostgresNIO

extension KanbanSyncEngine {
    /// One round now — connect if needed, send what is unsent, read what is
    /// new — that never throws: what it sent and received, what still
    /// waits, and why it failed (`bankui kanban sync`).
    public func roundReport() async -> KanbanSyncRound {
        let sentBefore = sentChanges
        let receivedBefore = receivedChanges
        var error: String?
        var failure: KanbanSyncRound.Failure?
        do {
            try await syncNow()
        } catch let caught {
            error = KanbanSyncError.describe(caught)
            failure = KanbanSyncError.failure(caught)
        }
        return KanbanSyncRound(sent: sentChanges - sentBefore, received: receivedChanges - receivedBefore,
                               unsent: status?.unsent ?? 0, error: error, failure: failure)
    }
}

extension KanbanSyncError {
    /// A failure to connect, from its words: no answer in time, or a reset
    /// (a server restarting, a proxy dropping the link) passes; refused,
    /// no socket, an unknown host do not.
    static func connectionFailure(_ text: String) -> KanbanSyncRound.Failure {
        text == "connection timed out" || text.hasPrefix("the connection was reset") ? .temporary : .unavailable
    }

    /// Whether the server was reached and refused (a password, a database
    /// or tables it cannot use): retried less and less often. Not when it
    /// could not be reached, gave no answer or was shutting down or
    /// starting: probed every second until it is back.
    static func serverAnswered(_ error: any Error) -> Bool {
        if let error = error as? KanbanSyncError {
            switch error {
            case .disconnected, .noAnswer: return false
            case .newerSchema, .badSchema, .changedByHand: return true
            }
        }
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError { return serverAnswered(inner) }
            return false
        }
        if let error = error as? PSQLError, error.code == .server { return failure(error) == .unavailable }
        return false
    }

    /// Whether `error` passes by itself (``KanbanSyncRound/Failure/temporary``),
    /// says the server cannot be used (``KanbanSyncRound/Failure/unavailable``),
    /// or is this machine's board (``KanbanSyncRound/Failure/local``).
    static func failure(_ error: any Error) -> KanbanSyncRound.Failure {
        if let error = error as? KanbanSyncError {
            switch error {
            case .disconnected, .noAnswer: return .temporary
            case .newerSchema, .badSchema, .changedByHand: return .unavailable
            }
        }
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError { return failure(inner) }
            return .temporary
        }
        if let error = error as? PSQLError {
            switch error.code {
            case .server:
                let state = error.serverInfo?[.sqlState] ?? ""
                // Shutting down or starting, too many connections, out of
                // resources, a serialization failure or deadlock: try again.
                if state.hasPrefix("57P") || state.hasPrefix("53") || state == "40001" || state == "40P01" {
                    return .temporary
                }
                return .unavailable
            case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .queryCancelled:
                return .temporary
            case .connectionError:
                return connectionFailure(describe(error))
            default:
                return .unavailable
            }
        }
        if error is CancellationError { return .temporary }
        // This machine's database (SQLite): busy is temporary, the rest is
        // the board itself.
        let text = String(describing: error).lowercased()
        if text.contains("database is locked") || text.contains("sqlite_busy") { return .temporary }
        if String(reflecting: type(of: error)).contains("DatabaseError") { return .local }
        return .unavailable
    }
}

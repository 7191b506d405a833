import Foundation
import KanbanCore
import KanbanShare
import Logging
import PostgresNIO
import DatabaseKit
import KanbanStorage

/// The sync rounds of ``KanbanSyncEngine``: one round checks that the
/// server's log is the one this board read from, sends the outbox, reads
/// what is new and compacts the log when it is due.
extension KanbanSyncEngine {
    // MARK: A round

    /// Sends the outbox, then reads what is new; one round at a time.
    func round(_ attempt: Int) async throws {
        while roundHolder != nil { await withCheckedContinuation { roundWaiters.append($0) } }
        guard attempts[attempt] != nil else {
            // Given up while it waited: the turn goes on to the next.
            passTurn()
            throw KanbanSyncError.disconnected
        }
        roundHolder = attempt
        defer { releaseRound(attempt) }
        guard let connection, !connection.isClosed else { throw KanbanSyncError.disconnected }
        roundConnection = connection
        try beforeRound?(connection)
        do {
            do {
                try await checkPosition(connection)
                if !readOnly { try await push(connection) }
                try await pull(connection)
            } catch where KanbanSyncError.isClientIDInUse(error) {
                let id = try store.renewClientID()
                presenceID = nil
                logger.notice("shared board \(remote): \(ClientIDInUse()); it now has the id \(id) and reads the board again")
                try await push(connection)
                try await pull(connection)
            }
            if !readOnly { try await compactIfDue(connection) }
        } catch where KanbanSyncError.isSchemaMismatch(error) {
            // A statement met a table other than bankui made: say what
            // changed rather than the server's words, when it can be seen.
            let problem = try? await ServerLog(connection: connection, logger: logger).checkTables()
            if let problem { throw KanbanSyncError.changedByHand(problem) }
            throw error
        }
        report(online: true, error: nil)
    }

    // MARK: The server's log

    /// Makes `boardID` the board synced with; a new board (the first, or
    /// the server's tables made anew) gets the whole local board.
    func adopt(boardID: String, logID: String) throws {
        let known = try store.state().boardID
        guard try store.adopt(boardID: boardID, logID: logID) else { return }
        if known == nil {
            logger.notice("shared board \(remote): first sync with board \(boardID); the whole local board is sent")
        } else {
            notice = KanbanSyncStatus.rewoundNotice
            logger.notice("shared board \(remote): the server holds another board (\(boardID)) than before: \(KanbanSyncStatus.rewoundNotice)")
        }
    }


    /// Checks, before a round sends or reads, that the server's log is the
    /// one this board read from: the same board, a version this build
    /// knows, and a log not older than what was read (its id unchanged,
    /// its head not behind the cursor, the change at the cursor the one
    /// read there). A log put back from a backup or cut short by hand is
    /// read again from its start, after the whole local board is queued
    /// to be sent again: the merge keeps the greater reading of each
    /// field, so reading twice changes nothing, and what the server lost
    /// comes back from the boards that have it.
    func checkPosition(_ connection: PostgresConnection) async throws {
        let log = ServerLog(connection: connection, logger: logger)
        let state = try store.state()
        let position = try await log.position(cursor: state.cursor)
        guard let version = position.schemaVersion else {
            throw KanbanSyncError.changedByHand("the schema version is missing from bankui_meta")
        }
        try ServerLog.check(version: version, known: knownSchema)
        guard let boardID = position.boardID else {
            throw KanbanSyncError.changedByHand("the board's id is missing from bankui_meta")
        }
        if boardID != state.boardID {
            var logID = position.logID
            if logID == nil, !readOnly { logID = try await log.renewLogID(from: nil) }
            try adopt(boardID: boardID, logID: logID ?? "")
            return
        }
        let behind = position.head < state.cursor
        let rewritten = state.cursorRow != nil && position.rowAtCursor != nil && position.rowAtCursor != state.cursorRow
        let renamed = state.logID != nil && position.logID != state.logID
        guard behind || rewritten || renamed else {
            if state.logID == nil, let logID = position.logID { try store.setLogID(logID) }
            return
        }
        // The board that notices first gives the log a new id, so the
        // others notice too, even once the log has grown past their cursor.
        var logID = position.logID
        if !renamed || logID == nil, !readOnly { logID = try await log.renewLogID(from: position.logID) }
        guard let logID else { return }
        let queued = try store.restartAfterLogRewind(logID: logID, quietThrough: position.head)
        notice = KanbanSyncStatus.rewoundNotice
        let why = renamed ? "another board found it so" : behind ? "its last change is \(position.head), this board had read to \(state.cursor)"
            : "change \(state.cursor) is not the one this board read"
        logger.notice("shared board \(remote): \(KanbanSyncStatus.rewoundNotice) (\(queued) values; \(why)), and reading it again")
    }

    // MARK: Sending and reading

    func push(_ connection: PostgresConnection) async throws {
        let state = try store.state()
        guard let client = UUID(uuidString: state.clientID) else {
            throw KanbanSyncError.badSchema("this database has no client id")
        }
        let log = ServerLog(connection: connection, logger: logger)
        while true {
            let batch = try store.pending(limit: Self.batchSize).map { change in
                var named = change
                if named.author.isEmpty { named.author = person }
                return named
            }
            guard let last = batch.last else { return }
            try await log.send(batch, client: client)
            try afterServerCommit?(connection)
            try store.deleteSent(through: last.mutationID)
            sentChanges += Set(batch.map { "\($0.op.cardID) \($0.op.hlc)" }).count
            report(online: true, error: nil)
        }
    }

    func pull(_ connection: PostgresConnection) async throws {
        let log = ServerLog(connection: connection, logger: logger)
        var cursor = try store.state().cursor
        while true {
            let batch = try await log.read(after: cursor, limit: Self.batchSize)
            guard batch.read > 0 else { return }
            let result = try store.applyRemote(batch.ops, cursor: batch.last, cursorRow: batch.lastRow, now: clock())
            receivedChanges += result.changes.count
            if result.clockAhead {
                logger.warning("shared board: a change carries a clock more than a day ahead of this machine's")
            }
            if result.changedBoard { onRemoteChanges() }
            cursor = batch.last
            if batch.read < Self.batchSize { return }
        }
    }

    /// Compacts the server's log when it is due (``ServerLog/compact(every:age:)``),
    /// looking at most every `timing.compactionCheck`.
    func compactIfDue(_ connection: PostgresConnection) async throws {
        let now = ContinuousClock.now
        if let next = nextCompactionCheck, now < next { return }
        nextCompactionCheck = now + timing.compactionCheck
        let log = ServerLog(connection: connection, logger: logger)
        if let done = try await log.compact(every: timing.compactionEvery, age: timing.compactionAge) {
            logger.info("shared board \(remote): log compacted through \(done.through), \(done.dropped) replaced changes dropped")
        }
    }
}

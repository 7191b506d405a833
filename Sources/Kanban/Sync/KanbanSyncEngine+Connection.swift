import Foundation
import KanbanCore
import KanbanShare
import Logging
import PostgresNIO
import DatabaseKit
import KanbanStorage

/// The connection life of ``KanbanSyncEngine``: the loop that connects,
/// runs a round, waits for a change or a heartbeat and retries as
/// ``RetryPacing`` says; the limit on a connect and round; the two
/// connections (queries, and LISTEN) opened, watched and closed.
extension KanbanSyncEngine {
    // MARK: The loop

    func run() async {
        var iterator = wakes.makeAsyncIterator()
        while !Task.isCancelled, !stopped {
            do {
                schedule.attempting(at: .now)
                try await withinRoundLimit { attempt in
                    try await self.connectIfNeeded()
                    try await self.round(attempt)
                }
                schedule.succeeded()
                loggedFailure = nil
                guard await iterator.next() != nil else { break }
                if linkLost { throw KanbanSyncError.disconnected }
            } catch {
                if stopped || Task.isCancelled { break }
                await fail(error)
                await pause(schedule.failed(at: .now, serverAnswered: KanbanSyncError.serverAnswered(error)))
            }
        }
    }

    /// Waits `wait` before the next try, or less when a local change comes
    /// (``poke()``) or the engine stops.
    func pause(_ wait: Duration) async {
        guard !stopped else { return }
        pauseNumber += 1
        await withCheckedContinuation { continuation in
            pauseWaiter = continuation
            startPauseTimer(wait, ends: .now + wait)
        }
    }

    func startPauseTimer(_ wait: Duration, ends: ContinuousClock.Instant) {
        pauseTimer?.cancel()
        pauseEnds = ends
        let number = pauseNumber
        let sleep = timing.sleep
        pauseTimer = Task { [weak self] in
            await sleep(wait)
            guard !Task.isCancelled else { return }
            await self?.endPause(number)
        }
    }

    func endPause(_ number: Int) {
        guard number == pauseNumber, let waiter = pauseWaiter else { return }
        pauseWaiter = nil
        pauseEnds = nil
        pauseTimer?.cancel()
        pauseTimer = nil
        waiter.resume()
    }

    /// Runs `body` (a connect and a round) as one attempt; if it is not
    /// done within `timing.roundLimit`, closes the connections, which fails
    /// whatever query waits for the server, and throws
    /// ``KanbanSyncError/noAnswer``.
    func withinRoundLimit(_ body: @escaping @Sendable (_ attempt: Int) async throws -> Void) async throws {
        roundTimedOut = false
        let limit = timing.roundLimit
        // The round runs as a task of its own, raced against the limit and
        // against its connection closing (``watchClose(of:)``). When
        // one of those comes first the round is left behind if it does not
        // end (a query written to a connection the server has just dropped
        // is never answered: the driver loses it), and so is its turn: the
        // engine goes on, and the next round opens new connections.
        let finished = RoundOutcome()
        let attempt = nextAttempt
        nextAttempt += 1
        attempts[attempt] = finished
        defer {
            attempts[attempt] = nil
            releaseRound(attempt)
        }
        let work = Task { try await body(attempt) }
        let watchdog = Task { [weak self] in
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled, !finished.isDone else { return }
            await self?.roundTookTooLong()
            // A moment for the round to fail on the closed connections.
            try? await Task.sleep(for: .milliseconds(200))
            finished.resume(with: .failure(KanbanSyncError.noAnswer(limit)))
        }
        defer { watchdog.cancel() }
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    finished.set(continuation)
                    Task {
                        do {
                            try await work.value
                            finished.resume(with: .success(()))
                        } catch {
                            finished.resume(with: .failure(error))
                        }
                    }
                }
            } onCancel: {
                work.cancel()
                finished.resume(with: .failure(CancellationError()))
            }
        } catch {
            if roundTimedOut { throw KanbanSyncError.noAnswer(limit) }
            throw error
        }
        if roundTimedOut { throw KanbanSyncError.noAnswer(limit) }
    }

    func roundTookTooLong() async {
        guard !stopped else { return }
        roundTimedOut = true
        linkLost = true
        logger.warning("shared board \(remote): no answer for \(KanbanSyncError.words(timing.roundLimit)); closing the connections")
        for open in [connection, listener, opening].compactMap({ $0 }) {
            let closing: EventLoopFuture<Void> = open.close()
            closing.whenComplete { _ in withExtendedLifetime(open) {} }
        }
    }

    /// Marks the link down, says why, closes the connections.
    func fail(_ error: any Error) async {
        let text = KanbanSyncError.describe(error)
        // Said once, not at every probe of a server that is away.
        if text != loggedFailure { logger.warning("shared board \(remote): \(text)") }
        loggedFailure = text
        await closeConnections()
        report(online: false, error: text)
    }

    func closeConnections() async {
        listenTask?.cancel()
        listenTask = nil
        presenceListenTask?.cancel()
        presenceListenTask = nil
        // Offline, nobody is known to be there.
        peers = [:]
        presenceID = nil
        if let connection { try? await connection.close() }
        if let listener { try? await listener.close() }
        connection = nil
        listener = nil
    }

    /// Connects both connections (queries, and LISTEN), makes or checks the
    /// schema and adopts the server's board.
    func connectIfNeeded() async throws {
        // A connection the server closed (stopped, restarted) is not used
        // again, even before its listener's end is seen: a statement sent
        // on it may never be answered.
        if let connection, let listener, !linkLost, !connection.isClosed, !listener.isClosed { return }
        await closeConnections()
        linkLost = false
        let main = try await PostgresConnection.connect(configuration: configuration, id: takeID(), logger: logger)
        opening = main
        defer { opening = nil }
        if roundTimedOut { try? await main.close(); throw KanbanSyncError.disconnected }
        let listening: PostgresConnection
        do {
            let server = try await ServerLog(connection: main, logger: logger).prepare(schemaVersion: knownSchema)
            try adopt(boardID: server.boardID, logID: server.logID)
            listening = try await PostgresConnection.connect(configuration: configuration, id: takeID(), logger: logger)
        } catch {
            try? await main.close()
            throw error
        }
        // While this one connected, the engine may have stopped, or another
        // caller (the loop and `syncNow` both connect) may have connected
        // first: the newcomers are closed, never dropped open.
        if stopped {
            try? await main.close()
            try? await listening.close()
            throw CancellationError()
        }
        if let connection, let listener, !linkLost, !connection.isClosed, !listener.isClosed {
            try? await main.close()
            try? await listening.close()
            return
        }
        await closeConnections()
        connection = main
        listener = listening
        watchClose(of: main)
        let logger = self.logger
        // Listening before the round reads: a change committed after that
        // read is notified, one committed before it is read. (Listening
        // after, a change in between waited for the heartbeat.)
        let listeningStarted = RoundOutcome()
        listenTask = Task { [weak self] in
            do {
                try await listening.listen(on: Self.channel) { notifications in
                    listeningStarted.resume(with: .success(()))
                    for try await _ in notifications { await self?.heard() }
                }
            } catch {
                listeningStarted.resume(with: .failure(error))
                logger.info("shared board: listening ended: \(KanbanSyncError.describe(error))")
            }
            listeningStarted.resume(with: .failure(KanbanSyncError.disconnected))
            await self?.listenerEnded()
        }
        try await withCheckedThrowingContinuation { listeningStarted.set($0) }
        startPresenceListening(on: listening)
        logger.info("shared board \(remote): connected")
    }

    /// Ends `attempt`'s turn, if it still has it (an attempt given up
    /// ends its turn, and its round, should it ever go on, no longer has it).
    func releaseRound(_ attempt: Int) {
        guard roundHolder == attempt else { return }
        roundHolder = nil
        roundConnection = nil
        passTurn()
    }

    /// Wakes the round that has waited longest for its turn.
    func passTurn() {
        if !roundWaiters.isEmpty { roundWaiters.removeFirst().resume() }
    }

    /// When the rounds' connection closes during a round, the queries
    /// waiting on it fail by themselves; but one written just after it
    /// closed is lost by the driver and never fails. So that round's
    /// attempt is given up a moment after, with
    /// ``KanbanSyncError/disconnected``, unless it ended. (A round that
    /// starts on a closed connection does not start.)
    func watchClose(of connection: PostgresConnection) {
        connection.closeFuture.whenComplete { [weak self] _ in
            Task { await self?.connectionClosed(connection) }
        }
    }

    func connectionClosed(_ closed: PostgresConnection) async {
        guard let attempt = roundHolder, roundConnection === closed else { return }
        try? await Task.sleep(for: .milliseconds(200))
        attempts[attempt]?.resume(with: .failure(KanbanSyncError.disconnected))
    }

    func heard() {
        notificationsHeard += 1
        wake.yield()
    }

    func listenerEnded() {
        guard !stopped else { return }
        linkLost = true
        wake.yield()
    }

    func takeID() -> Int {
        defer { nextConnectionID += 1 }
        return nextConnectionID
    }
}

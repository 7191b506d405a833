import Foundation
import KanbanCore
import KanbanShare
import Logging
import PostgresNIO
import DatabaseKit
import KanbanStorage

/// Shares the kanban board through a PostgreSQL database, off the main
/// actor: the local SQLite board stays the truth while offline; local
/// changes wait in the outbox and are sent in order; the shared board's
/// changes are merged per field (the greatest clock reading wins).
///
/// The server holds an ordered log of field changes (``ServerLog``). The
/// outbox rows are deleted only after the server's commit. Reading fetches
/// `seq > cursor` in batches, each merged with its new cursor in one SQLite
/// transaction. Every (re)connect reads everything new (NOTIFY is not stored).
///
/// The engine retries after a failure as ``RetryPacing`` says (within about
/// a second during a short outage, up to 30 s after; at once on a local
/// change), and reports its state through `onStatus`; `onRemoteChanges` is called when the
/// board changed. ``stop()`` leaves whatever is unsent in the outbox.
///
/// A server that stops answering (stopped, or a network that drops
/// packets without a word) is noticed too: a connect and round that take
/// longer than ``Timing/roundLimit`` close the connections, which fails
/// the waiting query; and with nothing to send the engine still reads
/// every ``Timing/heartbeat``, so an idle board learns of it as well (and
/// a notification lost on the way costs at most that long). A round whose
/// connection closes under it gives up then, and a round given up never
/// keeps the next one waiting.
public actor KanbanSyncEngine {
    /// How long the engine waits for the server, and how often it reads
    /// when nothing else wakes it.
    public struct Timing: Sendable {
        public var roundLimit: Duration
        public var heartbeat: Duration
        /// The server's log is compacted once this many changes came since
        /// the last compaction …
        public var compactionEvery: Int64
        /// … and only changes older than this are dropped …
        public var compactionAge: Duration
        /// … and this engine looks whether it is due at most this often.
        public var compactionCheck: Duration
        /// When to try again after a failure.
        public var retry: RetryPacing
        /// How the engine waits between retries (tests: a wait they end).
        public var sleep: @Sendable (Duration) async -> Void

        public init(roundLimit: Duration = .seconds(20), heartbeat: Duration = .seconds(30),
                    compactionEvery: Int64 = 10_000, compactionAge: Duration = .seconds(86_400),
                    compactionCheck: Duration = .seconds(600), retry: RetryPacing = RetryPacing(),
                    sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }) {
            self.roundLimit = roundLimit
            self.heartbeat = heartbeat
            self.compactionEvery = compactionEvery
            self.compactionAge = compactionAge
            self.compactionCheck = compactionCheck
            self.retry = retry
            self.sleep = sleep
        }
    }

    /// The NOTIFY channel.
    public static let channel = "bankui_kanban"
    /// The server schema this build makes and understands: 2 since cards
    /// are on boards (a board's fields and a card's board travel in the
    /// log). A server of version 1 is raised to 2 by the first engine of
    /// this build that connects, so an older bankui, which would not know
    /// what a board is, is told to upgrade and keeps its changes local.
    public static let schemaVersion = 2
    /// Changes sent or read per transaction.
    static let batchSize = 1_000

    private let database: AppDatabase
    private let store: KanbanSyncStore
    private let configuration: PostgresConnection.Configuration
    private let remote: String
    private let clock: @Sendable () -> Date
    private let logger: Logger
    private let onStatus: @Sendable (KanbanSyncStatus) -> Void
    private let onRemoteChanges: @Sendable () -> Void
    private let timing: Timing

    private var connection: PostgresConnection?
    /// A connection being set up (schema checked), not yet `connection`.
    private var opening: PostgresConnection?
    /// The round in progress took longer than `timing.roundLimit`.
    private var roundTimedOut = false
    private var heartbeatTask: Task<Void, Never>?
    private var nextCompactionCheck: ContinuousClock.Instant?
    private var listener: PostgresConnection?
    private var listenTask: Task<Void, Never>?
    private var runTask: Task<Void, Never>?
    private let wakes: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation
    private var linkLost = false
    private var stopped = false
    private var nextConnectionID = 1
    /// The attempts (a connect and a round, within the limit) under way,
    /// by number: each ends through its outcome, which the limit or the
    /// round's connection closing can also resolve.
    private var attempts: [Int: RoundOutcome] = [:]
    private var nextAttempt = 1
    /// The attempt whose round runs, and on which connection; the others
    /// wait their turn.
    private var roundHolder: Int?
    private var roundConnection: PostgresConnection?
    private var roundWaiters: [CheckedContinuation<Void, Never>] = []
    private var schedule: RetrySchedule
    /// The wait before a retry, while one runs: its end, its number, and
    /// the timer that ends it (a local change ends it sooner).
    private var pauseWaiter: CheckedContinuation<Void, Never>?
    private var pauseEnds: ContinuousClock.Instant?
    private var pauseNumber = 0
    private var pauseTimer: Task<Void, Never>?
    private var lastStatus: KanbanSyncStatus?
    /// What the engine did on its own that help shows (the log put back
    /// and the board sent again); kept while this engine runs.
    private var notice: String?
    /// Local changes this engine sent, as a person counts them (one per
    /// card change, however many fields it set).
    public private(set) var sentChanges = 0
    /// Other boards' changes this engine merged, counted the same way.
    public private(set) var receivedChanges = 0
    /// Tests: called with the round's connection after a batch is committed
    /// on the server and before the outbox forgets it; a throw is a process
    /// killed right there.
    var afterServerCommit: (@Sendable (PostgresConnection) throws -> Void)?
    /// Tests: called with the round's connection as the round starts.
    var beforeRound: (@Sendable (PostgresConnection) throws -> Void)?
    /// Notifications heard on the listening connection (tests).
    private(set) var notificationsHeard = 0
    /// The server schema this engine knows (``schemaVersion``; tests give
    /// an older one to be an older bankui).
    var knownSchema = KanbanSyncEngine.schemaVersion

    /// An engine for `remote`, over the app's database.
    public init(database: AppDatabase, remote: KanbanRemote, clock: @escaping @Sendable () -> Date = Date.init,
                timing: Timing = Timing(), logger: Logger, onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void,
                onRemoteChanges: @escaping @Sendable () -> Void) throws(KanbanRemoteError) {
        self.init(database: database, configuration: try remote.connection(), remoteDescription: remote.description,
                  clock: clock, timing: timing, logger: logger, onStatus: onStatus, onRemoteChanges: onRemoteChanges)
    }

    /// An engine for a connection configuration; `remoteDescription` is
    /// what status lines show (never a password).
    public init(database: AppDatabase, configuration: PostgresConnection.Configuration, remoteDescription: String,
                clock: @escaping @Sendable () -> Date = Date.init, timing: Timing = Timing(), logger: Logger,
                onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void, onRemoteChanges: @escaping @Sendable () -> Void) {
        self.database = database
        self.timing = timing
        schedule = RetrySchedule(timing.retry)
        store = KanbanSyncStore(database: database)
        self.configuration = configuration
        remote = remoteDescription
        self.clock = clock
        self.logger = logger
        self.onStatus = onStatus
        self.onRemoteChanges = onRemoteChanges
        (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    deinit {
        // An engine dropped without stop(): its connections close anyway,
        // and live until they have.
        listenTask?.cancel()
        runTask?.cancel()
        heartbeatTask?.cancel()
        for open in [connection, listener, opening].compactMap({ $0 }) {
            let closing: EventLoopFuture<Void> = open.close()
            closing.whenComplete { _ in withExtendedLifetime(open) {} }
        }
    }

    // MARK: Public

    /// Connects, makes or checks the server's tables, reads everything new,
    /// sends the outbox and listens for other boards' changes; reconnects
    /// as ``RetryPacing`` says. Returns at once.
    public func start() {
        guard runTask == nil, !stopped else { return }
        report(online: false, error: nil)
        runTask = Task { await self.run() }
        let heartbeat = timing.heartbeat
        heartbeatTask = Task { [wake] in
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                wake.yield()
            }
        }
    }

    /// A local change was committed: send it soon. While the engine waits
    /// to try the server again, it tries at once instead (but not sooner
    /// than `timing.retry.closestAttempts` after the last try).
    public func poke() {
        guard !stopped else { return }
        if lastStatus?.online != true { report(online: false, error: lastStatus?.lastError) }
        wake.yield()
        guard pauseWaiter != nil, let ends = pauseEnds else { return }
        let now = ContinuousClock.now
        let wait = min(schedule.waitForChange(at: now), max(.zero, ends - now))
        if wait == .zero {
            endPause(pauseNumber)
        } else {
            startPauseTimer(wait, ends: now + wait)
        }
    }

    /// Stops and closes the connections; what is unsent stays in the outbox
    /// for the next start.
    public func stop() async {
        stopped = true
        wake.finish()
        endPause(pauseNumber)
        runTask?.cancel()
        listenTask?.cancel()
        heartbeatTask?.cancel()
        heartbeatTask = nil
        await closeConnections()
        await runTask?.value
        runTask = nil
        // What the loop opened while the first close waited.
        await closeConnections()
        logger.info("shared board: stopped")
    }

    /// One send and read round now, connecting first if needed (tests and
    /// the benchmark; the app uses ``start()``).
    public func syncNow() async throws {
        do {
            try await withinRoundLimit { attempt in
                try await self.connectIfNeeded()
                try await self.round(attempt)
            }
        } catch {
            await fail(error)
            throw error
        }
    }

    // MARK: The loop

    private func run() async {
        var iterator = wakes.makeAsyncIterator()
        while !Task.isCancelled, !stopped {
            do {
                schedule.attempting(at: .now)
                try await withinRoundLimit { attempt in
                    try await self.connectIfNeeded()
                    try await self.round(attempt)
                }
                schedule.succeeded()
                guard await iterator.next() != nil else { break }
                if linkLost { throw KanbanSyncError.disconnected }
            } catch {
                if stopped || Task.isCancelled { break }
                await fail(error)
                await pause(schedule.failed(at: .now))
            }
        }
    }

    /// Waits `wait` before the next try, or less when a local change comes
    /// (``poke()``) or the engine stops.
    private func pause(_ wait: Duration) async {
        guard !stopped else { return }
        pauseNumber += 1
        await withCheckedContinuation { continuation in
            pauseWaiter = continuation
            startPauseTimer(wait, ends: .now + wait)
        }
    }

    private func startPauseTimer(_ wait: Duration, ends: ContinuousClock.Instant) {
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

    private func endPause(_ number: Int) {
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
    private func withinRoundLimit(_ body: @escaping @Sendable (_ attempt: Int) async throws -> Void) async throws {
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

    private func roundTookTooLong() async {
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
    private func fail(_ error: any Error) async {
        let text = KanbanSyncError.describe(error)
        logger.warning("shared board \(remote): \(text)")
        await closeConnections()
        report(online: false, error: text)
    }

    private func closeConnections() async {
        listenTask?.cancel()
        listenTask = nil
        if let connection { try? await connection.close() }
        if let listener { try? await listener.close() }
        connection = nil
        listener = nil
    }

    /// Connects both connections (queries, and LISTEN), makes or checks the
    /// schema and adopts the server's board.
    private func connectIfNeeded() async throws {
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
        logger.info("shared board \(remote): connected")
    }

    /// Ends `attempt`'s turn, if it still has it (an attempt given up
    /// ends its turn, and its round, should it ever go on, no longer has it).
    private func releaseRound(_ attempt: Int) {
        guard roundHolder == attempt else { return }
        roundHolder = nil
        roundConnection = nil
        passTurn()
    }

    /// Wakes the round that has waited longest for its turn.
    private func passTurn() {
        if !roundWaiters.isEmpty { roundWaiters.removeFirst().resume() }
    }

    /// When the rounds' connection closes during a round, the queries
    /// waiting on it fail by themselves; but one written just after it
    /// closed is lost by the driver and never fails. So that round's
    /// attempt is given up a moment after, with
    /// ``KanbanSyncError/disconnected``, unless it ended. (A round that
    /// starts on a closed connection does not start.)
    private func watchClose(of connection: PostgresConnection) {
        connection.closeFuture.whenComplete { [weak self] _ in
            Task { await self?.connectionClosed(connection) }
        }
    }

    private func connectionClosed(_ closed: PostgresConnection) async {
        guard let attempt = roundHolder, roundConnection === closed else { return }
        try? await Task.sleep(for: .milliseconds(200))
        attempts[attempt]?.resume(with: .failure(KanbanSyncError.disconnected))
    }

    private func heard() {
        notificationsHeard += 1
        wake.yield()
    }

    private func listenerEnded() {
        guard !stopped else { return }
        linkLost = true
        wake.yield()
    }

    private func takeID() -> Int {
        defer { nextConnectionID += 1 }
        return nextConnectionID
    }

    /// Sends the outbox, then reads what is new; one round at a time.
    private func round(_ attempt: Int) async throws {
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
                try await push(connection)
                try await pull(connection)
            } catch where KanbanSyncError.isClientIDInUse(error) {
                let id = try store.renewClientID()
                logger.notice("shared board \(remote): \(ClientIDInUse()); it now has the id \(id) and reads the board again")
                try await push(connection)
                try await pull(connection)
            }
            try await compactIfDue(connection)
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
    private func adopt(boardID: String, logID: String) throws {
        let known = try store.state().boardID
        guard try store.adopt(boardID: boardID, logID: logID) else { return }
        if known == nil {
            logger.notice("shared board \(remote): first sync with board \(boardID); the whole local board is sent")
        } else {
            notice = Self.rewoundNotice
            logger.notice("shared board \(remote): the server holds another board (\(boardID)) than before: \(Self.rewoundNotice)")
        }
    }

    static let rewoundNotice = "the server's log was restored or reset; sending this board's changes again"

    /// Checks, before a round sends or reads, that the server's log is the
    /// one this board read from: the same board, a version this build
    /// knows, and a log not older than what was read (its id unchanged,
    /// its head not behind the cursor, the change at the cursor the one
    /// read there). A log put back from a backup or cut short by hand is
    /// read again from its start, after the whole local board is queued
    /// to be sent again: the merge keeps the greater reading of each
    /// field, so reading twice changes nothing, and what the server lost
    /// comes back from the boards that have it.
    private func checkPosition(_ connection: PostgresConnection) async throws {
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
            if logID == nil { logID = try await log.renewLogID(from: nil) }
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
        if !renamed || logID == nil { logID = try await log.renewLogID(from: position.logID) }
        guard let logID else { return }
        let queued = try store.restartAfterLogRewind(logID: logID, quietThrough: position.head)
        notice = Self.rewoundNotice
        let why = renamed ? "another board found it so" : behind ? "its last change is \(position.head), this board had read to \(state.cursor)"
            : "change \(state.cursor) is not the one this board read"
        logger.notice("shared board \(remote): \(Self.rewoundNotice) (\(queued) values; \(why)), and reading it again")
    }

    // MARK: Sending and reading

    private func push(_ connection: PostgresConnection) async throws {
        let state = try store.state()
        guard let client = UUID(uuidString: state.clientID) else {
            throw KanbanSyncError.badSchema("this database has no client id")
        }
        let log = ServerLog(connection: connection, logger: logger)
        while true {
            let batch = try store.pending(limit: Self.batchSize)
            guard let last = batch.last else { return }
            try await log.send(batch, client: client)
            try afterServerCommit?(connection)
            try store.deleteSent(through: last.mutationID)
            sentChanges += Set(batch.map { "\($0.op.cardID) \($0.op.hlc)" }).count
            report(online: true, error: nil)
        }
    }

    private func pull(_ connection: PostgresConnection) async throws {
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
    private func compactIfDue(_ connection: PostgresConnection) async throws {
        let now = ContinuousClock.now
        if let next = nextCompactionCheck, now < next { return }
        nextCompactionCheck = now + timing.compactionCheck
        let log = ServerLog(connection: connection, logger: logger)
        if let done = try await log.compact(every: timing.compactionEvery, age: timing.compactionAge) {
            logger.info("shared board \(remote): log compacted through \(done.through), \(done.dropped) replaced changes dropped")
        }
    }

    // MARK: Status

    private func report(online: Bool, error: String?) {
        let unsent = (try? store.unsentCount()) ?? lastStatus?.unsent ?? 0
        let status = KanbanSyncStatus(online: online, unsent: unsent, lastError: error ?? (online ? nil : lastStatus?.lastError),
                                      remote: remote, notice: notice)
        guard status != lastStatus else { return }
        lastStatus = status
        onStatus(status)
    }

    /// Tests: simulate a process killed between the server's commit and
    /// the outbox's delete.
    func setAfterServerCommit(_ hook: (@Sendable (PostgresConnection) throws -> Void)?) {
        afterServerCommit = hook
    }

    /// Tests: do something on the server as each round starts.
    func setBeforeRound(_ hook: (@Sendable (PostgresConnection) throws -> Void)?) {
        beforeRound = hook
    }

    /// Tests: be an engine that knows only server schema `version`.
    func setKnownSchema(_ version: Int) {
        knownSchema = version
    }

    /// The last status reported (tests).
    public var status: KanbanSyncStatus? { lastStatus }
}

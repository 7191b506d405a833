import Foundation
import KanbanCore
import KanbanShare
import Logging
import PostgresNIO
import Storage

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
/// The engine retries with a backoff that doubles up to 30 s, and reports
/// its state through `onStatus`; `onRemoteChanges` is called when the
/// board changed. ``stop()`` leaves whatever is unsent in the outbox.
///
/// A server that stops answering (stopped, or a network that drops
/// packets without a word) is noticed too: a connect and round that take
/// longer than ``Timing/roundLimit`` close the connections, which fails
/// the waiting query; and with nothing to send the engine still reads
/// every ``Timing/heartbeat``, so an idle board learns of it as well (and
/// a notification lost on the way costs at most that long).
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

        public init(roundLimit: Duration = .seconds(20), heartbeat: Duration = .seconds(30),
                    compactionEvery: Int64 = 10_000, compactionAge: Duration = .seconds(86_400),
                    compactionCheck: Duration = .seconds(600)) {
            self.roundLimit = roundLimit
            self.heartbeat = heartbeat
            self.compactionEvery = compactionEvery
            self.compactionAge = compactionAge
            self.compactionCheck = compactionCheck
        }
    }

    /// The NOTIFY channel.
    public static let channel = "bankui_kanban"
    /// The server schema this build makes and understands.
    public static let schemaVersion = 1
    /// Changes sent or read per transaction.
    static let batchSize = 1_000
    /// The first wait after a failure, and the longest.
    static let firstBackoff: Duration = .milliseconds(500)
    static let maximumBackoff: Duration = .seconds(30)

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
    private var roundBusy = false
    private var roundWaiters: [CheckedContinuation<Void, Never>] = []
    private var lastStatus: KanbanSyncStatus?
    /// Local changes this engine sent, as a person counts them (one per
    /// card change, however many fields it set).
    public private(set) var sentChanges = 0
    /// Other boards' changes this engine merged, counted the same way.
    public private(set) var receivedChanges = 0
    /// Tests: called after a batch is committed on the server and before
    /// the outbox forgets it; a throw is a process killed right there.
    var afterServerCommit: (@Sendable () throws -> Void)?

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
    /// with a backoff up to 30 s. Returns at once.
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

    /// A local change was committed: send it soon.
    public func poke() {
        guard !stopped else { return }
        if lastStatus?.online != true { report(online: false, error: lastStatus?.lastError) }
        wake.yield()
    }

    /// Stops and closes the connections; what is unsent stays in the outbox
    /// for the next start.
    public func stop() async {
        stopped = true
        wake.finish()
        runTask?.cancel()
        listenTask?.cancel()
        heartbeatTask?.cancel()
        heartbeatTask = nil
        await closeConnections()
        await runTask?.value
        runTask = nil
        logger.info("shared board: stopped")
    }

    /// One send and read round now, connecting first if needed (tests and
    /// the benchmark; the app uses ``start()``).
    public func syncNow() async throws {
        do {
            try await withinRoundLimit {
                try await connectIfNeeded()
                try await round()
            }
        } catch {
            await fail(error)
            throw error
        }
    }

    // MARK: The loop

    private func run() async {
        var backoff = Self.firstBackoff
        var iterator = wakes.makeAsyncIterator()
        while !Task.isCancelled, !stopped {
            do {
                try await withinRoundLimit {
                    try await connectIfNeeded()
                    try await round()
                }
                backoff = Self.firstBackoff
                guard await iterator.next() != nil else { break }
                if linkLost { throw KanbanSyncError.disconnected }
            } catch {
                if stopped || Task.isCancelled { break }
                await fail(error)
                try? await Task.sleep(for: backoff)
                backoff = min(backoff * 2, Self.maximumBackoff)
            }
        }
    }

    /// Runs `body` (a connect and a round); if it is not done within
    /// `timing.roundLimit`, closes the connections, which fails whatever
    /// query waits for the server, and throws ``KanbanSyncError/noAnswer``.
    private func withinRoundLimit(_ body: () async throws -> Void) async throws {
        roundTimedOut = false
        let limit = timing.roundLimit
        let watchdog = Task { [weak self] in
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled else { return }
            await self?.roundTookTooLong()
        }
        defer { watchdog.cancel() }
        do {
            try await body()
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
        if connection != nil, !linkLost { return }
        await closeConnections()
        linkLost = false
        let main = try await PostgresConnection.connect(configuration: configuration, id: takeID(), logger: logger)
        opening = main
        defer { opening = nil }
        if roundTimedOut { try? await main.close(); throw KanbanSyncError.disconnected }
        let listening: PostgresConnection
        do {
            let boardID = try await ServerLog(connection: main, logger: logger).prepare(schemaVersion: Self.schemaVersion)
            if try store.adopt(boardID: boardID) {
                logger.notice("shared board \(remote): first sync with board \(boardID); the whole local board is sent")
            }
            listening = try await PostgresConnection.connect(configuration: configuration, id: takeID(), logger: logger)
        } catch {
            try? await main.close()
            throw error
        }
        connection = main
        listener = listening
        let logger = self.logger
        listenTask = Task { [weak self] in
            do {
                try await listening.listen(on: Self.channel) { notifications in
                    for try await _ in notifications { self?.wake.yield() }
                }
            } catch {
                logger.info("shared board: listening ended: \(KanbanSyncError.describe(error))")
            }
            await self?.listenerEnded()
        }
        logger.info("shared board \(remote): connected")
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
    private func round() async throws {
        while roundBusy { await withCheckedContinuation { roundWaiters.append($0) } }
        roundBusy = true
        defer {
            roundBusy = false
            if !roundWaiters.isEmpty { roundWaiters.removeFirst().resume() }
        }
        guard let connection else { throw KanbanSyncError.disconnected }
        do {
            try await push(connection)
            try await pull(connection)
        } catch where KanbanSyncError.isClientIDInUse(error) {
            let id = try store.renewClientID()
            logger.notice("shared board \(remote): \(ClientIDInUse()); it now has the id \(id) and reads the board again")
            try await push(connection)
            try await pull(connection)
        }
        try await compactIfDue(connection)
        report(online: true, error: nil)
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
            try afterServerCommit?()
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
            let result = try store.applyRemote(batch.ops, cursor: batch.last, now: clock())
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
                                      remote: remote)
        guard status != lastStatus else { return }
        lastStatus = status
        onStatus(status)
    }

    /// Tests: simulate a process killed between the server's commit and
    /// the outbox's delete.
    func setAfterServerCommit(_ hook: (@Sendable () throws -> Void)?) {
        afterServerCommit = hook
    }

    /// The last status reported (tests).
    public var status: KanbanSyncStatus? { lastStatus }
}

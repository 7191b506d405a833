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
/// The server holds an ordered log of field changes (`bankui_kanban_log`,
/// numbered by `seq`), a head row with the last `seq`, and a meta table
/// with the schema version and the board's id. Sending takes an advisory
/// lock so the numbers commit in order (a reader at `seq > cursor` never
/// skips a row), inserts the changes keyed by (client id, mutation id) —
/// a change sent twice is stored once — and sends a NOTIFY; the outbox
/// rows are deleted only after the commit. Reading fetches `seq > cursor`
/// in batches, each merged with its new cursor in one SQLite transaction.
/// Every (re)connect reads everything new (NOTIFY is not stored).
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
    /// The advisory lock that orders every bankui's writes to the log.
    static let lockKey: Int64 = 0x6261_6E6B_7569  // "bankui"
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
            let boardID = try await prepareSchema(main)
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
        } catch where Self.isClientIDInUse(error) {
            let id = try store.renewClientID()
            logger.notice("shared board \(remote): \(ClientIDInUse()); it now has the id \(id) and reads the board again")
            try await push(connection)
            try await pull(connection)
        }
        try await compactIfDue(connection)
        report(online: true, error: nil)
    }

    /// Whether `error` is ``ClientIDInUse``, as thrown or from a transaction.
    private static func isClientIDInUse(_ error: any Error) -> Bool {
        if error is ClientIDInUse { return true }
        if let error = error as? PostgresTransactionError, let inner = error.closureError { return isClientIDInUse(inner) }
        return false
    }

    // MARK: Schema

    /// Makes the tables on a new server, checks the version on a used one;
    /// returns the board's id.
    private func prepareSchema(_ connection: PostgresConnection) async throws -> String {
        let logger = self.logger
        let known = Self.schemaVersion
        return try await connection.withTransaction(logger: logger) { c in
            try await c.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            try await c.query("CREATE TABLE IF NOT EXISTS bankui_meta (key text PRIMARY KEY, value text NOT NULL)",
                              logger: logger)
            var version: String?
            for try await value in try await c.query("SELECT value FROM bankui_meta WHERE key = 'schema_version'",
                                                     logger: logger).decode(String.self) {
                version = value
            }
            if let version {
                guard let number = Int(version) else { throw KanbanSyncError.badSchema("schema_version is '\(version)'") }
                if number > known { throw KanbanSyncError.newerSchema(found: number, known: known) }
            } else {
                try await c.query("""
                    CREATE TABLE IF NOT EXISTS bankui_kanban_log (
                        seq bigint PRIMARY KEY,
                        client_id uuid NOT NULL,
                        mutation_id bigint NOT NULL,
                        card_id uuid NOT NULL,
                        field text NOT NULL,
                        value text NOT NULL,
                        hlc text NOT NULL,
                        base_hlc text NOT NULL,
                        UNIQUE (client_id, mutation_id))
                    """, logger: logger)
                try await c.query("""
                    CREATE TABLE IF NOT EXISTS bankui_kanban_head (
                        id int PRIMARY KEY CHECK (id = 1),
                        seq bigint NOT NULL)
                    """, logger: logger)
                try await c.query("INSERT INTO bankui_kanban_head (id, seq) VALUES (1, 0) ON CONFLICT DO NOTHING",
                                  logger: logger)
                let board = UUID().uuidString.lowercased()
                try await c.query("""
                    INSERT INTO bankui_meta (key, value) VALUES ('schema_version', \(String(known))), ('board_id', \(board))
                    ON CONFLICT (key) DO NOTHING
                    """, logger: logger)
            }
            // Added in place (older bankui keep working with them): when each
            // change came, and the index the compaction looks up by.
            var hasCreatedAt = false
            for try await _ in try await c.query("""
                SELECT 1 FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = 'bankui_kanban_log' AND column_name = 'created_at'
                """, logger: logger) {
                hasCreatedAt = true
            }
            if !hasCreatedAt {
                try await c.query("ALTER TABLE bankui_kanban_log ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()",
                                  logger: logger)
                try await c.query("""
                    CREATE INDEX IF NOT EXISTS bankui_kanban_log_field ON bankui_kanban_log (card_id, field, hlc COLLATE "C")
                    """, logger: logger)
            }
            var board: String?
            for try await value in try await c.query("SELECT value FROM bankui_meta WHERE key = 'board_id'",
                                                     logger: logger).decode(String.self) {
                board = value
            }
            guard let board else { throw KanbanSyncError.badSchema("no board_id") }
            return board
        }
    }

    // MARK: Sending

    private func push(_ connection: PostgresConnection) async throws {
        let state = try store.state()
        guard let client = UUID(uuidString: state.clientID) else {
            throw KanbanSyncError.badSchema("this database has no client id")
        }
        while true {
            let batch = try store.pending(limit: Self.batchSize)
            guard let last = batch.last else { return }
            try await send(batch, client: client, connection)
            try afterServerCommit?()
            try store.deleteSent(through: last.mutationID)
            report(online: true, error: nil)
        }
    }

    private func send(_ batch: [OutboxOp], client: UUID, _ connection: PostgresConnection) async throws {
        let logger = self.logger
        let mutations = batch.map(\.mutationID)
        let cards = batch.map(\.op.cardID)
        let fields = batch.map(\.op.field.rawValue)
        let values = batch.map(\.op.value.jsonText)
        let hlcs = batch.map(\.op.hlc)
        let bases = batch.map(\.op.baseHlc)
        let count = Int64(batch.count)
        try await connection.withTransaction(logger: logger) { c in
            try await c.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            // A number already on the server with another change under it:
            // another database has this one's id (a copy, a backup put back).
            var taken: Int64 = 0
            for try await count in try await c.query("""
                SELECT count(*) FROM bankui_kanban_log l
                JOIN unnest(\(mutations)::bigint[], \(cards)::uuid[], \(fields)::text[], \(values)::text[],
                            \(hlcs)::text[]) AS o(m, c, f, v, h)
                  ON l.client_id = \(client) AND l.mutation_id = o.m
                WHERE (l.card_id, l.field, l.value, l.hlc) IS DISTINCT FROM (o.c, o.f, o.v, o.h)
                """, logger: logger).decode(Int64.self) {
                taken = count
            }
            if taken > 0 { throw ClientIDInUse() }
            var head: Int64 = 0
            for try await seq in try await c.query("SELECT seq FROM bankui_kanban_head WHERE id = 1",
                                                   logger: logger).decode(Int64.self) {
                head = seq
            }
            try await c.query("""
                INSERT INTO bankui_kanban_log (seq, client_id, mutation_id, card_id, field, value, hlc, base_hlc)
                SELECT \(head) + o.n, \(client), o.m, o.c, o.f, o.v, o.h, o.b
                FROM unnest(\(mutations)::bigint[], \(cards)::uuid[], \(fields)::text[], \(values)::text[],
                            \(hlcs)::text[], \(bases)::text[]) WITH ORDINALITY AS o(m, c, f, v, h, b, n)
                ON CONFLICT (client_id, mutation_id) DO NOTHING
                """, logger: logger)
            try await c.query("UPDATE bankui_kanban_head SET seq = \(head + count) WHERE id = 1", logger: logger)
            try await c.query("NOTIFY \(unescaped: Self.channel)", logger: logger)
        }
    }

    // MARK: Compacting

    /// Drops from the server's log the changes that a later change of the
    /// same field of the same card replaced (the greater reading): once
    /// `timing.compactionEvery` changes came since the last time, each of
    /// the changes that came since (older than `timing.compactionAge`)
    /// drops the older readings of its field (older than that too). Every board ends the same
    /// with or without them: a reader behind gets the later change, which
    /// wins anyway; a board joining late reads a log the size of the board
    /// rather than of its whole history. Done in slices of `seq`, each its
    /// own short statement, with the point reached kept in `bankui_meta`.
    private func compactIfDue(_ connection: PostgresConnection) async throws {
        let now = ContinuousClock.now
        if let next = nextCompactionCheck, now < next { return }
        nextCompactionCheck = now + timing.compactionCheck
        let logger = self.logger
        var head: Int64 = 0
        var through: Int64 = 0
        for try await (last, done) in try await connection.query("""
            SELECT (SELECT seq FROM bankui_kanban_head WHERE id = 1),
                   COALESCE((SELECT value::bigint FROM bankui_meta WHERE key = 'compacted_through'), 0)
            """, logger: logger).decode((Int64, Int64).self) {
            (head, through) = (last, done)
        }
        guard head - through >= timing.compactionEvery else { return }
        let age = Double(timing.compactionAge.components.seconds)
            + Double(timing.compactionAge.components.attoseconds) / 1e18
        var upTo = through
        for try await seq in try await connection.query("""
            SELECT COALESCE(max(seq), \(through)) FROM bankui_kanban_log
            WHERE seq > \(through) AND created_at < now() - make_interval(secs => \(age))
            """, logger: logger).decode(Int64.self) {
            upTo = seq
        }
        var from = through
        var dropped = 0
        while from < upTo {
            let to = min(from + Self.compactionSlice, upTo)
            for try await count in try await connection.query("""
                WITH gone AS (
                    DELETE FROM bankui_kanban_log l
                    USING bankui_kanban_log n
                    WHERE n.seq > \(from) AND n.seq <= \(to)
                      AND l.card_id = n.card_id AND l.field = n.field AND l.hlc COLLATE "C" < n.hlc COLLATE "C"
                      AND l.created_at < now() - make_interval(secs => \(age))
                    RETURNING 1)
                SELECT count(*) FROM gone
                """, logger: logger).decode(Int64.self) {
                dropped += Int(count)
            }
            try await connection.query("""
                INSERT INTO bankui_meta (key, value) VALUES ('compacted_through', \(String(to)))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, logger: logger)
            from = to
        }
        if upTo > through {
            logger.info("shared board \(remote): log compacted through \(upTo), \(dropped) replaced changes dropped")
        }
    }

    /// Changes looked at per compaction statement.
    static let compactionSlice: Int64 = 5_000

    // MARK: Reading

    private func pull(_ connection: PostgresConnection) async throws {
        var cursor = try store.state().cursor
        while true {
            var ops: [RemoteOp] = []
            var last = cursor
            let rows = try await connection.query("""
                SELECT seq, client_id, card_id, field, value, hlc, base_hlc FROM bankui_kanban_log
                WHERE seq > \(cursor) ORDER BY seq LIMIT \(Int64(Self.batchSize))
                """, logger: logger)
            var read = 0
            for try await (seq, client, card, fieldName, json, hlc, base) in rows.decode(
                (Int64, UUID, UUID, String, String, String, String).self) {
                read += 1
                last = seq
                guard let field = CardChange.Field(rawValue: fieldName), field != .created,
                      let value = CardChange.Value(field: field, json: json) else {
                    logger.warning("shared board: skipped a change this bankui cannot read (seq \(seq), field \(fieldName))")
                    continue
                }
                ops.append(RemoteOp(seq: seq, clientID: client.uuidString,
                                    op: FieldOp(cardID: card, value: value, hlc: hlc, baseHlc: base)))
            }
            guard read > 0 else { return }
            let result = try store.applyRemote(ops, cursor: last, now: clock())
            if result.clockAhead {
                logger.warning("shared board: a change carries a clock more than a day ahead of this machine's")
            }
            if result.changedBoard { onRemoteChanges() }
            cursor = last
            if read < Self.batchSize { return }
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

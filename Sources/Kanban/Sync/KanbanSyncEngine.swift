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
        /// How often an open board says it is there …
        public var presenceEvery: Duration = .seconds(10)
        /// … after how long without a word someone is gone …
        public var presenceExpiry: Duration = .seconds(30)
        /// … and how often that is looked at.
        public var presenceTick: Duration = .seconds(1)

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

    let database: AppDatabase
    let store: KanbanSyncStore
    let configuration: PostgresConnection.Configuration
    let remote: String
    let clock: @Sendable () -> Date
    let logger: Logger
    let onStatus: @Sendable (KanbanSyncStatus) -> Void
    let onRemoteChanges: @Sendable () -> Void
    let timing: Timing
    /// `--read-only`: the board is read, never sent to (nothing is sent or
    /// compacted, the server's tables are never made or raised, and
    /// nothing counts as unsent), so a database role that may only read
    /// serves.
    let readOnly: Bool
    /// Who has the board open here (`--as`): named on the changes sent
    /// that name nobody (the whole board sent at a first sync, changes made
    /// before names), and to the others while the board is open.
    let person: String

    var connection: PostgresConnection?
    /// A connection being set up (schema checked), not yet `connection`.
    var opening: PostgresConnection?
    /// The round in progress took longer than `timing.roundLimit`.
    var roundTimedOut = false
    var heartbeatTask: Task<Void, Never>?
    var nextCompactionCheck: ContinuousClock.Instant?
    var listener: PostgresConnection?
    var listenTask: Task<Void, Never>?
    var runTask: Task<Void, Never>?
    let wakes: AsyncStream<Void>
    let wake: AsyncStream<Void>.Continuation
    var linkLost = false
    var stopped = false
    var nextConnectionID = 1
    /// The attempts (a connect and a round, within the limit) under way,
    /// by number: each ends through its outcome, which the limit or the
    /// round's connection closing can also resolve.
    var attempts: [Int: RoundOutcome] = [:]
    var nextAttempt = 1
    /// The attempt whose round runs, and on which connection; the others
    /// wait their turn.
    var roundHolder: Int?
    var roundConnection: PostgresConnection?
    var roundWaiters: [CheckedContinuation<Void, Never>] = []
    var schedule: RetrySchedule
    /// The wait before a retry, while one runs: its end, its number, and
    /// the timer that ends it (a local change ends it sooner).
    var pauseWaiter: CheckedContinuation<Void, Never>?
    var pauseEnds: ContinuousClock.Instant?
    var pauseNumber = 0
    var pauseTimer: Task<Void, Never>?
    var lastStatus: KanbanSyncStatus?
    /// Who else has the board open, by client id (``KanbanSyncEngine+Presence``).
    var peers: [String: HeardPeer] = [:]
    /// The card being edited here.
    var editing: UUID?
    var presenceTask: Task<Void, Never>?
    var presenceListenTask: Task<Void, Never>?
    /// When this board last said it is there.
    var lastAnnounce: ContinuousClock.Instant?
    /// This board's client id as presence last read it.
    var presenceID: String?
    /// What the engine did on its own that help shows (the log put back
    /// and the board sent again); kept while this engine runs.
    var notice: String?
    /// Local changes this engine sent, as a person counts them (one per
    /// card change, however many fields it set).
    public internal(set) var sentChanges = 0
    /// Other boards' changes this engine merged, counted the same way.
    public internal(set) var receivedChanges = 0
    /// Tests: called with the round's connection after a batch is committed
    /// on the server and before the outbox forgets it; a throw is a process
    /// killed right there.
    var afterServerCommit: (@Sendable (PostgresConnection) throws -> Void)?
    /// Tests: called with the round's connection as the round starts.
    var beforeRound: (@Sendable (PostgresConnection) throws -> Void)?
    /// The failure last written to the log, until a round works again.
    var loggedFailure: String?
    /// Notifications heard on the listening connection (tests).
    var notificationsHeard = 0
    /// The server schema this engine knows (``schemaVersion``; tests give
    /// an older one to be an older bankui).
    var knownSchema = KanbanSyncEngine.schemaVersion

    /// An engine for `remote`, over the app's database.
    public init(database: AppDatabase, remote: KanbanRemote, clock: @escaping @Sendable () -> Date = Date.init,
                timing: Timing = Timing(), readOnly: Bool = false, person: String = "", logger: Logger,
                onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void,
                onRemoteChanges: @escaping @Sendable () -> Void) throws(KanbanRemoteError) {
        self.init(database: database, configuration: try remote.connection(), remoteDescription: remote.description,
                  clock: clock, timing: timing, readOnly: readOnly, person: person, logger: logger, onStatus: onStatus,
                  onRemoteChanges: onRemoteChanges)
    }

    /// An engine for a connection configuration; `remoteDescription` is
    /// what status lines show (never a password).
    public init(database: AppDatabase, configuration: PostgresConnection.Configuration, remoteDescription: String,
                clock: @escaping @Sendable () -> Date = Date.init, timing: Timing = Timing(), readOnly: Bool = false,
                person: String = "", logger: Logger,
                onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void, onRemoteChanges: @escaping @Sendable () -> Void) {
        self.database = database
        self.timing = timing
        self.readOnly = readOnly
        self.person = person
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
        presenceTask?.cancel()
        presenceListenTask?.cancel()
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
        startPresence()
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
    /// than `timing.retry.closestAttempts` after the last try). The board
    /// says at once that it waits (`1 unsent`), online or not: a link cut
    /// silently is known only when a round gives up.
    public func poke() {
        guard !stopped else { return }
        report(online: lastStatus?.online == true, error: lastStatus?.lastError)
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
        if !stopped, connection != nil { await leave() }
        await halt()
    }

    /// Tests: stops without a goodbye, as a process killed would.
    func vanish() async { await halt() }

    private func halt() async {
        stopped = true
        presenceTask?.cancel()
        presenceListenTask?.cancel()
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

    // MARK: Status

    func report(online: Bool, error: String?) {
        let unsent = readOnly ? 0 : (try? store.unsentCount()) ?? lastStatus?.unsent ?? 0
        let status = KanbanSyncStatus(online: online, unsent: unsent, lastError: error ?? (online ? nil : lastStatus?.lastError),
                                      remote: remote, notice: notice, people: online ? presentPeople : [])
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

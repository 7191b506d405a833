import Foundation
import KanbanCore
import Logging
import PostgresNIO
import PostgresTesting
import DatabaseKit
import KanbanStorage
@testable import KanbanSync

/// A fixed instant plus `seconds`.
func instant(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

/// A server with one empty database `board`.
func makeServer() throws -> ThrowawayPostgres {
    let server = try ThrowawayPostgres.start()
    try server.createDatabase("board")
    return server
}

func configuration(_ server: ThrowawayPostgres, database: String = "board", user: String? = nil,
                   password: String? = nil) -> PostgresConnection.Configuration {
    PostgresConnection.Configuration(unixSocketPath: server.socketPath, username: user ?? server.user, password: password,
                                     database: database)
}

/// One person's bankui: its own database, board state and engine.
final class Client: @unchecked Sendable {
    let database: AppDatabase
    let repository: KanbanRepository
    let sync: KanbanSyncStore
    var state: KanbanState
    var engine: KanbanSyncEngine
    let statuses = Locked<[KanbanSyncStatus]>([])
    let remoteChanges = Locked(0)
    private let configuration: PostgresConnection.Configuration
    let person: String

    init(_ configuration: PostgresConnection.Configuration, database: AppDatabase? = nil, as person: String? = nil) throws {
        self.configuration = configuration
        self.database = try database ?? AppDatabase.inMemory()
        repository = KanbanRepository(database: self.database, author: person.flatMap { try? PersonName.validated($0).get() })
        sync = KanbanSyncStore(database: self.database)
        state = try repository.load()
        self.person = person ?? ""
        engine = Self.engine(self.database, configuration, statuses, remoteChanges, person: person ?? "")
    }

    /// A new engine on the same database (a restarted bankui).
    func makeEngine() -> KanbanSyncEngine {
        Self.engine(database, configuration, statuses, remoteChanges, person: person)
    }

    /// A new engine on the same database with its own timing, connection
    /// settings and status callback.
    func makeEngine(configuration: PostgresConnection.Configuration? = nil, timing: KanbanSyncEngine.Timing = .init(),
                    readOnly: Bool = false, person: String? = nil,
                    onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void = { _ in },
                    onRemoteChanges: @escaping @Sendable () -> Void = {}) -> KanbanSyncEngine {
        KanbanSyncEngine(database: database, configuration: configuration ?? self.configuration, remoteDescription: "test",
                         clock: { instant(1_000) }, timing: timing, readOnly: readOnly, person: person ?? self.person,
                         logger: Logger(label: "test"),
                         onStatus: onStatus, onRemoteChanges: onRemoteChanges)
    }

    private static func engine(_ database: AppDatabase, _ configuration: PostgresConnection.Configuration,
                               _ statuses: Locked<[KanbanSyncStatus]>, _ remoteChanges: Locked<Int>,
                               person: String = "") -> KanbanSyncEngine {
        KanbanSyncEngine(database: database, configuration: configuration, remoteDescription: "test board",
                         clock: { instant(1_000) }, person: person, logger: Logger(label: "test"),
                         onStatus: { status in statuses.withLock { $0.append(status) } },
                         onRemoteChanges: { remoteChanges.withLock { $0 += 1 } })
    }

    var lastStatus: KanbanSyncStatus? { statuses.withLock { $0.last } }

    /// Does what a key would: performs the action and commits it.
    func perform(_ action: KanbanAction?, at seconds: TimeInterval) throws {
        guard let action else { throw TestFailure("no action") }
        let step = state.perform(action)
        try repository.record(step, at: instant(seconds))
    }

    func add(_ title: String, id: UUID = UUID(), to column: KanbanColumn = .todo, at seconds: TimeInterval) throws -> UUID {
        try perform(state.board.adding(title: title, body: "", deadline: nil, to: column, id: id, at: instant(seconds)), at: seconds)
        return id
    }

    func edit(_ id: UUID, title: String? = nil, body: String? = nil, at seconds: TimeInterval) throws {
        let card = try card(id)
        try perform(state.board.editing(id, title: title ?? card.title, body: body ?? card.body, deadline: card.deadline,
                                        at: instant(seconds)), at: seconds)
    }

    func card(_ id: UUID) throws -> Card {
        guard let card = state.board[id] else { throw TestFailure("no card \(id)") }
        return card
    }

    /// Syncs, then reads the board back as the tab would.
    func syncAndReload() async throws {
        try await engine.syncNow()
        state = try repository.load()
    }

    /// The board and the tombstones' fields, as stored.
    func stored() throws -> Board { try repository.load().board }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A value behind a lock, shared with the engine's callbacks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

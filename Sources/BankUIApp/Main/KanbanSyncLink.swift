import Dispatch
import Foundation
import KanbanCore
import KanbanFeature
import KanbanSync
import Logging
import Storage
import TabKit

/// Ties the shared kanban board's engine to the interface: starts it when
/// a remote is set, pokes it after each committed kanban change and each
/// change of another bankui on the same data, hands its status and "the
/// board changed" to the kanban tab, and stops it at quit (what is unsent
/// stays in the outbox for the next start).
@MainActor
final class KanbanSyncLink {
    private let engine: KanbanSyncEngine?
    private let database: AppDatabase
    private let language: Language

    /// - Parameter remote: the configured remote, or why it is unusable,
    ///   or nil when none is set (then nothing runs).
    init(remote: Result<KanbanRemote, KanbanRemoteError>?, database: AppDatabase, language: Language, logger: Logger,
         router: MessageRouter) {
        self.database = database
        self.language = language
        let messenger = router.messenger(for: .kanban)
        switch remote {
        case nil:
            engine = nil
        case .failure(let error)?:
            engine = nil
            logger.warning("shared board not used: \(error)")
            let unsent = (try? KanbanSyncStore(database: database).unsentCount()) ?? 0
            messenger.send(KanbanSyncStatus(online: false, unsent: unsent, lastError: error.description, remote: "?"))
        case .success(let remote)?:
            engine = KanbanSyncEngine(database: database, remote: remote, logger: Logger(label: "bankui.sync"),
                                      onStatus: { messenger.send($0) },
                                      onRemoteChanges: { messenger.send(KanbanRemoteChangesApplied()) })
        }
    }

    /// Starts the engine (returns at once).
    func start() {
        guard let engine else { return }
        Task { await engine.start() }
    }

    /// Asks the engine to send what was just committed.
    nonisolated var poke: @Sendable () -> Void {
        guard let engine else { return {} }
        return { Task { await engine.poke() } }
    }

    /// Stops the engine, waiting at most `timeout`; returns the lines to
    /// print after quitting (changes not yet on the shared board).
    func stop(timeout: TimeInterval = 2) -> [String] {
        guard let engine else { return [] }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await engine.stop()
            done.signal()
        }
        _ = done.wait(timeout: .now() + timeout)
        database.writes.flush(timeout: 1)
        let unsent = (try? KanbanSyncStore(database: database).unsentCount()) ?? 0
        return unsent > 0 ? [KanbanTab.unsentAtQuit(unsent, language: language)] : []
    }
}

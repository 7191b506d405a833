import TextKit
import ConsoleKit
import Foundation
import Logging
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import Shell
import TabKit

/// The open database as the interface sees it: writes held up by a locked
/// or full database show on the tab bar; another program's commits reach
/// every tab as `DataChangedElsewhere`; `q` asks first while anything is
/// unsaved; every clean way out saves what it can and closes the database
/// (the last quit step), so `bankui.sqlite` alone holds everything.
@MainActor
final class DatabaseSession: QuitStep {
    /// How long quitting waits for held-up writes before it gives up on them.
    static let quitFlushSeconds: TimeInterval = 2
    /// How long `q` tries before it asks.
    static let askFlushSeconds: TimeInterval = 0.5

    let database: AppDatabase
    let language: Language
    let logger: Logger
    private let strings: ShellStrings

    init(database: AppDatabase, language: Language, logger: Logger) {
        self.database = database
        self.language = language
        self.logger = logger
        strings = ShellStrings(language)
    }

    /// Starts telling every tab of other programs' commits. Call it before
    /// the tabs read what they show, so that no commit falls between their
    /// read and the watch.
    func watch(router: MessageRouter, also: @escaping @Sendable () -> Void = {}) {
        do {
            try database.changes.start {
                router.broadcast(DataChangedElsewhere())
                also()
            }
        } catch {
            // Without the watch the screen shows other programs' changes at
            // the next read; nothing is lost.
            logger.warning("cannot watch the database for other programs' changes: \(error)")
        }
    }

    /// Shows held-up writes on the tab bar, as the shell's news.
    func reportHeldUpWrites(to router: MessageRouter) {
        let strings = self.strings
        database.writes.setStatusHandler { status in
            let text = status.isHeldUp ? strings.writesHeldUp(status.pendingCount, problem: status.lastError) : nil
            router.send(toShell: .storageStatus(text))
        }
    }

    /// Tries the held-up writes once more; what is still not saved, in words.
    func unsavedWarning() -> String? {
        let left = database.writes.flush(timeout: Self.askFlushSeconds)
        guard !left.isEmpty else { return nil }
        return strings.unsavedBeforeQuit(left, problem: database.writes.status.lastError)
    }

    /// Saves what it can and closes the database.
    func finish(drafts: [TabID: String]) -> [String] {
        let report = database.close(timeout: Self.quitFlushSeconds)
        if report.walLeftForOthers {
            logger.info("another program has the database open: it copies the -wal file in when it closes")
        }
        guard !report.isClean else { return [] }
        logger.error("closed with unsaved writes: \(report.unsaved), problem: \(report.problem ?? "none")")
        return strings.unsavedAfterQuit(report.unsaved, problem: report.problem)
    }
}

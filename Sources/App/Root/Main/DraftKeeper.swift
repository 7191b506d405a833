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

/// Keeps what the user was typing across a stop: at start each tab gets
/// its draft of the last run back (taken from the database, so it is
/// restored once); on every clean way out — `q`, Ctrl-C, a closed window, a
/// signal — the tabs' drafts are written before the database closes (the
/// first quit step).
@MainActor
final class DraftKeeper: QuitStep {
    let database: AppDatabase
    let language: Language
    let logger: Logger
    private let repository: DraftRepository

    init(database: AppDatabase, language: Language, logger: Logger) {
        self.database = database
        self.language = language
        self.logger = logger
        repository = DraftRepository(database: database)
    }

    /// Gives `shell` the drafts of the last run.
    func restore(into shell: AppShell) {
        do {
            let stored = try repository.take()
            var drafts: [TabID: String] = [:]
            for (number, text) in stored {
                if let tab = TabEntry.tab(numbered: number) { drafts[tab] = text }
            }
            shell.restoreDrafts(drafts)
        } catch {
            // They stay stored for the next start.
            logger.warning("cannot read the drafts of the last run: \(error)")
        }
    }

    /// Keeps this run's drafts for the next start.
    func finish(drafts: [TabID: String]) -> [String] {
        guard !drafts.isEmpty else { return [] }
        let rows = Dictionary(uniqueKeysWithValues: drafts.map { ($0.key.rawValue, $0.value) })
        do {
            try repository.save(rows)
        } catch {
            // A locked database: closing tries again through the write
            // queue and names it among what was not saved if it cannot.
            logger.warning("cannot keep the drafts at once, queued: \(error)")
            let strings = ShellStrings(language)
            repository.submit(rows, description: strings.draftWrite(drafts.keys.sorted { $0.rawValue < $1.rawValue }
                .map(strings.tabTitle)))
        }
        return []
    }
}

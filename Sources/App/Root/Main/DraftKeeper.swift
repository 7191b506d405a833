import TextKit
import ConsoleKit
import Dispatch
import Foundation
import Logging
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import Shell
import TabKit

/// Keeps what the user is typing, on every path out.
///
/// - At start each tab gets back the drafts no running bankui holds (a
///   clean quit's, a killed or crashed run's); they stay stored, held by
///   this run, until what they hold is saved or discarded.
/// - While it runs, what the tabs are typing is kept a moment after it
///   changes (``checkpointDelay``), each time replacing what this run kept
///   before: a `kill -9`, a crash or a lost machine loses at most that
///   moment.
/// - On every clean way out — `q`, Ctrl-C, a closed window, a signal — the
///   tabs' drafts are written and let go before the database closes (the
///   first quit step).
@MainActor
final class DraftKeeper: QuitStep {
    let database: AppDatabase
    let language: Language
    let logger: Logger
    private let repository: DraftRepository
    private let holder: DraftHolder
    /// How long after a change the drafts are kept: typing does not write
    /// at every key, and a pause of this long is never lost.
    static let checkpointDelay: DispatchTimeInterval = .milliseconds(500)
    /// What this run holds in the database now (the drafts it claimed, then
    /// the ones it kept), to write only what changed.
    private var kept: [Int: String] = [:]
    private var scheduled = false
    private var writing = false
    private var finished = false

    init(database: AppDatabase, language: Language, logger: Logger, holder: DraftHolder = .current) {
        self.database = database
        self.language = language
        self.logger = logger
        self.holder = holder
        repository = DraftRepository(database: database)
    }

    /// Gives `shell` the drafts of the last runs, and from now on keeps
    /// what its tabs type as it changes.
    func restore(into shell: AppShell) {
        do {
            let stored = try repository.claim(as: holder)
            kept = stored
            var drafts: [TabID: String] = [:]
            for (number, text) in stored {
                if let tab = TabEntry.tab(numbered: number) { drafts[tab] = text }
            }
            shell.restoreDrafts(drafts)
        } catch {
            // They stay stored for the next start.
            logger.warning("cannot read the drafts of the last run: \(error)")
        }
        shell.afterInput = { [weak self, weak shell] in
            guard let self, let shell else { return }
            self.changed { shell.drafts }
        }
    }

    /// Something may have changed what the tabs type: keep it a moment
    /// later (once for any number of changes in that moment).
    func changed(_ drafts: @escaping @MainActor () -> [TabID: String]) {
        guard !scheduled, !finished else { return }
        scheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.checkpointDelay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.scheduled = false
                self.checkpoint(drafts)
            }
        }
    }

    /// Keeps `drafts()` unless it is what is kept already; one write at a
    /// time (a locked database holds one back, never a pile of them: it
    /// is tried again a moment later).
    func checkpoint(_ drafts: @escaping @MainActor () -> [TabID: String]) {
        guard !finished else { return }
        guard !writing else { return changed(drafts) }
        let write = Write(drafts(), language: language)
        guard write.rows != kept else { return }
        kept = write.rows
        writing = true
        repository.submitKeep(write.rows, as: holder, description: write.description) { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.writing = false } }
        }
    }

    /// Keeps this run's drafts for the next start and lets them go: at
    /// once, or through the write queue after a keep still on its way (or
    /// when the database is locked: closing tries again and names it among
    /// what was not saved if it cannot).
    func finish(drafts: [TabID: String]) -> [String] {
        finished = true
        let write = Write(drafts, language: language)
        if !writing {
            do {
                try repository.release(write.rows, as: holder)
                return []
            } catch {
                logger.warning("cannot keep the drafts at once, queued: \(error)")
            }
        }
        repository.submitRelease(write.rows, as: holder, description: write.description)
        return []
    }

    /// What a keep or a release writes: the drafts by tab number, and
    /// "what you were typing (Kanban, Calculator)", the write in the words
    /// of a list of what was not saved.
    private struct Write {
        let rows: [Int: String]
        let description: String

        init(_ drafts: [TabID: String], language: Language) {
            rows = Dictionary(uniqueKeysWithValues: drafts.map { ($0.key.rawValue, $0.value) })
            let strings = ShellStrings(language)
            description = strings.draftWrite(drafts.keys.sorted { $0.rawValue < $1.rawValue }.map(strings.tabTitle))
        }
    }
}

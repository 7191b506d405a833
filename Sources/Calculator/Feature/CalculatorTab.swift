import TextKit
import CalculatorCore
import Logging
import DatabaseKit
import CalculatorStorage
import TabKit
import TerminalUI

/// The calculator tab (seed 004): the number being typed and the pending
/// operator at the bottom right, the history of every calculation above it,
/// kept in the database across runs.
///
/// Keys go to `Calculator`; the lines it makes are shown in the history at
/// once (which jumps to its newest line) and submitted to the store, which
/// writes them in the background: the screen never waits for the disk. A
/// write held up by a locked or full database stays queued and is retried;
/// the shell says so and asks before quitting while anything is unsaved.
///
/// Only the newest page of the history is read at start; older pages are
/// read as the user scrolls up to them.
///
/// Each calculation's lines are stored together (`CalculationStep`): the
/// tab names the calculation the lines of every key belong to, so that
/// another bankui calculating on the same database at the same time never
/// interleaves its lines with ours. The screen follows the store's order: a
/// calculation moves to the end of the history with each step.
@MainActor
public final class CalculatorTab: TabScreen {
    public let id = TabID.calculator

    /// What a dialog's button does.
    enum Action: Sendable {
        /// Clear the stored history.
        case clearHistory
    }

    /// Results of the store's background writes, and news from elsewhere.
    enum Message: Sendable {
        /// A submitted write was made.
        case saved
        /// A submitted append was refused for good.
        case saveRefused(String)
        /// A submitted clear was refused for good.
        case clearRefused(String)
        /// The newest page, read when the read of `ticket` started.
        case newestPage(Result<Page, any Error>, PendingWrites.ReadTicket)
        /// Older lines, read when the history had been cleared `clears` times.
        case olderLines(Result<Page, any Error>, clears: Int)
    }

    /// Lines read at a time: the newest page at start, then older pages.
    nonisolated static let pageSize = 500

    let strings: CalculatorStrings
    let keys: CalculatorKeys
    let store: any CalculatorHistoryStore
    let logger = Logger(label: "bankui.calculator")

    /// The calculation on screen.
    var calculator = Calculator()
    /// The history lines read so far and those added since, oldest first.
    var history: [HistoryLine] = []
    /// The calculation of each line of `history` (nil for lines stored
    /// before calculations were kept together).
    var historyCalculations: [CalculationID?] = []
    /// The calculation the calculator's current lines belong to.
    var currentCalculation: CalculationID?
    /// Makes the id of each new calculation.
    let newCalculationID: () -> CalculationID
    /// Where `history[0]` sorts when it was read from the store: older pages
    /// are read before it.
    var oldestPosition: HistoryPosition?
    /// Stored lines older than `history[0]`, not read yet.
    var olderCount = 0
    /// Writes submitted and not answered yet: the history is read again
    /// only once they are.
    var writes = PendingWrites()
    /// Where the first read of the history stands: until it answers, the
    /// history pane says it is reading, not that there is no calculation.
    var firstRead = FirstRead.notAsked
    /// Whether the history has been asked for (it is when the tab is first shown).
    var hasRead: Bool { firstRead.isAsked }
    /// Older lines are being read.
    var readingOlder = false
    /// How many times the history was cleared here: older lines read
    /// before a clear are not shown.
    var clears = 0
    public var effects = TabEffects()
    /// The message under the number, if any.
    var notice: CalculatorNotice?
    /// A word about input (a refused digit) while `notice` is an error that
    /// stays: shown under it, gone with the next key.
    var wordUnderError: CalculatorNotice?
    /// The keys typed since the last result (or AC), as the characters that
    /// type them (`12+34`): the draft kept when bankui stops mid-calculation,
    /// replayed at the next start. Keys, not numbers, so the draft does not
    /// depend on how the calculator holds its values. Kept up to date by
    /// `noteTyped` (CalculatorTab+Drafts).
    var typedSinceResult = ""
    /// The clear-history question, while it is open.
    var confirmation: Modal<Action>?

    /// The size of the area the tab draws in, as the shell last said.
    var areaSize: Size?
    /// Where the history is scrolled to, and its page, for ``areaSize``.
    var scroll = ScrollListState(selectable: false, followsTail: true)
    /// The history laid out for ``areaSize`` (made in `prepareFrame`).
    var rows = HistoryRows()
    /// The line of the history chosen with ↑ or a click (its index in
    /// ``history``); nil while typing. Enter brings its number back as the
    /// number typed; Esc goes back to typing.
    var selectedLine: Int?
    /// The calculation as it was before AC or CE cleared it, until another
    /// key is pressed: `u` brings it back, once (a reflex Esc must not cost
    /// a long calculation).
    var beforeClear: (calculator: Calculator, typed: String)?

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, keys overrides: KeyOverrides = .none) {
        self.init(language: language, store: CalculatorRepository(database: database), keys: overrides)
    }

    /// The tab over any store.
    init(language: Language, store: any CalculatorHistoryStore, keys overrides: KeyOverrides = .none,
         newCalculationID: @escaping () -> CalculationID = { CalculationID.random() }) {
        strings = CalculatorStrings(language)
        keys = CalculatorKeys(strings, overrides: overrides)
        self.store = store
        self.newCalculationID = newCalculationID
    }

    /// The history is read when the tab is first shown, not when the
    /// program starts.
    public func didAppear() {
        if !hasRead { readNewestPage() }
    }

    /// Every line of the history, read or not: for the clear question.
    var totalLineCount: Int { olderCount + history.count }

    public var capturesKeys: Bool { confirmation != nil }
}

import TextKit
import Foundation
import KanbanCore
import Logging
import DatabaseKit
import KanbanStorage
import TabKit
import TerminalUI

/// The kanban tab (the original 프로젝트 매니저): three columns, TODO,
/// DOING and DONE, of cards with a title, a body and a deadline; a card
/// editor, a move menu, the history of changes, undo and redo, a filter.
///
/// Every change goes through `KanbanState` (`perform`, `undo`, `redo`): it
/// is shown at once and its step is submitted to the store, which commits
/// it in the background (one transaction each), so the screen never waits
/// for the disk. A step the store refuses is said on screen, and the board
/// is read back once no write is in flight, so it shows what is stored.
/// Another bankui's change (`DataChangedElsewhere`) is read the same way.
///
/// The chosen card is remembered by its id in each column: it stays chosen
/// when it moves (the selection follows it, into another column too), when
/// the filter changes, and when the board is read again.
@MainActor
public final class KanbanTab: TabScreen, NoticeShowing {
    /// What a dialog's button does.
    enum Action: Sendable {
        case delete(UUID)
        case move(UUID, to: KanbanColumn)
        /// The answer to "changed since you opened it" (`conflict`).
        case resolve(ConflictChoice)
        /// Delete the board and its cards (the boards list's question).
        case deleteBoard(UUID)
    }

    /// What is open over the board.
    enum Overlay {
        case dialog(Modal<Action>)
        case editor(CardEditor)
        case history(ScrollListState)
        case checklist(ChecklistDialog)
        case due(DueView)
        /// The boards list, or the chooser of `M`.
        case boards(BoardsList)
        /// `X`: the board written to a file.
        case export(ExportDialog)
        /// `w`: a column's limit typed.
        case wip(WipDialog)
        /// `F`: the board's flow.
        case flow(FlowPanel)
    }

    /// The filter: its field, and whether keys go to it.
    struct Filter {
        var field = TextFieldState(maxLength: 200) {
            didSet { query = CardFilter(field.text, me: me) }
        }
        /// Who `@me` names.
        var me: PersonName?

        init(me: PersonName?) { self.me = me }
        var isEditing = true
        /// What the field looks for: read once per change of the field,
        /// not on every frame.
        private(set) var query = CardFilter("")
    }

    /// History lines read at start and after a reload: as many as the
    /// state keeps.
    nonisolated static let historyLimit = KanbanState.historyDepth

    public let id = TabID.kanban
    /// Who uses the board here: the author of every change, `@me`.
    let person: PersonName
    /// `--read-only`: the board is shown, never changed.
    let readOnly: Bool
    let strings: KanbanStrings
    let keys: KanbanKeys
    let calendar: KanbanCalendar
    let store: any KanbanStore
    /// Where `$VISUAL` / `$EDITOR` and `$TMPDIR` are read, and what runs
    /// the editor (``ExternalEditor``).
    let environment: [String: String]
    let programs: any TerminalProgramRunner
    let logger = Logger(label: "bankui.kanban")

    // What follows changes only through the tab's own files: this one,
    // `+Handling` (keys) and `+Changes` (the board and the store's answers).

    /// The board, its history and undo stacks; nil when they could not be read.
    var state: KanbanState?
    /// Why the board could not be read.
    private(set) var loadError: String?
    /// The board shown: its cards, filter, history and undo.
    var boardShown = BoardInfo.firstID
    /// Whether a board was read (the board shown is then this tab's choice).
    var hasReadBoard = false
    /// The column keys act on.
    var focus = KanbanColumn.todo
    /// The chosen card of each column, by id, and its place among the cards shown.
    private var chosen: [KanbanColumn: (id: UUID?, index: Int)] = [:]
    /// The cards each column shows (all, or those matching the filter).
    private(set) var visible: [KanbanColumn: [Card]] = [:]
    var filter: Filter?
    /// Whether DONE shows the cards of the archive (`A`).
    var showArchive = false
    /// How many cards of the board shown are in the archive (worked out
    /// with what the columns show).
    private(set) var archivedCount = 0
    var overlay: Overlay?
    /// A save that met another program's change of the card, while the
    /// question is open; the editor comes back if it is closed unanswered.
    var conflict: EditConflict?
    public var notice: TabNotice?
    /// Writes submitted and not answered yet; the board is read again once
    /// none is in flight.
    var pending = PendingWrites()
    /// The link to the shared board, when one is set.
    var syncStatus: KanbanSyncStatus?
    /// Where the first read of the board stands: until it answers, the
    /// tab says it is reading and draws no column (an empty board would
    /// say the cards are gone).
    private(set) var firstRead = FirstRead.notAsked
    /// Whether the board has been asked for (it is when the tab is first shown).
    var hasLoaded: Bool { firstRead.isAsked }
    /// The first cards of each column and each column's count, read before
    /// the whole board so that the first frame shows the cards; drawn until
    /// the board is read, and dropped then.
    var firstPage: KanbanFirstPage?
    /// The card to choose once the board is read (a draft's, at start).
    var chooseOnRead: UUID?
    /// A save waiting for the board as stored now, to see whether the card
    /// changed meanwhile; keys typed until it comes are kept for after.
    var saveWaiting: (save: WaitingSave, keys: [Key])?
    public var effects = TabEffects()
    /// History lines older than those the board keeps, read as the history
    /// panel scrolls down to them (every board's), and how many were read.
    var olderHistory: [HistoryEntry] = []
    var olderHistoryRead = 0
    /// Nothing older is stored.
    var olderHistoryEnded = false
    /// What the history panel shows, and what it was made from.
    var shownHistoryMemo: (key: ShownHistoryKey, lines: [HistoryEntry])?
    struct ShownHistoryKey: Equatable {
        var count: Int
        var first: HistoryEntry?
        var older: Int
        var board: UUID
    }
    /// Told the card being edited here (the shared board's engine tells the
    /// others); the card it was last told.
    public var onEditing: (@MainActor (UUID?) -> Void)?
    var toldEditing: UUID?
    /// Writes submitted and not answered yet.
    var writesInFlight: Int { pending.count }

    /// The size of the area the tab draws in, as the shell last said.
    var areaSize: Size?

    // What the frame reads, made after every input by `prepareFrame`
    // (KanbanTab+Frame) for `areaSize`; `render` only reads it.

    /// The first card drawn in each column (the view scrolls by whole cards).
    var firstShown: [KanbanColumn: Int] = [:]
    /// The rows of each card in view, kept while the card, the width and the
    /// day stay the same: wrapping bodies is most of the cost of a frame.
    var cardRowCache: [UUID: CachedCardRows] = [:]
    /// The checklist of the chosen card or of the open checklist dialog,
    /// kept while that card's body stays the same: a checklist of any
    /// length is read once per change, not on every tick and frame.
    var checklistMemo: ChecklistMemo?
    /// How many times a card's body was read for its checklist (tests
    /// count them: once per change of the body).
    var checklistReads = 0

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, calendar: KanbanCalendar = KanbanCalendar(),
                            keys overrides: KeyOverrides = .none, person: PersonName = KanbanPeople.defaultPerson,
                            readOnly: Bool = false) {
        self.init(language: language, store: KanbanRepository(database: database, author: person), calendar: calendar,
                  keys: overrides, person: person, readOnly: readOnly)
    }

    /// The tab over any store (tests use stand-ins) and calendar.
    init(language: Language, store: any KanbanStore, calendar: KanbanCalendar, keys overrides: KeyOverrides = .none,
         environment: [String: String] = ProcessInfo.processInfo.environment,
         programs: any TerminalProgramRunner = ForegroundProgram(), person: PersonName = KanbanPeople.defaultPerson,
         readOnly: Bool = false) {
        self.person = person
        self.readOnly = readOnly
        strings = KanbanStrings(language, me: person)
        keys = KanbanKeys(strings, overrides: overrides)
        self.store = store
        self.calendar = calendar
        self.environment = environment
        self.programs = programs
    }

    /// The board is read when the tab is first shown, not when the program
    /// starts: a large board must not slow the start of the other tabs.
    public func didAppear() {
        if !hasLoaded { reload() }
    }

    /// Every key of the kanban tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        KanbanKeys(KanbanStrings(language), overrides: overrides).sections
    }

    /// Every key, and while a shared board is set, its state, last error
    /// and what the engine did on its own (the server's log put back).
    public var keySections: [KeySection] {
        guard let syncStatus else { return keys.sections }
        var lines = [KeyBinding([], hint: nil, helpKeys: "● " + strings.syncHelpKeys,
                                help: strings.syncState(online: syncStatus.online, remote: syncStatus.remote))]
        if syncStatus.unsent > 0 {
            lines.append(KeyBinding([], hint: nil, helpKeys: strings.syncHelpUnsentKeys, help: strings.syncUnsent(syncStatus.unsent)))
        }
        if let error = syncStatus.lastError {
            lines.append(KeyBinding([], hint: nil, helpKeys: strings.syncHelpErrorKeys, help: strings.syncLastError(error)))
        }
        if let notice = syncStatus.notice {
            lines.append(KeyBinding([], hint: nil, helpKeys: strings.syncHelpNoticeKeys, help: notice))
        }
        return [KeySection(strings.syncSection, lines)] + keys.sections
    }

    /// The line printed after quitting when `count` kanban changes are not
    /// yet on the shared board, and why (`connection refused`) when known.
    public static func unsentAtQuit(_ count: Int, reason: String? = nil, language: Language) -> String {
        KanbanStrings(language).unsentAtQuit(count, reason: reason)
    }

    /// The line printed after quitting when the changes that waited at
    /// quit were all sent.
    public static func allSentAtQuit(language: Language) -> String {
        KanbanStrings(language).allSentAtQuit
    }

    /// Why changes are unsent when the server did not answer within `grace`.
    nonisolated static func noAnswerAtQuit(_ grace: TimeInterval) -> String {
        "no answer from the server within \(KanbanStrings.seconds(grace)) s"
    }

    public var capturesKeys: Bool { overlay != nil || filter?.isEditing == true }

    // MARK: Reading

    /// Reads the board again in the background; it is shown when it
    /// comes (``show(read:)``).
    func reload() {
        if !firstRead.isAsked {
            // The page in view first (a few cards, through an index), then
            // the whole board: the tab's reads run in the order asked.
            let store = self.store, count = Self.firstPageSize(areaSize), today = calendar.today
            effects.background { Message.firstPage(try? store.firstPage(cardsPerColumn: count, today: today)) }
        }
        firstRead.asked()
        effects.background(readBoard(then: Message.read))
    }

    /// Cards read of each column before the whole board: more than a
    /// column shows in `size` (a card takes at least a row and a gap).
    nonisolated static func firstPageSize(_ size: Size?) -> Int {
        min(200, max(50, size?.height ?? 0))
    }

    /// Reading the board, for an effect: its answer is `message(result, ticket)`.
    func readBoard(then message: @escaping @Sendable (Result<KanbanState, any Error>, PendingWrites.ReadTicket) -> Message)
        -> @Sendable () -> any Sendable {
        let store = self.store, ticket = pending.readStarting()
        return {
            message(Result { try store.load(historyLimit: Self.historyLimit) }, ticket)
        }
    }

    /// Shows the board read; the chosen cards stay chosen where they still are.
    func show(read result: Result<KanbanState, any Error>) {
        switch result {
        case .success(let read):
            adoptShownBoard(from: read)
            state = read
            loadError = nil
            firstPage = nil
            firstRead.answered(succeeded: true)
        case .failure(let error):
            state = nil
            loadError = ErrorLine.report(error, while: "reading the kanban board", logger: logger)
            firstPage = nil
            firstRead.answered(succeeded: false)
        }
        refreshVisible()
        refreshDueView()
        if let id = chooseOnRead {
            chooseOnRead = nil
            choose(id)
        }
    }

    /// Works out what each column shows, and keeps each chosen card chosen
    /// (or, when it is gone, the card now in its place).
    func refreshVisible() {
        archivedCount = state.map { $0.board.archivedCount(of: boardShown, today: calendar.today) } ?? 0
        for column in KanbanColumn.allCases {
            let shown: [Card]
            if let board = state?.board {
                shown = shownCards(column, of: board)
            } else if let firstPage {
                shown = firstPage.cards[column] ?? []
            } else {
                shown = []
            }
            visible[column] = shown
            var choice = chosen[column] ?? (nil, 0)
            if let id = choice.id, let index = shown.firstIndex(where: { $0.id == id }) {
                choice.index = index
            } else {
                choice.index = min(max(0, choice.index), max(0, shown.count - 1))
                choice.id = shown.indices.contains(choice.index) ? shown[choice.index].id : nil
            }
            chosen[column] = choice
        }
    }

    /// The cards `column` shows.
    func cards(_ column: KanbanColumn) -> [Card] { visible[column] ?? [] }

    /// How many cards `column` holds, filter or not (before the board is
    /// read, as the first page counted them).
    func total(_ column: KanbanColumn) -> Int {
        if let board = state?.board {
            let all = board.cards(in: column, board: boardShown).count
            return column == .done && !showArchive ? all - archivedCount : all
        }
        return firstPage?.counts[column] ?? 0
    }

    /// How many cards `column` lists: those shown, or before the board is
    /// read (when only its first page is), all it holds.
    func listed(_ column: KanbanColumn) -> Int { state == nil ? total(column) : cards(column).count }

    /// Where the chosen card of `column` is among the cards it shows.
    func chosenIndex(_ column: KanbanColumn) -> Int? {
        let shown = cards(column)
        guard let index = chosen[column]?.index, shown.indices.contains(index) else { return nil }
        return index
    }

    /// The chosen card of the focused column.
    var chosenCard: Card? {
        chosenIndex(focus).map { cards(focus)[$0] }
    }

    /// Chooses the card `id` and the column it is in.
    func choose(_ id: UUID) {
        guard let board = state?.board, let card = board[id], board.shownBoard(of: card) == boardShown else { return }
        focus = card.column
        chosen[card.column] = (id, chosen[card.column]?.index ?? 0)
        refreshVisible()
    }

    /// Chooses the card at `index` of the focused column (clamped).
    func chooseIndex(_ index: Int) {
        let shown = cards(focus)
        guard !shown.isEmpty else { return }
        let clamped = min(max(0, index), shown.count - 1)
        chosen[focus] = (shown[clamped].id, clamped)
    }
}

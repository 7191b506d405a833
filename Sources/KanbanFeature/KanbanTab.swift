import Foundation
import KanbanCore
import Logging
import Storage
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
public final class KanbanTab: TabScreen {
    /// What a dialog's button does.
    enum Action: Sendable {
        case delete(UUID)
        case move(UUID, to: KanbanColumn)
    }

    /// The store's answers.
    enum Message: Sendable {
        case saved
        /// The change (in words) was refused for good, and why.
        case refused(String, String)
    }

    /// What is open over the board.
    enum Overlay {
        case dialog(Modal<Action>)
        case editor(CardEditor)
        case history(ScrollListState)
    }

    /// A line over the board: what an undo did, why a key did nothing, or
    /// an error of the store.
    struct Notice: Equatable {
        var text: String
        var isError: Bool
    }

    /// The filter: its field, and whether keys go to it.
    struct Filter {
        var field = TextFieldState(maxLength: 200)
        var isEditing = true
        var query: CardFilter { CardFilter(field.text) }
    }

    /// History lines read at start and after a reload: as many as the
    /// state keeps.
    static let historyLimit = KanbanState.historyDepth

    public let id = TabID.kanban
    let strings: KanbanStrings
    let keys: KanbanKeys
    let calendar: KanbanCalendar
    private let store: any KanbanStore
    private let messenger: TabMessenger
    private let logger = Logger(label: "bankui.kanban")

    /// The board, its history and undo stacks; nil when they could not be read.
    private(set) var state: KanbanState?
    /// Why the board could not be read.
    private(set) var loadError: String?
    /// The column keys act on.
    private(set) var focus = KanbanColumn.todo
    /// The chosen card of each column, by id, and its place among the cards shown.
    private var chosen: [KanbanColumn: (id: UUID?, index: Int)] = [:]
    /// The cards each column shows (all, or those matching the filter).
    private(set) var visible: [KanbanColumn: [Card]] = [:]
    /// How many cards each column holds, filter or not.
    private(set) var totals: [KanbanColumn: Int] = [:]
    private(set) var filter: Filter?
    var overlay: Overlay?
    private(set) var notice: Notice?
    /// Writes submitted and not answered yet.
    private(set) var writesInFlight = 0
    /// Read the board again once no write is in flight.
    private var reloadWhenSettled = false

    /// The first card drawn in each column (the view scrolls by whole cards).
    var firstShown: [KanbanColumn: Int] = [:]
    /// How many cards the focused column showed last time: a page.
    var pageCards = 5
    /// The width of the last render (the screen's): the hint bar's too.
    var lastWidth: Int?
    /// Each drawn card's rows, kept while the card, the width and the day
    /// stay the same: wrapping bodies is most of the cost of a frame.
    var cardRowCache: [UUID: CachedCardRows] = [:]

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, calendar: KanbanCalendar = KanbanCalendar(),
                            messenger: TabMessenger) {
        self.init(language: language, store: KanbanRepository(database: database), calendar: calendar, messenger: messenger)
    }

    /// The tab over any store (tests use stand-ins) and calendar.
    init(language: Language, store: any KanbanStore, calendar: KanbanCalendar, messenger: TabMessenger) {
        strings = KanbanStrings(language)
        keys = KanbanKeys(strings)
        self.store = store
        self.calendar = calendar
        self.messenger = messenger
        reload()
    }

    /// Every key of the kanban tab, for help and the key documentation.
    public static func keySections(_ language: Language) -> [KeySection] { KanbanKeys(KanbanStrings(language)).sections }

    public var keySections: [KeySection] { keys.sections }

    public var capturesKeys: Bool { overlay != nil || filter?.isEditing == true }

    // MARK: Reading

    /// Reads the board again; the chosen cards stay chosen where they still are.
    private func reload() {
        do {
            state = try store.load(historyLimit: Self.historyLimit)
            loadError = nil
        } catch {
            state = nil
            loadError = ErrorLine.report(error, while: "reading the kanban board", logger: logger)
        }
        refreshVisible()
    }

    /// Works out what each column shows, and keeps each chosen card chosen
    /// (or, when it is gone, the card now in its place).
    func refreshVisible() {
        let query = filter?.query
        for column in KanbanColumn.allCases {
            let all = state?.board.cards(in: column) ?? []
            totals[column] = all.count
            let shown: [Card]
            if let query, !query.isEmpty, let board = state?.board {
                shown = board.cards(in: column, matching: query)
            } else {
                shown = all
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
    private func choose(_ id: UUID) {
        guard let card = state?.board[id] else { return }
        focus = card.column
        chosen[card.column] = (id, chosen[card.column]?.index ?? 0)
        refreshVisible()
    }

    /// Chooses the card at `index` of the focused column (clamped).
    private func chooseIndex(_ index: Int) {
        let shown = cards(focus)
        guard !shown.isEmpty else { return }
        let clamped = min(max(0, index), shown.count - 1)
        chosen[focus] = (shown[clamped].id, clamped)
    }

    // MARK: Keys

    public func handle(_ input: TabInput) -> Bool {
        let key: Key
        switch input {
        case .key(let pressed): key = pressed
        case .message(let message): return receive(message)
        }
        // No Alt key is bound here: the shell then reads it as Esc and the
        // key, typed quickly (Esc closing the editor, then `m`).
        if case .alt = key { return false }
        if notice?.isError == false { notice = nil }
        switch overlay {
        case .dialog(var modal):
            switch modal.handle(key) {
            case .open: overlay = .dialog(modal)
            case .closed(let action):
                overlay = nil
                if let action { run(action) }
            }
            return true
        case .editor(var editor):
            let outcome = editor.handle(key, keys: keys, strings: strings, today: calendar.today)
            switch outcome {
            case .open: overlay = .editor(editor)
            case .cancelled: overlay = nil
            case .save(let title, let body, let deadline):
                // A board that could not be read back keeps the editor open:
                // nothing typed is lost, and the next save tries again.
                if state == nil { reload() }
                overlay = state == nil ? .editor(editor) : nil
                save(editor.mode, title: title, body: body, deadline: deadline)
            }
            return true
        case .history(var scroll):
            if keys.closeHistory.matches(key) {
                overlay = nil
            } else if keys.undo.matches(key) {
                undo()
            } else if keys.redo.matches(key) {
                redo()
            } else if keys.scrollHistory.matches(key) {
                _ = scroll.handle(key, itemCount: state?.history.count ?? 0)
                overlay = .history(scroll)
            }
            return true
        case .none:
            break
        }
        if state == nil {
            // The board could not be read: every key tries again.
            reload()
            if state == nil { return key != .escape }
        }
        if let filter, filter.isEditing { return handleFilter(key, filter) }
        return handleBoard(key)
    }

    private func handleFilter(_ key: Key, _ current: Filter) -> Bool {
        var current = current
        if keys.filterKeep.matches(key) {
            current.isEditing = false
            filter = current.query.isEmpty ? nil : current
        } else if keys.filterClear.matches(key) {
            filter = nil
        } else if keys.filterChoose.matches(key) {
            moveChoice(by: key == .up ? -1 : 1)
            return true
        } else {
            if case .paste(let text) = key {
                current.field.insert(CardText.cleanTitle(text))
            } else {
                _ = current.field.handle(key)
            }
            filter = current
        }
        refreshVisible()
        return true
    }

    private func handleBoard(_ key: Key) -> Bool {
        if keys.chooseColumn.matches(key) {
            let left = key == .left || key == .character("h")
            focus = (left ? focus.previous : focus.next) ?? focus
        } else if keys.chooseCard.matches(key) {
            moveChoice(by: key == .up || key == .character("k") ? -1 : 1)
        } else if keys.ends.matches(key) {
            switch key {
            case .home: chooseIndex(0)
            case .end: chooseIndex(cards(focus).count - 1)
            case .pageUp: moveChoice(by: -max(1, pageCards - 1))
            default: moveChoice(by: max(1, pageCards - 1))
            }
        } else if keys.new.matches(key) {
            overlay = .editor(CardEditor(newIn: focus))
        } else if keys.edit.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            overlay = .editor(CardEditor(editing: card))
        } else if keys.delete.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            overlay = .dialog(Modal(title: strings.deleteTitle, message: strings.deleteQuestion(card.title),
                                    buttons: [.init(strings.words.yes, action: .delete(card.id), shortcut: "y"),
                                              .init(strings.words.no, shortcut: "n")]))
        } else if keys.moveMenu.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            let columns = KanbanColumn.allCases
            let buttons = columns.enumerated().map { index, column in
                Modal<Action>.Button(strings.moveTo(column), action: column == card.column ? nil : .move(card.id, to: column),
                                     shortcut: Character(String(index + 1)))
            }
            let next = card.column.next ?? card.column.previous ?? card.column
            overlay = .dialog(Modal(title: strings.moveTitle, message: strings.moveQuestion(card.title, from: card.column),
                                    buttons: buttons, defaultButton: columns.firstIndex(of: next) ?? 0))
        } else if keys.moveColumn.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            let left = key == .character("H")
            guard let target = left ? card.column.previous : card.column.next else {
                return say(left ? strings.noColumnLeft : strings.noColumnRight)
            }
            move(card.id, to: target)
        } else if keys.moveInColumn.matches(key) {
            guard let card = chosenCard, let index = chosenIndex(focus) else { return say(strings.noCardChosen) }
            reorder(card, at: index, down: key == .character("J"))
        } else if keys.history.matches(key) {
            overlay = .history(ScrollListState(selectable: false))
        } else if keys.undo.matches(key) {
            undo()
        } else if keys.redo.matches(key) {
            redo()
        } else if keys.filter.matches(key) {
            var current = filter ?? Filter()
            current.isEditing = true
            filter = current
        } else if keys.clearFilter.enabled(filter != nil).matches(key) {
            filter = nil
            refreshVisible()
        } else {
            return false
        }
        return true
    }

    /// Shows `text` over the board; true, as a key that was taken.
    @discardableResult
    private func say(_ text: String, isError: Bool = false) -> Bool {
        notice = Notice(text: text, isError: isError)
        return true
    }

    private func moveChoice(by delta: Int) {
        guard let index = chosenIndex(focus) else { return }
        chooseIndex(index + delta)
    }


    private func run(_ action: Action) {
        switch action {
        case .delete(let id):
            guard let board = state?.board else { return }
            perform(board.removing(id, at: calendar.now()), choosing: nil)
        case .move(let id, let column):
            move(id, to: column)
        }
    }

    private func move(_ id: UUID, to column: KanbanColumn) {
        guard let board = state?.board else { return }
        perform(board.moving(id, to: column, at: calendar.now()), choosing: id)
    }

    /// Moves `card` one place down or up among the cards shown (past
    /// hidden cards when a filter is on), so the move is always seen.
    private func reorder(_ card: Card, at index: Int, down: Bool) {
        guard let board = state?.board else { return }
        let shown = cards(card.column)
        let target = index + (down ? 1 : -1)
        guard shown.indices.contains(target) else {
            say(down ? strings.alreadyLast : strings.alreadyFirst)
            return
        }
        let all = board.cards(in: card.column)
        guard let from = all.firstIndex(where: { $0.id == card.id }),
              let to = all.firstIndex(where: { $0.id == shown[target].id }) else { return }
        perform(board.reordering(card.id, by: to - from, at: calendar.now()), choosing: card.id)
    }

    private func save(_ mode: CardEditor.Mode, title: String, body: String, deadline: Deadline?) {
        guard let board = state?.board else { return }
        let now = calendar.now()
        switch mode {
        case .new(let column):
            let id = UUID()
            perform(board.adding(title: title, body: body, deadline: deadline, to: column, id: id, at: now), choosing: id)
        case .edit(let card):
            if board[card.id] != nil {
                perform(board.editing(card.id, title: title, body: body, deadline: deadline, at: now), choosing: card.id)
            } else {
                // Removed meanwhile (another bankui, an undo elsewhere): what
                // was typed is kept as a new card in the same column.
                let id = UUID()
                perform(board.adding(title: title, body: body, deadline: deadline, to: card.column, id: id, at: now),
                        choosing: id)
            }
        }
    }

    /// Chooses the card `id` and its column; when the filter hides it (a
    /// card just added or edited, or brought back by undo), the filter goes,
    /// so the card is seen where it is.
    private func show(_ id: UUID) {
        choose(id)
        guard let filter, !cards(focus).contains(where: { $0.id == id }),
              let card = state?.board[id], !filter.query.matches(card) else { return }
        self.filter = nil
        refreshVisible()
        choose(id)
        say(strings.filterClearedToShow(card.title))
    }

    // MARK: Changing the board

    /// Performs `action` on the board, shows it and submits it; then
    /// chooses the card `id` (the one added or moved), if given.
    private func perform(_ action: KanbanAction?, choosing id: UUID?) {
        guard let action, var current = state else { return }
        let step = current.perform(action)
        state = current
        submit(step, at: action.at)
        refreshVisible()
        if let id { show(id) }
    }

    private func undo() {
        guard var current = state else { return }
        let now = calendar.now()
        guard let step = current.undo(at: now) else {
            say(strings.nothingToUndo)
            return
        }
        state = current
        afterUndoOrRedo(step, at: now)
    }

    private func redo() {
        guard var current = state else { return }
        let now = calendar.now()
        guard let step = current.redo(at: now) else {
            say(strings.nothingToRedo)
            return
        }
        state = current
        afterUndoOrRedo(step, at: now)
    }

    /// Submits an undo or redo, chooses its card where it now is, and says
    /// what was done (the history line it added).
    private func afterUndoOrRedo(_ step: KanbanStep, at now: Date) {
        submit(step, at: now)
        refreshVisible()
        let id = step.action.cardID
        if state?.board[id] != nil { show(id) }
        say(strings.history(step.historyEntry(at: now), width: (lastWidth ?? 80) - 2))
    }

    /// Submits `step`; the store's answer comes back as a message.
    private func submit(_ step: KanbanStep, at: Date) {
        writesInFlight += 1
        let messenger = self.messenger, logger = self.logger
        let what = strings.history(step.historyEntry(at: at), width: 60)
        store.submit(step, at: at) { result in
            switch result {
            case .success: messenger.send(Message.saved)
            case .failure(let failure):
                logger.error("saving the kanban board: \(failure)")
                messenger.send(Message.refused(what, ErrorLine.cut(failure.why)))
            }
        }
    }

    /// A store's answer, or another program's change.
    private func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writesInFlight == 0 { reload() } else { reloadWhenSettled = true }
            return true
        }
        guard let message = message as? Message else { return false }
        writesInFlight = max(0, writesInFlight - 1)
        switch message {
        case .saved:
            if notice?.isError == true { notice = nil }
        case .refused(let what, let reason):
            say(strings.saveFailed(what, reason), isError: true)
            reloadWhenSettled = true
        }
        if writesInFlight == 0, reloadWhenSettled {
            reloadWhenSettled = false
            reload()
        }
        return true
    }
}

/// A card's rows as last drawn, and what they were drawn for.
struct CachedCardRows {
    let card: Card
    let width: Int
    let today: Deadline
    let rows: [CardRows.Row]
}

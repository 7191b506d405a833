import TextKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
import TerminalUI
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// A board in memory: it keeps what it is sent as the database would (each
/// step applied to its own state), answers at once on the caller's thread,
/// and can be told to refuse reads or writes, to show what the tab does
/// when the database stops working.
final class StandInKanbanStore: KanbanStore, @unchecked Sendable {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    var state: KanbanState
    var failsReads = false
    var failsWrites = false
    /// Every step received, in order.
    private(set) var steps: [KanbanStep] = []
    /// How many times the board was read.
    private(set) var loads = 0

    init(_ state: KanbanState = KanbanState()) { self.state = state }

    /// A store holding `cards` and nothing else.
    convenience init(cards: [Card]) { self.init(KanbanState(board: Board(cards: cards))) }

    func load(historyLimit: Int) throws -> KanbanState {
        if failsReads { throw Refused() }
        loads += 1
        var copy = state
        copy.history = Array(copy.history.prefix(historyLimit))
        return copy
    }

    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        if failsWrites { return completion(.failure(WriteFailure(write: "kanban", reason: .refused(Refused())))) }
        steps.append(step)
        switch step {
        case .perform(let action): state.perform(action)
        case .undo(let action): state.undo(action, at: at)
        case .redo(let action): state.redo(action, at: at)
        }
        completion(.success(()))
    }

    func submitShowBoard(_ board: UUID) { state.shownBoard = board }
}

/// A real database whose steps are recorded at once (the repository's
/// blocking call), so a test reads what it did right away.
struct ImmediateKanbanStore: KanbanStore {
    let repository: KanbanRepository

    func load(historyLimit: Int) throws -> KanbanState { try repository.load(historyLimit: historyLimit) }

    func flow(on board: UUID) throws -> [FlowCard] { try repository.flowCards(on: board).cards }

    func activity(limit: Int, offset: Int, since: Date?, board: UUID?) throws -> [HistoryEntry] {
        try repository.activity(limit: limit, offset: offset, since: since, board: board)
    }

    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        do {
            try repository.record(step, at: at)
            completion(.success(()))
        } catch {
            completion(.failure(WriteFailure(write: "kanban", reason: .refused(error))))
        }
    }
}

/// 2026-11-23 10:30 in Seoul: the day the tests live in.
let testNow = Date(timeIntervalSince1970: 1_795_397_400)
let seoul = TimeZone(identifier: "Asia/Seoul")!

/// A calendar stopped at `testNow` (or `now`), in Seoul.
func testCalendar(_ now: Date = testNow) -> KanbanCalendar {
    KanbanCalendar(timeZone: seoul, now: { now })
}

/// The kanban tab alone in a shell, driven headless.
typealias KanbanHarness = TabHarness<KanbanTab>

extension TabHarness where Tab == KanbanTab {
    /// The tab as `person` (the same on every machine: never `$USER@host`).
    convenience init(store: any KanbanStore, language: Language = .en, size: Size = Size(width: 80, height: 24),
                     calendar: KanbanCalendar = testCalendar(), keys: KeyOverrides = .none, theme: Theme = .standard,
                     person: String = "tester", readOnly: Bool = false) {
        let name = (try? PersonName.validated(person).get()) ?? PersonName.fallback(user: "tester", host: nil)
        self.init(KanbanTab(language: language, store: store, calendar: calendar, keys: keys, person: name, readOnly: readOnly),
                  language: language, size: size, theme: theme, keys: keys)
    }

    /// Adds a card through the editor: `n`, the title, Tab, the deadline,
    /// Tab, the body, Ctrl-S.
    func add(_ title: String, deadline: String = "", body: String = "") {
        send(.character("n"))
        type(title)
        send(.tab)
        type(deadline)
        send(.tab)
        if !body.isEmpty { send(.paste(body)) }
        send(.control("s"))
    }

    /// The titles of `column`, in order, as the board holds them.
    func titles(_ column: KanbanColumn) -> [String] {
        tab.state?.board.cards(in: column).map(\.title) ?? []
    }
}

/// A card for a test board.
func card(_ title: String, _ column: KanbanColumn = .todo, body: String = "", deadline: String? = nil,
          position: String) -> Card {
    Card(title: title, body: body, deadline: deadline.flatMap(Deadline.init(iso:)), column: column, position: position)
}

/// Cards in order in each column, positions made in order.
func board(_ columns: [KanbanColumn: [(String, String, String?)]]) -> [Card] {
    var cards: [Card] = []
    for (column, list) in columns {
        let keys = OrderKey.sequence(list.count)
        for ((title, body, deadline), key) in zip(list, keys) {
            cards.append(card(title, column, body: body, deadline: deadline, position: key))
        }
    }
    return cards
}

/// A board as a person would have made it over a few days, with its
/// history and undo stack: cards in every column, a deadline passed, two
/// due today (one in DONE, which is never flagged), Hangul, a long body.
func sampleState() -> KanbanState {
    var state = KanbanState()
    var minutes = 0.0
    func at() -> Date {
        minutes += 47
        return testNow.addingTimeInterval(-3 * 86_400 + minutes * 60)
    }
    func add(_ title: String, _ column: KanbanColumn, body: String = "", deadline: String? = nil) -> UUID {
        let id = UUID()
        state.perform(state.board.adding(title: title, body: body, deadline: deadline.flatMap(Deadline.init(iso:)),
                                         to: column, id: id, at: at()))
        return id
    }
    _ = add("Write the quarterly report", .todo,
            body: "Collect the numbers from finance.\nAsk Mina about the charts before Friday, and check the totals twice.",
            deadline: "2026-11-26")
    _ = add("Renew the passport", .todo, deadline: "2026-11-20")
    _ = add("세금 신고서 작성하기", .todo, body: "홈택스에서 영수증을 내려받아 정리하기", deadline: "2026-11-23")
    let bug = add("Fix the login bug", .todo, body: "Users on Safari are logged out after a minute.", deadline: "2026-11-23")
    _ = add("Review pull request #42", .doing)
    let flights = add("Book flights to Busan", .doing, deadline: "2026-11-23")
    if let action = state.board.moving(bug, to: .doing, at: at()) { state.perform(action) }
    if let action = state.board.moving(flights, to: .done, at: at()) { state.perform(action) }
    if let action = state.board.editing(bug, title: "Fix the login bug on Safari",
                                        body: "Users on Safari are logged out after a minute.", deadline: Deadline(iso: "2026-11-23"),
                                        at: at()) {
        state.perform(action)
    }
    return state
}

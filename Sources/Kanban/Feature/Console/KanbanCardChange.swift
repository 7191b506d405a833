import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
import TextKit

/// How `bankui kanban add`, `move`, `done` and `rm` change a card: what
/// the change needs is read through ``Reading`` (the boards, the last card
/// of one column, the cards an id names: a few rows, never the whole
/// board), `make` returns the action the tab would perform (nil: nothing
/// to do, already said), and it is recorded as the tab records it (a
/// history line, undone with `u`, shared at the next sync).
enum KanbanCardChange {
    /// The reads a change may make; a read that fails says so on
    /// standard error and ends with status 1.
    struct Reading {
        let repository: KanbanRepository

        /// The boards without their cards, and the board the tab shows.
        func boards() throws -> (boards: Board, shown: UUID) {
            try read { try repository.boardsAndShown() }
        }

        /// The position of the last live card of `column` on `board`, nil
        /// when the column is empty.
        func lastPosition(in column: KanbanColumn, on board: UUID) throws -> String? {
            try read { try repository.lastPosition(in: column, on: board) }
        }

        /// The live cards whose id starts with `digits`.
        func cards(withIDStartingWith digits: String) throws -> [Card] {
            try read { try repository.liveCards(withIDStartingWith: digits) }
        }

        private func read<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch {
                Console.complain("bankui: cannot read the board: \(error)")
                throw ExitCode.failure
            }
        }
    }

    /// Changes a setting of the board `name` names (or the one the tab
    /// shows) as `make` says; nil from `make`: it has that setting already,
    /// said as `unchanged(name)` on standard error, nothing changed.
    static func setOnBoard(_ name: String?, _ global: GlobalOptions, notDone: String, unchanged: (String) -> String,
                           _ make: (Board, UUID, Date) -> KanbanAction?) throws {
        try run(global, notDone: notDone) { reading, now in
            let (boards, shown) = try reading.boards()
            let target = try KanbanBoardsCommand.chosen(name, in: boards, shown: shown, global.language)
            guard let action = make(boards, target.id, now) else {
                Console.complain("bankui: \(unchanged("'\(UntrustedText.clean(target.name, .singleLine))'")); nothing changed")
                return nil
            }
            return action
        }
    }

    static func run(_ global: GlobalOptions, notDone: String,
                    _ make: (Reading, Date) throws -> KanbanAction?) throws {
        try KanbanIdentity.refuseIfReadOnly(global, notDone: notDone)
        let person = try KanbanIdentity.person(global)
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        let repository = KanbanRepository(database: database, author: person)
        let action: KanbanAction?
        do {
            action = try make(Reading(repository: repository), Date())
        } catch {
            database.close()
            throw error
        }
        guard let action else {
            database.close()
            return
        }
        try Console.writeAndClose(database, notDone: notDone) { done in
            repository.submitRecord(.perform(action), at: action.at, completion: done)
        }
    }

    /// The one live card `text` names (``CardReference``) and the boards
    /// it is among (its cards: the cards the reference matches), or says
    /// why not and fails: a malformed or ambiguous reference is status 64
    /// (the matches are listed), no such card status 1.
    static func card(_ text: String, _ reading: Reading, notDone: String) throws -> (Card, on: Board) {
        let reference: CardReference
        do {
            reference = try CardReference(text)
        } catch {
            Console.complain("bankui: \(notDone): \(error)")
            throw ExitCode.validationFailure
        }
        let boards = try reading.boards().boards
        let found = try reading.cards(withIDStartingWith: reference.digits)
        // The boards with just those cards: the same order, the same
        // shown board of each as on the whole board.
        let board = Board(cards: found, tombstones: [], boards: Array(boards.boards.values),
                          removedBoards: Array(boards.removedBoards.values), filterIndex: false)
        let shown = UntrustedText.clean(text, .singleLine)
        switch reference.match(in: board) {
        case .one(let card):
            return (card, board)
        case .none:
            Console.complain("bankui: \(notDone): no card's id starts with '\(shown)'")
            throw ExitCode.failure
        case .several(let cards):
            var message = "bankui: \(notDone): '\(shown)' is the start of \(cards.count) cards' ids; type more of it:"
            for card in cards {
                message += "\n  " + CardReference.short(card.id) + "  " + UntrustedText.clean(card.title, .singleLine)
            }
            Console.complain(message)
            throw ExitCode.validationFailure
        }
    }
}

import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The due view (`D`): the cards with a deadline that are not done, by
/// when they are due; Enter goes to the chosen card on the board (a filter
/// that hides it is cleared).
extension KanbanTab {
    /// Every live card of every board, with its board's name.
    var dueEntries: [DueGroups.Entry] {
        let entries = state.map { DueGroups.entries(of: $0.board) } ?? []
        // A kept `/@name` (`/@me`): that person's cards.
        guard let person = duePerson else { return entries }
        return entries.filter { CardMentions.isFor($0.card, person) }
    }

    /// The person the filter names, whose cards the due view shows.
    var duePerson: PersonName? { filter?.query.person }

    func openDueView() {
        overlay = .due(DueView(entries: dueEntries, today: calendar.today))
    }

    /// The board changed under an open due view: its lines follow.
    func refreshDueView() {
        guard case .due(var view) = overlay else { return }
        view.update(entries: dueEntries, today: calendar.today)
        overlay = .due(view)
    }

    func handleDue(_ key: Key, _ view: DueView) {
        var view = view
        switch view.handle(key, keys: keys) {
        case .open: overlay = .due(view)
        case .close: overlay = nil
        case .go(let id):
            overlay = nil
            goToCard(id)
        }
    }

    /// Shows the card `id`'s board and chooses the card there; a filter
    /// that hides it goes.
    func goToCard(_ id: UUID) {
        guard let board = state?.board, let card = board[id] else { return }
        showBoard(board.shownBoard(of: card))
        if let filter, !filter.query.matches(card) {
            self.filter = nil
            refreshVisible()
            say(strings.filterClearedToShow(card.title))
        }
        choose(id)
    }

    /// A click on a card's line chooses it (a double click goes to it).
    func clickDue(_ target: HitTarget, double: Bool, _ view: DueView) -> Bool {
        guard case .row(DueView.listName, let index) = target else { return false }
        var view = view
        view.scroll.select(index, itemCount: view.lines.count)
        view.skipHeading(forward: true)
        overlay = .due(view)
        if double, let id = view.chosenCard {
            overlay = nil
            goToCard(id)
        }
        return true
    }

    func scrollDue(by rows: Int, _ view: DueView) {
        var view = view
        view.scroll.scroll(by: rows, itemCount: view.lines.count)
        view.skipHeading(forward: rows > 0)
        overlay = .due(view)
    }
}

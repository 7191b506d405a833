import KanbanCore
import TabKit
import TerminalUI

/// `A`: the archive, DONE's cards done more than the board's days ago
/// (14 unless set; ``WipLimits/archiveAfter``). Hidden, they are not in
/// DONE, its count or its limit, and the border says how many there are;
/// shown, they are in DONE again, marked `⌂` and dim, the filter and the
/// export take them too, `r` puts the chosen one back (dated today,
/// undoable, shared) and `W` sets the days.
extension KanbanTab {
    /// The board's archive days (0: never).
    var archiveDays: Int {
        state?.board.wip(of: boardShown).archiveAfter ?? firstPage?.settings.archiveAfter ?? WipLimits.defaultArchiveDays
    }

    /// Whether `card` is in the archive today.
    func isArchived(_ card: Card) -> Bool {
        card.isArchived(today: calendar.today, after: archiveDays)
    }

    /// The cards `column` shows of `board`: the filter's, and DONE without
    /// the archive unless it is shown.
    func shownCards(_ column: KanbanColumn, of board: Board) -> [Card] {
        board.shown(column, board: boardShown, today: calendar.today, archive: showArchive, matching: filter?.query)
    }

    func toggleArchive() {
        showArchive.toggle()
        refreshVisible()
        if !showArchive { say(strings.archiveHidden) }
    }

    /// `r`: puts the chosen card of the archive back.
    func unarchiveChosen() -> Bool {
        guard let card = chosenCard else { return say(strings.noCardChosen) }
        guard isArchived(card),
              let action = state?.board.unarchiving(card.id, today: calendar.today, at: calendar.now()) else {
            return say(strings.notArchived(card.title))
        }
        perform(action, choosing: card.id)
        sayDone(action)
        return true
    }

    /// While the archive is shown: what it is and its keys, over the title.
    var archiveNotice: String {
        strings.archiveShown(count: archivedCount, days: archiveDays, unarchiveKey: keys.unarchive.hintKeys,
                             daysKey: keys.wip.hintKeys, archiveKey: keys.archive.hintKeys)
    }
}

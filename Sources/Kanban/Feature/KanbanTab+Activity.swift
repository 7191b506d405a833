import KanbanCore
import TerminalUI

/// The history panel is the board's whole activity: it starts with the
/// lines the board keeps and reads older ones from storage, a page at a
/// time, as it is scrolled down to them.
extension KanbanTab {
    /// Lines read from storage at a time.
    nonisolated static let activityPage = 500

    /// The history panel opens: it starts again from the lines the board keeps.
    func startActivity() {
        olderHistory = []
        olderHistoryRead = 0
        olderHistoryEnded = false
    }

    /// Reads the next page of older lines when `scroll` comes within two
    /// screens of the end of what is there.
    func readOlderHistory(near scroll: ScrollListState) {
        guard !olderHistoryEnded else { return }
        let shown = shownHistory.count
        guard scroll.offset + 2 * max(1, scroll.viewportRows) >= shown else { return }
        let skip = (state?.history.count ?? 0) + olderHistoryRead
        guard let page = try? store.activity(limit: Self.activityPage, offset: skip, since: nil, board: nil) else {
            olderHistoryEnded = true
            return
        }
        olderHistoryRead += page.count
        olderHistory += page
        if page.count < Self.activityPage { olderHistoryEnded = true }
    }
}

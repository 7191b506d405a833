import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// Why the flow could not be read, in words.
struct FlowReadFailure: Error, Sendable {
    let reason: String
}

/// `F`: the flow of the board shown (``FlowPanel``), worked out in the
/// background from the moments storage keeps; Esc or `F` closes it.
extension KanbanTab {
    func openFlow() {
        guard let state else { return }
        let board = boardShown
        let name = state.board.orderedBoards.first { $0.id == board }?.name ?? ""
        overlay = .flow(FlowPanel(board: board, boardName: name))
        let store = self.store, calendar = self.calendar
        effects.background {
            let result: Result<FlowStats, FlowReadFailure>
            do {
                let cards = try store.flow(on: board)
                result = .success(FlowStats(cards, today: calendar.today, timeZone: calendar.timeZone))
            } catch {
                result = .failure(FlowReadFailure(reason: String(describing: error)))
            }
            return Message.flow(board: board, result)
        }
    }

    /// The flow read: shown, if the panel of that board is still open.
    func flowRead(board: UUID, _ result: Result<FlowStats, FlowReadFailure>) {
        guard case .flow(var panel) = overlay, panel.board == board else { return }
        switch result {
        case .success(let stats): panel.stats = stats
        case .failure(let failure): panel.failure = failure.reason
        }
        overlay = .flow(panel)
    }

    func handleFlow(_ key: Key, _ current: FlowPanel) {
        var panel = current
        if keys.closeFlow.matches(key) {
            overlay = nil
            return
        }
        if keys.scrollFlow.matches(key) {
            _ = panel.scroll.handle(key, itemCount: panel.lineCount, keys: keys.list)
            overlay = .flow(panel)
        }
    }
}

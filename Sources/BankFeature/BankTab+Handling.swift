import BankCore
import TabKit
import TerminalUI

/// Everything that reaches the bank tab: keys, the wheel, ticks and the
/// bank's events.
extension BankTab {
    public func handle(_ input: TabInput) -> Bool {
        switch input {
        case .click:
            return false
        case .scroll(let target, let rows):
            // The wheel over the waiting column scrolls it.
            guard target.areaName == Self.waitingList else { return false }
            waitingScroll.scroll(by: rows, itemCount: board.waiting.count)
        case .tick:
            // The timer line reads the business time as of now: a redraw
            // is all a tick needs.
            return true
        case .message(let message):
            // Events of an earlier run are dropped by the board.
            guard let event = message as? BankEvent else { return false }
            board.apply(event)
        case .key(let key):
            if keys.add.matches(key) {
                bank.addCustomers(10)
            } else if keys.reset.matches(key) {
                board.reset(run: bank.reset())
                waitingScroll = ScrollListState(selectable: false)
                workingScroll = ScrollListState(selectable: false)
            } else if keys.scroll.matches(key) || keys.page.matches(key) {
                return waitingScroll.handle(key, itemCount: board.waiting.count)
            } else {
                return false
            }
        }
        return true
    }
}

import BankCore
import TabKit
import TerminalUI

/// Everything that reaches the bank tab: keys, the wheel, ticks and the
/// bank's events.
extension BankTab: InputHandling {
    public func handleKey(_ key: Key) -> Bool {
        if planner != nil { return handlePlannerKey(key) }
        if optionsPanel != nil { return handleOptionsKey(key) }
        if keys.plan.matches(key) {
            openPlanner()
        } else if keys.options.matches(key) {
            openOptions()
        } else if keys.add.matches(key) {
            // The bankers take it from here; their events come back as messages.
            let bank = self.bank
            effects.start { _ in bank.addCustomers(10) }
        } else if keys.reset.matches(key) {
            board.reset(run: bank.reset())
            plots.reset()
            // The chosen arrivals go on in the new run, from its start.
            if let arrivals = liveArrivals {
                liveArrivals = LiveArrivals(process: arrivals.process, loanShare: arrivals.loanShare, seed: arrivalSeed)
                arrivalsStart = bank.now
            }
            waitingScroll = ScrollListState(selectable: false)
            workingScroll = ScrollListState(selectable: false)
        } else if keys.scroll.matches(key) || keys.page.matches(key) {
            return waitingScroll.handle(key, itemCount: board.waiting.count)
        } else {
            return false
        }
        return true
    }

    /// The wheel over the waiting column scrolls it.
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool {
        guard target.areaName == Self.waitingList else { return false }
        waitingScroll.scroll(by: rows, itemCount: board.waiting.count)
        return true
    }

    /// The timer line reads the business time as of now; the line's plot
    /// takes its sample of the moment.
    public func handleTick() -> Bool {
        letArrivalsIn()
        sampleLine()
        return true
    }

    /// A bank event; those of an earlier run are dropped by the board.
    public func receive(_ message: any Sendable) -> Bool {
        if let answer = message as? OptionsAnswer {
            receiveOptions(answer)
            return true
        }
        if let answer = message as? PlannerAnswer {
            receivePlan(answer)
            return true
        }
        guard let event = message as? BankEvent else { return false }
        guard board.apply(event) else { return true }
        plots.apply(event)
        sampleLine()
        return true
    }

    /// Notes the waiting line's length at the business time of now.
    private func sampleLine() {
        plots.sample(length: board.waiting.count, at: bank.statistics.businessTime)
    }
}

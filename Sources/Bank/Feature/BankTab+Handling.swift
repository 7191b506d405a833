import BankCore
import TabKit
import TerminalUI

/// Everything that reaches the bank tab: keys, the wheel, ticks and the
/// answers of its background work.
extension BankTab: InputHandling {
    public func handleKey(_ key: Key) -> Bool {
        if planner != nil { return handlePlannerKey(key) }
        if optionsPanel != nil { return handleOptionsKey(key) }
        if keys.plan.matches(key) {
            openPlanner()
        } else if keys.options.matches(key) {
            openOptions()
        } else if keys.add.matches(key) {
            var businesses: [Business] = []
            for _ in 0..<10 { businesses.append(.random(using: &random)) }
            letIn(businesses)
        } else if keys.reset.matches(key) {
            reset()
        } else if keys.scroll.matches(key) || keys.page.matches(key) {
            return waitingScroll.handle(key, itemCount: board.waiting.count, keys: keys.list)
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

    /// The bank's time moves on by the time since the last tick: services
    /// end, customers are called, those who came meanwhile are let in, each
    /// at its own time; the line's plot takes its sample of the moment.
    public func handleTick(at time: Duration) -> Bool {
        let passed = lastTick.map { max(.zero, time - $0) } ?? .zero
        lastTick = time
        advance(to: simulation.now + passed)
        plots.sample(length: board.waiting.count, at: simulation.businessTime)
        stopTimeWhenIdle()
        return true
    }

    /// The answer of a plan or of reading a profile.
    public func receive(_ message: any Sendable) -> Bool {
        if let answer = message as? OptionsAnswer {
            receiveOptions(answer)
            return true
        }
        if let answer = message as? PlannerAnswer {
            receivePlan(answer)
            return true
        }
        return false
    }

    /// Customers with these businesses come in now, in this order.
    func letIn(_ businesses: [Business]) {
        var events: [BankEvent] = []
        simulation.addCustomers(businesses) { events.append($0) }
        show(events)
    }

    /// `r`: everyone leaves, the time and the numbering start again; the
    /// chosen arrivals go on in the new run, from its start.
    func reset() {
        simulation.reset()
        board.reset(run: simulation.run)
        plots.reset()
        if let arrivals = liveArrivals {
            liveArrivals = LiveArrivals(process: arrivals.process, loanShare: arrivals.loanShare, seed: arrivalSeed)
            arrivalsStart = simulation.now
            expectArrivals()
        }
        waitingScroll = ScrollListState(selectable: false)
        workingScroll = ScrollListState(selectable: false)
        stopTimeWhenIdle()
    }

    /// Moves the bank's time on to `end` (time since the run began), one
    /// instant at a time: the services that end, and the customers who
    /// keep coming, each let in at their own time. Services that end as a
    /// customer comes end first, as in the simulation.
    private func advance(to end: Duration) {
        while true {
            let arrival = liveArrivals?.next.map { arrivalsStart + $0 }
            if let finish = simulation.nextFinish, finish <= end, finish <= arrival ?? end {
                var events: [BankEvent] = []
                simulation.step { events.append($0) }
                show(events)
            } else if let arrival, arrival <= end, var arrivals = liveArrivals {
                simulation.advance(to: arrival)
                let due = arrivals.arrivals(upTo: arrival - arrivalsStart)
                liveArrivals = arrivals
                letIn(due)
                if arrivals.next == nil { expectArrivals() }
            } else {
                break
            }
        }
        simulation.advance(to: end)
    }

    /// The board and the plots follow what happened at the simulation's
    /// instant; the line's plot notes its length after each event, so a
    /// crowd that came and was called at once still shows.
    private func show(_ events: [BankEvent]) {
        for event in events where board.apply(event) {
            plots.sample(length: board.waiting.count, at: simulation.businessTime)
        }
    }

    /// Tells the floor whether customers are still to come: while they
    /// are, the bank is open and its business time runs, empty or not.
    func expectArrivals() {
        simulation.expectArrivals(liveArrivals?.next != nil)
    }

    /// With nobody in and nobody to come the timer stops, and the bank's
    /// time with it: the next customers start it again from where it stood.
    func stopTimeWhenIdle() {
        if tickInterval == nil { lastTick = nil }
    }
}

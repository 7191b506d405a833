import Foundation

/// The live bank: customers arrive, bankers serve them really concurrently
/// (one task per service, sleeping on the injected clock), and every change
/// is reported to `onEvent`.
///
/// Thread-safe; every method may be called from any thread or actor and
/// returns at once (none waits for a banker). The floor itself is a `Lobby`
/// behind a lock, the same state machine `Simulation` drives in virtual time.
///
/// Delivery: `onEvent` is called one event at a time, in the order things
/// happened, on whichever thread caused them (the caller of `addCustomers`,
/// or the task of a banker who finished). It may call back into the bank,
/// `reset()` included. It must not block waiting for another thread that may
/// be calling `reset()` (post to the main actor asynchronously instead).
/// A consumer slower than the bankers (a console printing a million lines)
/// holds them back: once `outboxLimit` events wait for it, a banker who
/// finishes waits too, so undelivered events never pile up in memory.
///
/// Order: at each instant every service that ends is finished, in ticket
/// order, before anyone is called, in ticket order (see `Lobby`); the live
/// bank and `Simulation` give the same timeline, event for event.
///
/// Reset: after `reset()` returns, `onEvent` is never called with an event
/// of an earlier run, and no such call is still in progress on another
/// thread (`reset()` waits for it). A consumer that forwards events to
/// another thread should still drop events whose `run` is not its current
/// one (`BankBoard` does), because a forwarded event may land after the reset.
///
/// Typical use from the UI (main actor): keep a `BankBoard(run: bank.run)`,
/// post each event to the main actor and `apply` it there; on `r` call
/// `board.reset(run: bank.reset())`; draw the board, and format
/// `bank.statistics` (its `businessTime` is the timer line); tick the timer
/// while `!board.isEmpty`.
public final class Bank: Sendable {
    /// Staffing and service times (the service kind as last changed).
    public var configuration: BankConfiguration { state.withLock { $0.lobby.configuration } }
    let timeline: Timeline
    let onEvent: @Sendable (BankEvent) -> Void
    let state: Locked<BankState>
    /// Held while an event is checked against the current run and handed to
    /// `onEvent`, and while `reset()` changes the run, so the two cannot
    /// interleave. Recursive so that `onEvent` may call `reset()`.
    let delivery = NSRecursiveLock()

    /// A bank with every banker free.
    /// - Parameters:
    ///   - configuration: staffing and service times (default: the seed's).
    ///   - clock: whose time the bankers work in; tests pass a manual clock.
    ///   - random: draws the business of customers added by count.
    ///   - serviceRandom: draws the service times when they are exponential
    ///     (a stream of its own, so the businesses drawn do not depend on
    ///     when bankers finish); it goes on across resets, as `random` does.
    ///   - onEvent: receives every event; see the type's notes on delivery.
    public init(configuration: BankConfiguration = .seed,
                clock: some Clock<Duration> = ContinuousClock(),
                random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                serviceRandom: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                onEvent: @escaping @Sendable (BankEvent) -> Void) {
        self.onEvent = onEvent
        let timeline = Timeline(clock)
        self.timeline = timeline
        state = Locked(BankState(lobby: Lobby(configuration: configuration, serviceRandom: serviceRandom),
                                 runStart: timeline.now(), random: random))
    }

    deinit {
        let (tasks, waiters) = state.withLock { state in
            (Array(state.services.values), state.idleWaiters + state.roomWaiters + state.outbox.flatMap(\.waiters))
        }
        tasks.forEach { $0.cancel() }
        waiters.forEach { $0.resume() }
    }

    /// The current run: 1 at first, one more after each `reset()`.
    public var run: Int { state.withLock { $0.run } }

    /// True when nobody is waiting or being served.
    public var isIdle: Bool { state.withLock { $0.lobby.isIdle } }

    /// Time since the current run began, on the bank's clock.
    public var now: Duration {
        state.withLock { state in timeline.now() - state.runStart }
    }

    /// Figures of the current run as of now.
    public var statistics: BankStatistics {
        state.withLock { state in state.lobby.statistics(at: timeline.now() - state.runStart) }
    }

    /// `count` customers arrive, each with a business drawn from the bank's
    /// random source; numbers continue from the last customer of this run.
    /// Returns them with their tickets (empty for a count of zero or less).
    @discardableResult
    public func addCustomers(_ count: Int) -> [Customer] {
        let added = state.withLock { state in
            var businesses: [Business] = []
            for _ in 0..<max(0, count) { businesses.append(.random(using: &state.random)) }
            return arrive(businesses, in: &state)
        }
        publish()
        return added
    }

    /// Customers with these businesses arrive, in this order.
    @discardableResult
    public func addCustomers(_ businesses: [Business]) -> [Customer] {
        let added = state.withLock { arrive(businesses, in: &$0) }
        publish()
        return added
    }

    /// Stops everything at once: waiting customers and customers in service
    /// are dropped, their bankers' tasks cancelled, numbering and statistics
    /// start over, and a new run begins. Returns the new run.
    @discardableResult
    public func reset() -> Int {
        delivery.lock()
        let (run, tasks, waiters) = state.withLock { state in
            state.run += 1
            state.runStart = timeline.now()
            state.lobby = state.lobby.emptied()
            let tasks = Array(state.services.values)
            let waiters = state.idleWaiters + state.roomWaiters + state.outbox.flatMap(\.waiters)
            state.services = [:]
            state.idleWaiters = []
            state.roomWaiters = []
            // Undelivered events belong to the old run; dropping them here
            // is an optimisation, the run check at delivery is the guarantee.
            state.outbox = []
            return (state.run, tasks, waiters)
        }
        delivery.unlock()
        tasks.forEach { $0.cancel() }
        waiters.forEach { $0.resume() }
        return run
    }

    /// Services that start from now on, in this run and the next, are of
    /// `kind`: the business's seconds, or drawn with those seconds as the
    /// mean. Customers being served keep the end their service was given.
    public func changeService(to kind: ServiceTimes.Kind) {
        state.withLock { $0.lobby.changeService(to: kind) }
    }

    /// Customers with these businesses all arrive now but wait outside, each
    /// let in (ticket, `.arrived` event) only when a banker needs them: the
    /// same timeline as `addCustomers`, holding only the customers in line
    /// (see `Lobby.arriveOutside`). For a day of any size.
    public func addCrowd<Customers: Sequence<Business>>(_ businesses: Customers) where Customers.Iterator: Sendable {
        state.withLock { state in
            let time = timeline.now() - state.runStart
            letEveryoneIn(&state)
            state.lobby.arriveOutside(businesses.makeIterator(), at: time)
            startWaiting(at: time, in: &state)
        }
        publish()
    }

    private func arrive(_ businesses: [Business], in state: inout BankState) -> [Customer] {
        let time = timeline.now() - state.runStart
        letEveryoneIn(&state)
        var added: [Customer] = []
        added.reserveCapacity(businesses.count)
        for business in businesses {
            let customer = state.lobby.arrive(business, at: time)
            added.append(customer)
            state.outbox.append(.event(BankEvent(run: state.run, time: time, kind: .arrived(customer))))
        }
        startWaiting(at: time, in: &state)
        return added
    }

    /// Customers of a crowd still outside arrived before anyone who comes
    /// now: they take their tickets first.
    private func letEveryoneIn(_ state: inout BankState) {
        while let entry = state.lobby.letIn() {
            state.outbox.append(.event(BankEvent(run: state.run, time: entry.time, kind: .arrived(entry.customer))))
        }
    }

    /// Lets free bankers call waiting customers (and lets in customers from
    /// outside when a banker has nobody to call). Each service gets a task
    /// that sleeps until the service's end on the injected clock, unless it
    /// ends by `limit`: the caller finishes those itself (see `serviceEnded`).
    /// Returns how many events it queued.
    @discardableResult
    private func startWaiting(at time: Duration, in state: inout BankState, finishingBy limit: Duration? = nil) -> Int {
        var produced = 0
        while let step = state.lobby.nextStep(at: time) {
            produced += 1
            switch step {
            case .arrived(let customer, let arrival):
                state.outbox.append(.event(BankEvent(run: state.run, time: arrival, kind: .arrived(customer))))
            case .started(let service):
                state.outbox.append(.event(BankEvent(run: state.run, time: service.startedAt, kind: .started(service))))
                if let limit, service.endsAt <= limit { continue }
                let run = state.run
                let deadline = state.runStart + service.endsAt
                let sleep = timeline.sleep
                state.services[service.banker] = Task { [weak self] in
                    // Cancelled by reset(): the customer is gone, nothing to report.
                    do { try await sleep(deadline) } catch { return }
                    await self?.serviceEnded(service, run: run)
                }
            }
        }
        return produced
    }

    /// A banker's sleep is over. Every service that has ended by now is
    /// finished, not only this one, instant by instant: when several
    /// deadlines pass at once (a clock that jumps, a machine that was
    /// suspended, a speed so high that services end faster than tasks wake)
    /// the tasks wake in any order, and handling each alone would let a later
    /// customer start before an earlier one. At each instant every service
    /// that ends is finished, in ticket order, before anyone is called, in
    /// ticket order: the simulation's timeline, event for event.
    ///
    /// The work is done in rounds of at most `Self.round` events. Between
    /// rounds, when the consumer is behind (the outbox is full while it
    /// delivers), the task waits for it, so a fast bank never piles up
    /// events in memory faster than they are printed.
    private func serviceEnded(_ service: Service, run: Int) async {
        while true {
            let more = state.withLock { state -> Bool in
                // A service of an earlier run woke just as reset() cancelled it.
                guard state.run == run else { return false }
                let limit = max(timeline.now() - state.runStart, service.endsAt)
                var produced = 0
                while produced < Self.round, let due = state.lobby.firstToFinish(by: limit) {
                    let instant = due.endsAt
                    while let next = state.lobby.firstToFinish(by: instant), let finished = state.lobby.finish(next) {
                        // Its own task, if it has one and it is not this one,
                        // wakes to find it gone.
                        state.services[finished.banker] = nil
                        state.outbox.append(.event(BankEvent(run: run, time: instant, kind: .finished(finished))))
                        produced += 1
                    }
                    // The next customers start when these ended, not when a
                    // task got to run.
                    produced += startWaiting(at: instant, in: &state, finishingBy: limit)
                }
                if state.lobby.isIdle, !state.idleWaiters.isEmpty {
                    state.outbox.append(.wake(state.idleWaiters))
                    state.idleWaiters = []
                }
                return state.lobby.firstToFinish(by: limit) != nil
            }
            publish()
            guard more else { return }
            await roomInOutbox()
        }
    }

    /// Events one round of `serviceEnded` produces at most before it lets
    /// the consumer catch up.
    static let round = 256
    /// Undelivered events beyond which a finishing banker waits for the
    /// consumer.
    static let outboxLimit = 1024
}

extension Outgoing {
    /// The `untilIdle()` callers this item would resume.
    var waiters: [CheckedContinuation<Void, Never>] {
        if case .wake(let waiters) = self { waiters } else { [] }
    }
}

/// The bank on a virtual clock: the same `Lobby` as the live `Bank`, driven
/// as a discrete-event simulation. Time jumps from one service end to the
/// next instead of sleeping, so a million customers take a fraction of a
/// second and tests get exact, repeatable timelines.
///
/// Events are reported synchronously, in order, to the `onEvent` closure of
/// the call that caused them. At one instant every service that ends is
/// finished (in ticket order) before anyone is called (in ticket order).
public struct Simulation: Sendable {
    /// The floor state.
    public private(set) var lobby: Lobby
    /// Virtual time since the simulation began.
    public private(set) var now: Duration = .zero
    /// The run number stamped on every event; one more after each `reset()`.
    public private(set) var run: Int
    private var schedule = FinishSchedule()

    /// An empty bank at time zero; `serviceRandom` draws the service times
    /// when they are exponential, as the live bank's does.
    public init(configuration: BankConfiguration, run: Int = 1,
                serviceRandom: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        lobby = Lobby(configuration: configuration, serviceRandom: serviceRandom)
        self.run = run
    }

    /// Figures as of `now`.
    public var statistics: BankStatistics { lobby.statistics(at: now) }

    /// The business time as of `now` (the timer line), without the
    /// bankers' figures: what the line's plot samples at every event.
    public var businessTime: Duration { lobby.businessTime(at: now) }

    /// Everyone leaves at once: a new run begins at time zero with every
    /// banker free, numbering and figures start over. The service kind and
    /// the draw of service times go on, as in the live bank.
    public mutating func reset() {
        lobby = lobby.emptied()
        now = .zero
        schedule = FinishSchedule()
        run += 1
    }

    /// Customers are still to come on their own from now on, or no longer:
    /// while they are, the business time runs though the bank is empty
    /// (see `Lobby.expectArrivals`).
    public mutating func expectArrivals(_ expecting: Bool) {
        lobby.expectArrivals(expecting, at: now)
    }

    /// Services that start from now on are of `kind` (those in progress
    /// keep their ends), in this run and the next.
    public mutating func changeService(to kind: ServiceTimes.Kind) {
        lobby.changeService(to: kind)
    }

    /// When the next service ends, or nil when no one is being served.
    public var nextFinish: Duration? { schedule.first?.endsAt }

    /// Customers with these businesses arrive now, in order; free bankers call
    /// them at once. Returns the customers with their tickets.
    @discardableResult
    public mutating func addCustomers(_ businesses: some Sequence<Business>,
                                      onEvent: (BankEvent) -> Void = { _ in }) -> [Customer] {
        letEveryoneIn(onEvent: onEvent)
        var added: [Customer] = []
        for business in businesses {
            let customer = lobby.arrive(business, at: now)
            added.append(customer)
            onEvent(BankEvent(run: run, time: now, kind: .arrived(customer)))
        }
        startWaiting(at: now, onEvent: onEvent)
        return added
    }

    /// `count` customers with random businesses drawn from `random` arrive now.
    @discardableResult
    public mutating func addCustomers(_ count: Int, using random: inout some RandomNumberGenerator,
                                      onEvent: (BankEvent) -> Void = { _ in }) -> [Customer] {
        var businesses: [Business] = []
        businesses.reserveCapacity(max(0, count))
        for _ in 0..<max(0, count) { businesses.append(.random(using: &random)) }
        return addCustomers(businesses, onEvent: onEvent)
    }

    /// Customers with these businesses all arrive now but wait outside, each
    /// let in (ticket, `.arrived` event) only when a banker needs them: the
    /// same timeline as `addCustomers`, with only the customers in line held
    /// in memory (see `Lobby.arriveOutside`).
    public mutating func addCrowd<Customers: Sequence<Business>>(
        _ businesses: Customers, onEvent: (BankEvent) -> Void = { _ in }
    ) where Customers.Iterator: Sendable {
        letEveryoneIn(onEvent: onEvent)
        lobby.arriveOutside(businesses.makeIterator(), at: now)
        startWaiting(at: now, onEvent: onEvent)
    }

    /// Moves the clock to `time`, finishing every service that ends by then
    /// (and starting the customers who were waiting for those bankers), in
    /// time order. A time before `now` changes nothing.
    public mutating func advance(to time: Duration, onEvent: (BankEvent) -> Void = { _ in }) {
        while let next = schedule.first, next.endsAt <= time {
            finishNextInstant(onEvent: onEvent)
        }
        now = max(now, time)
    }

    /// Runs until nobody is waiting or being served; `now` ends at the last
    /// service's end.
    public mutating func runUntilIdle(onEvent: (BankEvent) -> Void = { _ in }) {
        while step(onEvent: onEvent) {}
    }

    /// Moves the clock to the next service end and handles that instant:
    /// every service ending then finishes, then free bankers call the next
    /// customers. Returns false, doing nothing, when no one is being served.
    @discardableResult
    public mutating func step(onEvent: (BankEvent) -> Void = { _ in }) -> Bool {
        guard !schedule.isEmpty else { return false }
        finishNextInstant(onEvent: onEvent)
        return true
    }

    private mutating func finishNextInstant(onEvent: (BankEvent) -> Void) {
        guard let instant = schedule.first?.endsAt else { return }
        now = instant
        while let next = schedule.first, next.endsAt == instant {
            _ = schedule.removeFirst()
            guard let service = lobby.finish(next.banker) else { continue }
            onEvent(BankEvent(run: run, time: instant, kind: .finished(service)))
        }
        startWaiting(at: instant, onEvent: onEvent)
    }

    /// Customers still outside arrived before anyone who comes now: they
    /// take their tickets first.
    private mutating func letEveryoneIn(onEvent: (BankEvent) -> Void) {
        while let entry = lobby.letIn() {
            onEvent(BankEvent(run: run, time: entry.time, kind: .arrived(entry.customer)))
        }
    }

    private mutating func startWaiting(at time: Duration, onEvent: (BankEvent) -> Void) {
        while let step = lobby.nextStep(at: time) {
            switch step {
            case .arrived(let customer, let arrival):
                onEvent(BankEvent(run: run, time: arrival, kind: .arrived(customer)))
            case .started(let service):
                schedule.insert(service)
                onEvent(BankEvent(run: run, time: service.startedAt, kind: .started(service)))
            }
        }
    }
}

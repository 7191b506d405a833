import TextKit

/// One day of the original console app: the bank opens, the day's
/// customers are all there at opening, every one is served, the bank closes.
public enum BankDay {
    /// How many customers come on a day (seed: 10…30).
    public static let customerCounts: ClosedRange<Int> = 10...30

    /// A day's customers: a count from `customerCounts` (or `count` when
    /// given, for scripted runs) with businesses drawn from a seed taken from
    /// `random`, one customer at a time as the bank lets them in.
    public static func customers(count: Int? = nil, using random: inout some RandomNumberGenerator) -> DayCustomers {
        let total = count ?? Int.random(in: customerCounts, using: &random)
        return DayCustomers(count: max(0, total), seed: random.next())
    }

    /// Runs the day live on `clock`: reports each event in order as it
    /// happens, and returns once the last customer has been served. The
    /// customers wait outside until a banker needs them (`Bank.addCrowd`), so
    /// a day of any size holds only those in line.
    ///
    /// `onEvent` returns false to close the bank at once: nothing more is
    /// reported and the report counts the customers served until then. The
    /// same happens when the calling task is cancelled.
    public static func run<Customers: Sequence<Business>>(
        serving customers: Customers, configuration: BankConfiguration = .seed,
        clock: some Clock<Duration> = ContinuousClock(),
        onEvent: @escaping @Sendable (BankEvent) -> Bool
    ) async -> BankDayReport where Customers.Iterator: Sendable {
        let tally = Locked(DayTally())
        // The bank, for its own callback to close it; let go at the end.
        let closer = Locked<Bank?>(nil)
        let bank = Bank(configuration: configuration, clock: clock) { event in
            tally.withLock { $0.count(event) }
            if !onEvent(event) { closer.withLock { $0 }?.reset() }
        }
        closer.withLock { $0 = bank }
        defer { closer.withLock { $0 = nil } }
        await withTaskCancellationHandler {
            bank.addCrowd(customers)
            // Cancelled before the customers came in: the handler's reset ran
            // too early to send them home, so do it now.
            if Task.isCancelled { bank.reset() }
            await bank.untilIdle()
        } onCancel: {
            bank.reset()
        }
        return tally.withLock { $0.report }
    }

    /// The same day in virtual time: no sleeping, same events and report,
    /// and the same way to close early.
    public static func simulate<Customers: Sequence<Business>>(
        serving customers: Customers, configuration: BankConfiguration = .seed,
        onEvent: (BankEvent) -> Bool = { _ in true }
    ) -> BankDayReport where Customers.Iterator: Sendable {
        var tally = DayTally()
        var closed = false
        var simulation = Simulation(configuration: configuration)
        let record = { (event: BankEvent) in
            guard !closed else { return }
            tally.count(event)
            closed = !onEvent(event)
        }
        simulation.addCrowd(customers, onEvent: record)
        while !closed, simulation.step(onEvent: record) {}
        return tally.report
    }
}

/// A day's customers, drawn one at a time: the same seed gives the same
/// customers, and a million of them cost nothing until they are let in.
public struct DayCustomers: Sequence, Sendable, Hashable {
    /// How many come.
    public let count: Int
    /// Seeds the draw of their businesses.
    public let seed: UInt64

    /// `count` customers whose businesses are drawn from `seed`.
    public init(count: Int, seed: UInt64) {
        self.count = count
        self.seed = seed
    }

    public var underestimatedCount: Int { count }

    public func makeIterator() -> Iterator {
        Iterator(remaining: count, random: SeededRandomNumberGenerator(seed: seed))
    }

    /// Draws the next customer's business, as the original drew each one.
    public struct Iterator: IteratorProtocol, Sendable {
        var remaining: Int
        var random: SeededRandomNumberGenerator

        public mutating func next() -> Business? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return .random(using: &random)
        }
    }
}

/// The summary printed when the bank closes.
public struct BankDayReport: Hashable, Sendable {
    /// Customers served.
    public var served: Int
    /// From opening to the end of the last service, as the service times
    /// (at the configured speed) lay the day out, not as late the bankers'
    /// tasks happened to wake. The original timed its day with the wall
    /// clock, thread overhead included; bankui reports the day's own length
    /// so that a live day and its simulation agree exactly.
    public var totalTime: Duration

    /// A report; normally `BankDay` makes these.
    public init(served: Int, totalTime: Duration) {
        self.served = served
        self.totalTime = totalTime
    }

    /// `totalTime` in seconds.
    public var totalSeconds: Double {
        Double(totalTime.components.seconds) + Double(totalTime.components.attoseconds) / 1e18
    }

    /// `totalSeconds` rounded to hundredths as the original app rounded its
    /// total (`round(t * 100) / 100`), for the "총 업무시간은 <t>초" line,
    /// which prints it as a `Double` prints itself: 7.7, 12.0, 7.75.
    public var roundedSeconds: Double {
        (totalSeconds * 100).rounded() / 100
    }
}

/// Builds the report from the events as they are delivered.
struct DayTally: Sendable {
    private var served = 0
    /// When the customers came in. The live bank's clock has moved on a
    /// little between opening and the first arrival; the day starts at the
    /// arrival, so live and simulated days report the same total.
    private var openedAt: Duration?
    private var closedAt: Duration = .zero

    var report: BankDayReport {
        BankDayReport(served: served, totalTime: max(.zero, closedAt - (openedAt ?? closedAt)))
    }

    mutating func count(_ event: BankEvent) {
        switch event.kind {
        case .arrived:
            openedAt = openedAt ?? event.time
        case .finished(let service):
            served += 1
            closedAt = max(closedAt, service.endsAt)
        case .started:
            break
        }
    }
}

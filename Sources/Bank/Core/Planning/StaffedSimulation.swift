import TextKit

/// One customer of a run: who, when they came, which banker of their
/// business serves them (numbered from 0), from when and for how long. A
/// customer who gave up has no banker (-1): `start` is when they left, and
/// `duration` the service they would have needed.
public struct ServedCustomer: Sendable, Equatable {
    public let number: Int
    public let business: Business
    public let arrival: Double
    public let banker: Int
    public let start: Double
    public let duration: Double
    /// Their patience, nil when the run has none.
    public let patience: Double?

    /// True when they left before a banker was free.
    public var leftUnserved: Bool { banker < 0 }
}

/// A bank day on a virtual clock for planning: customers come by an
/// `ArrivalProcess`, each business has its own line served first come,
/// first served by its own bankers (the free banker with the lowest number
/// takes the next customer, as on the board), and the figures are kept as
/// the customers go, in memory that does not grow with their number (only
/// with the length of the line).
///
/// With a patience (`PlanningModel.patience`), a customer whose wait would
/// be longer than theirs leaves when it runs out, and no banker spends time
/// on them. First come, first served makes this exact at the door: a
/// customer's wait depends only on those who came before, so it is known
/// when they come.
///
/// Times are seconds (`Double`) since the opening. Each customer's draws
/// come from the seeded generator in a fixed order (time to the next
/// arrival, business, service time, patience), so the same seed gives the same
/// customers whatever the staffing: runs with different staffing compare
/// the same day.
///
/// Steppable, for a screen that wants to watch a run: `step()` serves the
/// next customer; `run()` serves them all.
public struct StaffedSimulation: Sendable {
    public let model: PlanningModel
    public let staffing: Staffing
    /// The wait a service level counts customers within, nil for none.
    public let serviceLevelSeconds: Double?
    /// The model's hours, read once: it is asked for every customer.
    private let reportedHours: Int
    private var random: SeededRandomNumberGenerator
    private var desks: [Desks]
    /// When the next customer comes, before drawing it.
    private var clock = 0.0
    /// Customers who have come so far.
    public private(set) var arrived = 0
    /// When the last customer came.
    public private(set) var lastArrival = 0.0
    /// The customer the last `step()` let in, and when they are served.
    public private(set) var lastCustomer: ServedCustomer?
    private var longestLine = 0
    private var finished = false
    /// With a profile: the day of the last arrival, and how much later than
    /// the profile says the days since the first have opened (each day opens
    /// once the day before has served its last customer).
    private var day = 0.0
    private var lateOpening = 0.0

    /// A bank at its opening; `serviceLevelSeconds` is the wait customers
    /// are counted within (for a service level), nil for none.
    public init(model: PlanningModel, staffing: Staffing, seed: UInt64, serviceLevelSeconds: Double? = nil) {
        precondition(staffing.deposit >= 1 && staffing.loan >= 1, "every business needs a banker")
        self.model = model
        self.staffing = staffing
        self.serviceLevelSeconds = serviceLevelSeconds
        random = SeededRandomNumberGenerator(seed: seed)
        reportedHours = model.reportedHours
        desks = Business.allCases.map { Desks(count: staffing[$0], hours: model.reportedHours, within: serviceLevelSeconds) }
    }

    /// True once every customer of the run has come.
    public var isFinished: Bool { finished }

    /// The next customer comes and is given a banker (now or when one is
    /// free). Returns false, doing nothing, once the run's customers have
    /// all come.
    @discardableResult
    public mutating func step() -> Bool {
        guard !finished else { return false }
        if case .customers(let limit) = model.length, arrived >= limit {
            finished = true
            return false
        }
        guard let time = nextArrival() else {
            finished = true
            return false
        }
        let (business, duration, patience) = model.drawCustomer(using: &random)
        arrived += 1
        lastArrival = time
        let (banker, start) = desks[business.rawValue].serve(arrivingAt: time, for: duration, patience: patience,
                                                             hour: currentHour())
        lastCustomer = ServedCustomer(number: arrived, business: business, arrival: time, banker: banker, start: start,
                                      duration: duration, patience: patience)
        let line = desks[0].lineLength(at: time) + desks[1].lineLength(at: time)
        if line > longestLine { longestLine = line }
        return true
    }

    /// Serves every customer of the run.
    public mutating func run() {
        while step() {}
    }

    /// Serves the run's customers, asking `isCancelled` after every
    /// `cancellationStride` of them; returns false, with the customers
    /// served so far in `arrived`, once it says stop.
    public mutating func run(stoppingWhen isCancelled: () -> Bool) -> Bool {
        while true {
            for _ in 0..<Self.cancellationStride {
                guard step() else { return true }
            }
            if isCancelled() { return false }
        }
    }

    /// Customers served between two looks at the cancellation: a few
    /// hundred microseconds of work, so a stop is seen at once, and the
    /// look costs nothing beside them.
    public static let cancellationStride = 4096

    /// The hour of the day the customer who just came counts in (see
    /// `PlanningModel.reportedHours`), nil when hours are not told apart.
    private func currentHour() -> Int? {
        let hours = reportedHours
        guard hours > 0 else { return nil }
        // The profile's clock: a late opening shifts the day, not its hours.
        let dayLength = Double(hours) * 3600
        let sinceOpening = clock - (clock / dayLength).rounded(.down) * dayLength
        return min(hours - 1, max(0, Int(sinceOpening / 3600)))
    }

    /// When the next customer comes, or nil when the run's time is over.
    private mutating func nextArrival() -> Double? {
        let end: Double? = if case .seconds(let seconds) = model.length { seconds } else { nil }
        switch model.arrivals {
        case .atOpening:
            return end == nil ? 0 : nil
        case .steady(let perMinute):
            clock += random.exponential(mean: 60 / perMinute)
        case .profile(let profile):
            // Piecewise constant rate: draw with the current hour's rate; a
            // draw past the hour's end starts again at the next hour (the
            // process has no memory, so this is exact).
            let dayLength = Double(profile.perHour.count) * 3600
            defer {
                // A new day: the bank opens empty, once yesterday's last
                // customer has been served.
                let today = (clock / dayLength).rounded(.down)
                if today > day {
                    day = today
                    let lastEnd = desks.map(\.lastEnd).max() ?? 0
                    lateOpening = max(lateOpening, lastEnd - day * dayLength)
                }
            }
            while true {
                let day = (clock / dayLength).rounded(.down)
                let hour = min(profile.perHour.count - 1, Int((clock - day * dayLength) / 3600))
                let hourEnd = day * dayLength + Double(hour + 1) * 3600
                let rate = profile.perHour[hour]
                if rate > 0 {
                    let candidate = clock + random.exponential(mean: 3600 / rate)
                    if candidate < hourEnd {
                        clock = candidate
                        break
                    }
                }
                clock = hourEnd
                if let end, clock >= end { return nil }
            }
        }
        if let end, clock >= end { return nil }
        return clock + lateOpening
    }

    /// The figures so far. When the run is finished every customer has been
    /// served: the bank closes when the last service ends, or at the end of
    /// the run's hours when that is later.
    public var report: SimulationReport {
        var closing = lastArrival
        if case .seconds(let seconds) = model.length { closing = max(closing, seconds + lateOpening) }
        for desk in desks { closing = max(closing, desk.lastEnd) }
        var overall = WaitFigures()
        for desk in desks { overall.add(desk.waits) }
        let people = desks.map { desk in
            SimulationReport.People(arrived: desk.arrived, abandoned: desk.abandoned, delayed: desk.delayed,
                                    abandonedWaitSeconds: desk.abandonedWaitSeconds, servedWithin: desk.servedWithin)
        }
        let hourly = (0..<reportedHours).map { hour in
            SimulationReport.Hour(hour: hour, deposit: desks[0].hourly[hour], loan: desks[1].hourly[hour])
        }
        let bankers = Business.allCases.flatMap { business in
            desks[business.rawValue].busy.enumerated().map { number, busy in
                SimulationReport.BankerFigures(banker: Banker(business: business, number: number + 1),
                                               busySeconds: busy,
                                               busyShare: closing > 0 ? min(1, busy / closing) : 0)
            }
        }
        return SimulationReport(
            staffing: staffing, customers: arrived,
            deposit: desks[Business.deposit.rawValue].waits, loan: desks[Business.loan.rawValue].waits,
            overall: overall, bankers: bankers, longestLine: longestLine,
            longestDepositLine: desks[0].longestLine, longestLoanLine: desks[1].longestLine,
            closingSeconds: closing, serviceLevelSeconds: serviceLevelSeconds,
            depositPeople: people[0], loanPeople: people[1], hours: hourly)
    }
}

/// One business's bankers and line.
private struct Desks: Sendable {
    /// Busy bankers by when they are free again (then by number): a min-heap.
    private var busyHeap: [(free: Double, number: Int)] = []
    /// Free bankers' numbers, lowest first: a min-heap.
    private var freeHeap: [Int]
    /// When each customer still waiting will be called, earliest first
    /// (first come, first served calls them in that order).
    private var line = WaitingLine<Double>()
    /// Seconds each banker has served.
    var busy: [Double]
    /// Waits of the customers served.
    var waits = WaitFigures()
    var lastEnd = 0.0
    var longestLine = 0
    /// Customers who came, who left unserved, who found every banker busy,
    /// and who were served within `within`.
    var arrived = 0, abandoned = 0, delayed = 0, servedWithin = 0
    /// Seconds those who left had waited.
    var abandonedWaitSeconds = 0.0
    /// The same counts by the hour the customers came in.
    var hourly: [SimulationReport.People]
    let within: Double?

    init(count: Int, hours: Int, within: Double?) {
        freeHeap = Array(0..<count)
        busy = Array(repeating: 0, count: count)
        busyHeap.reserveCapacity(count)
        hourly = Array(repeating: SimulationReport.People(), count: hours)
        self.within = within
    }

    /// Customers in this line at `time` (called later than `time`).
    mutating func lineLength(at time: Double) -> Int {
        while let first = line.first, first <= time { _ = line.leave() }
        return line.count
    }

    /// Gives the customer arriving at `time` a banker; returns the banker's
    /// number and when the service starts. A customer whose wait would be
    /// longer than their `patience` leaves when it runs out: banker -1, and
    /// the time they leave. `hour` is the hour they count in, if any.
    @discardableResult
    mutating func serve(arrivingAt time: Double, for duration: Double, patience: Double? = nil,
                        hour: Int? = nil) -> (banker: Int, start: Double) {
        // Bankers done by now are free.
        while let first = busyHeap.first, first.free <= time {
            let done = Heap.popFirst(&busyHeap, by: Self.busyOrder)
            Heap.push(done.number, into: &freeHeap, by: <)
        }
        arrived += 1
        if let hour { hourly[hour].arrived += 1 }
        if freeHeap.isEmpty {
            delayed += 1
            if let hour { hourly[hour].delayed += 1 }
            // Every banker is busy: the earliest free one is theirs, unless
            // their patience runs out first.
            if let patience, let first = busyHeap.first, first.free - time > patience {
                abandoned += 1
                abandonedWaitSeconds += patience
                if let hour {
                    hourly[hour].abandoned += 1
                    hourly[hour].abandonedWaitSeconds += patience
                }
                return (-1, time + patience)
            }
        }
        let number: Int
        let start: Double
        if !freeHeap.isEmpty {
            number = Heap.popFirst(&freeHeap, by: <)
            start = time
        } else {
            let next = Heap.popFirst(&busyHeap, by: Self.busyOrder)
            number = next.number
            start = next.free
        }
        let end = start + duration
        Heap.push((end, number), into: &busyHeap, by: Self.busyOrder)
        busy[number] += duration
        lastEnd = max(lastEnd, end)
        let wait = start - time
        waits.record(wait)
        if let within, wait <= within {
            servedWithin += 1
            if let hour { hourly[hour].servedWithin += 1 }
        }
        if let hour { hourly[hour].servedWaitSeconds += wait }
        if start > time {
            line.join(start)
            longestLine = max(longestLine, lineLength(at: time))
        }
        return (number, start)
    }

    private static func busyOrder(_ a: (free: Double, number: Int), _ b: (free: Double, number: Int)) -> Bool {
        a.free != b.free ? a.free < b.free : a.number < b.number
    }
}

/// A binary min-heap on an array.
enum Heap {
    @inline(__always)
    static func push<Element>(_ element: Element, into heap: inout [Element], by less: (Element, Element) -> Bool) {
        heap.append(element)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    @inline(__always)
    static func popFirst<Element>(_ heap: inout [Element], by less: (Element, Element) -> Bool) -> Element {
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, less(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, less(heap[right], heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}

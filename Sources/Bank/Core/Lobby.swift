/// The bank's floor as a plain state machine: a waiting line per business,
/// each banker free or serving one customer, and the running tallies the
/// statistics need. No clock, no threads: the caller says what time it is.
///
/// Both drivers use it: `Bank` (live, concurrent, behind a lock) and
/// `Simulation` (virtual time, one thread). After every arrival, and after
/// the last `finish` of an instant, the driver calls `nextStep` until it
/// returns nil, which keeps the invariant that no business has a free banker
/// and a customer waiting for it (inside or outside).
///
/// Order at one instant: customers called at the same instant are called in
/// ticket order, whatever their business, as the original app handed its
/// customers to the bankers one ticket at a time. Services that end at the
/// same instant are all finished, in ticket order, before anyone is called:
/// the original's threads raced there; a fixed order lets the live bank and
/// the simulation agree event for event.
public struct Lobby: Sendable {
    /// A waiting customer and when they took their ticket.
    struct Arrival: Sendable {
        let customer: Customer
        let time: Duration
    }

    /// Customers who came in together and wait outside for their tickets:
    /// drawn one at a time, so a crowd of any size costs nothing until its
    /// customers are needed.
    struct Crowd: Sendable {
        var businesses: any IteratorProtocol<Business> & Sendable
        /// The next one to be let in (never nil while the crowd is outside).
        var next: Business
        /// When the crowd arrived: the arrival time of each of its customers.
        let time: Duration
    }

    /// What `nextStep` did.
    public enum Step: Hashable, Sendable {
        /// A customer of a crowd was let in: took the next ticket and joined
        /// the line. `time` is when the crowd arrived, the customer's arrival.
        case arrived(Customer, time: Duration)
        /// A banker called a customer.
        case started(Service)
    }

    /// One banker's seat and what happened at it.
    struct Desk: Sendable {
        let banker: Banker
        var service: Service?
        /// How long the customer at the desk waited: counted when they leave.
        var wait: Duration = .zero
        var busyTime: Duration = .zero
        var served = 0
    }

    /// Staffing and service times.
    public private(set) var configuration: BankConfiguration
    /// The ticket the next customer will get.
    public private(set) var nextNumber = 1
    /// Customers waiting in line, all businesses (not those still outside).
    public private(set) var waitingCount = 0
    /// Customers being served, all businesses.
    public private(set) var workingCount = 0
    /// True while customers are still to come on their own (a steady rate,
    /// a profile's hours): the bank is open, empty or not.
    public private(set) var expectsArrivals = false

    private var lines: [WaitingLine<Arrival>]
    /// Crowds outside, in the order they came; never an empty one.
    private var outside: [Crowd] = []
    /// `configuration.serviceTime(for:)` per business, worked out once because
    /// the simulation asks for it a million times (fixed service).
    private var serviceTimes: [Duration]
    /// Draws each service time when service is exponential; untouched when
    /// it is fixed.
    private var serviceRandom: any RandomNumberGenerator & Sendable
    /// Desk indices per business, the banker who has been free longest first,
    /// so light traffic is shared instead of always going to banker 1.
    private var freeDesks: [WaitingLine<Int>]
    var desks: [Desk]
    var tally = Tally()

    /// An empty lobby, every banker free.
    /// - Parameters:
    ///   - configuration: staffing and service times.
    ///   - serviceRandom: draws the service times when they are exponential
    ///     (`configuration.serviceKind`); a seeded one gives the same
    ///     times for the same customers every run.
    public init(configuration: BankConfiguration,
                serviceRandom: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        self.configuration = configuration
        self.serviceRandom = serviceRandom
        desks = configuration.bankers.map { Desk(banker: $0) }
        serviceTimes = Business.allCases.map { configuration.serviceTime(for: $0) }
        lines = Business.allCases.map { _ in WaitingLine() }
        freeDesks = Business.allCases.map { _ in WaitingLine() }
        for (index, desk) in desks.enumerated() {
            freeDesks[desk.banker.business.rawValue].join(index)
        }
    }

    /// An empty lobby with this one's configuration, whose services go on
    /// drawing from where this one's stopped: a new run of the same bank.
    public func emptied() -> Lobby {
        Lobby(configuration: configuration, serviceRandom: serviceRandom)
    }

    /// Services that start from now on are of `kind` (those in progress
    /// keep their ends).
    public mutating func changeService(to kind: ServiceTimes.Kind) {
        configuration = configuration.with(serviceKind: kind)
        serviceTimes = Business.allCases.map { configuration.serviceTime(for: $0) }
    }

    /// How long the service of a customer of `business` that starts now
    /// takes: the business's time, or a draw (`ServiceTimes.seconds`).
    private mutating func serviceTime(for business: Business) -> Duration {
        guard configuration.serviceKind == .exponential else { return serviceTimes[business.rawValue] }
        return configuration.serviceTime(seconds: configuration.serviceTimes.seconds(for: business, using: &serviceRandom))
    }

    /// Customers are still to come on their own from `time` on, or no
    /// longer. While they are, the bank stays open and its business time
    /// runs though nobody is in: the time between customers is the bank's
    /// time too, so busy shares are the bankers' work over all of it and
    /// the line's plot has a column for every second of it.
    public mutating func expectArrivals(_ expecting: Bool, at time: Duration) {
        expectsArrivals = expecting
        if expecting {
            tally.open(at: time)
        } else if isIdle {
            tally.close(at: time)
        }
    }

    /// True when nobody is waiting (inside or outside) or being served.
    public var isIdle: Bool { waitingCount == 0 && workingCount == 0 && outside.isEmpty }

    /// True while customers of a crowd wait outside for their tickets.
    public var hasCrowdOutside: Bool { !outside.isEmpty }

    /// Customers waiting for `business`.
    public func waitingCount(for business: Business) -> Int {
        lines[business.rawValue].count
    }

    /// Bankers of `business` serving someone now.
    public func workingCount(for business: Business) -> Int {
        configuration.bankerCount(for: business) - freeDesks[business.rawValue].count
    }

    /// Waiting customers of `business`, first in line first.
    public func waiting(for business: Business) -> [Customer] {
        lines[business.rawValue].map(\.customer)
    }

    /// Everyone being served, in banker order.
    public var inService: [Service] {
        desks.compactMap(\.service)
    }

    /// A customer of `business` takes the next ticket and joins the line.
    /// A crowd still outside came first: let it in (`letIn`) before calling
    /// this, or the newcomer's ticket would come before theirs.
    public mutating func arrive(_ business: Business, at time: Duration) -> Customer {
        if isIdle { tally.open(at: time) }
        return join(business, at: time)
    }

    /// Customers who all arrive at `time` but wait outside, each taking a
    /// ticket and joining the line only when `nextStep` needs them (a banker
    /// of some business is free and nobody inside waits for them). The
    /// timeline is the one `arrive` gives for each of them in order, and only
    /// the customers let in are held. Those are the ones in line: when one
    /// business is slower (loans, with the original's staff), the customers
    /// of it met while looking for the next of the other queue inside, up
    /// to about a third of a long day; the rest cost nothing.
    public mutating func arriveOutside(_ businesses: some IteratorProtocol<Business> & Sendable, at time: Duration) {
        var businesses = businesses
        guard let first = businesses.next() else { return }
        if isIdle { tally.open(at: time) }
        outside.append(Crowd(businesses: businesses, next: first, time: time))
    }

    /// Lets the next customer outside in: they take the next ticket and join
    /// their line. Returns them with their arrival time, or nil when nobody
    /// is outside.
    public mutating func letIn() -> (customer: Customer, time: Duration)? {
        guard !outside.isEmpty else { return nil }
        let business = outside[0].next
        let time = outside[0].time
        if let next = outside[0].businesses.next() {
            outside[0].next = next
        } else {
            outside.removeFirst()
        }
        return (join(business, at: time), time)
    }

    private mutating func join(_ business: Business, at time: Duration) -> Customer {
        let customer = Customer(number: nextNumber, business: business)
        nextNumber += 1
        lines[business.rawValue].join(Arrival(customer: customer, time: time))
        waitingCount += 1
        return customer
    }

    /// The next thing that happens at `time` short of a service ending: a
    /// free banker calls a waiting customer, or, when some banker is free and
    /// nobody inside waits for them, the next customer outside is let in.
    /// Nil when nothing more can happen until a service ends.
    public mutating func nextStep(at time: Duration) -> Step? {
        if let service = startNext(at: time) { return .started(service) }
        guard !outside.isEmpty, freeDesks.contains(where: { !$0.isEmpty }),
              let entry = letIn() else { return nil }
        return .arrived(entry.customer, time: entry.time)
    }

    /// Starts serving the waiting customer with the lowest ticket among the
    /// first in line of each business that has a free banker, or returns nil
    /// when there is none. So the customers called at one instant are called
    /// in ticket order. Service starts at `time`, or at the customer's
    /// arrival if that is later (a driver may process a finish a little
    /// after the model time it happened). Never lets anyone in from outside.
    public mutating func startNext(at time: Duration) -> Service? {
        var chosen: Int?
        for index in lines.indices where !freeDesks[index].isEmpty {
            guard let head = lines[index].first else { continue }
            if let current = chosen, let first = lines[current].first,
               first.customer.number < head.customer.number { continue }
            chosen = index
        }
        guard let index = chosen, let desk = freeDesks[index].leave(),
              let arrival = lines[index].leave() else { return nil }
        let start = max(time, arrival.time)
        let service = Service(customer: arrival.customer, banker: desks[desk].banker,
                              startedAt: start, endsAt: start + serviceTime(for: arrival.customer.business))
        desks[desk].service = service
        desks[desk].wait = start - arrival.time
        waitingCount -= 1
        workingCount += 1
        return service
    }

    /// `banker` finishes their customer at the service's planned end and
    /// becomes free. Returns the finished service, or nil if the banker was
    /// not serving anyone (or is not a banker of this lobby).
    public mutating func finish(_ banker: Banker) -> Service? {
        guard let index = deskIndex(of: banker), let service = desks[index].service else { return nil }
        desks[index].service = nil
        desks[index].busyTime += service.endsAt - service.startedAt
        desks[index].served += 1
        freeDesks[banker.business.rawValue].join(index)
        workingCount -= 1
        tally.served(waited: desks[index].wait)
        if isIdle, !expectsArrivals { tally.close(at: service.endsAt) }
        return service
    }

    /// `service` ends, if it is still the one at its banker's desk (a
    /// service already finished, or of another run, gives nil).
    public mutating func finish(_ service: Service) -> Service? {
        guard let index = deskIndex(of: service.banker), desks[index].service == service else { return nil }
        return finish(service.banker)
    }

    /// The service in progress that ends first, if it ends by `time`. Ties
    /// go to the lower ticket, as in the simulation's schedule.
    public func firstToFinish(by time: Duration) -> Service? {
        var first: Service?
        for desk in desks {
            guard let service = desk.service, service.endsAt <= time else { continue }
            if let current = first,
               (current.endsAt, current.customer.number) <= (service.endsAt, service.customer.number) { continue }
            first = service
        }
        return first
    }

    private func deskIndex(of banker: Banker) -> Int? {
        guard (1...configuration.bankerCount(for: banker.business)).contains(banker.number) else { return nil }
        return banker.business == .deposit ? banker.number - 1 : configuration.depositBankers + banker.number - 1
    }
}

/// The bank's floor as a plain state machine: a waiting line per business,
/// each banker free or serving one customer, and the running tallies the
/// statistics need. No clock, no threads: the caller says what time it is.
///
/// Both drivers use it: `Bank` (live, concurrent, behind a lock) and
/// `Simulation` (virtual time, one thread). After every arrival, and after
/// the last `finish` of an instant, the driver calls `startNext` until it
/// returns nil, which keeps the invariant that no business has a free banker
/// and a waiting customer.
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

    /// One banker's seat and what happened at it.
    struct Desk: Sendable {
        let banker: Banker
        var service: Service?
        var busyTime: Duration = .zero
        var served = 0
    }

    /// Staffing and service times.
    public let configuration: BankConfiguration
    /// The ticket the next customer will get.
    public private(set) var nextNumber = 1
    /// Customers waiting, all businesses.
    public private(set) var waitingCount = 0
    /// Customers being served, all businesses.
    public private(set) var workingCount = 0

    private var lines: [WaitingLine<Arrival>]
    /// `configuration.serviceTime(for:)` per business, worked out once because
    /// the simulation asks for it a million times.
    private let serviceTimes: [Duration]
    /// Desk indices per business, the banker who has been free longest first,
    /// so light traffic is shared instead of always going to banker 1.
    private var freeDesks: [WaitingLine<Int>]
    var desks: [Desk]
    var tally = Tally()

    /// An empty lobby, every banker free.
    public init(configuration: BankConfiguration) {
        self.configuration = configuration
        desks = configuration.bankers.map { Desk(banker: $0) }
        serviceTimes = Business.allCases.map { configuration.serviceTime(for: $0) }
        lines = Business.allCases.map { _ in WaitingLine() }
        freeDesks = Business.allCases.map { _ in WaitingLine() }
        for (index, desk) in desks.enumerated() {
            freeDesks[desk.banker.business.rawValue].join(index)
        }
    }

    /// True when nobody is waiting or being served.
    public var isIdle: Bool { waitingCount == 0 && workingCount == 0 }

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
    public mutating func arrive(_ business: Business, at time: Duration) -> Customer {
        if isIdle { tally.open(at: time) }
        let customer = Customer(number: nextNumber, business: business)
        nextNumber += 1
        lines[business.rawValue].join(Arrival(customer: customer, time: time))
        waitingCount += 1
        return customer
    }

    /// Starts serving the waiting customer with the lowest ticket among the
    /// first in line of each business that has a free banker, or returns nil
    /// when there is none. So the customers called at one instant are called
    /// in ticket order. Service starts at `time`, or at the customer's
    /// arrival if that is later (a driver may process a finish a little
    /// after the model time it happened).
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
                              startedAt: start, endsAt: start + serviceTimes[index])
        desks[desk].service = service
        waitingCount -= 1
        workingCount += 1
        tally.started(waiting: start - arrival.time)
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
        tally.served += 1
        if isIdle { tally.close(at: service.endsAt) }
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

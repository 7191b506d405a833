import TextKit

/// Everything a planning run depends on except the staffing: how customers
/// come, what they come for, how long they take, and how many of them.
public struct PlanningModel: Hashable, Sendable {
    /// How much of the day is run.
    public enum Length: Hashable, Sendable {
        /// Until this many customers have come (and been served).
        case customers(Int)
        /// Until this many seconds of arrivals have passed (everyone who came
        /// by then is served).
        case seconds(Double)
    }

    public var arrivals: ArrivalProcess
    public var service: ServiceTimes
    /// The share of customers who come for a loan, 0…1; nil for the
    /// original app's coin toss between the two businesses.
    public var loanShare: Double?
    public var length: Length
    /// Mean patience in seconds, nil for customers who wait however long:
    /// each customer's patience is drawn from an exponential with this
    /// mean, and one whose wait would be longer leaves unserved when it
    /// runs out (SimPy's bank example with reneging; Erlang A).
    public var patience: Double?

    /// The most customers one planning run may ask for, however it asks:
    /// a number of customers, hours at a rate, days of a profile. A hundred
    /// million take some seconds; more would run for minutes and fill the
    /// memory.
    public static let customerLimit = 100_000_000

    /// Customers this model's run asks for: its number, or those expected
    /// in its seconds of arrivals; nil when that cannot be said (seconds
    /// with everyone at opening).
    public var customersAskedFor: Double? {
        switch length {
        case .customers(let count): Double(count)
        case .seconds(let seconds): arrivals.expectedCustomers(in: seconds)
        }
    }

    /// Whether the run asks for more than ``customerLimit`` customers; the
    /// commands and the planner refuse such a run before any work.
    public var asksTooMany: Bool {
        (customersAskedFor ?? 0) > Double(Self.customerLimit)
    }

    /// A model; nothing is checked here, the commands check their options.
    public init(arrivals: ArrivalProcess = .atOpening, service: ServiceTimes = ServiceTimes(),
                loanShare: Double? = nil, length: Length = .customers(1000), patience: Double? = nil) {
        self.arrivals = arrivals
        self.service = service
        self.loanShare = loanShare
        self.length = length
        self.patience = patience
    }

    /// What a customer who has come is drawn to be, in this order: their
    /// business (by the loan share, or a coin toss), their service time, and
    /// their patience when the model has one. Every run draws a customer
    /// this way, so the same seed gives the same customers whatever the
    /// staffing.
    func drawCustomer(using random: inout SeededRandomNumberGenerator) -> (Business, Double, Double?) {
        let business: Business = if let loanShare {
            random.unit() < loanShare ? .loan : .deposit
        } else {
            .random(using: &random)
        }
        let duration = service.seconds(for: business, using: &random)
        return (business, duration, patience.map { random.exponential(mean: $0) })
    }

    /// Longest run whose hours a steady rate reports one by one: a day.
    public static let hourlyLimitSeconds = 24 * 3600.0

    /// How many hours of the day the run's figures are kept by: a profile's
    /// hours (every day of a profile adds to the same hours), or at a steady
    /// rate the run's hours when its arrivals last at most a day; 0 when the
    /// hours are not told apart (a run of so many customers, or everyone at
    /// opening).
    public var reportedHours: Int {
        switch (arrivals, length) {
        case (.profile(let profile), _): profile.perHour.count
        case (.steady, .seconds(let seconds)) where seconds <= Self.hourlyLimitSeconds: Int((seconds / 3600).rounded(.up))
        default: 0
        }
    }

}

/// Bankers of each business in a planning run.
public struct Staffing: Hashable, Sendable, CustomStringConvertible {
    public var deposit: Int
    public var loan: Int

    public init(deposit: Int, loan: Int) {
        self.deposit = deposit
        self.loan = loan
    }

    public subscript(business: Business) -> Int {
        get { business == .deposit ? deposit : loan }
        set { if business == .deposit { deposit = newValue } else { loan = newValue } }
    }

    public var description: String { "\(deposit) deposit, \(loan) loan" }
}

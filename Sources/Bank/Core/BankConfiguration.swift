/// How the bank is staffed and how long each business takes. Always valid:
/// the initializer refuses values outside the documented ranges.
public struct BankConfiguration: Hashable, Sendable {
    /// Bankers per business. The upper bound keeps the number of concurrent
    /// tasks and the statistics line reasonable.
    public static let bankerRange: ClosedRange<Int> = 1...1000
    /// Seconds per customer before the speed factor. The lower bound keeps a
    /// service at least a nanosecond even at the highest speed.
    public static let secondsRange: ClosedRange<Double> = 0.001...3600
    /// How many times faster than real time the bank works (2 = twice as fast).
    public static let speedFactorRange: ClosedRange<Double> = 0.01...1_000_000

    /// The original app (seed): 2 deposit bankers, 1 loan banker, 0.7 s a
    /// deposit, 1.1 s a loan, real time.
    public static let seed = BankConfiguration(checked: (2, 1), seconds: (0.7, 1.1), speedFactor: 1)

    /// Number of deposit bankers.
    public let depositBankers: Int
    /// Number of loan bankers.
    public let loanBankers: Int
    /// Seconds a deposit takes at speed factor 1.
    public let depositSeconds: Double
    /// Seconds a loan takes at speed factor 1.
    public let loanSeconds: Double
    /// Divides every service time.
    public let speedFactor: Double
    /// Whether each service takes the business's seconds (the original
    /// app) or a time drawn from an exponential distribution with those
    /// seconds as its mean. Fixed unless `with(serviceKind:)` says so.
    public private(set) var serviceKind: ServiceTimes.Kind = .fixed

    /// A configuration; defaults are the seed's values.
    /// - Throws: `BankConfigurationError` naming the first value out of range
    ///   (zero, negative, not a number, or too large).
    public init(depositBankers: Int = 2, loanBankers: Int = 1,
                depositSeconds: Double = 0.7, loanSeconds: Double = 1.1,
                speedFactor: Double = 1) throws(BankConfigurationError) {
        for (business, count) in [(Business.deposit, depositBankers), (.loan, loanBankers)]
        where !Self.bankerRange.contains(count) {
            throw .bankerCount(business, count)
        }
        // `contains` is false for NaN, so NaN is refused along with the rest.
        for (business, seconds) in [(Business.deposit, depositSeconds), (.loan, loanSeconds)]
        where !Self.secondsRange.contains(seconds) {
            throw .serviceSeconds(business, seconds)
        }
        guard Self.speedFactorRange.contains(speedFactor) else { throw .speedFactor(speedFactor) }
        self.init(checked: (depositBankers, loanBankers), seconds: (depositSeconds, loanSeconds), speedFactor: speedFactor)
    }

    private init(checked bankers: (Int, Int), seconds: (Double, Double), speedFactor: Double) {
        depositBankers = bankers.0
        loanBankers = bankers.1
        depositSeconds = seconds.0
        loanSeconds = seconds.1
        self.speedFactor = speedFactor
    }

    /// How many bankers serve `business`.
    public func bankerCount(for business: Business) -> Int {
        switch business {
        case .deposit: depositBankers
        case .loan: loanBankers
        }
    }

    /// The same bank with services of `kind` (the means stay these seconds).
    public func with(serviceKind kind: ServiceTimes.Kind) -> BankConfiguration {
        var copy = self
        copy.serviceKind = kind
        return copy
    }

    /// The service times as the planning runs describe them: the kind, and
    /// the seconds as means.
    public var serviceTimes: ServiceTimes {
        ServiceTimes(serviceKind, depositSeconds: depositSeconds, loanSeconds: loanSeconds)
    }

    /// Seconds per customer of `business` at speed factor 1 (the mean, for
    /// exponential service).
    public func seconds(for business: Business) -> Double {
        switch business {
        case .deposit: depositSeconds
        case .loan: loanSeconds
        }
    }

    /// How long one customer of `business` takes at this speed when service
    /// is fixed (the mean when it is exponential), rounded to whole
    /// nanoseconds so that sums stay exact (0.7 s × 5 is 3.5 s, not 3.4999… s
    /// as with a binary fraction).
    public func serviceTime(for business: Business) -> Duration {
        serviceTime(seconds: seconds(for: business))
    }

    /// `seconds` of work (at speed factor 1) at this speed, in whole
    /// nanoseconds, at least one.
    public func serviceTime(seconds: Double) -> Duration {
        // The longest draw is about 37 means (1 − u is at least 2⁻⁵³): at
        // most 3600 s × 37 at speed 0.01, far inside 64 bits of nanoseconds.
        let nanoseconds = (seconds / speedFactor * 1e9).rounded()
        return .nanoseconds(Int64(max(1, nanoseconds)))
    }

    /// Every banker seat: deposit bankers 1…n, then loan bankers 1…m.
    public var bankers: [Banker] {
        Business.allCases.flatMap { business in
            (1...bankerCount(for: business)).map { Banker(business: business, number: $0) }
        }
    }
}

/// Why a `BankConfiguration` was refused. Each case carries the offending
/// value so the app can word the message in the user's language; `description`
/// is a plain English fallback for logs.
public enum BankConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of bankers for a business is outside `BankConfiguration.bankerRange`.
    case bankerCount(Business, Int)
    /// The seconds per customer for a business is not a number in `BankConfiguration.secondsRange`.
    case serviceSeconds(Business, Double)
    /// The speed factor is not a number in `BankConfiguration.speedFactorRange`.
    case speedFactor(Double)

    /// What the value must be: "a whole number from 1 to 1000".
    public var requirement: String {
        switch self {
        case .bankerCount:
            let range = BankConfiguration.bankerRange
            return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .serviceSeconds:
            let range = BankConfiguration.secondsRange
            return "from \(range.lowerBound) to \(range.upperBound)"
        case .speedFactor:
            let range = BankConfiguration.speedFactorRange
            return "from \(range.lowerBound) to \(range.upperBound)"
        }
    }

    /// The refused value as given.
    public var value: String {
        switch self {
        case .bankerCount(_, let count): "\(count)"
        case .serviceSeconds(_, let seconds): "\(seconds)"
        case .speedFactor(let factor): "\(factor)"
        }
    }

    /// For example "deposit bankers must be a whole number from 1 to 1000, got 0".
    public var description: String {
        let subject = switch self {
        case .bankerCount(let business, _): "\(business) bankers"
        case .serviceSeconds(let business, _): "\(business) seconds per customer"
        case .speedFactor: "speed factor"
        }
        return "\(subject) must be \(requirement), got \(value)"
    }
}

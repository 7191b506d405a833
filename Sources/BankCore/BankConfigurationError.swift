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

    /// For example "deposit bankers must be a whole number from 1 to 1000, got 0".
    public var description: String {
        switch self {
        case .bankerCount(let business, let count):
            let range = BankConfiguration.bankerRange
            return "\(business) bankers must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(count)"
        case .serviceSeconds(let business, let seconds):
            let range = BankConfiguration.secondsRange
            return "\(business) seconds per customer must be from \(range.lowerBound) to \(range.upperBound), got \(seconds)"
        case .speedFactor(let factor):
            let range = BankConfiguration.speedFactorRange
            return "speed factor must be from \(range.lowerBound) to \(range.upperBound), got \(factor)"
        }
    }
}

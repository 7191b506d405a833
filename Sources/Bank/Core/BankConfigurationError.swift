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

    /// What the value must be: "a whole number from 1 to 1000", "a decimal
    /// number from 0.01 to 1000000".
    public var requirement: String {
        switch self {
        case .bankerCount:
            let range = BankConfiguration.bankerRange
            return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .serviceSeconds:
            let range = BankConfiguration.secondsRange
            return "a decimal number from \(Self.plain(range.lowerBound)) to \(Self.plain(range.upperBound))"
        case .speedFactor:
            let range = BankConfiguration.speedFactorRange
            return "a decimal number from \(Self.plain(range.lowerBound)) to \(Self.plain(range.upperBound))"
        }
    }

    /// The refused value as given.
    public var value: String {
        switch self {
        case .bankerCount(_, let count): "\(count)"
        case .serviceSeconds(_, let seconds): Self.plain(seconds)
        case .speedFactor(let factor): Self.plain(factor)
        }
    }

    /// `3600` rather than `3600.0`; `0.7`, `nan` and `inf` as Swift writes them.
    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
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

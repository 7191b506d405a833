import Foundation

/// How long the bankers take over one customer in a planning run.
public struct ServiceTimes: Hashable, Sendable {
    /// Fixed or drawn.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Always the mean (the original app: 0.7 s a deposit, 1.1 s a loan).
        case fixed
        /// Exponentially distributed with the mean.
        case exponential
    }

    public var kind: Kind
    /// Mean seconds of a deposit.
    public var depositSeconds: Double
    /// Mean seconds of a loan.
    public var loanSeconds: Double

    /// Service times; the defaults are the original app's.
    public init(_ kind: Kind = .fixed, depositSeconds: Double = 0.7, loanSeconds: Double = 1.1) {
        self.kind = kind
        self.depositSeconds = depositSeconds
        self.loanSeconds = loanSeconds
    }

    /// Mean seconds of `business`.
    public func mean(of business: Business) -> Double {
        business == .deposit ? depositSeconds : loanSeconds
    }
}

/// Draws used by the planning runs, from 64 random bits at a time so that a
/// seed gives the same run everywhere.
extension RandomNumberGenerator {
    /// Uniform in [0, 1).
    @inline(__always)
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Exponential with this mean.
    @inline(__always)
    mutating func exponential(mean: Double) -> Double {
        -mean * log(1 - unit())
    }
}

import Foundation

/// How long the bankers take over one customer: in a planning run, and on
/// the live board (`BankConfiguration.serviceKind`). Every service time of
/// either is drawn by `seconds(for:using:)`.
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

    /// Seconds one customer of `business` takes: the mean when fixed (no
    /// draw is made, so a fixed run leaves `random` as it was), else an
    /// exponential draw with the mean from `random`.
    @inline(__always)
    public func seconds(for business: Business, using random: inout some RandomNumberGenerator) -> Double {
        let mean = mean(of: business)
        return kind == .fixed ? mean : random.exponential(mean: mean)
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

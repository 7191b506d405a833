import Foundation

/// The M/M/c+M queue in closed form (Erlang A, Palm's model): Poisson
/// arrivals, exponential service, `servers` bankers, and customers whose
/// patience is exponential: one who has waited longer than theirs leaves
/// unserved. Unlike Erlang C it is stable however many come, since the
/// line sheds customers as it grows. Runs with patience are checked
/// against it.
///
/// The number in the bank is a birth–death chain: customers come at λ in
/// every state, and leave state n at min(n, c)·μ + max(n − c, 0)·θ (served,
/// or out of patience). Its stationary probabilities are summed until the
/// rest is negligible (below 10⁻¹⁷ of the largest), in logarithms so that
/// large loads neither overflow nor underflow.
public enum ErlangA {
    /// The figures of one staffing, each over every customer who came.
    public struct Figures: Hashable, Sendable {
        /// Share of customers who find every banker busy (and so wait, or leave).
        public var probabilityOfWaiting: Double
        /// Share of customers who leave before being served.
        public var probabilityOfAbandoning: Double
        /// Mean time in line over every customer, those served and those
        /// who left (Little: the mean line over λ), seconds.
        public var meanWait: Double
        /// Mean number of customers in line.
        public var meanLine: Double
        /// Share of the bankers' time spent serving: λ·(1 − P(abandon)) / (c·μ).
        public var occupancy: Double
    }

    /// The most states summed before giving up (nil): patience so long
    /// against a load so far above the bankers' that the line would hold
    /// tens of millions.
    public static let stateLimit = 50_000_000

    /// The figures for `servers` bankers; rates are per second (customers
    /// arriving, customers one banker serves, and `patienceRate` = 1 / the
    /// mean patience). nil when `patienceRate` is not above 0 (that is
    /// Erlang C) or the chain needs more than ``stateLimit`` states.
    public static func figures(arrivalRate λ: Double, serviceRate μ: Double, patienceRate θ: Double,
                               servers c: Int) -> Figures? {
        guard λ > 0, μ > 0, θ > 0, c >= 1 else { return nil }
        // log p(n) − log p(0), kept as a running value; the sums are taken
        // relative to the largest seen, rescaled when a larger one comes.
        var logP = 0.0, peak = 0.0
        var total = 1.0, busy = 0.0, line = 0.0, waiting = 0.0
        var n = 0
        while true {
            n += 1
            guard n <= stateLimit else { return nil }
            let leaving = Double(min(n, c)) * μ + Double(max(n - c, 0)) * θ
            logP += log(λ / leaving)
            if logP > peak {
                let scale = exp(peak - logP)
                total *= scale; busy *= scale; line *= scale; waiting *= scale
                peak = logP
            }
            let p = exp(logP - peak)
            total += p
            busy += p * Double(min(n, c))
            if n >= c { waiting += p }
            if n > c { line += p * Double(n - c) }
            // Past the bankers and falling: stop once a term is negligible.
            if n > c, λ < leaving, logP - peak < -39 { break }
        }
        let meanLine = line / total
        let abandoning = θ * meanLine / λ
        return Figures(probabilityOfWaiting: waiting / total, probabilityOfAbandoning: abandoning,
                       meanWait: meanLine / λ, meanLine: meanLine,
                       occupancy: busy / total / Double(c))
    }
}

import Foundation

/// The M/M/c queue in closed form (Erlang C): Poisson arrivals, exponential
/// service, `servers` bankers sharing one first-come-first-served line.
/// The planning runs are checked against it.
public enum ErlangC {
    /// The probability that a customer has to wait at all; 1 when the
    /// bankers cannot keep up (`arrivalRate / serviceRate >= servers`).
    /// Rates are per second: customers arriving, and customers one banker serves.
    public static func probabilityOfWaiting(arrivalRate: Double, serviceRate: Double, servers: Int) -> Double {
        let load = arrivalRate / serviceRate
        guard load < Double(servers) else { return 1 }
        // Erlang B by its stable recursion, then C from B.
        var blocking = 1.0
        for k in 1...servers {
            blocking = load * blocking / (Double(k) + load * blocking)
        }
        let c = Double(servers)
        return c * blocking / (c - load * (1 - blocking))
    }

    /// The mean wait in line, seconds; infinity when the bankers cannot keep up.
    public static func meanWait(arrivalRate: Double, serviceRate: Double, servers: Int) -> Double {
        guard arrivalRate / serviceRate < Double(servers) else { return .infinity }
        return probabilityOfWaiting(arrivalRate: arrivalRate, serviceRate: serviceRate, servers: servers)
            / (Double(servers) * serviceRate - arrivalRate)
    }

    /// The fewest bankers whose mean wait is at most `seconds`.
    public static func fewestServers(arrivalRate: Double, serviceRate: Double, meanWaitAtMost seconds: Double,
                                     maximum: Int = 1000) -> Int? {
        (1...maximum).first { meanWait(arrivalRate: arrivalRate, serviceRate: serviceRate, servers: $0) <= seconds }
    }
}

extension ErlangC {
    /// The share of customers whose wait is at most `seconds` (the service
    /// level): 1 − P(wait)·e^−(c·μ − λ)·t; 0 when the bankers cannot keep up.
    public static func serviceLevel(arrivalRate: Double, serviceRate: Double, servers: Int, within seconds: Double) -> Double {
        guard arrivalRate / serviceRate < Double(servers) else { return 0 }
        let waiting = probabilityOfWaiting(arrivalRate: arrivalRate, serviceRate: serviceRate, servers: servers)
        return 1 - waiting * exp(-(Double(servers) * serviceRate - arrivalRate) * seconds)
    }

    /// The share of the bankers' time spent serving: λ / (c·μ), at most 1.
    public static func occupancy(arrivalRate: Double, serviceRate: Double, servers: Int) -> Double {
        min(1, arrivalRate / (Double(servers) * serviceRate))
    }
}

extension ErlangC {
    /// The fewest bankers with at least `share` of the customers served
    /// within `seconds`, and busy at most `maxOccupancy` of the time when
    /// given; nil when not within `maximum`.
    public static func fewestServers(arrivalRate: Double, serviceRate: Double, serviceLevel share: Double,
                                     within seconds: Double, maxOccupancy: Double? = nil, maximum: Int = 1000) -> Int? {
        (1...maximum).first { servers in
            serviceLevel(arrivalRate: arrivalRate, serviceRate: serviceRate, servers: servers, within: seconds) >= share
                && maxOccupancy.map { occupancy(arrivalRate: arrivalRate, serviceRate: serviceRate, servers: servers) <= $0 } ?? true
        }
    }
}

import TextKit
import Foundation

/// Customers who come over time to the live board: a steady Poisson stream
/// or an hourly profile (its first hour starting when the stream starts),
/// each a loan with `loanShare`'s chance (nil: a coin toss). The board asks
/// at each timer tick who has come by then.
///
/// The times are drawn exactly (a profile's rate is constant within an
/// hour, and the process has no memory), from a seeded generator, so a test
/// gets the same customers every run.
public struct LiveArrivals: Sendable {
    public let process: ArrivalProcess
    public let loanShare: Double?
    private var random: SeededRandomNumberGenerator
    /// When the next customer comes (time since the stream started), nil
    /// once a profile's day is over.
    public private(set) var next: Duration?

    /// A stream of `process` (steady or a profile; everyone at opening has
    /// nobody coming later).
    public init(process: ArrivalProcess, loanShare: Double?, seed: UInt64) {
        self.process = process
        self.loanShare = loanShare
        random = SeededRandomNumberGenerator(seed: seed)
        next = .zero
        next = draw(after: .zero)
    }

    /// Who came by `time` (since the stream started), in order of arrival.
    public mutating func arrivals(upTo time: Duration) -> [Business] {
        var businesses: [Business] = []
        while let at = next, at <= time {
            businesses.append(business())
            next = draw(after: at)
        }
        return businesses
    }

    private mutating func business() -> Business {
        guard let loanShare else { return random.next() & 1 == 0 ? .deposit : .loan }
        return random.unit() < loanShare ? .loan : .deposit
    }

    /// The next arrival after `time`.
    private mutating func draw(after time: Duration) -> Duration? {
        let work = -log(1 - random.unit())  // exponential with mean 1, in units of rate × seconds
        var now = Self.seconds(time)
        switch process {
        case .atOpening:
            return nil
        case .steady(let perMinute):
            return .seconds(now + work / (perMinute / 60))
        case .profile(let profile):
            var remaining = work
            var hour = Int(now / 3600)
            while hour < profile.perHour.count {
                let rate = profile.perHour[hour] / 3600
                let end = Double(hour + 1) * 3600
                if rate > 0, remaining <= rate * (end - now) { return .seconds(now + remaining / rate) }
                remaining -= rate * (end - now)
                now = end
                hour += 1
            }
            return nil
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

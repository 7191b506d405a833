import FoundationEssentials
import TextKit

/// What the flow of a board is worked out from: for each live card, the
/// moments it was made, first went to DOING and (while it is in DONE) went
/// to DONE. Storage writes them as the card's column changes, on this board
/// or on another one that shares it (at the other board's time), so the
/// flow is the team's.
public struct FlowCard: Hashable, Sendable {
    public var column: KanbanColumn
    /// When it was made; nil when it was made before bankui kept it.
    public var made: Date?
    /// When it first went to DOING; nil when it never did (or before
    /// bankui kept it).
    public var started: Date?
    /// When it went to DONE, for a card in DONE.
    public var finished: Date?

    public init(column: KanbanColumn, made: Date? = nil, started: Date? = nil, finished: Date? = nil) {
        self.column = column
        self.made = made
        self.started = started
        self.finished = column == .done ? finished : nil
    }
}

/// A board's flow over the last weeks: how long cards take (cycle time:
/// DOING to DONE; lead time: made to DONE) as the median and the 85th
/// percentile, how many are done each week, and how many cards were in
/// each column at the end of each day (the cumulative flow diagram).
///
/// Times count the cards done in the weeks shown. A card moved back out
/// of DONE is not done; one moved back to TODO has not started. The median
/// of an even count is the mean of the two middle times, the 85th
/// percentile the nearest rank (the time within which 85 % were done).
public struct FlowStats: Hashable, Sendable {
    /// The weeks shown when none are asked for.
    public static let defaultWeeks = 8
    /// The most weeks that can be asked for.
    public static let mostWeeks = 104

    /// How long the cards done took.
    public struct Times: Hashable, Sendable {
        /// How many done cards the times are of.
        public let cards: Int
        /// In seconds; nil without cards.
        public let median: Double?
        public let p85: Double?

        public init(_ seconds: [Double]) {
            let sorted = seconds.sorted()
            cards = sorted.count
            guard !sorted.isEmpty else {
                median = nil
                p85 = nil
                return
            }
            let middle = sorted.count / 2
            median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            let rank = Int((0.85 * Double(sorted.count)).rounded(.up))
            p85 = sorted[min(max(rank, 1), sorted.count) - 1]
        }
    }

    /// How many cards each column held at the end of one day.
    public struct DayCount: Hashable, Sendable {
        public let day: CalendarDay
        public let todo: Int
        public let doing: Int
        public let done: Int

        public var total: Int { todo + doing + done }
    }

    /// The last day shown (today).
    public let through: CalendarDay
    public let weeks: Int
    public let cycle: Times
    public let lead: Times
    /// Cards done in each week, oldest first; a week ends on the weekday
    /// of `through`, the last on `through`.
    public let throughput: [Int]
    /// One a day, oldest first, the last `through`.
    public let days: [DayCount]

    /// The first day shown.
    public var from: CalendarDay { through.adding(days: -(weeks * 7 - 1)) }

    /// Cards done a week, on average over the weeks shown.
    public var perWeek: Double { Double(throughput.reduce(0, +)) / Double(max(weeks, 1)) }

    /// The flow of `cards` over the `weeks` weeks to `today`, days read in
    /// `timeZone`.
    public init(_ cards: [FlowCard], today: CalendarDay, weeks: Int = defaultWeeks, timeZone: TimeZone) {
        let weeks = min(max(weeks, 1), Self.mostWeeks)
        self.weeks = weeks
        through = today
        let dayCount = weeks * 7
        let first = today.adding(days: -(dayCount - 1))
        let starts = Self.dayStarts(from: first, count: dayCount + 1, timeZone: timeZone)
        // Where `date` falls: 0 before the first day (or unknown), 1 on
        // the first … `dayCount` on the last (or later: a clock ahead).
        func slot(_ date: Date?) -> Int {
            guard let date, date >= starts[0] else { return 0 }
            var low = 0, high = dayCount
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= date { low = mid } else { high = mid - 1 }
            }
            return min(low, dayCount - 1) + 1
        }
        // How many cards entered each band on each slot; dayCount + 1:
        // not (yet).
        var arrived = [Int](repeating: 0, count: dayCount + 2)
        var begun = arrived, finished = arrived
        var cycles: [Double] = [], leads: [Double] = []
        var done = [Int](repeating: 0, count: weeks)
        for card in cards {
            let made = slot(card.made)
            var began = card.column == .todo ? dayCount + 1 : slot(card.started)
            var ended = dayCount + 1
            if card.column == .done {
                // Done at a moment not known: before the weeks shown.
                ended = max(slot(card.finished), made)
                // Done without a known start: it passed DOING as it was done.
                if card.started == nil || began > ended { began = ended }
                let day = ended - 1
                if let end = card.finished, (0..<dayCount).contains(day) {
                    done[day / 7] += 1
                    if let started = card.started, started <= end { cycles.append(end.timeIntervalSince(started)) }
                    if let madeAt = card.made, madeAt <= end { leads.append(end.timeIntervalSince(madeAt)) }
                }
            }
            began = max(began, made)
            arrived[made] += 1
            if began <= dayCount { begun[began] += 1 }
            if ended <= dayCount { finished[ended] += 1 }
        }
        var counts: [DayCount] = []
        counts.reserveCapacity(dayCount)
        var inAll = arrived[0], inDoingOrDone = begun[0], inDone = finished[0]
        for day in 0..<dayCount {
            inAll += arrived[day + 1]
            inDoingOrDone += begun[day + 1]
            inDone += finished[day + 1]
            counts.append(DayCount(day: first.adding(days: day), todo: inAll - inDoingOrDone,
                                   doing: inDoingOrDone - inDone, done: inDone))
        }
        days = counts
        throughput = done
        cycle = Times(cycles)
        lead = Times(leads)
    }

    /// The instant each of `count` days from `first` starts (midnight in
    /// `timeZone`).
    static func dayStarts(from first: CalendarDay, count: Int, timeZone: TimeZone) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return (0..<count).map { offset in
            let day = first.adding(days: offset)
            let parts = DateComponents(year: day.year, month: day.month, day: day.day)
            return calendar.date(from: parts) ?? Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
        }
    }
}

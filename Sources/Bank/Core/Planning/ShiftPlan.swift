/// A staffing plan for one business day at the bank: whole shifts of allowed
/// lengths that together put enough bankers on duty in every opening hour.
///
/// Method: an exact minimum-cost flow.
/// For hour `h` let `cover[h]` be the bankers on duty and `spare[h] ≥ 0` the
/// bankers beyond the need, so `cover[h] - spare[h] = need[h]`. Add a zero row
/// before the first and after the last hour and subtract each row from the next.
/// A shift from hour `s` for `L` hours appears only in the rows for `s` (+1)
/// and `s + L` (−1), so it becomes an arc from point `s` to point `s + L`; a
/// spare banker in hour `h` becomes an arc from point `h + 1` back to `h`; and
/// the change in need between hours becomes a supply (need rises) or a demand
/// (need falls) at that point. Every feasible plan is exactly a flow in this
/// network of `H + 1` points, so a minimum-cost flow is an optimal plan, and
/// because all supplies and capacities are whole numbers the flow found by
/// successive shortest paths is whole: a proven optimum, not an estimate.
///
/// Ranking. A shift of length `L` starting at hour `s` costs
/// `L·A + B + s` with `B = (total need)·H + 1` and `A = (total need + 1)·B`.
/// An optimal plan never holds a shift that could simply be dropped, so each
/// shift covers some hour staffed at exactly its need, giving at most
/// `total need` shifts and a start-hour total below `B`. Hence these weights
/// compare plans lexicographically: fewest banker-hours first, then fewest
/// shifts, then the smallest sum of start hours (shifts placed as early as
/// possible). Any tie left after that is settled by the planner's fixed search
/// order (points and arcs are always visited in the same order), so the same
/// need and lengths always give the same plan.
///
/// A plan always exists once one length fits, since a shift of that length
/// can be placed over any hour.
///
/// Size: at most 25 points and about 170 arcs for a 24-hour day; each round
/// sends a whole supply, demand or earlier choice at once, so a day takes a
/// few dozen rounds and well under a millisecond, even with needs in the
/// thousands.
public struct ShiftPlan: Hashable, Sendable {
    /// `count` bankers who all start at hour `start` and work `length` hours.
    public struct Shift: Hashable, Sendable {
        public var start: Int
        public var length: Int
        public var count: Int

        public init(start: Int, length: Int, count: Int) {
            self.start = start
            self.length = length
            self.count = count
        }
    }

    /// The shifts, ordered by start then length; counts > 0.
    public var shifts: [Shift]
    /// Bankers on duty in each hour (≥ need).
    public var coverage: [Int]
    public var bankerHours: Int

    /// Builds a plan for a day of `hours` opening hours from its shifts, which must lie within the day.
    public init(shifts: [Shift], hours: Int) {
        self.shifts = shifts.filter { $0.count > 0 }.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
        var coverage = Array(repeating: 0, count: hours)
        for shift in self.shifts {
            for hour in shift.start..<(shift.start + shift.length) { coverage[hour] += shift.count }
        }
        self.coverage = coverage
        self.bankerHours = self.shifts.reduce(0) { $0 + $1.length * $1.count }
    }

    /// The fewest whole shifts of the given lengths covering `need`; nil when no length fits the hours but some hour needs a banker.
    ///
    /// Negative needs count as zero; lengths outside `1...need.count` are ignored.
    public static func cover(_ need: [Int], lengths: [Int]) -> ShiftPlan? {
        let hours = need.count
        let need = need.map { max(0, $0) }
        let fitting = Set(lengths.filter { $0 >= 1 && $0 <= hours }).sorted()
        if need.allSatisfy({ $0 == 0 }) { return ShiftPlan(shifts: [], hours: hours) }
        if fitting.isEmpty { return nil }

        let totalNeed = need.reduce(0, +)
        let perShift = totalNeed * hours + 1
        let perHour = (totalNeed + 1) * perShift
        var network = Network(points: hours + 3)
        var shiftArcs: [(start: Int, length: Int, arc: Int)] = []
        for start in 0..<hours {
            for length in fitting where start + length <= hours {
                let arc = network.addArc(start, start + length, capacity: Network.unlimited,
                                         cost: length * perHour + perShift + start)
                shiftArcs.append((start, length, arc))
            }
        }
        for hour in 0..<hours {  // a spare banker kept on during `hour`
            network.addArc(hour + 1, hour, capacity: Network.unlimited, cost: 0)
        }
        let source = hours + 1, sink = hours + 2
        for point in 0...hours {
            let change = (point < hours ? need[point] : 0) - (point > 0 ? need[point - 1] : 0)
            if change > 0 { network.addArc(source, point, capacity: change, cost: 0) }
            if change < 0 { network.addArc(point, sink, capacity: -change, cost: 0) }
        }
        network.sendCheapest(from: source, to: sink)

        let shifts = shiftArcs.map { Shift(start: $0.start, length: $0.length, count: network.flow(on: $0.arc)) }
        let plan = ShiftPlan(shifts: shifts, hours: hours)
        assert(zip(plan.coverage, need).allSatisfy { $0 >= $1 }, "every hour must be covered")
        return plan
    }
}

/// A small flow network solved by successive shortest paths.
private struct Network {
    static let unlimited = Int.max / 4
    private var head: [Int], capacity: [Int] = [], cost: [Int] = [], startCapacity: [Int] = []
    private var arcsFrom: [[Int]]

    init(points: Int) {
        head = []
        arcsFrom = Array(repeating: [], count: points)
    }

    /// Adds an arc and its reverse; returns the arc's index.
    @discardableResult
    mutating func addArc(_ from: Int, _ to: Int, capacity room: Int, cost price: Int) -> Int {
        let index = head.count
        arcsFrom[from].append(index); head.append(to); capacity.append(room); cost.append(price)
        arcsFrom[to].append(index + 1); head.append(from); capacity.append(0); cost.append(-price)
        startCapacity += [room, 0]
        return index
    }

    func flow(on arc: Int) -> Int { startCapacity[arc] - capacity[arc] }

    /// Sends as much as possible from `source` to `sink`, each time along a cheapest path.
    /// Every arc starts with a cost of zero or more, so Dijkstra's search with
    /// point prices (Johnson's reweighting) finds each cheapest path exactly.
    mutating func sendCheapest(from source: Int, to sink: Int) {
        let count = arcsFrom.count
        var price = Array(repeating: 0, count: count)
        while true {
            var distance = Array(repeating: Int.max, count: count)
            var via = Array(repeating: -1, count: count)
            var settled = Array(repeating: false, count: count)
            distance[source] = 0
            while true {
                var point = -1
                for next in 0..<count where !settled[next] && distance[next] != Int.max {
                    if point < 0 || distance[next] < distance[point] { point = next }
                }
                if point < 0 { break }
                settled[point] = true
                for arc in arcsFrom[point] where capacity[arc] > 0 {
                    let through = distance[point] + cost[arc] + price[point] - price[head[arc]]
                    if through < distance[head[arc]] { distance[head[arc]] = through; via[head[arc]] = arc }
                }
            }
            if distance[sink] == Int.max { return }
            for point in 0..<count where distance[point] != Int.max { price[point] += distance[point] }
            var amount = Int.max, point = sink
            while point != source { let arc = via[point]; amount = min(amount, capacity[arc]); point = head[arc ^ 1] }
            point = sink
            while point != source { let arc = via[point]; capacity[arc] -= amount; capacity[arc ^ 1] += amount; point = head[arc ^ 1] }
        }
    }
}

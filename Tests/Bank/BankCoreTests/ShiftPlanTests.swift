import Testing
import BankCore
import TextKit

private typealias Shift = ShiftPlan.Shift

@Test func flatDayTakesOneLongShift() throws {
    let plan = try #require(ShiftPlan.cover([1, 1, 1, 1, 1, 1, 1, 1], lengths: [4, 8]))
    #expect(plan.shifts == [Shift(start: 0, length: 8, count: 1)])
    #expect(plan.bankerHours == 8)
    #expect(plan.coverage == [1, 1, 1, 1, 1, 1, 1, 1])
}

@Test func busyMorningAddsAShortShift() throws {
    let plan = try #require(ShiftPlan.cover([2, 2, 2, 2, 1, 1, 1, 1], lengths: [4, 8]))
    #expect(plan.shifts == [Shift(start: 0, length: 4, count: 1), Shift(start: 0, length: 8, count: 1)])
    #expect(plan.bankerHours == 12)
}

@Test func lunchPeak() throws {
    // One full-day banker, then two half-day bankers for the peak, placed as early as possible.
    let plan = try #require(ShiftPlan.cover([1, 1, 2, 3, 3, 2, 1, 1], lengths: [8, 4]))
    #expect(plan.shifts == [Shift(start: 0, length: 8, count: 1), Shift(start: 1, length: 4, count: 1),
                            Shift(start: 2, length: 4, count: 1)])
    #expect(plan.bankerHours == 16)
    #expect(plan.coverage == [1, 2, 3, 3, 3, 2, 1, 1])
}

@Test func shortShiftsFillExactly() throws {
    let plan = try #require(ShiftPlan.cover([0, 3, 0, 2], lengths: [1, 2]))
    #expect(plan.shifts == [Shift(start: 1, length: 1, count: 3), Shift(start: 3, length: 1, count: 2)])
    #expect(plan.bankerHours == 5)
}

@Test func lengthsThatDoNotFit() throws {
    #expect(ShiftPlan.cover([1, 2, 1], lengths: [4, 8]) == nil)
    #expect(ShiftPlan.cover([1], lengths: [2]) == nil)
    let idle = try #require(ShiftPlan.cover([0, 0, 0], lengths: [4]))
    #expect(idle.shifts.isEmpty && idle.bankerHours == 0 && idle.coverage == [0, 0, 0])
    // A length that does not fit is ignored when another one does.
    let mixed = try #require(ShiftPlan.cover([1, 1, 1], lengths: [9, 3]))
    #expect(mixed.shifts == [Shift(start: 0, length: 3, count: 1)])
}

@Test func allZeros() throws {
    let plan = try #require(ShiftPlan.cover(Array(repeating: 0, count: 24), lengths: [4, 8]))
    #expect(plan.shifts.isEmpty)
    #expect(plan.bankerHours == 0)
    #expect(plan.coverage == Array(repeating: 0, count: 24))
    #expect(ShiftPlan.cover([], lengths: [1])?.shifts == [])
}

/// Exhaustive search: walk through the hours, trying every way to start shifts
/// at each hour (never more than the largest need, which an optimum never does),
/// remembering the best finish for each hour and the cover already promised to
/// later hours. Returns the fewest banker-hours, then the fewest shifts.
private func bruteForce(_ need: [Int], _ lengths: [Int]) -> (hours: Int, shifts: Int)? {
    let count = need.count, top = need.max() ?? 0
    var memo: [[Int]: (Int, Int)?] = [:]
    func best(_ hour: Int, _ promised: [Int]) -> (Int, Int)? {
        if hour == count { return (0, 0) }
        let key = [hour] + promised
        if let known = memo[key] { return known }
        let usable = lengths.filter { hour + $0 <= count }
        var answer: (Int, Int)?
        func choose(_ index: Int, _ started: Int, _ cover: [Int], _ cost: (Int, Int)) {
            if index == usable.count {
                guard cover[hour] >= need[hour] else { return }
                let next = (hour + 1..<count).map { min(cover[$0], need[$0]) }
                guard let rest = best(hour + 1, next) else { return }
                let total = (cost.0 + rest.0, cost.1 + rest.1)
                if answer == nil || total < answer! { answer = total }
                return
            }
            var cover = cover, cost = cost
            for extra in 0...(top - started) {
                if extra > 0 {
                    for h in hour..<(hour + usable[index]) { cover[h] += 1 }
                    cost = (cost.0 + usable[index], cost.1 + 1)
                }
                choose(index + 1, started + extra, cover, cost)
            }
        }
        choose(0, 0, Array(repeating: 0, count: hour) + promised, (0, 0))
        memo[key] = answer
        return answer
    }
    return best(0, Array(repeating: 0, count: count))
}


@Test func matchesExhaustiveSearch() {
    var dice = SeededRandomNumberGenerator(seed: 2026)
    for _ in 0..<400 {
        let hours = Int.random(in: 1...8, using: &dice)
        let need = (0..<hours).map { _ in Int.random(in: 0...3, using: &dice) }
        let lengths = (1...8).filter { _ in Bool.random(using: &dice) }
        let plan = ShiftPlan.cover(need, lengths: lengths.isEmpty ? [1] : lengths)
        let expected = bruteForce(need, (lengths.isEmpty ? [1] : lengths).filter { $0 <= hours })
        #expect(plan?.bankerHours == expected?.hours, "need \(need) lengths \(lengths)")
        #expect(plan?.shifts.reduce(0) { $0 + $1.count } == expected?.shifts, "need \(need) lengths \(lengths)")
        if let plan {
            #expect(zip(plan.coverage, need).allSatisfy { $0 >= $1 })
            #expect(plan.shifts.allSatisfy { $0.count > 0 && $0.start >= 0 && $0.start + $0.length <= hours })
            #expect(plan == ShiftPlan(shifts: plan.shifts, hours: hours))
        }
    }
}

@Test func sameInputSamePlan() {
    var dice = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<50 {
        let need = (0..<24).map { _ in Int.random(in: 0...50, using: &dice) }
        let first = ShiftPlan.cover(need, lengths: [4, 6, 8])
        for _ in 0..<3 { #expect(ShiftPlan.cover(need, lengths: [8, 4, 6, 4]) == first) }
    }
}

/// Large needs (up to 1000 an hour, the most bankers a business may have)
/// over a full 24-hour day: every answer covers every hour. The speed is
/// the bench's; a test only checks the answers.
@Test(arguments: [100, 1000])
func fullDaysWithLargeNeedsAreCovered(largestNeed: Int) throws {
    var dice = SeededRandomNumberGenerator(seed: UInt64(largestNeed))
    for _ in 0..<100 {
        let need = (0..<24).map { _ in Int.random(in: 0...largestNeed, using: &dice) }
        let lengths = Array((1...24).shuffled(using: &dice).prefix(Int.random(in: 1...6, using: &dice)))
        let found = try #require(ShiftPlan.cover(need, lengths: lengths))
        #expect(zip(found.coverage, need).allSatisfy { $0 >= $1 })
        #expect(found.bankerHours == found.shifts.map { $0.length * $0.count }.reduce(0, +))
    }
}

import BankCore
import Testing

/// The data behind the board's plots: samples of the line, buckets of waits.
@Suite struct PlotDataTests {
    @Test func aSampleIsTheLongestTheLineWasInItsInterval() {
        var line = LineHistory(interval: .seconds(1), capacity: 10)
        line.record(3, at: .milliseconds(100))
        line.record(7, at: .milliseconds(400))
        line.record(2, at: .milliseconds(900))
        #expect(line.samples == [7], "the open interval's peak so far")
        line.record(2, at: .milliseconds(1_100))
        #expect(line.samples == [7, 2])
        // Quiet seconds keep the length the line had.
        line.record(5, at: .milliseconds(4_500))
        #expect(line.samples == [7, 2, 2, 2, 5])
        #expect(line.length == 5 && line.peak == 7)
    }

    @Test func theRingKeepsOnlyTheLastSamples() {
        var line = LineHistory(interval: .seconds(1), capacity: 4)
        for second in 0..<10 { line.record(second, at: .seconds(second)) }
        #expect(line.samples == [5, 6, 7, 8, 9])
        #expect(line.lastSamples(2) == [8, 9])
        #expect(line.lastSamples(0) == [])
    }

    @Test func aLongJumpInTimeIsBoundedByTheRing() {
        var line = LineHistory(interval: .seconds(1), capacity: 3)
        line.record(4, at: .zero)
        // A year later: the ring holds the last three seconds of it, the line still 4 long.
        line.record(1, at: .seconds(86_400 * 365) + .milliseconds(500))
        #expect(line.samples == [4, 4, 4, 4])
        line.record(0, at: .seconds(86_400 * 365) + .milliseconds(1_500))
        #expect(line.samples == [4, 4, 4, 1])
    }

    @Test func resetForgetsEverything() {
        var line = LineHistory(interval: .milliseconds(500), capacity: 8)
        line.record(9, at: .seconds(3))
        line.reset()
        #expect(line.samples == [0] && line.length == 0 && line.interval == .milliseconds(500))
    }

    @Test func waitsFallInTheirBuckets() {
        #expect(WaitBuckets.bucket(of: .zero) == 0)
        #expect(WaitBuckets.bucket(of: .milliseconds(999)) == 0)
        #expect(WaitBuckets.bucket(of: .seconds(1)) == 1)
        #expect(WaitBuckets.bucket(of: .milliseconds(4_999)) == 2)
        #expect(WaitBuckets.bucket(of: .seconds(59)) == 5)
        #expect(WaitBuckets.bucket(of: .seconds(299)) == 6)
        #expect(WaitBuckets.bucket(of: .seconds(3_600)) == 7)
        #expect(WaitBuckets.range(of: 0) == (0, 1))
        #expect(WaitBuckets.range(of: 7).lower == 300 && WaitBuckets.range(of: 7).upper == nil)
    }

    /// A wait is from the ticket to the start of service, and is counted
    /// in the buckets as its customer leaves the desk, with `served`: the
    /// histogram and "Served" count the same customers at every moment.
    @Test func theWaitIsFromTicketToServiceStartCountedWhenServed() {
        var lobby = Lobby(configuration: .seed)
        _ = lobby.arrive(.deposit, at: .zero)
        _ = lobby.arrive(.deposit, at: .zero)
        _ = lobby.arrive(.deposit, at: .zero)
        let first = lobby.startNext(at: .zero), second = lobby.startNext(at: .zero)
        #expect(first != nil && second != nil && lobby.startNext(at: .zero) == nil)
        #expect(lobby.statistics(at: .zero).waits.total == 0, "nobody served yet")
        _ = lobby.finish(Banker(business: .deposit, number: 1))
        var statistics = lobby.statistics(at: .milliseconds(700))
        #expect(statistics.served == 1 && statistics.waits.counts == [1, 0, 0, 0, 0, 0, 0, 0])
        let third = lobby.startNext(at: .seconds(12))
        #expect(third?.startedAt == .seconds(12))
        _ = lobby.finish(Banker(business: .deposit, number: 2))
        _ = lobby.finish(Banker(business: .deposit, number: 1))
        statistics = lobby.statistics(at: .seconds(13))
        #expect(statistics.served == 3 && statistics.waits.counts == [2, 0, 0, 0, 1, 0, 0, 0])
        #expect(statistics.waits.total == statistics.served)
        #expect(lobby.emptied().statistics(at: .zero).waits.total == 0)
    }
}

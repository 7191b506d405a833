import BankCore
import Testing

/// Customers who keep coming to the live board.
@Suite struct LiveArrivalsTests {
    @Test func aSteadyRateBringsAboutThatManyAMinuteTheSameForTheSameSeed() {
        var stream = LiveArrivals(process: .steady(perMinute: 60), loanShare: nil, seed: 3)
        var again = LiveArrivals(process: .steady(perMinute: 60), loanShare: nil, seed: 3)
        let first = stream.arrivals(upTo: .seconds(1000))
        #expect((900...1100).contains(first.count), "\(first.count) in 1000 s at one a second")
        #expect(again.arrivals(upTo: .seconds(1000)) == first)
        #expect(stream.arrivals(upTo: .seconds(1000)).isEmpty, "nobody comes twice")
        #expect(Set(first) == [.deposit, .loan], "a coin toss each")
    }

    @Test func theLoanShareDecidesTheBusiness() {
        var deposits = LiveArrivals(process: .steady(perMinute: 600), loanShare: 0, seed: 1)
        #expect(Set(deposits.arrivals(upTo: .seconds(60))) == [.deposit])
        var loans = LiveArrivals(process: .steady(perMinute: 600), loanShare: 1, seed: 1)
        #expect(Set(loans.arrivals(upTo: .seconds(60))) == [.loan])
    }

    @Test func aProfileBringsCustomersByTheHourAndEndsWithItsDay() throws {
        let profile = try ArrivalProfile(firstHour: 11, perHour: [0, 3600])
        var stream = LiveArrivals(process: .profile(profile), loanShare: nil, seed: 5)
        #expect(stream.arrivals(upTo: .seconds(3599)).isEmpty, "nobody in the first hour")
        let second = stream.arrivals(upTo: .seconds(7200))
        #expect((3300...3900).contains(second.count), "\(second.count) in the second hour")
        #expect(stream.next == nil, "the day is over")
    }

    @Test func everyoneAtOpeningHasNobodyComingLater() {
        let stream = LiveArrivals(process: .atOpening, loanShare: nil, seed: 1)
        #expect(stream.next == nil)
    }
}

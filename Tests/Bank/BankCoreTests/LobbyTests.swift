import BankCore
import Testing
import TextKit

@Suite struct LobbyTests {
    private let deposit1 = Banker(business: .deposit, number: 1)
    private let deposit2 = Banker(business: .deposit, number: 2)
    private let loan1 = Banker(business: .loan, number: 1)

    /// Starts everyone who can start at `time`.
    private func startAll(_ lobby: inout Lobby, at time: Duration) -> [Service] {
        var started: [Service] = []
        while let service = lobby.startNext(at: time) { started.append(service) }
        return started
    }

    @Test func ticketsContinueAcrossArrivals() {
        var lobby = Lobby(configuration: .seed)
        let first = (0..<10).map { _ in lobby.arrive(.deposit, at: .zero) }
        let second = (0..<10).map { _ in lobby.arrive(.loan, at: .seconds(1)) }
        #expect(first.map(\.number) == Array(1...10))
        #expect(second.map(\.number) == Array(11...20))
        #expect(lobby.nextNumber == 21)
        #expect(Lobby(configuration: .seed).nextNumber == 1)
    }

    @Test func freeBankersCallTheFirstOfTheirBusiness() {
        var lobby = Lobby(configuration: .seed)
        for business in [Business.loan, .deposit, .loan, .deposit, .deposit] { _ = lobby.arrive(business, at: .zero) }
        let started = startAll(&lobby, at: .zero)
        #expect(started.map(\.customer.number) == [1, 2, 4])
        #expect(started.map(\.banker) == [loan1, deposit1, deposit2])
        #expect(started.map(\.endsAt) == [.milliseconds(1100), .milliseconds(700), .milliseconds(700)])
        #expect(lobby.waiting(for: .deposit).map(\.number) == [5])
        #expect(lobby.waiting(for: .loan).map(\.number) == [3])
        #expect(lobby.workingCount(for: .deposit) == 2)
        #expect(lobby.waitingCount == 2 && lobby.workingCount == 3)
        #expect(lobby.inService.map(\.customer.number) == [2, 4, 1])
    }

    @Test func customersCalledAtOneInstantAreCalledInTicketOrder() throws {
        // A loan ahead of deposits is called first, not after them.
        var lobby = Lobby(configuration: .seed)
        for business in [Business.deposit, .loan, .loan, .deposit, .deposit] { _ = lobby.arrive(business, at: .zero) }
        #expect(startAll(&lobby, at: .zero).map(\.customer.number) == [1, 2, 4])
        // After a shared finish, whoever is first in the lines goes first.
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        lobby = Lobby(configuration: configuration)
        let businesses: [Business] = [.loan, .loan, .deposit, .deposit, .deposit, .deposit, .loan, .deposit, .loan]
        for business in businesses { _ = lobby.arrive(business, at: .zero) }
        #expect(startAll(&lobby, at: .zero).map(\.customer.number) == [1, 2, 3, 4, 5])
        for service in lobby.inService { _ = lobby.finish(service) }
        #expect(startAll(&lobby, at: .seconds(2)).map(\.customer.number) == [6, 7, 8, 9])
    }

    @Test func aCrowdOutsideIsLetInOnlyWhenABankerNeedsSomeone() {
        var lobby = Lobby(configuration: .seed)
        // Six loans, then a deposit: the deposit bankers have nobody inside,
        // so customers come in until the deposit does.
        let crowd: [Business] = Array(repeating: .loan, count: 6) + [.deposit] + Array(repeating: .deposit, count: 100)
        lobby.arriveOutside(crowd.makeIterator(), at: .seconds(1))
        #expect(lobby.hasCrowdOutside && !lobby.isIdle && lobby.waitingCount == 0)
        var steps: [Lobby.Step] = []
        while let step = lobby.nextStep(at: .seconds(1)) { steps.append(step) }
        let arrived = steps.compactMap { if case .arrived(let customer, let time) = $0, time == .seconds(1) { customer.number } else { nil } }
        let started = steps.compactMap { if case .started(let service) = $0 { service.customer.number } else { nil } }
        #expect(arrived == Array(1...8))
        #expect(started == [1, 7, 8])
        #expect(lobby.waiting(for: .loan).map(\.number) == [2, 3, 4, 5, 6])
        #expect(lobby.waitingCount(for: .deposit) == 0)
        #expect(lobby.hasCrowdOutside, "the other 99 deposits are still outside")
        // The next customer from outside comes when a deposit banker is free.
        _ = lobby.finish(deposit1)
        #expect(lobby.nextStep(at: .seconds(2)) == .arrived(Customer(number: 9, business: .deposit), time: .seconds(1)))
        guard case .started(let next)? = lobby.nextStep(at: .seconds(2)) else {
            Issue.record("customer 9 was not called")
            return
        }
        #expect(next.customer.number == 9 && next.startedAt == .seconds(2))
        #expect(lobby.nextStep(at: .seconds(2)) == nil)
    }

    @Test func businessTimeRunsFromTheCrowdsArrival() {
        var lobby = Lobby(configuration: .seed)
        lobby.arriveOutside([Business.deposit, .deposit, .deposit].makeIterator(), at: .seconds(1))
        #expect(lobby.statistics(at: .seconds(1)).businessTime == .zero)
        #expect(lobby.statistics(at: .milliseconds(1500)).businessTime == .milliseconds(500), "the crowd is in the bank")
        while lobby.nextStep(at: .seconds(1)) != nil {}
        _ = lobby.finish(deposit1)
        _ = lobby.finish(deposit2)
        while lobby.nextStep(at: .milliseconds(1700)) != nil {}
        _ = lobby.finish(deposit1)
        #expect(lobby.isIdle && !lobby.hasCrowdOutside)
        #expect(lobby.statistics(at: .seconds(9)).businessTime == .milliseconds(1400))
        lobby.arriveOutside([Business]().makeIterator(), at: .seconds(9))
        #expect(lobby.isIdle, "an empty crowd is nobody")
    }

    @Test func finishFreesTheBankerForTheNextInLine() {
        var lobby = Lobby(configuration: .seed)
        for _ in 0..<3 { _ = lobby.arrive(.deposit, at: .zero) }
        _ = startAll(&lobby, at: .zero)
        let done = lobby.finish(deposit2)
        #expect(done?.customer.number == 2)
        #expect(lobby.finish(deposit2) == nil)
        let next = startAll(&lobby, at: .milliseconds(700))
        #expect(next.map(\.customer.number) == [3])
        #expect(next.first?.banker == deposit2)
        #expect(next.first?.startedAt == .milliseconds(700))
    }

    @Test func theLongestFreeBankerTakesTheNextCustomer() {
        var lobby = Lobby(configuration: .seed)
        _ = lobby.arrive(.deposit, at: .zero)
        #expect(startAll(&lobby, at: .zero).first?.banker == deposit1)
        _ = lobby.finish(deposit1)
        _ = lobby.arrive(.deposit, at: .seconds(1))
        // Banker 2 has been free since opening, banker 1 only since 0.7 s.
        #expect(startAll(&lobby, at: .seconds(1)).first?.banker == deposit2)
    }

    @Test func ignoresBankersItDoesNotHave() {
        var lobby = Lobby(configuration: .seed)
        #expect(lobby.finish(Banker(business: .loan, number: 2)) == nil)
        #expect(lobby.finish(Banker(business: .deposit, number: 0)) == nil)
        #expect(lobby.finish(loan1) == nil)
        #expect(lobby.isIdle)
    }

    @Test func neverMoreBusyThanConfigured() throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        var lobby = Lobby(configuration: configuration)
        var random = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<100 { _ = lobby.arrive(.random(using: &random), at: .zero) }
        _ = startAll(&lobby, at: .zero)
        #expect(lobby.workingCount(for: .deposit) == 3)
        #expect(lobby.workingCount(for: .loan) == 2)
        #expect(lobby.startNext(at: .seconds(9)) == nil)
    }

    @Test func serviceNeverStartsBeforeArrival() {
        // A driver may process a finish late; the next customer still cannot
        // have started before they arrived.
        var lobby = Lobby(configuration: .seed)
        _ = lobby.arrive(.loan, at: .zero)
        _ = startAll(&lobby, at: .zero)
        _ = lobby.arrive(.loan, at: .seconds(2))
        _ = lobby.finish(loan1)
        let next = startAll(&lobby, at: .milliseconds(1100))
        #expect(next.first?.startedAt == .seconds(2))
    }

    @Test func statisticsOfWaitsBusySharesAndBusinessTime() {
        var lobby = Lobby(configuration: .seed)
        for _ in 0..<3 { _ = lobby.arrive(.deposit, at: .zero) }
        _ = startAll(&lobby, at: .zero)
        var halfway = lobby.statistics(at: .milliseconds(350))
        #expect(halfway.served == 0 && halfway.waiting == 1 && halfway.working == 2)
        #expect(halfway.businessTime == .milliseconds(350))
        #expect(halfway.bankers.map(\.busyShare) == [1, 1, 0])
        _ = lobby.finish(deposit1)
        _ = lobby.finish(deposit2)
        _ = startAll(&lobby, at: .milliseconds(700))
        _ = lobby.finish(deposit1)
        #expect(lobby.isIdle)
        let closed = lobby.statistics(at: .seconds(5))
        #expect(closed.served == 3)
        #expect(closed.businessTime == .milliseconds(1400))
        #expect(closed.averageWait == .milliseconds(700) / 3)
        #expect(closed.longestWait == .milliseconds(700))
        #expect(closed.bankers.map(\.served) == [2, 1, 0])
        #expect(closed.bankers.map(\.busyShare) == [1, 0.5, 0])
        // Business time pauses while the bank is empty and resumes after.
        _ = lobby.arrive(.loan, at: .seconds(10))
        _ = startAll(&lobby, at: .seconds(10))
        halfway = lobby.statistics(at: .seconds(10) + .milliseconds(100))
        #expect(halfway.businessTime == .milliseconds(1500))
        #expect(halfway.bankers[2].busyTime == .milliseconds(100))
        // The loan customer at the desk is counted as they leave: the
        // waits are of the customers served, as many as `served`.
        #expect(halfway.averageWait == .milliseconds(700) / 3)
        #expect(halfway.waits.total == halfway.served)
        _ = lobby.finish(loan1)
        let after = lobby.statistics(at: .seconds(12))
        #expect(after.served == 4 && after.waits.total == 4 && after.averageWait == .milliseconds(700) / 4)
        #expect(after.waits.counts == [4, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func statisticsBeforeAnyone() {
        let empty = Lobby(configuration: .seed).statistics(at: .seconds(3))
        #expect(empty.isIdle && empty.served == 0)
        #expect(empty.averageWait == .zero && empty.longestWait == .zero && empty.businessTime == .zero)
        #expect(empty.bankers.map(\.busyShare) == [0, 0, 0])
    }
}

import BankCore
import Testing

@Suite struct BankBoardTests {
    @Test func movesCustomersBetweenColumns() {
        var simulation = Simulation(configuration: .seed, run: 4)
        var board = BankBoard(run: 4)
        var refused = 0
        let apply = { (event: BankEvent) in if !board.apply(event) { refused += 1 } }
        simulation.addCustomers([.deposit, .loan, .deposit, .deposit], onEvent: apply)
        #expect(board.waiting.map(\.number) == [4])
        // In the order service started: ticket order at one instant.
        #expect(board.working.map(\.customer.number) == [1, 2, 3])
        simulation.advance(to: .milliseconds(700), onEvent: apply)
        #expect(board.waiting.isEmpty)
        #expect(board.working.map(\.customer.number) == [2, 4])
        #expect(!board.isEmpty)
        simulation.runUntilIdle(onEvent: apply)
        #expect(board.isEmpty)
        #expect(refused == 0)
    }

    @Test func ignoresEventsOfOtherRuns() {
        var simulation = Simulation(configuration: .seed, run: 1)
        var events: [BankEvent] = []
        simulation.addCustomers([.deposit, .loan]) { events.append($0) }
        var board = BankBoard(run: 2)
        let accepted = events.filter { board.apply($0) }
        #expect(accepted.isEmpty)
        #expect(board.isEmpty)
        var old = BankBoard(run: 1)
        events.forEach { old.apply($0) }
        #expect(!old.isEmpty)
        old.reset(run: 2)
        #expect(old == board)
    }

    @Test func refusesEventsThatDoNotFit() {
        var board = BankBoard(run: 1)
        let service = Service(customer: Customer(number: 1, business: .loan), banker: Banker(business: .loan, number: 1),
                              startedAt: .zero, endsAt: .seconds(1))
        let started = board.apply(BankEvent(run: 1, time: .zero, kind: .started(service)))
        let finished = board.apply(BankEvent(run: 1, time: .zero, kind: .finished(service)))
        #expect(!started && !finished)
        #expect(board.isEmpty)
    }
}

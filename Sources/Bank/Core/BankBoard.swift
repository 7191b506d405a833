/// What the bank tab shows: the waiting column and the working column,
/// rebuilt from events. Pure and synchronous, for the UI's own thread.
///
/// It belongs to one run and ignores events of any other, so events of a
/// run cancelled by `Bank.reset()` that were already on their way to the UI
/// cannot put customers back on the board.
public struct BankBoard: Hashable, Sendable {
    /// The run whose events this board accepts.
    public private(set) var run: Int
    /// Waiting customers in ticket order.
    public private(set) var waiting: [Customer] = []
    /// Customers being served, in the order their service started.
    public private(set) var working: [Service] = []

    /// An empty board for `run` (`Bank.run`, or what `Bank.reset()` returned).
    public init(run: Int) {
        self.run = run
    }

    /// True when both columns are empty: the business-time timer stops.
    public var isEmpty: Bool { waiting.isEmpty && working.isEmpty }

    /// Moves a customer as the event says. Returns false, changing nothing,
    /// for an event of another run or one that does not fit the board.
    @discardableResult
    public mutating func apply(_ event: BankEvent) -> Bool {
        guard event.run == run else { return false }
        switch event.kind {
        case .arrived(let customer):
            waiting.append(customer)
        case .started(let service):
            // The customer called is the first of their business, so the
            // search ends near the front even when thousands wait.
            guard let index = waiting.firstIndex(of: service.customer) else { return false }
            waiting.remove(at: index)
            working.append(service)
        case .finished(let service):
            guard let index = working.firstIndex(of: service) else { return false }
            working.remove(at: index)
        }
        return true
    }

    /// Empties the board and switches it to `run`.
    public mutating func reset(run: Int) {
        self = BankBoard(run: run)
    }
}

/// Something that happened in the bank, in the order it happened.
public struct BankEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A customer took a ticket and joined the waiting line.
        case arrived(Customer)
        /// A banker called the customer and began serving them.
        case started(Service)
        /// The banker finished; the customer leaves the bank.
        case finished(Service)
    }

    /// The run the event belongs to. `Bank.reset()` starts a new run; anything
    /// holding on to events (a UI on another thread) drops events whose run is
    /// not the current one, so nothing from a cancelled run reappears.
    public let run: Int
    /// Model time since the run began.
    public let time: Duration
    /// What happened.
    public let kind: Kind

    /// An event; normally the bank or the simulation makes these.
    public init(run: Int, time: Duration, kind: Kind) {
        self.run = run
        self.time = time
        self.kind = kind
    }

    /// The customer the event is about.
    public var customer: Customer {
        switch kind {
        case .arrived(let customer): customer
        case .started(let service), .finished(let service): service.customer
        }
    }

    /// The banker involved, or nil for an arrival.
    public var banker: Banker? {
        switch kind {
        case .arrived: nil
        case .started(let service), .finished(let service): service.banker
        }
    }
}

/// One customer being served by one banker.
///
/// Times are model time since the run began (the bank opened or was last
/// reset). `endsAt` is fixed when service starts, so the live bank sleeps
/// until that deadline and the simulation jumps to it: both see the same
/// timeline.
public struct Service: Hashable, Sendable {
    /// Who is being served.
    public let customer: Customer
    /// Who serves them.
    public let banker: Banker
    /// When service began.
    public let startedAt: Duration
    /// When service will end: `startedAt` plus the business's service time.
    public let endsAt: Duration

    /// A service; normally the `Lobby` makes these.
    public init(customer: Customer, banker: Banker, startedAt: Duration, endsAt: Duration) {
        self.customer = customer
        self.banker = banker
        self.startedAt = startedAt
        self.endsAt = endsAt
    }
}

/// Everything the live `Bank` changes, kept behind one lock.
struct BankState {
    /// The floor.
    var lobby: Lobby
    /// Current run; `reset()` increments it.
    var run = 1
    /// Timeline offset at which the current run began (model time zero).
    var runStart: Duration
    /// Draws the business of customers added by count.
    var random: any RandomNumberGenerator & Sendable
    /// The sleeping task of each banker who is serving someone (none for a
    /// service that a running `serviceEnded` will finish itself).
    var services: [Banker: Task<Void, Never>] = [:]
    /// Produced but not yet delivered, in order.
    var outbox: [Outgoing] = []
    /// True while some thread is draining the outbox; only one does, so
    /// events reach the consumer one at a time and in order.
    var isDelivering = false
    /// Callers of `untilIdle()` waiting for the lobby to empty.
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Bankers' tasks waiting for the consumer to take the outbox.
    var roomWaiters: [CheckedContinuation<Void, Never>] = []
}

/// An item of the bank's outbox.
enum Outgoing: Sendable {
    /// An event for the consumer.
    case event(BankEvent)
    /// Resume these `untilIdle()` callers; queued after the events that
    /// emptied the lobby so that they have been delivered first.
    case wake([CheckedContinuation<Void, Never>])
}

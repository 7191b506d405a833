/// What one round of the shared board's engine did, as `bankui-sync`
/// reports it to a program that asked it for rounds (`bankui kanban sync`)
/// or to finish sending (bankui at quit): one line of JSON,
/// `{"round": {...}}`, beside the status lines.
public struct KanbanSyncRound: Sendable, Equatable, Codable {
    /// Why a round failed, for the exit status of a command.
    public enum Failure: String, Sendable, Equatable, Codable {
        /// The server cannot be reached or refuses this board (connection
        /// refused, no such host or socket, authentication, a database or
        /// tables it cannot use): trying again as it is will not help soon.
        case unavailable
        /// Something that passes: no answer in time, a connection lost, a
        /// server starting or shutting down, the local database busy.
        case temporary
        /// The board on this machine cannot be opened or read.
        case local
    }

    /// Local changes sent, as a person counts them (a card added, edited or
    /// moved is one).
    public var sent: Int
    /// Changes of other boards merged into this one, counted the same way.
    public var received: Int
    /// Local changes still waiting after the round.
    public var unsent: Int
    /// Why the round failed, in words; nil when it succeeded.
    public var error: String?
    /// The kind of failure; nil when it succeeded.
    public var failure: Failure?

    public init(sent: Int, received: Int, unsent: Int, error: String? = nil, failure: Failure? = nil) {
        self.sent = sent
        self.received = received
        self.unsent = unsent
        self.error = error
        self.failure = failure
    }

    /// The line `bankui-sync` writes for it.
    public struct Line: Codable, Sendable, Equatable {
        public var round: KanbanSyncRound
        public init(round: KanbanSyncRound) { self.round = round }
    }
}

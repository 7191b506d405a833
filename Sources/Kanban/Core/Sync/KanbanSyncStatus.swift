import FoundationEssentials

/// How the board's link to the shared board stands, for the kanban tab's
/// indicator (`● online` / `● offline` and the count of changes not sent)
/// and its help (the last error, and what the engine did on its own).
public struct KanbanSyncStatus: Sendable, Equatable, Codable {
    /// Connected, and the last push and pull succeeded.
    public var online: Bool
    /// Local changes not yet sent to the shared board.
    public var unsent: Int
    /// Why the link is down or the last round failed, in words
    /// (`connection refused`, `password authentication failed`); never a
    /// password.
    public var lastError: String?
    /// The shared board's address without any password.
    public var remote: String
    /// Something the engine did on its own that a person should know of,
    /// online or not ("the server's log was restored or reset; …"); nil
    /// when there is nothing to say.
    public var notice: String?
    /// Who else has the shared board open now, as the server last said
    /// (empty while offline: nothing stale is shown).
    public var people: [KanbanPresence] = []

    /// The notice of a server whose log went back (put back from a
    /// backup, or reset): the board sends its changes again.
    public static let rewoundNotice = "the server's log was restored or reset; sending this board's changes again"

    public init(online: Bool, unsent: Int, lastError: String? = nil, remote: String, notice: String? = nil,
                people: [KanbanPresence] = []) {
        self.online = online
        self.unsent = unsent
        self.lastError = lastError
        self.remote = remote
        self.notice = notice
        self.people = people
    }

    private enum CodingKeys: String, CodingKey { case online, unsent, lastError, remote, notice, people }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        online = try container.decode(Bool.self, forKey: .online)
        unsent = try container.decode(Int.self, forKey: .unsent)
        lastError = try container.decodeIfPresent(String.self, forKey: .lastError)
        remote = try container.decode(String.self, forKey: .remote)
        notice = try container.decodeIfPresent(String.self, forKey: .notice)
        people = try container.decodeIfPresent([KanbanPresence].self, forKey: .people) ?? []
    }
}

/// Someone else who has the shared board open: their name (as received,
/// cleaned), the card they are editing, and whether they may only read.
public struct KanbanPresence: Sendable, Equatable, Codable, Hashable {
    public var name: String
    public var editing: UUID?
    public var viewer: Bool

    public init(name: String, editing: UUID? = nil, viewer: Bool = false) {
        self.name = name
        self.editing = editing
        self.viewer = viewer
    }
}

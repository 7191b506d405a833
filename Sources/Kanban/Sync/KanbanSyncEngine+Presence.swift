import Foundation
import KanbanCore
import Logging
import PostgresNIO

/// Who else has the board open, through the server and nothing else: each
/// open board says so on the NOTIFY channel `bankui_presence` at most every
/// ``KanbanSyncEngine/Timing/presenceEvery`` (and at once when it connects,
/// starts or stops editing a card, or hears someone new), and a member's
/// board keeps a row in `bankui_presence` (client id, name, card,
/// `seen_at`), so that a board that connects sees at once who is there. A
/// viewer whose role may only read says so on the channel alone. Someone
/// not heard for ``KanbanSyncEngine/Timing/presenceExpiry`` is gone; a board
/// that closes says goodbye. While offline, the board knows nobody.
extension KanbanSyncEngine {
    /// The NOTIFY channel of presence.
    public static let presenceChannel = "bankui_presence"

    /// One board's message on the channel.
    struct PresenceMessage: Codable {
        /// Its client id.
        var c: String
        /// Its person's name.
        var n: String
        /// The card being edited.
        var e: String?
        /// Read only.
        var v: Bool?
        /// Leaving.
        var b: Bool?
    }

    /// Someone heard, and when.
    struct HeardPeer: Equatable {
        var presence: KanbanPresence
        var heard: ContinuousClock.Instant
    }

    /// The people to show: those heard recently, by name; nobody offline.
    var presentPeople: [KanbanPresence] {
        guard lastStatus?.online ?? false || connection != nil else { return [] }
        return peers.values.map(\.presence).sorted { ($0.name, $0.editing?.uuidString ?? "") < ($1.name, $1.editing?.uuidString ?? "") }
    }

    /// The card being edited here changed (nil: none): the others hear it now.
    public func setEditing(_ card: UUID?) {
        guard editing != card else { return }
        editing = card
        Task { await announce() }
    }

    /// Starts the presence clock: expiring the silent, and the heartbeat.
    func startPresence() {
        let tick = timing.presenceTick
        presenceTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: tick)
                guard let self, !Task.isCancelled else { return }
                await self.presenceTick()
            }
        }
    }

    func presenceTick() async {
        expirePeers()
        guard let last = lastAnnounce else { return }
        if ContinuousClock.now - last >= timing.presenceEvery { await announce() }
    }

    /// Forgets whoever was not heard for the expiry.
    func expirePeers() {
        let now = ContinuousClock.now
        let before = peers.count
        peers = peers.filter { now - $0.value.heard < timing.presenceExpiry }
        if peers.count != before { report(online: lastStatus?.online == true, error: lastStatus?.lastError) }
    }

    /// Listens on the presence channel (on the listening connection), reads
    /// who is there already and says this board is there.
    func startPresenceListening(on listening: PostgresConnection) {
        presenceListenTask?.cancel()
        let logger = self.logger
        presenceListenTask = Task { [weak self] in
            do {
                try await listening.listen(on: Self.presenceChannel) { notifications in
                    await self?.presenceListening()
                    for try await note in notifications { await self?.heardPresence(note.payload) }
                }
            } catch {
                logger.debug("shared board: presence listening ended: \(KanbanSyncError.describe(error))")
            }
        }
    }

    /// Listening: who is in the table now, then this board says it is here.
    func presenceListening() async {
        if let connection, !connection.isClosed {
            if !readOnly {
                // Made by the first member's board of this build (a role
                // that may not make tables is heard on the channel alone).
                do {
                    try await connection.query(ServerLog.makePresenceTable, logger: logger)
                    // Rows of boards that never said goodbye, a day on.
                    try await connection.query("DELETE FROM bankui_presence WHERE seen_at < now() - interval '1 day'",
                                               logger: logger)
                } catch {
                    logger.debug("shared board: no presence table: \(KanbanSyncError.describe(error))")
                }
            }
            do {
                let rows = try await connection.query("""
                    SELECT client_id::text, name, card FROM bankui_presence
                    WHERE seen_at > now() - make_interval(secs => \(Self.seconds(timing.presenceExpiry)))
                    """, logger: logger)
                let me = clientID
                for try await (client, name, card) in rows.decode((String, String, String).self) where client != me {
                    heard(PresenceMessage(c: client, n: name, e: card.isEmpty ? nil : card, v: nil, b: nil), isNew: false)
                }
            } catch {
                // No table (an older server, a role that cannot see it): the channel alone.
                logger.debug("shared board: presence table not read: \(KanbanSyncError.describe(error))")
            }
        }
        report(online: lastStatus?.online == true, error: lastStatus?.lastError)
        await announce()
    }

    func heardPresence(_ payload: String) async {
        guard payload.utf8.count <= 1_000,
              let message = try? JSONDecoder().decode(PresenceMessage.self, from: Data(payload.utf8)),
              message.c.lowercased() != clientID else { return }
        let isNew = peers[message.c.lowercased()] == nil
        heard(message, isNew: isNew)
        report(online: lastStatus?.online == true, error: lastStatus?.lastError)
        // Someone new: they hear this board at once, not at its next beat.
        if isNew, message.b != true, let last = lastAnnounce, ContinuousClock.now - last >= .milliseconds(500) {
            await announce(tableToo: false)
        }
    }

    func heard(_ message: PresenceMessage, isNew: Bool) {
        let client = message.c.lowercased()
        guard message.b != true else {
            peers[client] = nil
            return
        }
        let name = PersonName.received(message.n)?.text ?? "?"
        peers[client] = HeardPeer(presence: KanbanPresence(name: name, editing: message.e.flatMap(UUID.init(uuidString:)),
                                                           viewer: message.v ?? false),
                                  heard: .now)
    }

    /// This board's id on the shared board (lowercase), read once a
    /// connection and again after the round takes a new one.
    var clientID: String {
        if let presenceID { return presenceID }
        let id = ((try? store.state().clientID) ?? "").lowercased()
        if !id.isEmpty { presenceID = id }
        return id
    }

    /// Says on the channel (and, for a member, in the table) that this
    /// board is here, and what it edits; `leaving`: that it goes.
    func announce(leaving: Bool = false, tableToo: Bool = true) async {
        let clientID = self.clientID
        guard let connection, !connection.isClosed, !clientID.isEmpty else { return }
        lastAnnounce = .now
        let message = PresenceMessage(c: clientID, n: person, e: editing?.uuidString.lowercased(), v: readOnly ? true : nil,
                                      b: leaving ? true : nil)
        guard let payload = try? String(decoding: JSONEncoder().encode(message), as: UTF8.self) else { return }
        do {
            if !readOnly, tableToo {
                if leaving {
                    try await connection.query("DELETE FROM bankui_presence WHERE client_id = \(UUID(uuidString: clientID))",
                                               logger: logger)
                } else {
                    try await connection.query("""
                        INSERT INTO bankui_presence (client_id, name, card, seen_at)
                        VALUES (\(UUID(uuidString: clientID)), \(person), \(editing?.uuidString.lowercased() ?? ""), now())
                        ON CONFLICT (client_id) DO UPDATE SET name = excluded.name, card = excluded.card, seen_at = now()
                        """, logger: logger)
                }
            }
        } catch {
            logger.debug("shared board: presence not written: \(KanbanSyncError.describe(error))")
        }
        do {
            try await connection.query("SELECT pg_notify(\(Self.presenceChannel), \(payload))", logger: logger)
        } catch {
            logger.debug("shared board: presence not sent: \(KanbanSyncError.describe(error))")
        }
    }

    /// Says goodbye, waiting at most half a second (a board that cannot
    /// say it is forgotten at the expiry).
    public func leave() async {
        let outcome = RoundOutcome()
        let task = Task {
            await announce(leaving: true)
            outcome.resume(with: .success(()))
        }
        let limit = Task {
            try? await Task.sleep(for: .milliseconds(500))
            outcome.resume(with: .success(()))
        }
        try? await withCheckedThrowingContinuation { outcome.set($0) }
        limit.cancel()
        _ = task
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

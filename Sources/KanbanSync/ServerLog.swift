import Foundation
import KanbanCore
import Logging
import PostgresNIO
import Storage

/// The server's side of the shared board: bankui's tables in the PostgreSQL
/// database and every statement on them, over one connection. The engine
/// decides when to send, read and compact; this is how.
///
/// - `bankui_meta`: the schema version, the board's id, and how far the
///   log was compacted.
/// - `bankui_kanban_log`: every field change, numbered by `seq`, unique on
///   (client id, mutation id), with the time it came (`created_at`).
/// - `bankui_kanban_head`: the last `seq` given.
struct ServerLog {
    /// The advisory lock that orders every bankui's writes to the log.
    static let lockKey: Int64 = 0x6261_6E6B_7569  // "bankui"
    /// Changes looked at per compaction statement.
    static let compactionSlice: Int64 = 5_000

    let connection: PostgresConnection
    let logger: Logger

    // MARK: Schema

    /// Makes the tables on a new server, checks the version on a used one;
    /// returns the board's id.
    func prepare(schemaVersion known: Int) async throws -> String {
        let logger = self.logger
        return try await connection.withTransaction(logger: logger) { c in
            try await c.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            try await c.query("CREATE TABLE IF NOT EXISTS bankui_meta (key text PRIMARY KEY, value text NOT NULL)",
                              logger: logger)
            if let version = try await Self.meta("schema_version", c, logger) {
                guard let number = Int(version) else { throw KanbanSyncError.badSchema("schema_version is '\(version)'") }
                if number > known { throw KanbanSyncError.newerSchema(found: number, known: known) }
            } else {
                try await c.query("""
                    CREATE TABLE IF NOT EXISTS bankui_kanban_log (
                        seq bigint PRIMARY KEY,
                        client_id uuid NOT NULL,
                        mutation_id bigint NOT NULL,
                        card_id uuid NOT NULL,
                        field text NOT NULL,
                        value text NOT NULL,
                        hlc text NOT NULL,
                        base_hlc text NOT NULL,
                        UNIQUE (client_id, mutation_id))
                    """, logger: logger)
                try await c.query("""
                    CREATE TABLE IF NOT EXISTS bankui_kanban_head (
                        id int PRIMARY KEY CHECK (id = 1),
                        seq bigint NOT NULL)
                    """, logger: logger)
                try await c.query("INSERT INTO bankui_kanban_head (id, seq) VALUES (1, 0) ON CONFLICT DO NOTHING",
                                  logger: logger)
                let board = UUID().uuidString.lowercased()
                try await c.query("""
                    INSERT INTO bankui_meta (key, value) VALUES ('schema_version', \(String(known))), ('board_id', \(board))
                    ON CONFLICT (key) DO NOTHING
                    """, logger: logger)
            }
            // Added in place (older bankui keep working with them): when each
            // change came, and the index the compaction looks up by.
            var hasCreatedAt = false
            for try await _ in try await c.query("""
                SELECT 1 FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = 'bankui_kanban_log' AND column_name = 'created_at'
                """, logger: logger) {
                hasCreatedAt = true
            }
            if !hasCreatedAt {
                try await c.query("ALTER TABLE bankui_kanban_log ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()",
                                  logger: logger)
                try await c.query("""
                    CREATE INDEX IF NOT EXISTS bankui_kanban_log_field ON bankui_kanban_log (card_id, field, hlc COLLATE "C")
                    """, logger: logger)
            }
            guard let board = try await Self.meta("board_id", c, logger) else { throw KanbanSyncError.badSchema("no board_id") }
            return board
        }
    }

    private static func meta(_ key: String, _ connection: PostgresConnection, _ logger: Logger) async throws -> String? {
        var found: String?
        for try await value in try await connection.query("SELECT value FROM bankui_meta WHERE key = \(key)",
                                                          logger: logger).decode(String.self) {
            found = value
        }
        return found
    }

    // MARK: Sending

    /// Appends `batch` to the log in one transaction: under the advisory
    /// lock (so `seq` values commit in order and a reader never skips one),
    /// a change already there is stored once, and a NOTIFY tells the others.
    /// Throws ``ClientIDInUse`` when one of its numbers is on the server
    /// under another change.
    func send(_ batch: [OutboxOp], client: UUID) async throws {
        let logger = self.logger
        let mutations = batch.map(\.mutationID)
        let cards = batch.map(\.op.cardID)
        let fields = batch.map(\.op.field.rawValue)
        let values = batch.map(\.op.value.jsonText)
        let hlcs = batch.map(\.op.hlc)
        let bases = batch.map(\.op.baseHlc)
        let count = Int64(batch.count)
        try await connection.withTransaction(logger: logger) { c in
            try await c.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            // A number already on the server with another change under it:
            // another database has this one's id (a copy, a backup put back).
            var taken: Int64 = 0
            for try await count in try await c.query("""
                SELECT count(*) FROM bankui_kanban_log l
                JOIN unnest(\(mutations)::bigint[], \(cards)::uuid[], \(fields)::text[], \(values)::text[],
                            \(hlcs)::text[]) AS o(m, c, f, v, h)
                  ON l.client_id = \(client) AND l.mutation_id = o.m
                WHERE (l.card_id, l.field, l.value, l.hlc) IS DISTINCT FROM (o.c, o.f, o.v, o.h)
                """, logger: logger).decode(Int64.self) {
                taken = count
            }
            if taken > 0 { throw ClientIDInUse() }
            var head: Int64 = 0
            for try await seq in try await c.query("SELECT seq FROM bankui_kanban_head WHERE id = 1",
                                                   logger: logger).decode(Int64.self) {
                head = seq
            }
            try await c.query("""
                INSERT INTO bankui_kanban_log (seq, client_id, mutation_id, card_id, field, value, hlc, base_hlc)
                SELECT \(head) + o.n, \(client), o.m, o.c, o.f, o.v, o.h, o.b
                FROM unnest(\(mutations)::bigint[], \(cards)::uuid[], \(fields)::text[], \(values)::text[],
                            \(hlcs)::text[], \(bases)::text[]) WITH ORDINALITY AS o(m, c, f, v, h, b, n)
                ON CONFLICT (client_id, mutation_id) DO NOTHING
                """, logger: logger)
            try await c.query("UPDATE bankui_kanban_head SET seq = \(head + count) WHERE id = 1", logger: logger)
            try await c.query("NOTIFY \(unescaped: KanbanSyncEngine.channel)", logger: logger)
        }
    }

    // MARK: Reading

    /// The next `limit` changes after `cursor`, in order: those this build
    /// can read, how many rows came, and the last `seq` among them.
    func read(after cursor: Int64, limit: Int) async throws -> (ops: [RemoteOp], read: Int, last: Int64) {
        var ops: [RemoteOp] = []
        var last = cursor
        var read = 0
        let rows = try await connection.query("""
            SELECT seq, client_id, card_id, field, value, hlc, base_hlc FROM bankui_kanban_log
            WHERE seq > \(cursor) ORDER BY seq LIMIT \(Int64(limit))
            """, logger: logger)
        for try await (seq, client, card, fieldName, json, hlc, base) in rows.decode(
            (Int64, UUID, UUID, String, String, String, String).self) {
            read += 1
            last = seq
            guard let field = CardChange.Field(rawValue: fieldName), field != .created,
                  let value = CardChange.Value(field: field, json: json) else {
                logger.warning("shared board: skipped a change this bankui cannot read (seq \(seq), field \(fieldName))")
                continue
            }
            ops.append(RemoteOp(seq: seq, clientID: client.uuidString,
                                op: FieldOp(cardID: card, value: value, hlc: hlc, baseHlc: base)))
        }
        return (ops, read, last)
    }

    // MARK: Compacting

    /// Drops from the log the changes that a later change of the same field
    /// of the same card replaced (the greater reading), once `every` changes
    /// came since the last time: each change that came since (older than
    /// `age`) drops the older readings of its field (older than that too).
    /// Every board ends the same with or without them: a reader behind gets
    /// the later change, which wins anyway; a board joining late reads a log
    /// the size of the board rather than of its whole history. Done in
    /// slices of `seq`, each its own short statement, with the point reached
    /// kept in `bankui_meta`. Returns that point and the rows dropped, or nil
    /// when nothing was due.
    func compact(every: Int64, age: Duration) async throws -> (through: Int64, dropped: Int)? {
        let logger = self.logger
        var head: Int64 = 0
        var through: Int64 = 0
        for try await (last, done) in try await connection.query("""
            SELECT (SELECT seq FROM bankui_kanban_head WHERE id = 1),
                   COALESCE((SELECT value::bigint FROM bankui_meta WHERE key = 'compacted_through'), 0)
            """, logger: logger).decode((Int64, Int64).self) {
            (head, through) = (last, done)
        }
        guard head - through >= every else { return nil }
        let seconds = Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
        var upTo = through
        for try await seq in try await connection.query("""
            SELECT COALESCE(max(seq), \(through)) FROM bankui_kanban_log
            WHERE seq > \(through) AND created_at < now() - make_interval(secs => \(seconds))
            """, logger: logger).decode(Int64.self) {
            upTo = seq
        }
        guard upTo > through else { return nil }
        var from = through
        var dropped = 0
        while from < upTo {
            let to = min(from + Self.compactionSlice, upTo)
            for try await count in try await connection.query("""
                WITH gone AS (
                    DELETE FROM bankui_kanban_log l
                    USING bankui_kanban_log n
                    WHERE n.seq > \(from) AND n.seq <= \(to)
                      AND l.card_id = n.card_id AND l.field = n.field AND l.hlc COLLATE "C" < n.hlc COLLATE "C"
                      AND l.created_at < now() - make_interval(secs => \(seconds))
                    RETURNING 1)
                SELECT count(*) FROM gone
                """, logger: logger).decode(Int64.self) {
                dropped += Int(count)
            }
            try await connection.query("""
                INSERT INTO bankui_meta (key, value) VALUES ('compacted_through', \(String(to)))
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, logger: logger)
            from = to
        }
        return (upTo, dropped)
    }
}

import Foundation
import KanbanCore
import Logging
import PostgresNIO
import DatabaseKit
import KanbanStorage

/// The server's side of the shared board: bankui's tables in the PostgreSQL
/// database and every statement on them, over one connection. The engine
/// decides when to send, read and compact; this is how.
///
/// - `bankui_meta`: the schema version, the board's id, the log's id (new
///   whenever a board finds the log older than what it read: a backup put
///   back, a log cut short by hand), and how far the log was compacted.
/// - `bankui_kanban_log`: every field change, numbered by `seq`, unique on
///   (client id, mutation id), with the time it came (`created_at`) and
///   who made it (`author`, empty when nobody was named).
/// - `bankui_kanban_head`: the last `seq` given.
struct ServerLog {
    /// The advisory lock that orders every bankui's writes to the log.
    static let lockKey: Int64 = 0x6261_6E6B_7569  // "bankui"
    /// Changes looked at per compaction statement.
    static let compactionSlice: Int64 = 5_000

    let connection: PostgresConnection
    let logger: Logger

    // MARK: Schema

    /// The columns bankui's tables must have, with their types as
    /// `information_schema` names them; other columns are let be.
    static let expectedColumns: KeyValuePairs<String, [(name: String, type: String)]> = [
        "bankui_meta": [("key", "text"), ("value", "text")],
        "bankui_kanban_log": [("seq", "bigint"), ("client_id", "uuid"), ("mutation_id", "bigint"), ("card_id", "uuid"),
                              ("field", "text"), ("value", "text"), ("hlc", "text"), ("base_hlc", "text"),
                              ("created_at", "timestamp with time zone"), ("author", "text")],
        "bankui_kanban_head": [("id", "integer"), ("seq", "bigint")],
    ]

    /// Who has the board open (``KanbanSyncEngine`` presence): made with the
    /// other tables on a new server, and by a member's board on a server
    /// made before it was.
    static let makePresenceTable: PostgresQuery = """
        CREATE TABLE IF NOT EXISTS bankui_presence (
            client_id uuid PRIMARY KEY, name text NOT NULL, card text NOT NULL DEFAULT '',
            seen_at timestamptz NOT NULL DEFAULT now())
        """

    /// Makes the tables on a new server, checks the version and the tables
    /// on a used one (``checkTables()``); returns the board's id and the
    /// log's id.
    func prepare(schemaVersion known: Int) async throws -> (boardID: String, logID: String) {
        if let ready = try await ready(schemaVersion: known) { return ready }
        let logger = self.logger
        return try await connection.withTransaction(logger: logger) { c in
            try await c.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            try await c.query("CREATE TABLE IF NOT EXISTS bankui_meta (key text PRIMARY KEY, value text NOT NULL)",
                              logger: logger)
            if let version = try await Self.meta("schema_version", c, logger) {
                try Self.check(version: version, known: known)
                // An older schema is raised in place: version 2 adds only
                // fields (a board's, a card's board) to the same log, so
                // the cards already there stay, on the first board.
                if let number = Int(version), number < known {
                    try await c.query("UPDATE bankui_meta SET value = \(String(known)) WHERE key = 'schema_version'",
                                      logger: logger)
                }
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
            // The presence table too, so that a board is online only once
            // every table of a new server is there (a role granted on them
            // then finds them all).
            try await c.query(Self.makePresenceTable, logger: logger)
            // Added in place (older bankui keep working with them): when each
            // change came, and the index the compaction looks up by.
            var columns = try await Self.columns(c, logger)
            if columns["bankui_kanban_log"] != nil, columns["bankui_kanban_log"]?["created_at"] == nil {
                try await c.query("ALTER TABLE bankui_kanban_log ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()",
                                  logger: logger)
                try await c.query("""
                    CREATE INDEX IF NOT EXISTS bankui_kanban_log_field ON bankui_kanban_log (card_id, field, hlc COLLATE "C")
                    """, logger: logger)
                columns["bankui_kanban_log", default: [:]]["created_at"] = "timestamp with time zone"
            }
            if columns["bankui_kanban_log"] != nil, columns["bankui_kanban_log"]?["author"] == nil {
                try await c.query("ALTER TABLE bankui_kanban_log ADD COLUMN author text NOT NULL DEFAULT ''", logger: logger)
                columns["bankui_kanban_log", default: [:]]["author"] = "text"
            }
            if let problem = Self.problem(in: columns) { throw KanbanSyncError.changedByHand(problem) }
            // The log's id: a new one whenever a board finds the log older
            // than what it read (``renewLogID(from:)``).
            try await c.query("""
                INSERT INTO bankui_meta (key, value) VALUES ('log_id', \(UUID().uuidString.lowercased()))
                ON CONFLICT (key) DO NOTHING
                """, logger: logger)
            guard let board = try await Self.meta("board_id", c, logger) else {
                throw KanbanSyncError.changedByHand("the board's id is missing from bankui_meta")
            }
            guard let log = try await Self.meta("log_id", c, logger) else {
                throw KanbanSyncError.changedByHand("the log's id is missing from bankui_meta")
            }
            return (board, log)
        }
    }

    /// The board's and the log's ids when the tables are there as this
    /// build makes them, read without writing anything (so that a role
    /// that may only read can use the board); nil when something must be
    /// made or raised first.
    private func ready(schemaVersion known: Int) async throws -> (boardID: String, logID: String)? {
        var exists = false
        for try await found in try await connection.query("SELECT to_regclass('bankui_meta') IS NOT NULL",
                                                          logger: logger).decode(Bool.self) {
            exists = found
        }
        guard exists else { return nil }
        guard let version = try await Self.meta("schema_version", connection, logger) else { return nil }
        try Self.check(version: version, known: known)
        guard Int(version) == known, Self.problem(in: try await Self.columns(connection, logger)) == nil,
              let board = try await Self.meta("board_id", connection, logger),
              let log = try await Self.meta("log_id", connection, logger) else { return nil }
        return (board, log)
    }

    /// Throws when `version` is not this build's to use.
    static func check(version: String, known: Int) throws {
        guard let number = Int(version) else {
            throw KanbanSyncError.changedByHand("the schema version in bankui_meta is '\(version)', not a number")
        }
        if number > known { throw KanbanSyncError.newerSchema(found: number, known: known) }
    }

    /// What is wrong with bankui's tables on the server, in words, or nil
    /// when they are as this build made them. Run when a statement fails in
    /// a way a changed table explains.
    func checkTables() async throws -> String? {
        Self.problem(in: try await Self.columns(connection, logger))
    }

    /// The first missing table, missing column or column of another type.
    static func problem(in columns: [String: [String: String]]) -> String? {
        for (table, expected) in expectedColumns {
            guard let found = columns[table] else { return "table \(table) is missing" }
            for (name, type) in expected {
                guard let actual = found[name] else { return "column \(name) is missing from \(table)" }
                if actual != type { return "column \(name) of \(table) is \(actual), not \(type)" }
            }
        }
        return nil
    }

    /// bankui's tables in the current schema: table → column → type.
    private static func columns(_ connection: PostgresConnection, _ logger: Logger) async throws -> [String: [String: String]] {
        let names = expectedColumns.map(\.key)
        var columns: [String: [String: String]] = [:]
        for try await (table, column, type) in try await connection.query("""
            SELECT table_name::text, column_name::text, data_type::text FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name::text = ANY(\(names))
            """, logger: logger).decode((String, String, String).self) {
            columns[table, default: [:]][column] = type
        }
        return columns
    }

    private static func meta(_ key: String, _ connection: PostgresConnection, _ logger: Logger) async throws -> String? {
        var found: String?
        for try await value in try await connection.query("SELECT value FROM bankui_meta WHERE key = \(key)",
                                                          logger: logger).decode(String.self) {
            found = value
        }
        return found
    }

    /// Where the server's log stands, read at the start of every round.
    struct Position: Equatable {
        var schemaVersion: String?
        var boardID: String?
        var logID: String?
        /// The last `seq` given.
        var head: Int64
        /// The change at the cursor asked about (``Storage/KanbanSyncState/cursorRow``
        /// form), nil when there is none (compacted, or never there).
        var rowAtCursor: String?
    }

    /// The schema version, board and log ids, the head, and the change at
    /// `cursor`, in one statement: a board deleted or tables made newer by
    /// hand while this board runs are seen at its next round.
    func position(cursor: Int64) async throws -> Position {
        var position = Position(head: 0)
        for try await (version, board, log, head, row) in try await connection.query("""
            SELECT (SELECT value FROM bankui_meta WHERE key = 'schema_version'),
                   (SELECT value FROM bankui_meta WHERE key = 'board_id'),
                   (SELECT value FROM bankui_meta WHERE key = 'log_id'),
                   (SELECT seq FROM bankui_kanban_head WHERE id = 1),
                   (SELECT client_id::text || ':' || mutation_id::text FROM bankui_kanban_log WHERE seq = \(cursor))
            """, logger: logger).decode((String?, String?, String?, Int64?, String?).self) {
            position = Position(schemaVersion: version, boardID: board, logID: log, head: head ?? 0, rowAtCursor: row)
        }
        return position
    }

    /// Gives the log a new id, unless another board already replaced
    /// `old`; returns the id the log has now.
    func renewLogID(from old: String?) async throws -> String {
        let fresh = UUID().uuidString.lowercased()
        var now = fresh
        for try await value in try await connection.query("""
            INSERT INTO bankui_meta (key, value) VALUES ('log_id', \(fresh))
            ON CONFLICT (key) DO UPDATE SET value = CASE WHEN bankui_meta.value IS NOT DISTINCT FROM \(old)
                                                         THEN excluded.value ELSE bankui_meta.value END
            RETURNING value
            """, logger: logger).decode(String.self) {
            now = value
        }
        return now
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
        let authors = batch.map(\.author)
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
                INSERT INTO bankui_kanban_log (seq, client_id, mutation_id, card_id, field, value, hlc, base_hlc, author)
                SELECT \(head) + o.n, \(client), o.m, o.c, o.f, o.v, o.h, o.b, o.a
                FROM unnest(\(mutations)::bigint[], \(cards)::uuid[], \(fields)::text[], \(values)::text[],
                            \(hlcs)::text[], \(bases)::text[], \(authors)::text[]) WITH ORDINALITY AS o(m, c, f, v, h, b, a, n)
                ON CONFLICT (client_id, mutation_id) DO NOTHING
                """, logger: logger)
            try await c.query("UPDATE bankui_kanban_head SET seq = \(head + count) WHERE id = 1", logger: logger)
            try await c.query("NOTIFY \(unescaped: KanbanSyncEngine.channel)", logger: logger)
        }
    }

    // MARK: Reading

    /// The next `limit` changes after `cursor`, in order: those this build
    /// can read, how many rows came, the last `seq` among them and which
    /// change that is (`client:mutation`, to know it again).
    func read(after cursor: Int64, limit: Int) async throws
        -> (ops: [RemoteOp], read: Int, last: Int64, lastRow: String?)
    {
        var ops: [RemoteOp] = []
        var last = cursor
        var lastRow: String?
        var read = 0
        let rows = try await connection.query("""
            SELECT seq, client_id, mutation_id, card_id, field, value, hlc, base_hlc, author FROM bankui_kanban_log
            WHERE seq > \(cursor) ORDER BY seq LIMIT \(Int64(limit))
            """, logger: logger)
        for try await (seq, client, mutation, card, fieldName, json, hlc, base, author) in rows.decode(
            (Int64, UUID, Int64, UUID, String, String, String, String, String).self) {
            read += 1
            last = seq
            lastRow = "\(client.uuidString.lowercased()):\(mutation)"
            guard let field = CardChange.Field(rawValue: fieldName), field != .created,
                  let value = CardChange.Value(field: field, json: json) else {
                logger.warning("shared board: skipped a change this bankui cannot read (seq \(seq), field \(fieldName))")
                continue
            }
            ops.append(RemoteOp(seq: seq, clientID: client.uuidString,
                                op: FieldOp(cardID: card, value: value, hlc: hlc, baseHlc: base), author: author))
        }
        return (ops, read, last, lastRow)
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

import DatabaseKit
import Foundation
import GRDB
import KanbanCore

// MARK: - In a transaction

extension KanbanRepository {
    static let liveCards = "SELECT \(cardColumns) FROM kanbanCard WHERE deleted = 0"

    /// The live cards by column, each column's list made once at its size.
    /// The table is read through a small page cache (a scan reads each page
    /// once; the connection's usual 2 MB would stay filled with it), and
    /// what the cache took is given back before the board is built.
    /// With `board` or `column`, only that board's or column's cards are read.
    static func liveColumns(_ db: Database, board: UUID? = nil, column: KanbanColumn? = nil) throws -> [KanbanColumn: [Card]] {
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -128")
        defer {
            try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
            db.releaseMemory()
        }
        var columns: [KanbanColumn: [Card]] = [:]
        var condition = ""
        var arguments = StatementArguments()
        if let board {
            condition += " AND boardID = ?"
            arguments += [board.uuidString]
        }
        if let column {
            condition += " AND boardColumn = ?"
            arguments += [column.rawValue]
        }
        let counts = "SELECT boardColumn, count(*) FROM kanbanCard WHERE deleted = 0\(condition) GROUP BY boardColumn"
        for row in try Row.fetchAll(db, sql: counts, arguments: arguments) {
            if let name: String = row[0], let column = KanbanColumn(rawValue: name) {
                columns[column, default: []].reserveCapacity(row[1])
            }
        }
        // In board order (ids are stored in capitals: their text sorts as
        // their bytes), so that the board need not sort them again.
        let rows = try Row.fetchCursor(db, sql: liveCards + condition + " ORDER BY position, id", arguments: arguments)
        while let row = try rows.next() {
            if let card = card(row) { columns[card.column, default: []].append(card) }
        }
        return columns
    }

    static func load(_ db: Database, historyLimit: Int) throws -> KanbanState {
        let live = try liveColumns(db)
        var undo: [KanbanAction] = []
        var redo: [KanbanAction] = []
        let decoder = JSONDecoder()
        for row in try Row.fetchAll(db, sql: "SELECT stack, action FROM kanbanUndo ORDER BY id") {
            let stack: String = row[0]
            let json: String = row[1]
            guard let action = try? decoder.decode(KanbanAction.self, from: Data(json.utf8)) else { continue }
            if stack == "undo" { undo.append(action) } else { redo.append(action) }
        }
        var tombstones: [Card] = []
        // Every card the stacks name (a board's removal names each of its cards).
        let named = Set((undo + redo).flatMap { [$0.cardID] + ($0.forward + $0.backward).map(\.cardID) })
        if !named.isEmpty {
            let select = try db.cachedStatement(sql: """
                SELECT \(cardColumns) FROM kanbanCard WHERE id = ? AND deleted = 1
                """)
            for id in named {
                if let row = try Row.fetchOne(select, arguments: [id.uuidString]), let card = card(row) {
                    tombstones.append(card)
                }
            }
        }
        var history: [HistoryEntry] = []
        let lines = try Row.fetchCursor(db, sql: """
            SELECT at, step, action, fromColumn, toColumn, cardCount, title, cardID, field, lostValue, keptValue, lostHere,
                   boards, fromName, toName, author
            FROM kanbanHistory
            ORDER BY id DESC LIMIT ?
            """, arguments: [max(0, historyLimit)])
        while let row = try lines.next() {
            if let entry = historyEntry(row) { history.append(entry) }
        }
        let (boards, removed) = try Self.boards(db)
        var state = KanbanState(board: Board(columns: live, tombstones: tombstones, boards: boards, removedBoards: removed),
                                history: history, undoStack: undo, redoStack: redo)
        state.shownBoard = try shownBoard(db)
        return state
    }

    /// Every board as stored: the live ones and the removed ones.
    static func boards(_ db: Database) throws -> (live: [BoardInfo], removed: [BoardInfo]) {
        var live: [BoardInfo] = []
        var removed: [BoardInfo] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, name, position, deleted, wip FROM kanbanBoard") {
            guard let id = UUID(uuidString: row[0] ?? "") else { continue }
            let info = BoardInfo(id: id, name: row[1] ?? "", position: row[2] ?? OrderKey.first, wip: wip(row[4]))
            if (row[3] as Int?) == 1 { removed.append(info) } else { live.append(info) }
        }
        return (live, removed)
    }

    static func record(_ step: KanbanStep, at: Date, author: String = "", _ db: Database) throws {
        let action = step.action
        switch step {
        case .perform: break
        case .undo: try requireOnStack("undo", action.id, db)
        case .redo: try requireOnStack("redo", action.id, db)
        }
        try apply(step.changes, at: at, author: author, db)
        try insert(step.historyEntry(at: at).by(author), db)
        switch step {
        case .perform:
            try db.execute(sql: "DELETE FROM kanbanUndo WHERE stack = 'redo'")
            try push(action, on: "undo", db)
        case .undo:
            try db.execute(sql: "DELETE FROM kanbanUndo WHERE actionID = ?", arguments: [action.id.uuidString])
            try push(action, on: "redo", db)
        case .redo:
            try db.execute(sql: "DELETE FROM kanbanUndo WHERE actionID = ?", arguments: [action.id.uuidString])
            try push(action, on: "undo", db)
        }
    }

    static func replace(with cards: [Card], at: Date, author: String = "", _ db: Database) throws {
        try importFile(.cards(cards), at: at, author: author, db)
    }

    @discardableResult
    static func importFile(_ file: KanbanFile, at: Date, author: String = "", _ db: Database) throws -> ImportPlan {
        let (live, removed) = try boards(db)
        let plan = Board(cards: [], tombstones: [], boards: live, removedBoards: removed)
            .plan(file, shown: try shownBoard(db))
        var seen = Set<UUID>()
        for card in plan.cards {
            guard seen.insert(card.id).inserted else { throw KanbanRepositoryError.duplicateCard(card.id) }
        }
        // Every field a change of its own, so that a shared board takes
        // the import as any other edit.
        let hlc = try KanbanSyncStore.tick(now: at, db)
        let outbox = try KanbanSyncStore.keepsOutbox(db)
        for info in plan.newBoards {
            for value in CardChange(cardID: info.id, value: .boardCreated(info)).fieldValues {
                try KanbanSyncStore.recordLocal(value, hlc: hlc, of: info.id, outbox: outbox, at: at, author: author, db)
            }
        }
        let targets = Set(plan.targets)
        for row in try Row.fetchAll(db, sql: "SELECT id, boardID FROM kanbanCard WHERE deleted = 0") {
            guard let id = UUID(uuidString: row[0] ?? ""), !seen.contains(id),
                  targets.contains(UUID(uuidString: row[1] ?? "") ?? BoardInfo.firstID) else { continue }
            try KanbanSyncStore.recordLocal(.deleted(true), hlc: hlc, of: id, outbox: outbox, at: at, author: author, db)
        }
        // A card never stored, where no other board's value waits for one:
        // one row, as its fields one by one would leave it.
        let noShadows = try !(Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM kanbanShadow)") ?? true)
        for card in plan.cards {
            // The board too when the card was on another one (a card on
            // the first board need not name it).
            var values = CardChange(cardID: card.id, value: .created(card)).fieldValues.filter { $0.field != .board }
            let before = try KanbanSyncStore.stored(.board, of: card.id, db)?.value
            if card.board != BoardInfo.firstID || (before != nil && before != .board(card.board)) {
                values.insert(.board(card.board), at: values.count - 1)
            }
            if before == nil && noShadows {
                try insertNew(card, values: values, hlc: hlc, outbox: outbox, author: author, db)
                continue
            }
            for value in values {
                try KanbanSyncStore.recordLocal(value, hlc: hlc, of: card.id, outbox: outbox, at: at, author: author, db)
            }
        }
        try insert(HistoryEntry(at: at, kind: .imported(count: plan.cards.count), title: "", boards: plan.targets).by(author), db)
        try db.execute(sql: "DELETE FROM kanbanUndo")
        return plan
    }

    /// Stores `card`, not stored before, with `values` (its fields, as
    /// ``KanbanSyncStore/recordLocal`` would set them one by one) read at
    /// `hlc`, and their outbox rows.
    private static func insertNew(_ card: Card, values: [CardChange.Value], hlc: String, outbox: Bool, author: String,
                                  _ db: Database) throws {
        let withBoard = values.contains { $0.field == .board }
        let insert = try db.cachedStatement(sql: withBoard ? """
            INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position, deleted, titleHlc, bodyHlc,
                deadlineHlc, columnHlc, positionHlc, deletedHlc, madeAt, startedAt, boardID, boardHlc)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7, ?7, ?7, ?7, ?7, ?7, ?8, ?9, ?10, ?7)
            """ : """
            INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position, deleted, titleHlc, bodyHlc,
                deadlineHlc, columnHlc, positionHlc, deletedHlc, madeAt, startedAt)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7, ?7, ?7, ?7, ?7, ?7, ?8, ?9)
            """)
        let at = KanbanSyncStore.flowTime(of: hlc)
        var arguments: StatementArguments = [card.id.uuidString, card.title, card.body, card.deadline?.iso,
                                             card.column.rawValue, card.position, hlc, at, card.column == .doing ? at : nil]
        if withBoard { arguments += [card.board.uuidString] }
        try insert.execute(arguments: arguments)
        if let rule = card.repeats {
            try db.cachedStatement(sql: "UPDATE kanbanCard SET repeats = ?, repeatsHlc = ? WHERE id = ?")
                .execute(arguments: [CardChange.Value.repeats(rule).jsonText, hlc, card.id.uuidString])
        }
        if let day = card.doneOn {
            try db.cachedStatement(sql: "UPDATE kanbanCard SET doneOn = ?, doneOnHlc = ? WHERE id = ?")
                .execute(arguments: [day.iso, hlc, card.id.uuidString])
        }
        guard outbox else { return }
        let row = try db.cachedStatement(sql: """
            INSERT INTO kanbanOutbox (cardID, field, value, hlc, baseHlc, author) VALUES (?, ?, ?, ?, '', ?)
            """)
        for value in values {
            try row.execute(arguments: [card.id.uuidString, value.field.rawValue, value.jsonText, hlc, author])
        }
    }

    /// Undo and redo take the last action of the board shown, which need
    /// not be the top of the stack (another board's may be above it); it
    /// must still be on it (not undone meanwhile by another bankui).
    /// Above it, no action of one of its boards (another bankui undid or
    /// did something there since this one read the board): an action on
    /// the boards themselves is every board's.
    private static func requireOnStack(_ stack: String, _ id: UUID, _ db: Database) throws {
        guard let row = try Row.fetchOne(db, sql: "SELECT id, action FROM kanbanUndo WHERE stack = ? AND actionID = ?",
                                         arguments: [stack, id.uuidString]) else { throw KanbanRepositoryError.notOnStack(id) }
        let rowID: Int64 = row[0]
        let decoder = JSONDecoder()
        guard let action = try? decoder.decode(KanbanAction.self, from: Data((row[1] as String).utf8)) else { return }
        let above = try String.fetchAll(db, sql: "SELECT action FROM kanbanUndo WHERE stack = ? AND id > ?", arguments: [stack, rowID])
        for json in above {
            guard let later = try? decoder.decode(KanbanAction.self, from: Data(json.utf8)) else { continue }
            if later.boards.isEmpty || later.boards.contains(where: action.boards.contains) {
                throw KanbanRepositoryError.notOnStack(id)
            }
        }
    }

    private static func push(_ action: KanbanAction, on stack: String, _ db: Database) throws {
        let json = String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
        try db.execute(sql: "INSERT INTO kanbanUndo (stack, actionID, cardID, action) VALUES (?, ?, ?, ?)",
                       arguments: [stack, action.id.uuidString, action.cardID.uuidString, json])
        if stack == "undo" {
            try db.execute(sql: """
                DELETE FROM kanbanUndo WHERE stack = 'undo' AND id NOT IN
                (SELECT id FROM kanbanUndo WHERE stack = 'undo' ORDER BY id DESC LIMIT ?)
                """, arguments: [KanbanState.undoDepth])
        }
    }

    /// Applies card changes to the rows, as `Board.apply` does in memory,
    /// one field at a time, each with the clock reading of `at` and a row
    /// in the outbox for the shared board (once there is one). A removal and its undo set only
    /// `deleted`: the card's other fields stay as they are (another
    /// board's edit of the removed card included).
    static func apply(_ changes: [CardChange], at: Date, author: String = "", _ db: Database) throws {
        guard !changes.isEmpty else { return }
        let hlc = try KanbanSyncStore.tick(now: at, db)
        let outbox = try KanbanSyncStore.keepsOutbox(db)
        for change in changes {
            if case .created(let card) = change.value, card.id != change.cardID { continue }
            var known = false
            if case .created = change.value { known = try KanbanSyncStore.card(change.cardID, db) != nil }
            if case .boardCreated = change.value { known = try KanbanSyncStore.boardExists(change.cardID, db) }
            for value in change.localValues(known: known) {
                try KanbanSyncStore.recordLocal(value, hlc: hlc, of: change.cardID, outbox: outbox, at: at, author: author, db)
            }
        }
    }

    static func insert(_ entry: HistoryEntry, _ db: Database) throws {
        var step = "did"
        var action: String?
        var from: String?
        var to: String?
        var count: Int?
        var item: String?
        var fromName: String?
        var toName: String?
        func describe(_ kind: KanbanActionKind) {
            switch kind {
            case .added: action = "added"
            case .updated: action = "updated"
            case .reordered: action = "reordered"
            case .moved(let source, let target):
                action = "moved"
                from = source.rawValue
                to = target.rawValue
            case .removed(let source):
                action = "removed"
                from = source.rawValue
            case .restored: action = "restored"
            case .skipped:
                // Stored as the removal it also is (`keptValue` says
                // `skipped`), so no table is rebuilt for it.
                action = "removed"
                item = "skipped"
            case .unarchived:
                // Stored as the edit it is, `unarchived` in `keptValue`.
                action = "updated"
                item = "unarchived"
            case .archiveSet(let days):
                // Stored as DONE's setting it is, `archive` in `keptValue`.
                action = "wipSet"
                to = KanbanColumn.done.rawValue
                count = days
                item = "archive"
            case .ticked(let text, let done):
                // Stored as the edit it is (a bankui that knows no ticks
                // reads "Updated"), the item in `keptValue`, which such
                // lines do not use otherwise: `ticked` or `unticked`, a line
                // break, the item.
                action = "updated"
                item = (done ? "ticked" : "unticked") + "\n" + text
            case .movedBoard(let source, let target):
                action = "movedBoard"
                fromName = source
                toName = target
            case .boardAdded: action = "boardAdded"
            case .boardRenamed(let old):
                action = "boardRenamed"
                fromName = old
            case .boardRemoved(let cards):
                action = "boardRemoved"
                count = cards
            case .wipSet(let column, let limit):
                action = "wipSet"
                to = column.rawValue
                count = limit
            }
        }
        switch entry.kind {
        case .action(let kind): describe(kind)
        case .undid(let kind):
            step = "undid"
            describe(kind)
        case .redid(let kind):
            step = "redid"
            describe(kind)
        case .imported(let cards):
            step = "imported"
            count = cards
        case .remote(let kind):
            step = "remote"
            describe(kind)
        case .conflict(let conflict):
            try insertConflict(conflict, title: entry.title, at: entry.at, author: entry.author, db)
            return
        }
        try db.cachedStatement(sql: """
            INSERT INTO kanbanHistory (at, step, action, fromColumn, toColumn, cardCount, title, keptValue, boards, fromName,
                                       toName, author)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [entry.at.timeIntervalSinceReferenceDate, step, action, from, to, count, entry.title, item,
                                     boardsText(entry.boards), fromName, toName, entry.author])
    }

    /// The history line of a value that lost to another board's.
    static func insertConflict(_ conflict: FieldConflict, title: String, at: Date, author: String? = nil,
                               lostHlc: String? = nil, _ db: Database) throws {
        // The line is the card's board's (a board's own field: every board's).
        let board = try String.fetchOne(db.cachedStatement(sql: "SELECT boardID FROM kanbanCard WHERE id = ?"),
                                        arguments: [conflict.cardID.uuidString])
        try db.cachedStatement(sql: """
            INSERT INTO kanbanHistory (at, step, title, cardID, field, lostValue, keptValue, lostHere, boards, author, lostHlc)
            VALUES (?, 'conflict', ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [at.timeIntervalSinceReferenceDate, title, conflict.cardID.uuidString,
                                     conflict.field.rawValue, conflict.lost.jsonText, conflict.kept.jsonText,
                                     conflict.lostHere ? 1 : 0, board, author.flatMap { $0.isEmpty ? nil : $0 }, lostHlc])
    }
}

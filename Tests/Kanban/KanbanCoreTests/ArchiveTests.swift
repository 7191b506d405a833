import Foundation
import Testing
@testable import KanbanCore

/// The archive: DONE's cards done more than the board's days ago (14
/// unless set, 0 never); the day a card went to DONE is one of its fields,
/// set by the move there and by putting it back, undone exactly, carried by
/// the export and the shared board.
@Suite struct ArchiveTests {
    private func done(_ n: UInt8, on iso: String?) -> Card {
        Card(id: cardID(n), title: "card \(n)", column: .done, position: "a\(n)", doneOn: iso.map(day))
    }

    @Test func aCardIsInTheArchiveTheDayAfterItsDaysAreOver() {
        let card = done(1, on: "2026-11-01")
        #expect(!card.isArchived(today: day("2026-11-15"), after: 14), "14 days: still on the board")
        #expect(card.isArchived(today: day("2026-11-16"), after: 14))
        #expect(card.isArchived(today: day("2026-11-03"), after: 1))
        #expect(!card.isArchived(today: day("2030-01-01"), after: 0), "0: never")
        #expect(!done(2, on: nil).isArchived(today: day("2030-01-01"), after: 14), "no known day: stays")
        var doing = card
        doing.column = .doing
        #expect(!doing.isArchived(today: day("2030-01-01"), after: 14), "only DONE's cards")
    }

    @Test func aMoveToDoneDatesTheCardAndUndoTakesTheDateBack() throws {
        let board = Board(cards: [Card(id: cardID(1), title: "a", column: .doing, position: "a0")])
        let move = try #require(board.moving(cardID(1), to: .done, at: instant(1), today: day("2026-11-20")))
        var after = board
        after.apply(move.forward)
        #expect(after[cardID(1)]?.doneOn == day("2026-11-20"))
        after.apply(move.backward)
        #expect(after == board)
        #expect(after[cardID(1)]?.doneOn == nil)
        // Out of DONE and back: dated again; out of DONE: the day stays
        // (it counts only in DONE).
        var again = board
        again.apply(move.forward)
        again.apply(try #require(again.moving(cardID(1), to: .doing, at: instant(2))).forward)
        #expect(again[cardID(1)]?.doneOn == day("2026-11-20"))
        again.apply(try #require(again.moving(cardID(1), to: .done, at: instant(3), today: day("2026-12-24"))).forward)
        #expect(again[cardID(1)]?.doneOn == day("2026-12-24"))
        // A card added straight to DONE is dated the day it is added.
        let added = board.adding(title: "b", body: "", deadline: nil, to: .done, id: cardID(2), at: instant(0))
        guard case .created(let card)? = added.forward.first?.value else { Issue.record("not a creation"); return }
        #expect(card.doneOn == Deadline.of(instant(0), in: .current))
    }

    @Test func puttingACardBackDatesItTodayAndIsUndoneExactly() throws {
        let board = Board(cards: [done(1, on: "2026-10-01"), Card(id: cardID(2), title: "b", column: .todo, position: "a0")])
        let today = day("2026-11-23")
        #expect(board.archive(of: BoardInfo.firstID, today: today).map(\.id) == [cardID(1)])
        #expect(board.shown(.done, board: BoardInfo.firstID, today: today).isEmpty)
        #expect(board.shown(.done, board: BoardInfo.firstID, today: today, archive: true).map(\.id) == [cardID(1)])
        let back = try #require(board.unarchiving(cardID(1), today: today, at: instant(1)))
        #expect(back.kind == .unarchived)
        #expect(back.forward == [CardChange(cardID: cardID(1), value: .doneOn(today))])
        var after = board
        after.apply(back.forward)
        #expect(after.archive(of: BoardInfo.firstID, today: today).isEmpty)
        #expect(after.shown(.done, board: BoardInfo.firstID, today: today).map(\.id) == [cardID(1)])
        #expect(after.unarchiving(cardID(1), today: today, at: instant(2)) == nil, "dated today already")
        after.apply(back.backward)
        #expect(after[cardID(1)]?.doneOn == day("2026-10-01"))
        #expect(board.unarchiving(cardID(2), today: today, at: instant(1)) == nil, "not in DONE")
    }

    @Test func theDaysAreABoardsSettingUndoneExactly() throws {
        let other = BoardInfo(id: cardID(9), name: "Home", position: "a1")
        let board = Board(cards: [done(1, on: "2026-11-01"), Card(id: cardID(2), title: "h", column: .done, position: "a0",
                                                                   board: other.id, doneOn: day("2026-11-01"))],
                          tombstones: [], boards: [BoardInfo.first, other])
        let today = day("2026-11-23")
        let never = try #require(board.settingArchiveDays(0, on: other.id, at: instant(1)))
        #expect(never.kind == .archiveSet(days: 0) && never.kind.isBoardAction)
        var after = board
        after.apply(never.forward)
        #expect(after.archive(of: other.id, today: today).isEmpty)
        #expect(after.archive(of: BoardInfo.firstID, today: today).count == 1, "each board its own")
        #expect(after.archivedCount(of: other.id, today: today) == 0)
        #expect(after.archivedCount(of: BoardInfo.firstID, today: today) == 1)
        #expect(board.archivedCount(of: other.id, today: today) == 1)
        #expect(after.withoutArchive(today: today).cards.keys.sorted { $0.uuidString < $1.uuidString } == [cardID(2)])
        after.apply(never.backward)
        #expect(after.wip(of: other.id) == .none)
        // The default set again is no setting; the limits stay beside it.
        let month = try #require(board.settingArchiveDays(30, on: BoardInfo.firstID, at: instant(1)))
        after.apply(month.forward)
        after.apply(try #require(after.settingWip(3, of: .doing, on: BoardInfo.firstID, at: instant(2))).forward)
        #expect(after.wip(of: BoardInfo.firstID) == WipLimits(doing: 3, archiveDays: 30))
        after.apply(try #require(after.settingArchiveDays(14, on: BoardInfo.firstID, at: instant(3))).forward)
        #expect(after.wip(of: BoardInfo.firstID) == WipLimits(doing: 3))
        #expect(after.settingArchiveDays(14, on: BoardInfo.firstID, at: instant(4)) == nil)
        #expect(board.settingArchiveDays(3, on: UUID(), at: instant(1)) == nil)
    }

    @Test func theDaysAsTyped() {
        #expect(ArchiveDaysInput.parse(" 30 ") == .success(30))
        #expect(ArchiveDaysInput.parse("") == .success(14))
        for never in ["0", "never", "안 함"] { #expect(ArchiveDaysInput.parse(never) == .success(0)) }
        for bad in ["-1", "3651", "soon", "1.5"] { #expect(ArchiveDaysInput.parse(bad) == .failure(.notANumber(bad))) }
    }

    @Test func theSettingAndTheDayTravelAsJSON() throws {
        let wip = WipLimits(done: 9, archiveDays: 0)
        let text = CardChange.Value.boardWip(wip).jsonText
        #expect(CardChange.Value(field: .boardWip, json: text) == .boardWip(wip))
        // Another program's days out of range, or the default, are no setting.
        #expect(CardChange.Value(field: .boardWip, json: #"{"archiveDays": 99999}"#) == .boardWip(.none))
        #expect(CardChange.Value(field: .boardWip, json: #"{"archiveDays": 14}"#) == .boardWip(.none))
        #expect(CardChange.Value(field: .doneOn, json: #""2026-11-20""#) == .doneOn(day("2026-11-20")))
        #expect(CardChange.Value(field: .doneOn, json: "null") == .doneOn(nil))
        #expect(CardChange.Value(field: .doneOn, json: #""yesterday-ish""#) == nil)
        let change = CardChange(cardID: cardID(1), value: .doneOn(day("2026-11-20")))
        #expect(try JSONDecoder().decode(CardChange.self, from: JSONEncoder().encode(change)) == change)
        // A card's creation carries its day.
        let made = CardChange(cardID: cardID(1), value: .created(done(1, on: "2026-11-20")))
        #expect(made.fieldValues.contains(.doneOn(day("2026-11-20"))))
    }

    @Test func theExportCarriesTheDayAndTheImportReadsItBack() throws {
        let board = Board(cards: [done(1, on: "2026-10-01"), done(2, on: nil)])
        let json = KanbanExport.json(board)
        #expect(json.contains(#""doneOn": "2026-10-01""#))
        let read = try KanbanImport.parse(json)
        #expect(read.first { $0.id == cardID(1) }?.doneOn == day("2026-10-01"))
        #expect(read.first { $0.id == cardID(2) }?.doneOn == nil)
        // A day on a card not in DONE is not kept.
        let todo = #"{"version": 2, "boards": [{"name": "B", "cards": [{"title": "t", "doneOn": "2026-10-01", "column": "todo"}]}]}"#
        #expect(try KanbanImport.parse(todo).first?.doneOn == nil)
    }
}

import Foundation
import Testing
@testable import KanbanCore

/// A column's soft limit: typed, set and undone, carried as JSON, and
/// judged against the cards a column holds.
@Suite struct WipLimitsTests {
    @Test func aLimitIsANumberOrNone() {
        #expect(WipInput.parse(" 3 ") == .success(3))
        #expect(WipInput.parse("9999") == .success(9999))
        for none in ["", "0", "none", "없음"] { #expect(WipInput.parse(none) == .success(nil)) }
        for bad in ["-1", "10000", "three", "3.5", "１２"] { #expect(WipInput.parse(bad) == .failure(.notANumber(bad))) }
    }

    @Test func settingALimitIsOneChangeUndoneExactly() throws {
        let board = Board(cards: [Card(id: cardID(1), title: "a", column: .doing, position: OrderKey.first)])
        let action = try #require(board.settingWip(1, of: .doing, on: BoardInfo.firstID, at: instant(1)))
        #expect(action.kind == .wipSet(column: .doing, limit: 1))
        #expect(action.kind.isBoardAction)
        var after = board
        after.apply(action.forward)
        #expect(after.wip(of: BoardInfo.firstID) == WipLimits(doing: 1))
        #expect(!after.wip(of: BoardInfo.firstID).isOver(.doing, count: 1))
        #expect(after.wip(of: BoardInfo.firstID).isOver(.doing, count: 2))
        #expect(after.cards(in: .doing).map(\.id) == [cardID(1)])
        #expect(after.settingWip(1, of: .doing, on: BoardInfo.firstID, at: instant(2)) == nil)
        after.apply(action.backward)
        #expect(after.wip(of: BoardInfo.firstID) == .none)
        #expect(board.settingWip(1, of: .doing, on: UUID(), at: instant(1)) == nil)
    }

    @Test func limitsTravelAsJSONAndOutOfRangeIsNone() throws {
        let value = CardChange.Value.boardWip(WipLimits(todo: 20, doing: 3))
        #expect(CardChange.Value(field: .boardWip, json: value.jsonText) == value)
        #expect(CardChange.Value(field: .boardWip, json: #"{"doing": 0, "done": 99999, "todo": 4}"#)
            == .boardWip(WipLimits(todo: 4)))
        #expect(CardChange.Value(field: .boardWip, json: "3") == nil)
        // A board without limits encodes as before; one with them reads back.
        let info = BoardInfo(id: cardID(5), name: "Home", wip: WipLimits(doing: 2))
        #expect(try JSONDecoder().decode(BoardInfo.self, from: JSONEncoder().encode(info)) == info)
        let plain = String(decoding: try JSONEncoder().encode(BoardInfo(id: cardID(6), name: "x")), as: UTF8.self)
        #expect(!plain.contains("wip"))
        #expect(CardChange(cardID: info.id, value: .boardCreated(info)).fieldValues.contains(.boardWip(WipLimits(doing: 2))))
    }
}

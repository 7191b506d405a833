import Foundation
import Testing
import TextKit
@testable import KanbanCore

@Suite struct HLCTests {
    let node = "00000000-0000-4000-8000-00000000000a"

    @Test func textRoundTripsAndSortsAsReadings() throws {
        let a = HLC(millis: 1_767_225_600_000, counter: 0, node: node)
        let b = HLC(millis: 1_767_225_600_000, counter: 0x1f, node: node)
        let c = HLC(millis: 1_767_225_600_001, counter: 0, node: node)
        #expect(a.text == "1767225600000-0000-\(node)")
        #expect(b.text == "1767225600000-001f-\(node)")
        #expect(HLC(text: b.text) == b)
        #expect(HLC(text: "nonsense") == nil)
        #expect(HLC(text: "1767225600000-zz-\(node)") == nil)
        for (x, y) in [(a, b), (b, c), (a, c)] {
            #expect(x < y)
            #expect(x.text < y.text)
        }
    }

    @Test func tickGrowsEvenWhenTheWallClockStandsOrGoesBack() {
        var clock = HybridClock(node: node)
        let first = clock.tick(now: instant(10))
        let second = clock.tick(now: instant(10))
        let third = clock.tick(now: instant(5))  // the wall clock went back
        #expect(first < second && second < third)
        #expect(third.millis == first.millis && third.counter == 2)
        let later = clock.tick(now: instant(20))
        #expect(later.counter == 0 && later.millis == HLC.millis(of: instant(20)))
    }

    @Test func counterOverflowMovesToTheNextMillisecond() {
        var clock = HybridClock(node: node, last: HLC(millis: 5, counter: HLC.maxCounter, node: node))
        let next = clock.tick(now: Date(timeIntervalSince1970: 0))
        #expect(next.millis == 6 && next.counter == 0)
    }

    @Test func receivingMovesPastTheRemoteReading() {
        var clock = HybridClock(node: node)
        let remote = HLC(millis: HLC.millis(of: instant(100)), counter: 7, node: "ffffffff-0000-4000-8000-000000000000")
        let moved = clock.receive(remote, now: instant(50))
        #expect(moved)
        let next = clock.tick(now: instant(50))
        #expect(remote < next)
        #expect(next.node == node)
    }

    @Test func aReadingMoreThanADayAheadDoesNotDragTheClock() {
        var clock = HybridClock(node: node)
        let far = HLC(millis: HLC.millis(of: instant(3 * 86_400)), counter: 0, node: "ffffffff-0000-4000-8000-000000000000")
        let moved = clock.receive(far, now: instant(0))
        #expect(!moved)
        let next = clock.tick(now: instant(0))
        #expect(next < far)
        #expect(next.millis <= HLC.millis(of: instant(86_400)) + 1)
    }
}

@Suite struct FieldMergeTests {
    let here = "00000000-0000-4000-8000-00000000000a"
    let there = "00000000-0000-4000-8000-00000000000b"

    func hlc(_ ms: Int64, _ node: String) -> String { HLC(millis: ms, counter: 0, node: node).text }

    @Test func theGreaterReadingWins() {
        let stored = (value: CardChange.Value.title("mine"), hlc: hlc(10, here))
        let newer = FieldOp(cardID: cardID(1), value: .title("theirs"), hlc: hlc(20, there), baseHlc: hlc(10, here))
        #expect(FieldMerge.decide(newer, stored: stored, localNode: here) == .init(apply: true, conflict: nil))
        let older = FieldOp(cardID: cardID(1), value: .title("theirs"), hlc: hlc(5, there), baseHlc: "")
        let decision = FieldMerge.decide(older, stored: stored, localNode: here)
        #expect(!decision.apply)
        #expect(decision.conflict == FieldConflict(cardID: cardID(1), lost: .title("theirs"), kept: .title("mine"), lostHere: false))
    }

    @Test func aDuplicateChangesNothing() {
        let stored = (value: CardChange.Value.title("x"), hlc: hlc(10, there))
        let same = FieldOp(cardID: cardID(1), value: .title("x"), hlc: hlc(10, there), baseHlc: "")
        #expect(FieldMerge.decide(same, stored: stored, localNode: here) == .init(apply: false, conflict: nil))
    }

    @Test func aConcurrentWinnerReportsTheLocalValueThatLost() {
        let stored = (value: CardChange.Value.title("mine"), hlc: hlc(10, here))
        let op = FieldOp(cardID: cardID(1), value: .title("theirs"), hlc: hlc(11, there), baseHlc: hlc(3, there))
        let decision = FieldMerge.decide(op, stored: stored, localNode: here)
        #expect(decision.apply)
        #expect(decision.conflict == FieldConflict(cardID: cardID(1), lost: .title("mine"), kept: .title("theirs"), lostHere: true))
    }

    @Test func equalValuesAndOrderKeysAreNotReported() {
        let stored = (value: CardChange.Value.title("same"), hlc: hlc(10, here))
        let op = FieldOp(cardID: cardID(1), value: .title("same"), hlc: hlc(11, there), baseHlc: "")
        #expect(FieldMerge.decide(op, stored: stored, localNode: here).conflict == nil)
        let position = FieldOp(cardID: cardID(1), value: .position("a5"), hlc: hlc(11, there), baseHlc: "")
        #expect(FieldMerge.decide(position, stored: (.position("a1"), hlc(10, here)), localNode: here) == .init(apply: true, conflict: nil))
    }

    @Test func aFieldNeverSetTakesAnyValue() {
        let op = FieldOp(cardID: cardID(1), value: .body("b"), hlc: hlc(1, there), baseHlc: "")
        #expect(FieldMerge.decide(op, stored: nil, localNode: here) == .init(apply: true, conflict: nil))
        #expect(FieldMerge.decide(op, stored: (.body(""), ""), localNode: here) == .init(apply: true, conflict: nil))
    }

    @Test func valuesRoundTripThroughJSONText() {
        // Every value a card can hold (titles and bodies as cleaned) comes back
        // the same; what no card holds is cleaned on the way in.
        let values: [CardChange.Value] = [.title("say \"hi\" \\ 한글 🎉"), .body("two\nlines \"q\" \\"), .body(""), .deadline(day("2026-11-23")),
                                          .deadline(nil), .column(.doing), .position("a0V"), .deleted(true), .deleted(false)]
        for value in values {
            #expect(CardChange.Value(field: value.field, json: value.jsonText) == value)
        }
        #expect(CardChange.Value(field: .column, json: "\"later\"") == nil)
        #expect(CardChange.Value(field: .deleted, json: "1") == nil)
        #expect(CardChange.Value(field: .title, json: "{") == nil)
        #expect(CardChange.Value(field: .deadline, json: "\"2026-02-30\"") == nil)
    }

    @Test func aCreationIsItsSixFieldsWithOneReading() {
        var replica = SyncReplica(clientID: here)
        let card = Card(id: cardID(1), title: "t", body: "b", column: .doing, position: "a1")
        let ops = replica.local([CardChange(cardID: card.id, value: .created(card))], now: instant())
        #expect(ops.map(\.field) == SyncedFields.all)
        #expect(Set(ops.map(\.hlc)).count == 1)
        #expect(replica.board.cards(in: .doing) == [card])
    }

    @Test func aDeleteAndAConcurrentEditKeepTheCardDeletedAndUndoBringsItBackEdited() {
        var a = SyncReplica(clientID: here)
        var b = SyncReplica(clientID: there)
        let card = Card(id: cardID(1), title: "t", column: .todo, position: "a0")
        for op in a.local([CardChange(cardID: card.id, value: .created(card))], now: instant(1)) { b.receive(op, now: instant(1)) }
        let delete = a.local([CardChange(cardID: card.id, value: .deleted(true))], now: instant(2))
        let edit = b.local([CardChange(cardID: card.id, value: .title("edited"))], now: instant(2))
        for op in edit { a.receive(op, now: instant(3)) }
        for op in delete { b.receive(op, now: instant(3)) }
        #expect(a.board.count == 0 && b.board.count == 0)
        let undo = a.local([CardChange(cardID: card.id, value: .deleted(false))], now: instant(4))
        #expect(undo.count == 1)
        for op in undo { b.receive(op, now: instant(4)) }
        #expect(a.board[card.id]?.title == "edited")
        #expect(b.board == a.board)
    }

    @Test func restoringALostValueIsANewEdit() throws {
        let card = Card(id: cardID(1), title: "theirs", column: .todo, position: "a0")
        let board = Board(cards: [card])
        let conflict = FieldConflict(cardID: card.id, lost: .title("mine"), kept: .title("theirs"), lostHere: true)
        let action = try #require(board.restoring(conflict, title: "theirs", at: instant()))
        #expect(action.forward == [CardChange(cardID: card.id, value: .title("mine"))])
        #expect(action.backward == [CardChange(cardID: card.id, value: .title("theirs"))])
        let column = FieldConflict(cardID: card.id, lost: .column(.done), kept: .column(.todo), lostHere: false)
        #expect(board.restoring(column, title: "", at: instant())?.kind == .moved(from: .todo, to: .done))
        let removed = FieldConflict(cardID: card.id, lost: .deleted(false), kept: .deleted(true), lostHere: false)
        #expect(board.restoring(removed, title: "", at: instant()) == nil)  // it is live already
        let gone = Board(cards: [], tombstones: [card])
        #expect(gone.restoring(removed, title: "", at: instant())?.kind == .restored)
        #expect(board.restoring(FieldConflict(cardID: card.id, lost: .title("theirs"), kept: .title("x"), lostHere: true),
                                title: "", at: instant()) == nil)
    }
}

/// Three boards make 1,000 random changes; every op reaches every other
/// board in a random order, some twice, some only after a "disconnection"
/// held them back; at the end all boards are the same.
@Suite struct SyncConvergenceTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func threeBoardsConvergeWhateverTheDelivery(seed: UInt64) {
        var random = seededGenerator(seed)
        let nodes = (0..<3).map { String(format: "00000000-0000-4000-8000-%012x", $0 + 1) }
        var replicas = nodes.map(SyncReplica.init(clientID:))
        var inboxes: [[FieldOp]] = [[], [], []]
        var offline = [false, false, false]
        var cards: [UUID] = []
        var now = instant()
        func deliver(to index: Int, count: Int) {
            var left = count
            while left > 0, !inboxes[index].isEmpty {
                left -= 1
                let pick = Int.random(in: 0..<inboxes[index].count, using: &random)
                let op = inboxes[index][pick]
                // Sometimes delivered again later (a duplicate).
                if Int.random(in: 0..<10, using: &random) == 0 { inboxes[index].append(op) }
                inboxes[index].remove(at: pick)
                replicas[index].receive(op, now: now)
            }
        }
        for _ in 0..<1_000 {
            now += Double(Int.random(in: 0...3, using: &random)) / 1000  // often the same millisecond
            let author = Int.random(in: 0..<3, using: &random)
            if Int.random(in: 0..<20, using: &random) == 0 { offline[author].toggle() }
            let change = randomChange(board: replicas[author], cards: &cards, random: &random)
            let ops = replicas[author].local([change], now: now)
            for other in 0..<3 where other != author { inboxes[other] += ops }
            for index in 0..<3 where !offline[index] {
                deliver(to: index, count: Int.random(in: 0...4, using: &random))
            }
        }
        for index in 0..<3 { deliver(to: index, count: Int.max / 2) }
        #expect(replicas[0].fields == replicas[1].fields)
        #expect(replicas[1].fields == replicas[2].fields)
        #expect(replicas[0].board == replicas[1].board && replicas[1].board == replicas[2].board)
        #expect(replicas[0].board.count > 0)
    }

    private func randomChange(board replica: SyncReplica, cards: inout [UUID], random: inout SeededRandomNumberGenerator) -> CardChange {
        let roll = Int.random(in: 0..<10, using: &random)
        if cards.isEmpty || roll == 0 {
            let id = UUID(uuid: (UInt8(cards.count % 256), UInt8(cards.count / 256), 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1))
            cards.append(id)
            let column = KanbanColumn.allCases.randomElement(using: &random)!
            return CardChange(cardID: id, value: .created(Card(id: id, title: "card \(cards.count)", column: column,
                                                                position: OrderKey.between(nil, nil))))
        }
        let id = cards.randomElement(using: &random)!
        switch roll {
        case 1: return CardChange(cardID: id, value: .title("t\(Int.random(in: 0..<50, using: &random))"))
        case 2: return CardChange(cardID: id, value: .body("b\(Int.random(in: 0..<50, using: &random))"))
        case 3: return CardChange(cardID: id, value: .deadline(Int.random(in: 0..<2, using: &random) == 0 ? nil : day("2026-12-0\(Int.random(in: 1...9, using: &random))")))
        case 4, 5: return CardChange(cardID: id, value: .column(KanbanColumn.allCases.randomElement(using: &random)!))
        case 6, 7:
            let lower = ["a0", "a1", "a2"].randomElement(using: &random)!
            return CardChange(cardID: id, value: .position(OrderKey.between(lower, "a3")))
        default: return CardChange(cardID: id, value: .deleted(Bool.random(using: &random)))
        }
    }
}

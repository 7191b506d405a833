import Foundation
import Testing
@testable import KanbanCore

/// Cards that repeat: the rule as typed, the next deadline, the next card's
/// id, and the actions that make, skip and edit a series.
@Suite struct CardRepeatTests {
    private func rule(_ text: String) -> CardRepeat? {
        if case .success(let rule) = RepeatInput.parse(text) { return rule }
        return nil
    }

    @Test func readsTheFormsPeopleType() {
        #expect(rule("1w") == CardRepeat(every: 1, unit: .week))
        #expect(rule(" 2 weeks ") == CardRepeat(every: 2, unit: .week))
        #expect(rule("every 3 days") == CardRepeat(every: 3, unit: .day))
        #expect(rule("daily") == CardRepeat(every: 1, unit: .day))
        #expect(rule("Monthly") == CardRepeat(every: 1, unit: .month))
        #expect(rule("1m from done") == CardRepeat(every: 1, unit: .month, from: .done))
        #expect(rule("2w done") == CardRepeat(every: 2, unit: .week, from: .done))
        #expect(rule("1w from due") == CardRepeat(every: 1, unit: .week, from: .due))
        #expect(rule("매주") == CardRepeat(every: 1, unit: .week))
        #expect(rule("매일") == CardRepeat(every: 1, unit: .day))
        #expect(rule("매달") == CardRepeat(every: 1, unit: .month))
        #expect(rule("2주마다") == CardRepeat(every: 2, unit: .week))
        #expect(rule("3개월마다 완료 후") == CardRepeat(every: 3, unit: .month, from: .done))
        for none in ["", "  ", "none", "no", "없음"] {
            #expect(RepeatInput.parse(none) == .success(nil))
        }
        #expect(RepeatInput.parse("every fortnight") == .failure(.notARepeat("every fortnight")))
        #expect(RepeatInput.parse("done") == .failure(.notARepeat("done")))
        #expect(RepeatInput.parse("0w") == .failure(.outOfRange("0w")))
        #expect(RepeatInput.parse("1000d") == .failure(.outOfRange("1000d")))
        #expect(RepeatInput.parse("99999999999999999999d") == .failure(.notARepeat("99999999999999999999d")))
        // What is stored reads back as itself.
        for text in ["1d", "2w", "1m done", "12m"] { #expect(rule(text)?.short == text) }
    }

    @Test func theNextDeadlineKeepsTheCadenceAndNeverFallsInThePast() {
        let weekly = CardRepeat(every: 1, unit: .week)
        // Done early or on the day: one step from the deadline.
        #expect(weekly.nextDeadline(after: day("2026-12-04"), doneOn: day("2026-12-01")) == day("2026-12-11"))
        #expect(weekly.nextDeadline(after: day("2026-12-04"), doneOn: day("2026-12-04")) == day("2026-12-11"))
        // Done 10 days late: the weeks already past are skipped, same weekday.
        #expect(weekly.nextDeadline(after: day("2026-12-04"), doneOn: day("2026-12-14")) == day("2026-12-18"))
        // Done exactly two weeks late: due that day.
        #expect(weekly.nextDeadline(after: day("2026-12-04"), doneOn: day("2026-12-18")) == day("2026-12-18"))
        // Without a deadline: counted from the day done.
        #expect(weekly.nextDeadline(after: nil, doneOn: day("2026-12-02")) == day("2026-12-09"))
        // From the day done: the deadline does not matter.
        let afterDone = CardRepeat(every: 3, unit: .day, from: .done)
        #expect(afterDone.nextDeadline(after: day("2026-11-01"), doneOn: day("2026-12-02")) == day("2026-12-05"))
        // Months keep the day of the month, or the month's last day.
        let monthly = CardRepeat(every: 1, unit: .month)
        #expect(monthly.nextDeadline(after: day("2027-01-31"), doneOn: day("2027-01-30")) == day("2027-02-28"))
        #expect(monthly.nextDeadline(after: day("2028-01-31"), doneOn: day("2028-01-30")) == day("2028-02-29"))
        #expect(monthly.nextDeadline(after: day("2026-10-15"), doneOn: day("2026-12-20")) == day("2027-01-15"))
        #expect(CardRepeat(every: 12, unit: .month).nextDeadline(after: day("2026-02-28"), doneOn: day("2026-02-28"))
            == day("2027-02-28"))
        // The calendar's end holds.
        #expect(monthly.nextDeadline(after: day("9999-12-15"), doneOn: day("9999-12-15")) == .last)
    }

    @Test func theNextIDIsTheSameEverywhereAndDiffersPerCard() {
        let a = CardRepeat.nextID(after: cardID(1))
        #expect(a == CardRepeat.nextID(after: cardID(1)))
        #expect(a != CardRepeat.nextID(after: cardID(2)))
        #expect(a != cardID(1))
        // A version 8 UUID of the RFC 4122 variant.
        #expect(a.uuid.6 >> 4 == 8)
        #expect(a.uuid.8 >> 6 == 2)
        // A chain of a thousand never meets itself.
        var seen: Set<UUID> = [cardID(1)]
        var id = cardID(1)
        for _ in 0..<1000 {
            id = CardRepeat.nextID(after: id)
            #expect(seen.insert(id).inserted)
        }
    }

    @Test func theNextCardStartsItsChecklistAgain() {
        #expect(CardRepeat.unticked("- [x] water\n  * [X] feed\n- [ ] sweep\nnot [x] a box") ==
            "- [ ] water\n  * [ ] feed\n- [ ] sweep\nnot [x] a box")
    }

    private func repeating(_ title: String = "Water plants", deadline: String? = "2026-12-04",
                           rule: CardRepeat = CardRepeat(every: 1, unit: .week), column: KanbanColumn = .doing) -> Board {
        Board(cards: [Card(id: cardID(1), title: title, body: "- [x] ferns", deadline: deadline.map(day), column: column,
                           position: OrderKey.first, repeats: rule),
                      Card(id: cardID(2), title: "Other", column: .todo, position: OrderKey.first)])
    }

    @Test func doneMakesTheNextCardInTheSameActionAndUndoTakesBoth() throws {
        let board = repeating()
        let action = try #require(board.moving(cardID(1), to: .done, at: instant(1), today: day("2026-12-03")))
        var after = board
        after.apply(action.forward)
        let nextID = CardRepeat.nextID(after: cardID(1))
        let next = try #require(after[nextID])
        #expect(next.title == "Water plants" && next.body == "- [ ] ferns")
        #expect(next.deadline == day("2026-12-11") && next.column == .todo && next.repeats == board[cardID(1)]?.repeats)
        #expect(after.cards(in: .todo).map(\.id) == [cardID(2), nextID])
        #expect(after[cardID(1)]?.column == .done)
        after.apply(action.backward)
        #expect(after == board)
        #expect(after[nextID] == nil)

        // Done again after the next one exists: no second next card, and
        // undoing that move leaves the next card alone.
        var twice = board
        twice.apply(action.forward)
        twice.apply(try #require(twice.moving(cardID(1), to: .doing, at: instant(2))).forward)
        let again = try #require(twice.moving(cardID(1), to: .done, at: instant(3), today: day("2026-12-03")))
        #expect(!again.forward.contains { $0.cardID == nextID })
        twice.apply(again.forward)
        twice.apply(again.backward)
        #expect(twice[nextID] != nil)

        // A card that does not repeat makes nothing (its column, its
        // place and the day it went to DONE change).
        let plain = try #require(board.moving(cardID(2), to: .done, at: instant(1), today: day("2026-12-01")))
        #expect(plain.forward.map(\.value) == [.column(.done), plain.forward[1].value, .doneOn(day("2026-12-01"))])
    }

    @Test func skippingMakesTheNextOneAndRemovesThisOne() throws {
        let board = repeating()
        let action = try #require(board.skipping(cardID(1), at: instant(1), today: day("2026-12-03")))
        #expect(action.kind == .skipped)
        var after = board
        after.apply(action.forward)
        #expect(after[cardID(1)] == nil)
        #expect(after[CardRepeat.nextID(after: cardID(1))]?.deadline == day("2026-12-11"))
        after.apply(action.backward)
        #expect(after == board)
        #expect(board.skipping(cardID(2), at: instant(1)) == nil)
        // A card done has nothing to skip.
        var done = board
        done.apply(try #require(board.moving(cardID(1), to: .done, at: instant(1))).forward)
        #expect(done.skipping(cardID(1), at: instant(2)) == nil)
    }

    @Test func thisOneOnlyKeepsTheSeriesTextAndAllToComeChangesIt() throws {
        let board = repeating()
        let rule = try #require(board[cardID(1)]?.repeats)
        let thisOne = try #require(board.editing(cardID(1), title: "Water plants (and the cactus)", body: "- [x] ferns",
                                                 deadline: day("2026-12-04"), repeats: rule, thisOneOnly: true, at: instant(1)))
        var after = board
        after.apply(thisOne.forward)
        #expect(after[cardID(1)]?.title == "Water plants (and the cactus)")
        #expect(after[cardID(1)]?.repeats?.title == "Water plants")
        let done = try #require(after.moving(cardID(1), to: .done, at: instant(2), today: day("2026-12-04")))
        var next = after
        next.apply(done.forward)
        #expect(next[CardRepeat.nextID(after: cardID(1))]?.title == "Water plants")

        // All to come: the series follows the card again.
        let all = try #require(after.editing(cardID(1), title: "Water all plants", body: "- [x] ferns",
                                             deadline: day("2026-12-04"), repeats: rule, thisOneOnly: false, at: instant(3)))
        after.apply(all.forward)
        #expect(after[cardID(1)]?.repeats?.title == nil)
        let done2 = try #require(after.moving(cardID(1), to: .done, at: instant(4), today: day("2026-12-04")))
        after.apply(done2.forward)
        #expect(after[CardRepeat.nextID(after: cardID(1))]?.title == "Water all plants")

        // Stopping the series: the field goes to nil, undone exactly.
        let stop = try #require(board.editing(cardID(1), title: "Water plants", body: "- [x] ferns", deadline: day("2026-12-04"),
                                              repeats: nil, thisOneOnly: false, at: instant(5)))
        #expect(stop.forward == [CardChange(cardID: cardID(1), value: .repeats(nil))])
        #expect(stop.backward == [CardChange(cardID: cardID(1), value: .repeats(rule))])
    }

    @Test func aRepeatTravelsAsJSONAndRefusesWhatIsOutOfRange() throws {
        let rule = CardRepeat(every: 2, unit: .month, from: .done, title: "Rent", body: "- [ ] pay")
        let value = CardChange.Value.repeats(rule)
        #expect(CardChange.Value(field: .repeats, json: value.jsonText) == value)
        #expect(CardChange.Value(field: .repeats, json: "null") == .repeats(nil))
        #expect(CardChange.Value(field: .repeats, json: #"{"every": 0, "unit": "week"}"#) == nil)
        #expect(CardChange.Value(field: .repeats, json: #"{"every": 1, "unit": "year"}"#) == nil)
        // Text from another program is cleaned as a card's.
        let dirty = CardChange.Value(field: .repeats, json: #"{"every": 1, "unit": "week", "title": "a\u001b[31mb"}"#)
        #expect(dirty == .repeats(CardRepeat(every: 1, unit: .week, title: "ab")))
        // A card without a repeat encodes as before (no key), and reads back.
        let card = Card(id: cardID(3), title: "x", repeats: rule)
        let json = try JSONEncoder().encode(card)
        #expect(try JSONDecoder().decode(Card.self, from: json) == card)
        let plain = String(decoding: try JSONEncoder().encode(Card(id: cardID(4), title: "y")), as: UTF8.self)
        #expect(!plain.contains("repeats"))
        // A creation sends the repeat as a field of its own.
        let created = CardChange(cardID: cardID(3), value: .created(card))
        #expect(created.fieldValues.contains(.repeats(rule)))
        #expect(!CardChange(cardID: cardID(4), value: .created(Card(id: cardID(4), title: "y"))).fieldValues
            .contains { $0.field == .repeats })
    }
}

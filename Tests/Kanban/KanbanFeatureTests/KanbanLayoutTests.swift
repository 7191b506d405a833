import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// Cards as rows, words in Korean, and every size: nothing is drawn
/// outside the tab's area, whatever is open.
@MainActor
@Suite struct KanbanLayoutTests {
    private let strings = KanbanStrings(.en)
    private let today = Deadline(iso: "2026-11-23")!

    @Test func aCardIsItsTitleUpToThreeBodyRowsAndItsDeadline() {
        let card = Card(title: "Write the quarterly report for the board", body: "one two three four five six seven eight nine ten",
                        deadline: Deadline(iso: "2026-11-23"), column: .doing)
        let rows = CardRows.rows(of: card, width: 16, today: today, strings: strings)
        #expect(rows.map(\.text) == [" Write the qua…", " one two three", " four five six", " seven eight…", " today"],
                "where date and flag do not both fit, the flag stays")
        #expect(CardRows.rows(of: card, width: 22, today: today, strings: strings).last?.text == " 2026-11-23 · today")
        #expect(rows.map(\.kind) == [.title, .body, .body, .body, .deadline(.dueToday)])
        let done = Card(title: "Done", deadline: Deadline(iso: "2026-11-01"), column: .done)
        #expect(CardRows.rows(of: done, width: 20, today: today, strings: strings).last?.kind == .deadline(.none),
                "a card in DONE is never red")
        let late = Card(title: "Late", deadline: Deadline(iso: "2026-11-22"))
        #expect(CardRows.rows(of: late, width: 20, today: today, strings: strings).last == CardRows.Row(text: " 2026-11-22",
                                                                                                     kind: .deadline(.overdue)))
    }

    @Test func bodyRowsSkipBlankLinesAndMarkWhatIsLeftOut() {
        #expect(CardRows.bodyLines("a\n\n\nb", width: 10) == ["a", "b"])
        #expect(CardRows.bodyLines("a\nb\nc", width: 10) == ["a", "b", "c"])
        #expect(CardRows.bodyLines("a\nb\nc\nd", width: 10) == ["a", "b", "c…"])
        #expect(CardRows.bodyLines("   \n  x", width: 10) == ["x"])
        #expect(CardRows.bodyLines("", width: 10) == [])
        #expect(CardRows.bodyLines("한글한글한글", width: 5) == ["한글", "한글", "한글"], "wide characters by columns")
        #expect(CardRows.bodyLines("한글한글한글한글", width: 5) == ["한글", "한글", "한글…"])
        #expect(CardRows.bodyLines("한글한글한글한글", width: 4) == ["한글", "한글", "한…"])
        let long = String(repeating: "word ", count: 200)
        #expect(CardRows.bodyLines(long, width: 12) == ["word word", "word word", "word word…"])
        let thousand = String(repeating: "x", count: 1000)
        #expect(CardRows.bodyLines(thousand, width: 10) == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxx…"])
    }

    @Test func koreanParticlesFollowTheLastSound() {
        #expect(Korean.object("'책'") == "'책'을")
        #expect(Korean.object("'사과'") == "'사과'를")
        #expect(Korean.object("'PR 2'") == "'PR 2'를")
        #expect(Korean.object("'PR 3'") == "'PR 3'을")
        #expect(Korean.object("'report'") == "'report'을(를)")
        #expect(Korean.topic("'집'") == "'집'은")
        #expect(Korean.subject("'나무'") == "'나무'가")
        #expect(Korean.toward("TODO") + "로" == "TODO로")
        #expect(Korean.toward("DOING") + "로" == "DOING으로")
        #expect(Korean.toward("DONE") + "로" == "DONE으로")
        #expect(Korean.toward("서울") + "로" == "서울로", "ㄹ takes 로")
        #expect(Korean.toward("부산") + "로" == "부산으로")
    }

    @Test func historyLinesInBothLanguages() {
        let en = KanbanStrings(.en), ko = KanbanStrings(.ko)
        func entry(_ kind: HistoryEntry.Kind, _ title: String = "세금 신고") -> HistoryEntry {
            HistoryEntry(at: testNow, kind: kind, title: title)
        }
        #expect(en.history(entry(.action(.added)), title: "X") == "Added 'X'.")
        #expect(en.history(entry(.action(.moved(from: .todo, to: .doing))), title: "X") == "Moved 'X' from TODO to DOING")
        #expect(en.history(entry(.action(.removed(from: .done))), title: "X") == "Removed 'X' from DONE")
        #expect(en.history(entry(.action(.updated)), title: "X") == "Updated 'X'.")
        #expect(en.history(entry(.undid(.added)), title: "X") == "Undid: Added 'X'.")
        #expect(en.history(entry(.redid(.reordered)), title: "X") == "Redid: Reordered 'X'.")
        #expect(en.history(entry(.imported(count: 3))) == "Imported 3 cards.")
        #expect(ko.history(entry(.action(.added))) == "'세금 신고'를 추가했습니다.")
        #expect(ko.history(entry(.action(.moved(from: .todo, to: .doing)))) == "'세금 신고'를 TODO에서 DOING으로 옮겼습니다.")
        #expect(ko.history(entry(.action(.removed(from: .done)))) == "DONE에서 '세금 신고'를 삭제했습니다.")
        #expect(ko.history(entry(.action(.updated), "일정")) == "'일정'을 수정했습니다.")
        #expect(ko.history(entry(.undid(.moved(from: .doing, to: .todo)))) == "되돌림: '세금 신고'를 DOING에서 TODO로 옮겼습니다.")
        #expect(ko.history(entry(.imported(count: 1_200))) == "카드 1,200개를 가져왔습니다.")
        #expect(en.dateTime(testNow, in: seoul) == "2026-11-23 10:30")
        #expect(ko.dateTime(testNow, in: seoul) == "2026. 11. 23. 10:30")
        let long = entry(.action(.moved(from: .todo, to: .doing)), String(repeating: "long ", count: 20))
        let cut = en.history(long, width: 50)
        #expect(DisplayWidth.of(cut) <= 50 && cut.hasSuffix("…' from TODO to DOING"), "\(cut)")
    }

    /// Issue 31: history lines end alike. Every line is a sentence with its
    /// full stop, in both languages, but for the two the original wrote
    /// without one (`Moved 'X' from TODO to DOING`, `Removed 'X' from
    /// DONE`), kept as it wrote them (SPEC §5), with the lines built on them.
    @Test func historyLinesEndAlike() {
        let kinds: [KanbanActionKind] = [.added, .updated, .moved(from: .todo, to: .doing), .reordered, .removed(from: .done),
                                         .restored, .ticked(item: "milk", done: true), .ticked(item: "milk", done: false),
                                         .movedBoard(from: "A", to: "B"), .boardAdded, .boardRenamed(from: "A"),
                                         .boardRemoved(cards: 2)]
        for language in Language.allCases {
            let strings = KanbanStrings(language)
            for kind in kinds {
                let seeds: Bool
                switch kind {
                case .moved, .removed: seeds = language == .en
                default: seeds = false
                }
                for entryKind in [HistoryEntry.Kind.action(kind), .undid(kind), .redid(kind), .remote(kind)] {
                    let line = strings.history(HistoryEntry(at: testNow, kind: entryKind, title: "X"))
                    #expect(line.hasSuffix(".") != seeds, "\(language): \(line)")
                }
            }
            #expect(strings.history(HistoryEntry(at: testNow, kind: .imported(count: 2), title: "")).hasSuffix("."))
        }
    }

    @Test func datesAndWeekdays() {
        let en = KanbanStrings(.en), ko = KanbanStrings(.ko)
        #expect(en.date(Deadline(iso: "2026-01-05")!) == "2026-01-05")
        #expect(ko.date(Deadline(iso: "2026-01-05")!) == "2026. 1. 5.")
        #expect(ko.date(Deadline(iso: "2026-11-23")!) == "2026. 11. 23.")
        #expect(en.dateWithWeekday(Deadline(iso: "2026-11-23")!) == "2026-11-23 (Mon)")
        #expect(ko.dateWithWeekday(Deadline(iso: "2024-02-29")!) == "2024. 2. 29. (목)")
        #expect(ko.dateWithWeekday(Deadline(iso: "2000-01-01")!) == "2000. 1. 1. (토)", "a Saturday")
        #expect(en.dateWithWeekday(Deadline(iso: "0001-01-01")!) == "0001-01-01 (Mon)", "a Monday")
    }

    /// At every size, with the board, the editor, the history, a dialog or
    /// the filter and a notice open, nothing is drawn outside the area.
    @Test func everySizeDrawsOnlyInsideItsArea() {
        for language in Language.allCases {
            let store = StandInKanbanStore(sampleState())
            let kanban = KanbanHarness(store: store, language: language)
            let setups: [(String, [Key])] = [
                ("board", [.down, .right]),
                ("editor", [.character("e"), .tab, .tab, .paste(String(repeating: "본문 ", count: 300))]),
                ("discard", [.character("x"), .escape]),
                ("history", [.escape, .escape, .character("v")]),
                ("dialog", [.escape, .character("d")]),
                ("move", [.escape, .character("m")]),
                ("filter", [.escape, .character("u"), .character("/"), .character("a")]),
            ]
            for (name, keys) in setups {
                kanban.driver.send(keys)
                for width in [0, 1, 2, 3, 5, 8, 13, 20, 40, 59, 60, 80, 133, 200] {
                    for height in [0, 1, 2, 3, 4, 6, 9, 18, 22, 58] {
                        let area = Rect(x: 2, y: 1, width: width, height: height)
                        var buffer = Buffer(size: Size(width: width + 4, height: height + 2), filling: Cell(symbol: "#"))
                        kanban.tab.render(in: area, buffer: &buffer)
                        for y in 0..<buffer.size.height {
                            for x in 0..<buffer.size.width where x < area.x || x >= area.maxX || y < area.y || y >= area.maxY {
                                #expect(buffer[x, y]?.symbol == "#", "\(language) \(name) \(width)x\(height): drew at \(x),\(y)")
                            }
                        }
                        if let cursor = buffer.cursor {
                            #expect(cursor.x >= area.x && cursor.x < area.maxX && cursor.y >= area.y && cursor.y < area.maxY,
                                    "\(language) \(name) \(width)x\(height): cursor outside")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: Language.allCases)
    func theShellsTooSmallRuleHoldsBelowSixtyByTwenty(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, size: Size(width: 59, height: 20))
        assertSnapshot(kanban.driver, named: "kanban-the-shells-too-small-rule-holds-below-sixty-by-twenty-1-\(language)")
        kanban.driver.resize(to: Size(width: 60, height: 20))
        assertSnapshot(kanban.driver, named: "kanban-the-shells-too-small-rule-holds-below-sixty-by-twenty-2-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aLongColumnScrollsByWholeCardsAndKeepsTheChosenOneInView(language: Language) {
        let titles = (1...40).map { ("Card \($0)", "", Optional<String>.none) }
        let kanban = KanbanHarness(store: StandInKanbanStore(cards: board([.todo: titles])), language: language)
        assertSnapshot(kanban.driver, named: "kanban-a-long-column-scrolls-by-whole-cards-and-keeps-the-chosen-one-in-view-1-\(language)")
        kanban.send(.end)
        assertSnapshot(kanban.driver, named: "kanban-a-long-column-scrolls-by-whole-cards-and-keeps-the-chosen-one-in-view-2-\(language)")
        kanban.send(.home)
        assertSnapshot(kanban.driver, named: "kanban-a-long-column-scrolls-by-whole-cards-and-keeps-the-chosen-one-in-view-3-\(language)")
        kanban.send(.pageDown)
        let chosen = kanban.tab.chosenCard?.title ?? ""
        #expect(chosen != "Card 1" && kanban.screen.contains("│ \(chosen) "))
    }

    /// Ten thousand cards: the board opens, and a filter key is answered,
    /// without drawing or wrapping every card.
    @Test func tenThousandCards() {
        let titles = (1...10_000).map { ("Task \($0)", "Body of task \($0) with a few words", Optional<String>.none) }
        let store = StandInKanbanStore(cards: board([.todo: titles]))
        let clock = ContinuousClock()
        var kanban: KanbanHarness?
        let open = clock.measure { kanban = KanbanHarness(store: store) }
        #expect(open < .seconds(2), "\(open)")
        let filter = clock.measure {
            kanban?.send(.character("/"))
            kanban?.type("9999")
        }
        #expect(kanban?.tab.cards(.todo).map(\.title) == ["Task 9999"])
        #expect(filter < .seconds(2), "\(filter)")
    }

    /// Thousands of random keys, pastes and resizes: nothing crashes, the
    /// store always holds what the screen shows, and the chosen card is
    /// always one the focused column shows.
    @Test func aStormOfKeysKeepsTheStoreAndTheScreenInStep() {
        var random = SeededRandomNumberGenerator(seed: 2026)
        let keys: [Key] = [.left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
                           .backspace, .control("r"), .control("s"), .control("u"), .alt("m")]
            + "hjklHJKLnedmvuy123/ a가".map { Key.character($0) }
        let pastes = ["x\ny", String(repeating: "긴 글 ", count: 400), "\u{1B}[31mred", "+3d", "2026-02-30", ""]
        let sizes = [Size(width: 80, height: 24), Size(width: 60, height: 20), Size(width: 200, height: 60),
                     Size(width: 59, height: 19), Size(width: 97, height: 31)]
        let store = StandInKanbanStore(sampleState())
        let kanban = KanbanHarness(store: store)
        for step in 0..<3_000 {
            let roll = Int(random.next() % 100)
            if roll < 2 {
                kanban.driver.resize(to: sizes[Int(random.next() % UInt64(sizes.count))])
            } else if roll < 5 {
                kanban.send(.paste(pastes[Int(random.next() % UInt64(pastes.count))]))
            } else {
                kanban.send(keys[Int(random.next() % UInt64(keys.count))])
            }
            #expect(store.state.board == kanban.tab.state?.board, "step \(step)")
            if let card = kanban.tab.chosenCard {
                #expect(kanban.tab.cards(kanban.tab.focus).contains(card), "step \(step)")
            }
            if kanban.driver.didQuit { break }
        }
        #expect(store.state.history.count > 10, "the storm changed the board")
    }
}

import DatabaseKit
import GRDB
import Foundation
import KanbanCore
import KanbanStorage
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// `F` in the tab: the flow of the board shown, worked out from what the
/// database kept as cards were added and moved over four days of a test
/// clock: the times, the weeks, the chart; Esc and `F` close it, the list
/// keys scroll it where it does not fit.
@MainActor
@Suite struct KanbanFlowTests {
    final class Clock: @unchecked Sendable {
        var now = testNow
        func advance(days: Double) { now = testNow.addingTimeInterval(days * 86_400) }
    }

    /// Three cards added on Monday 23 November; Plan started on the
    /// 24th and done on the 26th, Build started on the 25th. The flow
    /// opened on the 27th.
    private func fourDays(language: Language, size: Size) throws -> (KanbanHarness, Clock) {
        let clock = Clock()
        let database = try AppDatabase.inMemory()
        // A database made the day before (its clock's last reading), not
        // today as the test runs.
        let made = HLC(millis: HLC.millis(of: testNow.addingTimeInterval(-86_400)), counter: 0, node: "test").text
        try database.writer.write { db in try db.execute(sql: "UPDATE kanbanSync SET value = ? WHERE key = 'hlc'", arguments: [made]) }
        let repository = KanbanRepository(database: database)
        let kanban = KanbanHarness(store: ImmediateKanbanStore(repository: repository), language: language, size: size,
                                   calendar: KanbanCalendar(timeZone: seoul, now: { clock.now }))
        for title in ["Plan", "Build", "Ship"] { kanban.add(title) }
        kanban.send(.home)
        clock.advance(days: 1)
        #expect(kanban.tab.chosenCard?.title == "Plan")
        kanban.send(.character("L"))
        clock.advance(days: 2)
        kanban.send(.character("h"), .character("L"))
        #expect(kanban.titles(.doing) == ["Plan", "Build"])
        clock.advance(days: 3)
        kanban.send(.up, .character("L"))
        #expect(kanban.titles(.done) == ["Plan"])
        clock.advance(days: 4)
        return (kanban, clock)
    }

    @Test(arguments: Language.allCases, [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theFlowOfFourDays(language: Language, size: Size) throws {
        let (kanban, _) = try fourDays(language: language, size: size)
        kanban.send(.character("F"))
        let screen = kanban.screen
        if language == .en {
            #expect(screen.contains("Flow of 'Project Manager', the last 8 weeks: 2026-10-03 to 2026-11-27"), "\(screen)")
            #expect(screen.contains("Cycle time (DOING → DONE): median 2 days, 85% within 2 days (1 card)"), "\(screen)")
            #expect(screen.contains("Lead time (made → DONE): median 3 days, 85% within 3 days (1 card)"), "\(screen)")
            #expect(screen.contains("Done each week: 0 0 0 0 0 0 0 1 (0.1 a week)"), "\(screen)")
            #expect(screen.contains("█ DONE  ▓ DOING  ░ TODO"), "\(screen)")
        } else {
            #expect(screen.contains("사이클 타임 (DOING → DONE): 중앙값 2일, 85%가 2일 안에 (1장)"), "\(screen)")
            #expect(screen.contains("주마다 끝낸 카드: 0 0 0 0 0 0 0 1 (주 평균 0.1장)"), "\(screen)")
        }
        assertSnapshot(kanban.driver, named: "kanban-flow-\(language)-\(size.width)x\(size.height)")
        kanban.send(.escape)
        #expect(kanban.tab.overlay == nil)
        kanban.send(.character("F"))
        #expect(kanban.screen.contains(language == .en ? "Cycle time" : "사이클 타임"))
        kanban.send(.character("F"))
        #expect(!kanban.screen.contains(language == .en ? "Cycle time" : "사이클 타임"))
    }

    @Test func theChartsDaysHoldTheBoardsColumnsAtTheirEnd() throws {
        let (kanban, clock) = try fourDays(language: .en, size: Size(width: 80, height: 24))
        let cards = try kanban.tab.store.flow(on: BoardInfo.firstID)
        let stats = FlowStats(cards, today: KanbanCalendar(timeZone: seoul, now: { clock.now }).today, timeZone: seoul)
        let last = stats.days.suffix(5).map { [$0.todo, $0.doing, $0.done] }
        // 23rd: three waiting; 24th: Plan started; 25th: Build; 26th: Plan done.
        #expect(last == [[3, 0, 0], [2, 1, 0], [1, 2, 0], [1, 1, 1], [1, 1, 1]])
        // The panel draws those figures: the last day's column, from the
        // bottom: DONE, DOING, TODO.
        kanban.send(.character("F"))
        let rows = kanban.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let axis = try #require(rows.firstIndex { $0.contains("└─") })
        let column = try #require(rows[axis].lastIndex(of: "─")).utf16Offset(in: rows[axis])
        func mark(_ row: Int) -> Character? {
            let line = rows[row].utf16
            guard column < line.count else { return nil }
            return Character(UnicodeScalar(line[line.index(line.startIndex, offsetBy: column)])!)
        }
        #expect(mark(axis - 1) == "█", "\(kanban.screen)")
        #expect((1..<axis).map { mark(axis - $0) }.contains("▓"))
        #expect((1..<axis).map { mark(axis - $0) }.contains("░"))
    }

    @Test func theSmallestScreenShowsItAllWithAShorterChart() throws {
        let (kanban, _) = try fourDays(language: .en, size: Size(width: 60, height: 20))
        kanban.send(.character("F"))
        let screen = kanban.screen
        // The words wrapped, the chart four rows high, its last 53 days.
        #expect(screen.contains("│ days (1 card)"), "\(screen)")
        #expect(screen.contains("10-06"), "\(screen)")
        #expect(screen.contains("█ DONE  ▓ DOING  ░ TODO"), "\(screen)")
        #expect(kanban.driver.screen.last?.contains("Scroll") == false, "nothing to scroll: \(screen)")
    }

    /// Where the box is shorter still (a box of 40×12), the list keys
    /// scroll it and the bottom border says where it is.
    @Test func aShortBoxScrolls() throws {
        let cards = [FlowCard(column: .done, made: testNow, started: testNow, finished: testNow.addingTimeInterval(3_600))]
        let stats = FlowStats(cards, today: testCalendar().today, timeZone: seoul)
        var panel = FlowPanel(board: BoardInfo.firstID, boardName: "Main", stats: stats)
        let strings = KanbanStrings(.en)
        let box = Rect(x: 0, y: 0, width: 40, height: 12)
        let lines = panel.lines(in: box, strings: strings)
        #expect(lines.count > 10)
        #expect(lines.map(\.text).joined(separator: " ").contains("median 1 hour"))
        func drawn() -> [String] {
            var buffer = Buffer(size: Size(width: 40, height: 12))
            var scroll = panel.scroll
            panel.render(box: box, strings: strings, buffer: &buffer, scroll: &scroll)
            panel.scroll = scroll
            return buffer.lines
        }
        #expect(drawn().joined().contains("Flow of 'Main'"))
        #expect(drawn().last?.contains("/\(lines.count)") == true, "\(drawn())")
        _ = panel.scroll.handle(.end, itemCount: lines.count)
        let end = drawn()
        #expect(end.joined().contains("█ DONE  ▓ DOING"), "\(end)")
        #expect(!end.joined().contains("Flow of 'Main'"))
    }

    @Test(arguments: Language.allCases)
    func aBoardThatCannotBeReadSaysWhy(language: Language) {
        let store = StandInKanbanStore(cards: [card("A", position: "a0")])
        let kanban = KanbanHarness(store: store, language: language)
        store.failsReads = true
        kanban.send(.character("F"))
        #expect(kanban.screen.contains(language == .en ? "Could not read the board's flow: disk I/O error"
                                                       : "보드의 흐름을 읽지 못했습니다: disk I/O error"), "\(kanban.screen)")
        kanban.send(.escape)
        #expect(kanban.tab.overlay == nil)
    }
}

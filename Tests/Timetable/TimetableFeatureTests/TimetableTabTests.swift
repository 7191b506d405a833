import TextKit
import FileKit
import Shell
import Foundation
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

@MainActor
@Suite struct TimetableTabTests {
    // MARK: First use

    @Test(arguments: Language.allCases)
    func anEmptyCatalogGetsTheSampleAndItsLabel(language: Language) {
        let store = StandInTimetableStore(courses: [])
        let harness = TimetableHarness(store: store, language: language)
        #expect(store.changes.contains { if case .replaceCatalog(_, true, "sample") = $0 { true } else { false } })
        #expect(store.catalog.isSample)
        #expect(harness.tab.catalog?.courses == SampleCatalog.courses())
        assertSnapshot(harness.driver, named: "timetable-an-empty-catalog-gets-the-sample-and-its-label-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func anImportedCatalogHasNoSampleLabel(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(), language: language)
        assertSnapshot(harness.driver, named: "timetable-an-imported-catalog-has-no-sample-label-1-\(language)")
    }

    /// Before the read answers, nothing says there is no timetable: the
    /// empty state flashed at every start while the data was being read.
    @Test func theEmptyStateWaitsForTheRead() {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        let tab = TimetableTab(language: .en, store: store)
        let effects = tab.handle(.shown).effects
        var buffer = Buffer(size: Size(width: 80, height: 20))
        tab.render(in: Rect(x: 0, y: 0, width: 80, height: 20), buffer: &buffer)
        #expect(!buffer.lines.joined().contains("No timetable yet"))
        #expect(buffer.lines.joined().contains("Reading the timetable"))
        for case .background(let read) in effects { _ = tab.handle(.message(read())) }
        var after = Buffer(size: Size(width: 80, height: 20))
        tab.render(in: Rect(x: 0, y: 0, width: 80, height: 20), buffer: &after)
        #expect(after.lines.joined().contains("자료구조"))
    }

    @Test func theCatalogIsReadOnlyWhenTheTabIsFirstShown() {
        let store = StandInTimetableStore()
        let tab = TimetableTab(language: .en, store: store)
        #expect(store.catalogReads == 0)
        let first = tab.handle(.shown), second = tab.handle(.shown)
        // Asked for, never read inside `handle`: the shell runs the read.
        #expect(store.catalogReads == 0)
        for case .background(let read) in first.effects + second.effects { _ = read() }
        #expect(store.catalogReads == 1)
    }

    // MARK: Adding

    @Test(arguments: Language.allCases)
    func hangulInitialsFindAndEnterAdds(language: Language) {
        let harness = TimetableHarness(language: language)
        harness.send(.character("a"))
        harness.type("ㅈㄹㄱㅈ")
        guard case .search(let search) = harness.tab.overlay else { Issue.record("no add dialog"); return }
        #expect(search.results.map { testCourses()[$0].name } == ["자료구조"])
        harness.send(.enter)
        #expect(harness.names == ["자료구조"])
        #expect(harness.store.timetables.first?.courses.map(\.course.name) == ["자료구조"])
        // The dialog stays open for the next course; Esc closes it.
        #expect(harness.tab.capturesKeys)
        harness.send(.escape)
        #expect(!harness.tab.capturesKeys)
        assertSnapshot(harness.driver, named: "timetable-hangul-initials-find-and-enter-adds-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aClashIsRefusedNamingTheCourseInTheWay(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.add("데이터베이스")
        #expect(harness.names == ["자료구조"])
        assertSnapshot(harness.driver, named: "timetable-a-clash-is-refused-naming-the-course-in-the-way-1-\(language)")
        // OK goes back to the search, which still holds what was typed.
        harness.send(.enter)
        guard case .search(let search) = harness.tab.overlay else { Issue.record("the search did not come back"); return }
        #expect(search.field.text == "데이터베이스")
    }

    /// The original's title and its two lines, then ours naming the course.
    @Test func theKoreanClashMessageIsTheOriginals() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: .ko)
        harness.add("데이터베이스")
        assertSnapshot(harness.driver, named: "timetable-the-korean-clash-message-is-the-originals-1")
        let lines = harness.lines
        let first = lines.firstIndex { $0.contains("선택한 시간에 이미 다른 강의가 있어요.") }
        let second = lines.firstIndex { $0.contains("강의 시간을 확인해주세요!") }
        let third = lines.firstIndex { $0.contains("겹치는 강의: 자료구조") }
        #expect(first != nil && second == first.map { $0 + 1 } && third == second.map { $0 + 1 }, "\(harness.screen)")
        // Ours names the times in the way, and this course's.
        guard let clash = Clash.firstClashingMeetings(of: catalogCourse("데이터베이스"),
                                                      in: [TimetableCourse(course: catalogCourse("자료구조"), color: 0)]) else {
            Issue.record("no clash")
            return
        }
        #expect(TimetableStrings(.ko).clashMessage("데이터베이스", with: "자료구조", theirs: clash.theirs, mine: clash.mine)
            == "선택한 시간에 이미 다른 강의가 있어요.\n강의 시간을 확인해주세요!\n겹치는 강의: 자료구조, 월 9:30–11:20 IT301 (이 강의: 월 10:30–12:20)")
        #expect(TimetableStrings(.en).clashMessage("데이터베이스", with: "자료구조", theirs: clash.theirs, mine: clash.mine)
            == "There is already another course at the chosen time.\nCheck the course times!\n"
            + "In the way: 자료구조, Mon 9:30–11:20 IT301 (this course: Mon 10:30–12:20)")
    }

    @Test(arguments: Language.allCases)
    func aCourseAlreadyThereIsNotAddedTwice(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.add("자료구조")
        #expect(harness.names == ["자료구조"])
        assertSnapshot(harness.driver, named: "timetable-a-course-already-there-is-not-added-twice-1-\(language)")
    }

    @Test func departmentsFilterAndFavouritesArePinnedAndRemembered() {
        let harness = TimetableHarness()
        harness.send(.character("a"), .tab)
        guard case .search(var search) = harness.tab.overlay else { Issue.record("no add dialog"); return }
        #expect(search.departments.first?.name == nil)
        #expect(search.departments.first?.count == testCourses().count)
        let target = search.departments.firstIndex { $0.name == "음악과" }!
        for _ in 0..<target { harness.send(.down) }
        guard case .search(let filtered) = harness.tab.overlay else { return }
        search = filtered
        #expect(search.department == "음악과")
        #expect(search.results.map { testCourses()[$0].name } == ["음악의 이해"])
        harness.send(.character("f"))
        #expect(harness.store.favourites == ["음악과"])
        // What is said ends alike in both languages: the name last, no full stop.
        #expect(TimetableStrings(.en).favouriteOn("음악과") == "Pinned on top: 음악과")
        #expect(TimetableStrings(.en).favouriteOff("음악과") == "Unpinned: 음악과")
        #expect(TimetableStrings(.ko).favouriteOn("음악과") == "즐겨찾기에 넣었어요: 음악과")
        guard case .search(let pinned) = harness.tab.overlay else { return }
        // As the original: a favourite goes above All.
        #expect(pinned.departments[0].name == "음악과")
        #expect(pinned.departments[0].isFavourite)
        #expect(pinned.departments[1].name == nil)
        #expect(pinned.department == "음악과")
        // Reopened, the favourite is still on top, All chosen under it, the
        // rest by name.
        harness.send(.escape, .character("a"))
        guard case .search(let again) = harness.tab.overlay else { return }
        #expect(again.departments[0].name == "음악과")
        #expect(again.department == nil)
        let rest = again.departments.dropFirst(2).compactMap(\.name)
        #expect(rest == rest.sorted() && !rest.contains("음악과"))
        #expect(again.results.map { testCourses()[$0].name } == testCourses().map(\.name).sorted())
    }

    @Test(arguments: Language.allCases)
    func eLearningAndUnknownCoursesAreListedInTheOnlineColumnNotOnTheGrid(language: Language) throws {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "온라인 글쓰기", "현장실습"])]), language: language)
        #expect(harness.tab.layout.blocks.map(\.course.course.name) == ["자료구조", "자료구조"])
        #expect(harness.tab.layout.apart.map(\.course.name) == ["온라인 글쓰기", "현장실습"])
        // Both sit right of Friday, in the sixth column, one under the other.
        let fri = language.pick("Fri", "금")
        let friday = try #require(harness.lines.first { $0.contains(fri) }).range(of: fri)!.upperBound
        for name in ["온라인", "현장실습"] {
            let line = try #require(harness.lines.first { $0.contains(name) })
            #expect(line.range(of: name)!.lowerBound > friday)
        }
        assertSnapshot(harness.driver, named: "timetable-e-learning-and-unknown-courses-are-listed-in-the-online-column-not-on-the-grid-1-\(language)")
    }

    /// The grid's header row, words only.
    private func header(_ harness: TimetableHarness) -> [String] {
        let line = harness.lines.first { $0.contains("Mon") || $0.contains("월") } ?? ""
        return line.split(whereSeparator: { $0 == " " || $0 == "│" }).map(String.init)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theGridAlwaysHasSixColumnsTheLastOnline(size: Size) {
        let empty = TimetableHarness(store: StandInTimetableStore(timetables: [timetable([])]), size: size)
        #expect(header(empty) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Online"])
        let korean = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: .ko, size: size)
        #expect(header(korean) == ["월", "화", "수", "목", "금", "이러닝"])
    }

    @Test(arguments: Language.allCases)
    func saturdayAndSundaySitBetweenFridayAndOnlineOnlyWhenUsed(language: Language) {
        let weekdays = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        #expect(weekdays.tab.layout.days == [.monday, .tuesday, .wednesday, .thursday, .friday])
        assertSnapshot(weekdays.driver, named: "timetable-saturday-and-sunday-sit-between-friday-and-online-only-when-used-1-\(language)")
        let saturday = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["캡스톤디자인"])]), language: language)
        #expect(saturday.tab.layout.days.last == .saturday)
        #expect(header(saturday) == (language == .en ? ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Online"]
                                                      : ["월", "화", "수", "목", "금", "토", "이러닝"]))
    }

    @Test func theGridSpansAtLeastNineToSix() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]))
        #expect(harness.tab.layout.minutes == 540..<1080)
    }

    // MARK: The cursor

    @Test func arrowsMoveBetweenBlocksByDayAndTime() {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek())
        func chosen() -> String? { harness.tab.chosenCourse?.course.name }
        func at() -> Weekday? { harness.tab.cursor.flatMap { item in harness.tab.layout.blocks.first { $0.item == item } }?.meeting.day }
        #expect(chosen() == "자료구조")
        #expect(at() == .monday)
        harness.send(.right)
        #expect(chosen() == "운영체제")
        harness.send(.right)
        #expect(chosen() == "자료구조")
        #expect(at() == .wednesday)
        harness.send(.right)
        #expect(chosen() == "Discrete Mathematics")
        harness.send(.down)
        #expect(chosen() == "네트워크")
        harness.send(.character("l"))
        #expect(chosen() == "음악의 이해")
        harness.send(.right)
        #expect(chosen() == "캡스톤디자인")
        harness.send(.down)
        #expect(chosen() == "캡스톤디자인")
        // Right of the last day: the online column, then down along it.
        harness.send(.right)
        #expect(chosen() == "온라인 글쓰기")
        harness.send(.down)
        #expect(chosen() == "현장실습")
        harness.send(.down)
        #expect(chosen() == "현장실습")
        harness.send(.up)
        #expect(chosen() == "온라인 글쓰기")
        harness.send(.left)
        #expect(at() == .saturday)
        harness.send(.left, .left, .left, .left, .left, .left, .left)
        #expect(at() == .monday)
    }

    // MARK: Deleting and colours

    @Test(arguments: Language.allCases)
    func enterOpensTheMenuAndDeleteAsksFirst(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제"])]), language: language)
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-enter-opens-the-menu-and-delete-asks-first-1-\(language)")
        harness.send(.character("d"))
        assertSnapshot(harness.driver, named: "timetable-enter-opens-the-menu-and-delete-asks-first-2-\(language)")
        harness.send(.character("n"))
        #expect(harness.names == ["자료구조", "운영체제"])
        harness.send(.enter, .character("d"), .character("y"))
        #expect(harness.names == ["운영체제"])
        #expect(harness.store.timetables.first?.courses.map(\.course.name) == ["운영체제"])
        #expect(harness.tab.chosenCourse?.course.name == "운영체제")
        harness.send(.character("d"), .character("y"))
        #expect(harness.names.isEmpty)
        assertSnapshot(harness.driver, named: "timetable-enter-opens-the-menu-and-delete-asks-first-3-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aColourChangeAlwaysGivesAnotherColour(language: Language) {
        // Rolls: 0 (the colour it has → the next one), then 5.
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language, rolls: [0, 5])
        #expect(harness.tab.shown?.courses.first?.color == 0)
        harness.send(.enter, .character("c"))
        #expect(harness.tab.shown?.courses.first?.color == 1)
        harness.send(.character("c"))
        #expect(harness.tab.shown?.courses.first?.color == 6)
        #expect(harness.store.timetables.first?.courses.first?.color == 6)
        assertSnapshot(harness.driver, named: "timetable-a-colour-change-always-gives-another-colour-1-\(language)")
    }

    @Test func aNewCourseTakesAColourNotYetUsed() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제"])]))
        harness.add("네트워크")
        #expect(harness.tab.shown?.courses.map(\.color) == [0, 1, 2])
    }

    @Test func everyPaletteColourMapsToADistinctReversedStyle() {
        #expect(BlockColours.styles.count == 21)
        #expect(BlockColours.styles.allSatisfy { $0.attributes.contains(.reverse) })
        #expect(BlockColours.nearest(RGB(hex: 0xff0000)) == 196)
        #expect(BlockColours.nearest(RGB(hex: 0x000000)) == 16)
        #expect(BlockColours.nearest(RGB(hex: 0x808080)) == 244)
        #expect(Set(BlockColours.styles.map(\.foreground)).count == 21)
    }

    // MARK: Several timetables

    @Test(arguments: Language.allCases)
    func timetablesAreCreatedChosenAndDeletedAfterAsking(language: Language) {
        let first = timetable(["자료구조"])
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [first]), language: language)
        // n in the list opens the form: the default name is taken, so " (2)".
        harness.send(.character("t"), .character("n"))
        guard case .create(let form) = harness.tab.overlay else { Issue.record("no create form"); return }
        #expect(form.field.text == "2026 - 2 (2)")
        #expect(form.semester == Semester(year: 2026, term: .second))
        #expect(harness.store.timetables.count == 1, "nothing made before Enter")
        harness.send(.enter)
        #expect(harness.store.timetables.count == 2)
        #expect(harness.store.timetables.last?.name == "2026 - 2 (2)")
        #expect(harness.tab.shownID == harness.store.timetables.last?.id)
        #expect(harness.store.chosenID == harness.tab.shownID)
        #expect(harness.names.isEmpty)
        harness.send(.character("t"), .down, .enter)
        #expect(harness.tab.shownID == first.id)
        #expect(harness.names == ["자료구조"])
        assertSnapshot(harness.driver, named: "timetable-timetables-are-created-chosen-and-deleted-after-asking-1-\(language)")
        harness.send(.character("t"), .character("d"))
        assertSnapshot(harness.driver, named: "timetable-timetables-are-created-chosen-and-deleted-after-asking-2-\(language)")
        harness.send(.character("y"))
        #expect(harness.store.timetables.count == 1)
        #expect(harness.tab.shownID == harness.store.timetables.first?.id)
        #expect(harness.tab.shownID != first.id)
    }

    /// The original's 시간표 추가: a name (the original's placeholder when
    /// empty) and a semester of four terms, defaults from the clock.
    @Test(arguments: Language.allCases)
    func theCreateFormAsksNameAndSemester(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable([])]), language: language)
        harness.send(.character("n"))
        #expect(harness.screen.contains(language == .ko ? "시간표 추가" : "New timetable"))
        #expect(harness.screen.contains(language == .ko ? "◀ 2026년 2학기 ▶" : "◀ 2026, 2nd semester ▶"))
        harness.send(.control("u"))
        #expect(harness.screen.contains(language == .ko ? "시간표 이름을 입력하세요!" : "Type a name for the timetable!"))
        harness.type("여름 계절학기")
        // Tab to the semester; → → is the winter session, ← back to 2nd,
        // ← again the summer session; PgDn a year later.
        harness.send(.tab, .right)
        #expect(harness.screen.contains(language == .ko ? "2026년 겨울학기" : "2026, winter session"))
        harness.send(.left, .left, .pageDown)
        #expect(harness.screen.contains(language == .ko ? "2027년 여름학기" : "2027, summer session"))
        harness.send(.enter)
        let made = harness.store.timetables.last
        #expect(made?.name == "여름 계절학기")
        #expect(made?.yearTerm == Semester(year: 2027, term: .summer))
        #expect(!harness.tab.capturesKeys)
    }

    @Test(arguments: Language.allCases)
    func aTypedNameAlreadyUsedIsRefused(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable([]), timetable([], name: "Plan B")]), language: language)
        harness.send(.character("n"), .control("u"))
        harness.type("Plan B")
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-a-typed-name-already-used-is-refused-1-\(language)")
        #expect(harness.store.timetables.count == 2)
        guard case .create = harness.tab.overlay else { Issue.record("the form closed"); return }
        harness.send(.escape)
        // Renaming to a name in use is refused too.
        harness.send(.character("t"), .character("r"), .control("u"))
        harness.type("Plan B")
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-a-typed-name-already-used-is-refused-2-\(language)")
        #expect(Set(harness.store.timetables.map(\.name)) == ["2026 - 2", "Plan B"])
    }

    /// At 80 columns the title row's facts that do not all fit give way
    /// whole, the semester first: never `2 cour`.
    @Test func factsThatDoNotFitTheTitleRowGiveWayWhole() {
        let imported = timetable(["자료구조", "운영체제"], name: "From calendar")
        let store = StandInTimetableStore(isSample: true, timetables: [imported, timetable(["네트워크"])])
        let harness = TimetableHarness(store: store)
        let title = harness.lines[1]
        #expect(title.contains("From calendar (2/2) · 6 credits · 2 courses"), "\(title)")
        #expect(!title.contains("2nd semester"), "\(title)")
        let wide = TimetableHarness(store: store, size: Size(width: 120, height: 30)).lines[1]
        #expect(wide.contains("From calendar (2/2) · 2026, 2nd semester · 6 credits · 2 courses"), "\(wide)")
    }

    /// As the original's list: the semester above the name, newest first.
    @Test func theListShowsTheSemesterAboveTheNameNewestFirst() {
        let old = Timetable(id: UUID(), name: "Old", year: 2025, semester: 2)
        let new = Timetable(id: UUID(), name: "New", year: 2026, semester: 1)
        let summer = Timetable(id: UUID(), name: "Summer", year: 2026, semester: Term.summer.rawValue)
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [old, new, summer]))
        harness.send(.character("t"))
        let lines = harness.lines
        // Below the title line, which names the shown timetable.
        func row(_ text: String) -> Int { lines.indices.first { $0 > 1 && lines[$0].contains(text) } ?? -1 }
        #expect(row("2026, summer session") >= 0)
        #expect(row("Summer") == row("2026, summer session") + 1)
        #expect(row("2026, 1st semester") == row("Summer") + 1)
        #expect(row("New") == row("2026, 1st semester") + 1)
        #expect(row("2025, 2nd semester") == row("New") + 1)
        #expect(row("Old") == row("2025, 2nd semester") + 1)
    }

    /// As the original: no timetable at first start, and none made when the
    /// last is deleted; the empty state says how to make one.
    @Test(arguments: [(Language.en, "No timetable yet.", "Let's make a new timetable!"),
                      (.ko, "아직 시간표가 없어요.", "새로운 시간표를 만들어보아요!")])
    func noTimetableIsEverMadeBehindTheUsersBack(language: Language, first: String, second: String) {
        let store = StandInTimetableStore()
        let harness = TimetableHarness(store: store, language: language)
        #expect(store.timetables.isEmpty)
        #expect(!store.changes.contains { if case .save = $0 { true } else { false } })
        #expect(harness.screen.contains(first) && harness.screen.contains(second))
        #expect(harness.screen.contains(language == .ko ? "n  시간표 추가" : "n  New timetable"))
        // a and T have nothing to show, and say how to make one.
        for key in ["a", "T"] as [Character] {
            harness.send(.character(key))
            #expect(!harness.tab.capturesKeys)
            #expect(harness.screen.contains(language == .ko ? "n으로 시간표를 만들어 주세요" : "make one with n"))
        }
        // n, Enter: the original's defaults, the name "2026 - 2" in both languages.
        harness.send(.character("n"), .enter)
        #expect(store.timetables.map(\.name) == ["2026 - 2"])
        #expect(store.timetables.first?.yearTerm == Semester(year: 2026, term: .second))
        #expect(!harness.screen.contains(first))
        // Deleting the last one leaves the empty state again.
        harness.send(.character("t"), .character("d"), .character("y"))
        #expect(store.timetables.isEmpty)
        harness.send(.escape)
        #expect(harness.screen.contains(first) && harness.screen.contains(second))
        #expect(harness.tab.shown == nil)
    }

    @Test(arguments: Language.allCases)
    func aLongNameIsCutWithAMessage(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.send(.character("t"), .character("r"), .control("u"))
        harness.send(.paste(String(repeating: "가나다라마", count: 100)))
        assertSnapshot(harness.driver, named: "timetable-a-long-name-is-cut-with-a-message-1-\(language)")
        harness.send(.enter)
        #expect(harness.store.timetables.first?.name.count == TimetableTab.nameLimit)
        #expect(harness.tab.shown?.name == String(String(repeating: "가나다라마", count: 8)))
        guard case .list = harness.tab.overlay else { Issue.record("the list did not come back"); return }
    }

    /// A pasted window title left `]0;…` in the name; a name of zero-width
    /// spaces and fillers was taken as a name.
    @Test(arguments: Language.allCases)
    func aPastedSequenceGoesWholeAndAnInvisibleNameIsEmpty(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.send(.character("t"), .character("r"), .control("u"))
        harness.send(.paste("\u{200B}\u{3164}\u{2800}"))
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-a-pasted-sequence-goes-whole-and-an-invisible-name-is-empty-1-\(language)")
        #expect(harness.store.timetables.first?.name == "2026 - 2")
        harness.send(.control("u"), .paste("Plan\u{1B}]0;PWNED\u{7} B"))
        harness.send(.enter)
        #expect(harness.store.timetables.first?.name == "Plan B")
    }

    @Test(arguments: Language.allCases)
    func anEmptyNameIsRefused(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.send(.character("t"), .character("r"), .control("u"), .enter)
        assertSnapshot(harness.driver, named: "timetable-an-empty-name-is-refused-1-\(language)")
        #expect(harness.store.timetables.first?.name == "2026 - 2")
        harness.type("Plan B")
        harness.send(.enter)
        #expect(harness.store.timetables.first?.name == "Plan B")
    }

    // MARK: Export

    @Test func exportWritesTheShownTimetableAndSaysWhere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "온라인 글쓰기"])]),
                                       exportDirectory: directory)
        harness.send(.character("e"), .enter)
        let file = directory.appendingPathComponent("2026-2.ics")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCALENDAR"))
        #expect(text.contains("자료구조"))
        #expect(!text.contains("온라인 글쓰기"))
        #expect(harness.screen.contains("Calendar written to"))
    }

    /// Names that read as one file name (`a/b` and `a-b`, `.` and `..`)
    /// used to export to the same file, each over the other's calendar.
    @Test func twoTimetablesNeverExportToOneFile() {
        let pairs = [("a/b", "a-b"), (".", ".."), ("2026 - 2", "2026/2")]
        for (first, second) in pairs {
            let one = timetable(["자료구조"], name: first), other = timetable(["자료구조"], name: second)
            let harness = TimetableHarness(store: StandInTimetableStore(timetables: [one, other]),
                                           exportDirectory: URL(fileURLWithPath: "/exports"))
            let files = [one, other].map { harness.tab.exportURL(for: $0).lastPathComponent }
            #expect(files[0] != files[1], "\(first) and \(second): \(files)")
            #expect(files.allSatisfy { $0.hasSuffix(".ics") && !$0.contains("/") && $0 != ".ics" })
        }
        // A name that is a file name keeps it; alone, any name keeps its plain form.
        let plain = timetable([], name: "a-b"), slashed = timetable([], name: "a/b")
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [plain, slashed]),
                                       exportDirectory: URL(fileURLWithPath: "/exports"))
        #expect(harness.tab.exportURL(for: plain).lastPathComponent == "a-b.ics")
        #expect(harness.tab.exportURL(for: slashed).lastPathComponent == "a-b-\(slashed.id.uuidString.prefix(8).lowercased()).ics")
        let single = timetable([])
        let alone = TimetableHarness(store: StandInTimetableStore(timetables: [single]),
                                     exportDirectory: URL(fileURLWithPath: "/exports"))
        #expect(alone.tab.exportURL(for: single).lastPathComponent == "2026-2.ics")
    }

    @Test(arguments: Language.allCases)
    func anUnwritableExportSaysWhy(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language,
                                       exportDirectory: URL(fileURLWithPath: "/nonexistent-bankui-dir"))
        harness.send(.character("e"), .enter)
        assertSnapshot(harness.driver, named: "timetable-an-unwritable-export-says-why-1-\(language)")
    }

    @Test func aFullDiskLeavesThePreviousCalendarWhole() throws {
        // Before: the file was opened with O_TRUNC and written in place, so
        // a disk full after 4,096 bytes left a fragment of the good file.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("2026-2.ics")
        let previous = "BEGIN:VCALENDAR\r\n" + String(repeating: "X-OLD:a good calendar\r\n", count: 500) + "END:VCALENDAR\r\n"
        try Data(previous.utf8).write(to: file)
        let full = FileWriter { _, _, _ in
            errno = ENOSPC
            return -1
        }
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]),
                                       exportDirectory: directory, fileWriter: full)
        // The file is there: the form asks before replacing it.
        harness.send(.character("e"), .enter, .character("y"))
        #expect(try String(contentsOf: file, encoding: .utf8) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["2026-2.ics"])
        #expect(harness.tab.notice?.text == "Cannot write \(file.path): No space left on device")
        #expect(harness.tab.notice?.isError == true)
    }

    @Test func theExportWritesThroughASymlinkAndKeepsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("calendars.ics")
        try Data("old".utf8).write(to: target)
        let link = directory.appendingPathComponent("2026-2.ics")
        #expect(symlink(target.path, link.path) == 0)
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]),
                                       exportDirectory: directory)
        harness.send(.character("e"), .enter, .character("y"))
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
    }

    // MARK: The store

    @Test(arguments: Language.allCases)
    func aRefusedWriteIsSaidAndTheStoreReadBack(language: Language) {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        let harness = TimetableHarness(store: store, language: language)
        store.failsWrites = true
        harness.add("운영체제")
        assertSnapshot(harness.driver, named: "timetable-a-refused-write-is-said-and-the-store-read-back-1-\(language)")
        #expect(harness.names == ["자료구조"])
    }

    @Test(arguments: Language.allCases)
    func aStoreThatRefusesEverythingIsNotAskedOverAndOver(language: Language) {
        let store = StandInTimetableStore(courses: [])
        store.failsWrites = true
        let harness = TimetableHarness(store: store, language: language)
        // The sample, once; no timetable is made.
        #expect(store.attempts == 1)
        assertSnapshot(harness.driver, named: "timetable-a-store-that-refuses-everything-is-not-asked-over-and-over-1-\(language)")
        harness.deliver(DataChangedElsewhere())
        #expect(store.attempts == 1)
        #expect(harness.tab.shown == nil)
    }

    @Test(arguments: Language.allCases)
    func anotherProgramsChangeIsShown(language: Language) {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        let harness = TimetableHarness(store: store, language: language)
        store.timetables[0].courses.append(TimetableCourse(course: catalogCourse("운영체제"), color: 3))
        harness.deliver(DataChangedElsewhere())
        harness.driver.redraw()
        #expect(harness.names == ["자료구조", "운영체제"])
        assertSnapshot(harness.driver, named: "timetable-another-programs-change-is-shown-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func allCountsTheCoursesWithoutADepartmentToo(language: Language) {
        // Before: "All 19" beside "Courses 20": the one course without a
        // department was left out of the count, though "All" lists it.
        var courses = (1...19).map { course("과목\($0)", "교수", "컴퓨터SW", "IT301(월1,2)") }
        courses.append(course("무소속 과목", "교수", "", "IT302(화1,2)"))
        let harness = TimetableHarness(store: StandInTimetableStore(courses: courses, timetables: [timetable([])]), language: language)
        harness.send(.character("a"))
        assertSnapshot(harness.driver, named: "timetable-all-counts-the-courses-without-a-department-too-1-\(language)")
        let allRow = harness.screen.split(separator: "\n").first { $0.contains(language.pick("All ", "전체 ")) } ?? ""
        #expect(allRow.contains(" 20│"), "\(allRow)")
        #expect(!allRow.contains(" 19│"), "\(allRow)")
    }

    @Test(arguments: Language.allCases)
    func anImportWhileTheAddDialogIsOpenSearchesTheNewCatalog(language: Language) {
        let store = StandInTimetableStore(timetables: [timetable([])])
        let harness = TimetableHarness(store: store, language: language)
        harness.send(.character("a"))
        harness.type("김대엽")
        store.catalog = TimetableCatalog(courses: [catalogCourse("네트워크")], isSample: false)
        harness.deliver(DataChangedElsewhere())
        harness.driver.redraw()
        guard case .search(let search) = harness.tab.overlay else { Issue.record("the add dialog closed"); return }
        #expect(search.field.text == "김대엽")
        #expect(search.results == [0])
        assertSnapshot(harness.driver, named: "timetable-an-import-while-the-add-dialog-is-open-searches-the-new-catalog-1-\(language)")
        harness.send(.enter)
        #expect(harness.names == ["네트워크"])
    }

    // MARK: Sizes

    @Test(arguments: Language.allCases)
    func tinyAndOddSizesNeverCrash(language: Language) {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek(), language: language)
        let sizes = [(1, 1), (2, 3), (10, 4), (20, 6), (59, 19), (60, 20), (61, 21), (80, 24), (300, 100)]
        for opener: Key? in [nil, .character("a"), .character("t"), .enter] {
            if let opener { harness.send(opener) }
            for (width, height) in sizes {
                harness.driver.resize(to: Size(width: width, height: height))
                harness.send(.down, .right)
            }
            harness.send(.escape, .escape)
            harness.driver.resize(to: Size(width: 80, height: 24))
        }
        let tab = TimetableHarness(store: TimetableSnapshotTests.fullWeek(), language: language).tab
        for width in 0..<40 {
            for height in 0..<12 {
                var buffer = Buffer(size: Size(width: width, height: height))
                tab.render(in: Rect(x: 0, y: 0, width: width, height: height), buffer: &buffer)
            }
        }
        assertSnapshot(harness.driver, named: "timetable-tiny-and-odd-sizes-never-crash-1-\(language)")
    }

    @Test func fiveDaysFitAt80Columns() {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek(), language: .ko)
        let header = harness.driver.screen.first { $0.contains("월") && $0.contains("금") } ?? ""
        #expect(header.contains("화") && header.contains("수") && header.contains("목") && header.contains("토"))
    }

    @Test func theKeysAreDocumentedInBothLanguages() {
        for language in Language.allCases {
            let sections = TimetableTab.keySections(language)
            #expect(sections.count == 12, "grid, add dialog, list, name, create form, free time, export form, beside, the planner's form and plans, text, dialogs")
            #expect(sections.allSatisfy { !$0.bindings.isEmpty })
        }
    }
}

/// `T` on a day outside the shown timetable's term: no courses, and why.
@MainActor @Suite struct TimetableTodayTermTests {
    @Test(arguments: Language.allCases)
    func todayOutsideTheTermSaysSo(language: Language) {
        // testNow is Monday 2026-11-23: in the fall, not in the spring.
        var spring = timetable(["자료구조"])
        spring.semester = 1
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [spring]), language: language)
        harness.send(.character("T"))
        let screen = harness.screen
        #expect(screen.contains(language == .en ? "outside the term" : "학기(2026년 1학기"), "\(screen)")
        #expect(!screen.contains("자료구조 ·"), "no course listed")
        harness.send(.enter)
        let fall = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        fall.send(.character("T"))
        #expect(!fall.screen.contains(language == .en ? "outside the term" : "밖이라"))
    }
}

/// `F` with a timetable of another semester: shaded, with a word that the
/// semesters differ (before: compared without a word).
@MainActor @Suite struct TimetableFreeTermTests {
    @Test(arguments: Language.allCases)
    func anotherSemestersTimetableIsNamed(language: Language) {
        let mine = timetable(["자료구조"])
        var friend = timetable(["네트워크"], name: "Mina")
        friend.semester = 1
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [mine, friend]), language: language)
        harness.send(.character("F"), .character(" "), .enter)
        // The notice wraps over two rows: read as one line.
        let words = harness.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(language == .en ? "Note: Mina (2026, 1st semester) is not for 2026, 2nd semester."
                                               : "참고: Mina(2026년 1학기)은(는) 2026년 2학기 시간표가 아니에요."), "\(harness.screen)")
        let same = TimetableHarness(store: StandInTimetableStore(timetables: [mine, timetable(["네트워크"], name: "Jun")]),
                                    language: language)
        same.send(.character("F"), .character(" "), .enter)
        #expect(!same.screen.contains(language == .en ? "is not for" : "시간표가 아니에요"))
    }
}

/// The departments' counts follow the search (before: they always counted
/// the whole catalog), with a department chosen too; cleared, they count
/// everything again.
@Suite struct DepartmentCountsFollowTheSearchTests {
    @Test func countsAreOfTheCoursesTheTextFinds() {
        let index = CourseSearchIndex(testCourses())
        var search = CourseSearch(index: index, favourites: [])
        func counts() -> [String: Int] {
            Dictionary(uniqueKeysWithValues: search.departments.map { ($0.name ?? "All", $0.count) })
        }
        #expect(counts() == ["All": 10, "컴퓨터SW": 5, "정보보호": 2, "수학과": 1, "교양대학": 1, "음악과": 1])
        search.field = TextFieldState(text: "김대엽", maxLength: 100)
        search.refresh(index: index)
        #expect(counts() == ["All": 2, "컴퓨터SW": 2, "정보보호": 0, "수학과": 0, "교양대학": 0, "음악과": 0])
        // A department chosen: the others still count what the text finds.
        search.field = TextFieldState(text: "ㄷ", maxLength: 100)
        let security = search.departments.firstIndex { $0.name == "정보보호" }!
        search.departmentList.select(security, itemCount: search.departments.count)
        search.refresh(index: index)
        #expect(search.results.map { index.courses[$0].name } == ["데이터베이스"])
        #expect(counts()["All"] == index.matches("ㄷ").count)
        #expect(counts()["컴퓨터SW"] == index.matches("ㄷ").filter { index.courses[$0].department == "컴퓨터SW" }.count)
        #expect(counts()["정보보호"] == 1)
        search.field = TextFieldState(text: "  ", maxLength: 100)
        search.refresh(index: index)
        #expect(counts()["All"] == 10 && counts()["컴퓨터SW"] == 5)
    }
}

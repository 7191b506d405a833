import TextKit
import FileKit
import Shell
import Foundation
import ScreenTesting
import DatabaseKit
import TimetableStorage
import TabKit
import TerminalUI
import TimetableCore
@testable import TimetableFeature

/// A store in memory: it keeps what it is sent as the database would,
/// answers at once on the caller's thread, and can be told to refuse writes.
final class StandInTimetableStore: TimetableStore, @unchecked Sendable {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    var catalog: TimetableCatalog
    var timetables: [Timetable] = []
    var chosenID: UUID?
    var favourites: Set<String> = []
    var holidays: [CalendarDay: String] = [:]
    var failsWrites = false
    /// Every change received, in order.
    private(set) var changes: [TimetableChange] = []
    private(set) var catalogReads = 0
    /// Every submit, refused or not.
    private(set) var attempts = 0

    init(courses: [Course] = testCourses(), isSample: Bool = false, timetables: [Timetable] = []) {
        catalog = TimetableCatalog(courses: courses, isSample: isSample)
        self.timetables = timetables
        chosenID = timetables.first?.id
    }

    func loadCatalog() throws -> TimetableCatalog {
        catalogReads += 1
        return catalog
    }

    func loadTimetables() throws -> TimetableSnapshot {
        TimetableSnapshot(timetables: timetables, chosenID: chosenID, favouriteDepartments: favourites, holidays: holidays)
    }

    func submit(_ change: TimetableChange, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        attempts += 1
        if failsWrites { return completion(.failure(WriteFailure(write: "timetable", reason: .refused(Refused())))) }
        changes.append(change)
        switch change {
        case .replaceCatalog(let courses, let isSample, _): catalog = TimetableCatalog(courses: courses, isSample: isSample)
        case .save(let timetable):
            if let index = timetables.firstIndex(where: { $0.id == timetable.id }) {
                timetables[index] = timetable
            } else {
                timetables.append(timetable)
            }
        case .delete(let id): timetables.removeAll { $0.id == id }
        case .choose(let id): chosenID = id
        case .favourite(let name, let on): if on { favourites.insert(name) } else { favourites.remove(name) }
        }
        completion(.success(()))
    }
}

/// A catalog course with its times read from `roomTime` as an import would.
func course(_ name: String, _ professor: String, _ department: String, credit: Int = 3, grade: Int = 2,
            classification: String = "전핵", _ roomTime: String) -> Course {
    Course(id: Course.makeID(code: "", classNumber: "01", department: department, name: name, professor: professor),
           name: name, professor: professor, department: department, classification: classification, credit: credit,
           grade: grade, classNumber: "01", roomTime: roomTime, times: RoomTime.parse(roomTime, courseName: name))
}

/// The catalog the tests search: Hangul and English names, a clash pair
/// (자료구조 and 데이터베이스 on Monday), an e-learning course, a course on
/// Saturday, one in two rooms, one whose time cannot be read.
func testCourses() -> [Course] {
    [
        course("자료구조", "김대엽", "컴퓨터SW", "IT301(월1,2 수3)"),
        course("운영체제", "이민수", "컴퓨터SW", grade: 3, "IT405(화3,4,5)"),
        course("Discrete Mathematics", "Jane Park", "수학과", grade: 1, classification: "전선", "미래관301(목1,2,3)"),
        course("데이터베이스", "박지은", "정보보호", grade: 3, "IT302(월2,3)"),
        course("온라인 글쓰기", "최유리", "교양대학", credit: 2, grade: 1, classification: "교양", ""),
        course("음악의 이해", "한소라", "음악과", credit: 2, grade: 1, classification: "교양", "음악109(금5,6),음악110(금7)"),
        course("캡스톤디자인", "정하늘", "컴퓨터SW", grade: 4, classification: "전선", "강의실 B215(토1,2,3)"),
        course("현장실습", "윤가람", "정보보호", credit: 1, grade: 4, "강의실(1,2)"),
        course("네트워크", "김대엽", "컴퓨터SW", "IT301(목5,6)"),
        course("인공지능", "오세훈", "컴퓨터SW", grade: 3, "IT201(금1,2,3)"),
    ]
}

/// The catalog course named `name`.
func catalogCourse(_ name: String) -> Course { testCourses().first { $0.name == name }! }

/// 2026-11-23 10:30 in Seoul: the day the tests live in.
let testNow = Date(timeIntervalSince1970: 1_795_397_400)
let seoul = TimeZone(identifier: "Asia/Seoul")!

/// A timetable of `names` from the test catalog, coloured 0, 1, 2, …
func timetable(_ names: [String], name: String = "2026 - 2") -> Timetable {
    Timetable(id: UUID(), name: name, year: 2026, semester: 2,
              courses: names.enumerated().map { TimetableCourse(course: catalogCourse($1), color: $0) })
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    var date: Date
    init(_ date: Date = testNow) { self.date = date }
    func advance(minutes: Int) { date = date.addingTimeInterval(TimeInterval(minutes * 60)) }
}

/// Numbers handed out in turn, for colours.
final class Rolls {
    private var values: [Int]
    init(_ values: [Int]) { self.values = values }
    func next(_ bound: Int) -> Int { values.isEmpty ? 0 : values.removeFirst() % max(1, bound) }
}

/// The timetable tab alone in a shell, driven headless.
typealias TimetableHarness = TabHarness<TimetableTab>

extension TabHarness where Tab == TimetableTab {
    /// The store holds one timetable (`2026 - 2`, no course) unless `store` says otherwise.
    convenience init(store: StandInTimetableStore = StandInTimetableStore(timetables: [timetable([])]), language: Language = .en,
                     size: Size = Size(width: 80, height: 24), rolls: [Int] = [5, 7, 9],
                     exportDirectory: URL = FileManager.default.temporaryDirectory, fileWriter: FileWriter = FileWriter(),
                     theme: Theme = .standard, now: @escaping @Sendable () -> Date = { testNow }) {
        let rolls = Rolls(rolls)
        self.init(TimetableTab(language: language, store: store, now: now, timeZone: seoul,
                               randomIndex: { rolls.next($0) }, exportDirectory: exportDirectory, fileWriter: fileWriter),
                  language: language, size: size, theme: theme)
    }

    /// The stand-in store the tab was made over.
    var store: StandInTimetableStore { tab.store as! StandInTimetableStore }

    /// The names of the shown timetable's courses, in order.
    var names: [String] { tab.shown?.courses.map(\.course.name) ?? [] }

    /// Opens the add dialog, types `query` and presses Enter.
    func add(_ query: String) {
        send(.character("a"))
        type(query)
        send(.enter)
    }
}

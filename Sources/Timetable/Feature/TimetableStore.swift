import Foundation
import TextKit
import DatabaseKit
import TimetableStorage
import TimetableCore

/// The catalog as the tab reads it: the courses, and whether they are the
/// sample shipped with bankui (labelled on screen until an import).
struct TimetableCatalog: Sendable {
    public var courses: [Course]
    public var isSample: Bool

    public init(courses: [Course], isSample: Bool) {
        self.courses = courses
        self.isSample = isSample
    }
}

/// What the tab reads at once when it is first shown.
struct TimetableSnapshot: Sendable {
    /// Every timetable, in the order the list shows them.
    public var timetables: [Timetable]
    /// The one shown last time, if any.
    public var chosenID: UUID?
    /// Departments pinned on top of the add dialog's list.
    public var favouriteDepartments: Set<String>
    /// The holidays, every timetable's: their names by date.
    public var holidays: [CalendarDay: String]

    public init(timetables: [Timetable], chosenID: UUID?, favouriteDepartments: Set<String>,
                holidays: [CalendarDay: String] = [:]) {
        self.timetables = timetables
        self.chosenID = chosenID
        self.favouriteDepartments = favouriteDepartments
        self.holidays = holidays
    }
}

/// One change the tab has already shown and hands to the store.
enum TimetableChange: Sendable {
    /// The catalog replaced (the sample stored on first use).
    case replaceCatalog([Course], isSample: Bool, source: String)
    /// A timetable created or changed (name, courses, colours).
    case save(Timetable)
    /// A timetable deleted.
    case delete(UUID)
    /// The timetable shown from now on.
    case choose(UUID)
    /// A department pinned (true) or unpinned.
    case favourite(String, Bool)
}

/// Where the timetable tab keeps the catalog and the timetables: the
/// database in the app, a stand-in in tests.
///
/// Reads are made when the tab is first shown and after another program's
/// change. Every change is submitted and the call returns at once; the
/// completion comes later, on any thread, once it is committed or refused
/// for good.
protocol TimetableStore: Sendable {
    /// The catalog as stored (empty before the first use).
    func loadCatalog() throws -> TimetableCatalog
    /// The timetables, the chosen one and the favourite departments.
    func loadTimetables() throws -> TimetableSnapshot
    /// Records `change` in the background.
    func submit(_ change: TimetableChange, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void)
}

/// The timetable tab keeps its catalog and timetables in the database.
extension TimetableRepository: TimetableStore {
    func loadCatalog() throws -> TimetableCatalog {
        let stored = try catalog()
        return TimetableCatalog(courses: stored.courses, isSample: stored.isSample)
    }

    func loadTimetables() throws -> TimetableSnapshot {
        let holidays = try holidays().map { ($0.day, $0.name) }
        return TimetableSnapshot(timetables: try timetables(), chosenID: try chosenTimetableID(),
                                 favouriteDepartments: Set(try favouriteDepartments()),
                                 holidays: Dictionary(holidays, uniquingKeysWith: { first, _ in first }))
    }

    func submit(_ change: TimetableChange, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        switch change {
        case .replaceCatalog(let courses, let isSample, let source):
            submitReplaceCatalog(courses, isSample: isSample, source: source, completion: completion)
        case .save(let timetable): submitSave(timetable, completion: completion)
        case .delete(let id): submitDelete(timetableID: id, completion: completion)
        case .choose(let id): submitChoose(timetableID: id, completion: completion)
        case .favourite(let department, let on): submitSetFavourite(department, on, completion: completion)
        }
    }
}

import TextKit
import FileKit
import Foundation
import Logging
import DatabaseKit
import TimetableStorage
import TabKit
import TerminalUI
import TimetableCore

/// The timetable tab (the original SUWIKI 시간표): a week grid of the
/// courses of the shown timetable, each a coloured block with its name and
/// room; e-learning courses and courses whose time is unknown listed apart;
/// an add dialog that searches the catalog and refuses a course that
/// clashes; several timetables; an iCalendar export.
///
/// Every change is shown at once and submitted to the store, which commits
/// it in the background, so the screen never waits for the disk. A change
/// the store refuses is said on screen and what is stored is read back once
/// no write is in flight; another bankui's change (`DataChangedElsewhere`)
/// is read the same way.
@MainActor
public final class TimetableTab: TabScreen, NoticeShowing {
    /// What a dialog's button does.
    enum Action: Sendable {
        case askDelete(String)
        case deleteCourse(String)
        case recolour(String)
        case deleteTimetable(UUID)
        /// Use plan `index` of those found, as a new timetable or in place
        /// of timetable `replacing`'s courses.
        case applyPlan(Plan, index: Int, replacing: UUID?)
        /// Write the export form's calendar over the file at the path.
        case exportTo(String)
    }

    /// What is open over the grid.
    enum Overlay {
        case dialog(Modal<Action>)
        case search(CourseSearch)
        case list(ScrollListState)
        case rename(UUID, TextFieldState)
        /// A new timetable's name and semester being chosen.
        case create(CreateForm)
        /// Choosing whose free time to shade: the list, and the timetables ticked.
        case free(ScrollListState, Set<UUID>)
        /// The planner's form; the same while its planning runs; the plans found.
        case plan(PlanForm)
        case planning(PlanForm)
        case plans(PlanResults)
        /// The export's path being typed.
        case export(ExportForm)
        /// Choosing the timetable drawn beside the shown one (row 0: none).
        case beside(ScrollListState)

        /// A name or path field is open: it keeps its own notice (what it refused).
        var typesName: Bool {
            switch self {
            case .rename, .create, .export, .plan, .planning: true
            default: false
            }
        }
    }

    /// The longest timetable name, in characters.
    static let nameLimit = 40

    public let id = TabID.timetable
    let strings: TimetableStrings
    let keys: TimetableKeys
    let store: any TimetableStore
    let now: @Sendable () -> Date
    let timeZone: TimeZone
    /// A number in 0..<n, for a new colour.
    let randomIndex: (Int) -> Int
    /// Where the export writes its file.
    let exportDirectory: URL
    /// Writes the export's file, whole or not at all (off the main actor,
    /// as an effect: a slow disk never stops the screen).
    let fileWriter: FileWriter
    let logger = Logger(label: "bankui.timetable")

    /// The catalog; nil until read.
    var catalog: TimetableCatalog?
    /// The search index of the catalog, built when the add dialog first opens.
    var searchIndex: CourseSearchIndex?
    var timetables: [Timetable] = []
    /// The timetable shown.
    var shownID: UUID?
    var favourites: Set<String> = []
    /// The holidays' names by date (no class meets on them).
    var holidays: [CalendarDay: String] = [:]
    /// The grid of the shown timetable.
    private(set) var layout = TimetableLayout(nil)
    /// Counts the layouts made, so that what is drawn from one is kept with it.
    private(set) var layoutVersion = 0
    /// The grid to draw, made in `prepareFrame` (TimetableTab+Frame) when
    /// the layout or the choice changed: `render` only reads it.
    var gridPlan: GridPlan?
    /// The size of the area the tab draws in, as the shell last said.
    var areaSize: Size?
    /// The other timetables whose common free time with the shown one is
    /// shaded on the grid; empty: none is.
    var freeWith: Set<UUID> = []
    /// The shaded slots (worked out with the layout).
    private(set) var freeSlots: [FreeTime.Slot] = []
    /// The timetable drawn in outline over the grid (`o`); nil: none.
    var besideID: UUID?
    /// Where the now line is drawn (made in `prepareFrame`); nil: nowhere.
    var nowMark: NowMark?
    /// Where the cursor rests.
    var cursor: GridItem?
    var overlay: Overlay?
    /// The overlay a dialog was opened over (the add dialog under a clash
    /// message, the list under a question): it comes back when the dialog closes.
    var behind: Overlay?
    public var notice: TabNotice?
    /// Why the timetables could not be read.
    private(set) var loadError: String?
    var pending = PendingWrites()
    /// Where the first read of the catalog and timetables stands: until it
    /// answers, the tab says it is reading (not that there is no timetable).
    private(set) var firstRead = FirstRead.notAsked
    /// Whether the timetables have been asked for (when the tab is first shown).
    var hasLoaded: Bool { firstRead.isAsked }
    /// What was typed when bankui last stopped, opened once the timetables are read.
    var draftToRestore: Draft?
    public var effects = TabEffects()
    /// The planner's form as last left, with the timetable it was for.
    var planFormMemo: (timetable: UUID?, form: PlanForm)?
    /// The last planning asked for, and how to stop it.
    var planTicket = 0
    var planStop: PlanStop?
    /// The sample was handed to the store once: a store that refuses it is
    /// not asked again on every read back.
    private var sampleSubmitted = false

    /// The tab over the app's database; the export writes into
    /// `exportDirectory` (the data directory), or the current directory.
    public convenience init(language: Language, database: AppDatabase, exportDirectory: URL?,
                            keys overrides: KeyOverrides = .none) {
        self.init(language: language, store: TimetableRepository(database: database), keys: overrides,
                  exportDirectory: exportDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// The tab over any store (tests use stand-ins). `now` and `timeZone` name new timetables
    /// and date the export; `randomIndex(n)` gives a number in 0..<n for a
    /// new colour; the export writes into `exportDirectory`.
    init(language: Language, store: any TimetableStore, keys overrides: KeyOverrides = .none,
                now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
                randomIndex: @escaping (Int) -> Int = { Int.random(in: 0..<max(1, $0)) },
                exportDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                fileWriter: FileWriter = FileWriter()) {
        strings = TimetableStrings(language)
        keys = TimetableKeys(strings, overrides: overrides)
        self.store = store
        self.now = now
        self.timeZone = timeZone
        self.randomIndex = randomIndex
        self.exportDirectory = exportDirectory
        self.fileWriter = fileWriter
    }

    /// Every key of the timetable tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        TimetableKeys(TimetableStrings(language), overrides: overrides).sections
    }

    public var keySections: [KeySection] { keys.sections }

    public var capturesKeys: Bool { overlay != nil }

    /// The catalog and the timetables are read when the tab is first shown,
    /// not when the program starts.
    public func didAppear() {
        if !hasLoaded { reload() }
    }

    // MARK: Reading

    /// The catalog and the timetables as stored.
    struct Read: Sendable {
        var catalog: TimetableCatalog
        var snapshot: TimetableSnapshot
    }

    /// Reads the catalog and the timetables again, in the background; they
    /// are shown when they come (``show(read:)``).
    func reload() {
        firstRead.asked()
        let store = self.store, ticket = pending.readStarting()
        effects.background {
            Message.read(Result { Read(catalog: try store.loadCatalog(), snapshot: try store.loadTimetables()) }, ticket)
        }
    }

    /// Shows the catalog and timetables read, newest semester first. An
    /// empty catalog gets the sample, stored in the background. With no
    /// timetable the tab shows the original's empty state and waits for the
    /// user to make one: none is ever made behind their back. A draft kept
    /// at the last stop opens now.
    func show(read result: Result<Read, any Error>) {
        do {
            let stored = try result.get()
            var read = stored.catalog
            if read.courses.isEmpty {
                read = TimetableCatalog(courses: catalog?.isSample == true ? catalog?.courses ?? [] : SampleCatalog.courses(),
                                        isSample: true)
                if !sampleSubmitted {
                    sampleSubmitted = true
                    submit(.replaceCatalog(read.courses, isSample: true, source: "sample"))
                }
            }
            let catalogChanged = read.courses != catalog?.courses
            catalog = read
            if catalogChanged {
                searchIndex = nil
                // An open add dialog searches the new catalog, its text kept.
                if case .search(let search) = overlay { overlay = .search(search.rebuilt(index: index(), favourites: favourites)) }
                if case .search(let search) = behind { behind = .search(search.rebuilt(index: index(), favourites: favourites)) }
            }
            let snapshot = stored.snapshot
            // Newest semester first; of one semester, the newest made first.
            timetables = Timetable.newestFirst(snapshot.timetables.reversed())
            favourites = snapshot.favouriteDepartments
            holidays = snapshot.holidays
            if let chosen = snapshot.chosenID, timetables.contains(where: { $0.id == chosen }) {
                shownID = chosen
            } else if shownID == nil || !timetables.contains(where: { $0.id == shownID }) {
                shownID = timetables.first?.id
            }
            loadError = nil
            firstRead.answered(succeeded: true)
        } catch {
            loadError = ErrorLine.report(error, while: "reading the timetables", logger: logger)
            firstRead.answered(succeeded: false)
        }
        refreshLayout()
        if let draft = draftToRestore {
            draftToRestore = nil
            reopen(draft)
        }
    }

    /// The timetable shown.
    var shown: Timetable? { timetables.first { $0.id == shownID } }

    /// Lays the shown timetable out again; the cursor stays on its course
    /// when it can, else goes to the first block.
    func refreshLayout() {
        layout = TimetableLayout(shown)
        layoutVersion += 1
        freeWith = freeWith.filter { id in timetables.contains { $0.id == id } && id != shownID }
        if let id = besideID, id == shownID || !timetables.contains(where: { $0.id == id }) { besideID = nil }
        if freeWith.isEmpty {
            freeSlots = []
        } else {
            let together = timetables.filter { $0.id == shownID || freeWith.contains($0.id) }
            freeSlots = FreeTime.slots(of: together, days: layout.days, from: 9 * 60, to: 18 * 60, atLeast: 60)
        }
        let items = layout.items
        if let cursor, items.contains(cursor) { return }
        if let cursor, let same = items.first(where: { $0.courseID == cursor.courseID }) {
            self.cursor = same
        } else {
            cursor = items.first
        }
    }

    /// The course under the cursor.
    var chosenCourse: TimetableCourse? { cursor.flatMap { layout.course(of: $0) } }

    /// The search index, built on first use.
    func index() -> CourseSearchIndex {
        if let searchIndex { return searchIndex }
        let built = CourseSearchIndex(catalog?.courses ?? [])
        searchIndex = built
        return built
    }
}

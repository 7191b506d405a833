import TabKit
import TerminalUI
import TimetableCore

/// The add dialog: a search field, the departments (the favourites pinned
/// on top, then All, then the rest by name, each with its course count) and
/// the matching courses, by name. The results are worked out again on every key that
/// changes the text or the department.
struct CourseSearch {
    enum Pane: CaseIterable { case field, departments, results }

    /// One row of the department list.
    struct DepartmentRow: Equatable {
        /// nil: every department.
        var name: String?
        var count: Int
        var isFavourite: Bool
    }

    var pane = Pane.field
    var field = TextFieldState(maxLength: 100)
    private(set) var departments: [DepartmentRow] = []
    var departmentList = ScrollListState()
    private(set) var results: [Int] = []
    var resultList = ScrollListState()
    /// How many rows the results showed last time: a page.
    var resultRows = 10

    /// A line the dialog says under its lists: what the last Enter added, or why not.
    struct Said: Equatable {
        var text: String
        var isError: Bool
    }

    /// What the last Enter did, said until the dialog closes.
    var said: Said?

    /// The department chosen (nil: all).
    var department: String? {
        departmentList.selected.flatMap { departments.indices.contains($0) ? departments[$0].name : nil }
    }

    init(index: CourseSearchIndex, favourites: Set<String>) {
        rebuildDepartments(index: index, favourites: favourites)
        refresh(index: index)
    }

    /// The department rows again (favourites changed), the chosen one kept.
    mutating func rebuildDepartments(index: CourseSearchIndex, favourites: Set<String>) {
        let chosen = department
        let all = index.departments
        // Every course, those without a department too: "All" finds them.
        let total = index.courses.count
        let pinned = all.filter { favourites.contains($0.name) }
        let rest = all.filter { !favourites.contains($0.name) }
        // As the original: the favourites above All, then the rest by name.
        departments = pinned.map { DepartmentRow(name: $0.name, count: $0.count, isFavourite: true) }
            + [DepartmentRow(name: nil, count: total, isFavourite: false)]
            + rest.map { DepartmentRow(name: $0.name, count: $0.count, isFavourite: false) }
        let position = departments.firstIndex { $0.name == chosen } ?? 0
        departmentList.select(position, itemCount: departments.count)
    }

    /// The search as a draft left it: `query` typed, `department` chosen
    /// when the catalog still has it.
    mutating func restore(query: String, department: String?, index: CourseSearchIndex) {
        field = TextFieldState(text: query, maxLength: field.maxLength)
        if let position = departments.firstIndex(where: { $0.name == department }) {
            departmentList.select(position, itemCount: departments.count)
        }
        refresh(index: index)
    }

    /// The results for the text and department now; the first chosen. The
    /// departments' counts follow the text: how many courses of each match
    /// it (every course while nothing is typed).
    mutating func refresh(index: CourseSearchIndex) {
        results = index.search(field.text, department: department)
        resultList = ScrollListState()
        resultList.select(0, itemCount: results.count)
        let typed = !field.text.allSatisfy(\.isWhitespace)
        let matching = !typed ? nil : department == nil ? results : index.matches(field.text)
        let counts = matching.map { index.departmentCounts(of: $0) }
        let base = Dictionary(index.departments.map { ($0.name, $0.count) }, uniquingKeysWith: { first, _ in first })
        for row in departments.indices {
            if let name = departments[row].name {
                departments[row].count = counts.map { $0[name] ?? 0 } ?? base[name] ?? 0
            } else {
                departments[row].count = matching?.count ?? index.courses.count
            }
        }
    }

    /// The chosen result's index in the catalog.
    var chosenResult: Int? {
        resultList.selected.flatMap { results.indices.contains($0) ? results[$0] : nil }
    }

    /// The same search over another catalog (read again after an import):
    /// the text, the department when it still exists and the pane are kept.
    func rebuilt(index: CourseSearchIndex, favourites: Set<String>) -> CourseSearch {
        var search = CourseSearch(index: index, favourites: favourites)
        search.field = field
        search.pane = pane
        search.said = said
        if let department, let position = search.departments.firstIndex(where: { $0.name == department }) {
            search.departmentList.select(position, itemCount: search.departments.count)
        }
        search.refresh(index: index)
        return search
    }

    mutating func nextPane(backwards: Bool) {
        let panes = Pane.allCases
        let index = panes.firstIndex(of: pane) ?? 0
        pane = panes[(index + (backwards ? panes.count - 1 : 1)) % panes.count]
    }
}

/// Draws the add dialog over the tab.
struct CourseSearchView {
    let strings: TimetableStrings
    let search: CourseSearch
    let courses: [Course]
    /// The courses of the shown timetable: a result among them is marked
    /// added (`✓`), one that meets one of them marked with it (`✗ 운영체제`).
    var placed: [TimetableCourse] = []

    /// The dialog's box in `area`: nearly all of it on a small screen, at
    /// most 150×40 on a large one.
    static func box(in area: Rect) -> Rect {
        let width = min(150, max(0, area.width - 2))
        let height = min(40, max(0, area.height))
        return area.centered(width: width, height: height)
    }

    func render(in area: Rect, buffer: inout Buffer, search state: inout CourseSearch) {
        let box = Self.box(in: area)
        guard box.width >= 20, box.height >= 8 else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.addTitle, isFocused: true).render(in: box, buffer: &buffer)
        guard inner.width > 4, inner.height > 4 else { return }
        let (fieldRow, below) = inner.splitTop(1)
        let label = strings.searchLabel + " "
        let x = buffer.write(label, x: fieldRow.x + 1, y: fieldRow.y, style: buffer.theme.title, maxWidth: fieldRow.width - 1)
        var field = state.field
        TextField(isFocused: state.pane == .field, placeholder: strings.searchPlaceholder)
            .render(in: Rect(x: x, y: fieldRow.y, width: max(0, min(50, fieldRow.maxX - x - 1)), height: 1),
                    buffer: &buffer, state: &field)
        state.field = field
        if state.pane != .field { buffer.cursor = nil }
        // Once something was added (or refused), a third line under the lists says it.
        let (lists, detail) = below.splitBottom(min(state.said == nil ? 2 : 3, max(0, below.height - 3)))
        let departmentWidth = min(30, max(12, lists.width / 3))
        let (left, right) = lists.splitLeft(departmentWidth)
        renderDepartments(in: left, state: &state, buffer: &buffer)
        renderResults(in: right, state: &state, buffer: &buffer)
        renderDetail(in: detail, state: state, buffer: &buffer)
        renderSaid(in: detail, state: state, buffer: &buffer)
    }

    private func renderDepartments(in area: Rect, state: inout CourseSearch, buffer: inout Buffer) {
        let focused = state.pane == .departments
        let inner = Pane(title: strings.departmentsTitle, isFocused: focused).render(in: area, buffer: &buffer)
        let rows = state.departments
        let width = inner.width
        let theme = buffer.theme
        ScrollList(count: rows.count, isFocused: focused, hitName: TimetableTab.departmentList) { index in
            let row = rows[index]
            let count = NumberText.grouped(row.count)
            let name = (row.isFavourite ? "★ " : "") + TerminalText.sanitize(row.name ?? strings.allDepartments)
            let room = max(0, width - DisplayWidth.of(count) - 1)
            let text = DisplayWidth.pad(DisplayWidth.truncate(name, to: room, ellipsis: "…"), to: room) + " " + count
            return (text, row.name == nil ? theme.title : theme.normal)
        }
        .render(in: inner, buffer: &buffer, state: &state.departmentList)
    }

    private func renderResults(in area: Rect, state: inout CourseSearch, buffer: inout Buffer) {
        let focused = state.pane == .results
        let inner = Pane(title: strings.resultsTitle(state.results.count), isFocused: focused)
            .render(in: area, buffer: &buffer)
        state.resultRows = max(1, inner.height)
        guard !state.results.isEmpty else {
            buffer.write(DisplayWidth.truncate(strings.noResults(TerminalText.sanitize(state.field.text)), to: max(0, inner.width - 1),
                                                ellipsis: "…"), x: inner.x + 1, y: inner.y, style: buffer.theme.dim, maxWidth: max(0, inner.width - 1))
            return
        }
        let results = state.results, courses = self.courses, strings = self.strings, placed = self.placed
        let added = Set(placed.map(\.course.id))
        let width = inner.width
        // Name, professor, credit, grade, department, times: the first
        // columns keep their width, the times take what is left. Narrow
        // (the dialog at 80 columns), credit, grade and department give
        // way, so the times stay in sight: the line under the lists shows
        // the chosen course whole.
        let nameWidth = max(8, min(24, width / 3))
        let professorWidth = width >= 60 ? 8 : 6
        let narrow = width < 70
        let normal = buffer.theme.normal, dim = buffer.theme.dim, clashing = buffer.theme.error
        // Asked only for the rows on screen: the marks cost a few rows'
        // clash checks per frame, whatever the number of results.
        ScrollList(count: results.count, isFocused: focused || state.pane == .field,
                   hitName: TimetableTab.resultList) { index in
            guard courses.indices.contains(results[index]) else { return ("", normal) }
            let course = courses[results[index]]
            func cell(_ text: String, _ columns: Int) -> String {
                DisplayWidth.pad(DisplayWidth.truncate(TerminalText.sanitize(text), to: columns, ellipsis: "…"), to: columns)
            }
            let isAdded = added.contains(course.id)
            let inTheWay = isAdded ? nil : Clash.firstClashingMeetings(of: course, in: placed)?.course.name
            // In words too (✓, ✗ and the name): readable without colour.
            var line = isAdded ? "✓ " : inTheWay != nil ? "✗ " : "  "
            line += cell(course.name, nameWidth) + " " + cell(course.professor, professorWidth) + " "
            if !narrow {
                line += cell(strings.creditShort(course.credit), 5) + " " + cell(strings.grade(course.grade), 7) + " "
                line += cell(course.department, 12) + " "
            }
            if let inTheWay { line += strings.clashesWith(TerminalText.sanitize(inTheWay)) + " · " }
            line += TerminalText.sanitize(strings.times(course.times))
            return (line, isAdded ? dim : inTheWay != nil ? clashing : normal)
        }
        .render(in: inner, buffer: &buffer, state: &state.resultList)
    }

    /// The chosen course in full, under the lists: nothing is lost to the
    /// columns of a narrow screen.
    private func renderDetail(in area: Rect, state: CourseSearch, buffer: inout Buffer) {
        guard !area.isEmpty, let index = state.chosenResult, courses.indices.contains(index) else { return }
        let course = courses[index]
        let first = [course.name, course.professor, course.classification, strings.creditShort(course.credit),
                     strings.grade(course.grade), course.department, course.classNumber]
            .filter { !$0.isEmpty }.map(TerminalText.sanitize).joined(separator: " · ")
        var second = TerminalText.sanitize(strings.times(course.times))
        // The course in the way whole, where the row had to cut it.
        if !placed.contains(where: { $0.course.id == course.id }), let clash = Clash.firstClashingMeetings(of: course, in: placed) {
            second = "✗ " + strings.clashesWith(TerminalText.sanitize(clash.course.name)) + " (\(strings.day(clash.theirs.day)) "
                + clash.theirs.clockText + ") · " + second
        }
        let lines = [first, second]
        for (row, line) in lines.prefix(area.height).enumerated() {
            buffer.write(DisplayWidth.truncate(line, to: max(0, area.width - 2), ellipsis: "…"), x: area.x + 1, y: area.y + row,
                         style: row == 0 ? buffer.theme.title : buffer.theme.normal, maxWidth: max(0, area.width - 2))
        }
    }

    /// What the last Enter did, on the dialog's last line.
    private func renderSaid(in area: Rect, state: CourseSearch, buffer: inout Buffer) {
        guard let said = state.said, area.height >= 3 else { return }
        let mark = said.isError ? "✗ " : "✓ "
        buffer.write(DisplayWidth.truncate(mark + said.text, to: max(0, area.width - 2), ellipsis: "…"), x: area.x + 1, y: area.maxY - 1,
                     style: said.isError ? buffer.theme.error : buffer.theme.title, maxWidth: max(0, area.width - 2))
    }
}

import TabKit
import TextKit
import TimetableCore

/// Strings of the timetable tab. The clash, empty-state and create-form
/// texts are the original app's (중복되는 강의가 있어요 / 선택한 시간에 이미
/// 다른 강의가 있어요. / 강의 시간을 확인해주세요!, 아직 시간표가 없어요.,
/// 시간표 추가, 시간표 이름을 입력하세요!); the Korean ones keep its
/// friendly -어요 tone.
struct TimetableStrings: StringTable {
    let language: Language

    init(_ language: Language) { self.language = language }

    // MARK: The screen

    func credits(_ count: Int) -> String { pick(count == 1 ? "1 credit" : "\(count) credits", "\(count)학점") }
    func courseCount(_ count: Int) -> String { pick(count == 1 ? "1 course" : "\(count) courses", "강의 \(count)개") }
    var sampleLabel: String { pick("sample catalog", "예시 강의 목록") }
    var eLearning: String { pick("E-learning", "이러닝") }
    /// The grid's sixth column: e-learning courses and courses with no known time.
    var onlineColumn: String { pick("Online", "이러닝") }
    var timeUnknown: String { pick("Time unknown", "시간 미정") }
    var roomUnknown: String { pick("room TBA", "미정") }
    /// Names the key that adds a course (the user's, when they chose another).
    func emptyTimetable(addKey key: String) -> String {
        pick("No courses yet — press \(key) to add one.", "강의가 없어요. \(Korean.object(key)) 눌러 강의를 추가하세요.")
    }
    var loading: String { pick("Reading the timetable…", "시간표를 읽는 중…") }
    func unreadable(_ reason: String) -> String {
        pick("The timetable cannot be read: \(reason). Press any key to try again.",
             "시간표를 읽을 수 없어요: \(reason). 아무 키나 누르면 다시 시도해요.")
    }

    func day(_ day: Weekday) -> String { pick(day.english, day.korean) }

    /// `Thu 11:30–13:20 IT301`, `목 11:30–13:20 IT301`: a meeting as results
    /// and lists show it, in clock times (a period number, `Thu 3–4`, says
    /// nothing to someone who has not learnt the university's periods).
    func meeting(_ meeting: Meeting) -> String {
        "\(day(meeting.day)) \(meeting.clockText) \(meeting.room ?? roomUnknown)"
    }

    /// The times and rooms of a course in one line.
    func times(_ times: CourseTimes) -> String {
        switch times {
        case .scheduled(let meetings): return meetings.map(meeting).joined(separator: ", ")
        case .eLearning(let meetings):
            return meetings.isEmpty ? eLearning : eLearning + " · " + meetings.map(meeting).joined(separator: ", ")
        case .unknown: return timeUnknown
        }
    }

    func grade(_ grade: Int) -> String { grade > 0 ? pick("year \(grade)", "\(grade)학년") : pick("any year", "전학년") }
    func creditShort(_ credit: Int) -> String { pick("\(credit) cr", "\(credit)학점") }

    // MARK: The block menu

    /// The original's `자료구조 | 김대엽`.
    func courseMenuTitle(_ name: String, _ professor: String) -> String {
        professor.isEmpty ? name : "\(name) | \(professor)"
    }
    var changeColour: String { pick("Colour", "색상 변경") }
    var deleteCourse: String { pick("Delete", "삭제") }
    func courseMenuMessage(_ course: Course, _ times: String) -> String { times }
    var deleteCourseTitle: String { pick("Delete course", "강의 삭제") }
    func deleteCourseQuestion(_ name: String, from timetable: String) -> String {
        pick("Remove \(name) from \(timetable)?", "\(timetable)에서 \(name) 강의를 삭제할까요?")
    }
    func removed(_ name: String) -> String { pick("Removed \(name).", "\(name) 강의를 삭제했어요.") }
    func recoloured(_ name: String) -> String { pick("New colour for \(name).", "\(name) 강의의 색상을 바꿨어요.") }
    var noCourseChosen: String { pick("No course chosen: add one with a.", "고른 강의가 없어요. a로 강의를 추가하세요.") }

    // MARK: The add dialog

    var addTitle: String { pick("Add a course", "강의 추가") }
    var searchLabel: String { pick("Search", "검색") }
    var searchPlaceholder: String { pick("name or professor, ㅈㄹㄱㅈ", "강의명 또는 교수명, ㅈㄹㄱㅈ") }
    var departmentsTitle: String { pick("Departments", "학과") }
    var allDepartments: String { pick("All", "전체") }
    func resultsTitle(_ count: Int) -> String { pick("Courses \(count)", "강의 \(count)개") }
    /// The original's `'<text>'` and 검색결과가 없습니다.
    func noResults(_ query: String) -> String {
        query.isEmpty ? pick("No course.", "검색결과가 없습니다.") : pick("'\(query)': no course matches.", "'\(query)' 검색결과가 없습니다.")
    }
    func added(_ name: String) -> String { pick("Added \(name).", "\(name) 강의를 추가했어요.") }
    func alreadyAdded(_ name: String) -> String { pick("\(name) is already in this timetable.", "\(name) 강의는 이미 시간표에 있어요.") }
    var clashTitle: String { pick("Courses overlap", "중복되는 강의가 있어요") }
    /// A result that meets a course of the timetable: `clashes with 운영체제`.
    func clashesWith(_ other: String) -> String { pick("clashes with \(other)", "겹침: \(other)") }
    /// The original's two lines, then ours naming the course in the way and
    /// the times that meet: `In the way: 자료구조, Mon 9:30–11:20 IT301
    /// (this course: Mon 10:30–12:20)`.
    func clashMessage(_ name: String, with other: String, theirs: Meeting, mine: Meeting) -> String {
        let mineText = "\(day(mine.day)) \(mine.clockText)"
        let theirsText = TerminalText.sanitize(meeting(theirs))
        return pick("There is already another course at the chosen time.\nCheck the course times!\n"
                    + "In the way: \(other), \(theirsText) (this course: \(mineText))",
                    "선택한 시간에 이미 다른 강의가 있어요.\n강의 시간을 확인해주세요!\n"
                    + "겹치는 강의: \(other), \(theirsText) (이 강의: \(mineText))")
    }
    func favouriteOn(_ name: String) -> String { pick("Pinned on top: \(name)", "즐겨찾기에 넣었어요: \(name)") }
    func favouriteOff(_ name: String) -> String { pick("Unpinned: \(name)", "즐겨찾기에서 뺐어요: \(name)") }

    // MARK: Timetables

    var timetablesTitle: String { pick("Timetables", "시간표 목록") }
    var renameTitle: String { pick("Rename timetable", "시간표 이름 수정") }
    var nameLabel: String { pick("Name", "이름") }
    func nameCut(_ limit: Int) -> String {
        pick("The name was cut to \(limit) characters.", "이름을 \(limit)자로 줄였어요.")
    }
    var nameEmpty: String { pick("A timetable needs a name.", "시간표 이름을 입력하세요.") }
    var deleteTimetableTitle: String { pick("Delete timetable", "시간표 삭제") }
    /// The original's question, then which timetable it is.
    func deleteTimetableQuestion(_ name: String, courses: Int) -> String {
        pick("Delete this timetable?\n\(name) · \(courseCount(courses))", "시간표를 삭제하시겠어요?\n\(name) · \(courseCount(courses))")
    }
    func created(_ name: String, semester: String) -> String {
        pick("Created \(name) (\(semester)).", "\(name) 시간표를 만들었어요 (\(semester)).")
    }
    /// `2026년 2학기` / `2026, 2nd semester`.
    func semester(_ semester: Semester) -> String { semester.label(korean: language == .ko) }
    func nameTaken(_ name: String) -> String {
        pick("There is already a timetable named \(name).", "\(name) 이름의 시간표가 이미 있어요.")
    }

    // The empty state (the original's words) and the create form.
    var noTimetableYet: String { pick("No timetable yet.", "아직 시간표가 없어요.") }
    var makeANewOne: String { pick("Let's make a new timetable!", "새로운 시간표를 만들어보아요!") }
    func emptyStateKey(_ key: String) -> String { pick("\(key)  New timetable", "\(key)  시간표 추가") }
    func makeOneFirst(_ key: String) -> String {
        pick("There is no timetable yet: make one with \(key).", "아직 시간표가 없어요. \(Korean.toward(key))로 시간표를 만들어 주세요.")
    }
    var createTitle: String { pick("New timetable", "시간표 추가") }
    var namePlaceholder: String { pick("Type a name for the timetable!", "시간표 이름을 입력하세요!") }
    var semesterLabel: String { pick("Semester", "학기") }
    func deletedTimetable(_ name: String) -> String { pick("Deleted \(name).", "\(name) 시간표를 삭제했어요.") }
    func shown(_ name: String) -> String { pick("Showing \(name).", "\(name) 시간표를 보여줘요.") }

    // MARK: Export

    func exported(_ path: String) -> String { pick("Calendar written to \(path)", "캘린더를 저장했어요: \(path)") }
    func exportFailed(_ path: String, _ reason: String) -> String {
        pick("Cannot write \(path): \(reason)", "\(path)에 쓸 수 없어요: \(reason)")
    }

    // MARK: The store

    func saveFailed(_ reason: String) -> String {
        pick("Not saved: \(reason)", "저장하지 못했어요: \(reason)")
    }

    // MARK: Hints and help

    var hintMove: String { pick("Move", "이동") }
    var hintCourse: String { pick("Course", "강의") }
    var hintAdd: String { pick("Add", "추가") }
    var hintTimetables: String { pick("Timetables", "시간표") }
    var hintExport: String { pick("Export", "내보내기") }
    var hintAddCourse: String { pick("Add", "추가") }
    var hintPane: String { pick("Pane", "칸 이동") }
    var hintFavourite: String { pick("Favourite", "즐겨찾기") }
    var hintChoose: String { pick("Choose", "선택") }
    var hintClose: String { pick("Close", "닫기") }
    var hintShow: String { pick("Show", "보기") }
    var hintNew: String { pick("New", "새로") }
    var hintRename: String { pick("Rename", "이름") }
    var hintDelete: String { pick("Delete", "삭제") }
    var hintSave: String { pick("Save", "저장") }
    var hintNewTimetable: String { pick("New", "새 시간표") }
    var hintCreateFocus: String { pick("Name/semester", "이름/학기") }
    var hintTerm: String { pick("Term", "학기") }
    var hintYear: String { pick("Year", "연도") }
    var hintMake: String { pick("Add", "추가") }

    var helpMove: String { pick("Move between courses on the grid", "시간표의 강의 사이 이동") }
    var helpMenu: String { pick("Menu of the chosen course: colour, delete", "고른 강의 메뉴: 색상 변경, 삭제") }
    var helpMenuColour: String { pick("Course menu: another colour", "강의 메뉴: 색상 변경") }
    var helpMenuDelete: String { pick("Course menu: delete the course (asks first)", "강의 메뉴: 강의 삭제 (먼저 확인)") }
    var helpDelete: String { pick("Delete the chosen course (asks first)", "고른 강의 삭제 (먼저 물어봐요)") }
    var helpColour: String { pick("Give the chosen course another colour", "고른 강의의 색상 바꾸기") }
    var helpAdd: String { pick("Add a course: search the catalog", "강의 추가: 강의 목록 검색") }
    var helpTimetables: String { pick("Timetables: choose, create, rename, delete", "시간표 목록: 선택, 만들기, 이름 변경, 삭제") }
    var helpToday: String { pick("Today's courses, the one now and the next marked", "오늘 수업: 지금 수업과 다음 수업 표시") }

    // Free time together.
    var helpFree: String { pick("Shade the free time shared with other timetables", "다른 시간표와 함께 비는 시간 표시") }
    var helpFreeSection: String { pick("Free time together", "함께 비는 시간") }
    var helpFreeMove: String { pick("Choose a timetable", "시간표 고르기") }
    var hintFreeTick: String { pick("Tick", "선택") }
    var helpFreeTick: String { pick("Tick or untick the timetable", "시간표 선택/해제") }
    var hintFreeShow: String { pick("Shade", "표시") }
    var helpFreeShow: String { pick("Shade the free time of the shown timetable and those ticked (none ticked: no shading)",
                                    "보이는 시간표와 선택한 시간표가 함께 비는 시간 표시 (선택 없음: 표시 끄기)") }
    var helpFreeClose: String { pick("Close without changing the shading", "표시를 바꾸지 않고 닫기") }
    func freeTitle(_ shown: String) -> String { pick("Compare \(shown) with", "\(shown)와(과) 비교할 시간표") }
    var freeNoOthers: String { pick("There is no other timetable to compare with; make or import one first",
                                    "비교할 다른 시간표가 없어요. 먼저 만들거나 가져와 주세요") }
    var freeBlock: String { pick("free", "공강") }
    func freeShading(_ names: [String], slots: Int) -> String {
        pick("Free time with \(names.joined(separator: ", ")): \(slots) \(slots == 1 ? "slot" : "slots") of an hour or more, 9:00–18:00",
             "\(names.joined(separator: ", "))와(과) 함께 비는 시간: 1시간 이상 \(slots)곳, 9:00–18:00")
    }
    var freeOff: String { pick("Free time no longer shaded", "비는 시간 표시를 껐어요") }
    /// Timetables of another semester than the shown one among those shaded with it.
    func freeOtherTerm(_ timetables: [(name: String, term: Semester)], shown: Semester) -> String {
        let english = timetables.map { "\($0.name) (\($0.term.label(korean: false)))" }.joined(separator: ", ")
        let korean = timetables.map { "\($0.name)(\($0.term.label(korean: true)))" }.joined(separator: ", ")
        return pick(". Note: \(english) \(timetables.count == 1 ? "is" : "are") not for \(shown.label(korean: false)).",
                    ". 참고: \(korean)은(는) \(shown.label(korean: true)) 시간표가 아니에요.")
    }

    // The today view.
    func todayTitle(_ day: CalendarDay) -> String {
        pick("Today · ", "오늘 · ") + words.dateWithWeekday(day)
    }
    var todayNone: String { pick("No courses today.", "오늘은 수업이 없어요.") }
    /// Today is outside the shown timetable's term.
    func todayOutsideTerm(_ timetable: Timetable) -> String {
        let term = DaySchedule.term(of: timetable)
        let semester = timetable.yearTerm.label(korean: language == .ko)
        let from = words.dateWithWeekday(term.lowerBound), to = words.dateWithWeekday(term.upperBound)
        return pick("No courses today: it is outside the term (\(semester): \(from) to \(to)).",
                    "오늘은 학기(\(semester): \(from) ~ \(to)) 밖이라 수업이 없어요.")
    }
    /// Today is a holiday (`개천절 대체공휴일`; empty: no name was given).
    func todayHoliday(_ name: String) -> String {
        let clean = TerminalText.sanitize(name)
        return clean.isEmpty ? pick("No classes today: it is a holiday.", "오늘은 휴일이라 수업이 없어요.")
            : pick("No classes today: it is a holiday (\(clean)).", "오늘은 휴일(\(clean))이라 수업이 없어요.")
    }
    var todayNow: String { pick("◀ now", "◀ 지금") }
    var todayNext: String { pick("◀ next", "◀ 다음") }
    var todayRoomUnknown: String { pick("room to be announced", "강의실 미정") }

    var helpSearchSection: String { pick("Add dialog", "강의 추가 창") }
    var helpSearchType: String { pick("Type to search: name or professor, initials ㅈㄹㄱㅈ", "입력하면 검색: 강의명, 교수명, 초성 ㅈㄹㄱㅈ") }
    var helpSearchPane: String { pick("Next pane: search, departments, courses", "다음 칸: 검색, 학과, 강의") }
    var helpSearchMove: String { pick("Move in the departments or the courses", "학과나 강의 목록에서 이동") }
    var helpSearchEnds: String {
        pick("In the departments or the courses: the first / last; in the search field: the start / end of the text",
             "학과나 강의 목록에서는 처음 / 마지막으로, 검색 칸에서는 글자의 처음 / 끝으로")
    }
    var helpFavourite: String { pick("Pin or unpin the chosen department", "고른 학과 즐겨찾기 넣기/빼기") }
    var helpSearchClose: String { pick("Close the dialog", "창 닫기") }

    var helpListSection: String { pick("Timetable list", "시간표 목록 창") }
    var helpListMove: String { pick("Choose a timetable", "시간표 고르기") }
    var helpListShow: String { pick("Show the chosen timetable", "고른 시간표 보기") }
    var helpListNew: String { pick("New timetable: a name and a semester", "새 시간표: 이름과 학기") }
    var helpListRename: String { pick("Rename the chosen timetable", "고른 시간표 이름 변경") }
    var helpListDelete: String { pick("Delete the chosen timetable (asks first)", "고른 시간표 삭제 (먼저 물어봐요)") }

    var helpNew: String { pick("New timetable: a name and a semester", "새 시간표: 이름과 학기") }
    var helpCreateSection: String { pick("New timetable form", "시간표 추가 창") }
    var helpCreateFocus: String { pick("Between the name and the semester", "이름과 학기 사이 이동") }
    var helpCreateTerm: String {
        pick("On the semester: the term before / after (1st, summer, 2nd, winter)", "학기에서: 이전 / 다음 학기 (1학기, 여름학기, 2학기, 겨울학기)")
    }
    var helpCreateYear: String { pick("On the semester: the year before / after", "학기에서: 이전 / 다음 해") }
    var helpCreateSave: String { pick("Make the timetable (a name not yet used)", "시간표 만들기 (쓰이지 않은 이름)") }
    var helpCreateCancel: String { pick("Cancel", "취소") }

    var helpRenameSection: String { pick("Name field", "이름 입력") }
    var helpRenameSave: String { pick("Save the name", "이름 저장") }
    var helpRenameCancel: String { pick("Cancel", "취소") }
}

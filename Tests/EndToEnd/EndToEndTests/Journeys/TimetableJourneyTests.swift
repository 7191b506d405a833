import Foundation
import XCTest

/// A semester planned (README, Docs/TIMETABLE.md): the first timetable
/// made with the form's defaults, two courses of the sample catalog found
/// by initials and by name, a third refused for the clash, the calendar
/// exported with `e`; then, in the shell the program was started from,
/// the calendar imported again with `bankui timetable import-calendar`
/// (refused under the name that is taken, made under another), and the
/// imported timetable shown in the tab with its courses. A Ctrl-Z and
/// `fg` and a resize in the middle, a restart after the import.
final class TimetableJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang: String
        let empty, makeOne, sample, form, add, clash, checkTimes, inTheWay, quitHint: String
        let created: @Sendable (String) -> String
        let added: @Sendable (String) -> String
        let showing: String
        let summary: String
        let exported, taken, made: String
    }

    private static let english = Words(
        lang: "en", empty: "No timetable yet.", makeOne: "Let's make a new timetable!", sample: "[sample catalog]",
        form: "New timetable", add: "Add a course", clash: "Courses overlap", checkTimes: "Check the course times!",
        inTheWay: "In the way: 자료구조 II", quitHint: "q Quit",
        created: { "Created \($0) (" }, added: { "✓ Added \($0) (" }, showing: "Showing From calendar.", summary: "6 credits · 2 courses",
        exported: "Calendar written to", taken: "already exists",
        made: "Made timetable 'From calendar': 2 courses, 2 from the catalog")

    private static let korean = Words(
        lang: "ko", empty: "아직 시간표가 없어요.", makeOne: "새로운 시간표를 만들어보아요!", sample: "[예시 강의 목록]",
        form: "시간표 추가", add: "강의 추가", clash: "중복되는 강의가 있어요", checkTimes: "강의 시간을 확인해주세요!",
        inTheWay: "겹치는 강의: 자료구조 II", quitHint: "q 종료",
        created: { "\($0) 시간표를 만들었어요" }, added: { "✓ \($0) 강의를 추가했어요 (" },
        showing: "From calendar 시간표를 보여줘요.", summary: "6학점 · 강의 2개",
        exported: "캘린더를 저장했어요", taken: "시간표가 이미 있어요",
        made: "'From calendar' 시간표를 만들었어요: 강의 2개, 그중 2개는 강의 목록에서")

    func testASemesterPlannedExportedAndImportedInEnglish() throws {
        try journey(Self.english)
    }

    func testASemesterPlannedExportedAndImportedInKorean() throws {
        try journey(Self.korean)
    }

    /// Searches the add dialog for `query`, waits for `professor`'s line
    /// (the first found, chosen) and presses Enter; the dialog stays open.
    private func addCourse(_ session: TmuxSession, _ query: String, professor: String, _ words: Words) throws {
        try session.send("a")
        try see(session, words.add)
        try type(session, query)
        try see(session, professor)
        try session.send("Enter")
    }

    private func journey(_ words: Words) throws {
        // The form's default: this year, the 1st semester from January to June.
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        let name = "\(today.year!) - \(today.month! <= 6 ? 1 : 2)"
        let calendar = data.appendingPathComponent("\(today.year!)-\(today.month! <= 6 ? 1 : 2).ics")

        let session = try start(["--tab", "timetable", "--lang", words.lang], jobControl: true)
        try see(session, words.empty, words.makeOne, words.sample)
        // `n` opens the form with a name and a semester; Esc closes it
        // with nothing made; again, and Enter makes it.
        try session.send("n")
        try see(session, words.form, name)
        try escape(session, closing: "┌ \(words.form)")
        try see(session, words.empty)
        try session.send("n")
        try see(session, words.form, name)
        try session.send("Enter")
        try see(session, words.created(name))

        // `a`: found by Hangul initials, then by name, each added with Enter.
        try addCourse(session, "ㅈㄹㄱㅈ II", professor: "민유진", words)
        try see(session, words.added("자료구조 II"))
        try escape(session, closing: words.add)
        try addCourse(session, "데이터베이스", professor: "손서혁", words)
        try see(session, words.added("데이터베이스"))
        try escape(session, closing: words.add)
        // 운영체제 meets on Thursday afternoon, as 자료구조 II does: refused.
        try addCourse(session, "운영체제", professor: "탁진수", words)
        try see(session, words.clash, words.checkTimes, words.inTheWay)
        try session.send("Enter")
        try gone(session, words.clash)
        try see(session, words.add)
        try escape(session, closing: words.add)
        let week = try see(session, words.summary, "자료구조 II", "데이터베이스")
        XCTAssertFalse(week.contains("운영체제"), week)

        try suspendAndComeBack(session, showing: words.summary)
        try resizeAndBack(session, showing: "자료구조 II", hint: words.quitHint)

        // `e`: the form, its path the data directory's; Enter writes there.
        try session.send("e")
        try see(session, calendar.lastPathComponent)
        try session.send("Enter")
        try see(session, words.exported)
        XCTAssertTrue(FileManager.default.fileExists(atPath: calendar.path), calendar.path)
        try session.send("q")
        try assertEndedAndRestored(session)

        // In the same shell, as TIMETABLE.md says: imported under the name
        // it had, it is refused (that timetable is still here); --name
        // gives it another.
        let command = "cd \(folder.path) && env LANG=C.UTF-8 XDG_STATE_HOME=\(folder.path) \(TmuxSession.binary.path)"
            + " timetable import-calendar data/\(calendar.lastPathComponent) --data-dir data --lang \(words.lang)"
        try session.send("C-l")
        try type(session, command)
        try session.send("Enter")
        try see(session, words.taken)
        try session.send("C-l")
        try type(session, command + " --name 'From calendar'")
        try session.send("Enter")
        try see(session, words.made)

        // Started again: `t` lists both; the imported one shows its courses.
        let again = try start(["--tab", "timetable", "--lang", words.lang])
        try see(again, name, words.summary)
        try again.send("t")
        try see(again, "From calendar", "● \(name)")
        try again.send("Up", "Enter")
        let imported = try see(again, words.showing, "자료구조 II", "데이터베이스")
        XCTAssertFalse(imported.contains("운영체제"), imported)
        // The notice stands over the title row until the next key.
        try again.send("Right")
        try see(again, "From calendar (", words.summary)
        try altQ(again)
        try assertEndedAndRestored(again)
    }

    // MARK: Three courses in one opening, a typed export, a friend beside

    func testThreeCoursesInOneOpeningExportedToAPathAndAFriendBesideInEnglish() throws {
        try severalAdds(lang: "en", added: { "✓ Added \($0) (" }, clashMark: "clashes with 자료구조 II", exportTitle: "as a calendar",
                        exported: "Calendar written to", drawn: "Drawn beside: 민수", with: "with 민수", beside: "Draw beside")
    }

    func testThreeCoursesInOneOpeningExportedToAPathAndAFriendBesideInKorean() throws {
        try severalAdds(lang: "ko", added: { "✓ \($0) 강의를 추가했어요 (" }, clashMark: "겹침: 자료구조 II", exportTitle: "캘린더로 내보내기",
                        exported: "캘린더를 저장했어요", drawn: "겹쳐 보는 시간표: 민수", with: "민수와 함께",
                        beside: "겹쳐 볼 시간표")
    }

    /// A new user: the first timetable; in one opening of the add dialog
    /// two courses added and a third marked as clashing before Enter, then
    /// refused; the calendar exported to a path typed under a folder of
    /// theirs; a friend's timetable made from it in the shell; after a
    /// restart the friend's drawn beside (`o`), the course both have marked.
    private func severalAdds(lang: String, added: (String) -> String, clashMark: String, exportTitle: String, exported: String,
                             drawn: String, with: String, beside: String) throws {
        let exports = folder.appendingPathComponent("exports", isDirectory: true)
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        let session = try start(["--tab", "timetable", "--lang", lang], jobControl: true)
        try see(session, lang == "en" ? "No timetable yet." : "아직 시간표가 없어요.")
        try session.send("n")
        try see(session, "┌ " + (lang == "en" ? "New timetable" : "시간표 추가"))
        try session.send("Enter")
        try see(session, "┄")
        // One opening: two adds, the dialog open between them.
        try session.send("a")
        try type(session, "ㅈㄹㄱㅈ II")
        try see(session, "민유진")
        try session.send("Enter")
        try see(session, added("자료구조 II"))
        try session.send("C-u")
        try type(session, "데이터베이스")
        try see(session, "손서혁")
        try session.send("Enter")
        try see(session, added("데이터베이스"))
        // The third is marked before Enter, with the course in the way; Enter is refused.
        try session.send("C-u")
        try type(session, "운영체제")
        try see(session, "✗ 운영체제", clashMark)
        try session.send("Enter")
        try see(session, "자료구조 II", lang == "en" ? "Courses overlap" : "중복되는 강의가 있어요")
        try session.send("Enter")
        try escape(session, closing: "┌ " + (lang == "en" ? "Add a course" : "강의 추가"))
        let week = try see(session, "자료구조 II", "데이터베이스")
        XCTAssertFalse(week.contains("운영체제"), week)

        // `e`: the path typed, a folder of theirs: the file goes inside it.
        try session.send("e")
        try see(session, exportTitle)
        try session.send("C-u")
        try type(session, exports.path + "/")
        try session.send("Enter")
        try see(session, exported)
        let files = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        XCTAssertEqual(files.count, 1, "\(files)")
        try resizeAndBack(session, showing: "자료구조 II", hint: lang == "en" ? "q Quit" : "q 종료")
        try altQ(session)
        try assertEndedAndRestored(session)

        // In the shell: the friend's timetable, from that calendar.
        let command = "cd \(folder.path) && env LANG=C.UTF-8 XDG_STATE_HOME=\(folder.path) \(TmuxSession.binary.path)"
            + " timetable import-calendar exports/\(files[0]) --name 민수 --data-dir data --lang \(lang)"
        try session.send("C-l")
        try type(session, command)
        try session.send("Enter")
        try see(session, "민수")

        // Started again: the friend's drawn beside; Esc leaves the chooser.
        let again = try start(["--tab", "timetable", "--lang", lang])
        try see(again, "자료구조 II")
        try again.send("o")
        try see(again, beside)
        try escape(again, closing: beside)
        try again.send("o")
        try see(again, beside)
        try again.send("Down", "Enter")
        try see(again, drawn, "◆ 자료구조")
        // The next key takes the notice away: the title says whose is drawn.
        try again.send("Right")
        try see(again, with)
        try altQ(again)
        try assertEndedAndRestored(again)
    }
}

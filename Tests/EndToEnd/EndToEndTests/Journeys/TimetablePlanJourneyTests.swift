import Foundation
import XCTest

/// The semester planned for you (Docs/TIMETABLE.md, "Planning"): a first
/// timetable made with the form's defaults; `p` with nothing typed says
/// what to type; three courses of the sample catalog typed (one by its
/// initials) with Friday free; the plans browsed, a resize in the middle;
/// the second used as a new timetable; the form reopened as it was left
/// and Alt-q from it; started again, the form back, both timetables there; the same
/// courses planned with `bankui timetable plan`.
final class TimetablePlanJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang, empty, form, typeCourses, friday, planOne, planTwo, useIt, newTimetable, quitHint, fridayFree: String
        let made: @Sendable (String) -> String
    }

    private static let english = Words(
        lang: "en", empty: "No timetable yet.", form: "Plan the semester", typeCourses: "Type the courses wanted", friday: "[x] Fri",
        planOne: "Plan 1 of", planTwo: "Plan 2 of", useIt: "Make a new timetable of plan 2", newTimetable: "New timetable",
        quitHint: "Esc Rules", fridayFree: "Fri free", made: { "Made '\($0)' of plan 2." })

    private static let korean = Words(
        lang: "ko", empty: "아직 시간표가 없어요.", form: "시간표 짜기", typeCourses: "들을 강의를 쉼표로", friday: "[x] 금",
        planOne: "중 1번", planTwo: "중 2번", useIt: "2번 시간표로 새 시간표를", newTimetable: "새 시간표",
        quitHint: "Esc 규칙", fridayFree: "금요일 공강", made: { "2번 시간표로 '\($0)'을(를) 만들었어요." })

    func testASemesterPlannedInEnglish() throws {
        try journey(Self.english)
    }

    func testASemesterPlannedInKorean() throws {
        try journey(Self.korean)
    }

    private func journey(_ words: Words) throws {
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        let name = "\(today.year!) - \(today.month! <= 6 ? 1 : 2)"
        let made = name + " (2)"

        let session = try start(["--tab", "timetable", "--lang", words.lang])
        try see(session, words.empty)
        try session.send("n")
        try see(session, name)
        try session.send("Enter")
        try see(session, name)
        // The form opens with nothing to plan in an empty timetable: Enter says what to type.
        try session.send("p")
        try see(session, words.form)
        try session.send("Enter")
        try see(session, words.typeCourses)
        try type(session, "자료구조 II, 운영체제세미나, ㄷㅇㅌㅂㅇㅅ I")
        // Tab to the keep row, Tab to the days; Friday is the fifth.
        try session.send("Tab", "Tab", "Right", "Right", "Right", "Right", "Space")
        try see(session, words.friday)
        try session.send("Enter")
        try see(session, words.planOne)
        try session.send("Right")
        try see(session, words.planTwo, "자료구조 II")
        let plan = try see(session, words.planTwo)
        XCTAssertFalse(plan.contains("연진준"), "연진준's 데이터베이스 I meets on Friday: \(plan)")
        try resizeAndBack(session, showing: words.planTwo, hint: words.quitHint)
        try session.send("Enter")
        try see(session, words.useIt, words.newTimetable)
        try session.send("Enter")
        try see(session, words.made(made))
        try see(session, "자료구조 II")
        // The form again: as it was left, Friday ticked; Alt-q from it.
        try session.send("p")
        try see(session, words.form, words.friday)
        try altQ(session)
        try assertEndedAndRestored(session)

        // Started again: the form comes back as it was left (Alt-q keeps
        // what is typed); Esc, and both timetables are there.
        let again = try start(["--tab", "timetable", "--lang", words.lang])
        try see(again, made, words.form, words.friday)
        try escape(again, closing: "┌ " + words.form)
        try see(again, made, "자료구조 II")
        try again.send("t")
        try see(again, made, name)
        try escape(again, closing: "┌")
        try altQ(again)
        try assertEndedAndRestored(again)

        let binary = TmuxSession.binary.path
        let list = try run(binary, ["timetable", "list", "--timetable", made, "--data-dir", data.path, "--lang", words.lang])
        XCTAssertTrue(list.contains("자료구조 II"), list)
        let planned = try run(binary, ["timetable", "plan", "자료구조 II", "운영체제세미나", "ㄷㅇㅌㅂㅇㅅ I", "--free-day", "fri",
                                       "--data-dir", data.path, "--lang", words.lang])
        XCTAssertTrue(planned.contains(words.fridayFree), planned)
        XCTAssertFalse(planned.contains("연진준"), planned)
    }

    /// Runs bankui and returns what it printed.
    private func run(_ binary: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ["LANG": "C.UTF-8", "XDG_STATE_HOME": folder.path, "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}

import ArgumentParser
import Foundation
import DatabaseKit
import TimetableStorage
import Testing
import TextKit
import TimetableCore
@testable import AppRoot
import ConsoleKit
@testable import TimetableFeature

/// `bankui timetable import|export|list|search`: what parses, what is
/// refused, what the console says; export and list run in process on a
/// database of their own (the end-to-end tests run the binary).
@Suite struct TimetableCommandTests {
    @Test func importNeedsOneFile() throws {
        let command = try #require(try BankUICommand.parseAsRoot(["timetable", "import", "c.json"]) as? TimetableImportCommand)
        #expect(command.file == "c.json")
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "import"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "import", "a", "b"]) }
        #expect(try BankUICommand.parseAsRoot(["timetable"]) is TimetableCommand)
    }

    @Test func exportNeedsTheFormatAndSaneDates() throws {
        let command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "--timetable", "2026 - 1", "--from", "2026-03-02", "--to", "2026-06-21",
             "-o", "out.ics"]) as? TimetableExportCommand)
        #expect(command.timetable == "2026 - 1")
        #expect(try command.from?.day("--from") == CalendarDay(iso: "2026-03-02"))
        #expect(try command.to?.day("--to") == CalendarDay(iso: "2026-06-21"))
        #expect(command.output == "out.ics")
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "export"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "export", "--ical", "--from", "2026-02-30"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "export", "--ical", "--from", "March"]) }
        #expect(throws: (any Error).self) {
            try BankUICommand.parseAsRoot(["timetable", "export", "--ical", "--from", "2026-06-01", "--to", "2026-03-01"])
        }
        // Dates as people say them: without leading zeros, a weekday, a month on.
        let spoken = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "--from", "2026-3-2", "--to", "+1m"]) as? TimetableExportCommand)
        let saturday = try #require(CalendarDay(iso: "2026-11-28"))
        #expect(try spoken.from?.day("--from", today: saturday) == CalendarDay(iso: "2026-03-02"))
        #expect(try spoken.to?.day("--to", today: saturday) == CalendarDay(iso: "2026-12-28"))
        let today = try #require(try BankUICommand.parseAsRoot(["timetable", "today", "--date", "next fri"]) as? TimetableTodayCommand)
        let tuesday = try #require(CalendarDay(iso: "2026-12-01"))
        #expect(throws: (any Error).self) { try today.date?.day("--date", today: tuesday) }
        do {
            _ = try today.date?.day("--date", today: tuesday)
        } catch {
            #expect("\(error)".contains("'next fri' could be 2026-12-04 (Fri) or 2026-12-11 (Fri): write the date"), "\(error)")
        }
    }

    @Test func searchAndListParse() throws {
        let search = try #require(try BankUICommand.parseAsRoot(["timetable", "search", "ㅈㄹㄱㅈ", "--department", "컴퓨터SW"])
            as? TimetableSearchCommand)
        #expect(search.text == "ㅈㄹㄱㅈ" && search.department == "컴퓨터SW")
        let list = try #require(try BankUICommand.parseAsRoot(["timetable", "list", "--timetable", "a"]) as? TimetableListCommand)
        #expect(list.timetable == "a")
    }

    @Test func theImportReportInBothLanguages() throws {
        let result = try CatalogImport.read(Data("subjtNm,timtSmryCn,estbDpmjNm\nA,(월1),X\nB,\"IT301(목3,4\",Y\n".utf8))
        #expect(TimetableCommand.TimetableText.summary(result.summary, .en) == "2 courses, 2 departments, 1 time unknown")
        #expect(TimetableCommand.TimetableText.summary(result.summary, .ko) == "강의 2개, 학과 2개, 시간 미정 1개")
        #expect(TimetableCommand.TimetableText.problem(result.problems[0], .en) == "line 3: 'IT301(목3,4': '(' is not closed")
        #expect(TimetableCommand.TimetableText.problem(result.problems[0], .ko) == "3번째 줄: 'IT301(목3,4': '('가 닫히지 않았어요")
    }

    /// `import-calendar` says what it changed, naming the event; nothing
    /// for times kept as they were (no "widened" any more).
    @Test func theCalendarReportNamesEveryChange() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART:20260907T090000
            DTEND:20260907T103000
            RRULE:FREQ=WEEKLY
            SUMMARY:Lecture
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260911T230000
            DTEND:20260912T010000
            RRULE:FREQ=WEEKLY
            SUMMARY:Night lab
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260907T120000
            DTEND:20260907T120000
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE
            SUMMARY:Instant
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260907T090030
            DURATION:P2D
            RRULE:FREQ=WEEKLY
            SUMMARY:Retreat
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260907T100000
            DTEND:20260907T110000
            RRULE:FREQ=WEEKLY
            SUMMARY:자료구조
            END:VEVENT
            END:VCALENDAR

            """
        let reading = try ICalendarImport.read(text, timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let result = ICalendarImport.timetable(reading, name: "Cal", id: UUID(), year: 2026, semester: 2, catalog: [], color: { $0 })
        #expect(CalendarImportText.calendarImported(result, reading, .en) == """
            Made timetable 'Cal': 5 courses, 0 from the catalog
            'Night lab' (Fri 23:00–1:00 the next day) passes midnight: kept until 24:00, the rest on Sat 0:00–1:00
            'Instant' (Mon, Wed 12:00) ends where it starts: kept one minute long, 12:00–12:01
            'Retreat' (Mon): its time had seconds; the start kept its minute, the end moved to the next minute
            'Retreat' (Mon from 9:00, 2,881 min) lasts more than a day: kept 24 hours long
            'Retreat' (Mon 9:00–9:00 the next day) passes midnight: kept until 24:00, the rest on Tue 0:00–9:00
            clash: 'Lecture' and 'Retreat' overlap (both kept)
            clash: 'Lecture' and '자료구조' overlap (both kept)

            """)
        #expect(CalendarImportText.calendarImported(result, reading, .ko) == """
            'Cal' 시간표를 만들었어요: 강의 5개, 그중 0개는 강의 목록에서
            'Night lab'(금 23:00–다음 날 1:00): 자정을 넘겨서 24:00까지 넣고, 나머지는 토 0:00–1:00에 넣었어요
            'Instant'(월, 수 12:00): 끝나는 시각이 시작 시각과 같아서 1분짜리 수업(12:00–12:01)으로 넣었어요
            'Retreat'(월): 시각에 초가 있어서 시작은 그 분으로, 끝은 다음 분으로 맞췄어요
            'Retreat'(월 9:00부터 2,881분): 하루가 넘어서 24시간으로 줄였어요
            'Retreat'(월 9:00–다음 날 9:00): 자정을 넘겨서 24:00까지 넣고, 나머지는 화 0:00–9:00에 넣었어요
            겹침: 'Lecture' 강의와 'Retreat'의 시간이 겹쳐요 (둘 다 넣었어요)
            겹침: 'Lecture' 강의와 '자료구조'의 시간이 겹쳐요 (둘 다 넣었어요)

            """)
        // The particle follows the last sound of a Korean name: 와 after a vowel, 과 after a consonant.
        var korean = result
        korean.changes = []
        korean.clashes = [("자료구조", "운영체제"), ("캡스톤", "B")]
        let lines = CalendarImportText.calendarImported(korean, reading, .ko).split(separator: "\n")
        #expect(lines.contains("겹침: '자료구조'와 '운영체제'의 시간이 겹쳐요 (둘 다 넣었어요)"))
        #expect(lines.contains("겹침: '캡스톤'과 'B'의 시간이 겹쳐요 (둘 다 넣었어요)"))
    }

    private func course(_ name: String, _ roomTime: String) -> Course {
        Course(id: name, name: name, professor: "김대엽", department: "컴퓨터SW", classification: "전핵", credit: 3, grade: 2,
               classNumber: "01", roomTime: roomTime, times: RoomTime.parse(roomTime, courseName: name))
    }

    @Test func theListShowsTimesRoomsAndCredits() {
        let timetable = Timetable(id: UUID(), name: "2026 - 1", year: 2026, semester: 1, courses: [
            TimetableCourse(course: course("자료구조", "IT301(월1,2),IT302(수3)"), color: 0),
            TimetableCourse(course: course("컴퓨팅사고(이러닝)", ""), color: 1),
            TimetableCourse(course: course("미정 과목", "(월1"), color: 2),
            TimetableCourse(course: course("합창", "(토1)"), color: 3),
        ])
        #expect(TimetableListCommand.text(timetable, .en) == """
            2026 - 1 (2026, 1st semester): 4 courses, 12 credits
              자료구조 · 김대엽 · 3 credits · year 2 · 컴퓨터SW · Mon 9:30–11:20 IT301, Wed 11:30–12:20 IT302
              컴퓨팅사고(이러닝) · 김대엽 · 3 credits · year 2 · 컴퓨터SW · e-learning
              미정 과목 · 김대엽 · 3 credits · year 2 · 컴퓨터SW · time unknown
              합창 · 김대엽 · 3 credits · year 2 · 컴퓨터SW · Sat 9:30–10:20 room to be announced

            """)
        #expect(TimetableListCommand.text(timetable, .ko).hasPrefix("2026 - 1 (2026년 1학기): 강의 4개, 12학점\n  자료구조 · 김대엽 · 3학점 · 2학년 · 컴퓨터SW · 월 9:30–11:20 IT301"))
    }

    /// A data directory holding two timetables, the second chosen.
    private func makeDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-cli-\(UUID().uuidString)")
        let database = try AppDatabase.open(directory: directory)
        let repository = TimetableRepository(database: database)
        try repository.save(Timetable(id: UUID(), name: "첫 시간표", year: 2026, semester: 1,
                                      courses: [TimetableCourse(course: course("자료구조", "IT301(월1,2)"), color: 0)]))
        let second = Timetable(id: UUID(), name: "2026년 2학기", year: 2026, semester: 2,
                               courses: [TimetableCourse(course: course("운영체제", "IT302(화3,4)"), color: 0)])
        try repository.save(second)
        try repository.choose(timetableID: second.id)
        _ = database.close()
        return directory
    }

    @Test func exportWritesTheChosenOrTheNamedTimetableToAFile() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.ics")
        var command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "-o", file.path, "--data-dir", directory.path]) as? TimetableExportCommand)
        try command.run()
        var text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("SUMMARY:운영체제\r\n") && !text.contains("자료구조"))
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20260908T113000\r\n"))  // first Tuesday from 2026-09-07
        #expect(text.contains("UNTIL=20261227T145959Z"))

        command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "--timetable", "첫 시간표", "--from", "2026-03-10", "-o", file.path,
             "--data-dir", directory.path]) as? TimetableExportCommand)
        try command.run()
        text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("SUMMARY:자료구조\r\n") && text.contains("DTSTART;TZID=Asia/Seoul:20260316T093000\r\n"))
        // --from alone: 16 weeks from it.
        #expect(text.contains("UNTIL=20260629T145959Z"))
    }

    @Test func exportRefusesAMissingDirectoryAndAnUnknownName() throws {
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "-o", directory.appendingPathComponent("none/out.ics").path,
             "--data-dir", directory.path]) as? TimetableExportCommand)
        #expect(throws: ExitCode(73)) { try command.run() }
        command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "--timetable", "없음", "--data-dir", directory.path]) as? TimetableExportCommand)
        #expect(throws: ExitCode(66)) { try command.run() }
        #expect(TimetableCommand.TimetableText.unknownTimetable("없음", ["a", "b"], .en)
            == "bankui: no timetable is named '없음'; there are 'a', 'b'")
    }

    @Test func exportRefusesDatesOutsideTheCalendarYears() throws {
        // Before: status 0 and `UNTIL=100000321T145959Z`, not a date.
        let directory = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.ics")
        let command = try #require(try BankUICommand.parseAsRoot(
            ["timetable", "export", "--ical", "--from", "9999-12-01", "-o", file.path, "--data-dir", directory.path])
            as? TimetableExportCommand)
        #expect(throws: ExitCode.validationFailure) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func anEmptyDataDirectoryIsRefused() {
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "list", "--data-dir", ""]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["--data-dir", ""]) }
    }

    @Test func withNoTimetableListAndExportSaySo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // 66, EX_NOINPUT: there is nothing to read.
        #expect(throws: ExitCode(66)) { try TimetableCommand.pick(nil, from: [], .en) }
        let list = try #require(try BankUICommand.parseAsRoot(["timetable", "list", "--data-dir", directory.path])
            as? TimetableListCommand)
        #expect(throws: ExitCode(66)) { try list.run() }
        #expect(TimetableCommand.TimetableText.noTimetable(.en).contains("no timetable yet; make one in the timetable tab"))
        #expect(TimetableCommand.TimetableText.noTimetable(.en).contains("then n"))
        #expect(TimetableCommand.TimetableText.noTimetable(.ko).contains("시간표가 없어요"))
    }
}

/// `timetable today` outside the timetable's term says so, with the term.
@Suite struct TimetableTodayOutsideTermTests {
    @Test func aDayOutsideTheTermIsSaidWithTheTerm() throws {
        let spring = Timetable(id: UUID(), name: "Spring", year: 2026, semester: 1)
        let christmas = try #require(CalendarDay(iso: "2026-12-25"))
        #expect(TimetableTodayCommand.outsideTerm(spring, on: christmas, .en)
            == "2026-12-25 (Fri): outside the term of 'Spring' (2026, 1st semester: 2026-03-02 (Mon) to 2026-06-21 (Sun)); no courses\n")
        #expect(TimetableTodayCommand.outsideTerm(spring, on: christmas, .ko).contains("'Spring' 시간표의 학기(2026년 1학기: "))
    }
}

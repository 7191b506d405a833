import Foundation
import XCTest

/// `bankui timetable import|search|list|export`, run as built, on a data
/// directory of their own.
final class TimetableCommandEndToEndTests: CommandEndToEndTestCase {
    private let catalog = """
        [
          {"subjtNm":"자료구조","reprPrfsEnoNm":"김대엽","estbDpmjNm":"컴퓨터SW","facDvnm":"전핵","point":"3",
           "trgtGrdeCd":"2","diclNo":"01","subjtCd":"CS1001","timtSmryCn":"IT301(월1,2 수3,4)"},
          {"subjtNm":"음악의 이해","reprPrfsEnoNm":"홍길동","estbDpmjNm":"음악학부","facDvnm":"교양","point":"2",
           "trgtGrdeCd":"1","diclNo":"01","subjtCd":"MU1001","timtSmryCn":"음악109(화1,2"}
        ]
        """

    func testImportReportsThenSearchFindsTheImportedCourses() throws {
        let path = try write("catalog.json", Data(catalog.utf8))
        let imported = try run(["timetable", "import", path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, "2 courses, 2 departments, 1 time unknown\nline 4: '음악109(화1,2': '(' is not closed\n")

        let found = try run(["timetable", "search", "ㅈㄹㄱㅈ"])
        XCTAssertEqual(found.status, 0, found.errors)
        XCTAssertEqual(found.output, "자료구조 · 김대엽 · 3 credits · year 2 · 컴퓨터SW · Mon 9:30–11:20 IT301, Wed 11:30–13:20 IT301\n1 course\n")
        XCTAssertEqual(found.errors, "")

        let korean = try run(["timetable", "search", "음악", "--lang", "ko"])
        XCTAssertEqual(korean.output, "음악의 이해 · 홍길동 · 2학점 · 1학년 · 음악학부 · 시간 미정\n1개 강의\n")
    }

    func testARefusedFileLeavesTheCatalogAsItWas() throws {
        let good = try write("catalog.json", Data(catalog.utf8))
        XCTAssertEqual(try run(["timetable", "import", good]).status, 0)
        let truncated = try write("cut.json", Data(catalog.prefix(120).utf8))
        let refused = try run(["timetable", "import", truncated])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(refused.output, "")
        XCTAssertEqual(refused.errors, "bankui: \(truncated): line 3: malformed JSON: the file ends before the JSON does (truncated?)\n")
        let other = try write("notes.txt", Data("hello\nworld\n".utf8))
        let unknown = try run(["timetable", "import", other, "--lang", "ko"])
        XCTAssertEqual(unknown.status, 65)
        XCTAssertTrue(unknown.errors.contains("1번째 줄: 강의 목록이 아니에요"), unknown.errors)
        let missing = try run(["timetable", "import", directory.appendingPathComponent("none.json").path])
        XCTAssertEqual(missing.status, 66)
        XCTAssertTrue(missing.errors.contains("cannot read the file"), missing.errors)
        // The catalog is still the first file's.
        XCTAssertTrue(try run(["timetable", "search", "자료"]).output.hasSuffix("1 course\n"))
    }

    /// A file on disk is streamed: larger than the limit on what is read
    /// whole (64 MB), it imports; with a bad row at its end, the catalog
    /// imported before stays whole.
    func testAFileOverTheInputLimitImportsAndABadEndLeavesTheCatalogWhole() throws {
        let good = try write("catalog.json", Data(catalog.utf8))
        XCTAssertEqual(try run(["timetable", "import", good]).status, 0)
        let row = #"{"subjtNm":"빅데이터","reprPrfsEnoNm":"이몽룡","estbDpmjNm":"데이터과학부","point":"3","subjtCd":"DS9"#
        func big(_ name: String, last: String) throws -> String {
            var data = Data("[\n".utf8)
            for n in 0..<1_000 { data.append(Data((row + "\(n)\",\"timtSmryCn\":\"IT101(금1)\"},\n").utf8)) }
            // 70 MB of blank lines between the rows and the last one.
            data.append(Data(repeating: 0x0A, count: 70 * 1_048_576))
            data.append(Data((last + "\n]\n").utf8))
            return try write(name, data)
        }
        let refusedPath = try big("bad.json", last: #"{"subjtNm":"끝","timtSmryCn":"IT101(금2)"#)
        let refused = try run(["timetable", "import", refusedPath])
        XCTAssertEqual(refused.status, 65, refused.errors)
        XCTAssertTrue(refused.errors.hasPrefix("bankui: \(refusedPath): line 73401"), refused.errors)
        XCTAssertEqual(try run(["timetable", "search", "빅데이터"]).output, "0 courses\n")
        XCTAssertTrue(try run(["timetable", "search", "자료구조"]).output.hasSuffix("1 course\n"))

        let path = try big("big.json", last: #"{"subjtNm":"끝","timtSmryCn":"IT101(금2)"}"#)
        let imported = try run(["timetable", "import", path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, "1001 courses, 1 department, 0 times unknown\n")
        // Not a terminal: no progress line.
        XCTAssertEqual(imported.errors, "")
        XCTAssertTrue(try run(["timetable", "search", "빅데이터"]).output.hasSuffix("1000 courses\n"))
    }

    /// As the original listed courses: by name; ties by professor, then by
    /// id, so the output is the same whatever the file's order.
    func testSearchListsCoursesByNameThenProfessor() throws {
        let rows = [("운영체제", "이민수", "CS3001"), ("자료구조", "박서연", "CS1002"), ("Algorithms", "Lee", "CS2001"),
                    ("자료구조", "김대엽", "CS1003"), ("자료구조", "김대엽", "CS1001")]
        let csv = "subjtNm,reprPrfsEnoNm,subjtCd,diclNo,timtSmryCn\n"
            + rows.map { "\($0.0),\($0.1),\($0.2),01,IT301(월1)\n" }.joined()
        let path = try write("catalog.csv", Data(csv.utf8))
        XCTAssertEqual(try run(["timetable", "import", path]).status, 0)
        let found = try run(["timetable", "search", " "])
        XCTAssertEqual(found.status, 0, found.errors)
        let lines = found.output.split(separator: "\n").dropLast().map { $0.split(separator: " · ").prefix(2).joined(separator: " ") }
        XCTAssertEqual(lines, ["Algorithms Lee", "운영체제 이민수", "자료구조 김대엽", "자료구조 김대엽", "자료구조 박서연"])
    }

    func testSearchUsesTheSampleUntilACatalogIsImported() throws {
        let found = try run(["timetable", "search", "김대엽"])
        XCTAssertEqual(found.status, 0, found.errors)
        XCTAssertTrue(found.output.hasPrefix("자료구조 · 김대엽 · "), found.output)
        XCTAssertEqual(found.errors, "bankui: no catalog imported; searching the sample catalog\n")
    }

    func testWithNoTimetableListAndExportSaySo() throws {
        for arguments in [["timetable", "list"], ["timetable", "export", "--ical"], ["timetable", "today"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 66, "\(arguments)")
            XCTAssertEqual(result.output, "")
            XCTAssertEqual(result.errors, "bankui: there is no timetable yet; make one in the timetable tab (bankui --tab timetable, "
                           + "then n), or from a calendar file (bankui timetable import-calendar FILE)\n")
        }
        let korean = try run(["timetable", "list", "--lang", "ko"])
        XCTAssertTrue(korean.errors.hasPrefix("bankui: 아직 시간표가 없어요. 시간표 탭에서 n으로 만들거나"), korean.errors)
        let noFormat = try run(["timetable", "export"])
        XCTAssertEqual(noFormat.status, 64)
        XCTAssertTrue(noFormat.errors.contains("--ical"))
    }
}

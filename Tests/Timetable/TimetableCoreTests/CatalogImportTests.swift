import Foundation
import Testing
@testable import TimetableCore

private func read(_ text: String) throws(CatalogImportError) -> CatalogImportResult {
    try CatalogImport.read(Data(text.utf8))
}

private func refusal(_ text: String) -> CatalogImportError? {
    refusal(Data(text.utf8))
}

private func refusal(_ data: Data) -> CatalogImportError? {
    do {
        _ = try CatalogImport.read(data)
        return nil
    } catch {
        return error
    }
}

@Suite("Catalog import")
struct CatalogImportTests {
    @Test func suwikiFirebaseArray() throws {
        let text = """
            [
              {"classNum":"1","classification":"전핵","courseDay":"목","courseName":"네트워크","credit":3,
               "startTime":"11:30","endTime":"13:20","major":"컴퓨터SW","num":2,"professor":"김대엽","roomName":"IT301(목3,4)"},
              {"classNum":"2","classification":"교양","courseDay":"월","courseName":"  음악의 이해 ","credit":2,
               "startTime":"9:30","endTime":"10:20","major":"음악학부","num":1,"professor":"홍길동","roomName":"음악109(화1,2),음악110(수1,2)"},
              {"classNum":"1","classification":"전선","courseDay":"화","courseName":"고급 세미나","credit":3,
               "startTime":"09:30","endTime":"11:20","major":"컴퓨터SW","num":4,"professor":"이영희","roomName":"IT302"},
              {"classNum":"1","classification":"전선","courseDay":"화","courseName":"깨진 시간","credit":3,
               "startTime":"22:00","endTime":"22:00","major":"컴퓨터SW","num":4,"professor":"박철수","roomName":"IT301(목3,4"}
            ]
            """
        let result = try read(text)
        #expect(result.format == .suwikiJSON)
        #expect(result.courses.count == 4)
        let first = result.courses[0]
        #expect(first.name == "네트워크" && first.professor == "김대엽" && first.department == "컴퓨터SW")
        #expect(first.classification == "전핵" && first.credit == 3 && first.grade == 2 && first.classNumber == "1")
        #expect(first.times == .scheduled([Meeting(day: .thursday, firstPeriod: 3, lastPeriod: 4, room: "IT301")]))
        #expect(first.id.hasPrefix("h") && first.id.count == 17)
        #expect(result.courses[1].name == "음악의 이해")
        #expect(result.courses[1].times.meetings.map(\.room) == ["음악109", "음악110"])
        // A room without times in roomName: the row's own day and clock times.
        #expect(result.courses[2].times == .scheduled([Meeting(day: .tuesday, firstPeriod: 1, lastPeriod: 2, room: "IT302")]))
        #expect(result.courses[3].times.isUnknown)
        #expect(result.unknownTimeCount == 1)
        #expect(result.departmentCount == 2)
        #expect(result.problems == [CatalogProblem(
            line: 8, value: "IT301(목3,4", reason: RoomTimeError.unclosedParenthesis.english,
            koreanReason: RoomTimeError.unclosedParenthesis.korean, skipped: false)])
    }

    static let portalRows = """
        {"subjtNm":"자료구조","reprPrfsEnoNm":"김대엽","estbDpmjNm":"컴퓨터SW","facDvnm":"전핵","point":"3","trgtGrdeCd":"2","diclNo":"01","subjtCd":"CS1001","timtSmryCn":"IT301(월1,2 수3,4)"},
        {"subjtNm":"자료구조","reprPrfsEnoNm":"박서연","estbDpmjNm":"컴퓨터SW","facDvnm":"전핵","point":3,"trgtGrdeCd":2,"diclNo":"02","subjtCd":"CS1001","timtSmryCn":"IT302(화10,11,12)"},
        {"subjtNm":"컴퓨팅사고(이러닝)","reprPrfsEnoNm":"이영희","estbDpmjNm":"교양대학","facDvnm":"교양","point":"2","trgtGrdeCd":"1","diclNo":"01","subjtCd":"GE2001","timtSmryCn":""},
        {"subjtNm":"시간 미정","reprPrfsEnoNm":"최지우","estbDpmjNm":"교양대학","facDvnm":"교양","point":"2","trgtGrdeCd":"1","diclNo":"01","subjtCd":"GE2002","timtSmryCn":"(99)"}
        """

    @Test func portalArray() throws {
        let result = try read("[\n" + Self.portalRows + "\n]")
        #expect(result.format == .portalJSON)
        #expect(result.courses.map(\.id) == ["CS1001-01", "CS1001-02", "GE2001-01", "GE2002-01"])
        #expect(result.courses[1].times.meetings == [Meeting(day: .tuesday, firstPeriod: 10, lastPeriod: 12, room: "IT302")])
        #expect(result.courses[1].credit == 3 && result.courses[1].grade == 2)
        #expect(result.courses[2].times == .eLearning([]))
        #expect(result.problems.map(\.line) == [5])
        #expect(result.problems.first?.value == "(99)")
        #expect(result.departmentCount == 2 && result.unknownTimeCount == 1)
    }

    @Test func portalObjectHoldingTheArray() throws {
        let text = "{\"meta\": {\"year\": 2026, \"list\": [1, 2]}, \"count\": 4,\n\"dsMain\": [\n" + Self.portalRows + "\n], \"tail\": null}"
        let result = try read(text)
        #expect(result.format == .portalJSON)
        #expect(result.courses.count == 4)
        #expect(result.problems.map(\.line) == [6])
    }

    @Test func escapesInJSONStrings() throws {
        let text = #"[{"subjtNm":"\uc790\ub8cc\uad6c\uc870 \"A\"","timtSmryCn":"IT301(\uc6d41,2)","reprPrfsEnoNm":"x\u001b[31my"}]"#
        let result = try read(text)
        #expect(result.courses[0].name == "자료구조 \"A\"")
        #expect(result.courses[0].professor == "xy")  // the escape sequence is removed
        #expect(result.courses[0].times.meetings.count == 1)
    }

    @Test func csvWithEitherHeader() throws {
        let portal = "subjtNm,reprPrfsEnoNm,estbDpmjNm,facDvnm,point,trgtGrdeCd,diclNo,subjtCd,timtSmryCn\r\n"
            + "자료구조,김대엽,컴퓨터SW,전핵,3,2,01,CS1001,\"음악109(화1,2),음악110(수1,2)\"\r\n"
            + "\r\n"
            + "\"여러 줄\n이름\",\"홍\"\"길동\",음악학부,교양,2,1,01,MU1,\"IT301(목3,4\"\r\n"
            + "캡스톤,이영희,컴퓨터SW,전선,3,4,01,CS4001,\"IT301(금1,2)\"\r\n"
        let result = try read(portal)
        #expect(result.format == .csv)
        #expect(result.courses.count == 3)
        #expect(result.courses[0].times.meetings.map(\.room) == ["음악109", "음악110"])
        #expect(result.courses[1].name == "여러 줄 이름" && result.courses[1].professor == "홍\"길동")
        #expect(result.problems.map(\.line) == [4])
        #expect(result.courses[2].id == "CS4001-01")

        let suwiki = "courseName,professor,major,classification,credit,num,classNum,roomName\n"
            + "네트워크,김대엽,컴퓨터SW,전핵,3,2,1,\"IT301(목3,4)\"\n"
        let other = try read(suwiki)
        #expect(other.format == .csv)
        #expect(other.courses[0].grade == 2 && other.courses[0].times.meetings.count == 1)
    }

    @Test func duplicateKeysGetASuffix() throws {
        let text = "subjtNm,subjtCd,diclNo,timtSmryCn\nA,X1,01,(월1)\nA,X1,01,(화1)\n"
        let result = try read(text)
        #expect(result.courses.map(\.id) == ["X1-01", "X1-01#2"])
    }

    @Test func rowsWithoutANameAreLeftOutAndReported() throws {
        let result = try read("[{\"subjtNm\":\"A\",\"timtSmryCn\":\"(월1)\"},\n{\"subjtNm\":\"\",\"timtSmryCn\":\"(월1)\"}]")
        #expect(result.courses.count == 1)
        #expect(result.problems.count == 1 && result.problems[0].skipped && result.problems[0].line == 2)
    }

    @Test func refusesBadFiles() {
        #expect(refusal("") == .empty)
        #expect(refusal(" \n\t\n") == .empty)
        #expect(refusal("hello, world\nthis is not a catalog\n") == .unknownFormat(line: 1))
        #expect(refusal("\n\nname,age\nbob,3\n") == .unknownFormat(line: 3))
        #expect(refusal("[\n{\"subjtNm\":\"A\",\n\"timtSmryCn\":\"(월1)\"") == .malformedJSON(
            line: 3, detail: "the file ends before the JSON does (truncated?)"))
        #expect(refusal("[{\"subjtNm\":\"A\"},\n{\"subjtNm\" \"B\"}]") == .malformedJSON(line: 2, detail: "expected ':', found '\"B\"}]'"))
        #expect(refusal("[1, 2, 3]") == .notCourses(line: 1, detail: "an element of the array is not a course object"))
        #expect(refusal("[\n{\"name\":\"bob\",\"age\":3}\n]") == .notCourses(
            line: 2, detail: "no field such as courseName, roomName, subjtNm or timtSmryCn"))
        #expect(refusal("{\"a\": 1}") == .notCourses(line: 1, detail: "an object without an array of courses"))
        #expect(refusal("[]") == .noCourses)
        #expect(refusal("[{\"subjtNm\":\"A\"}] x") == .malformedJSON(line: 1, detail: "unexpected text after the end of the JSON"))
        #expect(refusal(Data([0x5B, 0x0A, 0x7B, 0x22, 0xFF, 0xFE, 0x22])) == .notUTF8(line: 2))
        #expect(refusal("subjtNm,timtSmryCn\n\"A,(월1)\n") == .malformedCSV(line: 2, detail: "a quoted field is not closed"))
        #expect(refusal(String(repeating: "[", count: 100_000)) != nil)
        let deep = "[{\"x\":" + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}]"
        #expect(refusal(deep) == .malformedJSON(line: 1, detail: "nested too deeply"))
        // Every refusal has a message in both languages naming the line where there is one.
        #expect(CatalogImportError.unknownFormat(line: 7).english.hasPrefix("line 7:"))
        #expect(CatalogImportError.unknownFormat(line: 7).korean.hasPrefix("7번째 줄:"))
    }

    @Test func jsonFaultsAreToldInTheCatalogsWords() throws {
        #expect(refusal("[{\"subjtNm\":\"A\nB\"}]") == .malformedJSON(line: 1, detail: "a string is not closed on its line"))
        #expect(refusal("[{\"subjtNm\":\"A\u{7}\"}]") == .malformedJSON(line: 1, detail: "a control character inside a string"))
        #expect(refusal("[\n{\"subjtNm\":\"\\q\"}]") == .malformedJSON(line: 2, detail: "a bad escape in a string"))
        #expect(refusal("[{\"subjtNm\":\"\\u12\"}]") == .malformedJSON(line: 1, detail: "a bad \\u escape in a string"))
        #expect(refusal("[{\"subjtNm\":\"A\",\"point\":x}]") == .malformedJSON(line: 1, detail: "expected a value, found 'x}]'"))
        #expect(refusal("[{\"subjtNm\":\"A\",\"point\":tru}]") == .malformedJSON(line: 1, detail: "expected a value, found 'tru}]'"))
        #expect(refusal("[{\"subjtNm\":\"A\",\"point\":tr") == .malformedJSON(
            line: 1, detail: "the file ends before the JSON does (truncated?)"))
        // The end of a string is looked for before its escapes are read.
        #expect(refusal("[{\"subjtNm\":\"\\q\n\"}]") == .malformedJSON(line: 1, detail: "a string is not closed on its line"))
        // A member's name is a string like any other.
        #expect(refusal("[{\"subjtNm\":\"A\",\"x\ny\":1}]") == .malformedJSON(line: 1, detail: "a string is not closed on its line"))
        // Numbers as spreadsheets write them, and a lone half of a surrogate pair, are read.
        #expect(try read("[{\"subjtNm\":\"A\",\"point\":+3,\"trgtGrdeCd\":02}]").courses.count == 1)
        #expect(try read("[{\"subjtNm\":\"A\\ud83d\"}]").courses.count == 1)
    }

    @Test func tooMuchDataIsRefusedWithTheLimitInTheMessage() {
        // Files are read (and refused by their size) by the one input
        // reader; what reaches the parser is still bounded.
        #expect(CatalogImportError.tooLarge(bytes: 200 * 1_048_576).english == "too large: more than 64 MB")
        #expect(CatalogImportError.tooLarge(bytes: 200 * 1_048_576).korean == "너무 커요: 64 MB를 넘어요")
    }

    @Test func sampleCatalogIsDeterministicAndCoversEveryForm() {
        let courses = SampleCatalog.courses()
        #expect(courses == SampleCatalog.courses())
        #expect((1_800...2_300).contains(courses.count))
        let departments = Set(courses.map(\.department))
        #expect((38...45).contains(departments.count))
        #expect(Set(courses.map(\.id)).count == courses.count)
        let meetings = courses.flatMap { $0.times.meetings }
        #expect(meetings.contains { $0.lastPeriod >= 10 })
        #expect(meetings.contains { $0.day == .saturday })
        #expect(meetings.contains { $0.room == nil })
        #expect(meetings.contains { $0.room?.contains(" ") == true })
        #expect(meetings.contains { $0.room?.contains("-") == true })
        #expect(courses.contains { $0.roomTime.contains("),") && Set($0.times.meetings.compactMap(\.room)).count == 2 })
        #expect(courses.contains { $0.roomTime.contains(" ") && $0.times.meetings.count >= 2 && !$0.roomTime.hasPrefix("강의실") })
        #expect(courses.contains { $0.roomTime.contains("1,2,3,5,6,7") && $0.times.meetings.count == 2 })
        #expect(courses.contains { $0.times == .eLearning([]) })
        #expect(courses.contains { $0.times.isELearning && !$0.times.meetings.isEmpty })
        #expect(courses.contains { $0.times.isUnknown })
        #expect(courses.filter { $0.times.isUnknown }.count < courses.count / 50)
        #expect(courses.contains { $0.name == "자료구조" && $0.professor == "김대엽" })
    }
}

/// The streamed import: courses handed on as they are read, pages given
/// back behind the reading, problems kept to a bounded number.
@Suite("Catalog import, streamed")
struct CatalogStreamTests {
    private func csv(rows: Int, time: (Int) -> String) -> [UInt8] {
        var text = "subjtNm,timtSmryCn,estbDpmjNm,subjtCd\n"
        for n in 0..<rows { text += "Course \(n),\(time(n)),D\(n % 7),C\(n)\n" }
        return Array(text.utf8)
    }

    @Test func coursesArriveInOrderWithProgressAndReleasesBehindTheReading() throws {
        let bytes = csv(rows: 40_000) { "(월\($0 % 9 + 1))" }
        var names: [String] = []
        var offsets: [Int] = []
        var released: [Range<Int>] = []
        let summary = try bytes.withUnsafeBufferPointer { buffer in
            try CatalogImport.stream(buffer, progress: { offsets.append($0) }, release: { released.append($0) }) {
                names.append($0.name)
                // Never a page the current row still needs.
                #expect(released.last.map { $0.upperBound <= bytes.count } ?? true)
            }
        }
        #expect(summary.courseCount == 40_000)
        #expect(summary.departmentCount == 7)
        #expect(names.first == "Course 0" && names.last == "Course 39999")
        #expect(offsets.last == bytes.count)
        #expect(offsets == offsets.sorted())
        #expect(offsets.count > 5)
        // The UTF-8 check gives its pages back, then the reading does.
        #expect(!released.isEmpty)
        #expect(released.allSatisfy { !$0.isEmpty && $0.upperBound <= bytes.count })
    }

    @Test func aBadRowAtTheEndRefusesTheFileAfterTheCoursesBeforeIt() {
        var bytes = csv(rows: 3_000) { _ in "(월1)" }
        bytes += Array("\"unclosed,(화1)\n".utf8)
        var handed = 0
        #expect(throws: CatalogImportError.malformedCSV(line: 3_002, detail: "a quoted field is not closed")) {
            _ = try bytes.withUnsafeBufferPointer { buffer in
                try CatalogImport.stream(buffer) { _ in handed += 1 }
            }
        }
        // The caller's transaction is what drops these.
        #expect(handed == 3_000)
    }

    @Test func problemsAreKeptUpToALimitAndCounted() throws {
        let result = try CatalogImport.read(Data(csv(rows: 1_500) { _ in "\"IT(월1\"" }))
        #expect(result.courses.count == 1_500)
        #expect(result.summary.problemCount == 1_500)
        #expect(result.problems.count == CatalogImportSummary.problemsKept)
        #expect(result.problems.last?.line == CatalogImportSummary.problemsKept + 1)
    }

    @Test func anErrorOfTheReceiverStopsTheReading() {
        struct Full: Error {}
        let bytes = csv(rows: 100) { _ in "(월1)" }
        var handed = 0
        #expect(throws: Full.self) {
            _ = try bytes.withUnsafeBufferPointer { buffer in
                try CatalogImport.stream(buffer) { _ in
                    handed += 1
                    if handed == 10 { throw Full() }
                }
            }
        }
        #expect(handed == 10)
    }
}

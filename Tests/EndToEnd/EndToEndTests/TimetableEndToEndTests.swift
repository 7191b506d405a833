import Foundation
import XCTest

/// The timetable tab in a real terminal: a catalog imported with
/// `bankui timetable import`, courses found and added from the add dialog,
/// a clash refused, a colour changed, the calendar exported; then all of
/// it found again after a restart.
final class TimetableEndToEndTests: XCTestCase {
    /// Colours on, whatever the test runner's environment says: the
    /// colour change is read from the screen.
    static let colours = ["NO_COLOR": ""]

    override func setUp() {
        continueAfterFailure = false
    }

    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-timetable-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// A catalog in the original app's format: 자료구조 and 데이터베이스
    /// both meet on Monday's second period.
    private let catalog = """
        [
        {"classNum":"1","classification":"전핵","courseDay":"월","courseName":"자료구조","credit":3,"startTime":"9:30","endTime":"11:20","major":"컴퓨터SW","num":2,"professor":"김대엽","roomName":"IT301(월1,2)"},
        {"classNum":"1","classification":"전핵","courseDay":"화","courseName":"운영체제","credit":3,"startTime":"11:30","endTime":"13:20","major":"컴퓨터SW","num":3,"professor":"이민수","roomName":"IT405(화3,4)"},
        {"classNum":"1","classification":"전핵","courseDay":"월","courseName":"데이터베이스","credit":3,"startTime":"10:30","endTime":"12:20","major":"정보보호","num":3,"professor":"박지은","roomName":"IT302(월2,3)"},
        {"classNum":"2","classification":"전선","courseDay":"목","courseName":"네트워크","credit":3,"startTime":"13:30","endTime":"15:20","major":"컴퓨터SW","num":2,"professor":"김대엽","roomName":"IT301(목5,6)"},
        {"classNum":"1","classification":"교양","courseDay":"","courseName":"온라인 글쓰기","credit":2,"startTime":"","endTime":"","major":"교양대학","num":1,"professor":"최유리","roomName":""}
        ]
        """

    private func importCatalog(_ file: URL, data: URL, home: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["timetable", "import", file.path, "--data-dir", data.path]
        process.environment = ["LANG": "C.UTF-8", "HOME": home.path, "XDG_STATE_HOME": home.path]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The escape sequences just before `name` on the screen: the look of its block.
    private func look(of name: String, in screen: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: "((?:\u{1B}\\[[0-9;]*m)+)" + NSRegularExpression.escapedPattern(for: name)),
              let match = expression.firstMatch(in: screen, range: NSRange(screen.startIndex..., in: screen)),
              let range = Range(match.range(at: 1), in: screen) else { return nil }
        return String(screen[range])
    }

    func testCoursesAddedAClashRefusedAColourChangedAndAnExportComeBackAfterARestart() throws {
        let directory = try makeDirectory()
        let data = directory.appendingPathComponent("data", isDirectory: true)
        let file = directory.appendingPathComponent("catalog.json")
        try Data(catalog.utf8).write(to: file)
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.binary.path) else {
            throw XCTSkip("bankui is not built at \(TmuxSession.binary.path)")
        }
        let (status, output) = try importCatalog(file, data: data, home: directory)
        XCTAssertEqual(status, 0, output)

        var colour: String?
        do {
            let session = try TmuxSession(arguments: ["--tab", "timetable", "--lang", "en"], dataDirectory: data,
                                          environment: Self.colours)
            // No timetable at first: the original's empty state, then n and
            // Enter make one with the default name and semester.
            let empty = try session.waitFor("No timetable yet.")
            XCTAssertTrue(empty.contains("Let's make a new timetable!"), empty)
            try session.send("n")
            try session.waitFor("New timetable")
            try session.send("Enter")
            let first = try session.waitFor("Created 2026 - 2")  // the notice, over the title row
            XCTAssertFalse(first.contains("sample catalog"), first)
            // Found by its initials, then by a part of the name: all in one
            // opening of the dialog, which stays open after each Enter.
            try session.send("a")
            try session.waitFor("Add a course")
            try session.send("ㅈㄹㄱㅈ", literal: true)
            try session.waitFor("Courses 1")
            try session.send("Enter")
            try session.waitFor("✓ Added 자료구조 (Mon 9:30–11:20")
            for (query, name) in [("운영", "운영체제"), ("네트워", "네트워크")] {
                try session.send("C-u")
                try session.send(query, literal: true)
                try session.waitForScreen { $0.contains("Courses 1") && $0.contains(name) }
                try session.send("Enter")
                try session.waitFor("✓ Added \(name) (")
            }
            // 데이터베이스 meets when 자료구조 does: marked before Enter, then refused, naming it.
            try session.send("C-u")
            try session.send("데이터베이스", literal: true)
            try session.waitFor("✗ 데이터베이스")
            try session.send("Enter")
            let clash = try session.waitFor("Courses overlap")
            XCTAssertTrue(clash.contains("Check the course times!") && clash.contains("In the way: 자료구조"), clash)
            try session.send("Enter")
            try session.waitForScreen { !$0.contains("Courses overlap") && $0.contains("Add a course") }
            try session.send("Escape")
            // The notice gone, the title row shows the timetable again.
            try session.waitFor("9 credits · 3 courses")
            // 네트워크 (chosen, as just added) gets a new colour; its look
            // is read with another block chosen.
            try session.send("h")
            let before = look(of: "네트워크", in: try session.waitForScreen(styled: true) { self.look(of: "네트워크", in: $0) != nil })
            try session.send("l", "c")
            try session.waitFor("New colour for 네트워크.")
            try session.send("h")
            colour = look(of: "네트워크", in: try session.waitForScreen(styled: true) {
                let now = self.look(of: "네트워크", in: $0)
                return now != nil && now != before
            })
            XCTAssertNotEqual(colour, before, "\(String(reflecting: colour)) \(String(reflecting: before))")
            // The calendar, next to the database.
            try session.send("e")
            try session.waitFor("as a calendar")
            try session.send("Enter")
            try session.waitFor("Calendar written to")
            try session.send("q")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        let exports = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasSuffix(".ics") }
        XCTAssertEqual(exports.count, 1, "\(exports)")
        let calendar = try String(contentsOf: data.appendingPathComponent(exports.first ?? ""), encoding: .utf8)
        XCTAssertTrue(calendar.contains("SUMMARY:자료구조") && calendar.contains("SUMMARY:네트워크"), calendar)
        XCTAssertFalse(calendar.contains("데이터베이스"), calendar)

        let session = try TmuxSession(arguments: ["--tab", "timetable", "--lang", "en"], dataDirectory: data,
                                      environment: Self.colours)
        let screen = try session.waitFor("9 credits · 3 courses")
        for name in ["자료구조", "운영체제", "네트워크"] { XCTAssertTrue(screen.contains(name), screen) }
        XCTAssertFalse(screen.contains("데이터베이스"), screen)
        XCTAssertEqual(look(of: "네트워크", in: try session.waitForScreen(styled: true) { self.look(of: "네트워크", in: $0) != nil }),
                       colour)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testTheGridFitsTheSmallestWindowAndALargeOneInKorean() throws {
        let session = try TmuxSession(width: 60, height: 20, arguments: ["--tab", "timetable", "--lang", "ko"])
        let empty = try session.waitFor("아직 시간표가 없어요.")
        XCTAssertTrue(empty.contains("새로운 시간표를 만들어보아요!") && empty.contains("예시 강의 목록"), empty)
        try session.send("n")
        try session.waitFor("시간표 추가")
        try session.send("Enter")
        // The notice shows over the title row until the next key.
        let small = try session.waitFor("시간표를 만들었어요")
        XCTAssertTrue(small.contains("월") && small.contains("금") && small.contains("이러닝"), small)
        try session.resize(width: 200, height: 60)
        try session.waitForScreen { $0.split(separator: "\n").count >= 59 && $0.contains("이러닝") }
        try session.resize(width: 30, height: 10)
        try session.waitFor("30×10")
        try session.resize(width: 80, height: 24)
        try session.waitFor("이러닝")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }
}

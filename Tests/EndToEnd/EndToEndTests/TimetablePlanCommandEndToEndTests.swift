import Foundation
import XCTest

/// `bankui timetable plan`, run as built over an imported catalog.
final class TimetablePlanCommandEndToEndTests: CommandEndToEndTestCase {
    /// Three courses: 자료구조 with a Monday and a Friday section, 운영체제
    /// on Monday afternoon or Wednesday at 9:30, 데이터베이스 on Monday at
    /// 11:30 (periods 3–4) only.
    private let catalog = """
        subjtNm,reprPrfsEnoNm,estbDpmjNm,facDvnm,point,trgtGrdeCd,diclNo,subjtCd,timtSmryCn
        자료구조,김대엽,컴퓨터SW,전핵,3,2,01,CS1,"IT301(월1,2)"
        자료구조,이민호,컴퓨터SW,전핵,3,2,02,CS1,"IT302(금1,2)"
        운영체제,박지성,컴퓨터SW,전핵,3,3,01,CS2,"IT401(월6,7)"
        운영체제,최강,컴퓨터SW,전핵,3,3,02,CS2,"IT402(수1,2)"
        데이터베이스,정우성,컴퓨터SW,전선,3,3,01,CS3,"IT501(월3,4)"
        자료구조 실습,김대엽,컴퓨터SW,전선,1,2,01,CS4,"IT601(화1)"
        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        let path = try write("catalog.csv", catalog)
        XCTAssertEqual(try run(["timetable", "import", path]).status, 0)
    }

    func testTheBestPlanPutsEverythingOnOneDay() throws {
        let answer = try run(["timetable", "plan", "ㅈㄹㄱㅈ", "운영체제", "데이터베이스", "--top", "2"])
        XCTAssertEqual(answer.status, 0, answer.errors)
        XCTAssertEqual(answer.output, """
            Plans for 자료구조 (2 sections), 운영체제 (2 sections), 데이터베이스 (1 section)

            1. 1 day, 1 h 10 min of gaps, 9 credits
               자료구조 · 김대엽 · section 01 · Mon 9:30–11:20 IT301 · CS1-01
               운영체제 · 박지성 · section 01 · Mon 14:30–16:20 IT401 · CS2-01
               데이터베이스 · 정우성 · section 01 · Mon 11:30–13:20 IT501 · CS3-01

            2. 2 days, no gaps, 9 credits
               자료구조 · 김대엽 · section 01 · Mon 9:30–11:20 IT301 · CS1-01
               운영체제 · 최강 · section 02 · Wed 9:30–11:20 IT402 · CS2-02
               데이터베이스 · 정우성 · section 01 · Mon 11:30–13:20 IT501 · CS3-01

            """)
    }

    func testRulesFilterAndLockKeepsASection() throws {
        let answer = try run(["timetable", "plan", "자료구조", "운영체제", "--free-day", "mon", "--format", "json"])
        XCTAssertEqual(answer.status, 0, answer.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.output.utf8)) as? [String: Any])
        let plans = try XCTUnwrap(json["plans"] as? [[String: Any]])
        XCTAssertEqual(plans.count, 1)
        let ids = (plans[0]["sections"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["CS1-02", "CS2-02"])
        XCTAssertEqual(plans[0]["days"] as? Int, 2)

        let locked = try run(["timetable", "plan", "운영체제", "--lock", "CS1-02", "--max-days", "1", "--lang", "ko"])
        XCTAssertEqual(locked.status, 1, locked.output)
        XCTAssertEqual(locked.output, """
            시간표 짜기: 운영체제 (분반 2개), 자료구조 (고정); 규칙: 최대 1일
            규칙을 모두 지키는 조합이 없어요. 이 중 하나만 빼면 돼요: '최대 1일'.

            """)
    }

    func testNothingFitsSaysWhichRuleOrWhichTwoCourses() throws {
        let early = try run(["timetable", "plan", "데이터베이스", "--not-after", "12:00"])
        XCTAssertEqual(early.status, 1)
        XCTAssertTrue(early.output.hasSuffix("No section of '데이터베이스' keeps the rules: 1 breaks 'no class after 12:00'.\n"),
                      early.output)
        let clash = try run(["timetable", "plan", "데이터베이스", "자료구조", "--free-day", "fri", "--lunch", "11:00-14:00"])
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.output.hasSuffix("No section of '데이터베이스' keeps the rules: 1 breaks 'lunch in 11:00–14:00'.\n"),
                      clash.output)
        let json = try run(["timetable", "plan", "데이터베이스", "자료구조", "--free-day", "fri", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.output)
        let ambiguous = try run(["timetable", "plan", "ㅈㄹ"])
        XCTAssertEqual(ambiguous.status, 64)
        XCTAssertEqual(ambiguous.errors,
                       "bankui: 'ㅈㄹ' is in 2 course names ('자료구조', '자료구조 실습'): type more of the one you want\n")
        let none = try run(["timetable", "plan", "물리\u{1B}[2J"])
        XCTAssertEqual(none.status, 64)
        XCTAssertFalse(none.errors.contains("\u{1B}"), none.errors)
        XCTAssertEqual(try run(["timetable", "plan", "자료구조", "--free-day", "someday"]).status, 64)
        XCTAssertEqual(try run(["timetable", "plan", "자료구조", "--lunch", "14:00-12:00"]).status, 64)
        XCTAssertEqual(try run(["timetable", "plan", "자료구조", "--lock", "NOPE"]).status, 64)
    }

    func testCreditsLetACourseBeLeftOut() throws {
        let answer = try run(["timetable", "plan", "자료구조", "운영체제", "데이터베이스", "--credits", "6-6", "--max-days", "1",
                              "--top", "1"])
        XCTAssertEqual(answer.status, 0, answer.errors)
        XCTAssertTrue(answer.output.contains("1. 1 day, no gaps, 6 credits"), answer.output)
        XCTAssertTrue(answer.output.contains("운영체제: left out"), answer.output)
    }
}

import Foundation
import XCTest

/// The bank's first day (README, Docs/BANK.md): ten customers let in and
/// served, the window resized, the planner opened with its defaults and
/// answering them, then the planner's lunch question asked in the form
/// and answered as the command answers it; a quit with Alt-q while the
/// form is open, and the form found again at the next start.
final class BankJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang: String
        let addHint, quitHint, served10, planner, targetDefault, firstAnswer, esc: String
        let answer, loans, notReachable, restored: String
        let asked, oneMinute, twoMinutes, targetRemembered, planning, keysWait: String
    }

    private static let english = Words(
        lang: "en", addHint: "a Add 10 customers", quitHint: "q Quit", served10: "Served 10 ·",
        planner: "Staffing plan", targetDefault: "Target wait         60", firstAnswer: "Deposit bankers: 1 (mean wait",
        esc: "Esc Close", answer: "Deposit bankers: 9 (p95 wait 45.253 s, busy 45.0 %)",
        loans: "Loan bankers: 1 (no loan customers)", notReachable: "not reachable",
        restored: "Restored what you were typing when bankui stopped",
        asked: "arrivals 60 a minute (Poisson); service exponential,", oneMinute: "Target: mean wait at most 1 min",
        twoMinutes: "Target: mean wait at most 2 min", targetRemembered: "Target wait         2m",
        planning: "Planning…", keysWait: "typing does nothing until the answer comes")

    private static let korean = Words(
        lang: "ko", addHint: "a 고객 10명 추가", quitHint: "q 종료", served10: "처리 10명",
        planner: "인원 계획", targetDefault: "목표 대기          60", firstAnswer: "예금 창구: 1명 (평균 대기",
        esc: "Esc 닫기", answer: "예금 창구: 9명 (p95 대기 45.253초, 바쁨 45.0 %)",
        loans: "대출 창구: 1명 (대출 고객 없음)", notReachable: "닿지 않음",
        restored: "bankui가 멈췄을 때 입력하던 내용을 되살렸습니다",
        asked: "도착: 분당 60명 (포아송);", oneMinute: "목표: 평균 대기 1분 이하",
        twoMinutes: "목표: 평균 대기 2분 이하", targetRemembered: "목표 대기          2m",
        planning: "계획 중…", keysWait: "답이 나올 때까지 입력은 받지 않아요")

    func testTheLunchQuestionInEnglish() throws {
        try journey(Self.english)
    }

    func testTheLunchQuestionInKorean() throws {
        try journey(Self.korean)
    }

    func testTheDayHourByHourInEnglish() throws {
        try hourByHour(Self.english, HourWords(
            plan: "hour by hour", deposit: "Deposit bankers by the hour: 3 4 4 7 6 4 3 3",
            shifts: "Deposit shifts: 1 × 4 h from 9:00", level: "80%/2m"))
    }

    func testTheDayHourByHourInKorean() throws {
        try hourByHour(Self.korean, HourWords(
            plan: "시간대별", deposit: "시간대별 예금 창구: 3 4 4 7 6 4 3 3",
            shifts: "예금 근무: 9:00부터 4시간 × 1명", level: "80%/2m"))
    }

    func testThePlannerKeepsItsLastInputsInEnglish() throws {
        try lastInputs(Self.english)
    }

    func testThePlannerKeepsItsLastInputsInKorean() throws {
        try lastInputs(Self.korean)
    }

    /// The planner opened with its defaults and Enter: the answer says
    /// what was asked and answers it in words. A target of 2 minutes asked
    /// next, Esc, `q` (nothing typed: it quits at once); at the next start
    /// `p` opens on those inputs. A long plan then: a key typed while it
    /// runs is answered, Esc stops it, and Alt-q during the next quits.
    private func lastInputs(_ words: Words) throws {
        do {
            let session = try start(["--lang", words.lang])
            try see(session, words.addHint, words.quitHint)
            try session.send("p")
            try see(session, words.planner, words.targetDefault)
            try session.send("Enter")
            let answer = try see(session, words.oneMinute, words.asked, words.firstAnswer)
            XCTAssertFalse(answer.contains("1 runs") || answer.contains("1 times") || answer.contains("60.000"), answer)
            // Enter goes back to the form, the target selected: typing replaces it.
            try session.send("Enter")
            try see(session, words.targetDefault)
            try type(session, "2m")
            try session.send("Enter")
            try see(session, words.twoMinutes, words.asked)
            try escape(session, closing: words.planner)
            try see(session, words.addHint)
            try session.send("q")
            try assertEndedAndRestored(session)
        }

        let session = try start(["--lang", words.lang])
        try see(session, words.addHint)
        XCTAssertFalse(try see(session, words.addHint).contains(words.restored), "nothing was being typed")
        try session.send("p")
        try see(session, words.planner, words.targetRemembered)
        // A plan of a hundred days at 1000 a minute: long enough to type into.
        for _ in 0..<5 { try session.send("Down") }
        try type(session, "1000")
        for _ in 0..<9 { try session.send("Down") }
        try type(session, "100")
        try session.send("Enter")
        try see(session, words.planning)
        try type(session, "x")
        try see(session, words.keysWait)
        try escape(session, closing: words.planner)
        try see(session, words.addHint)
        try session.send("p")
        try see(session, words.planner, words.targetRemembered)
        try session.send("Enter")
        try see(session, words.planning)
        try altQ(session)
        try assertEndedAndRestored(session)
    }

    private struct HourWords {
        let plan, deposit, shifts, level: String
    }

    /// BANK.md's day asked hour by hour in the form, as a branch manager
    /// would: no wait target, 80 % within 2 minutes, at most 5 % giving up
    /// with 5 minutes' patience, shifts of 4 and 8 hours. The answer is the
    /// command's (BANK.md), each hour with its bar and the arrivals' line;
    /// larger, the shifts show whole; Esc, `q`, and the next `p` opens on
    /// those inputs; Alt-q from it.
    private func hourByHour(_ words: Words, _ hours: HourWords) throws {
        let day = folder.appendingPathComponent("day.csv")
        try "hour,customers_per_hour\n9,20\n10,30\n11,40\n12,90\n13,60\n14,30\n15,25\n16,20\n"
            .write(to: day, atomically: true, encoding: .utf8)
        do {
            let session = try start(["--lang", words.lang])
            try see(session, words.addHint)
            try session.send("p")
            try see(session, words.planner, words.targetDefault)
            try session.send("BSpace", "Tab", "Tab")  // no wait target
            try type(session, "80%/2m")                // service level
            try session.send("Tab", "Tab")
            try type(session, "5%")                    // give up at most
            try session.send("Tab", "BSpace", "Tab")   // no steady rate: the profile
            try type(session, day.path)
            try session.send("Tab", "Space")           // hour by hour
            try see(session, hours.plan, "100")
            try session.send("Tab")
            try type(session, "4h,8h")                 // shifts
            try session.send("Tab", "Tab")
            try type(session, "4m")                    // deposit time
            try session.send("Tab")
            try type(session, "10m")                   // loan time
            try session.send("Tab")
            try type(session, "20%")                   // loan share
            try session.send("Tab")
            try type(session, "5m")                    // patience
            try session.send("Enter")
            try see(session, hours.deposit, "███████│████")
            try session.resize(width: 200, height: 60)
            try see(session, hours.deposit, hours.shifts)
            try session.resize(width: 80, height: 24)
            try see(session, hours.deposit)
            try escape(session, closing: words.planner)
            try see(session, words.addHint)
            try session.send("q")
            try assertEndedAndRestored(session)
        }
        let session = try start(["--lang", words.lang])
        try see(session, words.addHint)
        try session.send("p")
        try see(session, words.planner, hours.level, hours.plan)
        try session.send("Enter")
        try see(session, hours.deposit)
        try altQ(session)
        try assertEndedAndRestored(session)
    }

    private func journey(_ words: Words) throws {
        // BANK.md's profile: 40, 90 and 60 customers an hour around lunch.
        let lunch = folder.appendingPathComponent("lunch.csv")
        try "hour,customers_per_hour\n11,40\n12,90\n13,60\n".write(to: lunch, atomically: true, encoding: .utf8)

        do {
            let session = try start(["--lang", words.lang])
            try see(session, words.addHint, words.quitHint)
            // `a` lets 10 customers in; the three bankers serve them all.
            try session.send("a")
            try see(session, words.served10)
            try resizeAndBack(session, showing: words.served10, hint: words.quitHint)

            // `p` opens the planner on a question that has an answer: Enter
            // answers it; Esc closes the answer.
            try session.send("p")
            try see(session, words.planner, words.targetDefault)
            try session.send("Enter")
            let first = try see(session, words.firstAnswer)
            XCTAssertFalse(first.contains(words.notReachable), first)
            try escape(session, closing: words.planner)
            try see(session, words.addHint)

            // The lunch question, field by field as BANK.md lists them: a
            // field's value is selected as it takes the cursor, so typing
            // replaces it.
            try session.send("p")
            try see(session, words.planner, words.targetDefault)
            try type(session, "120")        // target wait
            try session.send("Tab")
            try type(session, "95")         // percentile
            // No service level, no caps: past them to the rate.
            try session.send("Tab", "Tab", "Tab", "Tab", "BSpace", "Tab")  // no steady rate: the profile
            try type(session, lunch.path)
            // One staffing for the day, no shifts, service exponential as it opens.
            try session.send("Tab", "Tab", "Tab", "Tab")
            try type(session, "240")        // deposit time
            try session.send("Tab", "Tab")  // loan time as it is
            try type(session, "0")          // loan share
            try session.send("Tab", "Tab")  // nobody gives up
            try type(session, "2000")       // days
            try see(session, "2000", "240", "120")
            try session.send("Enter")
            // The same answer as `bankui bank plan` in BANK.md.
            let answer = try see(session, words.answer, words.loans, words.esc)
            XCTAssertFalse(answer.contains(words.notReachable), answer)

            // Enter goes back to the form, the figures kept; Alt-q quits
            // from it, and what it holds is kept for the next start.
            try session.send("Enter")
            try see(session) { $0.contains("2000") && !$0.contains(words.answer) }
            try altQ(session)
            try assertEndedAndRestored(session)
        }

        let session = try start(["--lang", words.lang])
        try see(session, words.restored)
        try see(session, words.planner, "2000", "240")
        try session.send("Enter")
        try see(session, words.answer)
        try escape(session, closing: words.planner)
        try see(session, words.addHint)
        try session.send("q")
        try assertEndedAndRestored(session)
    }
}

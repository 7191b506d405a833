import BankCore
import TextKit
import Foundation
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// The planner form asks everything `bankui bank plan` takes: a service
/// level, caps on busy and on those who give up, patience, hour by hour
/// and shifts; the tab's answer is the command's, in its words, with a bar
/// per hour and the arrivals' work drawn over it.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankPlannerTargetsTests {
    typealias Board = BankTabTests.Board
    typealias Field = PlannerForm.Field

    /// BANK.md's day: 20 to 90 customers an hour, a lunch peak.
    static let day = "hour,customers_per_hour\n9,20\n10,30\n11,40\n12,90\n13,60\n14,30\n15,25\n16,20\n"

    private func file(_ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-targets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("day.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Moves to `field` with ↓ from the top and types `text` over its value
    /// (a choice is turned with → when `text` is not its value).
    private func set(_ board: Board, _ field: Field, _ text: String) {
        guard case .form(let form, _, _)? = board.tab.planner else { return }
        let steps = (field.rawValue - form.focus.rawValue + Field.allCases.count) % Field.allCases.count
        for _ in 0..<steps { board.driver.send(.down) }
        if field.isChoice {
            if form.value(field) != text { board.driver.send(.right) }
        } else {
            board.driver.send(.control("u"))
            board.driver.type(text)
        }
    }

    private func openForm(_ board: Board) -> PlannerForm? { board.plannerForm }

    private func shownResult(_ board: Board) -> PlanResult? { board.plannerResult }

    /// A service level, a cap on busy and on who gives up, with patience:
    /// the tab's plan and words are the command's.
    @Test(arguments: Language.allCases)
    func everyTargetOfTheCommandIsAField(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("p"))
        set(board, .target, "")
        set(board, .serviceLevel, "80%/20s")
        set(board, .maxOccupancy, "85%")
        set(board, .maxAbandon, "5%")
        set(board, .rate, "3")
        set(board, .depositSeconds, "3m")
        set(board, .loanSeconds, "5m")
        set(board, .patience, "4m")
        set(board, .days, "20")
        board.driver.send(.enter)
        let shown = try #require(shownResult(board), "\(board.driver.screenText)")
        let command = try BankPlanCommand.parse([
            "--arrival-rate", "3", "--days", "20", "--service", "exponential", "--deposit-seconds", "3m",
            "--loan-seconds", "5m", "--patience", "4m", "--service-level", "80%/20s", "--max-occupancy", "85%",
            "--max-abandon", "5%"])
        let expected = try command.planned()
        #expect(shown.steadyPlan == expected.plan)
        #expect(shown.model == expected.model)
        let words = PlanningWords(language)
        let text = words.plan(expected.plan, model: expected.model, seed: expected.seed, maximum: expected.maximum)
        let head = PlannerResultView(result: shown, top: 0, strings: BankStrings(language)).answerLines
        #expect(text.hasPrefix(head.joined(separator: "\n")), "the command's lines head the tab's answer")
        let screen = board.driver.screenText
        for line in head.suffix(2) { #expect(screen.contains(String(line.prefix(40))), "\(line) in \(screen)") }
        let within = language == .en ? "within 20 s" : "20초 안"
        #expect(screen.contains(within), "the service level's column: \(screen)")
    }

    /// Hour by hour with shifts, at 80×24 and 200×60, English and Korean:
    /// the command's plan, a bar per hour with the arrivals' line over it,
    /// the shifts under the table (scrolled to at 80×24).
    @Test(arguments: Language.allCases, [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func hourByHourIsTheCommandsPlanWithABarAnHour(language: Language, size: Size) throws {
        let day = try file(Self.day)
        let board = try Board(language, size: size)
        board.driver.send(.character("p"))
        set(board, .target, "")
        set(board, .serviceLevel, "80%/2m")
        set(board, .maxAbandon, "5%")
        set(board, .rate, "")
        set(board, .profile, day)
        set(board, .byHour, "hourly")
        #expect(openForm(board)?.text(.days).text == "100", "hour by hour runs 100 days")
        set(board, .shifts, "4h,8h")
        set(board, .depositSeconds, "4m")
        set(board, .loanSeconds, "10m")
        set(board, .loanShare, "20%")
        set(board, .patience, "5m")
        board.driver.send(.enter)
        let shown = try #require(shownResult(board), "\(board.driver.screenText)")
        let command = try BankPlanCommand.parse([
            "--arrival-profile", day, "--by-hour", "--service", "exponential", "--deposit-seconds", "4m",
            "--loan-seconds", "10m", "--loan-share", "20%", "--patience", "5m", "--service-level", "80%/2m",
            "--max-abandon", "5%", "--shifts", "4h,8h"])
        let expected = try command.plannedByHour()
        guard case .hourly(let plan, let days, let shifts) = shown.answer else {
            Issue.record("an hourly answer")
            return
        }
        #expect(plan == expected.plan && days == 100)
        #expect(shifts == Business.allCases.map { ShiftPlan.cover(plan.answer($0).bankers, lengths: [4, 8]) })
        let name = "\(size.width)x\(size.height)-\(language)"
        assertSnapshot(board.driver, named: "bank-planner-by-hour-\(name)")
        let screen = board.driver.screenText
        // 12:00 brings 90 an hour of 312 s on average: 7.8 bankers of work
        // under its 12 bankers; the line is drawn inside the bar.
        let noon = try #require(board.driver.screen.first { $0.contains("│ 12:00") }, "\(screen)")
        #expect(noon.contains("███████│████"), "\(noon)")
        let shiftsWord = language == .en ? "Deposit shifts:" : "예금 근무:"
        if !screen.contains(shiftsWord) {
            for _ in 0..<30 { board.driver.send(.down) }
            assertSnapshot(board.driver, named: "bank-planner-by-hour-scrolled-\(name)")
        }
        #expect(board.driver.screenText.contains(shiftsWord), "\(board.driver.screenText)")
        // Enter goes back to the form with its choices; Esc closes.
        board.driver.send(.enter)
        #expect(openForm(board)?.byHour == true && openForm(board)?.text(.shifts).text == "4h,8h")
        board.driver.send(.escape)
        #expect(board.tab.planner == nil)
    }

    /// Hours no staffing within the most bankers can serve end their bar
    /// with `missed`, and every line still fits the box, at 80×24 in
    /// either language.
    @Test(arguments: Language.allCases)
    func hoursBeyondTheMostBankersSayMissed(language: Language) throws {
        let day = try file(Self.day)
        let board = try Board(language)
        board.driver.send(.character("p"))
        set(board, .target, "5s")
        set(board, .rate, "")
        set(board, .profile, day)
        set(board, .byHour, "hourly")
        set(board, .depositSeconds, "4m")
        set(board, .loanSeconds, "10m")
        set(board, .days, "5")
        set(board, .maximum, "3")
        board.driver.send(.enter)
        let shown = try #require(shownResult(board), "\(board.driver.screenText)")
        guard case .hourly(let plan, _, _) = shown.answer else {
            Issue.record("an hourly answer")
            return
        }
        #expect(!plan.isMet)
        let missed = language == .en ? " missed" : " 미달"
        let rows = board.driver.screen.filter { $0.firstMatch(of: /│ 1[0-9]:00\s/) != nil }
        #expect(rows.contains { $0.contains(missed) }, "\(board.driver.screenText)")
        let view = PlannerResultView(result: shown, top: 0, strings: BankStrings(language))
        #expect(view.tableLines(width: 76).allSatisfy { DisplayWidth.of($0) <= 76 })
        assertSnapshot(board.driver, named: "bank-planner-by-hour-missed-\(language)")
    }

    /// What one field alone cannot say: no target at all, a percentile
    /// without a wait, a cap on who gives up without patience, hour by hour
    /// without a profile or with a percentile, shifts without hour by hour.
    @Test(arguments: [
        ([Field.target: ""], Field.target, PlannerForm.Problem.Kind.noTarget),
        ([.target: "", .percentile: "95", .serviceLevel: "80%/20s"], .percentile, .percentileNeedsWait),
        ([.maxAbandon: "5%"], .maxAbandon, .abandonNeedsPatience),
        ([.byHour: "hourly"], .byHour, .byHourNeedsProfile),
        ([.percentile: "95", .rate: "", .profile: "day.csv", .byHour: "hourly"], .percentile, .byHourNoPercentile),
        ([.shifts: "4h,8h"], .shifts, .shiftsNeedByHour),
    ])
    func whatFieldsAskTogetherIsChecked(values: [Field: String], field: Field, kind: PlannerForm.Problem.Kind) throws {
        for language in Language.allCases {
            let board = try Board(language)
            board.driver.send(.character("p"))
            for each in Field.allCases { if let text = values[each] { set(board, each, text) } }
            board.driver.send(.enter)
            let form = try #require(openForm(board), "nothing ran: \(board.driver.screenText)")
            #expect(form.problem?.kind == kind && form.problem?.field == field && form.focus == field)
            let message = BankStrings(language).plannerProblem(try #require(form.problem))
            #expect(board.driver.screenText.replacingOccurrences(of: "\n", with: " ").contains(String(message.prefix(24))),
                    "\(message) on \(board.driver.screenText)")
        }
    }

    /// Choosing hour by hour turns the opening single day into 100 (and
    /// back); days a person typed stay as typed.
    @Test func theDaysFollowThePlansKindUntilTyped() throws {
        var form = PlannerForm(depositSeconds: 0.7, loanSeconds: 1.1)
        let keys = BankKeys(BankStrings(.en))
        form.focus(.byHour)
        _ = form.handle(.right, keys: keys)
        #expect(form.byHour && form.text(.days).text == "100")
        _ = form.handle(.character(" "), keys: keys)
        #expect(!form.byHour && form.text(.days).text == "1")
        form.set(.days, "7")
        _ = form.handle(.right, keys: keys)
        #expect(form.byHour && form.text(.days).text == "7")
    }

    /// Where the box is shorter than the fields, they scroll with the
    /// focus: the last field is on the screen when it has the focus, with
    /// ↑ beside the first label shown; the first again at the top.
    @Test func theFieldsScrollOnASmallScreen() throws {
        let board = try Board(size: Size(width: 60, height: 20))
        board.driver.send(.character("p"))
        #expect(board.driver.screenText.contains("Target wait"))
        #expect(!board.driver.screenText.contains("Most bankers"))
        #expect(board.driver.screenText.contains("↓ "))
        board.driver.send(.up)
        #expect(openForm(board)?.focus == .maximum)
        #expect(board.driver.screenText.contains("Most bankers"), "\(board.driver.screenText)")
        #expect(!board.driver.screenText.contains("Target wait"))
        #expect(board.driver.screenText.contains("↑ "))
        assertSnapshot(board.driver, named: "bank-planner-form-scrolled-60x20")
        board.driver.send(.down)
        #expect(board.driver.screenText.contains("Target wait"))
    }
}

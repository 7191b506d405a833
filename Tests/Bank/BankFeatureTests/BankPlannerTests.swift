import TextKit
import BankCore
import Foundation
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// `p`: the staffing planner as a form over the board, its bad inputs, its
/// answer beside the command's.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankPlannerTests {
    typealias Board = BankTabTests.Board
    typealias Field = PlannerForm.Field

    /// Types `values` into their fields by keyboard, from the first field
    /// down: Ctrl-U empties a field, Tab goes on, → turns the service. The
    /// rate and the days not given are emptied (everyone at opening, a
    /// million customers) and the service not given is fixed: the questions
    /// these tests ask, whatever the form opens with.
    private func fill(_ board: Board, _ values: [Field: String]) {
        for field in Field.allCases {
            if field == .service {
                guard case .form(let form, _, _)? = board.tab.planner else { continue }
                if form.service.rawValue != (values[.service] ?? "fixed") { board.driver.send(.right) }
            } else if field == .byHour {
                guard case .form(let form, _, _)? = board.tab.planner else { continue }
                if form.value(.byHour) != (values[.byHour] ?? "steady") { board.driver.send(.right) }
            } else if let text = values[field] ?? ([.rate, .days].contains(field) ? "" : nil) {
                board.driver.send(.control("u"))
                board.driver.type(text)
            }
            board.driver.send(.tab)
        }
    }

    private func openForm(_ board: Board) -> PlannerForm? { board.plannerForm }

    private func shownResult(_ board: Board) -> PlanResult? { board.plannerResult }

    private func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-planner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: Language.allCases)
    func pOpensTheFormAndEscClosesIt(language: Language) throws {
        let board = try Board(language)
        #expect(board.tab.activeKeys.keyHints.map(\.keys).contains("p"))
        board.driver.send(.character("p"))
        #expect(board.tab.capturesKeys)
        assertSnapshot(board.driver, named: "bank-p-opens-the-form-and-esc-closes-it-1-\(language)")
        // Typed letters go to the fields, not to the board ('a' adds no one);
        // the target's 60 is selected as the form opens, so 'a' replaces it.
        board.driver.send(.character("a"))
        #expect(board.tab.board.isEmpty)
        #expect(openForm(board)?.text(.target).text == "a")
        board.driver.send(.escape)
        #expect(board.tab.planner == nil && !board.tab.capturesKeys)
        assertSnapshot(board.driver, named: "bank-p-opens-the-form-and-esc-closes-it-2-\(language)")
    }

    /// 90 customers an hour at lunch; how many deposit bankers keep the
    /// 95th percentile wait under 2 minutes? The tab and `bankui bank plan`
    /// give the same plan for the same inputs and seed.
    @Test(arguments: Language.allCases)
    func theLunchQuestionAgreesWithTheCommand(language: Language) throws {
        let profile = try file("lunch.csv", "hour,customers_per_hour\n11,40\n12,90\n13,60\n")
        let board = try Board(language)
        board.driver.send(.character("p"))
        fill(board, [.target: "120", .percentile: "95", .profile: profile, .service: "exponential",
                     .depositSeconds: "240", .loanShare: "0", .days: "2000"])
        board.driver.send(.enter)
        let shown = try #require(shownResult(board), "the plan's result is shown: \(board.driver.screenText)")
        let command = try BankPlanCommand.parse([
            "--arrival-profile", profile, "--days", "2000", "--service", "exponential", "--deposit-seconds", "240",
            "--loan-share", "0", "--target-wait", "120", "--percentile", "95"])
        let expected = try command.planned()
        #expect(shown.steadyPlan == expected.plan)
        #expect(shown.model == expected.model)
        #expect(shown.steadyPlan?.deposit.bankers == 9)
        assertSnapshot(board.driver, named: "bank-the-lunch-question-agrees-with-the-command-1-\(language)")
        // Enter goes back to the form as it was; Esc closes.
        board.driver.send(.enter)
        #expect(openForm(board)?.text(.days).text == "2000")
        board.driver.send(.escape)
        #expect(board.tab.planner == nil)
    }

    @Test(arguments: [
        (Field.rate, "0"), (.rate, "-3"), (.rate, "1e9"), (.rate, "ten"), (.target, "0"), (.target, "abc"),
        (.serviceLevel, "80%"), (.serviceLevel, "120%/20s"), (.maxOccupancy, "2"), (.maxAbandon, "-1%"),
        (.shifts, "4h,30m"), (.shifts, "0h"), (.patience, "0"), (.patience, "soon"), (.percentile, "0"), (.percentile, "101"), (.percentile, "p"), (.loanShare, "1.5"),
        (.depositSeconds, "0"), (.days, "0"), (.seed, "-1"), (.maximum, "1001"), (.maximum, "2.5"),
    ])
    func aFieldThatCannotBeReadIsNamedAndFocused(field: Field, text: String) throws {
        let board = try Board()
        board.driver.send(.character("p"))
        var values: [Field: String] = [field: text]
        if field == .days { values[.rate] = "2" }
        fill(board, values)
        board.driver.send(.enter)
        let form = try #require(openForm(board), "nothing ran")
        #expect(form.problem?.field == field)
        #expect(form.focus == field)
        let message = BankStrings(.en).plannerProblem(try #require(form.problem))
        #expect(message.hasPrefix(BankStrings(.en).fieldLabel(field)))
        #expect(board.driver.screenText.contains(String(message.prefix(30))))
    }

    @Test(arguments: Language.allCases)
    func aRateAndAProfileTogetherAndDaysWithoutArrivalsAreRefused(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("p"))
        fill(board, [.rate: "2", .profile: "lunch.csv"])
        board.driver.send(.enter)
        #expect(openForm(board)?.problem?.kind == .rateAndProfile)
        assertSnapshot(board.driver, named: "bank-a-rate-and-a-profile-together-and-days-without-arrivals-are-refused-1-\(language)")
        let other = try Board(language)
        other.driver.send(.character("p"))
        fill(other, [.days: "3"])
        other.driver.send(.enter)
        #expect(openForm(other)?.problem?.kind == .daysNeedArrivals)
    }

    /// Days at a rate that bring more customers than a run takes are
    /// refused in the form, before any work, with the limit.
    @Test func daysThatAskForTooManyCustomersAreRefused() throws {
        let board = try Board()
        board.driver.send(.character("p"))
        fill(board, [.rate: "100000", .days: "100000"])
        board.driver.send(.enter)
        let form = try #require(openForm(board), "nothing ran")
        #expect(form.problem?.field == .days)
        #expect(form.problem.map { BankStrings(.en).plannerProblem($0) }?.contains("at most 100,000,000 a plan") == true)
    }

    @Test func aProfileThatCannotBeUsedIsSaidWithItsLine() throws {
        let cases: [(String?, String)] = [
            (nil, "No such file or directory"),
            ("hour,customers_per_hour\n11,40\n13,60\n", "line 3: hour 12 is missing"),
            ("hour,customers_per_hour\n", "no hours"),
            ("11,abc\n", "line 1: hour 11: 'abc' is not a number"),
        ]
        for (text, said) in cases {
            let path = try text.map { try file("profile.csv", $0) } ?? "/nonexistent/bankui/lunch.csv"
            let board = try Board()
            board.driver.send(.character("p"))
            fill(board, [.profile: path, .days: "1"])
            board.driver.send(.enter)
            guard case .form(_, running: false, failure: .some(let failure)) = board.tab.planner else {
                Issue.record("no failure for \(text ?? "a missing file")")
                continue
            }
            let message = BankStrings(.en).planFailure(failure)
            #expect(message.contains(said), "\(message)")
            #expect(board.driver.screenText.contains(String(message.prefix(20))), "\(board.driver.screenText)")
            #expect(board.driver.screenText.contains("│ Or profile file: "), "named with its field")
            #expect(openForm(board)?.focus == .profile, "the file's field takes the focus")
        }
    }

    /// A field's value is selected when the field takes the focus: typing
    /// replaces it (95, not mean95); ← → Home End keep it and move.
    @Test func typingReplacesAPrefilledValueAndMovingKeysKeepIt() throws {
        let board = try Board()
        board.driver.send(.character("p"))
        board.driver.type("30")
        board.driver.send(.down)
        board.driver.type("95")
        for _ in 0..<9 { board.driver.send(.down) }
        board.driver.send(.end)
        board.driver.type("5")
        board.driver.send(.tab, .home)
        board.driver.type("2")
        board.driver.send(.tab, .tab, .tab, .tab, .backspace)
        let form = try #require(openForm(board))
        #expect(form.text(.target).text == "30" && form.text(.percentile).text == "95")
        #expect(form.text(.depositSeconds).text == "0.75" && form.text(.loanSeconds).text == "21.1")
        #expect(form.focus == .seed && form.text(.seed).text == "", "Backspace removes a selected value")
    }

    /// A refused field gets the focus with its value selected: typing the
    /// right one replaces the wrong one.
    @Test(arguments: Language.allCases)
    func aRefusedValueIsSelectedSoTypingReplacesIt(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("p"), .down)
        board.driver.type("101")
        board.driver.send(.tab, .tab, .tab)
        board.driver.send(.enter)
        var form = try #require(openForm(board))
        #expect(form.focus == .percentile && form.problem?.field == .percentile)
        #expect(form.text(.percentile).isSelected)
        assertSnapshot(board.driver, named: "bank-a-refused-value-is-selected-so-typing-replaces-it-1-\(language)")
        board.driver.type("99")
        form = try #require(openForm(board))
        #expect(form.text(.percentile).text == "99")
    }

    /// The hint bar shows what moves between fields, what submits and what
    /// closes, and Ctrl-G for the text keys while a text field has them.
    @Test func theHintBarShowsTheFormsKeys() throws {
        let board = try Board()
        board.driver.send(.character("p"))
        let hints = board.driver.screen.last ?? ""
        for hint in ["↑↓/Tab Field", "Enter Plan", "Esc Close", "Ctrl-G"] {
            #expect(hints.contains(hint), "\(hint) in \(hints)")
        }
        for _ in 0..<7 { board.driver.send(.down) }
        let onPlan = board.driver.screen.last ?? ""
        #expect(openForm(board)?.focus == .byHour)
        #expect(onPlan.contains("←→ Choose") && !onPlan.contains("Ctrl-G"), "\(onPlan)")
        for _ in 0..<2 { board.driver.send(.down) }
        let onService = board.driver.screen.last ?? ""
        #expect(openForm(board)?.focus == .service)
        #expect(onService.contains("←→ Choose") && !onService.contains("Ctrl-G"), "\(onService)")
    }

    @Test func aProfileWithBOMAndCRLFIsRead() throws {
        let path = try file("lunch.csv", "\u{FEFF}hour,customers_per_hour\r\n11,40\r\n12,90\r\n")
        let board = try Board()
        board.driver.send(.character("p"))
        fill(board, [.profile: path, .days: "3", .target: "30"])
        board.driver.send(.enter)
        let shown = try #require(shownResult(board), "\(board.driver.screenText)")
        let expected = try ArrivalProfile(firstHour: 11, perHour: [40, 90])
        #expect(shown.model.arrivals == ArrivalProcess.profile(expected))
    }

    /// No staffing within the most bankers meets the target: the table and
    /// the best figure reached, as the command says it.
    @Test(arguments: Language.allCases)
    func anUnreachableTargetSaysTheBestReached(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("p"))
        fill(board, [.target: "1", .rate: "600", .days: "1", .maximum: "2"])
        board.driver.send(.enter)
        let shown = try #require(shownResult(board))
        #expect(shown.steadyPlan?.deposit.bankers == nil)
        assertSnapshot(board.driver, named: "bank-an-unreachable-target-says-the-best-reached-1-\(language)")
    }

    /// At the smallest screen the table drops columns rather than cut the verdict.
    @Test func theTableKeepsItsVerdictOnTheSmallestScreen() throws {
        let board = try Board(size: Size(width: 60, height: 20))
        board.driver.send(.character("p"))
        fill(board, [.target: "120", .percentile: "95", .rate: "1.5", .service: "exponential",
                     .depositSeconds: "240", .loanShare: "0", .days: "20"])
        board.driver.send(.enter)
        #expect(shownResult(board) != nil)
        let rows = board.driver.screen.filter { $0.firstMatch(of: /│ deposit +[0-9]+ +[0-9]/) != nil }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.firstMatch(of: /(missed|met) *│$/) != nil }, "\(board.driver.screenText)")
    }

    /// Times with units, shares and percentiles with a percent sign are
    /// read as the command reads them; a time that is none says which forms
    /// it takes.
    @Test func theFormReadsTimesWithUnitsAndPercents() throws {
        var form = PlannerForm(depositSeconds: 0.7, loanSeconds: 1.1)
        form.set(.target, "2m")
        form.set(.percentile, "95%")
        form.set(.rate, "3")
        form.set(.depositSeconds, "4m")
        form.set(.loanSeconds, "1m30s")
        form.set(.loanShare, "30%")
        let request = try form.request().get()
        #expect(request.target == StaffingPlanner.Target(seconds: 120, percentile: 95))
        #expect(request.service.depositSeconds == 240)
        #expect(request.service.loanSeconds == 90)
        #expect(request.loanShare == 0.3)
        form.set(.target, "2 minutes")
        guard case .failure(let problem) = form.request() else {
            Issue.record("'2 minutes' is not read")
            return
        }
        #expect(problem.field == .target)
        #expect(BankStrings(.en).plannerProblem(problem)
            == "Target wait: a time from 0.001 to 1000000000 seconds (90, 90s, 2m, 1h30m), not '2 minutes'")
        form.set(.target, "60")
        form.set(.loanShare, "130%")
        guard case .failure(let share) = form.request() else {
            Issue.record("130% is not a share")
            return
        }
        #expect(BankStrings(.en).plannerProblem(share) == "Loan share: 0 to 1, or 0% to 100% (0.3, 30%), not '130%'")
    }

    /// Opened and run as it is, the planner answers: a day of a customer a
    /// second, exponential service with the board's means, every target
    /// met (it said "not reachable within 1000 bankers" when everyone came
    /// at opening). What was typed is there the next time it opens.
    @Test func theDefaultsAnswerAndTheFormRemembersWhatWasTyped() throws {
        let board = try Board()
        board.driver.send(.character("p"))
        let opened = try #require(openForm(board))
        #expect(opened.text(.rate).text == "60" && opened.text(.days).text == "1" && opened.service == .exponential)
        board.driver.send(.enter)
        let result = try #require(shownResult(board), "\(board.driver.screenText)")
        #expect(result.steadyPlan?.isMet == true)
        #expect(result.steadyPlan?.deposit.bankers == 1 && result.steadyPlan?.loan.bankers == 1)
        #expect(!board.driver.screenText.contains("not reachable"))

        board.driver.send(.enter)  // back to the form
        board.driver.type("2m")    // the target, selected, replaced
        board.driver.send(.escape)
        #expect(board.tab.planner == nil)
        board.driver.send(.character("p"))
        let again = try #require(openForm(board))
        #expect(again.text(.target).text == "2m")
        #expect(again.focus == .target)
    }

    /// Waits read as a person writes them: under a minute to the
    /// millisecond, then the two largest units.
    @Test func waitsAreSpokenInTheirLargestUnits() {
        #expect(PlanningText.spoken(45.2534) == "45.253 s")
        #expect(PlanningText.spoken(0) == "0 s")
        #expect(PlanningText.spoken(20) == "20 s" && PlanningText.spoken(0.01) == "0.01 s")
        #expect(PlanningText.spoken(59.9996) == "1 min")
        #expect(PlanningText.spoken(125) == "2 min 5 s")
        #expect(PlanningText.spoken(3780) == "1 h 3 min")
        #expect(PlanningText.spoken(3600.4) == "1 h")
        #expect(PlanningText.spoken(100_057_534.465) == "1158 d 1 h")
        #expect(PlanningText.spoken(125, korean: true) == "2분 5초")
        #expect(PlanningText.spoken(3780, korean: true) == "1시간 3분")
        #expect(PlanningText.spoken(12.5, korean: true) == "12.5초")
    }

    /// A board whose arrivals are a steady rate opens the planner on it.
    @Test func theBoardsRateIsThePlannersFirstRate() throws {
        let board = try Board()
        board.tab.appliedOptions = ArrivalOptionsForm(mode: .steady, rate: "7.5", profile: "", loanShare: "", service: .fixed)
        board.driver.send(.character("p"))
        #expect(openForm(board)?.text(.rate).text == "7.5")
    }

    @Test func anAnswerForAPlanClosedBeforeItCameIsDropped() throws {
        let board = try Board()
        board.driver.send(.character("p"))
        let old = board.tab.planRun
        board.driver.send(.escape)
        board.driver.send(.character("p"))
        let request = try PlannerForm(depositSeconds: 0.7, loanSeconds: 1.1).request().get()
        board.tab.planner = .form(PlannerForm(depositSeconds: 0.7, loanSeconds: 1.1), running: true, failure: nil)
        _ = board.tab.receive(PlannerAnswer(run: old, outcome: .failed(.notText(path: "x"))))
        #expect(board.tab.planner == .form(PlannerForm(depositSeconds: 0.7, loanSeconds: 1.1), running: true, failure: nil))
        _ = request
    }

    /// Esc while a plan runs cancels its work: the run stops at its next
    /// look, unplanned, having simulated fewer customers than asked, its
    /// answer never reaches the tab, and the next plan starts at once.
    @Test func escCancelsAPlanOnItsWayAndTheNextStartsAtOnce() throws {
        let board = try Board()
        board.harness.effects.holdsCancellableWork = true
        board.driver.send(.character("p"))
        board.driver.send(.enter)  // the form's defaults: a million customers at opening
        guard case .form(_, running: true, _)? = board.tab.planner else {
            Issue.record("the plan is on its way")
            return
        }
        #expect(board.harness.effects.heldWork.map(\.id) == [BankTab.planWork])
        board.driver.send(.escape)
        #expect(board.tab.planner == nil)
        #expect(board.harness.effects.cancelled == [BankTab.planWork], "Esc cancels the plan's work")
        let answers = board.harness.effects.runHeldWork()
        let answer = try #require(answers.first as? PlannerAnswer)
        guard case .cancelled(let simulated) = answer.outcome else {
            Issue.record("the plan ran to its end: \(answer.outcome)")
            return
        }
        #expect(simulated < PlanRequest.defaultCustomers, "stopped after \(simulated) customers")
        #expect(board.tab.planner == nil, "nothing of it reaches the tab")

        // The next plan: its own work, not cancelled, answered in full.
        board.driver.send(.character("p"))
        fill(board, [.rate: "1.5", .days: "20"])
        board.driver.send(.enter)
        #expect(board.harness.effects.heldWork.map { $0.cancellation.isCancelled } == [false])
        board.harness.effects.runHeldWork()
        #expect(shownResult(board) != nil, "the next plan's answer is shown")
        #expect(board.harness.effects.cancelled == [BankTab.planWork])
    }

    @Test(arguments: [Language.en, .ko])
    func snapshotsOfTheFormAndTheResult(language: Language) throws {
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            let board = try Board(language, size: size)
            board.driver.send(.character("p"))
            let name = "\(size.width)x\(size.height)-\(language)"
            assertSnapshot(board.driver, named: "bank-planner-form-\(name)")
            // 90 customers an hour, deposits of 4 minutes on average.
            fill(board, [.target: "120", .percentile: "95", .rate: "1.5", .service: "exponential",
                         .depositSeconds: "240", .loanShare: "0", .days: "200"])
            board.driver.send(.enter)
            #expect(shownResult(board) != nil)
            assertSnapshot(board.driver, named: "bank-planner-result-\(name)")
            board.driver.send(.enter)
            board.driver.send(.control("u"))
            board.driver.type("ten")
            board.driver.send(.enter)
            assertSnapshot(board.driver, named: "bank-planner-problem-\(name)")
        }
    }

    /// The answer is headed by what was asked, as the command prints it
    /// (in Korean in Korean), and reads as a person writes: the target and
    /// the waits spoken (`1 min`, `0 s`), `1 run` not `1 runs`.
    @Test(arguments: Language.allCases)
    func theAnswerSaysWhatWasAskedInWords(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("p"))
        board.driver.send(.enter)
        let result = try #require(shownResult(board), "\(board.driver.screenText)")
        let lines = PlannerResultView(result: result, top: 0, strings: BankStrings(language)).answerLines
        let runs = try #require(result.steadyPlan?.runs)
        let inputs = language == .en
            ? "arrivals 60 a minute (Poisson); service exponential, deposit 0.7 s, loan 1.1 s; loan or deposit by coin toss"
            : "도착: 분당 60명 (포아송); 처리 시간: 지수 분포, 예금 0.7초, 대출 1.1초; 대출·예금은 반반 무작위"
        #expect(lines.first == inputs)
        #expect(lines.dropFirst().first == (language == .en ? "Target: mean wait at most 1 min" : "목표: 평균 대기 1분 이하"))
        #expect(lines.dropFirst(2).first == (language == .en
            ? "Planned by simulating the same day \(runs) \(runs == 1 ? "time" : "times") (seed 1)."
            : "같은 날을 \(runs)번 시뮬레이션해 계획했어요 (시드 1)."))
        let screen = board.driver.screenText
        #expect(!screen.contains("1 runs") && !screen.contains("1 times") && !screen.contains("60.000")
            && !screen.contains(".000 s)"), "\(screen)")
        #expect(screen.contains(String(inputs.prefix(30))), "the inputs line is on the screen: \(screen)")
    }

    /// Keys typed while a plan is on its way are not dropped silently: the
    /// form says why they do nothing (it takes keys again when the answer
    /// comes; Esc stops the plan), and the answer still comes.
    @Test(arguments: Language.allCases, [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func keysTypedWhilePlanningAreAnswered(language: Language, size: Size) throws {
        let board = try Board(language, size: size)
        board.harness.effects.holdsCancellableWork = true
        board.driver.send(.character("p"))
        board.driver.send(.enter)
        let said = language == .en ? "typing does nothing until the answer comes" : "답이 나올 때까지"
        #expect(!board.driver.screenText.contains(said))
        board.driver.send(.character("x"), .up)
        guard case .form(let form, running: true, _)? = board.tab.planner else {
            Issue.record("the plan is still on its way")
            return
        }
        #expect(form.text(.target).text == "60", "nothing typed into the form")
        #expect(board.driver.screenText.contains(said), "\(board.driver.screenText)")
        assertSnapshot(board.driver, named: "bank-keys-typed-while-planning-\(size.width)x\(size.height)-\(language)")
        board.harness.effects.runHeldWork()
        board.driver.redraw()
        #expect(shownResult(board) != nil, "the answer comes")
        #expect(!board.driver.screenText.contains(said))
    }

    /// Alt-q while a plan is on its way quits at once: no question, the
    /// plan's work stopped, and the form kept for the next start.
    @Test func altQWhilePlanningQuitsAtOnce() throws {
        let step = RecordingQuitStep()
        let board = try Board(quitSteps: [step])
        board.harness.effects.holdsCancellableWork = true
        board.driver.send(.character("p"))
        board.driver.type("2m")
        board.driver.send(.enter)
        board.driver.send(.alt("q"))
        #expect(board.driver.didQuit)
        #expect(step.drafts?[.bank] != nil, "the form is kept")
    }
}

extension BankTabTests.Board {
    /// The planner's form, when it shows (not its result).
    var plannerForm: PlannerForm? {
        if case .form(let form, _, _) = tab.planner { return form }
        return nil
    }

    /// The planner's result, when it shows.
    var plannerResult: PlanResult? {
        if case .result(_, let result, _) = tab.planner { return result }
        return nil
    }
}

import TextKit
import BankCore
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// The planner form and the arrival options, half typed, kept when bankui
/// stops and opened again at the next start.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankDraftTests {
    typealias Board = BankTabTests.Board

    /// Ctrl-C in the middle of a form: the drafts the shell hands its quit
    /// steps, as the program keeps them in its database.
    private func stop(_ board: Board, _ step: RecordingQuitStep) throws -> String {
        board.driver.send(.control("c"))
        #expect(board.driver.didQuit)
        return try #require(step.drafts?[.bank])
    }

    @Test(arguments: Language.allCases)
    func aHalfTypedPlanComesBackWhereItWas(language: Language) throws {
        let step = RecordingQuitStep()
        let before = try Board(language, quitSteps: [step])
        before.driver.send(.character("p"))
        before.driver.type("30")
        before.driver.send(.down)
        before.driver.type("9")
        let draft = try stop(before, step)

        let after = try Board(language)
        after.harness.shell.restoreDrafts([.bank: draft])
        after.driver.redraw()
        guard case .form(let form, running: false, failure: nil)? = after.tab.planner else {
            Issue.record("the planner is open again")
            return
        }
        #expect(form.text(.target).text == "30" && form.text(.percentile).text == "9")
        #expect(form.focus == .percentile, "the focus in the field it was in")
        assertSnapshot(after.driver, named: "bank-a-half-typed-plan-comes-back-where-it-was-1-\(language)")
        after.driver.type("5")
        #expect(after.tab.planner.flatMap(Self.form)?.text(.percentile).text == "95", "typing goes on where it was")
    }

    @Test func aHalfTypedOptionsFormComesBackAndApplies() throws {
        let step = RecordingQuitStep()
        let before = try Board(quitSteps: [step])
        before.driver.send(.character("o"), .right, .tab)
        before.driver.type("12")
        for _ in 0..<3 { before.driver.send(.down) }
        before.driver.send(.right)
        let draft = try stop(before, step)

        let after = try Board(.ko)
        after.harness.shell.restoreDrafts([.bank: draft])
        let form = try #require(after.tab.optionsPanel?.form)
        #expect(form.mode == .steady && form.text(.rate).text == "12" && form.service == .exponential)
        #expect(form.focus == .service)
        after.driver.send(.enter)
        #expect(after.tab.optionsPanel == nil)
        #expect(after.tab.liveArrivals?.process == .steady(perMinute: 12))
        #expect(after.tab.simulation.lobby.configuration.serviceKind == .exponential)
    }

    /// A planner showing its result keeps the form it came from.
    @Test func nothingTypedIsNoDraftAndAnotherShapeIsNotOpened() throws {
        let board = try Board()
        #expect(board.tab.draft == nil)
        board.driver.send(.character("p"))
        #expect(board.tab.draft == nil, "the planner as it opens")
        board.driver.send(.down, .up)
        #expect(board.tab.draft == nil, "moving is not typing")
        board.driver.send(.escape, .character("o"), .right, .left)
        #expect(board.tab.draft == nil, "the options as they were applied")
        board.driver.send(.escape)
        #expect(!board.tab.restoreDraft(#"{"kind":"bank.other"}"#))
        #expect(!board.tab.restoreDraft("not json"))
        #expect(board.tab.planner == nil && board.tab.optionsPanel == nil)
    }

    /// The planner's last inputs outlive a restart: a plan asked for and
    /// closed, `q` (which asks nothing: nothing is being typed), and at the
    /// next start the board shows as it was, without a word of anything
    /// restored, and `p` opens on those inputs.
    @Test(arguments: Language.allCases)
    func thePlannersLastInputsOutliveARestart(language: Language) throws {
        let step = RecordingQuitStep()
        let before = try Board(language, quitSteps: [step])
        before.driver.send(.character("p"))
        before.driver.type("2m")
        before.driver.send(.down)
        before.driver.type("95")
        before.driver.send(.enter)
        before.driver.send(.escape)
        #expect(before.tab.planner == nil)
        before.driver.send(.character("q"))
        #expect(before.driver.didQuit, "q quits at once: \(before.driver.screenText)")
        let draft = try #require(step.drafts?[.bank], "the last inputs are kept")

        let after = try Board(language)
        after.harness.shell.restoreDrafts([.bank: draft])
        after.driver.redraw()
        #expect(after.tab.planner == nil, "the board, as bankui was left")
        #expect(!after.driver.screenText.contains(language == .en ? "Restored" : "되살렸"), "\(after.driver.screenText)")
        after.driver.send(.character("p"))
        let form = try #require(after.tab.planner.flatMap(Self.form))
        #expect(form.text(.target).text == "2m" && form.text(.percentile).text == "95")
        #expect(form.focus == .target && form.text(.target).isSelected)
    }

    /// A kept draft that cannot be used gives the planner's defaults, never
    /// a crash: not JSON, fields of the wrong kind, values that do not read,
    /// a service or a focus that does not exist.
    @Test(arguments: [
        #"{"kind":"bank.forms.1","lastPlanner":{"fields":{"target":"abc","service":"warp"},"focus":"nowhere"}}"#,
        #"{"kind":"bank.forms.1","lastPlanner":{"fields":{"rate":"5","profile":"lunch.csv"},"focus":"rate"}}"#,
        #"{"kind":"bank.forms.1","lastPlanner":{"fields":7,"focus":"target"}}"#,
        #"{"kind":"bank.forms.1","lastPlanner":{"fields":{"target":"1e999999"}}}"#,
        #"{"kind":"bank.forms.1","lastPlanner":null,"planner":null}"#,
        #"{"kind":"bank.forms.1","lastPlanner":{"fields":{"target":""#,
        "",
    ])
    func aMalformedKeptPlannerGivesTheDefaults(text: String) throws {
        let board = try Board()
        _ = board.tab.restoreDraft(text)
        board.driver.redraw()
        #expect(board.tab.planner == nil)
        board.driver.send(.character("p"))
        let form = try #require(board.tab.planner.flatMap(Self.form))
        #expect(form == board.tab.openingPlannerForm(), "the defaults")
        board.driver.send(.enter)
        #expect(board.driver.screenText.contains("Deposit bankers: 1"), "and they answer: \(board.driver.screenText)")
    }

    private static func form(_ panel: PlannerPanel) -> PlannerForm? {
        if case .form(let form, _, _) = panel { form } else { nil }
    }
}

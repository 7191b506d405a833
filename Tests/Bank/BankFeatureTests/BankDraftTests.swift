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

    private static func form(_ panel: PlannerPanel) -> PlannerForm? {
        if case .form(let form, _, _) = panel { form } else { nil }
    }
}

import AppRoot
import BankCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
@testable import BankFeature

/// The bank's lists move with the user's list keys (`[keys.list]`), as
/// every other list does: the waiting column and the plan's rows.
@MainActor
@Suite struct BankUserKeysTests {
    private func board(_ keys: KeyOverrides) -> TabHarness<BankTab> {
        TabHarness(.bank, keys: keys, clock: ManualClock()) { _ in
            BankTab(language: .en, configuration: .seed, keys: keys, random: SeededRandomNumberGenerator(seed: 7),
                    serviceRandom: SeededRandomNumberGenerator(seed: 8))
        }
    }

    private let userKeys: KeyOverrides = {
        // Parsed as the program parses the user's file.
        (try? UserConfig.parse("[keys.list]\nup = [\"w\"]\ndown = [\"s\"]\n", file: "config.toml").keys) ?? .none
    }()

    @Test func theWaitingColumnScrollsWithTheUsersKeys() {
        let bank = board(userKeys)
        bank.send(.character("a"), .character("a"))  // 17 wait: more than the column shows
        #expect(bank.tab.waitingScroll.offset == 0)
        bank.send(.character("s"), .character("s"))
        #expect(bank.tab.waitingScroll.offset == 2)
        bank.send(.character("w"))
        #expect(bank.tab.waitingScroll.offset == 1)
        bank.send(.down)  // no longer a list key
        #expect(bank.tab.waitingScroll.offset == 1)
    }

    @Test func thePlansRowsScrollWithTheUsersKeys() throws {
        let bank = board(userKeys)
        bank.send(.character("p"))
        // Typed into the form by keyboard, as a person does.
        let values: [PlannerForm.Field: String] = [.target: "1", .rate: "600", .days: "1", .maximum: "30"]
        for field in PlannerForm.Field.allCases {
            if field != .service, let text = values[field] {
                bank.send(.control("u"))
                bank.type(text)
            }
            bank.send(.tab)
        }
        bank.send(.enter)
        guard case .result(_, let result, let top)? = bank.tab.planner else { Issue.record("no result"); return }
        #expect((result.steadyPlan?.candidates.count ?? 0) > 3)
        #expect(top == 0)
        bank.send(.character("s"), .character("s"))
        guard case .result(_, _, let moved)? = bank.tab.planner else { Issue.record("no result"); return }
        #expect(moved == 2)
        bank.send(.character("w"))
        guard case .result(_, _, let back)? = bank.tab.planner else { Issue.record("no result"); return }
        #expect(back == 1)
    }
}

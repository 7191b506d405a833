import TextKit
import BankCore
import Shell
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TabKit
import TerminalUI

/// The app shell with the tabs of this build.
extension AppShell {
    /// The shell with every available tab.
    public static func withEveryTab(context: AppContext, initial: TabID?, quitSteps: [QuitStep] = [],
                                    onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) -> AppShell {
        AppShell(language: context.language, tabs: TabEntry.all.map { $0.make(context) }, initial: initial,
                 quitSteps: quitSteps, keys: context.keys, onTabChange: onTabChange)
    }

    /// The shell on an in-memory database, for benchmarks and screen tests;
    /// background results are delivered without a redraw request.
    public static func inMemory(language: Language = .en, initial: TabID? = nil,
                                bankConfiguration: BankConfiguration = .seed, keys: KeyOverrides = .none) throws -> AppShell {
        let router = MessageRouter()
        let context = AppContext(language: language, database: try AppDatabase.inMemory(schema: AppTables.schema), messengers: router,
                                 bankConfiguration: bankConfiguration, keys: keys)
        let shell = withEveryTab(context: context, initial: initial)
        router.connect(shell: shell, redraw: {})
        return shell
    }
}

import BankCore
import Dispatch
import ConsoleKit
import Foundation
import BankFeature
import CalculatorFeature
import JuiceFeature
import KanbanCore
import KanbanFeature
import Storage
import Shell
import TabKit
import TerminalUI
import TimetableFeature

/// What the tabs are made from: the language, the database, the way back
/// to the main actor for background results, and each tab's options.
@MainActor
public struct AppContext {
    public let language: Language
    public let database: AppDatabase
    /// Makes each tab's messenger; set up by the composition root.
    public let messengers: MessageRouter
    /// Bank staffing and service times, for the bank tab's factory only.
    public let bankConfiguration: BankConfiguration
    /// Where the database lives (nil: in memory); files the tabs write go there.
    public let dataDirectory: URL?

    public init(language: Language, database: AppDatabase, messengers: MessageRouter,
                bankConfiguration: BankConfiguration = .seed, dataDirectory: URL? = nil) {
        self.language = language
        self.database = database
        self.messengers = messengers
        self.bankConfiguration = bankConfiguration
        self.dataDirectory = dataDirectory
    }
}

/// The one list of tabs: a new tab adds one entry here.
public struct TabEntry: Sendable {
    /// Which tab.
    public let id: TabID
    /// Its keys, for `bankui keys` and the key documentation.
    public let keySections: @Sendable @MainActor (Language) -> [KeySection]
    /// Builds the tab.
    public let make: @MainActor (AppContext) -> TabScreen

    /// Every tab of this build, in tab-bar order.
    public static let all: [TabEntry] = [
        TabEntry(id: .bank, keySections: BankTab.keySections) { context in
            BankTab(language: context.language, configuration: context.bankConfiguration,
                    messenger: context.messengers.messenger(for: .bank))
        },
        TabEntry(id: .kanban, keySections: KanbanTab.keySections) { context in
            KanbanTab(language: context.language, database: context.database, calendar: KanbanCalendar(),
                      messenger: context.messengers.messenger(for: .kanban))
        },
        TabEntry(id: .juice, keySections: JuiceTab.keySections) { context in
            JuiceTab(language: context.language, database: context.database,
                     messenger: context.messengers.messenger(for: .juice))
        },
        TabEntry(id: .calculator, keySections: CalculatorTab.keySections) { context in
            CalculatorTab(language: context.language, database: context.database,
                          messenger: context.messengers.messenger(for: .calculator))
        },
        TabEntry(id: .timetable, keySections: TimetableTab.keySections) { context in
            TimetableTab(language: context.language, database: context.database, exportDirectory: context.dataDirectory,
                         messenger: context.messengers.messenger(for: .timetable))
        },
    ]

    /// The tabs this build has.
    public static var available: [TabID] { all.map(\.id) }
}

/// Builds the interface: the tabs of this build inside the app shell.
@MainActor
public enum Interface {
    /// The shell with every available tab.
    public static func makeShell(context: AppContext, initial: TabID?,
                                 onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) -> AppShell {
        let shell = AppShell(language: context.language, tabs: TabEntry.all.map { $0.make(context) }, initial: initial,
                             onTabChange: onTabChange)
        return shell
    }

    /// The shell on an in-memory database, for benchmarks and screen tests;
    /// background results are delivered without a redraw request.
    public static func makeInMemoryShell(language: Language = .en, initial: TabID? = nil,
                                         bankConfiguration: BankConfiguration = .seed) throws -> AppShell {
        let router = MessageRouter()
        let context = AppContext(language: language, database: try AppDatabase.inMemory(), messengers: router,
                                 bankConfiguration: bankConfiguration)
        let shell = makeShell(context: context, initial: initial)
        router.connect(shell: shell, redraw: {})
        return shell
    }
}

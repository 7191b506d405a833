import TextKit
import BankCore
import Dispatch
import ConsoleKit
import Foundation
import BankFeature
import CalculatorFeature
import JuiceFeature
import KanbanCore
import KanbanFeature
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import Shell
import TabKit
import TerminalUI
import TimetableFeature

/// The one list of tabs: a new tab adds one entry here.
public struct TabEntry: Sendable {
    /// Which tab.
    public let id: TabID
    /// Its keys with the user's, for `bankui keys`, the key documentation
    /// and the config file.
    public let keySections: @Sendable @MainActor (Language, KeyOverrides) -> [KeySection]
    /// Builds the tab.
    public let make: @MainActor (AppContext) -> TabScreen

    /// Every tab of this build, in tab-bar order.
    public static let all: [TabEntry] = [
        TabEntry(id: .bank, keySections: BankTab.keySections) { context in
            BankTab(language: context.language, configuration: context.bankConfiguration, keys: context.keys)
        },
        TabEntry(id: .kanban, keySections: KanbanTab.keySections) { context in
            let tab = KanbanTab(language: context.language, database: context.database, calendar: KanbanCalendar(),
                                keys: context.keys, person: context.person, readOnly: context.readOnly)
            tab.onEditing = context.kanbanEditing
            return tab
        },
        TabEntry(id: .juice, keySections: JuiceTab.keySections) { context in
            JuiceTab(language: context.language, database: context.database, keys: context.keys)
        },
        TabEntry(id: .calculator, keySections: CalculatorTab.keySections) { context in
            CalculatorTab(language: context.language, database: context.database, keys: context.keys)
        },
        TabEntry(id: .timetable, keySections: TimetableTab.keySections) { context in
            TimetableTab(language: context.language, database: context.database, exportDirectory: context.dataDirectory,
                         keys: context.keys)
        },
    ]

    /// The tabs this build has.
    public static var available: [TabID] { all.map(\.id) }

    /// The tab with this number on the tab bar, if this build has it.
    public static func tab(numbered number: Int) -> TabID? { available.first { $0.rawValue == number } }
}

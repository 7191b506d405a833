import TextKit
import BankCore
import Foundation
import Shell
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TabKit
import TerminalUI

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
    /// The user's keys (from the config file), for every tab and the shell.
    public let keys: KeyOverrides

    public init(language: Language, database: AppDatabase, messengers: MessageRouter,
                bankConfiguration: BankConfiguration = .seed, dataDirectory: URL? = nil, keys: KeyOverrides = .none) {
        self.keys = keys
        self.language = language
        self.database = database
        self.messengers = messengers
        self.bankConfiguration = bankConfiguration
        self.dataDirectory = dataDirectory
    }
}

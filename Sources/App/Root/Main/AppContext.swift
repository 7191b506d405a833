import KanbanCore
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
    /// Who uses the kanban board here.
    public let person: PersonName
    /// `--read-only`: the kanban board is shown, never changed.
    public let readOnly: Bool
    /// Told the card being edited on the kanban tab (the shared board's
    /// engine tells the others).
    public var kanbanEditing: (@MainActor (UUID?) -> Void)?

    public init(language: Language, database: AppDatabase, messengers: MessageRouter,
                bankConfiguration: BankConfiguration = .seed, dataDirectory: URL? = nil, keys: KeyOverrides = .none,
                person: PersonName = KanbanPeople.defaultPerson, readOnly: Bool = false) {
        self.keys = keys
        self.person = person
        self.readOnly = readOnly
        self.language = language
        self.database = database
        self.messengers = messengers
        self.bankConfiguration = bankConfiguration
        self.dataDirectory = dataDirectory
    }
}

import Logging
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TabKit
import Testing
@testable import AppRoot

@MainActor
@Suite struct DraftKeeperTests {
    @Test func draftsAreKeptForTheNextStartAndNothingTypedWritesNothing() throws {
        let database = try AppDatabase.inMemory()
        let keeper = DraftKeeper(database: database, language: .en, logger: Logger(label: "test"))
        #expect(keeper.finish(drafts: [:]).isEmpty)
        #expect(try DraftRepository(database: database).take().isEmpty, "nothing typed: no row")
        #expect(keeper.finish(drafts: [.calculator: "12+"]).isEmpty)
        #expect(try DraftRepository(database: database).take() == [TabID.calculator.rawValue: "12+"])
    }
}

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
    private let me = DraftHolder(text: "100/1")
    private let next = DraftHolder(text: "200/2")

    @Test func draftsAreKeptForTheNextStartAndNothingTypedWritesNothing() throws {
        let database = try AppDatabase.inMemory()
        let keeper = DraftKeeper(database: database, language: .en, logger: Logger(label: "test"), holder: me)
        #expect(keeper.finish(drafts: [:]).isEmpty)
        #expect(try DraftRepository(database: database).claim(as: next, isRunning: { $0 == next }).isEmpty, "nothing typed: no row")
        let again = DraftKeeper(database: database, language: .en, logger: Logger(label: "test"), holder: me)
        #expect(again.finish(drafts: [.calculator: "12+"]).isEmpty)
        #expect(try DraftRepository(database: database).claim(as: next, isRunning: { $0 == next })
            == [TabID.calculator.rawValue: "12+"])
    }

    /// While it runs, what is typed is kept (held by the run): a kill then
    /// loses nothing kept; keeping nothing removes what was kept.
    @Test func aCheckpointKeepsWhatIsTypedWhileItRuns() throws {
        let database = try AppDatabase.inMemory()
        let keeper = DraftKeeper(database: database, language: .en, logger: Logger(label: "test"), holder: me)
        keeper.checkpoint { [.kanban: "half a card"] }
        #expect(database.writes.flush(timeout: 10).isEmpty)
        let repository = DraftRepository(database: database)
        #expect(try repository.claim(as: next, isRunning: { $0 == next || $0 == me }).isEmpty, "held while it runs")
        #expect(try repository.claim(as: next, isRunning: { $0 == next }) == [TabID.kanban.rawValue: "half a card"],
                "killed: the next start has it")
    }
}

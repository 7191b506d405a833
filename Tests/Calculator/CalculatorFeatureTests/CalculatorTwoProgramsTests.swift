import CalculatorCore
import Foundation
import DatabaseKit
import CalculatorStorage
import Testing
import TabKit
@testable import CalculatorFeature

/// Two bankui on one data directory, both calculating: each calculation's
/// lines stay together, in the store and on each screen (they once mixed:
/// "100 + 2 = 3").
@MainActor
@Suite struct CalculatorTwoProgramsTests {
    /// A fresh directory, removed by `cleanUp`.
    private func makeDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("CalculatorTwoProgramsTests-\(UUID().uuidString)", isDirectory: true)
    }

    /// Types `keys` in `calc` and waits until its write is made and answered.
    private func type(_ keys: String, in calc: CalculatorHarness, over database: AppDatabase) async {
        calc.driver.type(keys)
        #expect(database.writes.flush(timeout: 10) == [])
        await calc.settle()
    }

    @Test func calculationsTypedAtOnceAreStoredWhole() async throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try AppDatabase.open(directory: directory)
        let second = try AppDatabase.open(directory: directory)
        let a = CalculatorHarness(database: first)
        let b = CalculatorHarness(database: second)
        await type("100+", in: a, over: first)
        await type("1+", in: b, over: second)
        await type("2=", in: a, over: first)
        await type("2=", in: b, over: second)
        let stored = try CalculatorRepository(database: first).history().map(\.text)
        #expect(stored == ["100", "+ 2", "= 102", "1", "+ 2", "= 3"], "in the order they were finished")
    }

    @Test func aScreenKeepsItsCalculationWholeWhenAnotherProgramFinishesOne() async throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try AppDatabase.open(directory: directory)
        let second = try AppDatabase.open(directory: directory)
        let a = CalculatorHarness(database: first)
        let b = CalculatorHarness(database: second)
        await type("100+", in: a, over: first)
        await type("1+2=", in: b, over: second)
        // What the change watch tells the tab when another program wrote.
        a.deliver(DataChangedElsewhere())
        await type("2=", in: a, over: first)
        let stored = try CalculatorRepository(database: first).history().map(\.text)
        #expect(stored == ["1", "+ 2", "= 3", "100", "+ 2", "= 102"])
        #expect(a.tab.history.map(\.text) == stored, "the screen shows what the store holds")
        a.deliver(DataChangedElsewhere())
        #expect(a.tab.history.map(\.text) == stored, "and reads the same again")
    }
}

import TextKit
import JuiceCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import JuiceFeature

/// The Juice tab's screens at 80×24 in both languages, compared with the
/// stored text in `__Snapshots__`.
@MainActor
@Suite struct JuiceSnapshotTests {
    @Test(arguments: Language.allCases)
    func mainScreen(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language)
        driver.send(.down)
        assertSnapshot(driver, named: "juice-main-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func served(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language)
        driver.type("1")  // 딸바쥬스
        assertSnapshot(driver, named: "juice-served-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func shortage(language: Language) throws {
        let (juice, repository) = try makeJuiceHarness(language)
        try repository.set(.banana, to: 0)
        juice.deliver(DataChangedElsewhere())  // as the database watch tells it
        juice.type("1")  // 딸바쥬스: no banana
        assertSnapshot(juice.driver, named: "juice-short-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func editor(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language)
        driver.type("e")
        driver.send(.down, .pageUp)
        driver.type("1234")
        assertSnapshot(driver, named: "juice-editor-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func smallestScreen(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language, size: Size(width: 60, height: 20))
        driver.type("e")
        driver.type("-")
        assertSnapshot(driver, named: "juice-editor-60x20-\(language.rawValue)")
    }
}

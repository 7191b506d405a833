import ScreenTesting
import TextKit
import TerminalUI
import Testing
import TabKit
@testable import AppRoot
import Shell

/// Every theme draws every tab, its help and a small screen at 80×24 in
/// both languages without trapping, and `--theme` takes the themes' names.
@MainActor
@Suite struct ThemeScreenTests {
    @Test(arguments: Theme.all.map(\.name))
    func everyTabDrawsInEveryTheme(name: String) throws {
        let theme = try #require(Theme.named(name))
        for language in [Language.en, .ko] {
            let shell = try AppShell.inMemory(language: language)
            let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24), theme: theme)
            for number in 1...TabEntry.available.count {
                driver.send(.function(number))
                #expect(driver.screen.count == 24)
                #expect(driver.backend.frame.theme == theme)
                driver.send(.character("?"))
                driver.send(.escape)
            }
            driver.resize(to: Size(width: 60, height: 20))
            driver.resize(to: Size(width: 30, height: 8))
            #expect(driver.screenText.contains("60×20"))
            #expect(!driver.didQuit)
        }
    }

    @Test func monoFramesHaveNoColour() throws {
        let shell = try AppShell.inMemory()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24), theme: .mono)
        for number in 1...TabEntry.available.count {
            driver.send(.function(number))
            #expect(!driver.backend.frame.cells.contains { $0.style.hasColor }, "tab \(number)")
        }
    }

    @Test func theThemeOptionTakesTheNames() throws {
        for theme in Theme.all {
            let command = try #require(try BankUICommand.parseAsRoot(["--theme", theme.name]) as? BankUICommand)
            #expect(command.theme == theme)
        }
        let none = try #require(try BankUICommand.parseAsRoot([]) as? BankUICommand)
        #expect(none.theme == nil)
    }

    @Test func anUnknownThemeIsAUsageErrorListingTheNames() {
        do {
            _ = try BankUICommand.parseAsRoot(["--theme", "dark"])
            Issue.record("--theme dark was taken")
        } catch {
            #expect(BankUICommand.exitCode(for: error).rawValue == 64)
            let message = BankUICommand.message(for: error)
            #expect(message.contains("dark"))
            for name in Theme.names { #expect(message.contains(name), "\(message)") }
        }
    }
}

import JuiceCore
import ScreenTesting
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI
import Testing
@testable import JuiceFeature
import AppRoot

/// The user's keys in the stock editor: a count is set with `s`, dropped
/// with `Ctrl-D` and erased with `Delete`; Enter then only closes.
@MainActor
@Suite struct JuiceUserKeysTests {
    @Test func theEditorsTypingKeysFollowTheUser() throws {
        let keys = KeyOverrides(["juice.set-count": [.character("s")], "juice.drop-count": [.control("d")],
                                 "juice.erase-digit": [.delete]])
        let repository = JuiceRepository(database: try AppDatabase.inMemory())
        let (driver, tab) = makeJuiceDriver(store: ImmediateRepositoryStore(repository: repository), keys: keys)
        driver.type("e")
        driver.type("123")
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "s", label: "Set")))
        driver.send(.backspace)  // no longer erases
        driver.send(.delete)
        driver.type("s")
        #expect(try repository.stock()[.strawberry] == 12)
        driver.type("9")
        driver.send(.control("d"))
        #expect(try repository.stock()[.strawberry] == 12, "the typed 9 was dropped")
        #expect(tab.capturesKeys)
        driver.send(.enter)  // nothing typed: closes
        #expect(!tab.capturesKeys)
    }

    /// The wheel is its own input, not ↑↓ in disguise: with the user's file
    /// moving the lists with w / s and giving ↑ to the stock editor, the
    /// wheel over the menu still moves the choice (and opens nothing).
    @Test func theWheelMovesTheMenuWhateverKeysTheUserGaveTheArrows() throws {
        let text = "[keys.list]\nup = [\"w\"]\ndown = [\"s\"]\n\n[keys.juice]\nedit-stock = [\"Up\"]\n"
        let keys = try UserConfig.parse(text, file: "config.toml").keys
        let repository = JuiceRepository(database: try AppDatabase.inMemory())
        let (driver, tab) = makeJuiceDriver(store: ImmediateRepositoryStore(repository: repository), keys: keys)
        let point = try #require(driver.position(of: "Banana juice"))
        driver.wheel(x: point.x, y: point.y, up: false)
        driver.wheel(x: point.x, y: point.y, up: false)
        #expect(tab.selected == .strawberry)
        driver.wheel(x: point.x, y: point.y, up: true)
        #expect(tab.selected == .mangoKiwi)
        #expect(tab.overlay == nil, "the wheel pressed no key")
        driver.type("s")
        #expect(tab.selected == .strawberry, "the user's down key moves the list")
    }
}

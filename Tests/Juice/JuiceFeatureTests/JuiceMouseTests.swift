import JuiceCore
import TerminalUI
import Testing
import ScreenTesting
@testable import JuiceFeature

/// The Juice tab under the mouse: clicks as SGR reports through the decoder.
@MainActor
@Suite struct JuiceMouseTests {
    @Test func aClickOnAJuiceChoosesItAndOrdersNothing() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        #expect(driver.click(on: "Banana juice"))
        #expect(tab.selected == .banana)
        #expect(!tab.capturesKeys)
        #expect(try repository.stock()[.banana] == 10)
        driver.click(on: "7  Mango")
        #expect(tab.selected == .mango)
    }

    @Test func aDoubleClickOrdersTheJuiceAsEnterDoes() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        driver.now = .seconds(1)
        driver.click(on: "Kiwi juice")
        driver.now = .seconds(1) + .milliseconds(300)
        driver.click(on: "Kiwi juice")
        #expect(tab.selected == .kiwi)
        #expect(driver.screenText.contains("Kiwi juice is ready!"))
        #expect(try repository.stock()[.kiwi] == 7)
        driver.click(on: "[ Thanks! ]")
        #expect(!tab.capturesKeys, "the button closed the message")
    }

    @Test func twoClicksTooFarApartOrderNothing() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.now = .seconds(1)
        driver.click(on: "Kiwi juice")
        driver.now = .seconds(2)
        driver.click(on: "Kiwi juice")
        #expect(!driver.screenText.contains("is ready"))
        #expect(try repository.stock()[.kiwi] == 10)
    }

    @Test func aClickOutsideTheMessageDoesNothing() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        driver.type("1")
        #expect(tab.capturesKeys)
        driver.click(on: "Mango juice")
        #expect(tab.capturesKeys, "still open")
        #expect(tab.selected == .strawberryBanana)
    }

    @Test func theShortageQuestionsYesOpensTheEditorAndAClickChoosesAFruit() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        driver.type("3")  // strawberry juice needs 16
        #expect(driver.click(on: "[ Yes ]"))
        guard case .editor(let editor)? = tab.overlay else {
            Issue.record("the editor is not open")
            return
        }
        #expect(editor.focus == .strawberry)
        #expect(driver.click(on: "  🥝 Kiwi", fromRow: 4))  // the editor's row, not the stock's under it
        guard case .editor(let chosen)? = tab.overlay else { return }
        #expect(chosen.focus == .kiwi)
        driver.type("+")
        #expect(try repository.stock()[.kiwi] == 11)
        driver.click(on: "[ Close ]")
        #expect(tab.overlay == nil)
    }

    @Test func aClickOnAFruitOfTheStockOpensTheEditorOnIt() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        driver.click(on: "🍍 Pineapple")
        guard case .editor(let editor)? = tab.overlay else {
            Issue.record("the editor is not open")
            return
        }
        #expect(editor.focus == .pineapple)
    }

    @Test func theWheelOverTheMenuMovesTheChoice() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        let point = try #require(driver.position(of: "Banana juice"))
        driver.wheel(x: point.x, y: point.y, up: false)
        driver.wheel(x: point.x, y: point.y, up: false)
        #expect(tab.selected == .strawberry)
        driver.wheel(x: point.x, y: point.y, up: true)
        #expect(tab.selected == .mangoKiwi)
    }
}

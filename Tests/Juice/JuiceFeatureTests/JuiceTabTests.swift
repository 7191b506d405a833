import TextKit
import JuiceCore
import DatabaseKit
import JuiceStorage
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import JuiceFeature

/// The Juice tab driven by keys, as a user would, over a real (in-memory)
/// database unless a test needs a store that fails.
@MainActor
@Suite struct JuiceTabTests {
    private let plenty: Stock
    init() throws {
        plenty = try Stock([.strawberry: 100, .banana: 100, .pineapple: 100, .kiwi: 100, .mango: 100])
    }

    @Test func firstStartShowsTenOfEveryFruitWithItsEmoji() throws {
        let (driver, _, _) = try makeJuiceDriver()
        for fruit in Fruit.allCases {
            let row = driver.screen.first { $0.contains(fruit.emoji + " " + fruit.englishName) }
            #expect(row?.contains(" 10 │") == true, "\(fruit): \(row ?? "missing")")
        }
    }

    @Test(arguments: Juice.allCases)
    func numberKeyOrdersThatJuiceAndOnlyTheStockChanges(juice: Juice) throws {
        let store = StandInStockStore(plenty)
        let (driver, tab) = makeJuiceDriver(store: store)
        driver.type(String(juice.menuNumber))
        #expect(driver.screenText.contains("┌ \(juice.englishName) is ready! ─"), "the alert's title names the juice")
        #expect(driver.screenText.contains("│ Enjoy!"))
        #expect(driver.screenText.contains("[ Thanks! ]"))
        for fruit in Fruit.allCases {
            #expect(store.current[fruit] == 100 - (juice.recipe[fruit] ?? 0), "\(juice) \(fruit)")
        }
        #expect(tab.capturesKeys)
        driver.send(.enter)
        #expect(!tab.capturesKeys)
        #expect(!driver.screenText.contains("is ready"))
        #expect(tab.selected == juice)
    }

    @Test func arrowsAndVimKeysChooseAndEnterOrders() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        #expect(tab.selected == .strawberryBanana, "the first on the menu")
        driver.send(.down, .down)
        #expect(tab.selected == .strawberry)
        driver.send(.character("j"), .character("k"), .up)
        #expect(tab.selected == .mangoKiwi)
        driver.send(.end)
        #expect(tab.selected == .mango)
        driver.send(.down)
        #expect(tab.selected == .mango, "stops at the last juice")
        driver.send(.enter)
        #expect(driver.screenText.contains("Mango juice is ready!"))
        driver.send(.escape, .home, .up)
        #expect(tab.selected == .strawberryBanana)
        #expect(try repository.stock()[.mango] == 7)
        #expect(try repository.stock()[.kiwi] == 10)
    }

    /// The keys follow the original's menu, in both languages.
    @Test(arguments: Language.allCases)
    func keysFollowTheOriginalMenuOrder(language: Language) throws {
        let store = StandInStockStore(plenty)
        let (driver, _) = makeJuiceDriver(language, store: store)
        let rows = driver.screen.filter { $0.contains("│ ") && $0.contains("×") && $0.contains("  ") }
        let names = Juice.allCases.map { language == .ko ? $0.koreanName : $0.englishName }
        for (number, name) in names.enumerated() {
            #expect(rows.contains { $0.contains("│ \(number + 1)  \(name) ") }, "\(number + 1) \(name)")
        }
        driver.type("1")
        #expect(driver.screenText.contains(language == .ko ? "딸바쥬스 나왔습니다!" : "Strawberry-banana juice is ready!"))
        #expect(store.current[.strawberry] == 90 && store.current[.banana] == 99)
        driver.send(.enter)
        driver.type("3")
        #expect(driver.screenText.contains(language == .ko ? "딸기쥬스 나왔습니다!" : "Strawberry juice is ready!"))
        #expect(store.current[.strawberry] == 74 && store.current[.banana] == 99)
    }

    @Test(arguments: Language.allCases)
    func theMainScreenCarriesTheOriginalTitle(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language)
        let title = language == .ko ? "맛있는 쥬스를 만들어 드려요!" : "We make delicious juice for you!"
        #expect(driver.screen[1].contains(title), "\(driver.screen[1])")
        let (small, _, _) = try makeJuiceDriver(language, size: Size(width: 60, height: 20))
        #expect(small.screen[1].contains(title), "\(small.screen[1])")
    }

    @Test func aShortOrderAsksAndNoSuccessMessageFollows() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        driver.type("3")
        #expect(driver.screenText.contains("Not enough fruit. Edit the stock?"))
        #expect(driver.screenText.contains("Missing: 🍓 Strawberry 6"))
        #expect(driver.screenText.contains("[ Yes ]  [ No ]"))
        driver.send(.right, .enter)  // No
        #expect(!tab.capturesKeys)
        #expect(!driver.screenText.contains("ready"), "the seed's success alert after a shortage must not show")
        #expect(try repository.stock() == .initial)
        driver.type("3")
        driver.send(.escape)
        #expect(!tab.capturesKeys)
        driver.type("3n")
        #expect(!tab.capturesKeys)
        #expect(try repository.stock() == .initial, "nothing was taken")
    }

    @Test func theKoreanShortageQuestionHasTheOriginalsButtons() throws {
        let (driver, tab, _) = try makeJuiceDriver(.ko)
        driver.type("3")
        #expect(driver.screenText.contains("[ 네 ]  [ 아니요 ]"))
        #expect(!driver.screenText.contains("아니오"))
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "y/n", label: "네/아니요")))
        driver.type("y")
        #expect(driver.screenText.contains("재고 추가"), "y still answers 네")
    }

    @Test func yesOpensTheEditorOnTheShortFruitAndEditsAreSavedAtOnce() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.type("3")
        driver.send(.enter)  // Yes
        #expect(driver.screenText.contains("> 🍓 Strawberry"))
        driver.type("+")
        #expect(try repository.stock()[.strawberry] == 11, "saved before the editor closes")
        driver.send(.pageUp)
        #expect(try repository.stock()[.strawberry] == 21)
        driver.type("[-")
        #expect(try repository.stock()[.strawberry] == 10)
        driver.type("]]")
        driver.send(.escape)  // closes, keeping what was saved
        #expect(driver.screen.contains { $0.contains("🍓 Strawberry") && $0.contains(" 30 │") })
        driver.type("3")
        #expect(driver.screenText.contains("Strawberry juice is ready!"))
        #expect(try repository.stock()[.strawberry] == 14)
    }

    @Test func typingANumberSetsItAndMovingCommitsIt() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        driver.type("e")
        driver.send(.down)  // banana
        driver.type("2000")
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "Enter", label: "Set")))
        driver.type("000")  // the last 0 would make 2,000,000: refused as it is typed
        #expect(driver.screenText.contains("The stock cannot go above 1,000,000."))
        #expect(driver.screen.contains { $0.contains("> 🍌 Banana") && $0.contains(" 200000 ") })
        #expect(try repository.stock()[.banana] == 10)
        driver.send(.escape)  // drops the typed number, editor stays
        #expect(tab.capturesKeys)
        driver.type("250000")
        driver.send(.down)  // commits 250,000, then pineapple
        #expect(try repository.stock()[.banana] == 250_000)
        driver.send(.backspace, .backspace)
        driver.type("7")
        driver.send(.enter)
        #expect(try repository.stock()[.pineapple] == 7)
        driver.send(.enter)  // nothing typed: closes
        #expect(!tab.capturesKeys)
        #expect(driver.screen.contains { $0.contains("🍌 Banana") && $0.contains("250,000 │") })
    }

    @Test func stepsStopAtTheLimitsWithAMessage() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.type("e")
        driver.send(.end)  // mango
        driver.type("0")
        driver.send(.enter)
        driver.type("-")
        #expect(driver.screenText.contains("The stock cannot go below 0."))
        driver.type("1000000")
        driver.send(.enter)
        driver.send(.pageUp)
        #expect(driver.screenText.contains("The stock cannot go above 1,000,000."))
        #expect(try repository.stock()[.mango] == 1_000_000)
        driver.send(.enter)
        #expect(driver.screen.contains { $0.contains("🥭 Mango") && $0.contains("1,000,000 │") })
    }

    @Test(arguments: Language.allCases)
    func theEditorIsTitledAsTheOriginalAndHasItsCloseButton(language: Language) throws {
        let (driver, tab, _) = try makeJuiceDriver(language)
        driver.type("e")
        #expect(driver.screenText.contains(language == .ko ? "┌ 재고 추가 ─" : "┌ Add stock ─"))
        let close = language == .ko ? "[ 닫기 ]" : "[ Close ]"
        let buttonRow = try #require(driver.screen.firstIndex { $0.contains(close) })
        let bottom = try #require(driver.screen.indices.first { $0 > buttonRow && driver.screen[$0].contains("└") })
        #expect(bottom == buttonRow + 1, "the button sits on the editor's last row")
        driver.send(.enter)
        #expect(!tab.capturesKeys, "Enter presses it")
    }

    /// `[` and `]` (PgDn, PgUp) refuse a step past a limit, as `-` and `+`
    /// do, rather than stopping at the limit without a word.
    @Test func bigStepsPastALimitAreRefusedWithAMessage() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.type("e")
        driver.type("5")
        driver.send(.enter)  // strawberry 5
        driver.type("[")
        #expect(driver.screenText.contains("The stock cannot go below 0."))
        #expect(try repository.stock()[.strawberry] == 5, "not clamped to 0")
        driver.send(.pageDown)
        #expect(try repository.stock()[.strawberry] == 5)
        driver.type("999995")
        driver.send(.enter)
        driver.type("]")
        #expect(driver.screenText.contains("The stock cannot go above 1,000,000."))
        driver.send(.pageUp)
        #expect(try repository.stock()[.strawberry] == 999_995, "not clamped to 1,000,000")
        driver.type("+")
        #expect(try repository.stock()[.strawberry] == 999_996)
    }

    /// A typed count stops growing once no digit can keep it in range, and
    /// the editor keeps its size however much is typed.
    @Test func aRefusedTypedCountStopsGrowingAndTheBoxKeepsItsWidth() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.type("e")
        let before = driver.screen
        driver.type("1000001999999999")
        #expect(driver.screenText.contains("The stock cannot go above 1,000,000."))
        #expect(driver.screen.contains { $0.contains("> 🍓 Strawberry") && $0.contains(" 100000 ") })
        #expect(!driver.screenText.contains("1000001"))
        // The box's borders are where they were: it did not move or widen.
        let borders = { (screen: [String]) in screen.filter { $0.contains("┌ Add stock") } + [screen.last { $0.contains("└") } ?? ""] }
        #expect(borders(driver.screen) == borders(before))
        #expect(borders(before).count == 2 && borders(before)[0].hasSuffix("┐"))
        driver.send(.enter)
        #expect(try repository.stock()[.strawberry] == 100_000)
    }

    @Test func pastesAreTypedOnlyWhenTheyAreANumber() throws {
        let (driver, _, repository) = try makeJuiceDriver()
        driver.type("e")
        for bad in ["abc", "12a", "-5", "", String(repeating: "9", count: 100_000), "1\u{1b}[2J"] {
            driver.send(.paste(bad))
            #expect(driver.screenText.contains("Only a number from 0 to 1,000,000"), "\(bad.prefix(10))")
        }
        driver.send(.paste(String(repeating: "9", count: 20)))
        #expect(driver.screenText.contains("The stock cannot go above 1,000,000."))
        driver.send(.paste(" 42\n"), .enter)
        #expect(try repository.stock()[.strawberry] == 42)
        #expect(try repository.stock()[.banana] == 10)
    }

    @Test func globalKeysGoToTheTabWhileADialogOrTheEditorIsOpen() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        driver.type("2")
        driver.send(.character("q"), .character("?"), .tab)
        #expect(!driver.didQuit)
        #expect(tab.capturesKeys, "q, ? and Tab do not close the dialog")
        driver.send(.enter)
        driver.type("e")
        driver.send(.character("q"), .character("?"))
        #expect(!driver.didQuit)
        #expect(tab.capturesKeys)
        driver.send(.escape)
        driver.type("q")
        #expect(driver.didQuit)
    }

    @Test func otherKeysDoNothing() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        let before = driver.screenText
        for key: Key in [.character("0"), .character("8"), .character("9"), .character("x"), .character("딸"),
                         .left, .right, .pageUp, .pageDown, .delete, .backspace, .paste("1")] {
            #expect(!tab.handle(.key(key)).handled, "\(key)")
        }
        driver.send(.character("x"))
        #expect(driver.screenText == before)
        #expect(try repository.stock() == .initial)
    }

    @Test func aFailedOrderSaysSoAndTakesNothing() throws {
        let store = StandInStockStore()
        let (driver, tab) = makeJuiceDriver(store: store)
        store.failsWrites = true
        driver.type("2")
        #expect(driver.screenText.contains("The order could not be saved, so no"))
        #expect(!driver.screenText.contains("ready"))
        #expect(store.current == .initial)
        driver.send(.enter)
        #expect(!tab.capturesKeys)
    }

    @Test func anotherProgramsChangeShowsWithoutAKey() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        _ = try repository.set(.mango, to: 802)  // another bankui on the same data
        deliver(DataChangedElsewhere(), through: driver)
        #expect(driver.screen.contains { $0.contains("🥭 Mango") && $0.contains("802") })
    }

    @Test func anOrderTheStoredStockCannotMakeSaysSoAndShowsTheStock() throws {
        let (driver, tab, repository) = try makeJuiceDriver()
        _ = try repository.set(.mango, to: 1)  // another bankui took the mangoes; this one has not heard yet
        driver.type("2")  // 망키쥬스 looks possible on screen
        #expect(driver.screenText.contains("Another bankui used the fruit first"))
        #expect(try repository.stock()[.kiwi] == 10, "nothing was taken")
        #expect(tab.stock?[.mango] == 1, "the stock as stored is shown")
    }

    @Test func aFailedEditIsUndoneOnScreenAndSaysSo() throws {
        let store = StandInStockStore()
        let (driver, tab) = makeJuiceDriver(store: store)
        driver.type("e")
        store.failsWrites = true
        driver.type("+")
        #expect(driver.screenText.contains("Strawberry could not be saved and was not"))
        #expect(driver.screenText.contains("disk I/O error"))
        #expect(tab.stock == .initial)
        store.failsWrites = false
        driver.type("+")
        #expect(store.current[.strawberry] == 11)
        #expect(!driver.screenText.contains("could not be saved"))
    }

    @Test func anUnreadableStockShowsAnErrorAndQuestionMarks() throws {
        let store = StandInStockStore()
        store.failsReads = true
        let (driver, tab) = makeJuiceDriver(store: store)
        #expect(driver.screenText.contains("The stock could not be read: disk I/O error"))
        driver.send(.enter)
        #expect(driver.screen.contains { $0.contains("🍓 Strawberry") && $0.contains("? │") })
        driver.type("e")  // no editor over a stock that cannot be read
        #expect(driver.screenText.contains("The stock could not be read"))
        driver.send(.enter)
        store.failsReads = false
        driver.type("e")
        #expect(driver.screenText.contains("Add stock"))
        #expect(tab.stock == .initial)
    }

    @Test func hintsShowTheKeysValidNowAndHelpListsThemAll() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        #expect(tab.activeKeys.keyHints.map(\.keys) == ["1-7", "↑↓", "Enter", "e"])
        driver.type("3")  // 딸기쥬스: short
        #expect(tab.activeKeys.keyHints.map(\.keys).contains("y/n"))
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "y/n", label: "Yes/No")))
        driver.send(.enter)
        #expect(tab.activeKeys.keyHints.map(\.keys).contains("+/-"))
        let help = tab.keySections.flatMap(\.bindings).map(\.helpKeys).joined(separator: " ")
        for key in ["1…7", "↑ ↓", "k j", "Enter", "e", "+ -", "] [", "PgUp PgDn", "0…9", "Esc", "y n"] {
            #expect(help.contains(key), "\(key)")
        }
    }

    @Test func everySizeAndEveryScreenRendersWithoutTrapping() throws {
        for language in Language.allCases {
            let store = StandInStockStore(try Stock([.strawberry: 1_000_000, .banana: 0]))
            let tab = TabHarness(JuiceTab(language: language, store: store), language: language).tab
            let openings: [[Key]] = [[], [.character("2")], [.character("3")], [.character("e")], [.character("e"), .character("5")]]
            for keys in openings {
                for key in keys { _ = tab.handle(.key(key)) }
                for width in [0, 1, 2, 3, 5, 10, 20, 30, 45, 59, 60, 80, 120, 300] {
                    for height in [0, 1, 2, 3, 5, 8, 12, 20, 24, 60] {
                        var buffer = Buffer(size: Size(width: width + 2, height: height + 2), filling: Cell(symbol: "#"))
                        tab.render(in: Rect(x: 1, y: 1, width: width, height: height), buffer: &buffer)
                        for y in 0..<(height + 2) {
                            for x in 0..<(width + 2) where x == 0 || y == 0 || x == width + 1 || y == height + 1 {
                                #expect(buffer[x, y]?.symbol == "#", "\(language) \(keys) \(width)x\(height) drew outside at \(x),\(y)")
                            }
                        }
                    }
                }
                _ = tab.handle(.key(.escape))
                _ = tab.handle(.key(.escape))
            }
        }
    }
}

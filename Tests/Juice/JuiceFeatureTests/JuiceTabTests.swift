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
        assertSnapshot(driver, named: "juice-first-start-80x24-en")
    }

    @Test(arguments: Juice.allCases, Language.allCases)
    func numberKeyOrdersThatJuiceAndOnlyTheStockChanges(juice: Juice, language: Language) throws {
        let store = StandInStockStore(plenty)
        let (driver, tab) = makeJuiceDriver(language, store: store)
        driver.type(String(juice.menuNumber))
        assertSnapshot(driver, named: "juice-ready-\(juice.menuNumber)-80x24-\(language.rawValue)")
        for fruit in Fruit.allCases {
            #expect(store.current[fruit] == 100 - (juice.recipe[fruit] ?? 0), "\(juice) \(fruit)")
        }
        #expect(tab.capturesKeys)
        driver.send(.enter)
        #expect(!tab.capturesKeys)
        #expect(tab.selected == juice)
    }

    @Test(arguments: Language.allCases)
    func arrowsAndVimKeysChooseAndEnterOrders(language: Language) throws {
        let (driver, tab, repository) = try makeJuiceDriver(language)
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
        assertSnapshot(driver, named: "juice-ready-7-by-arrows-80x24-\(language.rawValue)")
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
        assertSnapshot(driver, named: "juice-plenty-80x24-\(language.rawValue)")
        driver.type("1")
        assertSnapshot(driver, named: "juice-plenty-ready-1-80x24-\(language.rawValue)")
        #expect(store.current[.strawberry] == 90 && store.current[.banana] == 99)
        driver.send(.enter)
        driver.type("3")
        assertSnapshot(driver, named: "juice-plenty-ready-3-80x24-\(language.rawValue)")
        #expect(store.current[.strawberry] == 74 && store.current[.banana] == 99)
    }

    @Test(arguments: Language.allCases)
    func theMainScreenCarriesTheOriginalTitle(language: Language) throws {
        let (driver, _, _) = try makeJuiceDriver(language)
        assertSnapshot(driver, named: "juice-first-start-80x24-\(language.rawValue)")
        let (small, _, _) = try makeJuiceDriver(language, size: Size(width: 60, height: 20))
        assertSnapshot(small, named: "juice-first-start-60x20-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func aShortOrderAsksAndNoSuccessMessageFollows(language: Language) throws {
        let (driver, tab, repository) = try makeJuiceDriver(language)
        driver.type("3")
        assertSnapshot(driver, named: "juice-short-strawberry-80x24-\(language.rawValue)")
        driver.send(.right, .enter)  // No
        #expect(!tab.capturesKeys)
        // The seed's success alert after a shortage must not show.
        assertSnapshot(driver, named: "juice-short-declined-80x24-\(language.rawValue)")
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
        assertSnapshot(driver, named: "juice-short-strawberry-80x24-ko")  // [ 네 ]  [ 아니요 ], never 아니오
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "y/n", label: "네/아니요")))
        driver.type("y")
        assertSnapshot(driver, named: "juice-short-then-editor-80x24-ko")  // y still answers 네
    }

    @Test(arguments: Language.allCases)
    func yesOpensTheEditorOnTheShortFruitAndEditsAreSavedAtOnce(language: Language) throws {
        let (driver, _, repository) = try makeJuiceDriver(language)
        driver.type("3")
        driver.send(.enter)  // Yes
        assertSnapshot(driver, named: "juice-short-then-editor-80x24-\(language.rawValue)")
        driver.type("+")
        #expect(try repository.stock()[.strawberry] == 11, "saved before the editor closes")
        driver.send(.pageUp)
        #expect(try repository.stock()[.strawberry] == 21)
        driver.type("[-")
        #expect(try repository.stock()[.strawberry] == 10)
        driver.type("]]")
        driver.send(.escape)  // closes, keeping what was saved
        assertSnapshot(driver, named: "juice-strawberry-30-80x24-\(language.rawValue)")
        driver.type("3")
        assertSnapshot(driver, named: "juice-strawberry-30-ready-80x24-\(language.rawValue)")
        #expect(try repository.stock()[.strawberry] == 14)
    }

    @Test(arguments: Language.allCases)
    func typingANumberSetsItAndMovingCommitsIt(language: Language) throws {
        let (driver, tab, repository) = try makeJuiceDriver(language)
        driver.type("e")
        driver.send(.down)  // banana
        driver.type("2000")
        #expect(tab.activeKeys.keyHints.contains(KeyHint(keys: "Enter", label: language.pick("Set", "적용"))))
        driver.type("000")  // the last 0 would make 2,000,000: refused as it is typed
        assertSnapshot(driver, named: "juice-editor-above-limit-80x24-\(language.rawValue)")
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
        assertSnapshot(driver, named: "juice-banana-250000-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func stepsStopAtTheLimitsWithAMessage(language: Language) throws {
        let (driver, _, repository) = try makeJuiceDriver(language)
        driver.type("e")
        driver.send(.end)  // mango
        driver.type("0")
        driver.send(.enter)
        driver.type("-")
        assertSnapshot(driver, named: "juice-editor-below-limit-80x24-\(language.rawValue)")
        driver.type("1000000")
        driver.send(.enter)
        driver.send(.pageUp)
        assertSnapshot(driver, named: "juice-mango-above-limit-80x24-\(language.rawValue)")
        #expect(try repository.stock()[.mango] == 1_000_000)
        driver.send(.enter)
        assertSnapshot(driver, named: "juice-mango-1000000-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func theEditorIsTitledAsTheOriginalAndHasItsCloseButton(language: Language) throws {
        let (driver, tab, _) = try makeJuiceDriver(language)
        driver.type("e")
        // Titled as the original, its Close button on the editor's last row.
        assertSnapshot(driver, named: "juice-editor-opened-80x24-\(language.rawValue)")
        driver.send(.enter)
        #expect(!tab.capturesKeys, "Enter presses it")
    }

    /// `[` and `]` (PgDn, PgUp) refuse a step past a limit, as `-` and `+`
    /// do, rather than stopping at the limit without a word.
    @Test(arguments: Language.allCases)
    func bigStepsPastALimitAreRefusedWithAMessage(language: Language) throws {
        let (driver, _, repository) = try makeJuiceDriver(language)
        driver.type("e")
        driver.type("5")
        driver.send(.enter)  // strawberry 5
        driver.type("[")
        assertSnapshot(driver, named: "juice-editor-big-step-below-80x24-\(language.rawValue)")
        #expect(try repository.stock()[.strawberry] == 5, "not clamped to 0")
        driver.send(.pageDown)
        #expect(try repository.stock()[.strawberry] == 5)
        driver.type("999995")
        driver.send(.enter)
        driver.type("]")
        assertSnapshot(driver, named: "juice-editor-big-step-above-80x24-\(language.rawValue)")
        driver.send(.pageUp)
        #expect(try repository.stock()[.strawberry] == 999_995, "not clamped to 1,000,000")
        driver.type("+")
        #expect(try repository.stock()[.strawberry] == 999_996)
    }

    /// A typed count stops growing once no digit can keep it in range, and
    /// the editor keeps its size however much is typed.
    @Test(arguments: Language.allCases)
    func aRefusedTypedCountStopsGrowingAndTheBoxKeepsItsWidth(language: Language) throws {
        let (driver, _, repository) = try makeJuiceDriver(language)
        driver.type("e")
        let before = driver.screen
        driver.type("1000001999999999")
        assertSnapshot(driver, named: "juice-editor-typed-too-long-80x24-\(language.rawValue)")
        // The box's borders are where they were: it did not move or widen.
        let borders = { (screen: [String]) in screen.filter { $0.contains(language.pick("┌ Add stock", "┌ 재고 추가")) } + [screen.last { $0.contains("└") } ?? ""] }
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

    @Test(arguments: Language.allCases)
    func aFailedOrderSaysSoAndTakesNothing(language: Language) throws {
        let store = StandInStockStore()
        let (driver, tab) = makeJuiceDriver(language, store: store)
        store.failsWrites = true
        driver.type("2")
        assertSnapshot(driver, named: "juice-order-not-saved-80x24-\(language.rawValue)")
        #expect(store.current == .initial)
        driver.send(.enter)
        #expect(!tab.capturesKeys)
    }

    @Test(arguments: Language.allCases)
    func anotherProgramsChangeShowsWithoutAKey(language: Language) throws {
        let (juice, repository) = try makeJuiceHarness(language)
        _ = try repository.set(.mango, to: 802)  // another bankui on the same data
        juice.deliver(DataChangedElsewhere())
        assertSnapshot(juice.driver, named: "juice-changed-elsewhere-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func anOrderTheStoredStockCannotMakeSaysSoAndShowsTheStock(language: Language) throws {
        let (driver, tab, repository) = try makeJuiceDriver(language)
        _ = try repository.set(.mango, to: 1)  // another bankui took the mangoes; this one has not heard yet
        driver.type("2")  // 망키쥬스 looks possible on screen
        assertSnapshot(driver, named: "juice-used-first-80x24-\(language.rawValue)")
        #expect(try repository.stock()[.kiwi] == 10, "nothing was taken")
        #expect(tab.stock?[.mango] == 1, "the stock as stored is shown")
    }

    @Test(arguments: Language.allCases)
    func aFailedEditIsUndoneOnScreenAndSaysSo(language: Language) throws {
        let store = StandInStockStore()
        let (driver, tab) = makeJuiceDriver(language, store: store)
        driver.type("e")
        store.failsWrites = true
        driver.type("+")
        assertSnapshot(driver, named: "juice-edit-not-saved-80x24-\(language.rawValue)")
        #expect(tab.stock == .initial)
        store.failsWrites = false
        driver.type("+")
        #expect(store.current[.strawberry] == 11)
        assertSnapshot(driver, named: "juice-edit-saved-again-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func anUnreadableStockShowsAnErrorAndQuestionMarks(language: Language) throws {
        let store = StandInStockStore()
        store.failsReads = true
        let (driver, tab) = makeJuiceDriver(language, store: store)
        assertSnapshot(driver, named: "juice-stock-unreadable-80x24-\(language.rawValue)")
        driver.send(.enter)
        assertSnapshot(driver, named: "juice-stock-unreadable-closed-80x24-\(language.rawValue)")
        driver.type("e")  // no editor over a stock that cannot be read
        assertSnapshot(driver, named: "juice-stock-unreadable-80x24-\(language.rawValue)")
        driver.send(.enter)
        store.failsReads = false
        driver.type("e")
        assertSnapshot(driver, named: "juice-editor-opened-80x24-\(language.rawValue)")
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

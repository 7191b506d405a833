import TextKit
import JuiceCore
import TerminalUI
import Testing
import TabKit
@testable import JuiceFeature

/// Until the stock is read, the stock pane says it is reading: no count
/// (not even `?`) and no juice called short.
@MainActor
@Suite struct JuiceFirstReadTests {
    private func screen(_ tab: JuiceTab) -> String {
        var buffer = Buffer(size: Size(width: 80, height: 20))
        tab.render(in: Rect(x: 0, y: 0, width: 80, height: 20), buffer: &buffer)
        return buffer.lines.joined(separator: "\n")
    }

    @Test(arguments: Language.allCases)
    func theStockSaysItIsReadingUntilItIsRead(language: Language) throws {
        let seven = try Stock(Dictionary(uniqueKeysWithValues: Fruit.allCases.map { ($0, 7) }))
        let tab = JuiceTab(language: language, store: StandInStockStore(seven))
        let strings = JuiceStrings(language)
        let effects = tab.handle(.shown).effects
        let reading = screen(tab)
        #expect(reading.contains(strings.juiceReadingStock))
        #expect(!reading.contains(strings.juiceShortMark), "no juice is short before the stock is known:\n\(reading)")
        #expect(!reading.contains("?"))
        #expect(!reading.contains("🍓 " + strings.fruitName(.strawberry)), "no fruit row in the stock pane")
        for case .background(let read) in effects { _ = tab.handle(.message(read())) }
        let read = screen(tab)
        #expect(!read.contains(strings.juiceReadingStock))
        #expect(read.contains("🍓 " + strings.fruitName(.strawberry)))
        #expect(read.contains("7"))
    }
}

import CalculatorCore
import TerminalUI
import Testing
import BankUIApp
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// Numbers are never cut silently, hints fit, and any size renders.
@MainActor
@Suite struct CalculatorLayoutTests {
    @Test func rightAlignedLinesBreakFromTheRightAndKeepEveryCharacter() {
        #expect(RightAlignedLines.lines("= 1,234", width: 10) == ["= 1,234"])
        #expect(RightAlignedLines.lines("= 1,234", width: 4) == ["= 1", ",234"])
        #expect(RightAlignedLines.lines("123456789", width: 4) == ["1", "2345", "6789"])
        #expect(RightAlignedLines.lines("12", width: 0) == [])
        #expect(RightAlignedLines.lines("", width: 3) == [""])
        #expect(RightAlignedLines.lines("계산기", width: 1) == ["계", "산", "기"], "a wide character gets its own line")
        #expect(RightAlignedLines.padded("+ 5", to: 6) == "   + 5")
        #expect(RightAlignedLines.padded("+ 5", to: 2) == "+ 5")
    }

    @Test func historyRowsSeparateCalculationsAndWrapLongLines() {
        var rows = HistoryRows()
        let lines = sampleHistory(calculations: 2)
        rows.fit(lines, width: 10)
        #expect(rows.rows.map(\.text) == ["1", "+ 1", "= 2", "", "2", "+ 1", "= 3"])
        #expect(rows.rows.map(\.kind) == [.operand, .operand, .result, .gap, .operand, .operand, .result])
        rows.fit(lines + [HistoryLine(kind: .result, number: "NaN")], width: 10)
        #expect(rows.rows.last == HistoryRows.Row(text: "= NaN", kind: .failedResult))
        rows.fit(lines, width: 2)
        #expect(rows.rows.map(\.text) == ["1", "+", " 1", "=", " 2", "", "2", "+", " 1", "=", " 3"])
    }

    @Test func aNumberWiderThanTheRoomWraps() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("99999999999999999999*99999999999999999999=")
        var buffer = Buffer(size: Size(width: 16, height: 12))
        calc.tab.render(in: buffer.area, buffer: &buffer)
        let screen = buffer.lines.joined(separator: "\n")
        let digits = screen.filter { "0123456789.E=".contains($0) }
        #expect(digits.contains("=9.9999999999999999998E39"), "\(screen)")
        #expect(!screen.contains("…"))
    }

    @Test func everySizeRendersWithoutTrappingAndMarksACut() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 40))
        for language in Language.allCases {
            let calc = CalculatorHarness(store: store, language: language)
            calc.driver.type("12345678901234567890*")
            calc.driver.send(.paste("x"))  // a notice too
            for width in [0, 1, 2, 3, 4, 5, 6, 9, 20, 59, 60, 80, 200] {
                for height in [0, 1, 2, 3, 4, 5, 8, 22, 60] {
                    var buffer = Buffer(size: Size(width: width + 3, height: height + 2))
                    calc.tab.render(in: Rect(x: 2, y: 1, width: width, height: height), buffer: &buffer)
                    #expect(buffer.lines[0].trimmingCharacters(in: .whitespaces).isEmpty, "nothing above the area")
                    if width > 0, height > 0, width < 5 || height < 3 {
                        let shown = buffer.lines.joined()
                        #expect(shown.contains("…") || shown.contains("0"), "\(width)x\(height): \(buffer.lines)")
                    }
                }
            }
            calc.driver.type("X")
            for size in [Size(width: 1, height: 1), Size(width: 60, height: 20), Size(width: 200, height: 60)] {
                calc.driver.resize(to: size)
                var buffer = Buffer(size: size)
                calc.tab.render(in: buffer.area, buffer: &buffer)
            }
        }
    }

    /// Up to eight hints share the line with Help and Quit; at 80 columns
    /// none of them may push Quit off the line, in either language.
    @Test func keyHintsFitEightyColumnsInEveryState() {
        let states = ["", "5", "5+", "5+3", "5+3=", "5/0=", "5.", "0"]
        for language in Language.allCases {
            let quit = language == .en ? "q Quit" : "q 종료"
            for keys in states {
                let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 30)), language: language)
                calc.driver.type(keys)
                #expect(calc.hintLine.hasSuffix(quit), "\(language) after \(keys.debugDescription): \(calc.hintLine)")
                #expect(calc.hintLine.contains("↑↓"), "history overflows: scroll hint shown")
            }
        }
    }

    @Test func keyHintsShowTheKeysValidNow() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        #expect(calc.hintLine == " 0-9 +-*/ Calculate  ? Help  q Quit")
        calc.driver.type("5")
        #expect(calc.hintLine == " +-*/ Operate  c CE  n ±  Bksp Erase  ? Help  q Quit")
        calc.driver.type("+")
        #expect(calc.hintLine == " Esc AC  X Clear  ? Help  q Quit")
        calc.driver.type("0")
        #expect(calc.hintLine == " Enter =  Esc AC  c CE  Bksp Erase  X Clear  ? Help  q Quit")
        calc.driver.type("2=")
        #expect(calc.hintLine == " 0-9 New  +-*/ Continue  n ±  Esc AC  X Clear  ? Help  q Quit")
    }

    @Test func helpListsEveryKey() {
        let tab = CalculatorTab(language: .en, store: FlakyHistoryStore(), messenger: .discarding(.calculator))
        let bindings = tab.keySections[0].bindings
        let keys = bindings.map(\.helpKeys)
        for key in ["0-9", "z", ".", "+ - * / x", "Enter =", "Esc", "c", "n", "Backspace", "↑ ↓ k j", "PgUp PgDn", "Home End", "X", "Paste"] {
            #expect(keys.contains(key), "\(key) missing from help")
        }
        let korean = CalculatorTab(language: .ko, store: FlakyHistoryStore(), messenger: .discarding(.calculator)).keySections[0].bindings
        #expect(korean.count == bindings.count)
        #expect(zip(korean, bindings).allSatisfy { $0.help != $1.help })
    }
}

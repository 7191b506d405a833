import TextKit
import CalculatorCore
import TerminalUI
import Testing
import Shell
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
        #expect(rows.rows.last == HistoryRows.Row(text: "= NaN", kind: .failedResult, line: 6))
        #expect(rows.rows.map(\.line) == [0, 1, 2, nil, 3, 4, 5, 6])
        #expect(rows.rows(ofLine: 2) == 2...2, "the gap after a calculation is not its result's")
        #expect(rows.rows(ofLine: 3) == 4...4)
        rows.fit(lines, width: 2)
        #expect(rows.rows.map(\.text) == ["1", "+", " 1", "=", " 2", "", "2", "+", " 1", "=", " 3"])
        #expect(rows.rows(ofLine: 1) == 1...2, "a wrapped line has every row it wraps onto")
    }

    @Test func aNumberWiderThanTheRoomWraps() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("99999999999999999999*99999999999999999999=")
        var buffer = Buffer(size: Size(width: 16, height: 12))
        calc.tab.render(in: buffer.area, buffer: &buffer)
        let screen = buffer.lines.joined(separator: "\n")
        let digits = screen.filter { "0123456789.E=≈".contains($0) }
        #expect(digits.contains("≈9.9999999999999999998E39"), "\(screen)")
        #expect(!screen.contains("…"))
    }

    /// At every size nothing is drawn outside the area, on any side, and the
    /// number is shown whole or, where even wrapping cannot fit it, cut
    /// visibly: its first digits, then "…".
    @Test func everySizeDrawsOnlyInsideItsAreaAndShowsTheNumberOrACut() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 40))
        let number = "98,765,432,109,876,543,210"
        for language in Language.allCases {
            let calc = CalculatorHarness(store: store, language: language)
            calc.driver.type("98765432109876543210")
            calc.driver.send(.paste("a"))  // a notice under the number too
            #expect(calc.tab.notice == .pasteIgnored(1))
            for width in [0, 1, 2, 3, 4, 5, 6, 9, 20, 59, 60, 80, 200] {
                for height in [0, 1, 2, 3, 4, 5, 8, 22, 60] {
                    let area = Rect(x: 2, y: 1, width: width, height: height)
                    var buffer = Buffer(size: Size(width: width + 4, height: height + 2), filling: Cell(symbol: "#"))
                    calc.tab.render(in: area, buffer: &buffer)
                    let size = "\(language) \(width)x\(height)"
                    for y in 0..<buffer.size.height {
                        for x in 0..<buffer.size.width where x < area.x || x >= area.maxX || y < area.y || y >= area.maxY {
                            #expect(buffer[x, y]?.symbol == "#", "\(size): drew outside the area at \(x),\(y)")
                        }
                    }
                    guard width > 0, height > 0 else { continue }
                    // The area's text without borders, spaces and unpainted cells.
                    let shown = (area.y..<area.maxY).map { y in
                        (area.x..<area.maxX).map { buffer[$0, y]?.symbol ?? "" }.joined()
                    }.joined().filter { !"#│┌┐└┘─ ".contains($0) }
                    let room = width < 5 || height < 3 ? width : width - 4
                    #expect(shown.contains(number) || Self.showsACut(of: number, in: shown, room: room), "\(size): \(shown)")
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

    /// Whether `shown` has the number's first digits followed by "…" (just
    /// "…" when the room is one column: no digit fits beside it).
    private static func showsACut(of number: String, in shown: String, room: Int) -> Bool {
        var rest = Substring(shown)
        while let mark = rest.firstIndex(of: "…") {
            let before = rest[..<mark].reversed().prefix { $0.isNumber || $0 == "," }
            let digits = String(before.reversed())
            if number.hasPrefix(digits), !digits.isEmpty || room <= 1 { return true }
            rest = rest[rest.index(after: mark)...]
        }
        return false
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

    /// At 60 columns, the narrowest the program draws, `? Help  q Quit`
    /// keep their place in every state and both languages (help with the
    /// count of the hints that did not fit): the hints that
    /// matter least (clearing the history, then the editing keys) give
    /// theirs up first, and the keys that move a calculation on stay.
    @Test func helpAndQuitKeepTheirPlaceOnANarrowScreen() {
        let states = ["", "5", "5+", "5+3", "12+3", "5+3=", "5/0=", "5.", "0", "5n", "12+3=+"]
        for language in Language.allCases {
            // Help says how many hints did not fit (`? Help +2`).
            let end = language == .en ? /\? Help( \+\d+)?  q Quit$/ : /\? 도움말( \+\d+)?  q 종료$/
            for width in [60, 61, 66] {
                for keys in states {
                    let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 30)), language: language,
                                                 size: Size(width: width, height: 20))
                    calc.driver.type(keys)
                    let line = calc.hintLine
                    #expect(line.contains(end), "\(language) \(width) after \(keys.debugDescription): \(line)")
                    #expect(DisplayWidth.of(line) <= width)
                    if keys == "12+3" {
                        #expect(line.hasPrefix(" Enter =  Esc AC  c CE"), "\(line)")
                    }
                }
            }
        }
    }

    /// The help box fits inside its area with its border whole: at 60 and
    /// 61 columns a label too long for the box wraps under its column.
    @Test func helpFitsANarrowScreenWithItsBorderAndWrapsLongLabels() {
        for language in Language.allCases {
            for width in [60, 61] {
                let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language, size: Size(width: width, height: 20))
                calc.driver.type("?")
                let screen = calc.driver.screen
                let top = screen.firstIndex { $0.hasPrefix("┌ " + (language == .en ? "Keys" : "키") + " ") }
                let bottom = screen.lastIndex { $0.hasPrefix("└") }
                guard let top, let bottom else {
                    Issue.record("\(language) \(width): no help box in \(screen)")
                    continue
                }
                #expect(top == 1 && bottom == 18, "the box fills the content area, under the tab bar and over the hints")
                for row in screen[top...bottom] {
                    #expect(DisplayWidth.of(row) == width, "\(language) \(width): \(row)")
                    #expect(row.hasSuffix(row == screen[top] ? "┐" : row == screen[bottom] ? "┘" : "│"), "\(row)")
                }
                for row in screen[(top + 1)..<bottom] {
                    #expect(row.dropLast().hasSuffix(" "), "no text runs into the border: \(row)")
                }
                let label = language == .en ? "(x × ÷ too)" : "(x × ÷ 도 가능)"
                let text = screen[top...bottom].map { $0.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) }
                    .joined(separator: " ")
                #expect(text.contains(label), "\(language) \(width): the long label is whole, wrapped")
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
        let tab = CalculatorTab(language: .en, store: FlakyHistoryStore())
        let bindings = tab.keySections[0].bindings
        let keys = bindings.map(\.helpKeys)
        for key in ["0-9", "z", ".", "+ - * / x × ÷ −", "Enter =", "Esc", "c", "n", "Backspace", "↑ ↓ k j", "PgUp PgDn", "Home End", "X", "Paste"] {
            #expect(keys.contains(key), "\(key) missing from help")
        }
        let korean = CalculatorTab(language: .ko, store: FlakyHistoryStore()).keySections[0].bindings
        #expect(korean.count == bindings.count)
        #expect(zip(korean, bindings).allSatisfy { $0.help != $1.help })
    }
}

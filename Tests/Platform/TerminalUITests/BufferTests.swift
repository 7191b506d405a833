import TerminalUI
import XCTest

final class BufferTests: XCTestCase {
    func testWriteClipsAtRightEdge() {
        let buffer = rendered(5, 1) { XCTAssertEqual($0.write("abcdefg", x: 2, y: 0), 5) }
        XCTAssertEqual(buffer.lines, ["  abc"])
    }

    func testFillRepairsWideCharactersCutAtEitherEdge() {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        buffer.write("한글한글", x: 0, y: 0)
        // Columns 1…4 cut 한 (0–1) and 한 (4–5) in half.
        buffer.fill(Rect(x: 1, y: 0, width: 4, height: 1), with: Cell(symbol: "#"))
        XCTAssertEqual(buffer.lines, [" #### 글"])
        XCTAssertEqual(buffer[6, 0]?.width, 2)
        XCTAssertEqual(buffer[7, 0]?.width, 0)
    }

    func testCellsKeepEveryClusterExactly() {
        let family = "👨‍👩‍👧‍👦"  // 25 bytes of UTF-8: longer than a cell stores inline
        for text in ["", " ", "a", "한", "é", "e\u{301}", "🇰🇷", "🥭", family, "1️⃣"] {
            XCTAssertEqual(Cell(symbol: text).symbol, text)
            XCTAssertEqual(Cell(character: text.first ?? " ").symbol, text.isEmpty ? " " : text)
        }
        XCTAssertEqual(Cell(symbol: family), Cell(symbol: family))
        XCTAssertNotEqual(Cell(symbol: family), Cell(symbol: "👨‍👩‍👧"))
        var cell = Cell(symbol: "x")
        cell.symbol = family
        XCTAssertEqual(cell.symbol, family)
    }

    func testWriteOutsideIsIgnored() {
        var buffer = Buffer(size: Size(width: 3, height: 2))
        buffer.write("x", x: 0, y: 2)
        buffer.write("x", x: 0, y: -1)
        buffer.write("x", x: 3, y: 0)
        // maxWidth (by default the buffer's width) counts from x, even off the left edge.
        buffer.write("abcd", x: -2, y: 1)
        XCTAssertEqual(buffer.lines, ["", "c"])
    }

    func testWideCharacterThatDoesNotFitIsLeftOut() {
        let buffer = rendered(5, 1) { $0.write("ab한글", x: 0, y: 0) }
        XCTAssertEqual(buffer.lines, ["ab한"])
        XCTAssertEqual(buffer[4, 0], .blank)
        let narrow = rendered(5, 1) { $0.write("한글", x: 0, y: 0, maxWidth: 3) }
        XCTAssertEqual(narrow.lines, ["한"])
    }

    func testWideCharacterOccupiesHeadAndContinuation() {
        let buffer = rendered(4, 1) { $0.write("한a", x: 0, y: 0) }
        XCTAssertEqual(buffer[0, 0]?.width, 2)
        XCTAssertEqual(buffer[1, 0]?.width, 0)
        XCTAssertEqual(buffer[1, 0]?.symbol, "")
        XCTAssertEqual(buffer.line(0), "한a ")
    }

    func testOverwritingRightHalfOfWideCharacterLeavesNoHalf() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.write("한글", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        XCTAssertEqual(buffer.line(0), " x글")
        XCTAssertEqual(buffer[0, 0]?.width, 1)
    }

    func testOverwritingLeftHalfOfWideCharacterLeavesNoHalf() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.write("한글", x: 0, y: 0)
        buffer.write("x", x: 2, y: 0)
        XCTAssertEqual(buffer.line(0), "한x ")
        XCTAssertEqual(buffer[3, 0]?.width, 1)
    }

    func testWideOverWideShiftedByOne() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("한글", x: 0, y: 0)
        buffer.write("가", x: 1, y: 0)
        XCTAssertEqual(buffer.line(0), " 가   ")
        XCTAssertEqual(buffer.cells.map(\.width), [1, 2, 0, 1, 1, 1])
    }

    func testWideAtLastColumnBecomesSpace() {
        var buffer = Buffer(size: Size(width: 3, height: 1))
        buffer.set(Cell(symbol: "한", width: 2), x: 2, y: 0)
        XCTAssertEqual(buffer.line(0), "   ")
        XCTAssertTrue(buffer.cells.allSatisfy { $0.width == 1 })
    }

    func testFillClipsToBuffer() {
        var buffer = Buffer(size: Size(width: 3, height: 2))
        buffer.fill(Rect(x: 1, y: 1, width: 50, height: 50), with: Cell(symbol: "#"))
        XCTAssertEqual(buffer.lines, ["", " ##"])
    }

    func testApplyStyleKeepsSymbols() {
        var buffer = Buffer(size: Size(width: 3, height: 1))
        buffer.write("abc", x: 0, y: 0)
        buffer.applyStyle(Style(attributes: .bold), to: Rect(x: 1, y: 0, width: 9, height: 9))
        XCTAssertEqual(buffer.lines, ["abc"])
        XCTAssertEqual(buffer[0, 0]?.style, .plain)
        XCTAssertEqual(buffer[2, 0]?.style.attributes, .bold)
    }

    func testZeroSizedBuffer() {
        var buffer = Buffer(size: Size(width: 0, height: 0))
        buffer.write("abc", x: 0, y: 0)
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(buffer.lines, [])
        XCTAssertNil(buffer[0, 0])
    }

    func testCombiningMarkStaysWithItsBase() {
        let buffer = rendered(4, 1) { $0.write("e\u{301}x", x: 0, y: 0) }
        XCTAssertEqual(buffer[0, 0]?.symbol, "e\u{301}")
        XCTAssertEqual(buffer.lines, ["e\u{301}x"])
    }

    func testBufferWriteSanitizes() {
        let buffer = rendered(10, 1) { $0.write("a\u{1B}[1mb\u{202E}c\u{7}", x: 0, y: 0) }
        XCTAssertEqual(buffer.lines, ["abc␇"])
    }

    /// Each disputed cluster is put in the buffer in the form every
    /// terminal draws alike, and takes the columns that form takes: the
    /// border after it stays in its column.
    func testDisputedClustersKeepTheBorderInItsColumn() {
        let samples: [(String, String, Int)] = [
            ("👩\u{200D}💻", "👩", 2), ("👍🏽", "👍", 2), ("❤\u{FE0F}", "❤", 1), ("1\u{FE0F}\u{20E3}", "1\u{20E3}", 1),
            ("🇰🇷", "🇰🇷", 2), ("\u{1100}\u{1161}", "가", 2), ("e\u{301}", "é", 1),
        ]
        for (text, drawn, width) in samples {
            let buffer = rendered(8, 1) { buffer in
                let end = buffer.write(text, x: 1, y: 0)
                buffer.write("│", x: end, y: 0)
            }
            XCTAssertEqual(buffer.lines, [" " + drawn + "│"], text)
            XCTAssertEqual(buffer[1 + width, 0]?.symbol, "│", text)
        }
    }
}

/// Text of single scalars is drawn without the cluster path: the cells
/// must be those the cluster path draws (forced here by a byte order mark
/// at the end, which the cleaner removes).
final class SingleScalarWriteTests: XCTestCase {
    func testSingleScalarTextDrawsTheCellsTheClusterPathDraws() {
        var random = SeededRandomNumberGenerator(seed: 7)
        let scalars: [Unicode.Scalar] = Array("ab 12 회의 정리 두 번째 줄 …→·é中アㄱ─█".unicodeScalars)
        for _ in 0..<500 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...30, using: &random) { text.append(scalars.randomElement(using: &random)!) }
            let plain = String(text)
            let x = Int.random(in: -3...5, using: &random), maxWidth = Int.random(in: 0...40, using: &random)
            var fast = Buffer(size: Size(width: 30, height: 1)), general = fast
            let fastEnd = fast.write(plain, x: x, y: 0, maxWidth: maxWidth)
            let generalEnd = general.write(plain + "\u{FEFF}", x: x, y: 0, maxWidth: maxWidth)
            XCTAssertEqual(fastEnd, generalEnd, plain)
            XCTAssertEqual(fast.lines, general.lines, plain)
        }
    }
}

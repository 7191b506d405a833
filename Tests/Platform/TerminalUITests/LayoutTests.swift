import TerminalUI
import XCTest

final class LayoutTests: XCTestCase {
    static let widths = [0, 1, 2, 3, 4, 5, 7, 10, 13, 20, 40, 59, 60, 80, 81, 120, 200, 300]
    static let heights = [0, 1, 2, 3, 4, 5, 8, 12, 20, 24, 40, 60, 100]

    func testNegativeSizesClampToZero() {
        XCTAssertEqual(Size(width: -3, height: -1), Size(width: 0, height: 0))
        let rect = Rect(x: -5, y: -5, width: -1, height: 3)
        XCTAssertEqual(rect, Rect(x: 0, y: 0, width: 0, height: 3))
        XCTAssertTrue(rect.isEmpty)
    }

    func testInsetNeverGoesNegative() {
        XCTAssertEqual(Rect(x: 0, y: 0, width: 1, height: 1).inset(by: 1).width, 0)
        XCTAssertTrue(Rect(x: 2, y: 2, width: 3, height: 3).inset(by: 5).isEmpty)
    }

    func testSplitsStayInsideAtEverySize() {
        for w in Self.widths {
            for h in Self.heights {
                let area = Rect(x: 1, y: 1, width: w, height: h)
                let (top, rest) = area.splitTop(1)
                let (middle, bottom) = rest.splitBottom(1)
                let (left, right) = middle.splitLeft(30)
                for part in [top, rest, middle, bottom, left, right] {
                    XCTAssertEqual(part.intersection(area), part, "\(w)x\(h)")
                }
                XCTAssertEqual(top.height + middle.height + bottom.height, h)
                XCTAssertEqual(left.width + right.width, w)
                for count in [0, 1, 2, 3, 5, 7] {
                    let columns = area.columns(count, gap: 1)
                    XCTAssertEqual(columns.count, count)
                    for column in columns { XCTAssertEqual(column.intersection(area), column, "\(w)x\(h) /\(count)") }
                }
                let rows = area.rows([.fixed(3), .fill(1), .fixed(1), .fill(2)], gap: 1)
                XCTAssertLessThanOrEqual(rows.map(\.height).reduce(0, +), h)
                for row in rows { XCTAssertEqual(row.intersection(area), row) }
                let centered = area.centered(width: 50, height: 10)
                XCTAssertEqual(centered.intersection(area), centered)
            }
        }
    }

    func testLayoutSplitSharesFillByWeight() {
        let parts = Layout.split(length: 10, into: [.fixed(2), .fill(1), .fill(1)])
        XCTAssertEqual(parts.map(\.length), [2, 4, 4])
        XCTAssertEqual(parts.map(\.offset), [0, 2, 6])
        let gapped = Layout.split(length: 11, into: [.fill(1), .fill(1)], gap: 1)
        XCTAssertEqual(gapped.map(\.length), [5, 5])
        XCTAssertEqual(gapped.map(\.offset), [0, 6])
        let tight = Layout.split(length: 3, into: [.fixed(5), .fixed(5)])
        XCTAssertEqual(tight.map(\.length), [3, 0])
        XCTAssertEqual(Layout.split(length: 5, into: []).count, 0)
    }

    func testIntersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 2, height: 2)
        let b = Rect(x: 5, y: 5, width: 2, height: 2)
        XCTAssertTrue(a.intersection(b).isEmpty)
    }
}

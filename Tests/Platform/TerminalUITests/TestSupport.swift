import TerminalUI
import XCTest

/// The bytes a terminal sends for `text` (its UTF-8).
func raw(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// A buffer of `width`×`height` after `draw` ran on it.
func rendered(_ width: Int, _ height: Int, _ draw: (inout Buffer) -> Void) -> Buffer {
    var buffer = Buffer(size: Size(width: width, height: height))
    draw(&buffer)
    return buffer
}

/// The cell that fills the space around a widget's area in the size sweep,
/// so any write outside the area shows.
let sentinel = Cell(symbol: "%", style: Style(foreground: .palette(201)))

/// Asserts that every cell of `buffer` outside `area` is still the sentinel,
/// no wide character is cut in half, and the cursor, if any, is inside `area`.
func assertUntouchedOutside(_ area: Rect, in buffer: Buffer, _ message: @autoclosure () -> String,
                            file: StaticString = #filePath, line: UInt = #line) {
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width {
            let inside = x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
            if !inside && buffer[x, y] != sentinel {
                XCTFail("\(message()): wrote outside \(area) at (\(x), \(y))", file: file, line: line)
                return
            }
        }
    }
    // No half of a wide character anywhere: every head has its continuation.
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width {
            let width = buffer[x, y]?.width
            if width == 2 && buffer[x + 1, y]?.width != 0 || width == 0 && buffer[x - 1, y]?.width != 2 {
                XCTFail("\(message()): half a wide character at (\(x), \(y))", file: file, line: line)
                return
            }
        }
    }
    if let cursor = buffer.cursor {
        let inside = cursor.x >= area.x && cursor.x < area.maxX && cursor.y >= area.y && cursor.y < area.maxY
        XCTAssertTrue(inside, "\(message()): cursor \(cursor) outside \(area)", file: file, line: line)
    }
}

/// Runs `body` on the main actor. XCTest runs tests on the main thread but
/// cannot call `@MainActor` test methods on Linux, so they use this.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

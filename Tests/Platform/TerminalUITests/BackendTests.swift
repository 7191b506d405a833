import TerminalUI
import XCTest

/// A tiny app for the driver: counts `+` presses, quits on `q`, asks for
/// ticks while counting is on, shows its size.
@MainActor
private final class CounterApp: TerminalApp {
    var count = 0
    var ticks = 0
    var size = Size(width: 0, height: 0)
    var events: [TerminalEvent] = []
    var tickInterval: Duration? { count > 0 ? .milliseconds(100) : nil }

    func handle(_ event: TerminalEvent) -> EventOutcome {
        events.append(event)
        switch event {
        case .key(.character("+")): count += 1
        case .key(.character("q")): return .quit
        case .resize(let newSize): size = newSize
        case .tick: ticks += 1
        default: break
        }
        return .continue
    }

    func render(into buffer: inout Buffer) {
        buffer.write("count \(count) ticks \(ticks)", x: 0, y: 0)
        buffer.write("\(size.width)x\(size.height)", x: 0, y: 1)
    }
}

/// XCTest on Linux cannot run `@MainActor` test classes, but it runs every
/// test on the main thread, so the main-actor parts run inside `onMain`.
final class BackendTests: XCTestCase {
    func testFrameDiffReportsOnlyChangedCells() {
        var old = Buffer(size: Size(width: 4, height: 2))
        old.write("abcd", x: 0, y: 0)
        var new = old
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), [])
        new.write("X", x: 1, y: 0)
        new.write("Y", x: 3, y: 1)
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), [1, 7])
    }

    func testFrameDiffSeesStyleChanges() {
        let old = Buffer(size: Size(width: 3, height: 1))
        var new = old
        new.applyStyle(Style(attributes: .reverse), to: Rect(x: 2, y: 0, width: 1, height: 1))
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), [2])
    }

    func testFrameDiffLeavesOutContinuationCells() {
        let old = Buffer(size: Size(width: 4, height: 1))
        var new = old
        new.write("한", x: 1, y: 0)
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), [1])
    }

    func testFrameDiffAfterResizeSendsEverything() {
        let old = Buffer(size: Size(width: 3, height: 2))
        var new = Buffer(size: Size(width: 4, height: 2))
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), Array(0..<8))
        new.write("한", x: 0, y: 0)
        XCTAssertEqual(FrameDiff.changedIndices(from: old, to: new), [0] + Array(2..<8))
    }

    func testMemoryBackendCountsFramesAndChanges() {
        onMain {
            let backend = MemoryBackend(size: Size(width: 5, height: 1))
            var frame = Buffer(size: backend.size)
            frame.write("ab", x: 0, y: 0)
            backend.draw(frame)
            XCTAssertEqual(backend.frameCount, 1)
            XCTAssertEqual(backend.changedCells, 2)
            backend.draw(frame)
            XCTAssertEqual(backend.changedCells, 0)
            XCTAssertEqual(backend.frame.lines, ["ab"])
        }
    }

    func testHeadlessDriverSendsResizeFirstAndDraws() {
        onMain {
            let app = CounterApp()
            let driver = HeadlessDriver(app: app, size: Size(width: 20, height: 3))
            XCTAssertEqual(app.events, [.resize(Size(width: 20, height: 3))])
            XCTAssertEqual(driver.screen, ["count 0 ticks 0", "20x3", ""])
            XCTAssertEqual(driver.backend.frameCount, 1)
        }
    }

    func testHeadlessDriverKeysTypingTicksAndQuit() {
        onMain {
            let app = CounterApp()
            let driver = HeadlessDriver(app: app, size: Size(width: 20, height: 2))
            XCTAssertNil(app.tickInterval, "an idle app asks for no ticks")
            driver.send(.character("+"), .character("+"))
            driver.type("+x")
            XCTAssertEqual(app.count, 3)
            XCTAssertEqual(app.tickInterval, .milliseconds(100))
            driver.tick()
            XCTAssertEqual(driver.screen.first, "count 3 ticks 1")
            XCTAssertFalse(driver.didQuit)
            driver.type("q")
            XCTAssertTrue(driver.didQuit)
            XCTAssertEqual(driver.exitStatus, 0)
            XCTAssertEqual(driver.farewell, [], "the default willQuit has nothing to say")
            XCTAssertEqual(driver.backend.frameCount, 6, "a frame per event; quitting draws none")
        }
    }

    func testHeadlessDriverResize() {
        onMain {
            let app = CounterApp()
            let driver = HeadlessDriver(app: app, size: Size(width: 20, height: 2))
            driver.resize(to: Size(width: 6, height: 1))
            XCTAssertEqual(app.size, Size(width: 6, height: 1))
            XCTAssertEqual(driver.screen, ["count"])
            XCTAssertEqual(driver.backend.changedCells, 6, "a new size redraws every cell")
            driver.resize(to: Size(width: 0, height: 0))
            XCTAssertEqual(driver.screen, [])
            XCTAssertEqual(driver.screenText, "")
        }
    }
}

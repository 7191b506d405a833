import Foundation
import AppRoot
import Shell
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TabKit
import TerminalUI

/// Times drawing the whole app into a 200×60 buffer and diffing it against
/// the previous frame, with every cell changed (the worst case).
@MainActor
enum FrameBench {
    static func renderAndDiff(size: Size, iterations: Int) -> Duration {
        guard let shell = try? AppShell.inMemory() else { return .zero }
        _ = shell.handle(.resize(size))
        var previous = Buffer(size: size, filling: Cell(symbol: "x"))
        var times: [Duration] = []
        times.reserveCapacity(iterations)
        let clock = ContinuousClock()
        var changed = 0
        for _ in 0..<iterations {
            let start = clock.now
            var buffer = Buffer(size: size)
            shell.render(into: &buffer)
            changed &+= FrameDiff.changedIndices(from: previous, to: buffer).count
            times.append(clock.now - start)
            previous = Buffer(size: size, filling: Cell(symbol: "x"))
        }
        precondition(changed > 0)
        return median(times)
    }

    /// The median time to draw the whole app, showing `tab` of `database`,
    /// into a 200×60 buffer and diff it against a changed frame, once a
    /// frame `isReady` (the tab's whole read, not only its first page).
    static func renderWholeApp(database: AppDatabase, tab: TabID, iterations: Int,
                               isReady: (Buffer) -> Bool = { _ in true }) -> Duration {
        let app = BenchApp(database: database, tab: tab)
        app.waitUntil(isReady)
        let size = app.size
        var times: [Duration] = []
        let clock = ContinuousClock()
        var previous = Buffer(size: size, filling: Cell(symbol: "x"))
        for _ in 0..<iterations {
            let start = clock.now
            let buffer = app.frame()
            _ = FrameDiff.changedIndices(from: previous, to: buffer)
            times.append(clock.now - start)
            previous = Buffer(size: size, filling: Cell(symbol: "x"))
        }
        return median(times)
    }
}

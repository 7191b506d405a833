import Foundation
import TerminalUI
import Testing

/// Compares a screen with its stored snapshot in `__Snapshots__/NAME.txt`.
///
/// With `SNAPSHOT_RECORD=1` the snapshot is written instead. A missing
/// snapshot is recorded and the test fails, so a new snapshot is always
/// looked at before it is committed.
@MainActor
func assertSnapshot(_ driver: HeadlessDriver, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let size = driver.backend.size
    let text = "size: \(size.width)x\(size.height)\n" + driver.screen.map { $0 + "|" }.joined(separator: "\n") + "\n"
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let url = directory.appendingPathComponent("\(name).txt")
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !record, let stored = try? String(contentsOf: url, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        if !record {
            Issue.record("recorded a new snapshot \(name).txt; check it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    if stored != text {
        Issue.record("screen differs from snapshot \(name).txt\n--- expected\n\(stored)--- actual\n\(text)", sourceLocation: sourceLocation)
    }
}

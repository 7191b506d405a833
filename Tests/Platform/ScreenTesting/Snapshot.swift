import Foundation
import TerminalUI
import Testing

/// Compares a screen with its stored snapshot in `__Snapshots__/NAME.txt`
/// next to the calling test file: the text of every line, then a style layer
/// that lists, line by line, each run of cells drawn in a style other than
/// plain (`3: 1-9 reverse bold fg5`), so a lost selection or a lost red fails
/// as surely as a wrong word.
///
/// With `SNAPSHOT_RECORD=1` the snapshot is written instead. A missing
/// snapshot is recorded and the test fails, so a new snapshot is always
/// looked at before it is committed.
@MainActor
public func assertSnapshot(_ driver: HeadlessDriver, named name: String, filePath: String = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    assertSnapshot(of: driver.backend.frame, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares `frame` with its stored snapshot (see the other overload).
public func assertSnapshot(of frame: Buffer, named name: String, filePath: String = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let text = SnapshotText.render(frame)
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

/// The text form of a frame that snapshots store.
public enum SnapshotText {
    /// `size: WxH`, each line ending in `|`, then `styles:` and one line per
    /// screen line that has styled cells.
    public static func render(_ frame: Buffer) -> String {
        let size = frame.size
        var text = "size: \(size.width)x\(size.height)\n" + frame.lines.map { $0 + "|" }.joined(separator: "\n") + "\n"
        text += "styles:\n"
        for y in 0..<size.height {
            let runs = styleRuns(frame, y: y)
            if !runs.isEmpty { text += "\(y): " + runs.joined(separator: ", ") + "\n" }
        }
        return text
    }

    /// Runs of one non-plain style on line `y`: `4-11 reverse`.
    static func styleRuns(_ frame: Buffer, y: Int) -> [String] {
        var runs: [String] = []
        var start = 0
        var current: Style?
        func close(at end: Int) {
            if let style = current, style != .plain { runs.append("\(start)-\(end - 1) \(describe(style))") }
        }
        for x in 0..<frame.size.width {
            let style = frame[x, y]?.style ?? .plain
            if style != current {
                close(at: x)
                start = x
                current = style
            }
        }
        close(at: frame.size.width)
        return runs
    }

    /// `bold reverse fg5 bg1`.
    public static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.attributes.contains(.bold) { parts.append("bold") }
        if style.attributes.contains(.dim) { parts.append("dim") }
        if style.attributes.contains(.reverse) { parts.append("reverse") }
        if style.attributes.contains(.underline) { parts.append("underline") }
        if let index = style.foreground.paletteIndex { parts.append("fg\(index)") }
        if let index = style.background.paletteIndex { parts.append("bg\(index)") }
        return parts.joined(separator: " ")
    }
}

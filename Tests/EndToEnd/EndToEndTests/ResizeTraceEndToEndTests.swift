import Foundation
import XCTest

/// Whatever sizes the window went through, the shell's screen after bankui
/// is the screen before it: no frame drawn at a resize stays behind, and the
/// prompt does not move. (tmux, like other terminals, keeps the alternate
/// screen's lines when the window changed size while it was shown, unless
/// they were cleared before leaving it.)
final class ResizeTraceEndToEndTests: XCTestCase {
    /// Each way out, a crash included, after the window grew; after it
    /// shrank, went to 1×1 and grew again; after two sizes in a row.
    func testNoWayOutLeavesAFrameInTheShell() throws {
        let cases: [(way: String, sizes: [(Int, Int)])] = [
            ("q", [(120, 40)]), ("C-c", [(60, 20), (1, 1), (200, 60)]), ("SIGTERM", [(120, 40), (100, 30)]),
            ("SIGABRT", [(120, 40)]),  // the crash-time restore
        ]
        for (way, sizes) in cases {
            let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], jobControl: true)
            try session.waitFor("0-9 +-*/ Calculate")
            for (width, height) in sizes {
                try session.resize(width: width, height: height)
                if width >= 60 {
                    try session.waitForScreen { $0.contains(String(repeating: "─", count: width - 2)) }
                } else {
                    usleep(200_000)  // a frame at 1×1 draws nothing to wait for
                }
            }
            switch way {
            case "SIGTERM": kill(try session.pid(), SIGTERM)
            case "SIGABRT": kill(try session.pid(), SIGABRT)
            default: try session.send(way)
            }
            XCTAssertNotNil(try session.exitStatus(), way)
            let after = try session.waitForScreen { $0.contains("stty-after") }
            // The first line is still the command that started bankui (the
            // shell may draw its prompt after the echo of what was typed).
            let first = after.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.contains("stty -g"), "\(way): the prompt moved:\n\(after)")
            XCTAssertFalse(after.contains("│") || after.contains("─") || after.contains("Calculate"),
                           "\(way): bankui's frame is left in the shell:\n\(after)")
        }
    }
}

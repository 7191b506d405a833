import Foundation
import TerminalUI
import TextKit
import XCTest

/// Reading the terminal's answers about clusters, and keeping them.
final class TerminalProbeTests: XCTestCase {
    private func report(_ row: Int, _ column: Int) -> [UInt8] { Array("\u{1B}[\(row);\(column)R".utf8) }

    func testReportsAreReadOutAndTypedKeysKeptInOrder() {
        let bytes = Array("a".utf8) + report(3, 3) + Array("\u{1B}[A".utf8) + report(3, 5) + Array("한".utf8)
        let answer = TerminalProbe.reports(in: bytes)
        XCTAssertEqual(answer.columns, [3, 5])
        XCTAssertEqual(answer.rest, Array("a\u{1B}[A한".utf8))
        XCTAssertEqual(answer.pending, [])
    }

    func testAReportCutAtTheEndWaitsForTheRest() {
        let cut = TerminalProbe.reports(in: report(3, 2) + Array("\u{1B}[3;".utf8))
        XCTAssertEqual(cut.columns, [2])
        XCTAssertEqual(cut.pending, Array("\u{1B}[3;".utf8))
        let whole = TerminalProbe.reports(in: cut.pending + Array("4R".utf8))
        XCTAssertEqual(whole.columns, [4])
        // A lone Esc typed at the end is kept too, as pending.
        XCTAssertEqual(TerminalProbe.reports(in: [0x1B]).pending, [0x1B])
    }

    func testWhatIsNoReportStaysInput() {
        for text in ["\u{1B}[3R", "\u{1B}[;3R", "\u{1B}[3;R", "\u{1B}[1;2;3R", "\u{1B}[123456;1R", "\u{1B}OP"] {
            let answer = TerminalProbe.reports(in: Array(text.utf8))
            XCTAssertEqual(answer.columns, [], text)
            XCTAssertEqual(answer.rest, Array(text.utf8), text)
        }
    }

    func testTheKindsDrawnWholeFollowTheColumnsAndNeedEveryAnswer() {
        // tmux 3.3a's answers, cursor columns after each example from column 1.
        let tmux = [3, 5, 2, 3, 2, 3, 5]
        XCTAssertEqual(TerminalProbe.kinds.count, tmux.count)
        XCTAssertEqual(TerminalProbe.wholeKinds(fromColumns: tmux),
                       [.joined, .presentation, .tagged, .joinedNarrow, .joinedPresentation])
        XCTAssertNil(TerminalProbe.wholeKinds(fromColumns: Array(tmux.dropLast())))
        // A terminal that draws every joiner apart (xterm: 👩‍💻 in 4).
        XCTAssertEqual(TerminalProbe.wholeKinds(fromColumns: [5, 3, 3, 5, 4, 5, 7]), [.skinTone])
    }

    func testTheTerminalIsNamedByTypeProgramAndVersion() {
        XCTAssertEqual(TerminalProbe.terminalKey(environment: [
            "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "HOME": "/h", "VTE_VERSION": "",
        ]), "TERM=tmux-256color TERM_PROGRAM=tmux TERM_PROGRAM_VERSION=3.3a")
    }

    func testAnswersAreKeptPerTerminalAndABrokenFileOnlyMeansAskingAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let cache = TerminalProbeCache(file: directory.appendingPathComponent("state/terminals"))
        XCTAssertNil(cache.kinds(for: "TERM=a"))
        try cache.store([.joined, .tagged], for: "TERM=a")
        try cache.store([], for: "TERM=b")
        XCTAssertEqual(cache.kinds(for: "TERM=a"), [.joined, .tagged])
        XCTAssertEqual(cache.kinds(for: "TERM=b"), [])
        try cache.store([.presentation], for: "TERM=a")
        XCTAssertEqual(cache.kinds(for: "TERM=a"), [.presentation])
        XCTAssertEqual(try String(contentsOf: cache.file, encoding: .utf8), "-\tTERM=b\npresentation\tTERM=a\n")
        // Only the newest terminals are kept.
        for index in 0..<40 { try cache.store([.joined], for: "TERM=t\(index)") }
        XCTAssertNil(cache.kinds(for: "TERM=b"))
        XCTAssertEqual(cache.kinds(for: "TERM=t39"), [.joined])
        // A line this release does not know is not read as an answer.
        try Data("sparkles\tTERM=c\n\u{FF}\u{FE}".utf8).write(to: cache.file)
        XCTAssertNil(cache.kinds(for: "TERM=c"))
        try Data([0xFF, 0xFE, 0x00]).write(to: cache.file)
        XCTAssertNil(cache.kinds(for: "TERM=a"))
    }
}

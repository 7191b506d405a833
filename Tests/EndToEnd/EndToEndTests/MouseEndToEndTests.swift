import Foundation
import XCTest

/// The mouse in a real terminal: tmux's pane sees the reporting modes the
/// program asks for, and the program reads the SGR reports it is sent.
final class MouseEndToEndTests: XCTestCase {
    /// The SGR report of a left press (and its release) on the cell where
    /// `text` starts on `screen` (1-based, as terminals count).
    private func click(on text: String, in screen: String, times: Int = 1) throws -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains(text) }), let range = lines[row].range(of: text) else {
            throw XCTSkip("'\(text)' is not on the screen:\n\(screen)")
        }
        // The screens here are plain text left of what is clicked: one column a character.
        let column = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound) + 1
        let press = "\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m"
        return String(repeating: press, count: times)
    }

    func testClickATabNameThenDoubleClickAJuiceAndReportingEndsWithTheProgram() throws {
        let session = try TmuxSession()
        let start = try session.waitFor("5 Timetable")
        XCTAssertEqual(try session.paneFlag("mouse_sgr_flag"), "1", "SGR mouse reporting is on")
        XCTAssertEqual(try session.paneFlag("mouse_standard_flag"), "1", "press reporting is on")
        try session.send(try click(on: "3 Juice", in: start), literal: true)
        let juice = try session.waitFor("We make delicious juice for you!")
        // Both presses in one read arrive within the double-click interval.
        try session.send(try click(on: "Kiwi juice", in: juice, times: 2), literal: true)
        let served = try session.waitFor("Kiwi juice is ready!")
        try session.send(try click(on: "[ Thanks! ]", in: served), literal: true)
        try session.waitForScreen { !$0.contains("is ready") }
        try session.waitForScreen { $0.split(separator: "\n").contains { $0.contains("🥝 Kiwi") && $0.contains(" 7 │") } }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        try assertRestored(session)
    }
}

import Foundation
import XCTest

/// A week of work on two boards by keyboard alone, in a real terminal:
/// a second board, cards with tags, deadlines and a checklist on both, the
/// due view across them, a tick, the tag filter, an undo, and everything
/// found again after a restart.
final class KanbanWeekEndToEndTests: XCTestCase {
    private func makeDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-week-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// `n`, the title, then (when given) the deadline and the body, `Ctrl-S`.
    private func add(_ title: String, deadline: String? = nil, body: [String] = [], in session: TmuxSession) throws {
        try session.send("n")
        try session.waitFor("New card ·")
        try session.send(title, literal: true)
        try session.send("Tab")
        if let deadline { try session.send(deadline, literal: true) }
        if !body.isEmpty {
            try session.send("Tab")
            for (index, line) in body.enumerated() {
                if index > 0 { try session.send("Enter") }
                try session.send(line, literal: true)
            }
        }
        try session.send("C-s")
        try session.waitFor("│ \(title)")
    }

    func testAWeekOnTwoBoardsByKeyboard() throws {
        let data = try makeDataDirectory()
        do {
            let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
            try session.waitFor("Project Manager")
            // Monday: the work board gets its cards.
            try add("Report #work", deadline: "+2d", in: session)
            try add("Budget #work", deadline: "today", in: session)
            // A second board for home, shown at once.
            try session.send("b")
            try session.send("n")
            try session.send("Home", literal: true)
            try session.send("Enter")
            try session.send("Enter")
            try session.waitFor("Home (2/2)")
            try add("Pack #trip", deadline: "+3d", body: ["- [ ] passport", "- [ ] tickets"], in: session)
            try session.waitFor("☑ 0/2")

            // The due view lists both boards' cards; Enter goes to one on the other board.
            try session.send("D")
            let screen = try session.waitFor("Budget #work")
            XCTAssertTrue(screen.contains("TODO · Project Manager"), screen)
            XCTAssertTrue(screen.contains("TODO · Home"), screen)
            try session.send("Enter")
            try session.waitFor("Project Manager (1/2)")

            // Back home: tick the passport, then filter by tag.
            try session.send("b")
            try session.send("Down")
            try session.send("Enter")
            try session.waitFor("Home (2/2)")
            try session.send("x")
            try session.waitFor("[ ] passport")
            try session.send("Space")
            try session.waitFor("[x] passport")
            try session.send("Escape")
            // Closed (Esc and the next key within 50 ms would be Alt and
            // the key, which a dialog does not take).
            try session.waitForScreen { $0.contains("☑ 1/2") && !$0.contains("Checklist ·") }
            try session.send("/")
            try session.send("#nothing-here", literal: true)
            try session.send("Enter")
            try session.waitFor("0 of 1 card")
            try session.send("Escape")
            // An undo takes the tick back, and redo gives it again.
            try session.send("u")
            try session.waitFor("☑ 0/2")
            try session.send("C-r")
            try session.waitFor("☑ 1/2")
            try session.send("q")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        // After a restart: the board shown, its card and its tick.
        let again = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        let screen = try again.waitFor("☑ 1/2")
        XCTAssertTrue(screen.contains("Home (2/2)"), screen)
        XCTAssertTrue(screen.contains("Pack #trip"), screen)
        try again.send("b")
        try again.send("Up")
        try again.send("Enter")
        try again.waitFor("Report #work")
        try again.send("q")
        XCTAssertEqual(try again.exitStatus(), 0)
    }
}

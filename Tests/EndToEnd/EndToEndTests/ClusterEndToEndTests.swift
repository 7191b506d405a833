import Foundation
import XCTest

/// Clusters terminals disagree on, in a real terminal: a ZWJ sequence drawn
/// whole left a joiner that tmux merged with the next cell, and the card's
/// border moved; skin tones, VS16, keycaps, flags and jamo moved it too.
/// Then every ZWJ sequence was drawn as its first emoji, although tmux
/// draws it whole in the columns bankui gives it: bankui now asks.
final class ClusterEndToEndTests: XCTestCase {
    /// Columns tmux 3.3a gives the characters this test can see (measured
    /// by printing each and reading the cursor): independent of bankui's
    /// own rule, which is what is under test.
    private func tmuxWidth(_ character: Character) -> Int? {
        let measured: [String: Int] = [
            "👩\u{200D}💻": 2, "🇰🇷": 2, "👍🏽": 4, "❤\u{FE0F}": 1, "1\u{FE0F}\u{20E3}": 1, "\u{1100}\u{1161}": 2,
            "👩": 2, "👍": 2, "❤": 1, "1\u{20E3}": 1, "💻": 2, "🍓": 2,
            // What tmux makes of a joiner drawn at the end of a cell and the
            // emoji of the next cell: one cluster, two columns.
            "👩\u{200D}👩": 2, "👩\u{200D}🍓": 2,
            "🏳\u{FE0F}\u{200D}🌈": 1, "🏃\u{200D}♀\u{FE0F}": 2, "🏳": 1, "🏃": 2,
        ]
        if let width = measured[String(character)] { return width }
        if character.isASCII { return 1 }
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
           (0x2500...0x257F).contains(scalar.value) || "·…→←↑↓".unicodeScalars.contains(scalar) {
            return 1
        }
        return nil
    }

    /// The columns between the first two `│` of `line` as tmux counts them.
    private func firstBoxWidth(_ line: Substring) throws -> Int {
        var width = 0
        var borders = 0
        for character in line {
            if character == "│" {
                borders += 1
                if borders == 2 { return width }
                continue
            }
            guard borders == 1 else { continue }
            width += try XCTUnwrap(tmuxWidth(character), "a character this test does not know: \(character.unicodeScalars.map { String($0.value, radix: 16) }) in \(line)")
        }
        throw XCTSkip("no box in \(line)")
    }

    func testDisputedClustersLeaveEveryBorderInItsColumn() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-cluster-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: data) }
        let session = try TmuxSession(height: 32, arguments: ["--tab", "kanban", "--lang", "en"], dataDirectory: data)
        try session.waitFor("No cards. n adds one.")
        let titles = ["plain ascii", "👩\u{200D}💻 dev", "👩\u{200D}💻👩\u{200D}💻 two", "👩\u{200D}💻🍓 berry", "🇰🇷 flag", "👍🏽 ok", "❤\u{FE0F} love", "1\u{FE0F}\u{20E3} one", "\u{1100}\u{1161} jamo",
                      "🏳\u{FE0F}\u{200D}🌈 pride", "🏃\u{200D}♀\u{FE0F} run"]
        for (index, title) in titles.enumerated() {
            try session.send("n")
            try session.waitFor("New card · TODO")
            try session.paste(Array(title.utf8))
            try session.send("Enter")
            try session.waitFor("TODO \(index + 1)")
        }
        let screen = try session.waitForScreen { screen in
            ["ascii", "dev", "two", "berry", "flag", " ok", "love", "one", "jamo", "pride", "run"].allSatisfy { screen.contains($0) }
        }
        let lines = screen.split(separator: "\n")
        let reference = try firstBoxWidth(try XCTUnwrap(lines.first { $0.contains("plain ascii") }))
        for word in ["dev", "two", "berry", "flag", " ok", "love", "one", "jamo", "pride", "run"] {
            let line = try XCTUnwrap(lines.first { $0.contains(word) }, word)
            XCTAssertEqual(try firstBoxWidth(line), reference, "the border moved on \(line)")
            // The whole row still ends with the DONE box's border.
            XCTAssertTrue(line.hasSuffix("│"), "\(line)")
        }
        // What tmux draws in the columns bankui gives it is drawn whole;
        // a skin tone, which tmux draws in 4 columns, in its agreed form.
        for whole in ["👩\u{200D}💻 dev", "👩\u{200D}💻👩\u{200D}💻 two", "👩\u{200D}💻🍓 berry", "❤\u{FE0F} love",
                      "🏳\u{FE0F}\u{200D}🌈 pride", "🏃\u{200D}♀\u{FE0F} run"] {
            XCTAssertTrue(screen.contains(whole), "\(whole) is not drawn whole in\n\(screen)")
        }
        XCTAssertTrue(screen.contains("👍 ok"), screen)
        // The titles are stored whole; only their drawing is agreed.
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    /// The answer is kept per terminal: a later start does not ask, and
    /// draws what the kept answer says.
    func testTheAnswerIsKeptAndALaterStartFollowsIt() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-cluster-kept-\(UUID().uuidString)")
        let state = data.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: data) }
        let add = Process()
        add.executableURL = TmuxSession.binary
        add.arguments = ["--data-dir", data.path, "kanban", "add", "👩\u{200D}💻 dev"]
        add.standardOutput = FileHandle.nullDevice
        try add.run()
        add.waitUntilExit()
        XCTAssertEqual(add.terminationStatus, 0)
        let kept = state.appendingPathComponent("bankui/terminals")
        do {
            let session = try TmuxSession(arguments: ["--tab", "kanban"], dataDirectory: data, environment: ["XDG_STATE_HOME": state.path])
            try session.waitFor("👩\u{200D}💻 dev")
            try session.send("q")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        let answer = try String(contentsOf: kept, encoding: .utf8)
        let line = try XCTUnwrap(answer.split(separator: "\n").first, answer)
        XCTAssertTrue(line.hasPrefix("joined,"), answer)
        XCTAssertTrue(line.contains("TERM=xterm-256color"), answer)
        // Kept as "nothing whole" for this terminal: the next start draws
        // the agreed form without asking.
        let terminal = try XCTUnwrap(line.split(separator: "\t").last)
        try "-\t\(terminal)\n".write(to: kept, atomically: true, encoding: .utf8)
        let session = try TmuxSession(arguments: ["--tab", "kanban"], dataDirectory: data, environment: ["XDG_STATE_HOME": state.path])
        let screen = try session.waitFor("👩 dev")
        XCTAssertFalse(screen.contains("👩\u{200D}💻"), screen)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "-\t\(terminal)\n")
    }
}

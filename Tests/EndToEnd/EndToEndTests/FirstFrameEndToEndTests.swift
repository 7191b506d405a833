import Foundation
import XCTest

/// No frame says something false: started on 10,000 stored cards, bankui
/// never draws an empty board (`No cards`, `TODO 0`) before the real one.
/// Every byte bankui writes to its terminal is kept and read, so a frame
/// that the screen showed only for a moment is caught as surely as the
/// last one; nothing here depends on how fast the machine is.
final class FirstFrameEndToEndTests: CommandEndToEndTestCase {
    func testAStartOnTenThousandCardsNeverDrawsAnEmptyBoard() throws {
        var file = ""
        for (column, range) in [("TODO", 0..<3_334), ("DOING", 3_334..<6_667), ("DONE", 6_667..<10_000)] {
            file += "## \(column)\n" + range.map { String(format: "- Stored card %05d\n", $0) }.joined()
        }
        let board = try write("board.md", file)
        let imported = try run(["kanban", "import", board])
        XCTAssertEqual(imported.status, 0, imported.errors)

        let recording = directory.appendingPathComponent("terminal.bytes")
        let session = try TmuxSession(arguments: ["--lang", "en", "--tab", "kanban"], dataDirectory: URL(fileURLWithPath: dataDirectory),
                                      recording: recording)
        // Generous: a busy machine is slow, never wrong.
        try session.waitFor("Stored card 00000", timeout: 120)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(timeout: 60), 0)

        let bytes = try String(decoding: Data(contentsOf: recording), as: UTF8.self)
        XCTAssertTrue(bytes.contains("Stored card 00000"), "the real board was never written")
        for falseWord in ["No cards", "adds one"] {
            XCTAssertFalse(bytes.contains(falseWord), "a frame said \"\(falseWord)\" over 10,000 stored cards")
        }
        // A column title with a count of 0 (`TODO 0`, not `TODO 3,334`).
        let zeroCount = /(TODO|DOING|DONE) 0(?![0-9,])/
        XCTAssertNil(bytes.firstMatch(of: zeroCount).map { String($0.output.0) },
                     "a frame counted 0 cards in a column of a 10,000-card board")
    }
}

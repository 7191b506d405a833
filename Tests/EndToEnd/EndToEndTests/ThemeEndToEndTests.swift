import Foundation
import XCTest

/// Without colour in a real terminal: `NO_COLOR` makes any theme `mono`,
/// and an overdue deadline says so in words.
final class ThemeEndToEndTests: XCTestCase {
    func testNoColorShowsTheOverdueMark() throws {
        let session = try TmuxSession(arguments: ["--tab", "kanban", "--lang", "en", "--theme", "light"],
                                      environment: ["NO_COLOR": "1"])
        try session.waitFor("No cards. n adds one.")
        try session.send("n")
        try session.waitFor("New card · TODO")
        try session.send("Late", literal: true)
        try session.send("Tab")
        try session.send("2001-02-03", literal: true)
        try session.send("Enter")
        try session.waitFor("2001-02-03 · overdue")
        let styled = try session.styledScreen()
        XCTAssertFalse(Self.hasColour(styled), "no colour without colour: \(styled)")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    /// Whether any SGR sequence in `styled` sets a foreground or background
    /// colour (30–38, 40–48, 90–97, 100–107).
    private static func hasColour(_ styled: String) -> Bool {
        var rest = Substring(styled)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !"0123456789;".contains($0) }) else { break }
            if rest[end] == "m" {
                let codes = rest[..<end].split(separator: ";").compactMap { Int($0) }
                if let first = codes.first, (30...48).contains(first) && first != 39 || (90...107).contains(first) { return true }
                if codes.dropFirst().contains(where: { (30...37).contains($0) || (40...47).contains($0) || (90...97).contains($0) }) {
                    return true
                }
            }
            rest = rest[end...]
        }
        return false
    }
}

import Foundation
import XCTest

/// The user's config file, as built: a remapped key in the hint bar, and a
/// bad file refused with status 78 and its message before the terminal is
/// touched.
final class UserKeysEndToEndTests: XCTestCase {
    func testTheHintBarShowsARemappedKeyAndABadFileIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let good = directory.appendingPathComponent("good.toml")
        try "[keys.global]\nhelp = [\"F9\"]\n".write(to: good, atomically: true, encoding: .utf8)
        let session = try TmuxSession(arguments: ["--lang", "en"], environment: ["BANKUI_CONFIG": good.path])
        try session.waitFor("F9 Help")
        try session.send("F9")
        try session.waitFor("┌ Keys ")  // help's title: the bank's own keys fill its first page
        try session.send("Escape")
        try session.waitForScreen { !$0.contains("┌ Keys ") }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)

        let bad = directory.appendingPathComponent("bad.toml")
        try "[keys.kanban]\nnew-card = [\"u\"]\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try TmuxSession(arguments: ["--lang", "en"], environment: ["BANKUI_CONFIG": bad.path])
        XCTAssertEqual(try refused.exitStatus(), 78)
        // The pane wraps the line anywhere: compare without white space.
        let screen = try refused.screen().filter { !$0.isWhitespace }
        let expected = "bankui: \(bad.path), line 2: u is bound to both kanban.new-card and kanban.undo".filter { !$0.isWhitespace }
        XCTAssertTrue(screen.contains(expected), screen)
        XCTAssertEqual(try refused.paneFlag("alternate_on"), "0", "the terminal was never touched")
    }
}

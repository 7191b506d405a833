import Foundation
import XCTest

/// A person's first day with a tab, in a real terminal of 80×24: the
/// walk-through of the README and the tab's page in Docs/, key by key as
/// they name them, in English and in Korean. Each step is checked by what
/// the screen shows, never by what the program holds; each journey
/// also lives through a resize, a Ctrl-Z and `fg`, or a quit and a
/// restart in the middle, and ends with the terminal given back as it was.
///
/// Every wait polls the screen with a long limit (a busy machine is slow,
/// never wrong); no step depends on how long another took.
class JourneyTestCase: XCTestCase {
    /// How long a step may take to show on a busy machine.
    static let patience: TimeInterval = 30

    /// The journey's own folder (files a person would keep: a profile, a
    /// calendar) with the data directory inside; removed at the end.
    private(set) var folder: URL!
    var data: URL { folder.appendingPathComponent("data", isDirectory: true) }

    override func setUpWithError() throws {
        // One step that did not show makes the rest meaningless.
        continueAfterFailure = false
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.binary.path) else {
            throw XCTSkip("bankui is not built at \(TmuxSession.binary.path)")
        }
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-journey-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Starts bankui at 80×24 on the journey's data, with colours as a
    /// terminal has them; `jobControl`: as a job of a shell, for Ctrl-Z.
    func start(_ arguments: [String], jobControl: Bool = false) throws -> TmuxSession {
        try TmuxSession(width: 80, height: 24, arguments: arguments, dataDirectory: data,
                        environment: ["NO_COLOR": ""], jobControl: jobControl)
    }

    /// Waits until every one of `texts` is on the screen; returns it.
    @discardableResult
    func see(_ session: TmuxSession, _ texts: String..., file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try see(session, file: file, line: line) { screen in texts.allSatisfy { screen.contains($0) } }
    }

    /// Waits until the screen satisfies `condition`; returns it. A step
    /// that never showed ends the journey there (the failure shows the
    /// last screen): what follows it would only wait in vain.
    @discardableResult
    func see(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line,
             where condition: (String) -> Bool) throws -> String {
        let screen = try session.waitForScreen(timeout: Self.patience, file: file, line: line, condition)
        guard condition(screen) else { throw JourneyError.notShown }
        return screen
    }

    /// Waits until none of `texts` is on the screen.
    @discardableResult
    func gone(_ session: TmuxSession, _ texts: String..., file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try see(session, file: file, line: line) { screen in !texts.contains { screen.contains($0) } }
    }

    enum JourneyError: Error { case notShown }

    /// Types `text` as it is, one key after another.
    func type(_ session: TmuxSession, _ text: String) throws {
        try session.send(text, literal: true)
    }

    /// Esc, then waits until `closed` has left the screen: a key sent
    /// within the moment after a lone Esc would be read as Alt and that key.
    func escape(_ session: TmuxSession, closing closed: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try session.send("Escape")
        try gone(session, closed, file: file, line: line)
    }

    /// Alt-q: Esc and q in one write, as a terminal sends it.
    func altQ(_ session: TmuxSession) throws {
        try session.sendBytes([0x1B, UInt8(ascii: "q")])
    }

    /// The window grows to 100×30 and comes back to 80×24; `text` is on the
    /// screen at each size, and the bottom line is the hint line at each.
    func resizeAndBack(_ session: TmuxSession, showing text: String, hint: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        for (width, height) in [(100, 30), (80, 24)] {
            try session.resize(width: width, height: height)
            try see(session, file: file, line: line) { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return screen.contains(text) && lines.count >= height && lines[height - 1].contains(hint)
                    && lines.allSatisfy { $0.count <= width }
            }
        }
    }

    /// Ctrl-Z gives the terminal back to the shell; `fg` brings the screen
    /// back whole, showing `text`, still taking keys.
    func suspendAndComeBack(_ session: TmuxSession, showing text: String,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        try session.send("C-z")
        try see(session, "Stopped", file: file, line: line)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "0", "the shell's screen is back", file: file, line: line)
        XCTAssertEqual(try session.paneFlag("cursor_flag"), "1", "the shell's cursor shows", file: file, line: line)
        try type(session, "fg")
        try session.send("Enter")
        try see(session, text, file: file, line: line)
        XCTAssertEqual(try session.paneFlag("alternate_on"), "1", "bankui's screen is back", file: file, line: line)
    }

    /// After the last key: bankui ended with status 0 and left the terminal
    /// exactly as it found it (settings, screen, cursor, mouse).
    func assertEndedAndRestored(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try session.exitStatus(timeout: Self.patience), 0, file: file, line: line)
        try assertRestored(session, file: file, line: line)
    }
}

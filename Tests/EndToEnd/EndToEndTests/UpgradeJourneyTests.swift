import Foundation
import XCTest

/// A person who used bankui 0.2.0 installs this build and starts it on the
/// same data: what they had is where they left it, in every tab and in
/// both languages, through a resize, a quit and a restart.
final class UpgradeJourneyTests: XCTestCase {
    /// A data directory holding the database 0.2.0 wrote (the fixture the
    /// app's tests open too: cards on two boards, changes waiting for the
    /// shared board, a calculation, a juice order, a timetable, a draft).
    private func releaseData() throws -> URL {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let fixture = root.appendingPathComponent("Tests/App/AppTests/Fixtures/bankui-0.2.0.sqlite")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: data.appendingPathComponent("bankui.sqlite"))
        addTeardownBlock { try? FileManager.default.removeItem(at: data) }
        return data
    }

    func testEverythingOfTheOldReleaseIsWhereItWasInEnglish() throws {
        let data = try releaseData()
        do {
            let session = try TmuxSession(arguments: ["--lang", "en"], dataDirectory: data)
            // The board it was on, with the card left half typed brought back.
            try session.waitFor("Restored what you were typing when bankui stopped")
            try session.waitFor("A card left half typed")
            try session.send("C-s")
            let board = try session.waitFor("Write the quarterly r")
            XCTAssertTrue(board.contains("Renew the passport"), board)
            XCTAssertTrue(board.contains("A card left half"), board)
            XCTAssertTrue(board.contains("offline"), "the shared board is still set: \(board)")
            try session.send("F5")
            try session.waitFor("Algebra")
            try session.send("F4")
            try session.waitFor("= 42")
            try session.send("F3")
            let juice = try session.waitFor("Strawberry")
            XCTAssertTrue(juice.contains("🍌 Banana              9"), juice)
            // A resize, larger and back, redraws what is there.
            try session.resize(width: 120, height: 40)
            try session.waitForScreen { $0.contains("Pineapple") && $0.components(separatedBy: "\n").count >= 40 }
            try session.resize(width: 80, height: 24)
            try session.waitFor("Strawberry")
            try session.send("q")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        // Started again: the card saved, nothing to restore, the outbox kept.
        let again = try TmuxSession(arguments: ["--lang", "en", "--tab", "kanban"], dataDirectory: data)
        let board = try again.waitFor("A card left half")
        XCTAssertFalse(board.contains("Restored"), board)
        XCTAssertTrue(board.contains("offline"), board)
        try again.send("q")
        XCTAssertEqual(try again.exitStatus(), 0)
    }

    func testEverythingOfTheOldReleaseIsWhereItWasInKorean() throws {
        let data = try releaseData()
        let session = try TmuxSession(arguments: ["--lang", "ko"], dataDirectory: data)
        try session.waitFor("bankui가 멈췄을 때 입력하던 내용을 되살렸습니다")
        try session.send("C-s")
        let board = try session.waitFor("Write the quarterly r")
        XCTAssertTrue(board.contains("2026. 12. 1."), board)
        XCTAssertTrue(board.contains("오프라인"), board)
        try session.send("F5")
        try session.waitFor("Algebra")
        try session.send("F3")
        try session.waitFor("🍌 바나나            9")
        // Alt-q quits from a tab's board as q does.
        try session.sendBytes([0x1B, UInt8(ascii: "q")])
        XCTAssertEqual(try session.exitStatus(), 0)
    }
}

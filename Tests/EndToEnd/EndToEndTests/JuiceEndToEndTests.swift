import Foundation
import XCTest

/// The Juice tab in a real terminal: ordering until a shortage, answering
/// 네, raising the stock, and finding it again after a restart or a kill.
final class JuiceEndToEndTests: XCTestCase {
    /// A data directory that outlives one session, removed when the test ends.
    private func makeDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-juice-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Whether the stock row of `fruit` (its name as shown) ends with `count`.
    private func row(_ screen: String, _ fruit: String, shows count: String) -> Bool {
        screen.split(separator: "\n").contains { $0.contains(fruit) && $0.contains(" \(count) │") }
    }

    func testOrderUntilShortRaiseTheStockAndFindItAfterARestart() throws {
        let data = try makeDataDirectory()
        do {
            let session = try TmuxSession(arguments: ["--tab", "juice", "--lang", "ko"], dataDirectory: data)
            try session.waitFor("e 재고수정")
            try session.waitFor("맛있는 쥬스를 만들어 드려요!")
            try session.waitForScreen { self.row($0, "🍓 딸기", shows: "10") }
            try session.send("1")  // 딸바쥬스, first on the menu
            try session.waitFor("딸바쥬스 나왔습니다!")
            try session.waitFor("맛있게 드세요!")
            try session.send("Enter")  // 잘 먹을게요!
            try session.waitForScreen { self.row($0, "🍓 딸기", shows: "0") && self.row($0, "🍌 바나나", shows: "9") }
            try session.send("1")
            try session.waitFor("재료가 모자라요. 재고를 수정할까요?")
            try session.waitFor("부족: 🍓 딸기 10개")
            try session.waitFor("[ 네 ]  [ 아니요 ]")
            try session.send("Enter")  // 네
            try session.waitFor("재고 추가 ─")
            try session.waitFor("[ 닫기 ]")
            try session.send("3", "0", "Enter")
            try session.waitForScreen { self.row($0, "🍓 딸기", shows: "30") }
            try session.send("]")  // the editor's focus is on 딸기: +10
            try session.send("Escape")
            let screen = try session.waitForScreen { !$0.contains("재고 추가 ─") }
            XCTAssertTrue(row(screen, "🍓 딸기", shows: "40"), screen)
            XCTAssertFalse(screen.contains("나왔습니다"), "no success message after a shortage")
            try session.send("1")
            try session.waitFor("딸바쥬스 나왔습니다!")
            try session.send("Enter")
            try session.waitForScreen { self.row($0, "🍓 딸기", shows: "30") && self.row($0, "🍌 바나나", shows: "8") }
            try session.send("q")
            XCTAssertEqual(try session.exitStatus(), 0)
        }
        let session = try TmuxSession(arguments: ["--tab", "juice", "--lang", "en"], dataDirectory: data)
        let screen = try session.waitForScreen { self.row($0, "🍓 Strawberry", shows: "30") }
        XCTAssertTrue(row(screen, "🍌 Banana", shows: "8"), screen)
        XCTAssertTrue(row(screen, "🍍 Pineapple", shows: "10"), screen)
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    func testAnEditSurvivesAKillWhileTheEditorIsOpen() throws {
        let data = try makeDataDirectory()
        do {
            let session = try TmuxSession(arguments: ["--tab", "juice", "--lang", "en"], dataDirectory: data)
            try session.waitFor("e Edit stock")
            try session.send("e")
            try session.waitFor("Add stock ─")
            try session.send("Down", "Down", "Down", "Down", "7", "7", "7", "Enter")
            try session.waitForScreen { $0.split(separator: "\n").contains { $0.contains("> 🥭 Mango") && $0.contains(" 777 [+]") } }
            kill(try session.pid(), SIGKILL)
            _ = try session.exitStatus()
        }
        let session = try TmuxSession(arguments: ["--tab", "juice", "--lang", "en"], dataDirectory: data)
        try session.waitForScreen { self.row($0, "🥭 Mango", shows: "777") }
    }

    func testTheTabFitsTheSmallestAndALargeWindow() throws {
        let session = try TmuxSession(width: 60, height: 20, arguments: ["--tab", "juice", "--lang", "ko"])
        try session.waitFor("7  망고쥬스")
        try session.resize(width: 200, height: 60)
        try session.waitForScreen { self.row($0, "🥭 망고", shows: "10") && $0.contains("7  망고쥬스") }
        try session.resize(width: 30, height: 8)
        try session.waitFor("터미널이 너무 작습니다")
        try session.resize(width: 80, height: 24)
        try session.waitFor("e 재고수정")
    }
}

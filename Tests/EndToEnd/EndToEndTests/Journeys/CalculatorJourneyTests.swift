import Foundation
import XCTest

/// A calculation with history (README, Docs/CALCULATOR.md): the README's
/// sums typed as written (`1 + 2 × 3 = 9` left to right, `0.1 + 0.2 =
/// 0.3`, `200 + 10 % = 220`), the history found again after a quit and a
/// restart, a line of it chosen with `↑` and brought back with Enter, a
/// result doubled, a reflex Esc (AC) undone with `u`, and a resize.
final class CalculatorJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang: String
        let startHint, quitHint, useHint, cleared, broughtBack, keys, backKey: String
    }

    private static let english = Words(
        lang: "en", startHint: "0-9 +-*/ Calculate", quitHint: "q Quit", useHint: "Enter Use",
        cleared: "Cleared: u brings it back.", broughtBack: "Brought back what was cleared.",
        keys: "┌ Keys ─", backKey: "Backspace")

    private static let korean = Words(
        lang: "ko", startHint: "0-9 +-*/ 계산", quitHint: "q 종료", useHint: "Enter 가져오기",
        cleared: "지웠습니다. u로 되돌립니다.", broughtBack: "지운 계산을 되돌렸습니다.",
        keys: "┌ 키 ─", backKey: "Backspace")

    func testACalculationWithHistoryInEnglish() throws {
        try journey(Self.english)
    }

    func testACalculationWithHistoryInKorean() throws {
        try journey(Self.korean)
    }

    /// The number shown under the history: the line inside the last box.
    private func display(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.lastIndex(where: { $0.hasPrefix("┌") }), top + 1 < lines.count else { return "" }
        return lines[top + 1].trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }

    /// The history's lines, right-aligned text without the box.
    private func history(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.lastIndex(where: { $0.hasPrefix("┌") }) else { return [] }
        return lines[..<top].filter { $0.hasPrefix("│") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
            .filter { !$0.isEmpty }
    }

    private func journey(_ words: Words) throws {
        let sums = ["1", "+ 2", "× 3", "= 9", "0.1", "+ 0.2", "= 0.3", "200", "+ 20", "= 220"]
        do {
            let session = try start(["--tab", "calculator", "--lang", words.lang])
            try see(session, words.startHint)
            try type(session, "1+2*3")
            try session.send("Enter")
            try see(session) { self.display($0) == "= 9" }
            try type(session, "0.1+0.2=")
            try see(session) { self.display($0) == "= 0.3" }
            try type(session, "200+10%=")
            try see(session) { self.display($0) == "= 220" }
            try see(session) { self.history($0) == sums }
            try session.send("q")
            try assertEndedAndRestored(session)
        }

        // Started again: every line of the history is there; `?` lists
        // the tab's keys and Esc closes the list.
        let session = try start(["--tab", "calculator", "--lang", words.lang])
        try see(session) { self.history($0) == sums }
        try session.send("?")
        try see(session, words.keys, words.backKey)
        try escape(session, closing: words.keys)
        try see(session) { self.history($0) == sums }
        // `↑` four times chooses `= 0.3`; Enter brings its number back.
        try session.send("Up")
        try see(session, words.useHint)
        try session.send("Up", "Up", "Up")
        try session.send("Enter")
        try see(session) { self.display($0) == "0.3" }
        try type(session, "*2=")
        try see(session) { self.display($0) == "= 0.6" && self.history($0).suffix(3) == ["0.3", "× 2", "= 0.6"] }
        // A reflex Esc clears it all; `u` right after brings it back.
        try session.send("Escape")
        try see(session, words.cleared)
        try see(session) { self.display($0) == "0" }
        try session.send("u")
        try see(session, words.broughtBack)
        try see(session) { self.display($0) == "= 0.6" }
        try resizeAndBack(session, showing: "= 0.6", hint: words.quitHint)
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}

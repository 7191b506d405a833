import Foundation
import XCTest

/// The flow of the board, as a new user meets it (Docs/KANBAN.md, "How the
/// board flows"): two cards added, one taken through DOING to DONE, then
/// `F`: the cycle and lead time of that card, the week's count and the
/// chart with its legend; Esc closes it, `F` opens and closes it, a resize
/// keeps it whole, Alt-q ends, and after a restart the same figures show:
/// the moments were kept.
final class KanbanFlowJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang, empty, cycle, oneCard, week, legend: String
    }

    private static let english = Words(lang: "en", empty: "No cards", cycle: "Cycle time (DOING → DONE): median",
                                       oneCard: "(1 card)", week: "Done each week: 0 0 0 0 0 0 0 1",
                                       legend: "█ DONE  ▓ DOING  ░ TODO")
    private static let korean = Words(lang: "ko", empty: "카드가 없습니다", cycle: "사이클 타임 (DOING → DONE): 중앙값",
                                      oneCard: "(1장)", week: "주마다 끝낸 카드: 0 0 0 0 0 0 0 1",
                                      legend: "█ DONE  ▓ DOING  ░ TODO")

    func testTheFlowInEnglish() throws {
        try journey(Self.english)
    }

    func testTheFlowInKorean() throws {
        try journey(Self.korean)
    }

    private func journey(_ words: Words) throws {
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang])
            try see(session, words.empty)
            for title in ["Plan", "Ship"] {
                try session.send("n")
                try type(session, title)
                try session.send("Enter")
                try see(session, title)
            }
            // The first card: chosen with Home, through DOING to DONE.
            try session.send("Home")
            try session.send("L")
            try see(session, "DOING 1")
            try session.send("L")
            try see(session, "DONE 1", "TODO 1")
            try session.send("F")
            try see(session, words.cycle, words.oneCard, words.week, words.legend)
            try escape(session, closing: words.legend)
            try session.send("F")
            try see(session, words.legend)
            try resizeAndBack(session, showing: words.legend, hint: "Esc")
            try session.send("F")
            try gone(session, words.legend)
            try see(session, "DONE 1", "TODO 1")
            try altQ(session)
            try assertEndedAndRestored(session)
        }
        // Started again: the same flow, from the moments kept.
        let session = try start(["--tab", "kanban", "--lang", words.lang])
        try see(session, "DONE 1", "TODO 1")
        try session.send("F")
        try see(session, words.cycle, words.oneCard, words.week)
        try escape(session, closing: words.legend)
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}

import TextKit
import ConsoleKit
import Foundation
import TabKit

/// The catalog import's progress on a terminal: one line on standard
/// error, rewritten in place (`Reading the catalog: 42% · 420,000
/// courses`) and cleared at the end. Nothing is written when standard
/// error is not a terminal, or for a file read in a blink (under 4 MB).
final class CatalogImportMeter {
    private let total: Int
    private let language: Language
    private let shown: Bool
    private var courses = 0
    private var lastPercent = -1
    private var wrote = false
    private let write: (String) -> Void

    init(total: Int, language: Language, terminal: Bool = isatty(STDERR_FILENO) == 1,
         write: @escaping (String) -> Void = Console.complainInPlace) {
        self.total = total
        self.language = language
        self.write = write
        shown = terminal && total >= 4 * 1_048_576
    }

    func counted() { courses += 1 }

    func show(_ offset: Int) {
        guard shown, total > 0 else { return }
        let percent = min(100, offset * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        write("\r" + Self.line(percent: percent, courses: courses, language) + "\u{1B}[K")
        wrote = true
    }

    func clear() {
        guard wrote else { return }
        write("\r\u{1B}[K")
        wrote = false
    }

    static func line(percent: Int, courses: Int, _ language: Language) -> String {
        switch language {
        case .en: "Reading the catalog: \(percent)% · \(NumberText.grouped(courses)) \(courses == 1 ? "course" : "courses")"
        case .ko: "강의 목록 읽는 중: \(percent)% · 강의 \(NumberText.grouped(courses))개"
        }
    }
}

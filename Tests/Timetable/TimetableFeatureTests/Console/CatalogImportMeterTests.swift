import Testing
@testable import TimetableFeature

/// The import's progress line: on a terminal, for a large file, rewritten
/// in place once per percent and cleared at the end; nothing otherwise.
@Suite struct CatalogImportMeterTests {
    final class Written { var text: [String] = [] }

    @Test func aLargeFileOnATerminalShowsEachPercentOnceThenClears() {
        let written = Written()
        let meter = CatalogImportMeter(total: 100_000_000, language: .en, terminal: true) { written.text.append($0) }
        for _ in 0..<420_000 { meter.counted() }
        meter.show(42_000_000)
        meter.show(42_500_000)  // still 42 %: not written again
        meter.show(100_000_000)
        meter.clear()
        #expect(written.text == [
            "\rReading the catalog: 42% · 420,000 courses\u{1B}[K",
            "\rReading the catalog: 100% · 420,000 courses\u{1B}[K",
            "\r\u{1B}[K",
        ])
    }

    @Test func koreanToo() {
        #expect(CatalogImportMeter.line(percent: 7, courses: 1_234, .ko) == "강의 목록 읽는 중: 7% · 강의 1,234개")
    }

    @Test func nothingWhenNotATerminalOrTheFileIsSmall() {
        let written = Written()
        let piped = CatalogImportMeter(total: 100_000_000, language: .en, terminal: false) { written.text.append($0) }
        piped.show(50_000_000)
        piped.clear()
        let small = CatalogImportMeter(total: 1_000_000, language: .en, terminal: true) { written.text.append($0) }
        small.show(500_000)
        small.clear()
        #expect(written.text.isEmpty)
    }
}

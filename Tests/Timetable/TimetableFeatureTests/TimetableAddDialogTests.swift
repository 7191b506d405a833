import Foundation
import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The add dialog stays open for several adds: each Enter adds and says
/// so on the dialog's last line, the list marks the courses added (`✓`);
/// Esc closes it.
@MainActor
@Suite struct TimetableAddDialogTests {
    static func search(_ harness: TimetableHarness) -> CourseSearch? {
        guard case .search(let search)? = harness.tab.overlay else { return nil }
        return search
    }

    @Test(arguments: Language.allCases)
    func theDialogStaysOpenForSeveralAdds(language: Language) {
        let harness = TimetableHarness(language: language)
        harness.send(.character("a"))
        harness.type("자료구조")
        harness.send(.enter)
        #expect(harness.names == ["자료구조"])
        #expect(Self.search(harness)?.said?.text == (language == .en ? "Added 자료구조 (Mon 9:30–11:20, Wed 11:30–12:20)"
                                                                      : "자료구조 강의를 추가했어요 (월 9:30–11:20, 수 11:30–12:20)"))
        harness.send(.control("u"))
        harness.type("운영체제")
        harness.send(.enter)
        #expect(harness.names == ["자료구조", "운영체제"])
        #expect(harness.tab.capturesKeys, "the dialog is still open")
        // Enter again on a course added: nothing added twice, the line says why.
        harness.send(.enter)
        #expect(harness.names == ["자료구조", "운영체제"])
        #expect(Self.search(harness)?.said?.isError == true)
        // The grid behind shows both once the dialog closes.
        harness.send(.escape)
        #expect(!harness.tab.capturesKeys)
        #expect(harness.screen.contains("자료구조") && harness.screen.contains("운영체제"))
        #expect(harness.store.timetables.first?.courses.count == 2)
    }

    /// After two adds, every course listed: the added marked `✓`, those in
    /// the way of one `✗` with its name, the line saying the last add.
    @Test(arguments: Language.allCases)
    func theDialogAfterAdds(language: Language) {
        for size in [Size(width: 80, height: 24), TimetableSnapshotTests.large] {
            let harness = TimetableHarness(language: language, size: size)
            harness.send(.character("a"))
            harness.type("자료구조")
            harness.send(.enter, .control("u"))
            harness.type("네트워크")
            harness.send(.enter, .control("u"))
            #expect(harness.names == ["자료구조", "네트워크"])
            assertSnapshot(harness.driver, named: "timetable-add-after-adds-\(size.width)x\(size.height)-\(language.rawValue)")
        }
    }
}

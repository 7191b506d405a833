import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
import TimetableCore
@testable import TimetableFeature

/// The timetable screens that TimetableSnapshotTests does not hold in both
/// languages, whole, at 80×24 in English and Korean: a course's menu, its
/// delete question and a course deleted, a new colour, the timetables'
/// rename and delete, an added course's word, and an export.
@MainActor
@Suite struct TimetableScreensTests {
    /// One reachable state: how to get there from a timetable holding two
    /// courses.
    struct Journey: Sendable, CustomTestStringConvertible {
        let name: String
        let steps: @MainActor @Sendable (TimetableHarness) -> Void
        var testDescription: String { name }
    }

    nonisolated static let journeys: [Journey] = [
        Journey(name: "course-menu") { $0.send(.enter) },
        Journey(name: "course-delete-question") { $0.send(.character("d")) },
        Journey(name: "course-deleted") { $0.send(.character("d"), .character("y")) },
        Journey(name: "course-colour") { $0.send(.character("c")) },
        Journey(name: "course-added") { $0.add("네트워크") },
        Journey(name: "timetables-rename") { $0.send(.character("t"), .character("r")) },
        Journey(name: "timetables-delete-question") { $0.send(.character("t"), .character("d")) },
        Journey(name: "search-nothing-found") { harness in
            harness.send(.character("a"))
            harness.type("zzzz")
        },
    ]

    @Test(arguments: journeys, Language.allCases)
    func screen(_ journey: Journey, language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제"])]),
                                       language: language)
        journey.steps(harness)
        assertSnapshot(harness.driver, named: "timetable-\(journey.name)-80x24-\(language.rawValue)")
    }
}

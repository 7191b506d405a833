import TabKit
import TextKit
import TimetableCore

/// Strings of another timetable drawn beside the shown one.
extension TimetableStrings {
    // MARK: Another timetable beside

    var helpOverlay: String {
        pick("Draw another timetable (yours or a friend's) over the grid in outline", "다른 시간표(내 것 또는 친구 것)를 윤곽선으로 겹쳐 보기")
    }
    var helpOverlaySection: String { pick("Timetable beside", "겹쳐 볼 시간표") }
    var helpOverlayMove: String { pick("Choose a timetable (or none)", "시간표 고르기 (또는 없음)") }
    var hintOverlayShow: String { pick("Draw", "겹쳐 보기") }
    var helpOverlayShow: String { pick("Draw the chosen timetable beside (none: stop)", "고른 시간표를 겹쳐 보기 (없음: 끄기)") }
    var helpOverlayClose: String { pick("Close without changing what is drawn", "바꾸지 않고 닫기") }
    func besideTitle(_ shown: String) -> String { pick("Draw beside \(shown)", "\(shown)에 겹쳐 볼 시간표") }
    var besideNone: String { pick("None", "없음") }
    var besideNoOthers: String {
        pick("There is no other timetable to draw beside; make one or import a friend's calendar first",
             "겹쳐 볼 다른 시간표가 없어요. 먼저 만들거나 친구의 캘린더를 가져와 주세요")
    }
    func besideShown(_ name: String) -> String { pick("Drawn beside: \(name)", "겹쳐 보는 시간표: \(name)") }
    var besideOff: String { pick("No timetable drawn beside", "겹쳐 보기를 껐어요") }
    /// The title line's `with Mina`, `with Mina (2026, 1st semester)`.
    func besideWith(_ name: String, term: String?) -> String {
        let suffix = term.map { " (\($0))" } ?? ""
        return pick("with \(name)\(suffix)", term == nil ? Korean.particle(name, "과", "와") + " 함께" : "\(name)\(suffix)와(과) 함께")
    }
}

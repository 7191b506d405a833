import TabKit
import TextKit
import TimetableCore

/// Strings of the add dialog kept open for several adds.
extension TimetableStrings {
    // MARK: The add dialog, open for several adds

    /// `Thu 13:30–16:20`, `Mon 9:30–11:20, Wed 11:30–12:20`: the meetings without their rooms.
    func clockTimes(_ times: CourseTimes) -> String {
        switch times {
        case .scheduled(let meetings): return meetings.map { "\(day($0.day)) \($0.clockText)" }.joined(separator: ", ")
        case .eLearning(let meetings):
            return meetings.isEmpty ? eLearning : eLearning + " · " + meetings.map { "\(day($0.day)) \($0.clockText)" }.joined(separator: ", ")
        case .unknown: return timeUnknown
        }
    }
    /// The add dialog's line after an add: `Added 자료구조 II (Thu 13:30–16:20)`.
    func addedWithTimes(_ name: String, _ times: String) -> String {
        pick("Added \(name) (\(times))", "\(name) 강의를 추가했어요 (\(times))")
    }
    var hintDone: String { pick("Done", "완료") }
    var helpSearchAddMore: String {
        pick("Add the chosen course and stay for the next (on a department: show its courses)",
             "고른 강의 추가, 창은 열린 채로 (학과에서는 그 학과의 강의 보기)")
    }
    var helpSearchDone: String { pick("Close the dialog: the grid shows what was added", "창 닫기: 추가한 강의가 시간표에 보여요") }
}

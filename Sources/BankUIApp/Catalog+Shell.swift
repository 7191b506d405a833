import TerminalUI

/// Strings of the app shell: tab names, global keys, help, errors.
extension Catalog {
    func tabTitle(_ tab: TabID) -> String {
        switch tab {
        case .bank: return pick("Bank", "은행")
        case .kanban: return pick("Kanban", "칸반")
        case .juice: return pick("Juice", "쥬스")
        case .calculator: return pick("Calculator", "계산기")
        case .timetable: return pick("Timetable", "시간표")
        }
    }

    func terminalTooSmall(need: Size, have: Size) -> String {
        pick("terminal too small: need \(need.width)×\(need.height), have \(have.width)×\(have.height)",
             "터미널이 너무 작습니다: \(need.width)×\(need.height) 필요, 현재 \(have.width)×\(have.height)")
    }

    var hintHelp: String { pick("Help", "도움말") }
    var hintQuit: String { pick("Quit", "종료") }
    var hintNextTab: String { pick("Next tab", "다음 탭") }
    var hintPreviousTab: String { pick("Previous tab", "이전 탭") }
    var hintJumpTab: String { pick("Go to tab", "탭 이동") }
    var hintClose: String { pick("Close", "닫기") }
    var hintCancel: String { pick("Cancel", "취소") }
    var hintErase: String { pick("Erase", "지우기") }
    var hintChooseButton: String { pick("Choose", "선택") }
    var hintQuitAnywhere: String { pick("Quit from anywhere", "어디서든 종료") }
    var helpTitle: String { pick("Keys", "키") }
    var helpGlobalSection: String { pick("Everywhere", "공통") }
    var noTabs: String { pick("No tabs are available in this build.", "이 빌드에는 사용할 수 있는 탭이 없습니다.") }
}

import TabKit
import TerminalUI

/// Strings of the app shell: tab names, global keys, help, errors.
struct ShellStrings: StringTable {
    let language: Language

    init(_ language: Language) { self.language = language }

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
    var hintQuitAnywhere: String { pick("Quit from anywhere", "어디서든 종료") }
    var hintHelpClose: String { pick("Close", "닫기") }
    var helpHelpKeys: String { pick("Every key of the current tab", "현재 탭의 모든 키") }
    var helpScrollHelp: String { pick("Scroll this list", "이 목록 스크롤") }
    var quitTitle: String { pick("Quit", "종료") }
    var quitAnyway: String { pick("Quit anyway", "그래도 종료") }
    var stay: String { pick("Stay", "머물기") }
    var tabWord: String { pick("tab", "탭") }
    var keysIntro: String {
        pick("""
             bankui is driven by the keyboard alone. The bottom line of the screen always shows the keys that work \
             right now; `?` lists every key of the current tab. The keys of every tab work when no dialog or text \
             field has focus; `Ctrl-C` quits from anywhere. Below 60×20 the screen shows `terminal too small` until \
             the window grows again.
             """,
             """
             bankui는 키보드만으로 씁니다. 화면 맨 아래 줄에는 지금 쓸 수 있는 키가 늘 보이고, `?`는 현재 탭의 모든 키를 \
             보여 줍니다. `Ctrl-C`는 어디서든 종료합니다.
             """)
    }
    var helpTitle: String { pick("Keys", "키") }
    var helpGlobalSection: String { pick("Everywhere", "공통") }
    var noTabs: String { pick("No tabs are available in this build.", "이 빌드에는 사용할 수 있는 탭이 없습니다.") }
}

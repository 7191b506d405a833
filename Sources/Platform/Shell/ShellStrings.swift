import FileKit
import TextKit
import TabKit
import TerminalUI

/// Strings of the app shell: tab names, global keys, help, errors.
public struct ShellStrings: StringTable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    public func tabTitle(_ tab: TabID) -> String { tab.title(language) }

    /// The message in phrases that a narrow screen keeps whole on a line.
    public func terminalTooSmallPhrases(need: Size, have: Size) -> [String] {
        language == .ko
            ? ["터미널이 너무 작습니다:", "\(need.width)×\(need.height) 필요,", "현재 \(have.width)×\(have.height)"]
            : ["terminal too small:", "need \(need.width)×\(need.height),", "have \(have.width)×\(have.height)"]
    }

    public var hintHelp: String { pick("Help", "도움말") }
    public var hintQuit: String { pick("Quit", "종료") }
    public var hintNextTab: String { pick("Next tab", "다음 탭") }
    public var hintPreviousTab: String { pick("Previous tab", "이전 탭") }
    public var hintJumpTab: String { pick("Go to tab", "탭 이동") }
    public var hintQuitAnywhere: String { pick("Quit from anywhere", "어디서든 종료") }
    public var hintHelpClose: String { pick("Close", "닫기") }
    public var helpHelpKeys: String { pick("Every key of the current tab", "현재 탭의 모든 키") }
    public var helpScrollHelp: String { pick("Scroll this list", "이 목록 스크롤") }
    public var helpPageHelp: String { pick("Scroll a page, to the top or the end", "한 쪽씩, 맨 위나 맨 끝으로 스크롤") }
    public var helpCloseHelp: String { pick("Close this list", "이 목록 닫기") }
    public var helpListSection: String { pick("In help", "도움말에서") }
    public var helpHelpAnywhere: String {
        pick("Every key, even while typing", "모든 키, 입력하는 중에도")
    }
    public var quitTitle: String { pick("Quit", "종료") }
    public var quitAnyway: String { pick("Quit anyway", "그래도 종료") }
    public var stay: String { pick("Stay", "머물기") }
    public var tabWord: String { pick("tab", "탭") }
    public var keysIntro: String {
        pick("""
             bankui is driven by the keyboard alone. The bottom line of the screen always shows the keys that work \
             right now; `?` lists every key of the current tab, and so does `Ctrl-G`, also while you type in a text \
             field (where `?` is a character): it opens at the keys every text field takes. The keys of every tab \
             work when no dialog or text field has focus; `Ctrl-C` quits from anywhere. Below 60×20 the screen shows \
             `terminal too small` until the window grows again.
             """,
             """
             bankui는 키보드만으로 씁니다. 화면 맨 아래 줄에는 지금 쓸 수 있는 키가 늘 보이고, `?`는 현재 탭의 모든 키를 \
             보여 줍니다. 입력 칸에서 글을 쓰는 중에는(`?`가 글자가 되므로) `Ctrl-G`가 같은 목록을 입력 칸의 키부터 \
             보여 줍니다. `Ctrl-C`는 어디서든 종료합니다.
             """)
    }
    /// The paragraph of the key document on Alt.
    public var keysAlt: String {
        pick("""
             `Alt` with a key (the terminal sends Esc and the key in one write): `Alt-q`, `Alt-1`…`Alt-5` and              `Alt-?` are the global keys on every screen, dialogs and text fields included. `Alt-q` quits and keeps              what was typed, to come back at the next start; it asks first only about changes not saved yet.              `Alt-1`…`Alt-5` shows another tab and leaves a dialog open in its own tab. Any other `Alt`+key is `Esc`              then the key on a board or a list, where Esc loses nothing, and does nothing in a dialog or a text              field. Esc then a digit typed within 50 ms of each other is read as `Alt` and the digit.
             """,
             """
             `Alt`와 키(터미널이 Esc와 키를 한 번에 보냄): `Alt-q`, `Alt-1`…`Alt-5`, `Alt-?`는 알림 창과 입력 칸을              포함해 모든 화면에서 전역 키입니다. `Alt-q`는 종료하고 입력하던 글은 다음 시작 때 돌아오도록 남깁니다.              아직 저장되지 않은 변경이 있을 때만 먼저 묻습니다. `Alt-1`…`Alt-5`는 다른 탭을 보여 주고, 열린 알림              창은 제 탭에 그대로 둡니다. 그 밖의 `Alt`+키는 Esc가 아무것도 잃지 않는 보드와 목록에서는 `Esc` 다음              그 키이고, 알림 창과 입력 칸에서는 아무 일도 하지 않습니다. Esc 다음 50 ms 안에 누른 숫자는 `Alt`와              그 숫자로 읽습니다.
             """)
    }
    /// The paragraph of the key document on the letters of dialog buttons.
    public var keysDialogLetters: String {
        pick("""
             A dialog's buttons can also be pressed by a letter: `y` for Yes (or the button that goes ahead), `n` for \
             No (or the button that leaves things as they are), and in a tab's own dialogs the letters its Dialogs \
             list names (kanban's keep mine / theirs / both, the timetable's course menu). The hint bar shows the \
             letters of the dialog that is open. They are keys like any other: a config file changes them (tables \
             `dialog`, `kanban`, `timetable`), except the move menu's `1 2 3`, which its words name. The mouse wheel \
             is not a key: it scrolls a list whatever keys the list has.
             """,
             """
             알림 창의 버튼은 글자로도 누릅니다. `y`는 예(또는 진행하는 버튼), `n`은 아니오(또는 그대로 두는 버튼), \
             탭의 알림 창에서는 그 탭의 알림 창 목록에 있는 글자입니다. 힌트 줄에 열린 알림 창의 글자가 보입니다. \
             다른 키처럼 설정 파일로 바꿀 수 있습니다(`dialog`, `kanban`, `timetable` 표). 이동 메뉴의 `1 2 3`은 \
             메뉴의 글에 적혀 있어 바꾸지 않습니다. 마우스 휠은 키가 아니어서 목록의 키가 무엇이든 목록을 스크롤합니다.
             """)
    }
    /// Why writes wait, in words.
    public func problem(_ problem: WriteProblem?) -> String {
        guard let problem else { return pick("unknown problem", "알 수 없는 문제") }
        return pick(problem.words, problem.koreanWords)
    }

    /// The tab bar's note while writes wait: `3 changes not saved yet: the disk is full`.
    public func writesHeldUp(_ count: Int, problem: WriteProblem?) -> String {
        pick("\(count) \(count == 1 ? "change" : "changes") not saved yet (\(self.problem(problem))), retrying",
             "저장 대기 \(count)건 (\(self.problem(problem))), 다시 시도 중")
    }

    /// The quit question's message when writes still wait.
    public func unsavedBeforeQuit(_ writes: [String], problem: WriteProblem?) -> String {
        let list = writes.prefix(5).map { "· " + $0 }.joined(separator: "\n") + (writes.count > 5 ? "\n· …" : "")
        return pick("\(writes.count) \(writes.count == 1 ? "change is" : "changes are") not saved yet (\(self.problem(problem))). "
                    + "Stay, and they are saved as soon as the database takes them; quit, and they are lost:",
                    "저장되지 않은 변경이 \(writes.count)건 있습니다 (\(self.problem(problem))). "
                    + "머물면 데이터베이스가 받는 대로 저장되고, 종료하면 잃습니다:") + "\n" + list
    }

    /// Printed once the terminal is restored when writes could not be made.
    public func unsavedAfterQuit(_ writes: [String], problem: String?) -> [String] {
        var lines = [pick("bankui: \(writes.count) \(writes.count == 1 ? "change was" : "changes were") not saved",
                          "bankui: 변경 \(writes.count)건을 저장하지 못했습니다") + (problem.map { " (\($0))" } ?? "") + ":"]
        lines += writes.map { "  " + $0 }
        if writes.isEmpty, let problem { lines = ["bankui: " + pick("the database was not closed cleanly", "데이터베이스를 깔끔하게 닫지 못했습니다") + ": " + problem] }
        return lines
    }

    /// The bottom line after a paste longer than the input limit.
    public func pasteCut(_ limit: String) -> String {
        pick("The paste was too large: more than \(limit); only its first \(limit) went in",
             "붙여넣은 내용이 너무 큽니다: \(limit)를 넘어 처음 \(limit)만 넣었습니다")
    }

    /// The bottom line at a start that reopened a draft.
    public var draftsRestored: String {
        pick("Restored what you were typing when bankui stopped", "bankui가 멈췄을 때 입력하던 내용을 되살렸습니다")
    }

    /// The quit question's line while something is typed and not saved.
    public func draftsKeptOnQuit(_ tabs: [String]) -> String {
        pick("You are typing in \(tabs.joined(separator: ", ")): it is kept and opened again at the next start.",
             "\(tabs.joined(separator: ", "))에서 입력 중인 내용이 있습니다: 보관했다가 다음 시작 때 다시 엽니다.")
    }

    /// The description of the write that keeps the drafts, when it waits.
    public func draftWrite(_ tabs: [String]) -> String {
        if tabs.isEmpty { return pick("what you were typing", "입력하던 내용") }
        return pick("what you were typing (\(tabs.joined(separator: ", ")))", "입력하던 내용 (\(tabs.joined(separator: ", ")))")
    }

    /// The notice while another program holds the database's lock at
    /// start; after a while it says how to give up.
    public func waitingForLock(sayQuit: Bool, quitKey: String = "q") -> String {
        sayQuit ? pick("waiting for another program's lock — \(quitKey) quits",
                       "다른 프로그램의 잠금을 기다리는 중 — \(Korean.toward(quitKey))로 종료")
            : pick("waiting for another program's lock", "다른 프로그램의 잠금을 기다리는 중")
    }

    /// Under the notice: what is locked, and what happens next.
    public func waitingForLockDetail(path: String) -> [String] {
        [pick("Another program holds the database locked:", "다른 프로그램이 데이터베이스를 잠그고 있습니다:"),
         path,
         pick("bankui reads the data once the lock goes; until then nothing is written.",
              "잠금이 풀리는 대로 데이터를 읽습니다. 그때까지 아무것도 쓰지 않습니다.")]
    }

    /// Printed after quitting while the lock was still held.
    public var quitWhileLocked: String {
        pick("bankui: quit while another program held the database locked; nothing was read or written",
             "bankui: 다른 프로그램이 데이터베이스를 잠근 동안 종료했습니다. 아무것도 읽거나 쓰지 않았습니다")
    }

    public var helpSuspend: String { pick("Suspend (fg brings bankui back)", "일시 정지 (fg로 돌아오기)") }
    public var helpTitle: String { pick("Keys", "키") }
    public var helpGlobalSection: String { pick("Everywhere", "공통") }
    public var noTabs: String { pick("No tabs are available in this build.", "이 빌드에는 사용할 수 있는 탭이 없습니다.") }
}

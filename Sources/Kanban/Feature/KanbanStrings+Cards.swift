import Foundation
import KanbanCore
import TabKit
import TerminalUI

// MARK: Tags, checklists, the due view, the body in an editor

extension KanbanStrings {
    // The board's keys.
    var hintChecklist: String { pick("Checklist", "체크리스트") }
    var helpChecklist: String { pick("The chosen card's checklist (- [ ] lines of its body)", "고른 카드의 체크리스트 (내용의 - [ ] 줄)") }
    var hintDue: String { pick("Due", "마감") }
    var helpDue: String {
        pick("Cards with a deadline, not done: overdue, today, this week, later", "마감일이 있고 끝나지 않은 카드: 지남, 오늘, 이번\u{00A0}주, 나중")
    }
    var helpEditInEditor: String {
        pick("Edit the chosen card's title and body in your editor ($VISUAL, $EDITOR, vi)",
             "고른 카드의 제목과 내용을 내 편집기로 편집 ($VISUAL, $EDITOR, vi)")
    }
    var hintExternalEditor: String { pick("Editor", "편집기") }
    var helpExternalEditor: String {
        pick("Edit title and body in your editor ($VISUAL, $EDITOR, vi); Ctrl-S then saves",
             "제목과 내용을 내 편집기로 편집 ($VISUAL, $EDITOR, vi); 그다음 Ctrl-S로 저장")
    }

    // The checklist dialog.
    var helpChecklistSection: String { pick("Checklist", "체크리스트") }
    var helpChecklistChoose: String { pick("Choose an item", "항목 선택") }
    var hintItem: String { pick("Item", "항목") }
    var hintTick: String { pick("Tick", "체크") }
    var helpTick: String { pick("Tick or untick the chosen item (one change, undoable)", "고른 항목 체크 / 해제 (변경 하나, 되돌릴 수 있음)") }
    var helpChecklistClose: String { pick("Close the checklist", "체크리스트 닫기") }
    func checklistTitle(_ title: String) -> String { pick("Checklist · \(title)", "체크리스트 · \(title)") }
    func noChecklist(_ title: String) -> String {
        pick("'\(title)' has no checklist: lines like '- [ ] item' in its body make one.",
             "\(Korean.topic("'\(title)'", noun: "카드")) 체크리스트가 없습니다. 내용에 '- [ ] 항목' 줄을 쓰면 생깁니다.")
    }
    var checklistGone: String { pick("The card is gone.", "카드가 없어졌습니다.") }

    // The due view.
    var dueTitle: String { pick("Due", "마감 일정") }
    var helpDueSection: String { pick("Due view", "마감 일정") }
    var helpDueChoose: String { pick("Choose a card", "카드 선택") }
    var hintGo: String { pick("Go", "이동") }
    var helpDueGo: String { pick("Go to the chosen card on its board", "고른 카드로 이동") }
    var helpDueClose: String { pick("Close the due view", "마감 일정 닫기") }
    var dueEmpty: String { pick("No card that is not done has a deadline.", "마감일이 있는 끝나지 않은 카드가 없습니다.") }
    func dueGroup(_ when: DueGroups.When) -> String {
        switch when {
        case .overdue: pick("Overdue", "지남")
        case .today: pick("Today", "오늘")
        case .thisWeek: pick("This week", "이번 주")
        case .later: pick("Later", "나중")
        }
    }

    // The body in an editor.
    var backFromEditor: String { pick("Back from the editor: Ctrl-S saves the card.", "편집기에서 돌아왔습니다. Ctrl-S로 카드를 저장합니다.") }
    var editorUnchanged: String { pick("The editor left the file unchanged: nothing changed.", "편집기에서 파일을 바꾸지 않았습니다. 바뀐 것이 없습니다.") }
    func editorFailed(_ status: Int32) -> String {
        pick("The editor ended with status \(status): nothing changed.", "편집기가 상태 \(status)로 끝났습니다. 바뀐 것이 없습니다.")
    }
    func editorMissing(_ command: String) -> String {
        pick("No editor '\(command)' was found (status 127): nothing changed. Set $VISUAL or $EDITOR.",
             "편집기 \(Korean.object("'\(command)'", noun: "명령")) 찾지 못했습니다 (상태 127). 바뀐 것이 없습니다. $VISUAL이나 $EDITOR를 설정하세요.")
    }
    func editorKilledAfterSaving(_ signal: Int32, name: String) -> String {
        pick("The editor was ended by signal \(signal) (\(name)) after saving: its text is here. Ctrl-S saves the card.",
             "편집기가 신호 \(signal) (\(name))로 끝났지만 저장한 글은 여기 있습니다. Ctrl-S로 카드를 저장합니다.")
    }
    func editorKilled(_ signal: Int32, name: String) -> String {
        pick("The editor was ended by signal \(signal) (\(name)): nothing changed.",
             "편집기가 신호 \(signal) (\(name))로 끝났습니다. 바뀐 것이 없습니다.")
    }
    func editorNotStarted(_ reason: String) -> String {
        pick("The editor could not be started (\(reason)): nothing changed.", "편집기를 시작하지 못했습니다 (\(reason)). 바뀐 것이 없습니다.")
    }
    func editorFileUnwritable(_ directory: String, _ reason: String) -> String {
        pick("Cannot write a temporary file in \(directory) (\(reason)): nothing changed. Set TMPDIR to a writable directory.",
             "\(directory)에 임시 파일을 쓸 수 없습니다 (\(reason)). 바뀐 것이 없습니다. TMPDIR을 쓸 수 있는 디렉터리로 설정하세요.")
    }
    func editorFileUnreadable(_ reason: String) -> String {
        pick("The edited file could not be read (\(reason)): nothing changed.", "편집한 파일을 읽지 못했습니다 (\(reason)). 바뀐 것이 없습니다.")
    }
    /// The editor put a FIFO, a directory… where the file was.
    func editorLeftNoFile(_ kind: String) -> String {
        let korean = switch kind {
        case "directory": "디렉터리"
        case "FIFO": "FIFO"
        case "socket": "소켓"
        default: "장치"
        }
        return pick("The editor left a \(kind) where the card's file was, not a file: nothing changed.",
                    "편집기가 카드 파일 자리에 파일이 아닌 \(Korean.object(korean, noun: "것")) 남겼습니다. 바뀐 것이 없습니다.")
    }
    /// The edited file grew past the input limit.
    func editorFileTooLarge(_ limit: String) -> String {
        pick("The edited file is larger than \(limit), the most bankui reads: it was not read and nothing changed.",
             "편집한 파일이 bankui가 읽는 최대 크기 \(limit)보다 큽니다. 읽지 않았고 바뀐 것이 없습니다.")
    }
}

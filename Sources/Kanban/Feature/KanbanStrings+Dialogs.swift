import Foundation
import KanbanCore
import TabKit
import TextKit

/// The kanban tab's dialogs and card editor, in words.
extension KanbanStrings {
    // MARK: Dialogs

    var deleteTitle: String { pick("Delete card", "카드 삭제") }
    func deleteQuestion(_ title: String, undoKey: String) -> String {
        pick("Delete '\(title)'? \(undoKey) undoes it.",
             "\(Korean.object("'\(title)'", noun: "카드")) 삭제할까요? \(Korean.toward(undoKey))로 되돌릴 수 있습니다.")
    }
    var moveTitle: String { pick("Move card", "카드 이동") }
    func moveQuestion(_ title: String, from column: KanbanColumn) -> String {
        pick("'\(title)' is in \(column.title).", "\(Korean.topic("'\(title)'", noun: "카드")) \(column.title)에 있습니다.")
    }
    /// The move menu's buttons, as the original's popover named them.
    func moveTo(_ column: KanbanColumn) -> String {
        pick("Move to \(column.title)", "\(Korean.toward(column.title))로 이동")
    }
    // The save of a card another program changed meanwhile.
    var conflictTitle: String { pick("Changed meanwhile", "그사이 바뀐 카드") }
    func conflictQuestion(_ theirTitle: String) -> String {
        pick("Another program changed this card since you opened it (now \u{201C}\(theirTitle)\u{201D}). Which to keep?",
             "편집을 연 뒤 다른 프로그램이 이 카드를 바꿨습니다 (지금 \u{201C}\(theirTitle)\u{201D}). 무엇을 남길까요?")
    }
    var conflictKeepMine: String { pick("Keep mine", "내 것") }
    var conflictKeepTheirs: String { pick("Keep theirs", "그쪽 것") }
    var conflictKeepBoth: String { pick("Keep both", "둘 다") }
    // The save of a card another board deleted meanwhile.
    var deletedMeanwhileTitle: String { pick("Deleted meanwhile", "그사이 삭제된 카드") }
    var deletedMeanwhileQuestion: String {
        pick("This card was deleted on another board.", "이 카드는 다른 보드에서 삭제되었습니다.")
    }
    var deletedRestore: String { pick("Restore it with my edit", "내 편집으로 되살리기") }
    var deletedDiscard: String { pick("Discard my edit", "내 편집 버리기") }
    var deletedDiscarded: String { pick("Your edit was discarded; the card stays deleted", "편집을 버렸습니다. 카드는 삭제된 채로 남습니다") }
    var conflictKeptTheirs: String { pick("Kept the other change; yours was not saved", "다른 쪽 변경을 남겼습니다. 내 편집은 저장하지 않았습니다") }

    var discardTitle: String { pick("Discard changes?", "변경 사항을 버릴까요?") }
    var discardQuestion: String {
        pick("What you typed in this card will be lost.", "이 카드에 입력한 내용이 사라집니다.")
    }
    var discardButton: String { pick("Discard", "버리기") }
    var keepEditingButton: String { pick("Keep editing", "계속 편집") }

    // MARK: The card editor

    var newCardTitle: String { pick("New card", "새 카드") }
    var editCardTitle: String { pick("Edit card", "카드 편집") }
    var fieldTitle: String { pick("Title", "제목") }
    var fieldDeadline: String { pick("Deadline", "마감일") }
    var fieldBody: String { pick("Body", "내용") }
    var deadlineHint: String {
        pick("2026-12-1, today, fri, next week fri, +3d, +1m, end of month; empty for none",
             "2026-12-1, 오늘, 금, 다음 주 금요일, +3d, +1m, 월말; 비우면 없음")
    }
    var noDeadline: String { pick("no deadline", "마감일 없음") }
    func readsAs(_ text: String) -> String { "→ " + text }
    var titleRequired: String { pick("A card needs a title.", "제목을 입력하세요.") }
    /// The limit and what was kept: "At most 100 characters: kept 100, 4,999,900 did not fit."
    func titleCut(limit: Int, dropped: Int) -> String {
        cut(limit: limit, dropped: dropped)
    }
    func bodyCut(limit: Int, dropped: Int) -> String {
        cut(limit: limit, dropped: dropped)
    }
    func cut(limit: Int, dropped: Int) -> String {
        let limit = NumberText.grouped(limit), dropped = NumberText.grouped(dropped)
        return pick("At most \(limit) characters: kept \(limit), \(dropped) did not fit.",
                    "최대 \(limit)자: \(limit)자를 남기고 \(dropped)자는 들어가지 않았습니다.")
    }
    func deadlineError(_ error: DeadlineInputError) -> String {
        switch error {
        case .notADate:
            return pick("Not a date: try 2026-12-1, fri, +3d, +1m, end of month.",
                        "날짜가 아닙니다: 2026-12-1, 금, +3d, +1m, 월말처럼 쓰세요.")
        case .noSuchDay(let typed):
            return pick("There is no such day: \(typed).", "없는 날짜입니다: \(typed).")
        case .ambiguous(_, let days):
            let choices = days.map(dateWithWeekday).joined(separator: pick(" or ", " 또는 "))
            return pick("Which day? \(choices): write the date.", "어느 날? \(choices): 날짜로 쓰세요.")
        }
    }
}

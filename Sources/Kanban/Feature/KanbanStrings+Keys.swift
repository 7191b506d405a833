import Foundation
import KanbanCore
import TabKit
import TerminalUI

extension KanbanStrings {
    // MARK: Key hints (short) and help (in full)

    var hintColumn: String { pick("Column", "열") }
    var hintCard: String { pick("Card", "카드") }
    var hintNew: String { pick("New", "새 카드") }
    var hintEdit: String { pick("Edit", "편집") }
    var hintDelete: String { pick("Delete", "삭제") }
    var hintMove: String { pick("Move", "이동") }
    var hintShiftColumn: String { pick("Move ←→", "좌우로 옮기기") }
    var hintShiftInColumn: String { pick("Move ↑↓", "위아래로 옮기기") }
    var hintHistory: String { pick("History", "내역") }
    var hintUndo: String { pick("Undo", "되돌리기") }
    var hintRedo: String { pick("Redo", "다시 실행") }
    var hintFilter: String { pick("Filter", "필터") }
    var hintClearFilter: String { pick("Clear filter", "필터 지우기") }
    var hintKeep: String { pick("Keep", "적용") }
    var hintSave: String { pick("Save", "저장") }
    var hintNextField: String { pick("Next field", "다음 칸") }
    var hintClose: String { words.close }
    var hintScroll: String { words.scroll }

    var helpChooseColumn: String { pick("Choose a column", "열 선택") }
    var helpChooseCard: String { pick("Choose a card", "카드 선택") }
    var helpEnds: String { pick("First / last card; a page up / down", "처음 / 마지막 카드, 한 쪽 위 / 아래") }
    var helpNew: String { pick("New card in the chosen column", "고른 열에 새 카드") }
    var helpEdit: String { pick("Edit the chosen card", "고른 카드 편집") }
    var helpDelete: String { pick("Delete the chosen card (asks first)", "고른 카드 삭제 (먼저 확인)") }
    /// No-break spaces: a row of help never splits the digits.
    var helpMoveMenu: String {
        pick("Move menu: Move to TODO / DOING / DONE (or 1\u{00A0}2\u{00A0}3)",
             "이동 메뉴: TODO로 / DOING으로 / DONE으로 이동 (1\u{00A0}2\u{00A0}3으로도)")
    }
    /// The move menu's digits: the menu's words say "1 2 3", so they stay.
    func helpMoveMenuDigit(_ column: KanbanColumn) -> String {
        pick("Move menu: move to \(column.title)", "이동 메뉴: \(Korean.toward(column.title))로 이동")
    }
    var helpRestoreEdit: String {
        pick("Deleted meanwhile: restore the card with my edit", "그사이 삭제된 카드: 내 편집으로 되살리기")
    }
    var helpDiscardEdit: String { pick("Deleted meanwhile: discard my edit", "그사이 삭제된 카드: 내 편집 버리기") }
    var helpKeepMine: String { pick("Changed meanwhile: keep my edit", "그사이 바뀐 카드: 내 것 남기기") }
    var helpKeepTheirs: String { pick("Changed meanwhile: keep the other change", "그사이 바뀐 카드: 그쪽 것 남기기") }
    var helpKeepBoth: String { pick("Changed meanwhile: keep both (mine as a new card)", "그사이 바뀐 카드: 둘 다 남기기 (내 것은 새 카드로)") }
    var helpMoveColumn: String { pick("Move the card to the previous / next column", "카드를 이전 / 다음 열로 옮기기") }
    var helpMoveInColumn: String { pick("Move the card down / up in its column", "카드를 열 안에서 아래 / 위로 옮기기") }
    var helpHistory: String { pick("History of changes, newest first", "변경 내역 (최근 것부터)") }
    var helpUndo: String { pick("Undo the last change", "마지막 변경 되돌리기") }
    var helpRedo: String { pick("Redo what was undone", "되돌린 것 다시 실행") }
    var helpFilter: String {
        pick("Filter by title and body (case and spaces ignored); #tag: the cards with that tag",
             "제목과 내용으로 거르기 (대소문자와 띄어쓰기 무시); #태그: 그 태그가 있는 카드")
    }
    var helpClearFilter: String { pick("Clear the filter (without one: hide the archive)", "필터 지우기 (필터가 없으면 보관함 숨기기)") }

    var helpFilterSection: String { pick("Filter", "필터") }
    var helpFilterType: String { pick("Type: the board shows matching cards at once", "입력하면 맞는 카드가 바로 보임") }
    var helpFilterKeep: String { pick("Keep the filter and go back to the board", "필터를 두고 보드로 돌아가기") }
    var helpFilterClear: String { pick("Clear the filter", "필터 지우기") }
    var helpFilterChoose: String { pick("Choose a card while typing", "입력 중에 카드 선택") }

    var helpEditorSection: String { pick("Card editor", "카드 편집 창") }
    var helpNextField: String { pick("Next / previous field", "다음 / 이전 칸") }
    var helpSave: String { pick("Save the card", "카드 저장") }
    var helpSaveEnter: String {
        pick("Save (in Title or Deadline); a new line in Body", "저장 (제목, 마감일 칸에서); 내용 칸에서는 줄 바꿈")
    }
    var helpCancelEditor: String { pick("Close (asks before discarding changes)", "닫기 (바꾼 내용이 있으면 먼저 확인)") }
    var helpFieldArrows: String {
        pick("Title, Deadline: previous / next field; Body: the line above / below",
             "제목, 마감일: 이전 / 다음 칸, 내용: 윗줄 / 아랫줄")
    }
    var helpPasteField: String {
        pick("Paste into the chosen field (line breaks only in Body)", "고른 칸에 붙여 넣기 (줄 바꿈은 내용 칸에서만)")
    }

    var helpHistorySection: String { pick("History", "변경 내역") }
    var helpScrollHistory: String { pick("Scroll the history", "내역 스크롤") }
    var helpCloseHistory: String { pick("Close the history", "내역 닫기") }
}

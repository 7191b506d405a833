import TextKit
import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// Strings of the kanban tab. The history lines are the original app's
/// (`Added 'X'.`, `Moved 'X' from TODO to DOING`, `Removed 'X' from DONE`, as the original wrote them),
/// with `Updated 'X'.` that it lacked; the Korean ones are written as the
/// original wrote its messages (오늘까지인 일정이 있습니다.): plain polite
/// sentences ending in -습니다, the particle chosen by the title's last
/// sound. Column names stay TODO / DOING / DONE in both languages, as in
/// the original.
struct KanbanStrings: StringTable {
    let language: Language
    /// Who uses the board here (folded): their own lines go without a name.
    var me: String?

    init(_ language: Language, me: PersonName? = nil) {
        self.language = language
        self.me = me?.folded
    }

    // MARK: Dates

    /// A deadline, as every tab writes a date (``Words/date(_:)``):
    /// `2026-11-23`, in Korean `2026. 11. 23.`.
    func date(_ deadline: Deadline) -> String { words.date(deadline) }

    /// A deadline with its weekday, as the editor reads what was typed:
    /// `2026-11-26 (Thu)`, `2026. 11. 26. (목)`.
    func dateWithWeekday(_ deadline: Deadline) -> String { words.dateWithWeekday(deadline) }

    /// The local date and time of a history line: `2026-11-23 14:05`, in
    /// Korean `2026. 11. 23. 14:05`.
    func dateTime(_ date: Date, in timeZone: TimeZone) -> String { words.dateTime(date, in: timeZone) }

    var today: String { pick("today", "오늘") }
    /// The mark of a deadline that has passed, shown when colour cannot say it.
    var overdue: String { pick("overdue", "지남") }

    // MARK: The board

    /// A column's title: `TODO 3`; with a filter, `TODO 1/3` (shown of all).
    /// A column's title: `DOING 3`, `DOING 1/3` while filtered; with a
    /// limit `DOING 3/4` (`DOING 1/3 ≤4` filtered), and `!` after it when
    /// the column holds more than its limit.
    func columnTitle(_ column: KanbanColumn, shown: Int, of total: Int, filtered: Bool, limit: Int? = nil) -> String {
        let over = limit.map { total > $0 } == true ? " !" : ""
        if let limit {
            return filtered
                ? "\(column.title) \(NumberText.grouped(shown))/\(NumberText.grouped(total)) ≤\(NumberText.grouped(limit))\(over)"
                : "\(column.title) \(NumberText.grouped(total))/\(NumberText.grouped(limit))\(over)"
        }
        return filtered ? "\(column.title) \(NumberText.grouped(shown))/\(NumberText.grouped(total))"
            : "\(column.title) \(NumberText.grouped(total))"
    }
    /// What the board says until it is read: not yet "No cards".
    var readingCards: String { pick("Reading cards…", "카드를 읽는 중…") }
    var emptyColumn: String { pick("No cards", "카드가 없습니다") }
    /// The empty column's line, naming the key that adds a card (the
    /// user's, when they chose another).
    func emptyColumnFocused(newKey key: String) -> String {
        pick("No cards. \(key) adds one.", "카드가 없습니다. \(Korean.toward(key))로 추가하세요.")
    }
    var noMatch: String { pick("No card matches", "맞는 카드가 없습니다") }
    var filterLabel: String { pick("Filter", "필터") }
    var filterPlaceholder: String { pick("title or body", "제목이나 내용") }
    func filterCount(_ shown: Int, of total: Int) -> String {
        pick("\(NumberText.grouped(shown)) of \(NumberText.grouped(total)) \(total == 1 ? "card" : "cards")",
             "카드 \(NumberText.grouped(total))개 중 \(NumberText.grouped(shown))개")
    }
    func boardUnreadable(_ reason: String) -> String {
        pick("The board could not be read: \(reason). Any key tries again.",
             "보드를 읽을 수 없습니다: \(reason). 아무 키나 누르면 다시 읽습니다.")
    }

    // MARK: Boards

    /// `3 cards`, `1 card`.
    func boardCards(_ count: Int) -> String {
        pick("\(NumberText.grouped(count)) \(count == 1 ? "card" : "cards")", "카드 \(NumberText.grouped(count))개")
    }
    var boardsTitle: String { pick("Boards", "보드") }
    var boardChooserTitle: String { pick("Move to board", "다른 보드로 이동") }
    var newBoardLabel: String { pick("New board:", "새 보드:") }
    var renameBoardLabel: String { pick("Rename:", "새 이름:") }
    var boardNamePlaceholder: String { pick("name", "이름") }
    /// `(2/3)` after the board's name on the title line: its place in the list.
    func boardPlace(_ index: Int, of count: Int) -> String { "(\(index + 1)/\(count))" }
    var deleteBoardTitle: String { pick("Delete board", "보드 삭제") }
    func deleteBoardQuestion(_ name: String, cards: Int, undoKey: String) -> String {
        let quoted = "'\(name)'"
        if cards == 0 {
            return pick("Delete the board \(quoted)? It has no cards. \(undoKey) undoes it.",
                        "\(quoted) 보드를 삭제할까요? 카드는 없습니다. \(Korean.toward(undoKey))로 되돌릴 수 있습니다.")
        }
        return pick("Delete the board \(quoted) and its \(boardCards(cards))? \(undoKey) undoes it.",
                    "\(quoted) 보드와 카드 \(NumberText.grouped(cards))개를 삭제할까요? \(Korean.toward(undoKey))로 되돌릴 수 있습니다.")
    }
    func boardError(_ error: BoardError) -> String {
        switch error {
        case .emptyName: pick("A board needs a name.", "보드에는 이름이 있어야 합니다.")
        case .nameTooLong:
            pick("A board's name has at most \(BoardLimits.name) characters.", "보드 이름은 \(BoardLimits.name)자까지입니다.")
        case .duplicateName(let name):
            pick("There is already a board named '\(name)'.", "'\(name)' 보드가 이미 있습니다.")
        case .lastBoard: pick("The last board cannot be deleted.", "마지막 남은 보드는 삭제할 수 없습니다.")
        case .sameBoard: pick("The card is already on that board.", "카드가 이미 그 보드에 있습니다.")
        case .unknownBoard: pick("There is no such board.", "그런 보드가 없습니다.")
        }
    }
    var noOtherBoard: String {
        pick("There is no other board: b opens the boards, n makes one.", "다른 보드가 없습니다: b로 보드 목록을 열고 n으로 만드세요.")
    }
    func showingBoard(_ name: String) -> String { pick("Board '\(name)'.", "'\(name)' 보드.") }

    var hintBoards: String { pick("Boards", "보드") }
    var hintToBoard: String { pick("To board", "보드로") }
    var hintShow: String { pick("Show", "보기") }
    var hintRename: String { pick("Rename", "이름") }
    var hintMoveHere: String { pick("Move here", "여기로") }
    var helpBoards: String { pick("The boards: choose, new, rename, delete", "보드 목록: 고르기, 새 보드, 이름 바꾸기, 삭제") }
    var helpMoveToBoard: String { pick("Move the chosen card to another board", "고른 카드를 다른 보드로 옮기기") }
    var helpBoardsSection: String { pick("Boards", "보드 목록") }
    var helpBoardsChoose: String { pick("Choose a board", "보드 선택") }
    var helpBoardsShow: String { pick("Show the chosen board", "고른 보드 보기") }
    var helpBoardsNew: String { pick("New board (type its name, Enter)", "새 보드 (이름을 쓰고 Enter)") }
    var helpBoardsRename: String { pick("Rename the chosen board", "고른 보드 이름 바꾸기") }
    var helpBoardsDelete: String {
        pick("Delete the chosen board and its cards (asks first)", "고른 보드와 그 카드 삭제 (먼저 확인)")
    }
    var helpBoardsClose: String { pick("Close the boards", "보드 목록 닫기") }
    var helpBoardNameSection: String { pick("Board name", "보드 이름") }
    var helpBoardNameSave: String { pick("Keep the name", "이름 정하기") }
    var helpBoardNameCancel: String { pick("Leave the name as it was", "이름을 그대로 두기") }
    var helpChooserSection: String { pick("Move to board", "다른 보드로 이동") }
    var helpChooserMove: String { pick("Move the card to the chosen board", "카드를 고른 보드로 옮기기") }
    var helpChooserClose: String { pick("Close without moving", "옮기지 않고 닫기") }

    var historyTitle: String { pick("History", "변경 내역") }
    var historyEmpty: String { pick("Nothing has changed on this board yet.", "아직 변경 내역이 없습니다.") }

    // MARK: Notices

    var nothingToUndo: String { pick("Nothing to undo.", "되돌릴 것이 없습니다.") }
    var nothingToRedo: String { pick("Nothing to redo.", "다시 실행할 것이 없습니다.") }
    var noCardChosen: String { pick("No card is chosen.", "고른 카드가 없습니다.") }
    var alreadyFirst: String { pick("The card is already at the top.", "이미 맨 위에 있는 카드입니다.") }
    var alreadyLast: String { pick("The card is already at the bottom.", "이미 맨 아래에 있는 카드입니다.") }
    var noColumnLeft: String { pick("TODO is the first column.", "TODO가 첫 번째 열입니다.") }
    var noColumnRight: String { pick("DONE is the last column.", "DONE이 마지막 열입니다.") }
    func filterClearedToShow(_ title: String) -> String {
        pick("The filter was cleared to show '\(title)'.", "\(Korean.subject("'\(title)'", noun: "카드")) 보이도록 필터를 지웠습니다.")
    }
    /// A change refused for good: `what` is its history line.
    func saveFailed(_ what: String, _ reason: String) -> String {
        pick("Not saved (\(reason)): \(what) The board shows what is stored.",
             "저장하지 못했습니다 (\(reason)): \(what) 보드에는 저장된 내용이 보입니다.")
    }

    // MARK: The shared board

    var online: String { pick("online", "온라인") }
    var offline: String { pick("offline", "오프라인") }
    /// `3 unsent`: local changes the shared board does not have yet.
    func unsent(_ count: Int) -> String {
        pick("\(NumberText.grouped(count)) unsent", "안 보냄 \(NumberText.grouped(count))")
    }
    var syncSection: String { pick("Shared board", "공유 보드") }
    func syncState(online isOnline: Bool, remote: String) -> String {
        (isOnline ? online : offline) + " · " + remote
    }
    func syncUnsent(_ count: Int) -> String {
        pick("Changes not yet sent: \(NumberText.grouped(count))", "아직 보내지 않은 변경: \(NumberText.grouped(count))개")
    }
    func syncLastError(_ error: String) -> String { pick("Last error: \(error)", "마지막 오류: \(error)") }
    var syncHelpKeys: String { pick("status", "상태") }
    var syncHelpErrorKeys: String { pick("error", "오류") }
    var syncHelpNoticeKeys: String { pick("notice", "알림") }
    var syncHelpUnsentKeys: String { pick("unsent", "안 보냄") }
    func unsentAtQuit(_ count: Int, reason: String? = nil) -> String {
        let why = reason.map { " (\($0))" } ?? ""
        return pick(count == 1
                 ? "1 kanban change is not yet sent to the shared board\(why); it is kept and sent at the next start, "
                     + "or by `bankui kanban sync`."
                 : "\(NumberText.grouped(count)) kanban changes are not yet sent to the shared board\(why); they are kept "
                     + "and sent at the next start, or by `bankui kanban sync`.",
             "칸반 변경 \(NumberText.grouped(count))개를 아직 공유 보드에 보내지 못했습니다\(why). 저장해 두었다가 "
                 + "다음에 시작할 때나 `bankui kanban sync`로 보냅니다.")
    }
    var allSentAtQuit: String {
        pick("All kanban changes were sent to the shared board.", "칸반 변경을 모두 공유 보드에 보냈습니다.")
    }
    /// `2`, `0.5`: a wait in seconds as the quit line says it.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
    var nothingToRestore: String {
        pick("The card already has that value, or is gone.", "카드에 이미 그 값이 있거나 카드가 없습니다.")
    }
    var hintRestore: String { pick("Restore", "되살리기") }
    var helpRestore: String {
        pick("On a line of a value another board replaced: set it again", "다른 보드가 바꾼 값의 줄에서: 그 값을 다시 넣기")
    }
}

/// The words of `X`, the board written to a file.
extension KanbanStrings {
    var hintExport: String { pick("Export", "내보내기") }
    var helpExport: String { pick("Write the board to a file (Markdown, or JSON for .json)", "보드를 파일로 쓰기 (Markdown, .json이면 JSON)") }
    var helpExportSection: String { pick("Export", "내보내기") }
    var hintExportWrite: String { pick("Write", "쓰기") }
    var helpExportWrite: String { pick("Write the file", "파일 쓰기") }
    var helpExportClose: String { pick("Close without writing", "쓰지 않고 닫기") }
    var exportTitle: String { pick("Export the board", "보드 내보내기") }
    var exportFile: String { pick("File", "파일") }
    var exportFormats: String {
        pick("Markdown; a name ending .json writes JSON (every field).",
             "Markdown; 이름이 .json으로 끝나면 JSON (모든 칸).")
    }
    var exportNeedsPath: String { pick("Type the file's path.", "파일 경로를 쓰세요.") }
    var exportWriting: String { pick("Writing…", "쓰는 중…") }
    func exportWhere(_ path: String, format: KanbanFormat) -> String {
        let name = format == .json ? "JSON" : "Markdown"
        return pick("Writes \(name) to \(path)", "\(path)에 \(name)로 써요")
    }
    /// `Wrote 6 cards to /home/u/board.md`, the path cut from its left
    /// (`…/u/board.md`) to keep it on one line of `width`.
    func exported(_ path: String, cards: Int, width: Int = .max) -> String {
        func said(_ shown: String) -> String {
            pick("Wrote \(NumberText.grouped(cards)) \(cards == 1 ? "card" : "cards") to \(shown)",
                 "카드 \(NumberText.grouped(cards))장을 \(shown)에 썼습니다")
        }
        var shown = Substring(path)
        while DisplayWidth.of(said(shown == Substring(path) ? path : "…" + shown)) > width, shown.count > 1 { shown.removeFirst() }
        return said(shown == Substring(path) ? path : "…" + shown)
    }
    /// In the dialog, under the path: `Could not write: No such file or directory`.
    func exportFailedHere(_ reason: String) -> String {
        pick("Could not write: \(reason)", "쓰지 못했습니다: \(reason)")
    }
    func exportFailed(_ path: String, _ reason: String) -> String {
        pick("Could not write \(path): \(reason)", "\(path)에 쓰지 못했습니다: \(reason)")
    }
}

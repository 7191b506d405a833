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
    var readOnlyRefusal: String {
        pick("Read only (--read-only): this board can be seen, not changed.",
             "읽기 전용(--read-only): 보드를 볼 수만 있습니다.")
    }
    var readOnlyMark: String { pick("read only", "읽기 전용") }
    /// Who else has the board open: `민수, 지연 here`, past three `+2`.
    func present(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " +\(names.count - 3)" : "")
        return pick("\(shown) here", "\(shown) 접속 중")
    }
    /// `지연 editing 'Fix login'`.
    func editing(_ name: String, title: String) -> String {
        pick("\(name) editing '\(title)'", "\(name): '\(title)' 편집 중")
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

    // MARK: History lines

    /// What one history line says; `title` in place of the entry's (a
    /// title cut to fit).
    /// With `namingMe` (the history panel, the activity command) a line
    /// names its author even when it is the person using bankui.
    func history(_ entry: HistoryEntry, title: String? = nil, namingMe: Bool = false) -> String {
        let title = title ?? entry.title
        let line: String
        switch entry.kind {
        case .action(let kind): line = action(kind, title: title)
        case .undid(let kind): line = pick("Undid: ", "되돌림: ") + action(kind, title: title)
        case .redid(let kind): line = pick("Redid: ", "다시 실행: ") + action(kind, title: title)
        case .imported(let count):
            line = pick("Imported \(NumberText.grouped(count)) \(count == 1 ? "card" : "cards").",
                        "카드 \(NumberText.grouped(count))개를 가져왔습니다.")
        case .remote(let kind):
            let said = action(kind, title: title)
            guard let author = entry.author else { return pick("Another board: ", "다른 보드: ") + said }
            return byName(author, said)
        case .conflict(let conflict): return self.conflict(conflict, title: title, author: entry.author)
        }
        guard let author = entry.author, namingMe || author.lowercased() != me else { return line }
        return byName(author, line)
    }

    /// A line said by someone: `민수 moved 'X' …` (`민수: …` in Korean).
    func byName(_ author: String, _ line: String) -> String {
        guard language == .en, let first = line.first else { return "\(author): \(line)" }
        return "\(author) \(first.lowercased())\(line.dropFirst())"
    }

    /// A value that lost to another board's: `'X': title also set by
    /// 민수: 'Y'.`; the name is whose value was kept aside, or when it was
    /// this board's, whose value won.
    func conflict(_ conflict: FieldConflict, title: String, author: String? = nil) -> String {
        let quoted = "'\(title)'"
        let value = lostValue(conflict.lost)
        let field = fieldName(conflict.field)
        if conflict.lostHere, conflict.lost == .deleted(false), conflict.kept == .deleted(true) {
            // Removed elsewhere by a board that did not know of this one's change.
            let who = author ?? pick("another board", "다른 보드")
            return pick("\(quoted) was removed by \(who) while you changed it; r restores it, changed.",
                        "\(quoted): \(author.map { "\($0) 님이" } ?? "다른 보드에서") 바꾸는 사이에 삭제했습니다. r을 누르면 바꾼 내용과 함께 되살립니다.")
        }
        if conflict.lostHere {
            if let author {
                return pick("\(quoted): \(field) set by \(author) at the same time; yours was \(value).",
                            "\(quoted): \(author) 님이 같은 때에 \(Korean.object(field)) 바꿨습니다. 이 보드의 값: \(value).")
            }
            return pick("\(quoted): \(field) set by another board at the same time; yours was \(value).",
                        "\(quoted): 다른 보드에서 같은 때에 \(Korean.object(field)) 바꿨습니다. 이 보드의 값: \(value).")
        }
        if let author {
            return pick("\(quoted): \(field) also set by \(author): \(value).",
                        "\(quoted): \(author) 님도 \(Korean.object(field)) 바꿨습니다: \(value).")
        }
        return pick("\(quoted): \(field) also set by another board: \(value).",
                    "\(quoted): 다른 보드에서도 \(Korean.object(field)) 바꿨습니다: \(value).")
    }

    /// A field's name in a conflict line.
    func fieldName(_ field: CardChange.Field) -> String {
        switch field {
        case .title: pick("title", "제목")
        case .body: pick("body", "내용")
        case .deadline: pick("deadline", "마감일")
        case .column: pick("column", "열")
        case .position, .boardPosition: pick("order", "순서")
        case .deleted, .created: pick("removal", "삭제")
        case .board: pick("board", "보드")
        case .repeats: pick("repeat", "반복")
        case .doneOn: pick("day done", "완료한 날")
        case .boardName: pick("board name", "보드 이름")
        case .boardWip: pick("limits", "한도")
        case .boardDeleted, .boardCreated: pick("board removal", "보드 삭제")
        }
    }

    /// A lost value in words: `'Buy milk'`, `2026-11-23`, `DOING`, `removed`.
    func lostValue(_ value: CardChange.Value) -> String {
        switch value {
        case .title(let text), .body(let text):
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return "'" + (line.count > 60 ? String(line.prefix(59)) + "…" : line) + "'"
        case .deadline(let deadline): return deadline.map(date) ?? noDeadline
        case .column(let column): return column.title
        case .position(let key), .boardPosition(let key): return key
        case .deleted(let flag), .boardDeleted(let flag): return flag ? pick("removed", "삭제됨") : pick("kept", "남김")
        case .created(let card): return "'\(card.title)'"
        case .boardName(let name): return "'\(name)'"
        case .boardCreated(let info): return "'\(info.name)'"
        case .board: return pick("another board", "다른 보드")
        case .boardWip(let wip): return wipWords(wip)
        case .repeats(let rule): return rule.map(repeatWords) ?? pick("no repeat", "반복 안 함")
        case .doneOn(let day): return day.map(date) ?? pick("not known", "모름")
        }
    }

    /// What one history line says in `width` columns: a long title is cut
    /// with "…" (to no less than 8 columns) so that what happened to the
    /// card stays in sight.
    func history(_ entry: HistoryEntry, width: Int, namingMe: Bool = false) -> String {
        let whole = history(entry, namingMe: namingMe)
        let over = DisplayWidth.of(whole) - width
        let titleWidth = DisplayWidth.of(entry.title)
        guard over > 0, titleWidth > 8 else { return whole }
        return history(entry, title: DisplayWidth.truncate(entry.title, to: max(8, titleWidth - over), ellipsis: "…"),
                       namingMe: namingMe)
    }

    /// An action in words: `Added 'X'.`, `'X'을 추가했습니다.`. The three
    /// lines the original app wrote are its own, full stops included or
    /// not: `Added 'X'.`, `Moved 'X' from TODO to DOING`, `Removed 'X' from
    /// DONE`.
    func action(_ kind: KanbanActionKind, title: String) -> String {
        let quoted = "'\(title)'"
        switch kind {
        case .added:
            return pick("Added \(quoted).", "\(Korean.object(quoted, noun: "카드")) 추가했습니다.")
        case .updated:
            return pick("Updated \(quoted).", "\(Korean.object(quoted, noun: "카드")) 수정했습니다.")
        case .moved(let from, let to):
            return pick("Moved \(quoted) from \(from.title) to \(to.title)",
                        "\(Korean.object(quoted, noun: "카드")) \(from.title)에서 \(Korean.toward(to.title))로 옮겼습니다.")
        case .reordered:
            return pick("Reordered \(quoted).", "\(quoted)의 순서를 바꿨습니다.")
        case .removed(let from):
            return pick("Removed \(quoted) from \(from.title)", "\(from.title)에서 \(Korean.object(quoted, noun: "카드")) 삭제했습니다.")
        case .restored:
            return pick("Brought back \(quoted).", "\(Korean.object(quoted, noun: "카드")) 되살렸습니다.")
        case .skipped:
            return pick("Skipped \(quoted) this time.",
                        "\(Korean.object(quoted, noun: "카드")) 이번만 건너뛰었습니다.")
        case .ticked(let item, let done):
            let what = "'" + (item.count > 40 ? String(item.prefix(39)) + "…" : item) + "'"
            return done
                ? pick("Ticked \(what) in \(quoted).", "\(quoted)에서 \(Korean.object(what, noun: "항목")) 완료했습니다.")
                : pick("Unticked \(what) in \(quoted).", "\(quoted)에서 \(what)의 완료를 취소했습니다.")
        case .movedBoard(let from, let to):
            return pick("Moved \(quoted) from the board '\(from)' to '\(to)'.",
                        "\(Korean.object(quoted, noun: "카드")) '\(from)' 보드에서 '\(to)' 보드로 옮겼습니다.")
        case .boardAdded:
            return pick("Added the board \(quoted).", "\(quoted) 보드를 만들었습니다.")
        case .boardRenamed(let from):
            return pick("Renamed the board '\(from)' to \(quoted).", "'\(from)' 보드의 이름을 \(Korean.toward(quoted))로 바꿨습니다.")
        case .boardRemoved(let cards):
            return pick("Removed the board \(quoted) with \(boardCards(cards)).",
                        "\(quoted) 보드를 카드 \(NumberText.grouped(cards))개와 함께 삭제했습니다.")
        case .wipSet(let column, let limit?):
            return pick("Set \(column.title)'s limit on \(quoted) to \(limit).",
                        "\(quoted) 보드의 \(column.title) 한도를 \(limit)장으로 정했습니다.")
        case .wipSet(let column, nil):
            return pick("Took away \(column.title)'s limit on \(quoted).", "\(quoted) 보드의 \(column.title) 한도를 없앴습니다.")
        case .archiveSet(let days):
            return days == 0
                ? pick("DONE's cards on \(quoted) now stay on the board.", "\(quoted) 보드의 DONE 카드는 이제 보드에 남습니다.")
                : pick("DONE's cards on \(quoted) go to the archive after \(dayCount(days)).",
                       "\(quoted) 보드의 DONE 카드는 \(dayCount(days)) 뒤 보관함으로 갑니다.")
        case .unarchived:
            return pick("Put \(quoted) back from the archive.", "\(Korean.object(quoted, noun: "카드")) 보관함에서 꺼냈습니다.")
        }
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

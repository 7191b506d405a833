import TextKit
import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The kanban tab's words for people (read only, who is here) and its
/// history lines: what each change did, by whom, and the conflict lines.
extension KanbanStrings {
    // MARK: People
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
}

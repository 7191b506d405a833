import KanbanCore
import TabKit
import TextKit

// MARK: Cards that repeat

extension KanbanStrings {
    var fieldRepeat: String { pick("Repeat", "반복") }
    var repeatHint: String {
        pick("1w, 2w, 1m, 3d, daily, weekly, monthly; add 'from done' to count from the day done; empty for none",
             "1w, 2w, 1m, 3d, 매일, 매주, 매월, 2주마다; '완료 후'를 붙이면 끝낸 날부터; 비우면 없음")
    }
    var noRepeat: String { pick("no repeat", "반복 안 함") }

    /// A repeat in words: `every week`, `every 2 months from the day done`.
    func repeatWords(_ rule: CardRepeat) -> String {
        let english: String
        let korean: String
        switch (rule.unit, rule.every) {
        case (.day, 1): (english, korean) = ("every day", "매일")
        case (.week, 1): (english, korean) = ("every week", "매주")
        case (.month, 1): (english, korean) = ("every month", "매월")
        case (.day, let n): (english, korean) = ("every \(n) days", "\(n)일마다")
        case (.week, let n): (english, korean) = ("every \(n) weeks", "\(n)주마다")
        case (.month, let n): (english, korean) = ("every \(n) months", "\(n)개월마다")
        }
        return rule.from == .done
            ? pick(english + " from the day done", korean + " (끝낸 날부터)")
            : pick(english, korean)
    }

    /// The mark on a repeating card: `↻ 1w`.
    func repeatMark(_ rule: CardRepeat) -> String {
        let unit = switch rule.unit {
        case .day: pick("d", "일")
        case .week: pick("w", "주")
        case .month: pick("m", "개월")
        }
        return "↻ \(rule.every)\(unit)" + (rule.from == .done ? pick(" after done", " 완료 후") : "")
    }

    func repeatError(_ error: RepeatInputError) -> String {
        switch error {
        case .notARepeat:
            return pick("Not a repeat: try 1w, 2w, 1m, 3d, weekly, 1w from done.",
                        "반복이 아닙니다: 1w, 2w, 1m, 3d, 매주, 1w 완료 후처럼 쓰세요.")
        case .outOfRange:
            return pick("Repeat every 1 to \(CardRepeat.most) days, weeks or months.",
                        "1에서 \(CardRepeat.most)일, 주, 개월마다 반복할 수 있습니다.")
        }
    }

    /// What the next card of a repeat will be dated, shown beside the field.
    func repeatReading(_ rule: CardRepeat, next: Deadline) -> String {
        pick("\(repeatWords(rule)) · next \(dateWithWeekday(next))", "\(repeatWords(rule)) · 다음 \(dateWithWeekday(next))")
    }

    // "This one or all to come?"
    var seriesTitle: String { pick("A repeating card", "반복하는 카드") }
    var seriesQuestion: String {
        pick("Change this card only, or this one and all to come?", "이 카드만 바꿀까요, 앞으로 올 카드도 모두 바꿀까요?")
    }
    var seriesThisOne: String { pick("This one", "이 카드만") }
    var seriesAll: String { pick("All to come", "앞으로 모두") }
    var helpSeriesThisOne: String {
        pick("A repeating card's new text is for this one only", "반복하는 카드의 새 내용을 이 카드에만")
    }
    var helpSeriesAll: String {
        pick("A repeating card's new text is for this one and all to come", "반복하는 카드의 새 내용을 앞으로 올 카드에도 모두")
    }

    // Skipping one.
    var hintSkip: String { pick("Skip", "건너뛰기") }
    var helpSkip: String {
        pick("Skip this one of a repeating card: the next one is made, this one removed (undoable)",
             "반복하는 카드를 이번만 건너뛰기: 다음 카드를 만들고 이 카드는 삭제 (되돌릴 수 있음)")
    }
    func notRepeating(_ title: String) -> String {
        pick("'\(title)' does not repeat: e opens it, and its Repeat field makes it repeat.",
             "\(Korean.topic("'\(title)'", noun: "카드")) 반복하지 않습니다. e로 열어 반복 칸에 쓰면 반복합니다.")
    }
    func doneNothingToSkip(_ title: String) -> String {
        pick("'\(title)' is done: there is nothing to skip.", "\(Korean.topic("'\(title)'", noun: "카드")) 이미 끝났습니다. 건너뛸 것이 없습니다.")
    }
    /// After a move that made the next card: `Next: 'Water plants' due Fri 12-11`.
    func nextMade(_ card: Card, named: Bool) -> String {
        let when = card.deadline.map { " " + pick("due", "마감") + " " + (named ? dateWithWeekday($0) : date($0)) } ?? ""
        let title = named ? " '\(card.title)'" : ""
        return pick("next\(title)\(when)", "다음\(title)\(when)")
    }
}

// MARK: Limits on columns

extension KanbanStrings {
    /// Every limit of a board: `DOING 3, DONE 10`, or `no limits`.
    func wipWords(_ wip: WipLimits) -> String {
        let set = KanbanColumn.allCases.compactMap { column in wip[column].map { "\(column.title) \($0)" } }
        let limits = set.isEmpty ? pick("no limits", "한도 없음") : set.joined(separator: ", ")
        guard wip.archiveDays != nil else { return limits }
        return limits + ", " + archiveSetting(wip.archiveAfter)
    }
    var hintWip: String { pick("Limit", "한도") }
    var helpWip: String {
        pick("Set how many cards the chosen column should hold at most (a soft limit, shared); in the archive, after how many days DONE's cards go there",
             "고른 열에 둘 카드 수의 한도 정하기 (넘겨도 되는 한도, 공유됨); 보관함에서는 DONE 카드를 며칠 뒤 보관할지")
    }
    func wipTitle(_ column: KanbanColumn) -> String { pick("Limit of \(column.title)", "\(column.title) 한도") }
    func wipQuestion(_ column: KanbanColumn, count: Int) -> String {
        pick("At most how many cards in \(column.title)? It holds \(count) now. A move past it is made and said. Empty for none.",
             "\(column.title)에 카드를 몇 장까지 둘까요? 지금 \(count)장입니다. 넘는 이동도 되지만 알려 줍니다. 비우면 없음.")
    }
    var wipNotANumber: String {
        pick("A limit is a number from 1 to 9999, or empty for none.", "한도는 1에서 9999까지의 수입니다. 비우면 없음.")
    }
    var helpWipSection: String { pick("Column limit", "열 한도") }
    var helpWipSave: String { pick("Set the limit", "한도 정하기") }
    var helpWipClose: String { pick("Close without changing it", "바꾸지 않고 닫기") }
    /// After a move past a limit: `DOING holds 4, over its limit of 3`.
    func overLimit(_ column: KanbanColumn, count: Int, limit: Int) -> String {
        pick("\(column.title) holds \(count), over its limit of \(limit)", "\(column.title) \(count)장, 한도 \(limit)장 넘음")
    }
}

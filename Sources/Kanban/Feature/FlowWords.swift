import FoundationEssentials
import KanbanCore
import TabKit
import TerminalUI
import TextKit

/// A board's flow in words and a chart: what `bankui kanban stats` prints
/// and the tab's flow view (`F`) shows, line for line.
///
/// The chart is the cumulative flow diagram: a column of cells a day, its
/// height the cards on the board at the end of that day, stacked DONE (`█`),
/// DOING (`▓`), TODO (`░`) from the bottom, so it reads without colour; the
/// tab colours the three as well.
struct FlowWords {
    /// One line and what it is (the tab styles each kind).
    struct Line: Equatable {
        enum Kind: Equatable { case heading, text, chart, legend }
        var text: String
        var kind: Kind
    }

    static let doneMark: Character = "█"
    static let doingMark: Character = "▓"
    static let todoMark: Character = "░"

    let strings: KanbanStrings
    let stats: FlowStats
    let boardName: String

    /// The words above the chart.
    var head: [Line] {
        [Line(text: strings.flowTitle(boardName, weeks: stats.weeks, from: stats.from, through: stats.through), kind: .heading),
         Line(text: strings.cycleTime(stats.cycle, words: duration), kind: .text),
         Line(text: strings.leadTime(stats.lead, words: duration), kind: .text),
         Line(text: strings.throughput(stats.throughput, perWeek: stats.perWeek), kind: .text)]
    }

    /// The words and the chart's title, wrapped to `width`.
    func wrappedHead(width: Int) -> [Line] {
        (head + [Line(text: "", kind: .text), Line(text: strings.flowChartTitle, kind: .heading)]).flatMap { line in
            line.text.isEmpty ? [line] : TextWrap.lines(line.text, width: max(1, width)).map { Line(text: $0, kind: line.kind) }
        }
    }

    /// Every line: the words wrapped to `width`, then the chart `height`
    /// rows high and as wide as `width` allows (its lines are made to the
    /// width: their spaces are its picture).
    func lines(width: Int, chartHeight height: Int) -> [Line] {
        wrappedHead(width: width) + chart(width: width, height: height)
    }

    /// The chart: a y axis of counts, a day a column (two or three where
    /// there is room, the last days only where there is not), the first
    /// and last day under it and the legend.
    func chart(width: Int, height: Int) -> [Line] {
        let most = stats.days.map(\.total).max() ?? 0
        guard most > 0 else { return [Line(text: strings.flowNoCards, kind: .text)] }
        let height = max(2, height)
        let label = String(most).count
        let room = max(1, width - label - 2)
        let cellsPerDay = max(1, min(3, room / stats.days.count))
        let days = Array(stats.days.suffix(max(1, room / cellsPerDay)))
        var rows: [Line] = []
        for row in (0..<height).reversed() {
            let mark = row == height - 1 ? String(most) : row == 0 ? "0" : ""
            var text = String(repeating: " ", count: label - mark.count) + mark + (mark.isEmpty ? " │" : " ┤")
            for day in days {
                let cell = Self.cell(row: row, height: height, most: most, day: day)
                text += String(repeating: cell, count: cellsPerDay)
            }
            rows.append(Line(text: text, kind: .chart))
        }
        let span = days.count * cellsPerDay
        rows.append(Line(text: String(repeating: " ", count: label + 1) + "└" + String(repeating: "─", count: span),
                         kind: .chart))
        let first = Self.short(days.first?.day), last = Self.short(days.last?.day)
        let gap = span - first.count - last.count
        let dates = gap >= 1 ? first + String(repeating: " ", count: gap) + last : last
        rows.append(Line(text: String(repeating: " ", count: label + 2) + dates, kind: .text))
        rows.append(Line(text: "\(Self.doneMark) DONE  \(Self.doingMark) DOING  \(Self.todoMark) TODO", kind: .legend))
        return rows
    }

    /// The mark of one cell: the band its middle falls in.
    static func cell(row: Int, height: Int, most: Int, day: FlowStats.DayCount) -> Character {
        let middle = (Double(row) + 0.5) * Double(most) / Double(height)
        if middle < Double(day.done) { return doneMark }
        if middle < Double(day.done + day.doing) { return doingMark }
        if middle < Double(day.total) { return todoMark }
        // A column with cards shows at least one cell.
        if row == 0, day.total > 0 {
            return day.done > 0 ? doneMark : day.doing > 0 ? doingMark : todoMark
        }
        return " "
    }

    /// `11-29`.
    static func short(_ day: CalendarDay?) -> String {
        guard let day else { return "" }
        return String(day.iso.dropFirst(5))
    }

    /// A time in words: `40 min`, `5 hours`, `2.5 days`, `12 days`.
    func duration(_ seconds: Double) -> String {
        let korean = strings.language == .ko
        if seconds < 3_600 {
            let minutes = max(1, Int((seconds / 60).rounded()))
            return korean ? "\(minutes)분" : "\(minutes) min"
        }
        if seconds < 86_400 {
            let hours = Int((seconds / 3_600).rounded())
            return korean ? "\(hours)시간" : hours == 1 ? "1 hour" : "\(hours) hours"
        }
        let days = seconds / 86_400
        let text = days < 10 ? Self.oneDecimal(days) : String(Int(days.rounded()))
        return korean ? "\(text)일" : text == "1" ? "1 day" : "\(text) days"
    }

    /// `2.5`, `3` (no `.0`).
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    /// The flow as JSON, for `--format json`: times in seconds and in days
    /// (to a hundredth).
    func json() -> String {
        struct Times: Encodable {
            let cards: Int
            let medianSeconds: Int?
            let p85Seconds: Int?
            let medianDays: Double?
            let p85Days: Double?
        }
        struct Week: Encodable {
            let through: String
            let done: Int
        }
        struct Day: Encodable {
            let day: String
            let todo: Int
            let doing: Int
            let done: Int
        }
        struct Flow: Encodable {
            let board: String
            let weeks: Int
            let from: String
            let through: String
            let cycleTime: Times
            let leadTime: Times
            let donePerWeek: [Week]
            let days: [Day]
        }
        func times(_ times: FlowStats.Times) -> Times {
            func days(_ seconds: Double?) -> Double? { seconds.map { ($0 / 86_400 * 100).rounded() / 100 } }
            func seconds(_ value: Double?) -> Int? { value.map { Int($0.rounded()) } }
            return Times(cards: times.cards, medianSeconds: seconds(times.median), p85Seconds: seconds(times.p85),
                         medianDays: days(times.median), p85Days: days(times.p85))
        }
        let weeks = stats.throughput.enumerated().map { index, done in
            Week(through: stats.from.adding(days: index * 7 + 6).iso, done: done)
        }
        let flow = Flow(board: boardName, weeks: stats.weeks, from: stats.from.iso, through: stats.through.iso,
                        cycleTime: times(stats.cycle), leadTime: times(stats.lead), donePerWeek: weeks,
                        days: stats.days.map { Day(day: $0.day.iso, todo: $0.todo, doing: $0.doing, done: $0.done) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(flow), as: UTF8.self)) ?? "{}"
    }
}

// MARK: The flow's words

extension KanbanStrings {
    func flowTitle(_ board: String, weeks: Int, from: CalendarDay, through: CalendarDay) -> String {
        pick("Flow of '\(board)', the last \(weeks) weeks: \(from.iso) to \(through.iso)",
             "'\(board)'의 흐름, 지난 \(weeks)주: \(from.iso) ~ \(through.iso)")
    }

    func cycleTime(_ times: FlowStats.Times, words: (Double) -> String) -> String {
        pick("Cycle time (DOING → DONE): ", "사이클 타임 (DOING → DONE): ") + timesWords(times, words: words)
    }

    func leadTime(_ times: FlowStats.Times, words: (Double) -> String) -> String {
        pick("Lead time (made → DONE): ", "리드 타임 (만든 때 → DONE): ") + timesWords(times, words: words)
    }

    private func timesWords(_ times: FlowStats.Times, words: (Double) -> String) -> String {
        guard let median = times.median, let p85 = times.p85 else {
            return pick("no card done in these weeks", "이 기간에 끝낸 카드 없음")
        }
        let cards = NumberText.grouped(times.cards)
        return pick("median \(words(median)), 85% within \(words(p85)) (\(cards) \(times.cards == 1 ? "card" : "cards"))",
                    "중앙값 \(words(median)), 85%가 \(words(p85)) 안에 (\(cards)장)")
    }

    func throughput(_ weeks: [Int], perWeek: Double) -> String {
        let counts = weeks.map { NumberText.grouped($0) }.joined(separator: " ")
        let mean = FlowWords.oneDecimal(perWeek)
        return pick("Done each week: \(counts) (\(mean) a week)", "주마다 끝낸 카드: \(counts) (주 평균 \(mean)장)")
    }

    var flowChartTitle: String { pick("Cards on the board at the end of each day", "날마다 하루가 끝날 때 보드의 카드") }
    var flowNoCards: String { pick("No cards on the board in these weeks.", "이 기간에 보드에 카드가 없습니다.") }
}

extension KanbanStrings {
    var flowPaneTitle: String { pick("Flow", "흐름") }
    var flowReading: String { pick("Reading the board's flow…", "보드의 흐름을 읽는 중…") }
    func flowFailed(_ reason: String) -> String {
        pick("Could not read the board's flow: \(reason)", "보드의 흐름을 읽지 못했습니다: \(reason)")
    }
    var hintFlow: String { pick("Flow", "흐름") }
    var helpFlow: String {
        pick("Flow: cycle and lead time, cards done a week, a flow chart", "흐름: 사이클·리드 타임, 주마다 끝낸 카드, 흐름 차트")
    }
    var helpFlowSection: String { pick("Flow", "흐름") }
    var helpScrollFlow: String { pick("Scroll the flow", "흐름 스크롤") }
    var helpCloseFlow: String { pick("Close the flow", "흐름 닫기") }
}

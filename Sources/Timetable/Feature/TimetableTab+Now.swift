import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// The now line: while the tab is shown, a mark across today's column at
/// the row of the current minute (`▶───`), when today is a day the grid
/// shows, the minute within its hours and the date inside the shown
/// timetable's term (as `T` decides it). The tab ticks so that it moves.
extension TimetableTab {
    /// Where the now line is: a day of the grid and its minute.
    struct NowMark: Equatable {
        var day: Weekday
        var minute: Int
    }

    /// How often the tab wakes while shown, to move the now line: twice a
    /// minute, so the line is never more than half a minute late.
    static let nowInterval = Duration.seconds(30)

    /// Ticks while a timetable is shown (the shell asks only the tab on screen).
    public var tickInterval: Duration? { shown != nil && loadError == nil ? Self.nowInterval : nil }

    /// A tick: the now line is worked out again (in `prepareFrame`); a redraw
    /// only when it moved.
    public func handleTick(at time: Duration) -> Bool { nowMark != currentNowMark() }

    /// The now line for the clock's time, or nil when there is none:
    /// outside the term, on a day the grid does not show, before or after its hours.
    func currentNowMark() -> NowMark? {
        guard let shown, loadError == nil else { return nil }
        let moment = now()
        let day = CalendarDay.of(moment, in: timeZone)
        guard DaySchedule.term(of: shown).contains(day), layout.days.contains(day.weekday) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: moment)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        guard layout.minutes.contains(minute) else { return nil }
        return NowMark(day: day.weekday, minute: minute)
    }

    /// Draws the now line over `grid` as drawn in `area`: `▶` just left of
    /// today's column (on the column rule, or the hours' gutter before
    /// Monday), `─` over the column's empty cells at the minute's row; the
    /// blocks' text is left as it is.
    func renderNowLine(_ mark: NowMark, grid: BlockGrid, in area: Rect, buffer: inout Buffer) {
        guard let column = layout.days.firstIndex(of: mark.day) else { return }
        // The row of the minute, as the grid places a block starting then.
        var probe = grid
        probe.blocks = [BlockGrid.Block(column: column, start: mark.minute, end: mark.minute + 1, lines: [])]
        guard let row = probe.frame(ofBlock: 0, in: area), row.width > 0 else { return }
        let theme = buffer.theme
        let line = theme.error
        if row.x - 1 >= area.x { buffer.set(Cell(symbol: "▶", style: line), x: row.x - 1, y: row.y) }
        for x in row.x..<row.maxX {
            guard let cell = buffer[x, row.y], cell.symbol == " " || cell.symbol == "┄" else { continue }
            // Over a block, in its colours; elsewhere, in the line's.
            let onBlock = cell.style != theme.normal && cell.style != theme.border && cell.style != Style.plain
            buffer.set(Cell(symbol: "─", style: onBlock ? cell.style : line), x: x, y: row.y)
        }
    }
}

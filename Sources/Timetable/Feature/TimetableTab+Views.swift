import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// The two views over the shown timetable that are not the grid: today's
/// courses (`T`) and the free time shared with other timetables (`F`).
extension TimetableTab {
    /// Opens today's courses of the shown timetable, in time order: the one
    /// running now and the next one marked (in words, so no colour is needed).
    func showToday() {
        let moment = now()
        let day = CalendarDay.of(moment, in: timeZone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: moment)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        var (inTerm, meetings) = shown.map { DaySchedule.meetings(of: $0, onDate: day) } ?? (true, [])
        // A holiday in the term: no class meets, whatever the timetable says.
        let holiday = inTerm ? holidays[day] : nil
        if holiday != nil { meetings = [] }
        let running = meetings.firstIndex { $0.meeting.startMinute <= minute && minute < $0.meeting.endMinute }
        let next = meetings.firstIndex { $0.meeting.startMinute > minute }
        let lines = meetings.enumerated().map { index, entry in
            let room = entry.meeting.room ?? strings.todayRoomUnknown
            let mark = index == running ? "  " + strings.todayNow : index == next ? "  " + strings.todayNext : ""
            return "\(Period.clock(entry.meeting.startMinute))–\(Period.clock(entry.meeting.endMinute))  \(entry.course.name) · \(room)\(mark)"
        }
        let none = !inTerm ? shown.map { strings.todayOutsideTerm($0) } ?? strings.todayNone
            : holiday.map { strings.todayHoliday($0) } ?? strings.todayNone
        overlay = .dialog(.message(title: strings.todayTitle(day), message: lines.isEmpty ? none : lines.joined(separator: "\n"),
                                   button: strings.words.close))
    }
}

extension TimetableTab {
    /// The timetables whose free time can be shaded with the shown one's.
    var freeCandidates: [Timetable] { timetables.filter { $0.id != shownID } }

    /// The chooser: ↑↓ move, Space ticks, Enter shades (or stops shading
    /// when none is ticked), Esc closes and keeps what was shaded.
    func handleFree(_ key: Key, _ current: ScrollListState, _ ticked: Set<UUID>) {
        var list = current, ticked = ticked
        let candidates = freeCandidates
        if keys.freeClose.matches(key) {
            overlay = nil
            return
        }
        if keys.freeShow.matches(key) {
            overlay = nil
            freeWith = ticked
            refreshLayout()
            let chosen = candidates.filter { ticked.contains($0.id) }
            let names = chosen.map { TerminalText.sanitize($0.name) }
            // Another semester's timetable: its hours are not this one's weeks.
            let otherTerms = chosen.filter { $0.yearTerm != shown?.yearTerm }.map { (name: TerminalText.sanitize($0.name), term: $0.yearTerm) }
            if !otherTerms.isEmpty, let shown {
                say(strings.freeShading(names, slots: freeSlots.count) + strings.freeOtherTerm(otherTerms, shown: shown.yearTerm))
            } else {
                say(names.isEmpty ? strings.freeOff : strings.freeShading(names, slots: freeSlots.count))
            }
            return
        }
        if keys.freeTick.matches(key), let index = list.selected, candidates.indices.contains(index) {
            let id = candidates[index].id
            if ticked.contains(id) { ticked.remove(id) } else { ticked.insert(id) }
        } else if keys.list.action(for: key) != nil {
            _ = list.handle(key, itemCount: candidates.count, keys: keys.list)
        }
        overlay = .free(list, ticked)
    }

    /// Shaded free time gets its own look: a dotted fill in the dim style,
    /// in colour and without (the chosen block is unfilled and underlined,
    /// a course a solid bar).
    func renderFreePattern(_ plan: GridPlan, grid: BlockGrid, in area: Rect, buffer: inout Buffer) {
        for (index, look) in plan.looks.enumerated() where look == .free {
            guard let rect = grid.frame(ofBlock: index, in: area) else { continue }
            let style = grid.blocks[index].style
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    guard let cell = buffer[x, y], cell.symbol == " ", cell.style == style else { continue }
                    buffer.set(Cell(symbol: GridPlan.freeFill, style: style), x: x, y: y)
                }
            }
        }
    }
}

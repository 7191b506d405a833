import Foundation
import TextKit

/// Building a timetable from the events read: one course a title, on the
/// periods or at its own times, linked to the catalog where it can be.
extension ICalendarImport {
    /// A timetable of `reading`'s events: one course a title, linked to the
    /// catalog's course of that name and those times when there is one.
    /// `color(n)` gives each course its colour in turn.
    public static func timetable(_ reading: Reading, name: String, id: UUID, year: Int, semester: Int,
                                 catalog: [Course], color: (Int) -> Int) -> Result {
        var order: [String] = []
        var grouped: [String: [WeeklyEvent]] = [:]
        for event in reading.events {
            if grouped[event.summary] == nil { order.append(event.summary) }
            grouped[event.summary, default: []].append(event)
        }
        var courses: [TimetableCourse] = []
        var linked = 0
        var changes: [Change] = []
        for (index, summary) in order.enumerated() {
            var meetings: [Meeting] = []
            for event in grouped[summary] ?? [] {
                let placed = self.meetings(of: event)
                changes += placed.changes
                for meeting in placed.meetings where !meetings.contains(meeting) {
                    meetings.append(meeting)
                }
            }
            guard !meetings.isEmpty else { continue }
            meetings.sort { ($0.day.rawValue, $0.startMinute, $0.endMinute) < ($1.day.rawValue, $1.startMinute, $1.endMinute) }
            let course: Course
            if let known = catalog.first(where: { $0.name == summary && sameTimes($0.times.meetings, meetings) }) {
                course = known
                linked += 1
            } else {
                course = block(summary, meetings: meetings, description: grouped[summary]?.first?.description)
            }
            courses.append(TimetableCourse(course: course, color: color(index)))
        }
        var clashes: [(String, String)] = []
        for (index, placed) in courses.enumerated() {
            if let other = Clash.firstClash(of: placed.course, in: Array(courses[..<index])) {
                clashes.append((other.name, placed.course.name))
            }
        }
        return Result(timetable: Timetable(id: id, name: name, year: year, semester: semester, courses: courses),
                      linked: linked, changes: changes, clashes: clashes)
    }

    /// The meetings of one event, on each of its days, and what had to
    /// change: periods when its time is theirs exactly (as ours are, 23:30–0:20
    /// included), else its own time; an end at its start made a minute
    /// later, a time longer than a day cut to 24 hours, and one that passes
    /// midnight split there (the rest on the next day, from 0:00).
    static func meetings(of event: WeeklyEvent) -> (meetings: [Meeting], changes: [Change]) {
        var changes: [Change] = []
        func change(_ kind: Change.Kind) {
            changes.append(Change(summary: event.summary, days: event.days, startMinute: event.startMinute,
                                  endMinute: event.endMinute, kind: kind))
        }
        if event.hadSeconds { change(.toTheMinute) }
        if let periods = Period.exactly(start: event.startMinute, end: event.endMinute) {
            let meetings = event.days.map { Meeting(day: $0, firstPeriod: periods.lowerBound, lastPeriod: periods.upperBound, room: event.location) }
            return (meetings, changes)
        }
        var end = event.endMinute
        if end == event.startMinute {
            end += 1
            change(.lengthenedToAMinute)
        }
        if end - event.startMinute > 1440 {
            end = event.startMinute + 1440
            change(.cutToADay)
        }
        if end > 1440 { change(.splitAtMidnight) }
        var meetings: [Meeting] = []
        for day in event.days {
            meetings.append(Meeting(day: day, minutes: event.startMinute..<min(end, 1440), room: event.location))
            if end > 1440 {
                meetings.append(Meeting(day: day.next, minutes: 0..<(end - 1440), room: event.location))
            }
        }
        return (meetings, changes)
    }

    /// Whether two courses meet on the same days at the same times.
    private static func sameTimes(_ a: [Meeting], _ b: [Meeting]) -> Bool {
        func key(_ meetings: [Meeting]) -> Set<String> { Set(meetings.map { "\($0.day.rawValue)-\($0.startMinute)-\($0.endMinute)" }) }
        return key(a) == key(b)
    }

    /// A course of its own for events the catalog does not have; the
    /// professor, credits, department and class come back from a
    /// description as ``ICalendar`` writes it, in either language.
    private static func block(_ name: String, meetings: [Meeting], description: String?) -> Course {
        let facts = CourseFacts(description: description ?? "")
        let id = "ical-" + Course.makeID(code: "", classNumber: facts.classNumber, department: facts.department, name: name,
                                         professor: facts.professor)
        let roomTime = meetings.map { ($0.room ?? "") + "(" + $0.periodsText + ")" }.joined(separator: " ")
        return Course(id: id, name: name, professor: facts.professor, department: facts.department, classification: "",
                      credit: facts.credit, grade: 0, classNumber: facts.classNumber, roomTime: roomTime, times: .scheduled(meetings))
    }

    /// What a description as ``ICalendar`` writes it says of a course:
    /// `김대엽 교수, 3학점, 컴퓨터SW, 01분반` in Korean, `Prof. 김대엽, 3
    /// credits, 컴퓨터SW, section 01` in English. The unlabelled part after
    /// the credits is the department. Another program's description says
    /// none of these, and the course is left without them.
    struct CourseFacts: Equatable {
        var professor = "", credit = 0, department = "", classNumber = ""

        init(professor: String = "", credit: Int = 0, department: String = "", classNumber: String = "") {
            (self.professor, self.credit, self.department, self.classNumber) = (professor, credit, department, classNumber)
        }

        init(description: String) {
            var sawCredits = false
            for part in description.components(separatedBy: ", ") {
                if part.hasSuffix(" 교수") {
                    professor = String(part.dropLast(3))
                } else if part.hasPrefix("Prof. ") {
                    professor = String(part.dropFirst(6))
                } else if let number = Self.credits(part) {
                    credit = number
                    sawCredits = true
                } else if part.hasSuffix("분반") {
                    classNumber = String(part.dropLast(2))
                } else if part.hasPrefix("section ") {
                    classNumber = String(part.dropFirst(8))
                } else if !part.isEmpty, sawCredits, department.isEmpty {
                    department = part
                }
            }
        }

        /// `3학점`, `3 credits`, `1 credit` as the number; nil for any other part.
        private static func credits(_ part: String) -> Int? {
            for suffix in ["학점", " credits", " credit"] where part.hasSuffix(suffix) {
                if let number = Int(part.dropLast(suffix.count)) { return number }
            }
            return nil
        }
    }
}

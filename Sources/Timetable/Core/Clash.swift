/// Whether a course fits into a timetable. The rule: two courses clash when
/// a meeting of one and a meeting of the other fall on the same day and
/// their minutes overlap, touching ends included (a block ending at 11:20
/// and one starting at 11:20 clash; ``Meeting/overlaps(_:)``). Only
/// scheduled courses clash: an e-learning course, with or without stated
/// times, and a course whose times are unknown never do.
public enum Clash {
    /// The first course of `courses` with a meeting that overlaps one of
    /// `course`'s on the same day (touching ends included), or nil. E-learning
    /// courses never clash, nor do courses whose times are unknown.
    public static func firstClash(of course: Course, in courses: [TimetableCourse]) -> Course? {
        firstClashingMeetings(of: course, in: courses)?.course
    }

    /// ``firstClash(of:in:)`` with the two meetings that overlap: `mine`
    /// of `course`, `theirs` of the course in the way.
    public static func firstClashingMeetings(of course: Course, in courses: [TimetableCourse])
        -> (course: Course, mine: Meeting, theirs: Meeting)?
    {
        guard case .scheduled(let meetings) = course.times else { return nil }
        for placed in courses {
            guard case .scheduled(let others) = placed.course.times else { continue }
            for meeting in meetings {
                if let other = others.first(where: meeting.overlaps) { return (placed.course, meeting, other) }
            }
        }
        return nil
    }
}

extension Meeting {
    /// Whether the two blocks share a moment on the same day; touching ends
    /// count as a clash (a block ending at 11:20 and one starting at 11:20).
    public func overlaps(_ other: Meeting) -> Bool {
        day == other.day && startMinute <= other.endMinute && other.startMinute <= endMinute
    }
}

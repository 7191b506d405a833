/// A course placed on a timetable, with its block colour (an index into
/// ``TimetablePalette/colors``).
public struct TimetableCourse: Hashable, Codable, Sendable {
    public var course: Course
    public var color: Int

    public init(course: Course, color: Int) {
        self.course = course
        self.color = color
    }
}

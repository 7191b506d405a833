import Foundation

/// One of the user's timetables.
public struct Timetable: Hashable, Codable, Sendable, Identifiable {
    public let id: UUID
    public var name: String
    public var year: Int
    /// 1 or 2.
    public var semester: Int
    public var courses: [TimetableCourse]

    public init(id: UUID, name: String, year: Int, semester: Int, courses: [TimetableCourse] = []) {
        self.id = id
        self.name = name
        self.year = year
        self.semester = semester
        self.courses = courses
    }

    /// The credits of all its courses.
    public var totalCredits: Int { courses.reduce(0) { $0 + $1.course.credit } }
}

import FoundationEssentials

/// One of the user's timetables.
public struct Timetable: Hashable, Codable, Sendable, Identifiable {
    public let id: UUID
    public var name: String
    public var year: Int
    /// The term, as ``Term`` stores it: 1 and 2 the semesters, 3 the
    /// summer session, 4 the winter session.
    public var semester: Int
    public var courses: [TimetableCourse]

    public init(id: UUID, name: String, year: Int, semester: Int, courses: [TimetableCourse] = []) {
        self.id = id
        self.name = name
        self.year = year
        self.semester = semester
        self.courses = courses
    }

    /// The year and term it is for.
    public var yearTerm: Semester {
        get { Semester(year: year, term: Term(rawValue: semester) ?? .first) }
        set {
            year = newValue.year
            semester = newValue.term.rawValue
        }
    }

    /// Newest semester first; timetables of one semester in the order given.
    public static func newestFirst(_ timetables: [Timetable]) -> [Timetable] {
        timetables.enumerated().sorted { a, b in
            a.element.yearTerm != b.element.yearTerm ? a.element.yearTerm > b.element.yearTerm : a.offset < b.offset
        }.map(\.element)
    }

    /// The credits of all its courses.
    public var totalCredits: Int { courses.reduce(0) { $0 + $1.course.credit } }
}

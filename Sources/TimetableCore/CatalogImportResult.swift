/// What an import read.
public struct CatalogImportResult: Sendable {
    public var courses: [Course]
    public var problems: [CatalogProblem]
    public var format: CatalogFormat
    /// How many different departments the courses belong to (a course
    /// without one not counted).
    public var departmentCount: Int
    /// How many courses were kept with their time unknown.
    public var unknownTimeCount: Int

    public init(courses: [Course], problems: [CatalogProblem], format: CatalogFormat) {
        self.courses = courses
        self.problems = problems
        self.format = format
        self.departmentCount = Set(courses.lazy.map(\.department).filter { !$0.isEmpty }).count
        self.unknownTimeCount = courses.count(where: { $0.times.isUnknown })
    }
}

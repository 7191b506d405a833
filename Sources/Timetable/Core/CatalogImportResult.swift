/// What an import read, apart from the courses themselves (which a
/// streamed import hands on as it reads them).
public struct CatalogImportSummary: Sendable, Equatable {
    /// The problems kept: the first this many (a file of a million bad
    /// rows is reported by its count beyond them).
    public static let problemsKept = 1_000

    public var courseCount = 0
    /// The first ``problemsKept`` problems, in the file's order.
    public var problems: [CatalogProblem] = []
    /// Every problem, kept or not.
    public var problemCount = 0
    public var format: CatalogFormat = .csv
    /// How many different departments the courses belong to (a course
    /// without one not counted).
    public var departmentCount = 0
    /// How many courses were kept with their time unknown.
    public var unknownTimeCount = 0

    public init() {}

    mutating func note(_ problem: CatalogProblem) {
        problemCount += 1
        if problems.count < Self.problemsKept { problems.append(problem) }
    }
}

/// What an import read, courses included.
public struct CatalogImportResult: Sendable {
    public var courses: [Course]
    public var summary: CatalogImportSummary

    public var problems: [CatalogProblem] { summary.problems }
    public var format: CatalogFormat { summary.format }
    public var departmentCount: Int { summary.departmentCount }
    public var unknownTimeCount: Int { summary.unknownTimeCount }

    public init(courses: [Course], summary: CatalogImportSummary) {
        self.courses = courses
        self.summary = summary
    }
}

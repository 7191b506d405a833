import Foundation

/// The kind of file a catalog came from.
public enum CatalogFormat: String, Sendable, Hashable, Codable {
    /// The SUWIKI Firebase array (`courseName`, `roomName`, …).
    case suwikiJSON
    /// The university portal's JSON (`subjtNm`, `timtSmryCn`, …).
    case portalJSON
    /// CSV with a header row using either set of names.
    case csv
}

/// A row that was kept with its time unknown, or left out, and why.
public struct CatalogProblem: Hashable, Sendable {
    /// The file's line (1-based) where the row starts.
    public var line: Int
    /// The value that could not be read (the room/time string, or the row's name).
    public var value: String
    /// Why, in English.
    public var reason: String
    /// Why, in Korean.
    public var koreanReason: String
    /// Whether the row was left out of the catalog (a row without a course
    /// name); otherwise it was kept with its time unknown.
    public var skipped: Bool

    public init(line: Int, value: String, reason: String, koreanReason: String, skipped: Bool) {
        self.line = line
        self.value = value
        self.reason = reason
        self.koreanReason = koreanReason
        self.skipped = skipped
    }
}

/// What an import read.
public struct CatalogImportResult: Sendable {
    public var courses: [Course]
    public var problems: [CatalogProblem]
    public var format: CatalogFormat
    /// How many different departments the courses belong to.
    public var departmentCount: Int
    /// How many courses were kept with their time unknown.
    public var unknownTimeCount: Int

    public init(courses: [Course], problems: [CatalogProblem], format: CatalogFormat) {
        self.courses = courses
        self.problems = problems
        self.format = format
        self.departmentCount = Set(courses.map(\.department)).count
        self.unknownTimeCount = courses.count(where: { $0.times.isUnknown })
    }
}

/// Why a whole file was refused (the catalog is then left as it was).
public enum CatalogImportError: Error, Hashable, Sendable {
    /// The file holds nothing (or only white space).
    case empty
    /// Larger than ``CatalogImport/maximumBytes``.
    case tooLarge(bytes: Int)
    /// Not UTF-8 text; the line of the first bad byte.
    case notUTF8(line: Int)
    /// Neither JSON nor CSV with a course header.
    case unknownFormat(line: Int)
    /// JSON that breaks off or is malformed at this line.
    case malformedJSON(line: Int, detail: String)
    /// JSON, but not an array of course objects with either set of names.
    case notCourses(line: Int, detail: String)
    /// A CSV row that cannot be read (an unclosed quote).
    case malformedCSV(line: Int, detail: String)
    /// A well-formed file with no course in it.
    case noCourses

    public var english: String {
        switch self {
        case .empty: "the file is empty"
        case .tooLarge(let bytes):
            "the file is too large (\(bytes / 1_048_576) MB; at most \(CatalogImport.maximumBytes / 1_048_576) MB)"
        case .notUTF8(let line): "line \(line): the file is not UTF-8 text"
        case .unknownFormat(let line):
            "line \(line): not a course catalog (expected a JSON array of courses or CSV with a header such as courseName or subjtNm)"
        case .malformedJSON(let line, let detail): "line \(line): malformed JSON: \(detail)"
        case .notCourses(let line, let detail): "line \(line): not a course catalog: \(detail)"
        case .malformedCSV(let line, let detail): "line \(line): malformed CSV: \(detail)"
        case .noCourses: "the file holds no courses"
        }
    }

    public var korean: String {
        switch self {
        case .empty: "파일이 비어 있어요"
        case .tooLarge(let bytes):
            "파일이 너무 커요 (\(bytes / 1_048_576) MB, 최대 \(CatalogImport.maximumBytes / 1_048_576) MB)"
        case .notUTF8(let line): "\(line)번째 줄: UTF-8 텍스트가 아니에요"
        case .unknownFormat(let line):
            "\(line)번째 줄: 강의 목록이 아니에요 (강의 JSON 배열이나 courseName, subjtNm 같은 머리글이 있는 CSV여야 해요)"
        case .malformedJSON(let line, let detail): "\(line)번째 줄: JSON 형식이 잘못됐어요: \(detail)"
        case .notCourses(let line, let detail): "\(line)번째 줄: 강의 목록이 아니에요: \(detail)"
        case .malformedCSV(let line, let detail): "\(line)번째 줄: CSV 형식이 잘못됐어요: \(detail)"
        case .noCourses: "파일에 강의가 없어요"
        }
    }
}

/// Reads a course catalog, its format detected from the content.
public enum CatalogImport {
    /// The largest file read: 64 MiB, far above a university's catalog
    /// (2,000 courses take about 0.5 MB).
    public static let maximumBytes = 64 * 1_048_576

    public static func read(_ data: Data) throws(CatalogImportError) -> CatalogImportResult {
        fatalError("not yet")
    }

    /// Reads the file at `url`, refusing it by its size before reading it
    /// when it is larger than ``maximumBytes``.
    public static func read(contentsOf url: URL) throws -> CatalogImportResult {
        fatalError("not yet")
    }
}

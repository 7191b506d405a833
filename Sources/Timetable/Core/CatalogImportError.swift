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
    /// The file could not be read (missing, a directory, no permission).
    case unreadable(String)

    public var english: String {
        switch self {
        case .empty: "the file is empty"
        case .tooLarge:
            "too large: more than \(CatalogImport.maximumBytes / 1_048_576) MB"
        case .notUTF8(let line): "line \(line): the file is not UTF-8 text"
        case .unknownFormat(let line):
            "line \(line): not a course catalog (expected a JSON array of courses or CSV with a header such as courseName or subjtNm)"
        case .malformedJSON(let line, let detail): "line \(line): malformed JSON: \(detail)"
        case .notCourses(let line, let detail): "line \(line): not a course catalog: \(detail)"
        case .malformedCSV(let line, let detail): "line \(line): malformed CSV: \(detail)"
        case .noCourses: "the file holds no courses"
        case .unreadable(let detail): "cannot read the file: \(detail)"
        }
    }

    public var korean: String {
        switch self {
        case .empty: "파일이 비어 있어요"
        case .tooLarge:
            "너무 커요: \(CatalogImport.maximumBytes / 1_048_576) MB를 넘어요"
        case .notUTF8(let line): "\(line)번째 줄: UTF-8 텍스트가 아니에요"
        case .unknownFormat(let line):
            "\(line)번째 줄: 강의 목록이 아니에요 (강의 JSON 배열이나 courseName, subjtNm 같은 머리글이 있는 CSV여야 해요)"
        case .malformedJSON(let line, let detail): "\(line)번째 줄: JSON 형식이 잘못됐어요: \(detail)"
        case .notCourses(let line, let detail): "\(line)번째 줄: 강의 목록이 아니에요: \(detail)"
        case .malformedCSV(let line, let detail): "\(line)번째 줄: CSV 형식이 잘못됐어요: \(detail)"
        case .noCourses: "파일에 강의가 없어요"
        case .unreadable(let detail): "파일을 읽을 수 없어요: \(detail)"
        }
    }
}

/// One row of a catalog file, before it becomes a course.
struct RawRow {
    var line: Int
    /// The byte offset in the file where the row starts (for progress).
    var offset: Int
    var values: [String?] = Array(repeating: nil, count: CatalogField.allCases.count)
    var hasSUWIKI = false
    var hasPortal = false
    var isCSV = false

    init(line: Int, offset: Int = 0) {
        self.line = line
        self.offset = offset
    }

    mutating func set(_ field: CatalogField, _ value: String) {
        values[field.rawValue] = value
        // Only the names a format alone uses decide it.
        switch field {
        case .courseName, .roomName, .major, .classNum: hasSUWIKI = true
        case .subjtNm, .timtSmryCn, .estbDpmjNm, .reprPrfsEnoNm, .diclNo, .subjtCd: hasPortal = true
        default: break
        }
    }
}

/// Turns a catalog's rows into courses one at a time, in the file's order:
/// decides each row's names (SUWIKI or portal), reads its times, makes its
/// id unique, and keeps the counts and problems a summary reports. What it
/// keeps does not grow with the courses, except one entry per distinct
/// course id (to number a repeated one) and at most
/// ``CatalogImportSummary/problemsKept`` problems.
struct CatalogBuilder {
    private var format: CatalogFormat?
    private var firstLine: Int?
    private var seen: [String: Int] = [:]
    private var departments: Set<String> = []
    private var lastDepartment = ""
    private var summary = CatalogImportSummary()

    /// A builder for about `expectedRows` rows (room made for their ids at
    /// once, rather than by growing).
    init(expectedRows: Int = 0) {
        seen.reserveCapacity(expectedRows)
    }

    /// Reads `row`; a course made of it goes to `emit`.
    mutating func add(_ row: RawRow, _ emit: (Course) throws -> Void) throws {
        if firstLine == nil { firstLine = row.line }
        if format == nil, row.hasSUWIKI || row.hasPortal {
            format = row.isCSV ? .csv : (row.hasSUWIKI ? .suwikiJSON : .portalJSON)
        }
        // A row with neither format's names has no course name: left out,
        // whatever the file's format turns out to be.
        let suwiki = row.hasSUWIKI && !row.hasPortal ? true : (row.hasPortal ? false : format == .suwikiJSON)
        func field(_ portal: CatalogField, _ suwikiField: CatalogField) -> String {
            TimetableText.clean(row.values[suwiki ? suwikiField.rawValue : portal.rawValue] ?? "")
        }
        let name = field(.subjtNm, .courseName)
        var professor = field(.reprPrfsEnoNm, .professor)
        if professor.isEmpty, !suwiki { professor = TimetableText.clean(row.values[CatalogField.ltrPrfsNm.rawValue] ?? "") }
        let department = field(.estbDpmjNm, .major)
        let classification = field(.facDvnm, .classification)
        let credit = CatalogImport.leadingInteger(field(.point, .credit))
        let grade = CatalogImport.leadingInteger(field(.trgtGrdeCd, .num))
        let classNumber = field(.diclNo, .classNum)
        let code = suwiki ? "" : field(.subjtCd, .subjtCd)
        let rawTime = row.values[suwiki ? CatalogField.roomName.rawValue : CatalogField.timtSmryCn.rawValue] ?? ""
        let roomTime = TimetableText.clean(rawTime)
        guard !name.isEmpty else {
            summary.note(CatalogProblem(
                line: row.line, value: roomTime, reason: "no course name; row left out",
                koreanReason: "강의 이름이 없어 빠졌어요", skipped: true))
            return
        }
        var (times, error) = RoomTime.read(roomTime, courseName: name)
        if error != nil, suwiki, !roomTime.utf8.contains(UInt8(ascii: "(")),
           let meeting = CatalogImport.suwikiMeeting(row, room: roomTime) {
            times = .scheduled([meeting])
            error = nil
        }
        if let error {
            summary.note(CatalogProblem(
                line: row.line, value: roomTime, reason: error.english, koreanReason: error.korean, skipped: false))
        }
        var id = Course.makeID(code: code, classNumber: classNumber, department: department, name: name, professor: professor)
        if let count = seen[id] {
            seen[id] = count + 1
            id += "#\(count + 1)"
        } else {
            seen[id] = 1
        }
        // Rows come grouped by department: most are the one before's.
        if !department.isEmpty, department != lastDepartment {
            departments.insert(department)
            lastDepartment = department
        }
        if times.isUnknown { summary.unknownTimeCount += 1 }
        summary.courseCount += 1
        try emit(Course(
            id: id, name: name, professor: professor, department: department, classification: classification,
            credit: credit, grade: grade, classNumber: classNumber, roomTime: roomTime, times: times))
    }

    /// The summary once every row was added; refuses a file that named
    /// neither format's fields, or that held no course.
    func finish() throws(CatalogImportError) -> CatalogImportSummary {
        guard let firstLine else { throw .noCourses }
        guard let format else {
            throw .notCourses(line: firstLine, detail: "no field such as courseName, roomName, subjtNm or timtSmryCn")
        }
        if summary.courseCount == 0 { throw .noCourses }
        var result = summary
        result.format = format
        result.departmentCount = departments.count
        return result
    }
}

import Foundation

/// Reads a course catalog, its format detected from the content: a JSON
/// array (or an object holding one) of SUWIKI or portal course objects, or
/// CSV whose header names the fields the same way.
///
/// A row whose room/time string cannot be read is kept with its time unknown
/// and reported; a row without a course name is left out and reported. A
/// file that is not one of these formats is refused whole, naming the line.
public enum CatalogImport {
    /// The largest file read: 64 MiB, far above a university's catalog
    /// (2,000 courses take about 0.5 MB, 100,000 about 25 MB).
    public static let maximumBytes = 64 * 1_048_576

    public static func read(_ data: Data) throws(CatalogImportError) -> CatalogImportResult {
        if data.count > maximumBytes { throw .tooLarge(bytes: data.count) }
        let result: Result<CatalogImportResult, CatalogImportError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(CatalogImportError) {
                return .success(try read(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(CatalogImportError) -> CatalogImportResult {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if let line = firstInvalidUTF8Line(bytes, from: start) { throw .notUTF8(line: line) }
        var first = start
        var line = 1
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A || bytes[first] == 0x0D {
            if bytes[first] == 0x0A { line += 1 }
            first += 1
        }
        if first == bytes.count { throw .empty }
        let rows: [RawRow]
        if bytes[first] == UInt8(ascii: "[") || bytes[first] == UInt8(ascii: "{") {
            var scanner = JSONRowScanner(bytes: bytes, index: first, line: line)
            rows = try scanner.rows()
        } else {
            var reader = CSVRowReader(bytes: bytes, index: start)
            rows = try reader.rows()
        }
        return try build(rows)
    }

    /// The 1-based line of the first byte that is not UTF-8, or nil.
    private static func firstInvalidUTF8Line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            var need: Int
            var minimum: UInt32
            var value: UInt32
            switch byte {
            case 0xC2...0xDF: need = 1; minimum = 0x80; value = UInt32(byte & 0x1F)
            case 0xE0...0xEF: need = 2; minimum = 0x800; value = UInt32(byte & 0x0F)
            case 0xF0...0xF4: need = 3; minimum = 0x10000; value = UInt32(byte & 0x07)
            default: return line(of: index, in: bytes)
            }
            var next = index + 1
            while need > 0 {
                guard next < count, bytes[next] & 0xC0 == 0x80 else { return line(of: index, in: bytes) }
                value = value << 6 | UInt32(bytes[next] & 0x3F)
                next += 1
                need -= 1
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return line(of: index, in: bytes) }
            index = next
        }
        return nil
    }

    static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
    }

    /// Turns the rows into courses, deciding the format from the names found.
    static func build(_ rows: [RawRow]) throws(CatalogImportError) -> CatalogImportResult {
        guard let firstRow = rows.first else { throw .noCourses }
        let format: CatalogFormat
        if let known = rows.first(where: { $0.hasSUWIKI || $0.hasPortal }) {
            format = known.isCSV ? .csv : (known.hasSUWIKI ? .suwikiJSON : .portalJSON)
        } else {
            throw .notCourses(line: firstRow.line, detail: "no field such as courseName, roomName, subjtNm or timtSmryCn")
        }
        var courses: [Course] = []
        courses.reserveCapacity(rows.count)
        var problems: [CatalogProblem] = []
        var seen: [String: Int] = [:]
        seen.reserveCapacity(rows.count)
        for row in rows {
            let suwiki = row.hasSUWIKI && !row.hasPortal ? true : (row.hasPortal ? false : format == .suwikiJSON)
            func field(_ portal: CatalogField, _ suwikiField: CatalogField) -> String {
                TimetableText.clean(row.values[suwiki ? suwikiField.rawValue : portal.rawValue] ?? "")
            }
            let name = field(.subjtNm, .courseName)
            var professor = field(.reprPrfsEnoNm, .professor)
            if professor.isEmpty, !suwiki { professor = TimetableText.clean(row.values[CatalogField.ltrPrfsNm.rawValue] ?? "") }
            let department = field(.estbDpmjNm, .major)
            let classification = field(.facDvnm, .classification)
            let credit = leadingInteger(field(.point, .credit))
            let grade = leadingInteger(field(.trgtGrdeCd, .num))
            let classNumber = field(.diclNo, .classNum)
            let code = suwiki ? "" : field(.subjtCd, .subjtCd)
            let rawTime = row.values[suwiki ? CatalogField.roomName.rawValue : CatalogField.timtSmryCn.rawValue] ?? ""
            let roomTime = TimetableText.clean(rawTime)
            guard !name.isEmpty else {
                problems.append(CatalogProblem(
                    line: row.line, value: roomTime, reason: "no course name; row left out",
                    koreanReason: "강의 이름이 없어 빠졌어요", skipped: true))
                continue
            }
            var (times, error) = RoomTime.read(roomTime, courseName: name)
            if error != nil, suwiki, !roomTime.utf8.contains(UInt8(ascii: "(")), let meeting = suwikiMeeting(row, room: roomTime) {
                times = .scheduled([meeting])
                error = nil
            }
            if let error {
                problems.append(CatalogProblem(
                    line: row.line, value: roomTime, reason: error.english, koreanReason: error.korean, skipped: false))
            }
            var id = Course.makeID(code: code, classNumber: classNumber, department: department, name: name, professor: professor)
            if let count = seen[id] {
                seen[id] = count + 1
                id += "#\(count + 1)"
            } else {
                seen[id] = 1
            }
            courses.append(Course(
                id: id, name: name, professor: professor, department: department, classification: classification,
                credit: credit, grade: grade, classNumber: classNumber, roomTime: roomTime, times: times))
        }
        if courses.isEmpty { throw .noCourses }
        return CatalogImportResult(courses: courses, problems: problems, format: format)
    }

    /// The SUWIKI row's own day and clock times (`courseDay`, `startTime`,
    /// `endTime`) as one block, when they fall on the period grid.
    private static func suwikiMeeting(_ row: RawRow, room: String) -> Meeting? {
        guard let dayText = row.values[CatalogField.courseDay.rawValue].map(TimetableText.clean),
              dayText.count == 1, let day = Weekday(korean: dayText.first!),
              let start = minute(row.values[CatalogField.startTime.rawValue]),
              let end = minute(row.values[CatalogField.endTime.rawValue]) else { return nil }
        let first = (start - Period.startMinute(1)) / 60 + 1
        let last = (end - Period.endMinute(1)) / 60 + 1
        guard Period.range.contains(first), Period.range.contains(last), first <= last,
              Period.startMinute(first) == start, Period.endMinute(last) == end else { return nil }
        let place = room.isEmpty || room == "미정" ? nil : room
        return Meeting(day: day, firstPeriod: first, lastPeriod: last, room: place)
    }

    /// "9:30" / "09:30" → 570.
    private static func minute(_ text: String?) -> Int? {
        guard let text else { return nil }
        let parts = text.trimmingSpaces.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...24).contains(hour), (0...59).contains(minute) else { return nil }
        return hour * 60 + minute
    }

    /// "3" → 3, "3.0" → 3, "2학년" → 2, anything else → 0.
    private static func leadingInteger(_ text: String) -> Int {
        var value = 0
        var any = false
        for byte in text.utf8 {
            guard byte >= 0x30, byte <= 0x39 else { break }
            value = value * 10 + Int(byte - 0x30)
            any = true
            if value > 1_000 { return 0 }
        }
        return any ? value : 0
    }
}

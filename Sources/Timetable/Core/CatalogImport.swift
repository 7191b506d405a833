import FoundationEssentials

/// Reads a course catalog, its format detected from the content: a JSON
/// array (or an object holding one) of SUWIKI or portal course objects, or
/// CSV whose header names the fields the same way.
///
/// A row whose room/time string cannot be read is kept with its time unknown
/// and reported; a row without a course name is left out and reported. A
/// file that is not one of these formats is refused whole, naming the line.
public enum CatalogImport {
    /// The largest catalog read whole into memory (standard input, a pipe):
    /// 64 MiB, far above a university's catalog (2,000 courses take about
    /// 0.5 MB, 100,000 about 25 MB). A file on disk is read in place and
    /// streamed, whatever its size (``stream(_:progress:release:course:)``).
    public static let maximumBytes = 64 * 1_048_576

    /// Reads a whole catalog held in memory, courses and all.
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
        var courses: [Course] = []
        do {
            let summary = try stream(bytes) { courses.append($0) }
            return CatalogImportResult(courses: courses, summary: summary)
        } catch let error as CatalogImportError {
            throw error
        } catch {
            // Only the scanners throw here, and only CatalogImportError.
            throw .unreadable(String(describing: error))
        }
    }

    /// Reads a catalog row by row and hands each course to `course` as soon
    /// as it is read, so memory does not grow with the file: the caller
    /// stores the courses (in one transaction, so a file refused halfway
    /// changes nothing). The file is checked as UTF-8 first, so that
    /// refusal names its line before any course is handed on.
    ///
    /// `progress` is told the byte offset reached (about every 1/200 of the
    /// file); `release` is told ranges of bytes that will not be read again
    /// (a mapped file can give their pages back). Errors of `course` pass
    /// through; the file's own are ``CatalogImportError``s.
    public static func stream(_ bytes: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)? = nil,
                              release: ((Range<Int>) -> Void)? = nil,
                              course: (Course) throws -> Void) throws -> CatalogImportSummary {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if let line = firstInvalidUTF8Line(bytes, from: start, release: release) {
            throw CatalogImportError.notUTF8(line: line)
        }
        var first = start
        var line = 1
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A || bytes[first] == 0x0D {
            if bytes[first] == 0x0A { line += 1 }
            first += 1
        }
        if first == bytes.count { throw CatalogImportError.empty }
        // A course takes 150–300 bytes in every format read.
        var builder = CatalogBuilder(expectedRows: min(bytes.count / 200, 4_000_000))
        let step = max(bytes.count / 200, 1 << 16)
        var nextReport = step
        var released = 0
        let take: (RawRow) throws -> Void = { row in
            try builder.add(row, course)
            if row.offset >= nextReport {
                nextReport = row.offset + step
                progress?(row.offset)
                // Rows never look back more than one row: what lies a
                // step behind this one is done with.
                let done = row.offset - step
                if let release, done > released {
                    release(released..<done)
                    released = done
                }
            }
        }
        if bytes[first] == UInt8(ascii: "[") || bytes[first] == UInt8(ascii: "{") {
            var scanner = JSONRowScanner(bytes: bytes, index: first, line: line)
            try scanner.forEachRow(take)
        } else {
            var reader = CSVRowReader(bytes: bytes, index: start)
            try reader.forEachRow(take)
        }
        progress?(bytes.count)
        return try builder.finish()
    }

    /// The 1-based line of the first byte that is not UTF-8, or nil.
    private static func firstInvalidUTF8Line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                             release: ((Range<Int>) -> Void)?) -> Int? {
        var index = start
        let count = bytes.count
        let step = 1 << 24
        var nextRelease = step
        while index < count {
            if index >= nextRelease {
                release?(nextRelease - step..<nextRelease)
                nextRelease += step
            }
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
        if let release, nextRelease - step < count { release(nextRelease - step..<count) }
        return nil
    }

    static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
    }

    /// Turns rows held in memory into courses (the sample catalog).
    static func build(_ rows: [RawRow]) throws(CatalogImportError) -> CatalogImportResult {
        var builder = CatalogBuilder()
        var courses: [Course] = []
        courses.reserveCapacity(rows.count)
        do {
            for row in rows { try builder.add(row) { courses.append($0) } }
            return CatalogImportResult(courses: courses, summary: try builder.finish())
        } catch let error as CatalogImportError {
            throw error
        } catch {
            throw .unreadable(String(describing: error))
        }
    }

    /// The SUWIKI row's own day and clock times (`courseDay`, `startTime`,
    /// `endTime`) as one block, when they fall on the period grid.
    static func suwikiMeeting(_ row: RawRow, room: String) -> Meeting? {
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
    static func leadingInteger(_ text: String) -> Int {
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

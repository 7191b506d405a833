import Synchronization

/// Finds catalog courses by name or professor as the user types: spaces are
/// ignored, letters compared without case, and a Hangul initial consonant in
/// the query (ㄱ … ㅎ) matches any syllable starting with it, so `ㅈㄹㄱㅈ`
/// finds 자료구조 and `자ㄹ` finds 자료구조 too.
///
/// Every course's name and professor are normalised once, when the index is
/// built, into one flat buffer of UTF-16 units with each syllable's initial
/// consonant beside it; a query is then a scan of that buffer. When a query
/// extends the previous one (the user typed one more character), only the
/// previous matches are scanned again.
public final class CourseSearchIndex: Sendable {
    /// The courses, in catalog order; ``search(_:department:)`` returns indices into it.
    public let courses: [Course]
    /// The departments with how many courses each offers, sorted by name
    /// (courses without a department are not listed).
    public let departments: [(name: String, count: Int)]

    /// Normalised units of every course: name, a separator, professor.
    private let units: [UInt16]
    /// For each unit, the initial consonant (compatibility jamo) of a Hangul
    /// syllable, or 0.
    private let initials: [UInt16]
    /// Where course i's units start; `starts[i + 1]` is where they end.
    private let starts: [Int32]
    /// Each course's department, as an index into `departments`.
    private let departmentOf: [Int32]
    private let departmentIndex: [String: Int32]
    /// Every course index, by name, then professor, then id: the order
    /// results come in.
    private let byName: [Int]
    private let last: Mutex<(query: [UInt16], department: Int32, result: [Int])?>
    /// The last ``matches(_:)``, apart from the last search's.
    private let lastMatches: Mutex<(query: [UInt16], result: [Int])?>

    public init(_ courses: [Course]) {
        self.courses = courses
        var units: [UInt16] = []
        var initials: [UInt16] = []
        units.reserveCapacity(courses.count * 16)
        initials.reserveCapacity(courses.count * 16)
        var starts: [Int32] = [0]
        starts.reserveCapacity(courses.count + 1)
        var counts: [String: Int] = [:]
        for course in courses {
            Self.appendNormalised(course.name, to: &units, initials: &initials)
            units.append(0)
            initials.append(0)
            Self.appendNormalised(course.professor, to: &units, initials: &initials)
            starts.append(Int32(units.count))
            counts[course.department, default: 0] += 1
        }
        // A course without a department is found with no filter only.
        let departments = counts.filter { !$0.key.isEmpty }.map { (name: $0.key, count: $0.value) }.sorted { $0.name < $1.name }
        var departmentIndex: [String: Int32] = [:]
        for (index, department) in departments.enumerated() { departmentIndex[department.name] = Int32(index) }
        self.departments = departments
        self.departmentIndex = departmentIndex
        self.departmentOf = courses.map { departmentIndex[$0.department] ?? -1 }
        // One key a course, its UTF-8 bytes (code point order, as the
        // original's Swift compared names): name, professor, id, each ended
        // by a 0 so a shorter name sorts before a longer one it starts.
        // Comparing bytes, not Strings, keeps 100,000 courses well under a
        // tenth of a second.
        let keys: [[UInt8]] = courses.map { course in
            var key: [UInt8] = []
            key.reserveCapacity(course.name.utf8.count + course.professor.utf8.count + course.id.utf8.count + 3)
            for text in [course.name, course.professor, course.id] {
                key.append(contentsOf: text.utf8)
                key.append(0)
            }
            return key
        }
        self.byName = courses.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a].lexicographicallyPrecedes(keys[b]) : a < b
        }
        self.units = units
        self.initials = initials
        self.starts = starts
        self.last = Mutex(nil)
        self.lastMatches = Mutex(nil)
    }

    /// The indices (into ``courses``) of the courses whose name or
    /// professor holds `query`, limited to `department` when given, sorted
    /// by course name (as the original listed them), then professor, then id.
    /// An empty query (or one of only spaces) matches every course.
    public func search(_ query: String, department: String?) -> [Int] {
        var needle: [UInt16] = []
        var ignored: [UInt16] = []
        Self.appendNormalised(query, to: &needle, initials: &ignored)
        let wanted: Int32
        if let department {
            guard let index = departmentIndex[department] else { return [] }
            wanted = index
        } else {
            wanted = -1
        }
        let previous = last.withLock { $0 }
        var result: [Int] = []
        if let previous, previous.department == wanted, needle.count >= previous.query.count,
           needle.starts(with: previous.query) {
            if needle == previous.query { return previous.result }
            result = filter(previous.result, needle)
        } else {
            let candidates = wanted < 0 ? byName : byName.filter { departmentOf[$0] == wanted }
            result = needle.isEmpty ? candidates : filter(candidates, needle)
        }
        let kept = result
        last.withLock { $0 = (needle, wanted, kept) }
        return result
    }

    /// The indices of every course whose name or professor holds `query`,
    /// in any department, by name; unlike ``search(_:department:)`` it
    /// leaves the memo of the last search alone.
    public func matches(_ query: String) -> [Int] {
        var needle: [UInt16] = []
        var ignored: [UInt16] = []
        Self.appendNormalised(query, to: &needle, initials: &ignored)
        // As a search: a query that extends the last one scans only its matches.
        let previous = lastMatches.withLock { $0 }
        let result: [Int]
        if let previous, needle.starts(with: previous.query) {
            result = needle == previous.query ? previous.result : filter(previous.result, needle)
        } else {
            result = filter(byName, needle)
        }
        lastMatches.withLock { $0 = (needle, result) }
        return result
    }

    /// How many of `indices` each department offers, by name (courses
    /// without a department are not counted under any).
    public func departmentCounts(of indices: [Int]) -> [String: Int] {
        var counts = [Int](repeating: 0, count: departments.count)
        for index in indices {
            let department = departmentOf[index]
            if department >= 0 { counts[Int(department)] += 1 }
        }
        var byName: [String: Int] = [:]
        for (index, department) in departments.enumerated() { byName[department.name] = counts[index] }
        return byName
    }

    /// The courses of `candidates` whose text holds `needle`.
    private func filter(_ candidates: [Int], _ needle: [UInt16]) -> [Int] {
        var result: [Int] = []
        if needle.isEmpty { return candidates }
        units.withUnsafeBufferPointer { units in
            initials.withUnsafeBufferPointer { initials in
                starts.withUnsafeBufferPointer { starts in
                    needle.withUnsafeBufferPointer { needle in
                        for index in candidates
                        where Self.holds(units, initials, Int(starts[index]), Int(starts[index + 1]), needle) {
                            result.append(index)
                        }
                    }
                }
            }
        }
        return result
    }

    /// Whether `units[start..<end]` holds `needle`, an initial consonant in
    /// the needle matching a syllable that starts with it.
    @inline(__always)
    private static func holds(
        _ units: UnsafeBufferPointer<UInt16>, _ initials: UnsafeBufferPointer<UInt16>, _ start: Int, _ end: Int,
        _ needle: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        let count = needle.count
        let last = end - count
        if last < start { return false }
        let first = needle[0]
        let firstIsInitial = isInitial(first)
        var position = start
        while position <= last {
            if units[position] == first || (firstIsInitial && initials[position] == first) {
                var offset = 1
                while offset < count {
                    let q = needle[offset]
                    if units[position + offset] != q, !(isInitial(q) && initials[position + offset] == q) { break }
                    offset += 1
                }
                if offset == count { return true }
            }
            position += 1
        }
        return false
    }

    /// The compatibility jamo of the 19 initial consonants, in syllable order.
    private static let initialJamo: [UInt16] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// The initial consonant (compatibility jamo) of Hangul syllable `value`.
    @inline(__always)
    static func initial(of value: UInt32) -> UInt16 { initialJamo[Int((value - 0xAC00) / 588)] }

    @inline(__always)
    private static func isInitial(_ unit: UInt16) -> Bool { unit >= 0x3131 && unit <= 0x314E }

    /// Appends `text` without white space, lower-cased (ASCII and other
    /// scripts), with each unit's initial consonant in `initials`.
    static func appendNormalised(_ text: String, to units: inout [UInt16], initials: inout [UInt16]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value == 0x20 || (value >= 0x09 && value <= 0x0D) { continue }
                let lower = value >= 0x41 && value <= 0x5A ? value + 0x20 : value
                units.append(UInt16(lower))
                initials.append(0)
            } else if value >= 0xAC00 && value <= 0xD7A3 {
                units.append(UInt16(value))
                initials.append(initialJamo[Int((value - 0xAC00) / 588)])
            } else if scalar.properties.isWhitespace {
                continue
            } else {
                for lowered in String(scalar).lowercased().utf16 {
                    units.append(lowered)
                    initials.append(0)
                }
            }
        }
    }
}

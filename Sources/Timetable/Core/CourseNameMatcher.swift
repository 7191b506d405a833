/// Matches a name typed by the user against course names and professors
/// as the search does: spaces ignored, case ignored, a Hangul initial
/// consonant matching any syllable that starts with it (`ㅈㄹㄱㅈ` holds
/// in 자료구조).
public struct CourseNameMatcher: Sendable {
    /// The typed text, normalised.
    let needle: [UInt16]

    public init(_ text: String) {
        var units: [UInt16] = []
        var initials: [UInt16] = []
        CourseSearchIndex.appendNormalised(text, to: &units, initials: &initials)
        needle = units
    }

    /// Whether nothing but spaces was typed.
    public var isEmpty: Bool { needle.isEmpty }

    /// A name, normalised once for several matchers.
    public struct Normalised: Sendable {
        let units: [UInt16]
        let initials: [UInt16]
    }

    public static func normalised(_ text: String) -> Normalised {
        var units: [UInt16] = []
        var initials: [UInt16] = []
        units.reserveCapacity(text.utf8.count)
        initials.reserveCapacity(text.utf8.count)
        CourseSearchIndex.appendNormalised(text, to: &units, initials: &initials)
        return Normalised(units: units, initials: initials)
    }

    /// Whether `text` holds the typed text.
    public func holds(_ text: Normalised) -> Bool {
        guard !needle.isEmpty else { return true }
        guard text.units.count >= needle.count else { return false }
        for start in 0...(text.units.count - needle.count) where matches(text, at: start) { return true }
        return false
    }

    /// Whether `text` is the typed text, whole.
    public func isWhole(_ text: Normalised) -> Bool {
        text.units.count == needle.count && matches(text, at: 0)
    }

    private func matches(_ text: Normalised, at start: Int) -> Bool {
        for (offset, unit) in needle.enumerated() {
            let position = start + offset
            if text.units[position] != unit, !(unit >= 0x3131 && unit <= 0x314E && text.initials[position] == unit) {
                return false
            }
        }
        return true
    }
}

/// The sections of the courses a student asks for by name.
public enum PlanCatalog {
    /// How a typed name found its course.
    public enum Found: Hashable, Sendable {
        /// The course of this exact name (normalised), or the only name holding what was typed.
        case course(String)
        /// No course name holds what was typed.
        case none
        /// Several names hold it and none is it whole: the first few, by name.
        case several([String], total: Int)
    }

    /// What each of `wanted` finds among `names` (every name of the
    /// catalog, each once or more): a whole match wins; else the only name
    /// holding it.
    public static func find(_ wanted: [String], among names: some Sequence<String>) -> [Found] {
        var finder = Finder(wanted)
        for (position, name) in names.enumerated() { finder.see(bytesOf: name, at: position) }
        return finder.found
    }

    /// The sections of each course `wanted` finds in `catalog` (in catalog
    /// order; none where it finds no course or several).
    public static func sections(_ wanted: [String], in catalog: [Course]) -> (found: [Found], sections: [[Course]]) {
        var finder = Finder(wanted)
        for (position, course) in catalog.enumerated() { finder.see(bytesOf: course.name, at: position) }
        let found = finder.found
        return (found, found.map { found in
            guard case .course(let name) = found else { return [] }
            return finder.positions(of: name).map { catalog[$0] }
        })
    }

    /// Reads a catalog's names one by one (each normalised once for every
    /// name wanted), remembering where the names that match lie.
    public struct Finder {
        let wanted: [String]
        let matchers: [CourseNameMatcher]
        var whole: [String?]
        var holding: [Set<String>]
        /// Where each matching name lies, and the verdict on every name seen.
        var places: [String: [Int]] = [:]
        var seen: [String: Bool] = [:]

        public init(_ wanted: [String]) {
            self.wanted = wanted
            matchers = wanted.map(CourseNameMatcher.init)
            whole = Array(repeating: nil, count: wanted.count)
            holding = Array(repeating: [], count: wanted.count)
        }

        public mutating func see(_ name: String, at position: Int) {
            if let matched = seen[name] {
                if matched { places[name, default: []].append(position) }
                return
            }
            let normalised = CourseNameMatcher.normalised(name)
            var matched = false
            for (index, matcher) in matchers.enumerated() {
                if matcher.isWhole(normalised) {
                    if whole[index] == nil { whole[index] = name }
                    matched = true
                } else if matcher.holds(normalised) {
                    holding[index].insert(name)
                    matched = true
                }
            }
            seen[name] = matched
            if matched { places[name, default: []].append(position) }
        }

        /// A name as its UTF-8 bytes (a catalog read a row at a time): no
        /// String is made unless it matches. Names of ASCII and Hangul
        /// syllables only are normalised here, byte by byte; others go
        /// the way of ``see(_:at:)``.
        public mutating func see(utf8 bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
            scratchUnits.removeAll(keepingCapacity: true)
            scratchInitials.removeAll(keepingCapacity: true)
            guard Self.appendSimple(bytes, to: &scratchUnits, initials: &scratchInitials) else {
                return see(String(decoding: bytes, as: UTF8.self), at: position)
            }
            let text = CourseNameMatcher.Normalised(units: scratchUnits, initials: scratchInitials)
            if matchers.contains(where: { $0.holds(text) }) { see(String(decoding: bytes, as: UTF8.self), at: position) }
        }

        /// A name of a catalog in memory, read as ``see(utf8:at:)`` reads one.
        public mutating func see(bytesOf name: String, at position: Int) {
            var name = name
            name.withUTF8 { see(utf8: $0, at: position) }
        }

        var scratchUnits: [UInt16] = []
        var scratchInitials: [UInt16] = []

        /// As ``CourseSearchIndex/appendNormalised(_:to:initials:)`` for text
        /// of ASCII and Hangul syllables; false for any other character.
        static func appendSimple(_ bytes: UnsafeBufferPointer<UInt8>, to units: inout [UInt16], initials: inout [UInt16]) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { continue }
                    units.append(UInt16(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
                    initials.append(0)
                } else if byte & 0xF0 == 0xE0, index + 2 < bytes.count {
                    let value = (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                    guard value >= 0xAC00, value <= 0xD7A3 else { return false }
                    units.append(UInt16(value))
                    initials.append(CourseSearchIndex.initial(of: value))
                    index += 3
                } else {
                    return false
                }
            }
            return true
        }

        /// What each name wanted found.
        public var found: [Found] {
            wanted.indices.map { index in
                if let name = whole[index] { return .course(name) }
                let names = holding[index]
                if names.count == 1, let only = names.first { return .course(only) }
                if names.isEmpty { return .none }
                return .several(Array(names.sorted().prefix(5)), total: names.count)
            }
        }

        /// Where the courses named `name` lie, in the order seen.
        public func positions(of name: String) -> [Int] { places[name] ?? [] }
    }
}

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
    /// holding it. Each name is normalised once for all of `wanted`.
    public static func find(_ wanted: [String], among names: some Sequence<String>) -> [Found] {
        let matchers = wanted.map(CourseNameMatcher.init)
        var whole: [String?] = Array(repeating: nil, count: wanted.count)
        var holding: [Set<String>] = Array(repeating: [], count: wanted.count)
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            let normalised = CourseNameMatcher.normalised(name)
            for (index, matcher) in matchers.enumerated() where whole[index] == nil {
                if matcher.isWhole(normalised) {
                    whole[index] = name
                } else if matcher.holds(normalised) {
                    holding[index].insert(name)
                }
            }
        }
        return wanted.indices.map { index in
            if let name = whole[index] { return .course(name) }
            let names = holding[index]
            if names.count == 1, let only = names.first { return .course(only) }
            if names.isEmpty { return .none }
            return .several(Array(names.sorted().prefix(5)), total: names.count)
        }
    }
}

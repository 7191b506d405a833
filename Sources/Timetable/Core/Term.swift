/// A term of the university year, as the original's semester picker
/// offered them: the two semesters and the sessions after each.
public enum Term: Int, CaseIterable, Codable, Sendable {
    // The stored numbers: 1 and 2 are the semesters (what older bankui stored).
    case first = 1, second = 2, summer = 3, winter = 4

    /// The terms in the order a year runs: 1st semester, summer session,
    /// 2nd semester, winter session.
    public static let yearOrder: [Term] = [.first, .summer, .second, .winter]

    /// The term's place in ``yearOrder``.
    public var order: Int { Self.yearOrder.firstIndex(of: self) ?? 0 }

    /// `1학기`, `여름학기`, `2학기`, `겨울학기`.
    public var korean: String {
        switch self {
        case .first: "1학기"
        case .summer: "여름학기"
        case .second: "2학기"
        case .winter: "겨울학기"
        }
    }

    /// `1st semester`, `summer session`, `2nd semester`, `winter session`.
    public var english: String {
        switch self {
        case .first: "1st semester"
        case .summer: "summer session"
        case .second: "2nd semester"
        case .winter: "winter session"
        }
    }
}

/// A year and a term: what a timetable is for.
public struct Semester: Hashable, Sendable, Comparable {
    public var year: Int
    public var term: Term

    public init(year: Int, term: Term) {
        self.year = year
        self.term = term
    }

    public static func < (lhs: Semester, rhs: Semester) -> Bool {
        (lhs.year, lhs.term.order) < (rhs.year, rhs.term.order)
    }

    /// The term `steps` terms later (earlier when negative), across years.
    public func moved(by steps: Int) -> Semester {
        let index = year * 4 + term.order + steps
        let newYear = index >= 0 ? index / 4 : (index - 3) / 4
        return Semester(year: newYear, term: Term.yearOrder[index - newYear * 4])
    }

    /// `2026년 2학기` / `2026, 2nd semester`.
    public func label(korean: Bool) -> String {
        korean ? "\(year)년 \(term.korean)" : "\(year), \(term.english)"
    }
}

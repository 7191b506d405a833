/// When a course meets.
public enum CourseTimes: Hashable, Codable, Sendable {
    /// Meets in rooms at these times (sorted by day, then period).
    case scheduled([Meeting])
    /// An e-learning course (its name holds 이러닝 or 온라인); it may still
    /// name times, which may be empty.
    case eLearning([Meeting])
    /// The room/time string could not be read; `reason` says why (shown as 미정).
    case unknown(reason: String)

    /// The meetings, whatever the kind (none when unknown).
    public var meetings: [Meeting] {
        switch self {
        case .scheduled(let meetings), .eLearning(let meetings): meetings
        case .unknown: []
        }
    }

    public var isELearning: Bool {
        if case .eLearning = self { return true }
        return false
    }

    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}

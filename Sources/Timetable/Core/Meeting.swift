/// One weekly meeting of a course: a block of consecutive periods on one day
/// in one room.
public struct Meeting: Hashable, Codable, Sendable {
    public var day: Weekday
    /// The first period of the block, 1…15.
    public var firstPeriod: Int
    /// The last period of the block (≥ `firstPeriod`); the block is consecutive.
    public var lastPeriod: Int
    /// The room; nil when the university has not given one (미정).
    public var room: String?

    public init(day: Weekday, firstPeriod: Int, lastPeriod: Int, room: String?) {
        self.day = day
        self.firstPeriod = firstPeriod
        self.lastPeriod = lastPeriod
        self.room = room
    }

    /// Minutes after midnight at which the block starts (9:30 + (first − 1) h).
    public var startMinute: Int { Period.startMinute(firstPeriod) }

    /// Minutes after midnight at which the block ends (10:20 + (last − 1) h).
    public var endMinute: Int { Period.endMinute(lastPeriod) }

    /// "월1-2" / "월1": the day and the periods of the block.
    public var periodsText: String {
        firstPeriod == lastPeriod ? "\(day.korean)\(firstPeriod)" : "\(day.korean)\(firstPeriod)-\(lastPeriod)"
    }
}

/// The university's periods: period n runs from 9:30 + (n − 1) h to
/// 10:20 + (n − 1) h, n = 1…15.
public enum Period {
    public static let range: ClosedRange<Int> = 1...15

    /// Minutes after midnight at which `period` starts.
    public static func startMinute(_ period: Int) -> Int { 9 * 60 + 30 + (period - 1) * 60 }

    /// Minutes after midnight at which `period` ends.
    public static func endMinute(_ period: Int) -> Int { 10 * 60 + 20 + (period - 1) * 60 }

    /// The periods that run exactly from `start` to `end` (9:30–11:20 is
    /// 1…2), or nil when the time does not begin and end where periods do.
    public static func exactly(start: Int, end: Int) -> ClosedRange<Int>? {
        guard (start - startMinute(1)) % 60 == 0, (end - endMinute(1)) % 60 == 0 else { return nil }
        let first = (start - startMinute(1)) / 60 + 1
        let last = (end - endMinute(1)) / 60 + 1
        guard range.contains(first), range.contains(last), first <= last else { return nil }
        return first...last
    }

    /// The periods a time overlaps; when it overlaps none, the nearest
    /// period (1 before the first, 15 after the last, else the next one).
    public static func nearest(start: Int, end: Int) -> ClosedRange<Int> {
        let overlapping = range.filter { startMinute($0) < end && start < endMinute($0) }
        if let first = overlapping.first, let last = overlapping.last { return first...last }
        let next = range.first { startMinute($0) >= end } ?? range.upperBound
        return next...next
    }

    /// "9:30", "13:20": a minute of the day as the university writes it.
    public static func clock(_ minute: Int) -> String {
        let tail = minute % 60 < 10 ? "0\(minute % 60)" : "\(minute % 60)"
        return "\(minute / 60):\(tail)"
    }
}

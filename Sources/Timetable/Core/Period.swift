/// The university's periods: period n runs from 9:30 + (n − 1) h to
/// 10:20 + (n − 1) h, n = 1…15.
public enum Period {
    public static let range: ClosedRange<Int> = 1...15

    /// Minutes after midnight at which `period` starts.
    public static func startMinute(_ period: Int) -> Int { 9 * 60 + 30 + (period - 1) * 60 }

    /// Minutes after midnight at which `period` ends.
    public static func endMinute(_ period: Int) -> Int { 10 * 60 + 20 + (period - 1) * 60 }

    /// "9:30", "13:20": a minute of the day as the university writes it.
    public static func clock(_ minute: Int) -> String {
        let tail = minute % 60 < 10 ? "0\(minute % 60)" : "\(minute % 60)"
        return "\(minute / 60):\(tail)"
    }
}

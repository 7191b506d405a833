#if canImport(Glibc)
import Glibc
#endif

/// The time of a log line, in UTC to the second: `2026-11-26T09:45:00Z`.
///
/// Written from the C library's `gmtime_r` rather than with Foundation's
/// ISO 8601 formatter: the formatter builds a calendar and a time zone
/// through ICU, which loads the time-zone tables at the program's start
/// only to write the first log line.
public enum LogTimestamp {
    /// `seconds` since 1970-01-01 00:00:00 UTC, as `YYYY-MM-DDTHH:MM:SSZ`.
    public static func string(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "\(seconds)" }
        return "\(digits(Int(parts.tm_year) + 1900, 4))-\(digits(Int(parts.tm_mon) + 1, 2))-\(digits(Int(parts.tm_mday), 2))"
            + "T\(digits(Int(parts.tm_hour), 2)):\(digits(Int(parts.tm_min), 2)):\(digits(Int(parts.tm_sec), 2))Z"
    }

    /// The time now.
    public static func now() -> String {
        string(secondsSince1970: Int(time(nil)))
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

import Foundation
import TextKit

/// Amounts as a person types them into the planner, in the form and on
/// the command line alike: durations with units, shares and percentiles
/// with a percent sign.
public enum TypedQuantity {
    /// The seconds `text` says: a number of seconds (`90`, `1.5`, `2e3`), or
    /// hours, minutes and seconds in that order, each optional, spaces
    /// allowed between them (`90s`, `2m`, `1h30m`, `1.5m`, `1h 5s`, and in
    /// Korean `2분`, `1시간 30분`, `90초`). nil when it says none (spaces
    /// around it too: the form trims what it reads, the command line takes
    /// an argument as given).
    public static func seconds(_ text: String) -> Double? {
        if let plain = number(text) { return plain }
        guard let match = text.wholeMatch(of: durationPattern) else { return nil }
        let (_, hours, minutes, seconds) = match.output
        guard hours != nil || minutes != nil || seconds != nil else { return nil }
        var total = 0.0
        for (part, scale) in [(hours, 3600.0), (minutes, 60.0), (seconds, 1.0)] {
            if let part {
                guard let value = Double(part) else { return nil }
                total += value * scale
            }
        }
        return total.isFinite ? total : nil
    }

    /// The share `text` says, as a fraction: `0.3` or `30%` (0.3). nil when
    /// it says none; the range is the caller's.
    public static func share(_ text: String) -> Double? {
        if text.hasSuffix("%") {
            return number(String(text.dropLast()).trimmingCharacters(in: .whitespaces)).map { $0 / 100 }
        }
        return number(text)
    }

    /// The service level `text` says: a share and a wait, `80%/20s`,
    /// `0.8/20`, `90%/2m`: (0.8, 20). nil when it says none, or the share
    /// is not within 0…1 or the wait is below 0.
    public static func serviceLevel(_ text: String) -> (share: Double, seconds: Double)? {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2,
              let share = share(parts[0].trimmingCharacters(in: .whitespaces)), (0...1).contains(share),
              let seconds = seconds(parts[1].trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return (share, seconds)
    }

    /// The percentile `text` says: `95`, `p95` or `95%` (95). nil when it
    /// says none; the range is the caller's.
    public static func percentile(_ text: String) -> Double? {
        var text = text
        if text.lowercased().hasPrefix("p") { text.removeFirst() } else if text.hasSuffix("%") { text.removeLast() }
        return number(text)
    }

    /// Shift lengths as `4h,8h` (or `4,8`, spaces allowed): whole hours
    /// from 1 to 24, 1 to 6 different ones, sorted and each once. nil when
    /// `text` says none.
    public static func shiftLengths(_ text: String) -> [Int]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var lengths = Set<Int>()
        for part in parts {
            let number = part.lowercased().hasSuffix("h") ? String(part.dropLast()) : part
            guard NumberSyntax.isDigits(number, count: 1...2), let hours = Int(number), (1...24).contains(hours) else { return nil }
            lengths.insert(hours)
        }
        guard (1...6).contains(lengths.count) else { return nil }
        return lengths.sorted()
    }

    /// A plain decimal number (no units, no hex, no `inf`).
    static func number(_ text: String) -> Double? {
        guard NumberSyntax.isDecimal(text),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    nonisolated(unsafe) private static let durationPattern =
        /(?:([0-9]+(?:\.[0-9]+)?)\s*(?:h|시간))?\s*(?:([0-9]+(?:\.[0-9]+)?)\s*(?:m|분))?\s*(?:([0-9]+(?:\.[0-9]+)?)\s*(?:s|초))?/
        .ignoresCase()
}

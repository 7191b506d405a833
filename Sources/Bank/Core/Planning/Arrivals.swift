import TextKit

/// How customers come to the bank in a planning run.
public enum ArrivalProcess: Hashable, Sendable {
    /// The original app's way: the day's customers are all there when the
    /// bank opens.
    case atOpening
    /// A steady stream: a Poisson process of this many customers a minute.
    case steady(perMinute: Double)
    /// A day's profile: a Poisson process whose rate changes by the hour.
    /// Each day opens empty: customers still in line at the end of the
    /// profile's last hour are served, and the next day begins once they have
    /// been (at once when nobody is left).
    case profile(ArrivalProfile)

    /// Customers a minute accepted by `steady` (and, times 60, an hour of a
    /// profile): above some 1,700 a second nobody is planning a bank counter.
    public static let perMinuteRange: ClosedRange<Double> = 0.001...100_000

    /// Seconds in one day of arrivals: the profile's hours, or 8 hours for a
    /// steady stream (a bank's opening day); nil when all arrive at opening.
    public var dayLength: Double? {
        switch self {
        case .atOpening: nil
        case .steady: 8 * 3600
        case .profile(let profile): Double(profile.hours.count) * 3600
        }
    }

    /// Customers expected in `seconds` of arrivals from the opening (the
    /// profile repeating day after day); nil when all arrive at opening.
    public func expectedCustomers(in seconds: Double) -> Double? {
        switch self {
        case .atOpening:
            return nil
        case .steady(let perMinute):
            return perMinute / 60 * seconds
        case .profile(let profile):
            let perDay = profile.perHour.reduce(0, +)
            let dayLength = Double(profile.hours.count) * 3600
            let days = (seconds / dayLength).rounded(.down)
            var total = days * perDay
            var rest = seconds - days * dayLength
            for rate in profile.perHour where rest > 0 {
                total += rate * min(rest, 3600) / 3600
                rest -= 3600
            }
            return total
        }
    }
}

/// Customers an hour, hour by hour, for a day: `hour,customers_per_hour`
/// lines such as `12,90` for a lunch peak. Hours follow one another without
/// a gap, within 0…23.
public struct ArrivalProfile: Hashable, Sendable {
    /// The hours of the day covered, first to last.
    public let hours: ClosedRange<Int>
    /// Customers an hour, one figure per hour of `hours`.
    public let perHour: [Double]

    /// A profile; every figure must be in `perHourRange` and one above 0.
    public init(firstHour: Int, perHour: [Double]) throws(ArrivalProfileError) {
        guard !perHour.isEmpty else { throw .noHours }
        guard (0...23).contains(firstHour), firstHour + perHour.count <= 24 else { throw .tooManyHours }
        for (offset, rate) in perHour.enumerated() where !Self.perHourRange.contains(rate) {
            throw .badRate(line: nil, hour: firstHour + offset, text: "\(rate)")
        }
        guard perHour.contains(where: { $0 > 0 }) else { throw .nobodyComes }
        hours = firstHour...(firstHour + perHour.count - 1)
        self.perHour = perHour
    }

    /// Customers an hour accepted in a profile (0 is an hour nobody comes).
    public static let perHourRange: ClosedRange<Double> = 0...(ArrivalProcess.perMinuteRange.upperBound * 60)

    /// Reads a profile file's text. A header line `hour,customers_per_hour`
    /// may come first; blank lines are skipped; a byte order mark and
    /// Windows line ends (CRLF) are accepted.
    public static func parse(_ text: String) throws(ArrivalProfileError) -> ArrivalProfile {
        var reader = Reader()
        // Split on "\n" by scalars: Swift reads "\r\n" as one Character.
        for scalars in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            try reader.read(String(String.UnicodeScalarView(scalars)))
        }
        return try reader.profile()
    }

    /// Reads a profile a line at a time, as a file is streamed: each line
    /// is checked as it comes, so a bad line stops the reading there and
    /// nothing but the hours read so far is kept.
    public struct Reader: Sendable {
        private var firstHour: Int?
        private var rates: [Double] = []
        /// Lines read so far.
        public private(set) var lineNumber = 0

        public init() {}

        /// One line, without its line break (a CR before it is dropped).
        public mutating func read(_ text: String) throws(ArrivalProfileError) {
            lineNumber += 1
            var line = Substring(text)
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if line.hasSuffix("\r") { line.removeLast() }
            let trimmed = String(line).trimmingSpaces
            if trimmed.isEmpty { return }
            let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            if firstHour == nil, rates.isEmpty, fields.first?.first.map({ !$0.isNumber }) == true {
                guard fields == ["hour", "customers_per_hour"] else { throw .badHeader(line: lineNumber, text: trimmed) }
                return
            }
            guard fields.count == 2 else { throw .badLine(line: lineNumber, text: trimmed) }
            guard NumberSyntax.isDigits(fields[0], count: 1...2), let hour = Int(fields[0]), (0...23).contains(hour) else {
                throw .badHour(line: lineNumber, text: fields[0])
            }
            guard NumberSyntax.isDecimal(fields[1]), fields[1].first != "+", fields[1].first != "-",
                  let rate = Double(fields[1]), rate.isFinite, perHourRange.contains(rate) else {
                throw .badRate(line: lineNumber, hour: hour, text: fields[1])
            }
            if let first = firstHour {
                let expected = first + rates.count
                if hour < expected { throw .repeatedHour(line: lineNumber, hour: hour) }
                if hour > expected { throw .missingHour(line: lineNumber, hour: expected) }
            } else {
                firstHour = hour
            }
            rates.append(rate)
        }

        /// The profile the lines made.
        public func profile() throws(ArrivalProfileError) -> ArrivalProfile {
            guard let firstHour else { throw .noHours }
            return try ArrivalProfile(firstHour: firstHour, perHour: rates)
        }
    }
}

/// Why a profile file was refused; `description` says it for the user.
public enum ArrivalProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    case noHours
    case tooManyHours
    case nobodyComes
    case badHeader(line: Int, text: String)
    case badLine(line: Int, text: String)
    case badHour(line: Int, text: String)
    case badRate(line: Int?, hour: Int, text: String)
    case repeatedHour(line: Int, hour: Int)
    case missingHour(line: Int, hour: Int)

    public var description: String {
        let maximum = NumberText.plain(ArrivalProfile.perHourRange.upperBound)
        switch self {
        case .noHours: return "no hours: expected lines of hour,customers_per_hour"
        case .tooManyHours: return "the hours must lie within 0 to 23"
        case .nobodyComes: return "every hour has 0 customers: nobody comes"
        case .badHeader(let line, let text): return "line \(line): '\(text)' is not the header hour,customers_per_hour"
        case .badLine(let line, let text): return "line \(line): '\(text)' is not hour,customers_per_hour"
        case .badHour(let line, let text): return "line \(line): '\(text)' is not an hour from 0 to 23"
        case .badRate(let line, let hour, let text):
            let at = line.map { "line \($0): " } ?? ""
            return "\(at)hour \(hour): '\(text)' is not a number of customers from 0 to \(maximum)"
        case .repeatedHour(let line, let hour): return "line \(line): hour \(hour) comes again or out of order"
        case .missingHour(let line, let hour): return "line \(line): hour \(hour) is missing (hours must follow one another)"
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

/// Numbers as a person writes them.
enum NumberText {
    /// `1` rather than `1.0`, `0.7` as it is.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

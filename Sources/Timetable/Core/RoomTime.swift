import FoundationEssentials

/// Why a room/time string could not be read.
public enum RoomTimeError: Error, Hashable, Sendable {
    /// Nothing was given.
    case empty
    /// A `(` without its `)`, e.g. `IT301(목3,4`.
    case unclosedParenthesis
    /// No `(…)` holding the times, e.g. `강의실 월1,2`.
    case noParenthesis
    /// Text after a `)` that is not a comma and another room, e.g. `IT301(목3,4)x`.
    case textAfterParenthesis(String)
    /// A time without a day, e.g. `(1,2)`.
    case noDay(String)
    /// A time with no period after the day, e.g. `(월)`.
    case noPeriods(String)
    /// Something that is not a period number, e.g. `(월1,a)`.
    case badPeriod(String)
    /// A period outside 1…15, e.g. `(월0)` or `(월99)`.
    case periodOutOfRange(Int)

    public var english: String {
        switch self {
        case .empty: "no room or time given"
        case .unclosedParenthesis: "'(' is not closed"
        case .noParenthesis: "no times in parentheses"
        case .textAfterParenthesis(let text): "unexpected text after ')': '\(text)'"
        case .noDay(let item): "no day before the periods '\(item)'"
        case .noPeriods(let item): "no periods after the day '\(item)'"
        case .badPeriod(let text): "'\(text)' is not a period number"
        case .periodOutOfRange(let period): "period \(period) is not between 1 and 15"
        }
    }

    public var korean: String {
        switch self {
        case .empty: "강의실과 시간이 없어요"
        case .unclosedParenthesis: "'('가 닫히지 않았어요"
        case .noParenthesis: "괄호 안에 시간이 없어요"
        case .textAfterParenthesis(let text): "')' 뒤에 알 수 없는 글자가 있어요: '\(text)'"
        case .noDay(let item): "교시 앞에 요일이 없어요: '\(item)'"
        case .noPeriods(let item): "요일 뒤에 교시가 없어요: '\(item)'"
        case .badPeriod(let text): "교시 번호가 아니에요: '\(text)'"
        case .periodOutOfRange(let period): "\(period)교시는 1–15교시 밖이에요"
        }
    }
}

/// Reads the university's room/time strings:
///
/// - `IT301(목3,4)`: a room and a block of periods;
/// - `음악109(화1,2 수3,4)`: one room, several days;
/// - `음악109(화1,2),음악110(수1,2)`: several rooms, each keeping its own;
/// - `2공학207(목1,2,3,5,6,7)`: periods that are not consecutive make
///   separate blocks (1–3 and 5–7), periods sorted as numbers;
/// - `강의실 B215(화5,6,7)`, `강의실107-1(수6,7,8)`: rooms with spaces or dashes;
/// - `(월1,2)` or `미정(월1,2)`: no room;
/// - days 월 화 수 목 금 토 and 일; periods 1…15.
///
/// A course whose name holds 이러닝 or 온라인 is e-learning, with the
/// string's times when it gives some.
public enum RoomTime {
    /// The times of a course named `courseName` whose room/time string is
    /// `raw`; `.unknown` with the reason (in English) when it cannot be read.
    public static func parse(_ raw: String, courseName: String) -> CourseTimes {
        read(raw, courseName: courseName).times
    }

    /// ``parse(_:courseName:)`` with the error that made the times unknown.
    public static func read(_ raw: String, courseName: String) -> (times: CourseTimes, error: RoomTimeError?) {
        let eLearning = isELearning(courseName)
        let text = TimetableText.clean(raw)
        if eLearning, !text.utf8.contains(UInt8(ascii: "(")) { return (.eLearning([]), nil) }
        switch meetings(text) {
        case .success(let meetings): return (eLearning ? .eLearning(meetings) : .scheduled(meetings), nil)
        case .failure(let error): return (.unknown(reason: error.english), error)
        }
    }

    /// Whether a course with this name is taught online (이러닝, 온라인).
    public static func isELearning(_ courseName: String) -> Bool {
        // Scalar by scalar: Foundation's String.contains is slow on Linux,
        // and this runs for every row of a catalog.
        var previous: (Unicode.Scalar, Unicode.Scalar) = (" ", " ")
        for scalar in courseName.unicodeScalars {
            if (previous == ("이", "러") && scalar == "닝") || (previous == ("온", "라") && scalar == "인") { return true }
            previous = (previous.1, scalar)
        }
        return false
    }

    /// The meetings `raw` names, sorted by day and first period, or why it
    /// cannot be read.
    public static func meetings(_ raw: String) -> Result<[Meeting], RoomTimeError> {
        let text = Array(raw.unicodeScalars)
        var index = 0
        var meetings: [Meeting] = []
        func skipSpaces() { while index < text.count, isSpace(text[index]) { index += 1 } }
        skipSpaces()
        if index == text.count { return .failure(.empty) }
        while true {
            skipSpaces()
            // The room: everything up to "(".
            let roomStart = index
            while index < text.count, text[index] != "(" {
                if text[index] == ")" || text[index] == "," { return .failure(.noParenthesis) }
                index += 1
            }
            if index == text.count { return .failure(.noParenthesis) }
            var roomEnd = index
            while roomEnd > roomStart, isSpace(text[roomEnd - 1]) { roomEnd -= 1 }
            index += 1  // "("
            let innerStart = index
            while index < text.count, text[index] != ")" {
                if text[index] == "(" { return .failure(.unclosedParenthesis) }
                index += 1
            }
            if index == text.count { return .failure(.unclosedParenthesis) }
            let innerEnd = index
            index += 1  // ")"
            var place: String?
            if roomEnd > roomStart {
                var room = String.UnicodeScalarView()
                room.append(contentsOf: text[roomStart..<roomEnd])
                let name = String(room)
                if name != "미정" { place = name }
            }
            if let error = blocks(text[innerStart..<innerEnd], room: place, into: &meetings) { return .failure(error) }
            skipSpaces()
            if index == text.count { break }
            guard text[index] == "," else {
                var rest = String.UnicodeScalarView()
                rest.append(contentsOf: text[index...])
                return .failure(.textAfterParenthesis(String(rest)))
            }
            index += 1
            skipSpaces()
            if index == text.count { return .failure(.textAfterParenthesis(",")) }
        }
        if meetings.count > 1 {
            meetings.sort { ($0.day, $0.firstPeriod, $0.room ?? "") < ($1.day, $1.firstPeriod, $1.room ?? "") }
        }
        return .success(meetings)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}" || scalar == "\u{A0}"
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Appends the blocks inside one pair of parentheses (`화1,2 수3,4`) to
    /// `meetings`; the error when they cannot be read.
    private static func blocks(_ inner: ArraySlice<Unicode.Scalar>, room: String?, into meetings: inout [Meeting]) -> RoomTimeError? {
        var index = inner.startIndex
        let end = inner.endIndex
        var any = false
        while true {
            while index < end, isSpace(inner[index]) { index += 1 }
            if index == end { break }
            let itemStart = index
            while index < end, !isSpace(inner[index]) { index += 1 }
            let item = inner[itemStart..<index]
            any = true
            guard let day = Weekday(korean: Character(item[itemStart])) else { return .noDay(text(item)) }
            if item.count == 1 || item.dropFirst().allSatisfy({ $0 == "," }) { return .noPeriods(text(item)) }
            // The periods: numbers separated by commas, kept as a bit set.
            var periods: UInt32 = 0
            var at = itemStart + 1
            while true {
                let numberStart = at
                var value = 0
                while at < index, let digit = asciiDigit(inner[at]) {
                    value = min(value * 10 + digit, 1_000)
                    at += 1
                }
                if at == numberStart {
                    if at == index || inner[at] == "," { return .badPeriod(text(item)) }
                    var stop = at
                    while stop < index, inner[stop] != "," { stop += 1 }
                    return .badPeriod(text(inner[at..<stop]))
                }
                if at < index, inner[at] != "," {
                    var stop = at
                    while stop < index, inner[stop] != "," { stop += 1 }
                    return .badPeriod(text(inner[numberStart..<stop]))
                }
                guard Period.range.contains(value) else { return .periodOutOfRange(value) }
                periods |= 1 << UInt32(value)
                if at == index { break }
                at += 1  // ","
                if at == index { return .badPeriod(text(item)) }
            }
            // Consecutive periods make one block, sorted as numbers.
            var period = Period.range.lowerBound
            while period <= Period.range.upperBound {
                if periods & (1 << UInt32(period)) != 0 {
                    let first = period
                    while period + 1 <= Period.range.upperBound, periods & (1 << UInt32(period + 1)) != 0 { period += 1 }
                    meetings.append(Meeting(day: day, firstPeriod: first, lastPeriod: period, room: room))
                }
                period += 1
            }
        }
        return any ? nil : .noDay("")
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }
}

extension String {
    /// Whether `part` occurs in this string, byte for byte (UTF-8): what a
    /// catalog's fixed words need, without Foundation's slower search.
    func holds(_ part: String) -> Bool {
        let text = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return needle.isEmpty }
        for start in 0...(text.count - needle.count) where text[start] == needle[0] {
            if text[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

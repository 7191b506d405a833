import Foundation

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
        case .badPeriod(let text): "'\(text)'는 교시 번호가 아니에요"
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
        if eLearning, !text.contains("(") { return (.eLearning([]), nil) }
        switch meetings(text) {
        case .success(let meetings): return (eLearning ? .eLearning(meetings) : .scheduled(meetings), nil)
        case .failure(let error): return (.unknown(reason: error.english), error)
        }
    }

    /// Whether a course with this name is taught online (이러닝, 온라인).
    public static func isELearning(_ courseName: String) -> Bool {
        courseName.contains("이러닝") || courseName.contains("온라인")
    }

    /// The meetings `raw` names, sorted by day and first period, or why it
    /// cannot be read.
    public static func meetings(_ raw: String) -> Result<[Meeting], RoomTimeError> {
        let text = Array(raw.unicodeScalars)
        var index = 0
        var meetings: [Meeting] = []
        func skipSpaces() { while index < text.count, text[index].properties.isWhitespace { index += 1 } }
        skipSpaces()
        if index == text.count { return .failure(.empty) }
        while true {
            skipSpaces()
            // The room: everything up to "(".
            var room = String.UnicodeScalarView()
            while index < text.count, text[index] != "(" {
                if text[index] == ")" || text[index] == "," { return .failure(.noParenthesis) }
                room.append(text[index])
                index += 1
            }
            if index == text.count { return .failure(.noParenthesis) }
            index += 1  // "("
            var inner = String.UnicodeScalarView()
            while index < text.count, text[index] != ")" {
                if text[index] == "(" { return .failure(.unclosedParenthesis) }
                inner.append(text[index])
                index += 1
            }
            if index == text.count { return .failure(.unclosedParenthesis) }
            index += 1  // ")"
            let roomName = String(room).trimmingSpaces
            let place: String? = roomName.isEmpty || roomName == "미정" ? nil : roomName
            switch blocks(String(inner), room: place) {
            case .success(let found): meetings += found
            case .failure(let error): return .failure(error)
            }
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
        meetings.sort { ($0.day, $0.firstPeriod, $0.room ?? "") < ($1.day, $1.firstPeriod, $1.room ?? "") }
        return .success(meetings)
    }

    /// The blocks inside one pair of parentheses: `화1,2 수3,4`.
    private static func blocks(_ inner: String, room: String?) -> Result<[Meeting], RoomTimeError> {
        let items = inner.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" })
        if items.isEmpty { return .failure(.noDay("")) }
        var meetings: [Meeting] = []
        for item in items {
            guard let first = item.first else { continue }
            guard let day = Weekday(korean: first) else { return .failure(.noDay(String(item))) }
            let list = item.dropFirst()
            if list.isEmpty || list.allSatisfy({ $0 == "," }) { return .failure(.noPeriods(String(item))) }
            var periods: [Int] = []
            for part in list.split(separator: ",", omittingEmptySubsequences: false) {
                let digits = part.trimmingCharacters(in: .whitespaces)
                guard !digits.isEmpty else { return .failure(.badPeriod(String(item))) }
                guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 4, let period = Int(digits) else {
                    return .failure(.badPeriod(String(digits)))
                }
                guard Period.range.contains(period) else { return .failure(.periodOutOfRange(period)) }
                periods.append(period)
            }
            periods = Array(Set(periods)).sorted()
            var start = periods[0]
            var previous = start
            for period in periods.dropFirst() {
                if period != previous + 1 {
                    meetings.append(Meeting(day: day, firstPeriod: start, lastPeriod: previous, room: room))
                    start = period
                }
                previous = period
            }
            meetings.append(Meeting(day: day, firstPeriod: start, lastPeriod: previous, room: room))
        }
        return .success(meetings)
    }
}

extension String {
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

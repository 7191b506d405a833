import TimetableCore

/// The stored form of a course's times (see the schema's comment).
enum TimesCoding {
    /// The columns of `times`: `minutes` empty unless a meeting keeps a time of its own.
    static func encode(_ times: CourseTimes) -> (kind: String, meetings: String, reason: String, minutes: String) {
        switch times {
        case .scheduled(let meetings): ("s", encode(meetings), "", encodeMinutes(meetings))
        case .eLearning(let meetings): ("e", encode(meetings), "", encodeMinutes(meetings))
        case .unknown(let reason): ("u", "", reason, "")
        }
    }

    private static func encode(_ meetings: [Meeting]) -> String {
        var text = ""
        for (index, meeting) in meetings.enumerated() {
            if index > 0 { text += "\u{1E}" }
            text += String(meeting.day.rawValue)
            text += ","
            text += String(meeting.firstPeriod)
            text += ","
            text += String(meeting.lastPeriod)
            text += ","
            text += meeting.room ?? ""
        }
        return text
    }

    /// `540-630` for each meeting with a time of its own, nothing for one of
    /// periods, joined by U+001E; empty when no meeting has a time of its own.
    private static func encodeMinutes(_ meetings: [Meeting]) -> String {
        guard meetings.contains(where: { $0.minutes != nil }) else { return "" }
        return meetings.map { $0.minutes.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "" }.joined(separator: "\u{1E}")
    }

    /// The longest a time of its own may end: midnight (a time passing it is split there).
    static let lastMinute = 24 * 60

    static func decode(kind: String, meetings text: String, reason: String, minutes: String = "") -> CourseTimes {
        let unreadable = CourseTimes.unknown(reason: "stored time unreadable")
        var meetings: [Meeting] = []
        let items = text.split(separator: "\u{1E}")
        // One entry a meeting (empty for periods), or none at all.
        let own = minutes.isEmpty ? [] : minutes.split(separator: "\u{1E}", omittingEmptySubsequences: false)
        guard own.isEmpty || own.count == items.count else { return unreadable }
        for (index, item) in items.enumerated() {
            let parts = item.split(separator: ",", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let rawDay = Int(parts[0]), let day = Weekday(rawValue: rawDay),
                  let first = Int(parts[1]), let last = Int(parts[2]),
                  Period.range.contains(first), Period.range.contains(last), first <= last else {
                return unreadable
            }
            let room = parts[3].isEmpty ? nil : String(parts[3])
            if own.isEmpty || own[index].isEmpty {
                meetings.append(Meeting(day: day, firstPeriod: first, lastPeriod: last, room: room))
                continue
            }
            let bounds = own[index].split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count == 2, let start = Int(bounds[0]), let end = Int(bounds[1]),
                  start >= 0, start < end, end <= lastMinute else { return unreadable }
            meetings.append(Meeting(day: day, minutes: start..<end, room: room))
        }
        switch kind {
        case "s": return .scheduled(meetings)
        case "e": return .eLearning(meetings)
        default: return .unknown(reason: reason)
        }
    }
}

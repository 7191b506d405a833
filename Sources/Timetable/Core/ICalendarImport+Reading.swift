import Foundation
import TextKit

/// Reading a calendar file: its weekly events, with their days and times
/// as written (or moved from UTC), and what was left out and why.
extension ICalendarImport {
    /// The weekly events of `text`.
    ///
    /// - Throws: ``ICalendarImportError`` when the text is not a calendar.
    public static func read(_ text: String, timeZone: TimeZone) throws(ICalendarImportError) -> Reading {
        let lines = unfold(text)
        guard lines.contains(where: { $0.uppercased().hasPrefix("BEGIN:VCALENDAR") }) else { throw .notACalendar }
        var reading = Reading()
        var event: [(name: String, parameters: [String: String], value: String)]?
        var eventCount = 0
        for line in lines {
            guard let property = parse(line) else { continue }
            switch (property.name, property.value.uppercased()) {
            case ("BEGIN", "VEVENT"):
                event = []
            case ("END", "VEVENT"):
                if let properties = event {
                    eventCount += 1
                    guard eventCount <= eventLimit else { throw .tooManyEvents(eventLimit) }
                    take(properties, into: &reading, timeZone: timeZone)
                }
                event = nil
            case ("X-WR-CALNAME", _) where event == nil:
                let name = oneLine(property.value)
                if !UntrustedText.isBlank(name) { reading.name = name }
            default:
                event?.append(property)
            }
        }
        return reading
    }

    private static func take(_ properties: [(name: String, parameters: [String: String], value: String)],
                             into reading: inout Reading, timeZone: TimeZone) {
        func first(_ name: String) -> (name: String, parameters: [String: String], value: String)? {
            properties.first { $0.name == name }
        }
        let summary = first("SUMMARY").map { oneLine($0.value) } ?? ""
        let title = UntrustedText.isBlank(summary) ? "(untitled)" : summary
        guard let start = first("DTSTART") else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        if start.parameters["VALUE"]?.uppercased() == "DATE" || !start.value.contains("T") {
            reading.skipped.append(Skipped(summary: title, reason: .dateOnly))
            return
        }
        guard let rule = first("RRULE"), let days = weeklyDays(rule.value) else {
            reading.skipped.append(Skipped(summary: title, reason: .notWeekly))
            return
        }
        if let zone = start.parameters["TZID"], TimeZone(identifier: zone) == nil, !reading.unknownZones.contains(zone) {
            reading.unknownZones.append(zone)
        }
        guard let begin = moment(start.value, timeZone: timeZone) else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        var hadSeconds = begin.second > 0
        let endMinutes: Int?
        if let end = first("DTEND") {
            if let finish = moment(end.value, timeZone: timeZone) {
                // An end's seconds count as a minute: 9:50:30 ends at 9:51.
                hadSeconds = hadSeconds || finish.second > 0
                endMinutes = (finish.day.dayNumber - begin.day.dayNumber) * 1440 + finish.minute + (finish.second > 0 ? 1 : 0)
            } else {
                endMinutes = nil
            }
        } else if let duration = first("DURATION") {
            let seconds = durationSeconds(duration.value)
            hadSeconds = hadSeconds || (seconds ?? 0) % 60 != 0
            endMinutes = seconds.map { begin.minute + (begin.second + $0 + 59) / 60 }
        } else {
            // RFC 5545: a timed event without an end ends when it starts.
            endMinutes = begin.minute
        }
        guard let endMinute = endMinutes, endMinute >= begin.minute else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        reading.events.append(WeeklyEvent(
            summary: title, location: first("LOCATION").map { oneLine($0.value) }.flatMap { UntrustedText.isBlank($0) ? nil : $0 },
            description: first("DESCRIPTION").map { UntrustedText.clean(unescape($0.value), .multiLine) }, days: days.isEmpty ? [begin.day.weekday] : days,
            startMinute: begin.minute, endMinute: endMinute, firstDay: begin.day, hadSeconds: hadSeconds))
    }

    /// The days of a weekly rule (empty: the start's weekday), or nil when
    /// the rule is not "every week".
    static func weeklyDays(_ rule: String) -> [Weekday]? {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parts[pair[0].uppercased()] = pair[1].uppercased() }
        }
        guard parts["FREQ"] == "WEEKLY", (parts["INTERVAL"] ?? "1") == "1" else { return nil }
        guard let byDay = parts["BYDAY"] else { return [] }
        var days: [Weekday] = []
        for code in byDay.split(separator: ",") {
            // A plain day code: an ordinal (`1MO`) is not weekly.
            guard let day = Weekday.allCases.first(where: { $0.iCalendarCode == code }) else { return nil }
            if !days.contains(day) { days.append(day) }
        }
        return days.sorted { $0.rawValue < $1.rawValue }
    }

    /// A `YYYYMMDDTHHMMSS` time as its day, minute and second, as written (a
    /// zone given by TZID, or floating), or moved from UTC into `timeZone` (`Z`).
    static func moment(_ value: String, timeZone: TimeZone) -> (day: CalendarDay, minute: Int, second: Int)? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let bytes = Array(text.utf8)
        guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T") else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(4..<6), let dayOfMonth = number(6..<8),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              hour < 24, minute < 60, second < 61,
              let day = CalendarDay(year: year, month: month, day: dayOfMonth) else { return nil }
        guard bytes.count > 15, bytes[15] == UInt8(ascii: "Z") else { return (day, hour * 60 + minute, second) }
        let seconds = (day.dayNumber * 1440 + hour * 60 + minute) * 60
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let local = (seconds + offset) / 60
        let days = local >= 0 ? local / 1440 : (local - 1439) / 1440
        return (CalendarDay(dayNumber: days), local - days * 1440, second)
    }

    /// `PT1H50M`, `PT90M`, `P1DT2H` as minutes (a part of a minute counts
    /// as a minute); nil for a negative or odd one.
    static func durationMinutes(_ value: String) -> Int? {
        durationSeconds(value).map { ($0 + 59) / 60 }
    }

    /// `PT1H50M30S` as seconds; nil for a negative or odd one.
    static func durationSeconds(_ value: String) -> Int? {
        var text = Substring(value.uppercased())
        guard text.hasPrefix("P") else { return nil }
        text = text.dropFirst()
        var total = 0, number = 0, hasNumber = false, inTime = false
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                number = number * 10 + digit
                hasNumber = true
                guard number < 1_000_000 else { return nil }
                continue
            }
            switch character {
            case "T": inTime = true; continue
            case "W" where !inTime: total += number * 7 * 86_400
            case "D" where !inTime: total += number * 86_400
            case "H" where inTime: total += number * 3600
            case "M" where inTime: total += number * 60
            case "S" where inTime: total += number
            default: return nil
            }
            guard hasNumber else { return nil }
            number = 0
            hasNumber = false
        }
        return hasNumber ? nil : total
    }
}

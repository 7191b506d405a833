import TabKit
import TextKit
import TimetableCore

/// What the holiday commands and `today` say, in English and Korean.
enum HolidayText {
    /// The most left-out events named one by one; the rest are counted.
    static let leftOutShown = 20

    /// `2026-10-05 (Mon)  개천절 대체공휴일`, one line of `list`.
    static func line(_ holiday: Holiday, _ language: Language) -> String {
        let name = UntrustedText.clean(holiday.name, .singleLine)
        return Words(language).dateWithWeekday(holiday.day) + "  " + (name.isEmpty ? language.pick("holiday", "휴일") : name)
    }

    /// `holiday (개천절 대체공휴일)`, or `holiday` without a name.
    static func holiday(_ name: String, _ language: Language) -> String {
        let clean = UntrustedText.clean(name, .singleLine)
        return clean.isEmpty ? language.pick("holiday", "휴일") : language.pick("holiday (\(clean))", "휴일(\(clean))")
    }

    /// `today` on a holiday: `2026-10-05 (Mon): holiday (개천절 대체공휴일); no classes`.
    static func today(_ day: CalendarDay, _ name: String, _ language: Language) -> String {
        Words(language).dateWithWeekday(day)
            + language.pick(": \(holiday(name, language)); no classes\n", ": \(holiday(name, language))이라 수업이 없어요\n")
    }

    static func none(filtered: Bool, _ language: Language) -> String {
        if filtered { return language.pick("no holidays in these dates", "이 기간에는 휴일이 없어요") }
        return language.pick(
            "no holidays yet; add one with bankui timetable holidays add DATE [NAME], or import a calendar with bankui timetable holidays import FILE",
            "아직 휴일이 없어요. bankui timetable holidays add DATE [NAME]로 추가하거나 bankui timetable holidays import FILE로 캘린더를 가져와 주세요")
    }

    /// The holidays as a JSON array, one object a line: date, weekday,
    /// name, and the file it came from (null when typed).
    static func json(_ holidays: [Holiday]) -> String {
        guard !holidays.isEmpty else { return "[]\n" }
        let objects = holidays.map { holiday in
            let weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][holiday.day.isoWeekday - 1]
            return "  {\"date\": \(quoted(holiday.day.iso)), \"weekday\": \(quoted(weekday)), "
                + "\"name\": \(quoted(holiday.name)), \"source\": \(holiday.source.map(quoted) ?? "null")}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string (``JSONText/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }

    static func added(_ holiday: Holiday, new: Bool, _ language: Language) -> String {
        let line = line(holiday, language)
        return new ? language.pick("Added holiday \(line)", "휴일을 추가했어요: \(line)")
                   : language.pick("Renamed holiday \(line)", "휴일 이름을 바꿨어요: \(line)")
    }

    static func removed(_ holiday: Holiday, _ language: Language) -> String {
        let line = line(holiday, language)
        return language.pick("Removed holiday \(line); its classes meet again", "휴일을 지웠어요: \(line). 이날 수업이 다시 있어요")
    }

    static func notAHoliday(_ day: CalendarDay, _ language: Language) -> String {
        let date = Words(language).dateWithWeekday(day)
        return language.pick("bankui: \(date) is not a holiday; bankui timetable holidays list shows them",
                             "bankui: \(date): 휴일이 아니에요. 휴일은 bankui timetable holidays list로 볼 수 있어요")
    }

    static func outOfRange(_ day: CalendarDay, _ language: Language) -> String {
        let years = Holiday.years
        return language.pick("bankui: \(day) is outside the years \(years.lowerBound) to \(years.upperBound) a holiday can fall in",
                             "bankui: \(day): 휴일로 정할 수 있는 \(years.lowerBound)~\(years.upperBound)년 밖이에요")
    }

    static func nameTooLong(_ language: Language) -> String {
        language.pick("bankui: a holiday's name has at most \(Holiday.nameLimit) characters",
                      "bankui: 휴일 이름은 \(Holiday.nameLimit)자까지예요")
    }

    static func nothingStored(_ language: Language) -> String {
        language.pick("no holiday was stored", "휴일을 저장하지 않았어요")
    }

    /// A calendar whose every event was left out.
    static func noDates(_ file: String, _ events: Int, _ language: Language) -> String {
        language.pick("bankui: \(file): no holiday dates in the calendar (\(events) \(events == 1 ? "event" : "events"), all left out); "
                        + nothingStored(language),
                      "bankui: \(file): 캘린더에 휴일 날짜가 없어요 (일정 \(events)개를 모두 뺐어요). " + nothingStored(language))
    }

    /// `korea.ics: 19 holidays read; 17 added, 2 updated, 0 already stored`.
    static func imported(_ source: String, _ read: Int, _ count: HolidayImportCount, _ language: Language) -> String {
        language.pick(
            "\(source): \(read) \(read == 1 ? "holiday" : "holidays") read; \(count.added) added, \(count.updated) updated, "
                + "\(count.unchanged) already stored",
            "\(source): 휴일 \(read)일을 읽었어요. \(count.added)일 추가, \(count.updated)일 변경, \(count.unchanged)일은 이미 있어요")
    }

    /// `left out: 'Thanksgiving' (2026-11-26): repeats by a rule other than
    /// every year on its date`, one line an event, the first
    /// ``leftOutShown`` of them, then how many more.
    static func leftOut(_ events: [HolidayCalendar.LeftOut], _ language: Language) -> [String] {
        var lines = events.prefix(leftOutShown).map { event in
            let date = event.day.map { " (\($0))" } ?? ""
            return language.pick("left out: '\(event.summary)'\(date): \(reason(event.reason, language))",
                                 "뺀 일정: '\(event.summary)'\(date): \(reason(event.reason, language))")
        }
        let more = events.count - leftOutShown
        if more > 0 {
            lines.append(language.pick("… and \(more) more \(more == 1 ? "event" : "events") left out", "… 뺀 일정이 \(more)개 더 있어요"))
        }
        return lines
    }

    static func reason(_ reason: HolidayCalendar.Reason, _ language: Language) -> String {
        let years = Holiday.years
        return switch reason {
        case .cancelled: language.pick("cancelled", "취소된 일정")
        case .noDate: language.pick("no date that can be read", "읽을 수 있는 날짜가 없음")
        case .endsBeforeStart: language.pick("ends before it starts", "끝이 시작보다 앞섬")
        case .tooLong: language.pick("longer than \(HolidayCalendar.longest) days", "\(HolidayCalendar.longest)일보다 김")
        case .repeatsOtherwise:
            language.pick("repeats by a rule other than every year on its date", "매년 같은 날짜가 아닌 규칙으로 반복됨")
        case .outOfRange:
            language.pick("outside the years \(years.lowerBound) to \(years.upperBound)", "\(years.lowerBound)~\(years.upperBound)년 밖")
        }
    }
}

import TextKit
import TimetableCore

/// The planner's words, for the command and the tab, in English and Korean.
public enum PlanText {
    /// A hard rule in words: `Fri free`, `no class before 10:00`.
    public static func rule(_ rule: PlanRule, _ language: Language) -> String {
        switch rule {
        case .freeDay(let day): language.pick("\(day.english) free", "\(day.korean)요일 공강")
        case .notBefore(let minute): language.pick("no class before \(Period.clock(minute))", "\(Period.clock(minute)) 전 수업 없음")
        case .notAfter(let minute): language.pick("no class after \(Period.clock(minute))", "\(Period.clock(minute)) 뒤 수업 없음")
        case .lunch(let window):
            language.pick("lunch in \(Period.clock(window.lowerBound))–\(Period.clock(window.upperBound))",
                          "점심시간 \(Period.clock(window.lowerBound))–\(Period.clock(window.upperBound))")
        case .maxDays(let days): language.pick("at most \(days) \(days == 1 ? "day" : "days")", "최대 \(days)일")
        case .credits(let range):
            language.pick("\(range.lowerBound)–\(range.upperBound) credits", "\(range.lowerBound)–\(range.upperBound)학점")
        }
    }

    /// Every rule set, hard and soft, in words, joined by commas; empty when none.
    public static func rules(_ rules: PlanRules, _ language: Language) -> String {
        var parts = rules.hardRules.map { rule($0, language) }
        if !rules.preferred.isEmpty {
            parts.append(language.pick("preferring ", "선호 ") + rules.preferred.joined(separator: ", "))
        }
        if !rules.avoided.isEmpty {
            parts.append(language.pick("avoiding ", "피함 ") + rules.avoided.joined(separator: ", "))
        }
        if rules.gapsFirst { parts.append(language.pick("fewest gaps first", "공강 적은 순 먼저")) }
        return parts.joined(separator: ", ")
    }

    /// A plan's score: `2 days, 30 min of gaps, 9 credits` (and the
    /// professors preferred or avoided when asked).
    public static func score(_ score: PlanScore, rules: PlanRules, _ language: Language) -> String {
        var parts: [String] = []
        switch language {
        case .en:
            parts.append("\(score.days) \(score.days == 1 ? "day" : "days")")
            parts.append(score.gapMinutes == 0 ? "no gaps" : "\(TimetableFreeCommand.length(score.gapMinutes, language)) of gaps")
            parts.append("\(score.credits) \(score.credits == 1 ? "credit" : "credits")")
            if !rules.preferred.isEmpty { parts.append("\(score.preferred) preferred") }
            if !rules.avoided.isEmpty { parts.append("\(score.avoided) avoided") }
        case .ko:
            parts.append("\(score.days)일")
            parts.append(score.gapMinutes == 0 ? "공강 없음" : "공강 \(TimetableFreeCommand.length(score.gapMinutes, language))")
            parts.append("\(score.credits)학점")
            if !rules.preferred.isEmpty { parts.append("선호 \(score.preferred)") }
            if !rules.avoided.isEmpty { parts.append("피함 \(score.avoided)") }
        }
        return parts.joined(separator: ", ")
    }

    /// Why nothing fits, in a sentence.
    public static func obstacle(_ obstacle: PlanObstacle, _ language: Language) -> String {
        switch obstacle {
        case .noSection(let course, let broken, let unknown):
            var reasons = broken.sorted { ($0.value, rule($0.key, .en)) > ($1.value, rule($1.key, .en)) }.map { item in
                language.pick("\(item.value) \(item.value == 1 ? "breaks" : "break") '\(rule(item.key, language))'",
                              "'\(rule(item.key, language))'에 걸리는 분반 \(item.value)개")
            }
            if unknown > 0 {
                reasons.append(language.pick("\(unknown) \(unknown == 1 ? "has" : "have") no known time", "시간 미정 \(unknown)개"))
            }
            let why = reasons.isEmpty ? "" : ": " + reasons.joined(separator: ", ")
            return language.pick("No section of '\(course)' keeps the rules\(why).", "'\(course)'에는 규칙에 맞는 분반이 없어요\(why).")
        case .alwaysClash(let a, let b):
            return language.pick("'\(a)' and '\(b)' always clash: every section of one meets when a section of the other does.",
                                 "'\(a)'와 '\(b)'는 어느 분반끼리도 시간이 겹쳐요.")
        case .rules(let rules):
            let list = rules.map { "'\(rule($0, language))'" }.joined(separator: ", ")
            return language.pick("Nothing fits all the rules together; without any one of these something would: \(list).",
                                 "규칙을 모두 지키는 조합이 없어요. 이 중 하나만 빼면 돼요: \(list).")
        case .rulesTogether:
            return language.pick("Nothing fits all the rules together, and dropping one rule is not enough.",
                                 "규칙을 모두 지키는 조합이 없어요. 규칙을 둘 이상 빼야 해요.")
        case .courses:
            return language.pick("These courses cannot all be taken without a clash, whatever the rules.",
                                 "이 강의들은 규칙과 상관없이 모두 함께 들으면 시간이 겹쳐요.")
        }
    }

    /// Why a name typed found no single course, or nil when it found one.
    public static func notFound(_ asked: String, _ found: PlanCatalog.Found, _ language: Language) -> String? {
        switch found {
        case .course: return nil
        case .none:
            return language.pick("no course name holds '\(asked)'", "'\(asked)'이(가) 들어간 강의 이름이 없어요")
        case .several(let names, let total):
            let list = names.map { "'\($0)'" }.joined(separator: ", ") + (total > names.count ? ", …" : "")
            return language.pick("'\(asked)' is in \(total) course names (\(list)): type more of the one you want",
                                 "'\(asked)'이(가) 들어간 강의가 \(total)개예요 (\(list)). 원하는 강의 이름을 더 적어 주세요")
        }
    }
}

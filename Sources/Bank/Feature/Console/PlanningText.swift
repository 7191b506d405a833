import BankCore
import TabKit
import Foundation

/// How `bank simulate` and `bank plan` write their figures: aligned text
/// for people, JSON with fixed keys for tools. Seconds are written to the
/// microsecond in JSON and to the millisecond in text; the same figures give
/// the same bytes.
enum PlanningText {
    /// "12.345" seconds (three decimals).
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// A wait as a person says it: `45.253 s`, `20 s` under a minute, then whole
    /// seconds in larger units, the two largest that are not zero:
    /// `2 min 5 s`, `1 h 3 min`, `1158 d 1 h` (Korean `2분 5초`, `1시간 3분`,
    /// `1158일 1시간`).
    static func spoken(_ value: Double, korean: Bool = false) -> String {
        guard value.isFinite else { return korean ? "끝없음" : "unbounded" }
        if value < 59.9995 {
            // To the millisecond, without zeros that say nothing: 20 s, 12.5 s.
            var text = seconds(value)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text + (korean ? "초" : " s")
        }
        let whole = Int64(min(value.rounded(), 9e15))
        let units: [(Int64, String, String)] = [(86_400, " d", "일"), (3600, " h", "시간"), (60, " min", "분"), (1, " s", "초")]
        var parts: [String] = []
        var rest = whole
        for (size, english, hangul) in units {
            let count = rest / size
            rest %= size
            if count > 0 || !parts.isEmpty { parts.append("\(count)" + (korean ? hangul : english)) }
            if parts.count == 2 { break }
        }
        if parts.count == 2, parts[1].hasPrefix("0") { parts.removeLast() }
        return parts.joined(separator: " ")
    }

    /// A JSON number, or null.
    static func optional(_ value: Double?) -> String {
        value.map { json($0) } ?? "null"
    }

    /// A JSON number of seconds, to the microsecond.
    static func json(_ value: Double) -> String {
        value.isFinite ? String(format: "%.6f", value) : "null"
    }

    /// "71.2 %".
    static func percent(_ share: Double) -> String {
        String(format: "%.1f %%", share * 100)
    }

    /// Right-aligned columns with the first left-aligned.
    static func table(_ rows: [[String]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }

    static func name(_ business: Business) -> String {
        business == .deposit ? "deposit" : "loan"
    }

    static func describe(_ model: PlanningModel) -> String {
        let arrivals = switch model.arrivals {
        case .atOpening: "all at opening"
        case .steady(let perMinute): "\(plain(perMinute)) a minute (Poisson)"
        case .profile(let profile): "by the hour, \(profile.hours.lowerBound):00 to \(profile.hours.upperBound + 1):00 (Poisson)"
        }
        let share = model.loanShare.map { "\(plain($0 * 100)) % loans" } ?? "loan or deposit by coin toss"
        let patience = model.patience.map { "; customers give up after \(spoken($0)) on average" } ?? ""
        return "arrivals \(arrivals); service \(model.service.kind.rawValue), deposit \(plain(model.service.depositSeconds)) s, loan \(plain(model.service.loanSeconds)) s; \(share)\(patience)"
    }

    /// "1 run", "9 runs".
    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(NumberText.grouped(number)) \(number == 1 ? one : many)"
    }

    /// "80 % served within 20 s".
    static func level(_ level: StaffingPlanner.ServiceLevel) -> String {
        "\(plain(level.share * 100)) % served within \(spoken(level.seconds))"
    }

    /// Every target of a plan, in words.
    static func targets(_ target: StaffingPlanner.Target) -> String {
        var parts: [String] = []
        if let seconds = target.seconds { parts.append("\(figureName(target)) at most \(spoken(seconds))") }
        if let level = target.serviceLevel { parts.append("at least " + Self.level(level)) }
        if let cap = target.maxOccupancy { parts.append("bankers busy at most \(plain(cap * 100)) % of the day") }
        if let cap = target.maxAbandon { parts.append("at most \(plain(cap * 100)) % give up") }
        return parts.joined(separator: "; ")
    }

    /// Who came, who gave up and the service level, for `bank simulate`'s text.
    static func peopleLines(_ report: SimulationReport, model: PlanningModel) -> [String] {
        var lines: [String] = []
        let overall = report.overallPeople
        if model.patience != nil {
            lines.append("Gave up: \(overall.abandoned) of \(overall.arrived) (\(percent(overall.abandonedShare))): "
                + "deposit \(report.depositPeople.abandoned), loan \(report.loanPeople.abandoned)")
        }
        if let within = report.serviceLevelSeconds {
            lines.append("Served within \(spoken(within)): \(percent(overall.serviceLevel)) "
                + "(deposit \(percent(report.depositPeople.serviceLevel)), loan \(percent(report.loanPeople.serviceLevel)))")
        }
        return lines
    }

    /// The hour a row of the hourly table stands for: the clock hour of a
    /// profile (`12:00`), or hours since the opening (`+3 h`).
    static func hourName(_ hour: Int, model: PlanningModel) -> String {
        if case .profile(let profile) = model.arrivals { return "\(profile.hours.lowerBound + hour):00" }
        return "+\(hour) h"
    }

    /// The hourly table of `bank simulate`'s text; empty without hours.
    static func hourLines(_ report: SimulationReport, model: PlanningModel) -> [String] {
        guard !report.hours.isEmpty else { return [] }
        var header = ["hour", "came", "waited", "mean wait"]
        if model.patience != nil { header.append("gave up") }
        if let within = report.serviceLevelSeconds { header.append("within \(spoken(within))") }
        let rows = report.hours.map { hour -> [String] in
            let people = hour.overall
            let mean = people.served > 0 ? people.servedWaitSeconds / Double(people.served) : 0
            var row = [hourName(hour.hour, model: model), String(people.arrived), String(people.delayed), spoken(mean)]
            if model.patience != nil { row.append(String(people.abandoned)) }
            if report.serviceLevelSeconds != nil { row.append(percent(people.serviceLevel)) }
            return row
        }
        var lines = [""]
        if case .profile = model.arrivals, model.length != .seconds(model.arrivals.dayLength ?? 0) {
            lines.append("By the hour customers came, every day together:")
        } else {
            lines.append("By the hour customers came:")
        }
        return lines + table([header] + rows)
    }

    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func waitRow(_ label: String, _ waits: WaitFigures) -> [String] {
        [label, String(waits.count), seconds(waits.meanSeconds), seconds(waits.medianSeconds),
         seconds(waits.seconds(atPercentile: 95)), seconds(waits.longestSeconds)]
    }

    static func waitJSON(_ waits: WaitFigures) -> String {
        "{\"customers\": \(waits.count), \"mean_seconds\": \(json(waits.meanSeconds)), "
            + "\"median_seconds\": \(json(waits.medianSeconds)), \"p95_seconds\": \(json(waits.seconds(atPercentile: 95))), "
            + "\"longest_seconds\": \(json(waits.longestSeconds))}"
    }

    /// `bank simulate`'s text.
    static func simulation(_ report: SimulationReport, model: PlanningModel, seed: UInt64,
                           serviceLevel: StaffingPlanner.ServiceLevel? = nil) -> String {
        let served = report.overallPeople.served
        var lines = [
            describe(model),
            "Customers served: \(served) with \(report.staffing.deposit) deposit and \(report.staffing.loan) loan bankers (seed \(seed))",
            "Bank closed \(spoken(report.closingSeconds)) after opening",
        ]
        lines += peopleLines(report, model: model)
        lines.append("")
        lines += table([
            ["wait (s)", "served", "mean", "median", "p95", "longest"],
            waitRow("deposit", report.deposit),
            waitRow("loan", report.loan),
            waitRow("overall", report.overall),
        ])
        lines.append("")
        lines += table([["banker", "busy"]] + report.bankers.map { figures in
            ["\(name(figures.banker.business)) \(figures.banker.number)", percent(figures.busyShare)]
        })
        lines.append("")
        lines.append("Longest line: \(report.longestLine) (deposit \(report.longestDepositLine), loan \(report.longestLoanLine))")
        lines += hourLines(report, model: model)
        lines.append("")
        lines.append("Waits of those served; percentiles to 3 significant digits, means and longest exact.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `bank simulate`'s JSON.
    static func peopleJSON(_ people: SimulationReport.People, serviceLevel: Bool) -> String {
        "{\"came\": \(people.arrived), \"served\": \(people.served), \"waited\": \(people.delayed), "
            + "\"gave_up\": \(people.abandoned), \"gave_up_share\": \(json(people.abandonedShare))"
            + (serviceLevel ? ", \"served_within\": \(people.servedWithin), \"service_level\": \(json(people.serviceLevel))}" : "}")
    }

    static func simulationJSON(_ report: SimulationReport, model: PlanningModel, seed: UInt64,
                               serviceLevel: StaffingPlanner.ServiceLevel? = nil) -> String {
        let level = report.serviceLevelSeconds != nil
        let hours = report.hours.map { hour in
            "    {\"hour\": \"\(hourName(hour.hour, model: model))\", \"deposit\": \(peopleJSON(hour.deposit, serviceLevel: level)), "
                + "\"loan\": \(peopleJSON(hour.loan, serviceLevel: level))}"
        }.joined(separator: ",\n")
        let bankers = report.bankers.map { figures in
            "    {\"business\": \"\(name(figures.banker.business))\", \"number\": \(figures.banker.number), "
                + "\"busy_seconds\": \(json(figures.busySeconds)), \"busy_share\": \(json(figures.busyShare))}"
        }.joined(separator: ",\n")
        return """
        {
          "seed": \(seed),
          "customers": \(report.customers),
          "patience_seconds": \(model.patience.map { json($0) } ?? "null"),
          "service_level_seconds": \(report.serviceLevelSeconds.map { json($0) } ?? "null"),
          "deposit_bankers": \(report.staffing.deposit),
          "loan_bankers": \(report.staffing.loan),
          "closing_seconds": \(json(report.closingSeconds)),
          "waits": {
            "deposit": \(waitJSON(report.deposit)),
            "loan": \(waitJSON(report.loan)),
            "overall": \(waitJSON(report.overall))
          },
          "bankers": [
        \(bankers)
          ],
          "people": {
            "deposit": \(peopleJSON(report.depositPeople, serviceLevel: level)),
            "loan": \(peopleJSON(report.loanPeople, serviceLevel: level)),
            "overall": \(peopleJSON(report.overallPeople, serviceLevel: level))
          },
          "hours": [
        \(hours)
          ],
          "longest_line": {"overall": \(report.longestLine), "deposit": \(report.longestDepositLine), "loan": \(report.longestLoanLine)}
        }

        """
    }

    static func figureName(_ target: StaffingPlanner.Target) -> String {
        target.percentile.map { "p\(plain($0)) wait" } ?? "mean wait"
    }

    /// One business's answer in words: its figures for every target.
    static func figures(_ candidate: StaffingPlanner.Candidate?, target: StaffingPlanner.Target) -> String {
        guard let candidate else { return "" }
        var parts: [String] = []
        if target.seconds != nil { parts.append("\(figureName(target)) \(spoken(candidate.figureSeconds))") }
        if let level = target.serviceLevel { parts.append("\(percent(candidate.serviceLevel)) within \(spoken(level.seconds))") }
        parts.append("busy \(percent(candidate.occupancy))")
        if candidate.abandoned > 0 || target.maxAbandon != nil { parts.append("\(percent(candidate.abandonedShare)) gave up") }
        return parts.joined(separator: ", ")
    }

    /// `bank plan`'s text: what was asked, the targets, the answer for each
    /// business, and every staffing tried.
    static func plan(_ plan: StaffingPlanner.Plan, model: PlanningModel, seed: UInt64, maximum: Int) -> String {
        let target = plan.target
        var lines = [
            describe(model),
            "Target: \(targets(target))",
            "Planned by simulating the same day \(count(plan.runs, "time", "times")) (seed \(seed)).",
            "",
        ]
        for business in Business.allCases {
            let answer = plan.answer(business)
            let figures = figures(answer.candidate, target: target)
            if let bankers = answer.bankers {
                let nobody = answer.customers == 0 && (answer.candidate?.arrived ?? 0) == 0
                lines.append("\(name(business).capitalized) bankers: \(bankers) (\(nobody ? "no \(name(business)) customers" : figures))")
            } else {
                lines.append("\(name(business).capitalized) bankers: not reachable within \(maximum) bankers; best: \(figures)")
            }
        }
        lines.append("")
        var header = ["tried", "bankers", "served", "mean", "median", "p95", "longest"]
        if let level = target.serviceLevel { header.append("within \(spoken(level.seconds))") }
        header.append("busy")
        if model.patience != nil { header.append("gave up") }
        header.append("target")
        lines += table([header] + plan.candidates.map { candidate in
            var row = [name(candidate.business), String(candidate.bankers), String(candidate.customers),
                       seconds(candidate.meanSeconds), seconds(candidate.medianSeconds), seconds(candidate.p95Seconds),
                       seconds(candidate.longestSeconds)]
            if target.serviceLevel != nil { row.append(percent(candidate.serviceLevel)) }
            row.append(percent(candidate.occupancy))
            if model.patience != nil { row.append(String(candidate.abandoned)) }
            row.append(candidate.meetsTarget ? "met" : "missed")
            return row
        })
        lines.append("Waits of those served, in seconds; percentiles to 3 significant digits.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "2 × 8 h from 9:00, 1 × 4 h from 11:00".
    static func shiftWords(_ plan: ShiftPlan, model: PlanningModel) -> String {
        guard !plan.shifts.isEmpty else { return "none" }
        return plan.shifts.map { "\($0.count) × \($0.length) h from \(hourName($0.start, model: model))" }.joined(separator: ", ")
    }

    /// `bank plan --by-hour`'s text: what was asked, the targets, then for
    /// each hour the bankers of each business and the hour's figures, and
    /// the shifts when asked for.
    static func hourly(_ plan: HourlyPlanner.Plan, model: PlanningModel, seed: UInt64, days: Int,
                       shifts: [ShiftPlan?]?) -> String {
        let target = plan.target
        var lines = [
            describe(model),
            "Target, every hour: \(targets(target))",
            "Planned hour by hour: \(count(days, "day", "days")) simulated as a whole "
                + "\(count(plan.runs, "time", "times")) (seed \(seed)); a line at an hour's end carries over.",
            "",
        ]
        for business in Business.allCases {
            let answer = plan.answer(business)
            let hours = answer.bankers.reduce(0, +)
            var line = "\(name(business).capitalized) bankers by the hour: \(answer.bankers.map(String.init).joined(separator: " ")) (\(hours) banker-hours)"
            if !answer.unreachable.isEmpty {
                line += "; not reachable within the most bankers at \(answer.unreachable.map { hourName($0, model: model) }.joined(separator: ", "))"
            }
            lines.append(line)
        }
        lines.append("")
        var header = ["hour", "came a day", "deposit", "loan"]
        if target.seconds != nil { header.append("mean wait") }
        if let level = target.serviceLevel { header.append("within \(spoken(level.seconds))") }
        header.append("busy")
        if model.patience != nil { header.append("gave up") }
        let report = plan.report
        let most = max(1, (plan.deposit.bankers + plan.loan.bankers).max() ?? 1)
        var rows = [header]
        var bars = ["bankers"]
        for hour in 0..<plan.deposit.bankers.count {
            let deposit = report.hours(.deposit)[hour], loan = report.hours(.loan)[hour]
            let people = deposit.people + loan.people
            var row = [hourName(hour, model: model), plain((Double(people.arrived) / Double(days) * 10).rounded() / 10),
                       String(plan.deposit.bankers[hour]), String(plan.loan.bankers[hour])]
            if target.seconds != nil {
                row.append(spoken(people.served > 0 ? people.servedWaitSeconds / Double(people.served) : 0))
            }
            if target.serviceLevel != nil { row.append(percent(people.serviceLevel)) }
            let onDuty = Double(plan.deposit.bankers[hour] + plan.loan.bankers[hour]) * 3600 * Double(days)
            row.append(percent(min(1, (deposit.busySeconds + loan.busySeconds) / onDuty)))
            if model.patience != nil { row.append(percent(people.abandonedShare)) }
            let met = Business.allCases.allSatisfy { !plan.answer($0).unreachable.contains(hour) }
            bars.append(bar(plan.deposit.bankers[hour] + plan.loan.bankers[hour], of: most) + (met ? "" : " missed"))
            rows.append(row)
        }
        lines += zip(table(rows), bars).map { "\($0)  \($1)" }
        if let shifts {
            lines.append("")
            for business in Business.allCases {
                let need = plan.answer(business).bankers.reduce(0, +)
                if let cover = shifts[business.rawValue] {
                    lines.append("\(name(business).capitalized) shifts: \(shiftWords(cover, model: model)) "
                        + "(\(cover.bankerHours) banker-hours against \(need) needed)")
                } else {
                    lines.append("\(name(business).capitalized) shifts: no shift length fits the \(plan.deposit.bankers.count) opening hours")
                }
            }
        }
        lines.append("Figures of each hour's customers over every day; busy is the bankers' share of the hour spent serving.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bar of `value` blocks, at most 20 (scaled down to `most`).
    static func bar(_ value: Int, of most: Int) -> String {
        let width = most <= 20 ? value : Int((Double(value) * 20 / Double(most)).rounded(.up))
        return String(repeating: "█", count: max(0, width))
    }

    /// `bank plan --by-hour`'s JSON.
    static func hourlyJSON(_ plan: HourlyPlanner.Plan, model: PlanningModel, seed: UInt64, days: Int,
                           shifts: [ShiftPlan?]?) -> String {
        let level = plan.target.serviceLevel != nil
        let report = plan.report
        let hours = (0..<plan.deposit.bankers.count).map { hour in
            "    {\"hour\": \"\(hourName(hour, model: model))\", \"deposit_bankers\": \(plan.deposit.bankers[hour]), "
                + "\"loan_bankers\": \(plan.loan.bankers[hour]), "
                + "\"deposit\": \(peopleJSON(report.hours(.deposit)[hour].people, serviceLevel: level)), "
                + "\"loan\": \(peopleJSON(report.hours(.loan)[hour].people, serviceLevel: level)), "
                + "\"deposit_occupancy\": \(json(report.occupancy(.deposit, hour: hour))), "
                + "\"loan_occupancy\": \(json(report.occupancy(.loan, hour: hour)))}"
        }.joined(separator: ",\n")
        func shiftJSON(_ cover: ShiftPlan?) -> String {
            guard let cover else { return "null" }
            let list = cover.shifts.map { "{\"start\": \"\(hourName($0.start, model: model))\", \"hours\": \($0.length), \"count\": \($0.count)}" }
            return "{\"banker_hours\": \(cover.bankerHours), \"shifts\": [\(list.joined(separator: ", "))]}"
        }
        let shiftText = shifts.map { "{\"deposit\": \(shiftJSON($0[0])), \"loan\": \(shiftJSON($0[1]))}" } ?? "null"
        return """
        {
          "seed": \(seed),
          "days": \(days),
          "runs": \(plan.runs),
          "patience_seconds": \(optional(model.patience)),
          "target": {"mean_wait_seconds": \(optional(plan.target.seconds)), "service_level": \(plan.target.serviceLevel.map { "{\"share\": \(json($0.share)), \"seconds\": \(json($0.seconds))}" } ?? "null"), "max_occupancy": \(optional(plan.target.maxOccupancy)), "max_abandon": \(optional(plan.target.maxAbandon))},
          "reachable": \(plan.isMet),
          "unreachable_hours": {"deposit": [\(plan.deposit.unreachable.map { "\"\(hourName($0, model: model))\"" }.joined(separator: ", "))], "loan": [\(plan.loan.unreachable.map { "\"\(hourName($0, model: model))\"" }.joined(separator: ", "))]},
          "hours": [
        \(hours)
          ],
          "shifts": \(shiftText)
        }

        """
    }

    /// `bank plan`'s JSON.
    static func planJSON(_ plan: StaffingPlanner.Plan, seed: UInt64, maximum: Int) -> String {
        func answer(_ answer: StaffingPlanner.Answer) -> String {
            "{\"bankers\": \(answer.bankers.map(String.init) ?? "null"), \"reachable\": \(answer.bankers != nil), "
                + "\"figure_seconds\": \(json(answer.figureSeconds)), \"customers\": \(answer.customers)"
                + (answer.candidate.map { ", \"service_level\": \(json($0.serviceLevel)), \"occupancy\": \(json($0.occupancy)), "
                    + "\"gave_up\": \($0.abandoned), \"gave_up_share\": \(json($0.abandonedShare))}" } ?? "}")
        }
        let candidates = plan.candidates.map { candidate in
            "    {\"business\": \"\(name(candidate.business))\", \"bankers\": \(candidate.bankers), \"customers\": \(candidate.customers), "
                + "\"mean_seconds\": \(json(candidate.meanSeconds)), \"median_seconds\": \(json(candidate.medianSeconds)), "
                + "\"p95_seconds\": \(json(candidate.p95Seconds)), \"longest_seconds\": \(json(candidate.longestSeconds)), "
                + "\"figure_seconds\": \(json(candidate.figureSeconds)), \"came\": \(candidate.arrived), "
                + "\"service_level\": \(json(candidate.serviceLevel)), \"occupancy\": \(json(candidate.occupancy)), "
                + "\"gave_up\": \(candidate.abandoned), \"gave_up_share\": \(json(candidate.abandonedShare)), "
                + "\"meets_target\": \(candidate.meetsTarget)}"
        }.joined(separator: ",\n")
        return """
        {
          "seed": \(seed),
          "target": {"seconds": \(optional(plan.target.seconds)), "percentile": \(optional(plan.target.percentile)), "service_level": \(plan.target.serviceLevel.map { "{\"share\": \(json($0.share)), \"seconds\": \(json($0.seconds))}" } ?? "null"), "max_occupancy": \(optional(plan.target.maxOccupancy)), "max_abandon": \(optional(plan.target.maxAbandon))},
          "max_bankers": \(maximum),
          "runs": \(plan.runs),
          "deposit": \(answer(plan.deposit)),
          "loan": \(answer(plan.loan)),
          "candidates": [
        \(candidates)
          ]
        }

        """
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

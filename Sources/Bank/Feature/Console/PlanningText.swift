import BankCore
import TabKit
import TextKit
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

    /// Right-aligned columns with the first left-aligned, by the columns
    /// each cell takes on a terminal (Hangul takes two).
    static func table(_ rows: [[String]]) -> [String] {
        guard let columns = rows.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }

    /// The business as JSON and English text name it.
    static func name(_ business: Business) -> String {
        business == .deposit ? "deposit" : "loan"
    }

    /// The hour a row stands for: the clock hour of a profile (`12:00`), or
    /// hours since the opening (`+3 h`).
    static func hourName(_ hour: Int, model: PlanningModel) -> String {
        if case .profile(let profile) = model.arrivals { return "\(profile.hours.lowerBound + hour):00" }
        return "+\(hour) h"
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

    static func peopleJSON(_ people: SimulationReport.People, serviceLevel: Bool) -> String {
        "{\"came\": \(people.arrived), \"served\": \(people.served), \"waited\": \(people.delayed), "
            + "\"gave_up\": \(people.abandoned), \"gave_up_share\": \(json(people.abandonedShare))"
            + (serviceLevel ? ", \"served_within\": \(people.servedWithin), \"service_level\": \(json(people.serviceLevel))}" : "}")
    }

    static func simulationJSON(_ report: SimulationReport, model: PlanningModel, seed: UInt64) -> String {
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

    /// A bar of `bankers` blocks (█) on a scale of `width` cells for
    /// `most`, with the arrivals' `load` (the bankers their work keeps
    /// busy) drawn over it as │ at the cell it reaches: inside the bar
    /// there are bankers to spare, at its end none, past it too few.
    /// Trailing spaces are left out.
    static func loadBar(bankers: Int, load: Double, most: Double, width: Int) -> String {
        guard width > 0, most > 0, load.isFinite else { return "" }
        let scale = Double(width) / most
        var cells = Array(repeating: Character(" "), count: width + 1)
        let filled = min(width, max(0, Int((Double(bankers) * scale).rounded())))
        for cell in 0..<filled { cells[cell] = "█" }
        cells[min(width, max(0, Int((load * scale).rounded(.down))))] = "│"
        while cells.last == " " { cells.removeLast() }
        return String(cells)
    }

    /// The cells a load bar takes for `most`: one a banker up to 20, then 20.
    static func barWidth(most: Double) -> Int { most <= 20 ? Int(most.rounded(.up)) : 20 }

    /// The work the arrivals of `hour` bring, in bankers: customers an hour
    /// × the mean service (deposit and loan by their shares) ÷ an hour.
    static func load(_ model: PlanningModel, hour: Int) -> Double {
        guard case .profile(let profile) = model.arrivals, profile.perHour.indices.contains(hour) else { return 0 }
        let share = model.loanShare ?? 0.5
        let mean = (1 - share) * model.service.mean(of: .deposit) + share * model.service.mean(of: .loan)
        return profile.perHour[hour] * mean / 3600
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

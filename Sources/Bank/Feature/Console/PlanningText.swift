import BankCore
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

    /// A wait as a person says it: `45.253 s` under a minute, then whole
    /// seconds in larger units, the two largest that are not zero:
    /// `2 min 5 s`, `1 h 3 min`, `1158 d 1 h` (Korean `2분 5초`, `1시간 3분`,
    /// `1158일 1시간`).
    static func spoken(_ value: Double, korean: Bool = false) -> String {
        guard value.isFinite else { return korean ? "끝없음" : "unbounded" }
        if value < 59.9995 { return seconds(value) + (korean ? "초" : " s") }
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
        return "arrivals \(arrivals); service \(model.service.kind.rawValue), deposit \(plain(model.service.depositSeconds)) s, loan \(plain(model.service.loanSeconds)) s; \(share)"
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
    static func simulation(_ report: SimulationReport, model: PlanningModel, seed: UInt64) -> String {
        var lines = [
            "Customers served: \(report.customers) with \(report.staffing.deposit) deposit and \(report.staffing.loan) loan bankers (seed \(seed))",
            describe(model),
            "Bank closed \(seconds(report.closingSeconds)) s after opening",
            "",
        ]
        lines += table([
            ["wait (s)", "customers", "mean", "median", "p95", "longest"],
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
        lines.append("Percentiles to 3 significant digits; means and longest exact.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `bank simulate`'s JSON.
    static func simulationJSON(_ report: SimulationReport, seed: UInt64) -> String {
        let bankers = report.bankers.map { figures in
            "    {\"business\": \"\(name(figures.banker.business))\", \"number\": \(figures.banker.number), "
                + "\"busy_seconds\": \(json(figures.busySeconds)), \"busy_share\": \(json(figures.busyShare))}"
        }.joined(separator: ",\n")
        return """
        {
          "seed": \(seed),
          "customers": \(report.customers),
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
          "longest_line": {"overall": \(report.longestLine), "deposit": \(report.longestDepositLine), "loan": \(report.longestLoanLine)}
        }

        """
    }

    static func figureName(_ target: StaffingPlanner.Target) -> String {
        target.percentile.map { "p\(plain($0)) wait" } ?? "mean wait"
    }

    /// `bank plan`'s text.
    static func plan(_ plan: StaffingPlanner.Plan, model: PlanningModel, seed: UInt64, maximum: Int) -> String {
        let figure = figureName(plan.target)
        var lines = [
            "Target: \(figure) at most \(seconds(plan.target.seconds)) s (seed \(seed), \(plan.runs) runs)",
            describe(model),
            "",
        ]
        for business in Business.allCases {
            let answer = plan.answer(business)
            if let bankers = answer.bankers {
                let customers = answer.customers == 0 ? " (no \(name(business)) customers)" : ""
                lines.append("\(name(business).capitalized) bankers: \(bankers) (\(figure) \(spoken(answer.figureSeconds)))\(customers)")
            } else {
                lines.append("\(name(business).capitalized) bankers: not reachable within \(maximum) bankers; best \(figure) \(spoken(answer.figureSeconds))")
            }
        }
        lines.append("")
        lines += table([["tried", "bankers", "customers", "mean", "median", "p95", "longest", "target"]]
            + plan.candidates.map { candidate in
                [name(candidate.business), String(candidate.bankers), String(candidate.customers),
                 seconds(candidate.meanSeconds), seconds(candidate.medianSeconds), seconds(candidate.p95Seconds),
                 seconds(candidate.longestSeconds), candidate.meetsTarget ? "met" : "missed"]
            })
        lines.append("Waits in seconds; percentiles to 3 significant digits.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `bank plan`'s JSON.
    static func planJSON(_ plan: StaffingPlanner.Plan, seed: UInt64, maximum: Int) -> String {
        func answer(_ answer: StaffingPlanner.Answer) -> String {
            "{\"bankers\": \(answer.bankers.map(String.init) ?? "null"), \"reachable\": \(answer.bankers != nil), "
                + "\"figure_seconds\": \(json(answer.figureSeconds)), \"customers\": \(answer.customers)}"
        }
        let candidates = plan.candidates.map { candidate in
            "    {\"business\": \"\(name(candidate.business))\", \"bankers\": \(candidate.bankers), \"customers\": \(candidate.customers), "
                + "\"mean_seconds\": \(json(candidate.meanSeconds)), \"median_seconds\": \(json(candidate.medianSeconds)), "
                + "\"p95_seconds\": \(json(candidate.p95Seconds)), \"longest_seconds\": \(json(candidate.longestSeconds)), "
                + "\"figure_seconds\": \(json(candidate.figureSeconds)), \"meets_target\": \(candidate.meetsTarget)}"
        }.joined(separator: ",\n")
        return """
        {
          "seed": \(seed),
          "target": {"seconds": \(json(plan.target.seconds)), "percentile": \(plan.target.percentile.map { json($0) } ?? "null")},
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

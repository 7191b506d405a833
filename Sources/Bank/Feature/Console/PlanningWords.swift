import BankCore
import TabKit
import TextKit

/// How `bank simulate` and `bank plan` say their figures in text, in
/// English or Korean (`--lang`, or the environment's language). The
/// figures and their formats are PlanningText's; JSON is the same in
/// every language.
struct PlanningWords {
    let korean: Bool

    init(_ language: Language) { korean = language == .ko }

    private func say(_ english: String, _ hangul: String) -> String { korean ? hangul : english }
    private func spoken(_ seconds: Double) -> String { PlanningText.spoken(seconds, korean: korean) }
    private func percent(_ share: Double) -> String { PlanningText.percent(share) }
    private func plain(_ value: Double) -> String { PlanningText.plain(value) }
    private func seconds(_ value: Double) -> String { PlanningText.seconds(value) }
    private func table(_ rows: [[String]]) -> [String] { PlanningText.table(rows) }
    private func hourName(_ hour: Int, _ model: PlanningModel) -> String { PlanningText.hourName(hour, model: model) }

    func name(_ business: Business) -> String {
        business == .deposit ? say("deposit", "예금") : say("loan", "대출")
    }

    /// "Deposit bankers" / "예금 창구".
    func bankers(_ business: Business) -> String {
        business == .deposit ? say("Deposit bankers", "예금 창구") : say("Loan bankers", "대출 창구")
    }

    /// "1 run", "9 runs" / "9번".
    func count(_ number: Int, _ one: String, _ many: String, _ hangul: String) -> String {
        "\(NumberText.grouped(number))" + say(" \(number == 1 ? one : many)", hangul)
    }

    /// The line that says what was asked.
    func describe(_ model: PlanningModel) -> String {
        let arrivals = switch model.arrivals {
        case .atOpening: say("all at opening", "모두 개점 때")
        case .steady(let perMinute): say("\(plain(perMinute)) a minute (Poisson)", "분당 \(plain(perMinute))명 (포아송)")
        case .profile(let profile):
            say("by the hour, \(profile.hours.lowerBound):00 to \(profile.hours.upperBound + 1):00 (Poisson)",
                "시간대별, \(profile.hours.lowerBound)시부터 \(profile.hours.upperBound + 1)시까지 (포아송)")
        }
        let share = model.loanShare.map { say("\(plain($0 * 100)) % loans", "대출 \(plain($0 * 100)) %") }
            ?? say("loan or deposit by coin toss", "대출·예금은 반반 무작위")
        let kind = model.service.kind == .fixed ? say("fixed", "고정") : say("exponential", "지수 분포")
        let deposit = plain(model.service.depositSeconds), loan = plain(model.service.loanSeconds)
        let patience = model.patience.map { say("; customers give up after \(spoken($0)) on average", "; 평균 \(spoken($0)) 기다리면 떠남") } ?? ""
        return say("arrivals \(arrivals); service \(kind), deposit \(deposit) s, loan \(loan) s; \(share)\(patience)",
                   "도착: \(arrivals); 처리 시간: \(kind), 예금 \(deposit)초, 대출 \(loan)초; \(share)\(patience)")
    }

    func figureName(_ target: StaffingPlanner.Target) -> String {
        target.percentile.map { say("p\(plain($0)) wait", "p\(plain($0)) 대기") } ?? say("mean wait", "평균 대기")
    }

    /// Every target of a plan, in words.
    func targets(_ target: StaffingPlanner.Target) -> String {
        var parts: [String] = []
        if let seconds = target.seconds {
            parts.append(say("\(figureName(target)) at most \(spoken(seconds))", "\(figureName(target)) \(spoken(seconds)) 이하"))
        }
        if let level = target.serviceLevel {
            parts.append(say("at least \(plain(level.share * 100)) % served within \(spoken(level.seconds))",
                             "\(spoken(level.seconds)) 안에 \(plain(level.share * 100)) % 이상 처리"))
        }
        if let cap = target.maxOccupancy {
            parts.append(say("bankers busy at most \(plain(cap * 100)) % of the day", "창구 바쁨 하루의 \(plain(cap * 100)) % 이하"))
        }
        if let cap = target.maxAbandon { parts.append(say("at most \(plain(cap * 100)) % give up", "떠나는 고객 \(plain(cap * 100)) % 이하")) }
        return parts.joined(separator: "; ")
    }

    /// "Planned by simulating the same day 8 times (seed 1)."
    func runs(_ runs: Int, seed: UInt64) -> String {
        say("Planned by simulating the same day \(count(runs, "time", "times", "")) (seed \(seed)).",
            "같은 날을 \(count(runs, "", "", "번")) 시뮬레이션해 계획했어요 (시드 \(seed)).")
    }

    /// `bank simulate`'s text.
    func simulation(_ report: SimulationReport, model: PlanningModel, seed: UInt64) -> String {
        let served = report.overallPeople.served
        var lines = [
            describe(model),
            say("Customers served: \(served) with \(report.staffing.deposit) deposit and \(report.staffing.loan) loan bankers (seed \(seed))",
                "처리한 고객: \(served)명, 예금 창구 \(report.staffing.deposit)명과 대출 창구 \(report.staffing.loan)명 (시드 \(seed))"),
            say("Bank closed \(spoken(report.closingSeconds)) after opening", "개점 \(spoken(report.closingSeconds)) 뒤 마감"),
        ]
        let overall = report.overallPeople
        if model.patience != nil {
            lines.append(say("Gave up: \(overall.abandoned) of \(overall.arrived) (\(percent(overall.abandonedShare))): "
                             + "deposit \(report.depositPeople.abandoned), loan \(report.loanPeople.abandoned)",
                             "떠난 고객: \(overall.arrived)명 중 \(overall.abandoned)명 (\(percent(overall.abandonedShare))): "
                             + "예금 \(report.depositPeople.abandoned)명, 대출 \(report.loanPeople.abandoned)명"))
        }
        if let within = report.serviceLevelSeconds {
            let levels = "\(percent(overall.serviceLevel)) (\(name(.deposit)) \(percent(report.depositPeople.serviceLevel)), "
                + "\(name(.loan)) \(percent(report.loanPeople.serviceLevel)))"
            lines.append(say("Served within \(spoken(within)): ", "\(spoken(within)) 안에 처리: ") + levels)
        }
        lines.append("")
        lines += table([
            [say("wait (s)", "대기 (초)"), say("served", "처리"), say("mean", "평균"), say("median", "중앙값"), "p95", say("longest", "최장")],
            PlanningText.waitRow(name(.deposit), report.deposit), PlanningText.waitRow(name(.loan), report.loan),
            PlanningText.waitRow(say("overall", "전체"), report.overall),
        ])
        lines.append("")
        lines += table([[say("banker", "창구"), say("busy", "바쁨")]] + report.bankers.map { figures in
            ["\(name(figures.banker.business)) \(figures.banker.number)", percent(figures.busyShare)]
        })
        lines.append("")
        lines.append(say("Longest line: \(report.longestLine) (deposit \(report.longestDepositLine), loan \(report.longestLoanLine))",
                         "가장 긴 줄: \(report.longestLine)명 (예금 \(report.longestDepositLine)명, 대출 \(report.longestLoanLine)명)"))
        lines += hourLines(report, model: model)
        lines.append("")
        lines.append(say("Waits of those served; percentiles to 3 significant digits, means and longest exact.",
                         "처리한 고객의 대기; 백분위는 유효숫자 3자리, 평균과 최장은 정확한 값."))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The hourly table of `bank simulate`'s text; empty without hours.
    func hourLines(_ report: SimulationReport, model: PlanningModel) -> [String] {
        guard !report.hours.isEmpty else { return [] }
        var header = [say("hour", "시각"), say("came", "도착"), say("waited", "기다림"), say("mean wait", "평균 대기")]
        if model.patience != nil { header.append(say("gave up", "떠남")) }
        if let within = report.serviceLevelSeconds { header.append(say("within \(spoken(within))", "\(spoken(within)) 안")) }
        let rows = report.hours.map { hour -> [String] in
            let people = hour.overall
            let mean = people.served > 0 ? people.servedWaitSeconds / Double(people.served) : 0
            var row = [hourName(hour.hour, model), String(people.arrived), String(people.delayed), spoken(mean)]
            if model.patience != nil { row.append(String(people.abandoned)) }
            if report.serviceLevelSeconds != nil { row.append(percent(people.serviceLevel)) }
            return row
        }
        let everyDay: Bool = if case .profile = model.arrivals { model.length != .seconds(model.arrivals.dayLength ?? 0) } else { false }
        return ["", everyDay ? say("By the hour customers came, every day together:", "고객이 온 시각별, 모든 날을 합쳐:")
                             : say("By the hour customers came:", "고객이 온 시각별:")] + table([header] + rows)
    }

    /// One business's answer in words: its figures for every target.
    func figures(_ candidate: StaffingPlanner.Candidate?, target: StaffingPlanner.Target) -> String {
        guard let candidate else { return "" }
        var parts: [String] = []
        if target.seconds != nil { parts.append("\(figureName(target)) \(spoken(candidate.figureSeconds))") }
        if let level = target.serviceLevel {
            parts.append(say("\(percent(candidate.serviceLevel)) within \(spoken(level.seconds))",
                             "\(spoken(level.seconds)) 안 \(percent(candidate.serviceLevel))"))
        }
        parts.append(say("busy \(percent(candidate.occupancy))", "바쁨 \(percent(candidate.occupancy))"))
        if candidate.abandoned > 0 || target.maxAbandon != nil {
            parts.append(say("\(percent(candidate.abandonedShare)) gave up", "\(percent(candidate.abandonedShare)) 떠남"))
        }
        return parts.joined(separator: ", ")
    }

    /// `bank plan`'s text: what was asked, the targets, the answer for each
    /// business, and every staffing tried.
    func plan(_ plan: StaffingPlanner.Plan, model: PlanningModel, seed: UInt64, maximum: Int) -> String {
        let lines = planHead(plan, model: model, seed: seed, maximum: maximum) + [""] + table(planRows(plan, model: model))
            + [planFootnote]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What was asked, the targets, how it was planned, a blank line, then
    /// the answer of each business (the last two lines).
    func planHead(_ plan: StaffingPlanner.Plan, model: PlanningModel, seed: UInt64, maximum: Int) -> [String] {
        let target = plan.target
        var lines = [
            describe(model),
            say("Target: ", "목표: ") + targets(target),
            runs(plan.runs, seed: seed),
            "",
        ]
        for business in Business.allCases {
            let answer = plan.answer(business)
            let figures = figures(answer.candidate, target: target)
            if let bankers = answer.bankers {
                let nobody = answer.customers == 0 && (answer.candidate?.arrived ?? 0) == 0
                let said = nobody ? say("no \(name(business)) customers", "\(name(business)) 고객 없음") : figures
                lines.append(say("\(self.bankers(business)): \(bankers) (\(said))", "\(self.bankers(business)): \(bankers)명 (\(said))"))
            } else {
                lines.append(say("\(self.bankers(business)): not reachable within \(maximum) bankers; best: \(figures)",
                                 "\(self.bankers(business)): \(maximum)명으로도 닿지 않음; 최선: \(figures)"))
            }
        }
        return lines
    }

    /// The table of every staffing tried, its header first: business,
    /// bankers, served, mean, median, p95 and longest wait, then the
    /// figures of the targets given, then met or missed.
    func planRows(_ plan: StaffingPlanner.Plan, model: PlanningModel) -> [[String]] {
        let target = plan.target
        var header = [say("tried", "시도"), say("bankers", "창구"), say("served", "처리"), say("mean", "평균"),
                      say("median", "중앙값"), "p95", say("longest", "최장")]
        if let level = target.serviceLevel { header.append(say("within \(spoken(level.seconds))", "\(spoken(level.seconds)) 안")) }
        header.append(say("busy", "바쁨"))
        if model.patience != nil { header.append(say("gave up", "떠남")) }
        header.append(say("target", "목표"))
        return [header] + plan.candidates.map { candidate in
            var row = [name(candidate.business), String(candidate.bankers), String(candidate.customers),
                       seconds(candidate.meanSeconds), seconds(candidate.medianSeconds), seconds(candidate.p95Seconds),
                       seconds(candidate.longestSeconds)]
            if target.serviceLevel != nil { row.append(percent(candidate.serviceLevel)) }
            row.append(percent(candidate.occupancy))
            if model.patience != nil { row.append(String(candidate.abandoned)) }
            row.append(candidate.meetsTarget ? say("met", "충족") : say("missed", "미달"))
            return row
        }
    }

    var planFootnote: String {
        say("Waits of those served, in seconds; percentiles to 3 significant digits.",
            "처리한 고객의 대기, 초 단위; 백분위는 유효숫자 3자리.")
    }

    /// "2 × 8 h from 9:00, 1 × 4 h from 11:00".
    func shiftWords(_ plan: ShiftPlan, model: PlanningModel) -> String {
        guard !plan.shifts.isEmpty else { return say("none", "없음") }
        return plan.shifts.map { shift in
            say("\(shift.count) × \(shift.length) h from \(hourName(shift.start, model))",
                "\(hourName(shift.start, model))부터 \(shift.length)시간 × \(shift.count)명")
        }.joined(separator: ", ")
    }

    /// `bank plan --by-hour`'s text: what was asked, the targets, then for
    /// each hour the bankers of each business and the hour's figures, with
    /// a bar of its bankers and the arrivals' work drawn over it, and the
    /// shifts when asked for.
    func hourly(_ plan: HourlyPlanner.Plan, model: PlanningModel, seed: UInt64, days: Int, shifts: [ShiftPlan?]?) -> String {
        var lines = hourlyHead(plan, model: model, seed: seed, days: days) + [""]
        let most = hourlyMost(plan, model: model)
        let width = PlanningText.barWidth(most: most)
        let bars = [bankersHeading] + (0..<plan.deposit.bankers.count).map { hour in
            hourlyBar(plan, model: model, hour: hour, most: most, width: width)
        }
        lines += zip(table(hourlyRows(plan, model: model, days: days)), bars).map { "\($0)  \($1)" }
        lines.append(barLegend)
        if let shifts { lines += [""] + shiftLines(plan, model: model, shifts: shifts) }
        lines.append(hourlyFootnote)
        return lines.joined(separator: "\n") + "\n"
    }

    /// What was asked, the targets, how it was planned, a blank line, then
    /// each business's bankers by the hour (the last two lines).
    func hourlyHead(_ plan: HourlyPlanner.Plan, model: PlanningModel, seed: UInt64, days: Int) -> [String] {
        var lines = [
            describe(model),
            say("Target, every hour: ", "목표, 매시간: ") + targets(plan.target),
            say("Planned hour by hour: \(count(days, "day", "days", "")) simulated as a whole \(count(plan.runs, "time", "times", "")) "
                + "(seed \(seed)); a line at an hour's end carries over.",
                "시간대별 계획: \(count(days, "", "", "일"))을 하루 통째로 \(count(plan.runs, "", "", "번")) 시뮬레이션함 "
                + "(시드 \(seed)); 한 시간이 끝날 때의 줄은 다음 시간으로 이어짐."),
            "",
        ]
        for business in Business.allCases {
            let answer = plan.answer(business)
            let hours = answer.bankers.reduce(0, +)
            let list = answer.bankers.map(String.init).joined(separator: " ")
            var line = say("\(bankers(business)) by the hour: \(list) (\(hours) banker-hours)",
                           "시간대별 \(bankers(business)): \(list) (창구 \(hours)시간)")
            if !answer.unreachable.isEmpty {
                let missed = answer.unreachable.map { hourName($0, model) }.joined(separator: ", ")
                line += say("; not reachable within the most bankers at \(missed)", "; 최대 창구로도 닿지 않는 시각: \(missed)")
            }
            lines.append(line)
        }
        return lines
    }

    /// Each hour's row, the header first: the hour, customers a day, the
    /// bankers of each business, then the figures of the targets given.
    func hourlyRows(_ plan: HourlyPlanner.Plan, model: PlanningModel, days: Int) -> [[String]] {
        let target = plan.target
        var header = [say("hour", "시각"), say("came a day", "하루 도착"), name(.deposit), name(.loan)]
        if target.seconds != nil { header.append(say("mean wait", "평균 대기")) }
        if let level = target.serviceLevel { header.append(say("within \(spoken(level.seconds))", "\(spoken(level.seconds)) 안")) }
        header.append(say("busy", "바쁨"))
        if model.patience != nil { header.append(say("gave up", "떠남")) }
        let report = plan.report
        return [header] + (0..<plan.deposit.bankers.count).map { hour in
            let deposit = report.hours(.deposit)[hour], loan = report.hours(.loan)[hour]
            let people = deposit.people + loan.people
            var row = [hourName(hour, model), plain((Double(people.arrived) / Double(days) * 10).rounded() / 10),
                       String(plan.deposit.bankers[hour]), String(plan.loan.bankers[hour])]
            if target.seconds != nil { row.append(spoken(people.served > 0 ? people.servedWaitSeconds / Double(people.served) : 0)) }
            if target.serviceLevel != nil { row.append(percent(people.serviceLevel)) }
            let onDuty = Double(plan.deposit.bankers[hour] + plan.loan.bankers[hour]) * 3600 * Double(days)
            row.append(percent(onDuty > 0 ? min(1, (deposit.busySeconds + loan.busySeconds) / onDuty) : 0))
            if model.patience != nil { row.append(percent(people.abandonedShare)) }
            return row
        }
    }

    /// The top of the bars' scale: the most bankers of an hour, or the
    /// most work, whichever is larger.
    func hourlyMost(_ plan: HourlyPlanner.Plan, model: PlanningModel) -> Double {
        let hours = 0..<plan.deposit.bankers.count
        let bankers = hours.map { Double(plan.deposit.bankers[$0] + plan.loan.bankers[$0]) }.max() ?? 1
        let load = hours.map { PlanningText.load(model, hour: $0) }.max() ?? 0
        return max(1, bankers, load)
    }

    /// Whether every business meets the targets in `hour`.
    func hourMet(_ plan: HourlyPlanner.Plan, hour: Int) -> Bool {
        Business.allCases.allSatisfy { !plan.answer($0).unreachable.contains(hour) }
    }

    /// An hour's bar: its bankers (deposit and loan) with the arrivals'
    /// work over it, and `missed` where a target is not reached.
    func hourlyBar(_ plan: HourlyPlanner.Plan, model: PlanningModel, hour: Int, most: Double, width: Int) -> String {
        PlanningText.loadBar(bankers: plan.deposit.bankers[hour] + plan.loan.bankers[hour],
                             load: PlanningText.load(model, hour: hour), most: most, width: width)
            + (hourMet(plan, hour: hour) ? "" : missedTag)
    }

    /// After the bar of an hour that misses a target.
    var missedTag: String { say(" missed", " 미달") }

    /// The bars' heading.
    var bankersHeading: String { say("bankers", "창구") }

    var barLegend: String {
        say("█ bankers on duty (deposit and loan); │ the arrivals' work in bankers (customers an hour × mean service)",
            "█ 근무하는 창구 (예금과 대출); │ 도착한 고객의 일을 창구 수로 (시간당 고객 × 평균 처리 시간)")
    }

    /// Each business's shifts, or why none fits.
    func shiftLines(_ plan: HourlyPlanner.Plan, model: PlanningModel, shifts: [ShiftPlan?]) -> [String] {
        Business.allCases.map { business in
            let need = plan.answer(business).bankers.reduce(0, +)
            let title = business == .deposit ? say("Deposit shifts", "예금 근무") : say("Loan shifts", "대출 근무")
            if let cover = shifts[business.rawValue] {
                return say("\(title): \(shiftWords(cover, model: model)) (\(cover.bankerHours) banker-hours against \(need) needed)",
                           "\(title): \(shiftWords(cover, model: model)) (창구 \(cover.bankerHours)시간, 필요 \(need)시간)")
            }
            return say("\(title): no shift length fits the \(plan.deposit.bankers.count) opening hours",
                       "\(title): 영업 \(plan.deposit.bankers.count)시간에 맞는 근무 길이가 없음")
        }
    }

    var hourlyFootnote: String {
        say("Figures of each hour's customers over every day; busy is the bankers' share of the hour spent serving.",
            "각 시각에 온 고객의 모든 날 수치; 바쁨은 그 시간 중 창구가 업무를 본 몫.")
    }
}

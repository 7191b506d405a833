import BankCore
import FileKit
import TabKit

/// The planner's words, English and Korean.
extension BankStrings {
    var hintPlan: String { pick("Plan", "계획") }
    var helpPlan: String {
        pick("Plan staffing: the fewest bankers whose wait stays within a target",
             "인원 계획: 대기 시간을 목표 안에 두는 가장 적은 창구 수")
    }
    var helpPlannerSection: String { pick("Staffing planner", "인원 계획") }
    var hintField: String { pick("Field", "칸") }
    var helpNextField: String { pick("Next field", "다음 칸") }
    var helpPreviousField: String { pick("Previous field", "이전 칸") }
    var hintChooseService: String { pick("Choose", "고르기") }
    var helpChooseService: String {
        pick("Choose in a field of choices: the planner's service, the options' arrivals and service",
             "고르는 칸에서 고르기: 계획의 처리 시간, 옵션의 도착 방식과 처리 시간")
    }
    var hintRunPlan: String { pick("Plan", "계획") }
    var helpRunPlan: String { pick("Run the plan with these figures", "이 값으로 계획하기") }
    var helpClosePlanner: String { pick("Close the planner", "인원 계획 닫기") }
    var hintEditPlan: String { pick("Change", "고치기") }
    var helpEditPlan: String { pick("Back to the form, to change a figure", "값을 고치러 입력 창으로") }
    var helpScrollPlan: String { pick("Scroll the table of staffings tried", "시도한 인원 표 스크롤") }

    var plannerTitle: String { pick("Staffing plan", "인원 계획") }
    var plannerRunning: String { pick("Planning… (Esc stops it)", "계획 중… (Esc: 계획 멈추기)") }
    /// Said once a key was typed while a plan is on its way.
    var plannerKeysWait: String {
        pick("Planning… typing does nothing until the answer comes; Esc stops the plan.",
             "계획 중… 답이 나올 때까지 입력은 받지 않아요; Esc: 계획 멈추기")
    }
    var plannerAbout: String {
        pick("The fewest deposit and loan bankers whose wait stays within the target, on a virtual clock.",
             "가상 시계로, 대기 시간을 목표 안에 두는 가장 적은 예금·대출 창구 수를 찾아요.")
    }

    func fieldLabel(_ field: PlannerForm.Field) -> String {
        switch field {
        case .target: pick("Target wait (s)", "목표 대기 (초)")
        case .percentile: pick("Percentile", "백분위")
        case .rate: pick("Arrivals a minute", "분당 도착")
        case .profile: pick("Or profile file", "또는 시간대 파일")
        case .service: pick("Service", "처리 시간")
        case .depositSeconds: pick("Deposit (s)", "예금 (초)")
        case .loanSeconds: pick("Loan (s)", "대출 (초)")
        case .loanShare: pick("Loan share", "대출 비율")
        case .days: pick("Days", "일수")
        case .seed: pick("Seed", "시드")
        case .maximum: pick("Most bankers", "최대 창구 수")
        }
    }

    func fieldPlaceholder(_ field: PlannerForm.Field) -> String {
        switch field {
        case .percentile: pick("mean, or 50, 95, 99…", "mean, 또는 50, 95, 99…")
        case .rate: pick("none: everyone at opening", "없음: 모두 개점 때")
        case .profile: pick("CSV of hour,customers_per_hour", "hour,customers_per_hour CSV")
        case .loanShare: pick("0 to 1 or 30%; empty: a coin toss", "0~1 또는 30%; 비우면 반반 무작위")
        case .days: pick("empty: 1,000,000 customers", "비우면 고객 1,000,000명")
        default: ""
        }
    }

    func serviceName(_ kind: ServiceTimes.Kind) -> String {
        switch kind {
        case .fixed: pick("fixed", "고정")
        case .exponential: pick("exponential", "지수 분포")
        }
    }

    /// Why a field cannot be read: `Arrivals a minute: a number from 0.001 to 100000, not '0'`.
    func plannerProblem(_ problem: PlannerForm.Problem) -> String {
        problemText(problem.kind, field: fieldLabel(problem.field))
    }

    func problemText(_ kind: PlannerForm.Problem.Kind, field: String) -> String {
        switch kind {
        case .number(let text, let range, let whole):
            let low = PlannerForm.plain(range.lowerBound), high = PlannerForm.plain(range.upperBound)
            let kind = whole ? pick("a whole number", "정수") : pick("a number", "수")
            let got = text.isEmpty ? pick("it is empty", "비어 있어요") : pick("not '\(text)'", "\(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
            return pick("\(field): \(kind) from \(low) to \(high), \(got)", "\(field): \(low)부터 \(high)까지의 \(kind), \(got)")
        case .duration(let text, let range):
            let low = PlannerForm.plain(range.lowerBound), high = PlannerForm.plain(range.upperBound)
            let got = text.isEmpty ? pick("it is empty", "비어 있어요") : pick("not '\(text)'", "\(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
            return pick("\(field): a time from \(low) to \(high) seconds (90, 90s, 2m, 1h30m), \(got)",
                        "\(field): \(low)초부터 \(high)초까지의 시간 (90, 90s, 2m, 1h30m), \(got)")
        case .share(let text):
            return pick("\(field): 0 to 1, or 0% to 100% (0.3, 30%), not '\(text)'",
                        "\(field): 0~1 또는 0%~100% (0.3, 30%), \(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
        case .percentile(let text):
            return pick("\(field): mean, or above 0 and at most 100, not '\(text)'",
                        "\(field): 평균(mean), 또는 0보다 크고 100 이하, \(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
        case .rateAndProfile:
            return pick("Give a rate or a profile file, not both", "분당 도착과 시간대 파일 중 하나만 주세요")
        case .noFile:
            return pick("\(field): give the file's path", "\(field): 파일 경로를 주세요")
        case .daysNeedArrivals:
            return pick("\(field): needs a rate or a profile file (without them everyone comes at opening)",
                        "\(field): 분당 도착이나 시간대 파일이 있어야 해요 (없으면 모두 개점 때 와요)")
        case .tooManyCustomers(let asked):
            return "\(field): " + tooManyCustomers(asked)
        }
    }

    /// Why the plan could not run: the file and what is wrong with it.
    func planFailure(_ failure: PlanFailure) -> String {
        switch failure {
        case .unreadable(let error):
            return pick("\(error.path): \(error.reason)", "\(error.path): \(error.koreanReason)")
        case .notText(let path):
            return pick("\(path): not UTF-8 text", "\(path): UTF-8 글이 아니에요")
        case .badProfile(let path, let error):
            return "\(path): " + profileProblem(error)
        case .tooManyCustomers(let asked):
            return tooManyCustomers(asked)
        }
    }

    /// "about 600,000,000,000 customers: at most 100,000,000 a plan".
    func tooManyCustomers(_ asked: Double) -> String {
        let about = asked >= Double(Int.max) ? NumberText.grouped(Int.max) + "+" : NumberText.grouped(Int(asked.rounded()))
        let limit = NumberText.grouped(PlanningModel.customerLimit)
        return pick("about \(about) customers: at most \(limit) a plan", "약 \(about)명: 한 계획에 최대 \(limit)명")
    }

    func profileProblem(_ error: ArrivalProfileError) -> String {
        guard language == .ko else { return error.description }
        switch error {
        case .noHours: return "시간대가 없어요: hour,customers_per_hour 줄이 필요해요"
        case .tooManyHours: return "시간은 0부터 23 안이어야 해요"
        case .nobodyComes: return "모든 시간대가 0명이에요: 아무도 오지 않아요"
        case .badHeader(let line, let text): return "\(line)번째 줄: \(Korean.topic("'\(text)'", noun: "값")) 머리줄 hour,customers_per_hour가 아니에요"
        case .badLine(let line, let text): return "\(line)번째 줄: \(Korean.topic("'\(text)'", noun: "값")) hour,customers_per_hour가 아니에요"
        case .badHour(let line, let text): return "\(line)번째 줄: \(Korean.topic("'\(text)'", noun: "값")) 0부터 23까지의 시각이 아니에요"
        case .badRate(let line, let hour, let text):
            return (line.map { "\($0)번째 줄: " } ?? "") + "\(hour)시: \(Korean.topic("'\(text)'", noun: "값")) 고객 수가 아니에요"
        case .repeatedHour(let line, let hour): return "\(line)번째 줄: \(hour)시가 다시 나오거나 순서가 틀려요"
        case .missingHour(let line, let hour): return "\(line)번째 줄: \(hour)시가 빠졌어요 (시각은 이어져야 해요)"
        }
    }

    /// `p95 wait` / `mean wait`.
    func figureName(_ target: StaffingPlanner.Target) -> String {
        if let percentile = target.percentile { return pick("p\(PlannerForm.plain(percentile)) wait", "p\(PlannerForm.plain(percentile)) 대기") }
        return pick("mean wait", "평균 대기")
    }

    /// `Target: p95 wait at most 2 min`, as the command says it.
    func planTarget(_ target: StaffingPlanner.Target) -> String {
        pick("Target: ", "목표: ") + PlanningWords(language).targets(target)
    }

    /// `Planned by simulating the same day 8 times (seed 1).`, `… 1 time …`,
    /// as the command says it.
    func planRuns(_ plan: StaffingPlanner.Plan, seed: UInt64) -> String {
        PlanningWords(language).runs(plan.runs, seed: seed)
    }

    /// What was asked, under the target: the command's line (`arrivals 60
    /// a minute (Poisson); service exponential, deposit 0.7 s, …`).
    func planInputs(_ model: PlanningModel) -> String {
        PlanningWords(language).describe(model)
    }

    /// A wait as a person writes it (``PlanningText/spoken(_:korean:)``):
    /// `0 s`, `12.5 s`, `45.253 s`, `2 min 5 s` (Korean `0초`, `2분 5초`).
    func spokenWait(_ seconds: Double) -> String {
        PlanningText.spoken(seconds, korean: language == .ko)
    }

    /// `Deposit bankers: 9 (p95 wait 45.253 s)`, or `… not reachable within
    /// 1000 bankers; best p95 wait 127.402 s`, as the command says it.
    func planAnswer(_ answer: StaffingPlanner.Answer, target: StaffingPlanner.Target, maximum: Int) -> String {
        let figure = figureName(target), wait = spokenWait(answer.figureSeconds)
        let who = pick(answer.business == .deposit ? "Deposit bankers" : "Loan bankers",
                       answer.business == .deposit ? "예금 창구" : "대출 창구")
        guard let bankers = answer.bankers else {
            return pick("\(who): not reachable within \(maximum) bankers; best \(figure) \(wait)",
                        "\(who): \(maximum)명으로도 닿지 않음; 최선 \(figure) \(wait)")
        }
        let none = answer.customers == 0
            ? pick(" (no \(answer.business == .deposit ? "deposit" : "loan") customers)", " (\(businessName(answer.business)) 고객 없음)") : ""
        return pick("\(who): \(bankers) (\(figure) \(wait))\(none)", "\(who): \(bankers)명 (\(figure) \(wait))\(none)")
    }

    var planTableHeader: [String] {
        [pick("tried", "시도"), pick("bankers", "창구"), pick("customers", "고객"), pick("mean", "평균"),
         pick("median", "중앙값"), "p95", pick("longest", "최장"), pick("target", "목표")]
    }

    func planMet(_ met: Bool) -> String { met ? pick("met", "충족") : pick("missed", "미달") }

    var planFootnote: String {
        pick("Waits in seconds; percentiles to 3 significant digits.", "대기는 초 단위; 백분위는 유효숫자 3자리.")
    }
}

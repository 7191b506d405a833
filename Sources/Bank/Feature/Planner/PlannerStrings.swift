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
        pick("The fewest deposit and loan bankers meeting every target given, on a virtual clock; empty fields ask nothing.",
             "가상 시계로, 주어진 목표를 모두 채우는 가장 적은 예금·대출 창구 수를 찾아요; 빈 칸은 묻지 않아요.")
    }

    func fieldLabel(_ field: PlannerForm.Field) -> String {
        switch field {
        case .target: pick("Target wait", "목표 대기")
        case .percentile: pick("Percentile", "백분위")
        case .serviceLevel: pick("Service level", "서비스 수준")
        case .maxOccupancy: pick("Busy at most", "최대 바쁨")
        case .maxAbandon: pick("Give up at most", "최대 떠남")
        case .rate: pick("Arrivals a minute", "분당 도착")
        case .profile: pick("Or profile file", "또는 시간대 파일")
        case .byHour: pick("Plan", "계획")
        case .shifts: pick("Shifts", "근무")
        case .service: pick("Service", "처리 시간")
        case .depositSeconds: pick("Deposit time", "예금 시간")
        case .loanSeconds: pick("Loan time", "대출 시간")
        case .loanShare: pick("Loan share", "대출 비율")
        case .patience: pick("Patience", "인내 시간")
        case .days: pick("Days", "일수")
        case .seed: pick("Seed", "시드")
        case .maximum: pick("Most bankers", "최대 창구 수")
        }
    }

    func fieldPlaceholder(_ field: PlannerForm.Field) -> String {
        switch field {
        case .target: pick("empty: no wait target; 60, 90s, 2m", "비우면 대기 목표 없음; 60, 90s, 2m")
        case .percentile: pick("mean, or 50, 95, 99…", "mean, 또는 50, 95, 99…")
        case .serviceLevel: pick("empty: none; 80%/20s", "비우면 없음; 80%/20s")
        case .maxOccupancy: pick("empty: no cap; 85%", "비우면 제한 없음; 85%")
        case .maxAbandon: pick("empty: no cap; 5% (needs patience)", "비우면 제한 없음; 5% (인내 시간 필요)")
        case .rate: pick("none: everyone at opening", "없음: 모두 개점 때")
        case .profile: pick("CSV of hour,customers_per_hour", "hour,customers_per_hour CSV")
        case .shifts: pick("empty: none; 4h,8h (hour by hour)", "비우면 없음; 4h,8h (시간대별)")
        case .loanShare: pick("0 to 1 or 30%; empty: a coin toss", "0~1 또는 30%; 비우면 반반 무작위")
        case .patience: pick("empty: everyone waits; 3m", "비우면 모두 기다림; 3m")
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

    /// The plan's kinds: one staffing, or each hour's.
    func planKindName(byHour: Bool) -> String {
        byHour ? pick("hour by hour (needs a profile)", "시간대별 (시간대 파일 필요)") : pick("one staffing for the day", "하루 한 가지 인원")
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
        case .serviceLevel(let text):
            return pick("\(field): a share and a wait, as 80%/20s or 0.8/20, not '\(text)'",
                        "\(field): 비율과 대기, 80%/20s 또는 0.8/20처럼, \(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
        case .shifts(let text):
            return pick("\(field): 1 to 6 lengths of whole hours from 1h to 24h, as 4h,8h, not '\(text)'",
                        "\(field): 1h부터 24h까지 정수 시간 1~6개, 4h,8h처럼, \(Korean.topic("'\(text)'", noun: "값")) 안 돼요")
        case .noTarget:
            return pick("Give a target: a wait, a service level, or a cap on busy or on those who give up",
                        "목표를 하나 주세요: 대기, 서비스 수준, 최대 바쁨이나 최대 떠남")
        case .percentileNeedsWait:
            return pick("\(field): needs a target wait (the wait that percentile may reach)",
                        "\(field): 목표 대기가 있어야 해요 (그 백분위가 닿아도 되는 대기)")
        case .abandonNeedsPatience:
            return pick("\(field): needs a patience (without it nobody gives up)",
                        "\(field): 인내 시간이 있어야 해요 (없으면 아무도 떠나지 않아요)")
        case .byHourNeedsProfile:
            return pick("\(field): hour by hour needs a profile file (the hours of the day and their arrivals)",
                        "\(field): 시간대별 계획에는 시간대 파일이 있어야 해요 (하루의 시각과 도착)")
        case .byHourNoPercentile:
            return pick("\(field): hour by hour judges each hour's mean wait; give mean",
                        "\(field): 시간대별 계획은 시간마다 평균 대기를 봐요; 평균(mean)으로 주세요")
        case .shiftsNeedByHour:
            return pick("\(field): shifts cover an hour-by-hour plan; choose hour by hour under Plan",
                        "\(field): 근무는 시간대별 계획을 채워요; 계획에서 시간대별을 고르세요")
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
        case .byHourNeedsProfile:
            return problemText(.byHourNeedsProfile, field: fieldLabel(.byHour))
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

    /// The last line of a result cut short: `↓ 5 more lines (↑↓ scroll)`.
    func planMore(_ lines: Int) -> String {
        pick("↓ \(lines) more lines (↑↓ scroll)", "↓ \(lines)줄 더 (↑↓ 스크롤)")
    }

    /// The command's words for a plan, in this language.
    var planningWords: PlanningWords { PlanningWords(language) }
}

import BankCore
import TabKit

/// The arrival options' words, English and Korean.
extension BankStrings {
    var hintOptions: String { pick("Arrivals", "도착") }
    var helpOptions: String {
        pick("Arrival options: a steady rate or a day's profile besides a's batches, the loan share, fixed or exponential service",
             "도착 옵션: a의 10명 말고도 분당 일정한 도착이나 시간대별 도착, 대출 비율, 고정 또는 지수 분포 처리 시간")
    }
    var hintApply: String { pick("Apply", "적용") }
    var optionsTitle: String { pick("Arrival options", "도착 옵션") }
    var optionsAbout: String {
        pick("Customers keep coming on the bank's clock while the timer runs; a still adds 10 at once.",
             "타이머가 도는 동안 은행 시계로 고객이 계속 와요; a는 그대로 10명을 더해요.")
    }
    var optionsReading: String { pick("Reading the profile…", "시간대 파일을 읽는 중…") }

    func optionsLabel(_ field: ArrivalOptionsForm.Field) -> String {
        switch field {
        case .arrivals: pick("Arrivals", "도착")
        case .rate: pick("Arrivals a minute", "분당 도착")
        case .profile: pick("Profile file", "시간대 파일")
        case .loanShare: pick("Loan share", "대출 비율")
        case .service: pick("Service", "처리 시간")
        }
    }

    /// The board's service: `fixed: deposit 0.7 s, loan 1.1 s` or
    /// `exponential: mean deposit 0.7 s, loan 1.1 s`.
    func boardService(_ kind: ServiceTimes.Kind, configuration: BankConfiguration) -> String {
        let deposit = PlannerForm.plain(configuration.depositSeconds), loan = PlannerForm.plain(configuration.loanSeconds)
        switch kind {
        case .fixed: return pick("fixed: deposit \(deposit) s, loan \(loan) s", "고정: 예금 \(deposit)초, 대출 \(loan)초")
        case .exponential:
            return pick("exponential: mean deposit \(deposit) s, loan \(loan) s", "지수 분포: 평균 예금 \(deposit)초, 대출 \(loan)초")
        }
    }

    /// Beside the figures while services are exponential.
    var exponentialServiceNote: String { pick("exponential service", "지수 분포 처리 시간") }

    func optionsPlaceholder(_ field: ArrivalOptionsForm.Field) -> String {
        switch field {
        case .rate: pick("for a steady rate", "일정한 도착일 때")
        case .profile: pick("CSV of hour,customers_per_hour", "hour,customers_per_hour CSV")
        case .loanShare: pick("0 to 1; empty: a coin toss", "0~1; 비우면 반반 무작위")
        case .arrivals, .service: ""
        }
    }

    func arrivalMode(_ mode: ArrivalOptionsForm.Mode) -> String {
        switch mode {
        case .batches: pick("only a's batches of 10", "a의 10명씩만")
        case .steady: pick("a steady rate", "일정한 분당 도착")
        case .profile: pick("a day's profile, by the hour", "시간대별 하루")
        }
    }

    /// Beside the figures while customers keep coming.
    func arrivingSteady(_ perMinute: String) -> String { pick("arriving \(perMinute) a minute", "분당 \(perMinute)명 도착") }
    func arrivingProfile(_ from: Int, _ to: Int) -> String {
        pick("arriving hourly \(from)–\(to)h", "시간대별 도착 \(from)–\(to)시")
    }
}

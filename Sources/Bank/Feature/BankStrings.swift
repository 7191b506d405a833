import TextKit
import BankCore
import TabKit

/// Strings of the bank tab and its console mode. Korean wording follows the
/// original app.
struct BankStrings: StringTable {
    let language: Language

    init(_ language: Language) { self.language = language }


    func businessName(_ business: Business) -> String {
        switch business {
        case .deposit: return pick("Deposit", "예금")
        case .loan: return pick("Loan", "대출")
        }
    }

    /// A customer on the board: `"12 - Deposit"` / `"12 - 예금"` (seed).
    func customerLabel(_ customer: Customer) -> String {
        "\(customer.number) - \(businessName(customer.business))"
    }

    /// What starts a loan customer's row when the theme has no colour to
    /// show loans apart: `L ` / `대출 `.
    var loanMark: String { pick("L ", "대출 ") }

    /// A banker's seat: `"Deposit 1"` / `"예금 1"`.
    func bankerName(_ banker: Banker) -> String {
        "\(businessName(banker.business)) \(banker.number)"
    }

    /// The seed's timer line: `"업무시간 - MM:SS:mmm"`.
    func businessTimeLine(_ time: Duration) -> String {
        pick("Business time - ", "업무시간 - ") + BusinessClock.format(time)
    }

    var waitingTitle: String { pick("Waiting", "대기중") }
    var workingTitle: String { pick("Working", "업무중") }
    var hintAddCustomers: String { pick("Add 10 customers", "고객 10명 추가") }
    var hintReset: String { pick("Reset", "초기화") }
    var helpAddCustomers: String {
        pick("10 customers come in (numbers go on: 1–10, 11–20, …)", "고객 10명 추가 (번호는 이어서: 1–10, 11–20, …)")
    }
    var helpReset: String {
        pick("Reset: everyone leaves at once, the timer and the numbering start again",
             "초기화: 모두 바로 나가고, 시간과 번호가 처음부터 다시 시작")
    }
    var helpScrollWaiting: String { pick("Scroll the waiting column", "대기열 스크롤") }
    var helpPageWaiting: String { pick("Scroll a page, to the top or the end", "한 쪽씩, 처음, 끝으로 스크롤") }

    /// `"Served 12 · average wait 1.40 s · longest 3.50 s"`.
    func bankFigures(_ statistics: BankStatistics) -> String {
        let average = BusinessClock.seconds(statistics.averageWait)
        let longest = BusinessClock.seconds(statistics.longestWait)
        return pick("Served \(statistics.served) · average wait \(average) s · longest \(longest) s",
                    "처리 \(statistics.served)명 · 평균 대기 \(average)초 · 최장 대기 \(longest)초")
    }
}

extension BankStrings {
    // The live plots above the columns.
    var plotLineLabel: String { pick("Line", "대기 줄") }
    var plotWaitsLabel: String { pick("Waits", "대기 시간") }
    var plotBusyLabel: String { pick("Busy", "업무 비율") }
    var plotLineTitle: String { pick("Waiting line, last 4 min", "대기 줄, 최근 4분") }

    /// `"now 9 · peak 12"`: the line's length now and the longest sample shown.
    func plotLineSummary(now: Int, peak: Int) -> String {
        pick("now \(now) · peak \(peak)", "지금 \(now)명 · 최대 \(peak)명")
    }

    /// `"Waits (120 customers)"`.
    func plotWaitsTitle(_ total: Int) -> String {
        pick("Waits (\(total) customers)", "대기 시간 (\(total)명)")
    }

    /// A histogram bucket's label: `<1s`, `1–2s`, `1–5m`, `5m+` (Korean:
    /// `<1초`, `1–2초`, `1–5분`, `5분+`).
    func waitBucketLabel(_ index: Int) -> String {
        let (lower, upper) = WaitBuckets.range(of: index)
        let (secondUnit, minuteUnit) = (pick("s", "초"), pick("m", "분"))
        func text(_ seconds: Int, unit: Bool) -> String {
            seconds >= 60 && seconds % 60 == 0 ? "\(seconds / 60)" + (unit ? minuteUnit : "") : "\(seconds)" + (unit ? secondUnit : "")
        }
        guard let upper else { return text(lower, unit: true) + "+" }
        if lower == 0 { return "<" + text(upper, unit: true) }
        // One unit when both bounds share it: 1–2s, 1–5m; else each its own: 30s–1m.
        let sameUnit = (lower >= 60) == (upper >= 60)
        return text(lower, unit: !sameUnit) + "–" + text(upper, unit: true)
    }

    /// A share as a whole percentage, right-aligned in four columns: `" 80%"`.
    func percent(_ share: Double) -> String {
        let text = "\(Int((min(1, max(0, share)) * 100).rounded()))%"
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    /// `"12 served"`: a banker's finished customers.
    func servedCount(_ count: Int) -> String { pick("\(count) served", "\(count)명 처리") }

    /// `"+12 more"` bankers that did not fit.
    func moreBankers(_ count: Int) -> String { pick("+\(count) more", "외 \(count)명") }
}

/// Formats durations for the bank tab.
enum BusinessClock {
    /// `MM:SS:mmm` (seed), minutes growing past 99 rather than wrapping.
    static func format(_ time: Duration) -> String {
        let milliseconds = max(0, Int(time.components.seconds) * 1000 + Int(time.components.attoseconds / 1_000_000_000_000_000))
        let minutes = milliseconds / 60_000
        let seconds = milliseconds / 1000 % 60
        let millis = milliseconds % 1000
        return pad(minutes, 2) + ":" + pad(seconds, 2) + ":" + pad(millis, 3)
    }

    /// Seconds with two decimals: `"1.40"`.
    static func seconds(_ time: Duration) -> String {
        let hundredths = max(0, Int(time.components.seconds) * 100 + Int(time.components.attoseconds / 10_000_000_000_000_000))
        return "\(hundredths / 100)." + pad(hundredths % 100, 2)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

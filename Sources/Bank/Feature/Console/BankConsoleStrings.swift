import BankCore

/// Strings of the console mode, `bankui bank`: the original console app's
/// wording in Korean.
extension BankStrings {
    var consoleMenu: [String] { [pick("1 : Open the bank", "1 : 은행 개점"), pick("2 : Quit", "2 : 종료")] }
    var consolePrompt: String { pick("Input : ", "입력 : ") }
    var consoleWrongInput: String { pick("Wrong input.", "잘못 입력하셨습니다.") }

    /// `"3번 고객 예금업무 시작"`.
    func consoleStarted(_ customer: Customer) -> String {
        pick("Customer \(customer.number): \(businessName(customer.business).lowercased()) started",
             "\(customer.number)번 고객 \(businessName(customer.business))업무 시작")
    }

    /// `"3번 고객 예금업무 완료"`.
    func consoleFinished(_ customer: Customer) -> String {
        pick("Customer \(customer.number): \(businessName(customer.business).lowercased()) finished",
             "\(customer.number)번 고객 \(businessName(customer.business))업무 완료")
    }

    /// The closing sentence. `seconds` is already rounded to 0.01 s and is
    /// printed as the original printed it, as a `Double` describes itself:
    /// `7.7`, `12.0`, `7.75` (never `7.70`).
    func consoleClosing(served: Int, seconds: Double) -> String {
        pick("The bank is closed. \(served) customers were served today, in a total business time of \(seconds) seconds.",
             "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 \(served)명이며, 총 업무시간은 \(seconds)초 입니다.")
    }
}

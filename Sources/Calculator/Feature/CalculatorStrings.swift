import CalculatorCore
import TextKit
import TabKit

/// Strings of the calculator tab.
struct CalculatorStrings: StringTable {
    let language: Language

    init(_ language: Language) { self.language = language }

    var calculatorHistoryTitle: String { pick("History", "계산 기록") }
    /// What the history pane says until the stored history is read.
    var calculatorReadingHistory: String { pick("Reading the history…", "계산 기록을 읽는 중…") }
    var calculatorNoHistory: String {
        pick("No calculations yet. Type a number, an operator, a number and Enter.",
             "아직 계산 기록이 없습니다. 숫자, 연산자, 숫자를 입력하고 Enter를 누르세요.")
    }

    // Key hints: short, because up to eight share the bottom line with Help and Quit.
    var calculatorHintStart: String { pick("Calculate", "계산") }
    var calculatorHintOperate: String { pick("Operate", "연산") }
    var calculatorHintNew: String { pick("New", "새 계산") }
    var calculatorHintContinue: String { pick("Continue", "이어서") }
    var calculatorHintHistory: String { pick("History", "기록") }
    var calculatorHintClearHistory: String { pick("Clear", "기록 삭제") }

    // Help: every key, in full.
    var calculatorHelpDigits: String { pick("Type a digit", "숫자 입력") }
    var calculatorHelpDoubleZero: String { pick("Type 00", "00 입력") }
    var calculatorHelpPoint: String { pick("Decimal point (a second one is ignored)", "소수점 (두 번째는 무시)") }
    var calculatorHelpOperators: String {
        pick("Add, subtract, multiply, divide (x × ÷ too)", "더하기, 빼기, 곱하기, 나누기 (x × ÷ 도 가능)")
    }
    var calculatorHelpEquals: String { pick("Result", "결과") }
    var calculatorHelpAllClear: String { pick("AC: clear the calculation", "AC: 계산 모두 지우기") }
    var calculatorHelpClearEntry: String { pick("CE: clear the number being typed", "CE: 입력 중인 숫자 지우기") }
    var calculatorHelpNegate: String { pick("⁺⁄₋: change the sign", "⁺⁄₋: 부호 바꾸기") }
    var calculatorHelpBackspace: String { pick("Erase the last typed digit", "마지막 입력 지우기") }
    var calculatorHelpScroll: String { pick("Choose a line of the history (↓ past the last: back to typing)", "기록의 줄 고르기 (마지막 줄에서 ↓: 입력으로)") }
    var calculatorHelpPage: String { pick("Choose a line a page away", "한 쪽 떨어진 줄 고르기") }
    var calculatorHelpEnds: String { pick("Oldest / newest line", "처음 / 마지막 줄") }
    var calculatorHelpUseLine: String {
        pick("On a chosen line: bring its number back as the number typed (a click chooses, a double click brings back)",
             "고른 줄에서: 그 숫자를 입력으로 가져오기 (클릭으로 고르고, 두 번 클릭으로 가져옴)")
    }
    var calculatorHelpLeaveLine: String { pick("On a chosen line: back to typing, nothing cleared", "고른 줄에서: 지우지 않고 입력으로 돌아가기") }
    var calculatorHintUseLine: String { pick("Use", "가져오기") }
    var calculatorHintLeaveLine: String { pick("Back", "돌아가기") }
    var calculatorHelpPercent: String {
        pick("Percent: after + or −, that share of the value so far (200 + 10 % adds 20); otherwise a hundredth",
             "퍼센트: + 또는 − 뒤에서는 앞의 값의 그만큼 (200 + 10 % 는 20을 더함), 그 밖에는 100분의 1")
    }
    var calculatorHelpUndoClear: String { pick("Undo AC or CE, right after it", "방금 한 AC 또는 CE 되돌리기") }
    var calculatorHintUndoClear: String { pick("Undo AC", "AC 되돌리기") }
    var calculatorHelpClearHistory: String { pick("Clear the history (asks first)", "기록 삭제 (먼저 확인)") }
    var calculatorHelpPaste: String { pick("Numbers and operators are typed", "숫자와 연산자를 입력") }

    // The clear-history dialog.
    var calculatorClearTitle: String { pick("Clear history", "기록 삭제") }
    func calculatorClearMessage(lines: Int, keepsCurrent: Bool) -> String {
        let kept = keepsCurrent
            ? pick(" The calculation in progress stays.", " 진행 중인 계산은 남습니다.") : ""
        let english = lines == 1 ? "the 1 line" : "all \(lines) lines"
        return pick("Delete \(english) of the calculator history? This cannot be undone.",
                    "계산 기록 \(lines)줄을 모두 지울까요? 되돌릴 수 없습니다.") + kept
    }
    var calculatorClearButton: String { pick("Clear", "지우기") }

    // Notices under the number.
    /// What a result beyond the range became, said the same way at both ends.
    func calculatorOutOfRange(_ end: ExactNumber.RangeEnd) -> String {
        switch end {
        case .tooLarge: pick("The result reached 10^100, the largest kept: it is NaN.",
                             "결과가 10^100에 이르러 다룰 수 있는 범위를 넘었습니다: NaN입니다.")
        case .tooSmall: pick("The result was below 10^-100, the smallest kept: it is 0.",
                             "결과가 10^-100보다 작아 다룰 수 있는 범위를 넘었습니다: 0입니다.")
        }
    }

    var calculatorClearedUndoable: String { pick("Cleared: u brings it back.", "지웠습니다. u로 되돌립니다.") }
    var calculatorClearUndone: String { pick("Brought back what was cleared.", "지운 계산을 되돌렸습니다.") }
    var calculatorNothingToUndo: String {
        pick("Nothing to undo: u undoes AC or CE right after it.", "되돌릴 것이 없습니다. u는 방금 한 AC나 CE를 되돌립니다.")
    }
    var calculatorCannotUseNaN: String { pick("NaN is no number to calculate with.", "NaN은 계산할 수 있는 숫자가 아닙니다.") }
    var calculatorTooManyDigits: String {
        pick("A number has at most 20 digits.", "숫자는 20자리까지 입력할 수 있습니다.")
    }
    func calculatorPasteIgnored(_ count: Int) -> String {
        pick("Skipped \(count) pasted \(count == 1 ? "character that is not a number or an operator" : "characters that are not numbers or operators").",
             "숫자나 연산자가 아닌 붙여넣은 문자 \(count)개를 건너뛰었습니다.")
    }
    func calculatorPasteCut(_ limit: Int) -> String {
        pick("Only the first \(limit) characters of the paste were used.",
             "붙여넣은 내용 중 처음 \(limit)자만 사용했습니다.")
    }
    func calculatorSaveFailed(_ detail: String) -> String {
        pick("The database refused these lines (\(detail)): they stay on screen but are not stored.",
             "데이터베이스가 이 기록을 받지 않았습니다 (\(detail)). 화면에는 남지만 저장되지 않았습니다.")
    }
    func calculatorLoadFailed(_ detail: String) -> String {
        pick("Could not read the stored history (\(detail)). New lines are still saved.",
             "저장된 기록을 읽지 못했습니다 (\(detail)). 새 기록은 계속 저장됩니다.")
    }
    func calculatorClearFailed(_ detail: String) -> String {
        pick("Could not clear the history (\(detail)); it is unchanged.",
             "기록을 지우지 못했습니다 (\(detail)). 기록은 그대로입니다.")
    }
}

/// The words every tab shares: buttons, dialog keys, error titles.
public struct Words: StringTable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    public var yes: String { pick("Yes", "예") }
    public var no: String { pick("No", "아니오") }
    public var ok: String { pick("OK", "확인") }
    public var cancel: String { pick("Cancel", "취소") }
    public var close: String { pick("Close", "닫기") }
    public var confirm: String { pick("Confirm", "확인") }
    public var choose: String { pick("Choose", "선택") }
    public var erase: String { pick("Erase", "지우기") }
    public var scroll: String { pick("Scroll", "스크롤") }
    public var errorTitle: String { pick("Error", "오류") }

    // Dialog keys, in help.
    public var dialogSection: String { pick("Dialogs", "알림 창") }
    public var helpChooseButton: String { pick("Choose a button", "버튼 선택") }
    public var helpPreviousButton: String { pick("Choose the button to the left", "왼쪽 버튼 선택") }
    public var helpNextButton: String { pick("Choose the button to the right", "오른쪽 버튼 선택") }
    public var helpPressButton: String { pick("Press the chosen button", "고른 버튼 누르기") }
    public var helpButtonShortcut: String { pick("Press a button by its letter", "글자로 버튼 누르기") }
    public var helpCloseDialog: String { pick("Close without choosing", "고르지 않고 닫기") }
}

/// Numbers as people read them.
public enum NumberText {
    /// A whole number with thousands separators: `1,000,000`, `-1,234`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}

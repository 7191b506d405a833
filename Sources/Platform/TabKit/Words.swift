import TextKit
import TerminalUI

/// The words every tab shares: buttons, dialog keys, text field keys, error titles.
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
    public var helpYesButton: String {
        pick("Press Yes (or the button that goes ahead)", "예 누르기 (또는 진행하는 버튼)")
    }
    public var helpNoButton: String {
        pick("Press No (or the button that leaves things as they are)", "아니오 누르기 (또는 그대로 두는 버튼)")
    }
    public var helpCloseDialog: String { pick("Close without choosing", "고르지 않고 닫기") }

    /// What a list key does, in the config file's comments.
    public func helpListKey(_ action: ListKeys.Action) -> String {
        switch action {
        case .previous: pick("Every list: one up", "모든 목록: 하나 위로")
        case .next: pick("Every list: one down", "모든 목록: 하나 아래로")
        case .pageUp: pick("Every list: a page up", "모든 목록: 한 쪽 위로")
        case .pageDown: pick("Every list: a page down", "모든 목록: 한 쪽 아래로")
        case .first: pick("Every list: to the top", "모든 목록: 맨 위로")
        case .last: pick("Every list: to the end", "모든 목록: 맨 끝으로")
        }
    }

    // Text field keys, in help.
    public var textFieldSection: String { pick("Text fields", "입력 칸") }
    /// What a text field's editing key does.
    public func helpTextKey(_ action: TextEditingKeys.Action) -> String {
        switch action {
        case .left: pick("The cursor one character left", "커서를 한 글자 왼쪽으로")
        case .right: pick("The cursor one character right", "커서를 한 글자 오른쪽으로")
        case .lineStart: pick("To the start of the line", "줄의 처음으로")
        case .lineEnd: pick("To the end of the line", "줄의 끝으로")
        case .deleteBackward: pick("Delete the character before the cursor", "커서 앞 글자 지우기")
        case .deleteForward: pick("Delete the character at the cursor", "커서 자리의 글자 지우기")
        case .deleteToStart: pick("Delete to the start of the line", "줄의 처음까지 지우기")
        case .deleteToEnd: pick("Delete to the end of the line", "줄의 끝까지 지우기")
        case .deleteWord: pick("Delete the word before the cursor", "커서 앞 낱말 지우기")
        }
    }
    /// What a key of a text of several lines does.
    public func helpTextAreaKey(_ line: TextAreaKeys.HelpLine) -> String {
        switch line {
        case .lines: pick("In a text of several lines: the line above / below", "여러 줄 글에서: 윗줄 / 아랫줄로")
        case .pages: pick("In a text of several lines: a page up / down", "여러 줄 글에서: 한 쪽 위 / 아래로")
        case .newLine: pick("In a text of several lines: a new line", "여러 줄 글에서: 줄 바꾸기")
        }
    }
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

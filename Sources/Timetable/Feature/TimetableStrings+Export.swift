import TabKit
import TextKit
import TimetableCore

/// Strings of the export form.
extension TimetableStrings {
    // MARK: The export form

    func exportTitle(_ name: String) -> String { pick("Export \(name) as a calendar", "\(name) 캘린더로 내보내기") }
    var pathLabel: String { pick("File", "파일") }
    var exportHint: String {
        pick("Enter writes the .ics file (a directory: the file inside it; ~ is your home). Esc cancels.",
             "Enter로 .ics 파일을 저장해요 (디렉터리면 그 안에, ~는 홈 디렉터리). Esc는 취소.")
    }
    var exportNeedsPath: String { pick("Type where to write the calendar.", "캘린더를 저장할 곳을 입력하세요.") }
    var exportUnreadablePath: String {
        pick("The path holds characters that could not be read (not UTF-8); type it again.",
             "경로에 읽을 수 없는 글자(UTF-8이 아닌)가 있어요. 다시 입력해 주세요.")
    }
    func exportPathCut(_ limit: Int) -> String { pick("The path was cut to \(limit) characters.", "경로를 \(limit)자로 줄였어요.") }
    var exportReplaceTitle: String { pick("Replace the file?", "파일을 바꿀까요?") }
    func exportReplaceQuestion(_ path: String) -> String {
        pick("\(path) is already there. Replace it with this calendar?", "\(path) 파일이 이미 있어요. 이 캘린더로 바꿀까요?")
    }
    var hintWrite: String { pick("Write", "저장") }
    var helpExportSection: String { pick("Export form", "내보내기 창") }
    var helpExportSave: String {
        pick("Write the calendar to the path (asks before replacing a file)", "그 경로에 캘린더 저장 (있는 파일은 먼저 물어봐요)")
    }
    var helpExportCancel: String { pick("Cancel the export", "내보내기 취소") }
    var helpExportForm: String {
        pick("Export the shown timetable as an iCalendar file: a path to type, the data directory's by default",
             "보이는 시간표를 iCalendar 파일로 내보내기: 경로 입력 (기본은 데이터 디렉터리)")
    }
}

import TerminalUI
import TimetableCore

/// The form that makes a timetable (the original's 시간표 추가): a name
/// and, apart from it, a semester, a year and one of the four terms.
struct CreateForm {
    enum Focus { case name, semester }

    var field: TextFieldState
    var semester: Semester
    var focus = Focus.name
    /// The name the form opened with: a draft is kept only when it differs.
    let initialName: String

    init(name: String, semester: Semester, limit: Int) {
        field = TextFieldState(text: name, maxLength: limit)
        self.semester = semester
        initialName = name
    }
}

import FileKit
import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// The export form (`e`): a path, prefilled with the file the export
/// writes by default (the data directory and the timetable's name), that
/// the user may change. `Enter` writes through the tab's one file writer
/// (whole or not at all, off the main actor): `~` is the home directory, a
/// directory gets the default file name inside it, an existing file is
/// asked about first; what went wrong is said in the form, with the path,
/// and the form stays open to try another. `Esc` cancels.
extension TimetableTab {
    /// The form: the path being typed.
    struct ExportForm {
        /// The timetable it exports.
        var timetable: UUID
        var field: TextFieldState
    }

    /// The longest path the field takes, in characters.
    static let pathLimit = 1024

    /// Opens the form for the shown timetable.
    func openExportForm() {
        guard let timetable = shown else { return }
        overlay = .export(ExportForm(timetable: timetable.id,
                                     field: TextFieldState(text: exportURL(for: timetable).path, maxLength: Self.pathLimit)))
    }

    /// Where `typed` writes `timetable`'s calendar: `~` expanded, relative
    /// to the current directory, a directory (existing, or written with a
    /// `/` at the end) given the default file name inside it; nil for a
    /// path of blanks only.
    func exportPath(_ typed: String, for timetable: Timetable) -> String? {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var path = trimmed
        if path == "~" || path.hasPrefix("~/") {
            let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            path = home + path.dropFirst()
        }
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
            path = directory + "/" + exportURL(for: timetable).lastPathComponent
        }
        // `./`, `../` and doubled slashes taken out, so the path said is the one written.
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The form's keys: typing edits the path, Enter writes (asking first
    /// over a file that is there), Esc cancels.
    func handleExport(_ key: Key, _ current: ExportForm) {
        var form = current
        notice = nil
        if keys.exportCancel.matches(key) {
            overlay = nil
            return
        }
        if keys.exportSave.matches(key) {
            guard let timetable = timetables.first(where: { $0.id == form.timetable }) else {
                overlay = nil
                return
            }
            guard let path = exportPath(form.field.text, for: timetable) else {
                say(strings.exportNeedsPath, isError: true)
                return
            }
            // Bytes that were not UTF-8 came in as U+FFFD: no file is named after a guess.
            guard !path.unicodeScalars.contains("\u{FFFD}") else {
                say(strings.exportUnreadablePath, isError: true)
                return
            }
            if FileManager.default.fileExists(atPath: path) {
                showOver(Modal(title: strings.exportReplaceTitle, message: strings.exportReplaceQuestion(TerminalText.sanitize(path)),
                               buttons: [.init(strings.words.yes, action: .exportTo(path), shortcut: keys.dialog.yes),
                                         .init(strings.words.no, shortcut: keys.dialog.no)], defaultButton: 1))
            } else {
                export(timetable, to: path)
            }
            return
        }
        if case .paste(let text) = key {
            // A path is one line: what a paste brings of control characters goes.
            form.field.insert(String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control })))
        } else {
            _ = form.field.handle(key, keys: keys.text.editing)
        }
        if form.field.hitLimit { say(strings.exportPathCut(Self.pathLimit)) }
        overlay = .export(form)
    }

    /// Writes `timetable` as an iCalendar file for its semester to `path`,
    /// off the main actor with the one file writer (an old file there stays
    /// whole if the disk is full); the answer says where, or why not.
    func export(_ timetable: Timetable, to path: String) {
        let range = ICalendar.semester(year: timetable.year, semester: timetable.semester)
        let text: String
        do throws(ICalendarDateError) {
            text = try ICalendar.export(timetable, from: range.start, to: range.end, stamp: now(), language: strings.language,
                                        holidays: Set(holidays.keys))
        } catch {
            say(strings.exportFailed(TerminalText.sanitize(path), strings.language == .ko ? error.korean : error.description),
                isError: true)
            return
        }
        let writer = fileWriter, korean = strings.language == .ko
        effects.background {
            do throws(FileWriteFailure) {
                try writer.write(text, to: path)
                return Message.exported(path: path, failure: nil)
            } catch {
                return Message.exported(path: path, failure: korean ? error.koreanReason : error.reason)
            }
        }
    }

    /// The answer of a write: written, the form closes; not, it stays open
    /// with why, to try another path.
    func exportAnswered(path: String, failure: String?) {
        let shownPath = TerminalText.sanitize(path)
        if let failure {
            say(strings.exportFailed(shownPath, failure), isError: true)
        } else {
            if case .export = overlay { overlay = nil }
            say(strings.exported(shownPath))
        }
    }

    /// The form over the grid: the path, and what was refused.
    func renderExport(in area: Rect, form: inout ExportForm, buffer: inout Buffer) {
        let width = min(100, max(0, area.width - 4))
        let box = area.centered(width: width, height: 5)
        guard box.width >= 10, box.height >= 3 else { return }
        // The rows under it cleared whole: no piece of the grid peeks out beside it.
        buffer.fill(Rect(x: area.x, y: box.y - 1, width: area.width, height: box.height + 2).intersection(area))
        buffer.markModal(box)
        let name = timetables.first { $0.id == form.timetable }.map { TerminalText.sanitize($0.name) } ?? ""
        let inner = Pane(title: strings.exportTitle(name), isFocused: true).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        let label = strings.pathLabel + " "
        let x = buffer.write(label, x: inner.x + 1, y: inner.y, style: buffer.theme.title, maxWidth: max(0, inner.width - 1))
        TextField(isFocused: true).render(in: Rect(x: x, y: inner.y, width: max(0, inner.maxX - x - 1), height: 1),
                                          buffer: &buffer, state: &form.field)
        guard inner.height > 1 else { return }
        let line = notice.map { ($0.text, $0.isError ? buffer.theme.error : buffer.theme.dim) }
            ?? (strings.exportHint, buffer.theme.dim)
        for (row, text) in TextWrap.lines(line.0, width: max(1, inner.width - 2)).prefix(inner.height - 1).enumerated() {
            buffer.write(text, x: inner.x + 1, y: inner.y + 1 + row, style: line.1, maxWidth: max(0, inner.width - 2))
        }
    }
}

import Foundation
import FileKit
import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// `e` opens a form with the path the export writes by default; the path
/// can be changed; Enter writes through the tab's file writer, asking
/// before replacing a file; what went wrong is said in the form.
@MainActor
@Suite struct TimetableExportFormTests {
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-export-form-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func form(_ harness: TimetableHarness) -> TimetableTab.ExportForm? {
        guard case .export(let form)? = harness.tab.overlay else { return nil }
        return form
    }

    @Test(arguments: Language.allCases)
    func eOpensTheFormWithTheDefaultPath(language: Language) {
        for size in [Size(width: 80, height: 24), TimetableSnapshotTests.large] {
            let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language,
                                           size: size, exportDirectory: URL(fileURLWithPath: "/home/mina/.local/share/bankui"))
            harness.send(.character("e"))
            #expect(Self.form(harness)?.field.text == "/home/mina/.local/share/bankui/2026-2.ics")
            assertSnapshot(harness.driver, named: "timetable-export-form-\(size.width)x\(size.height)-\(language.rawValue)")
            harness.send(.escape)
            #expect(!harness.tab.capturesKeys)
        }
    }

    @Test func aTypedPathIsWritten() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]))
        harness.send(.character("e"), .control("u"))
        harness.type(directory.path + "/mine.ics")
        harness.send(.enter)
        let text = try String(contentsOf: directory.appendingPathComponent("mine.ics"), encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCALENDAR") && text.contains("자료구조"))
        #expect(!harness.tab.capturesKeys, "written: the form closes")
        #expect(harness.screen.contains("Calendar written to"))
    }

    @Test func aDirectoryGetsTheDefaultFileName() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]))
        harness.send(.character("e"), .control("u"))
        harness.type(directory.path)
        harness.send(.enter)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("2026-2.ics").path))
        guard let shown = harness.tab.shown else { Issue.record("no timetable"); return }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        #expect(harness.tab.exportPath("~/cal.ics", for: shown) == home + "/cal.ics")
        #expect(harness.tab.exportPath("~/nowhere-\(UUID())/", for: shown)?.hasSuffix("/2026-2.ics") == true)
        #expect(harness.tab.exportPath("   ", for: shown) == nil)
        #expect(harness.tab.exportPath("a.ics", for: shown) == FileManager.default.currentDirectoryPath + "/a.ics")
        // The path said is the one written: no `./` or `..` left in it.
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        #expect(harness.tab.exportPath("./b.ics", for: shown) == here + "/b.ics")
        #expect(harness.tab.exportPath("/tmp//x/../c.ics", for: shown) == "/tmp/c.ics")
    }

    @Test(arguments: Language.allCases)
    func anExistingFileIsAskedAboutFirst(language: Language) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("2026-2.ics")
        try Data("mine".utf8).write(to: file)
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language,
                                       exportDirectory: directory)
        harness.send(.character("e"), .enter)
        #expect(harness.screen.contains(language == .en ? "is already there" : "파일이 이미 있어요"))
        harness.send(.character("n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
        #expect(Self.form(harness) != nil, "No: back to the form")
        harness.send(.enter, .character("y"))
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
        #expect(!harness.tab.capturesKeys)
    }

    @Test(arguments: Language.allCases)
    func noSuchDirectoryIsSaidInTheFormWithThePath(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.send(.character("e"), .control("u"))
        harness.type("/nonexistent-bankui-dir/x.ics")
        harness.send(.enter)
        #expect(Self.form(harness) != nil, "the form stays open to try another path")
        #expect(harness.tab.notice?.isError == true)
        #expect(harness.screen.contains("/nonexistent-bankui-dir/x.ics"))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-bankui-dir"))
    }

    @Test func aFullDiskWritesNothingAndSaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = FileWriter { _, _, _ in
            errno = ENOSPC
            return -1
        }
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]),
                                       exportDirectory: directory, fileWriter: full)
        harness.send(.character("e"), .enter)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(harness.tab.notice?.text == "Cannot write \(directory.path)/2026-2.ics: No space left on device")
        #expect(Self.form(harness) != nil)
    }

    /// A paste of control characters and a path longer than the field
    /// takes: the field keeps one clean line of at most 1,024 characters.
    @Test func badInputNeitherCrashesNorGarbles() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]))
        harness.send(.character("e"), .control("u"), .paste("/tmp/a\u{1b}[2J\nb\u{7}.ics"))
        #expect(Self.form(harness)?.field.text == "/tmp/a[2Jb.ics")
        // What a terminal decoded from bytes that were not UTF-8: refused, nothing written.
        let before = Self.form(harness)?.field.text ?? ""
        harness.send(.control("u"), .paste("/tmp/\u{FFFD}\u{FFFD}(x-\(UUID()).ics"), .enter)
        #expect(harness.tab.notice?.isError == true)
        #expect(Self.form(harness) != nil)
        harness.send(.control("u"), .paste(before))
        harness.send(.paste(String(repeating: "x", count: 5000)))
        #expect(Self.form(harness)?.field.text.count == TimetableTab.pathLimit)
        // Tiny, then back: the form is drawn again whole.
        for size in [Size(width: 30, height: 10), Size(width: 60, height: 20), Size(width: 80, height: 24)] {
            harness.driver.resize(to: size)
            #expect(harness.tab.capturesKeys)
        }
        #expect(harness.screen.contains("xxxx"))
    }
}

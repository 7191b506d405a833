import Foundation
import XCTest

/// What used to print a raw system message, or nothing, now says what
/// happened in the program's words.
final class PlainWordsEndToEndTests: CommandEndToEndTestCase {
    /// A database file that is a symbolic link to nothing: once SQLite's
    /// "unable to open database file".
    func testADanglingDatabaseLinkIsNamed() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let link = dataDirectory + "/bankui.sqlite"
        let target = directory.appendingPathComponent("gone/bankui.sqlite").path
        XCTAssertEqual(symlink(target, link), 0)
        for arguments in [["kanban", "add", "Milk"], ["kanban", "list"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 66, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains("it is a symbolic link to \(target), which does not exist"), "\(arguments): \(result.errors)")
            XCTAssertFalse(result.errors.contains("unable to open database file"), result.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing was made at the link's end")
    }

    /// `BANKUI_CONFIG` naming a file that is not there was ignored without
    /// a word.
    func testAMissingConfigFileNamedByTheEnvironmentIsSaid() throws {
        let missing = directory.appendingPathComponent("no-such-config.toml").path
        let result = try run(["keys"], environment: ["BANKUI_CONFIG": missing], addDataDirectory: false)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors,
                       "bankui: BANKUI_CONFIG names \(missing), which does not exist: going on with every setting at its default\n")
        XCTAssertFalse(result.output.isEmpty, "it went on")
        let quiet = try run(["keys"], addDataDirectory: false)
        XCTAssertEqual(quiet.errors, "", "no file at the usual place is no news")
    }

    /// `bankui config` did not do what its help said (it refused without
    /// `--default`); now it prints the complete file, as `--default` does.
    func testConfigPrintsTheCompleteFileAsItsHelpSays() throws {
        let plain = try run(["config"], addDataDirectory: false)
        XCTAssertEqual(plain.status, 0, plain.errors)
        XCTAssertTrue(plain.output.contains("[keys.kanban]"), plain.output)
        XCTAssertEqual(try run(["config", "--default"], addDataDirectory: false).output, plain.output)
        let help = try run(["config", "--help"], addDataDirectory: false)
        XCTAssertTrue(help.output.contains("not your own file"), help.output)
    }

    /// `overdue = 200`: the docs promise a number from 0 to 255; it was
    /// refused as "must be a string".
    func testAColourNumberWithoutQuotesIsTaken() throws {
        let config = try write("config.toml", "[colors]\noverdue = 200\n")
        let result = try run(["keys"], environment: ["BANKUI_CONFIG": config], addDataDirectory: false)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
    }
}

import Foundation
import XCTest

/// What every command writes passes the one cleaner, the parser's own
/// messages included; and a help nobody can read is not a success.
final class OutputEndToEndTests: CommandEndToEndTestCase {
    /// The parser quoted the argument raw: a window title in `--tab` renamed
    /// the terminal that showed the usage error.
    func testAUsageErrorQuotesTheArgumentWithoutItsEscapeSequence() throws {
        let result = try run(["--tab", "\u{1B}]0;PWNED\u{07}\u{1B}[31mbank"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("bank"), result.errors)
        XCTAssertFalse(result.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, result.errors)
        XCTAssertFalse(result.errors.contains("PWNED"), result.errors)
    }

    func testAHelpThatCannotBeWrittenEndsWithStatus74() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let result = try run(["--help"], output: full)
        XCTAssertEqual(result.status, 74)
        XCTAssertTrue(result.errors.contains("cannot write the output"), result.errors)
        XCTAssertEqual(try run(["--help"]).status, 0)
    }

    /// `bankui --version` alone is answered before the parser reads the
    /// command definitions; with other options the parser answers. Both say
    /// the same, and neither calls an unwritable version a success.
    func testTheVersionAloneIsTheParsersVersion() throws {
        let alone = try run(["--version"], addDataDirectory: false)
        let parsed = try run(["--version"])
        XCTAssertEqual(alone.status, 0, alone.errors)
        XCTAssertEqual(parsed.status, 0, parsed.errors)
        XCTAssertTrue(alone.output.hasPrefix("bankui "), alone.output)
        XCTAssertEqual(alone.output, parsed.output)
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        for arguments in [["--version"], ["--lang", "en", "--version"]] {
            let result = try run(arguments, output: full, addDataDirectory: false)
            XCTAssertEqual(result.status, 74, "\(arguments)")
            XCTAssertTrue(result.errors.contains("cannot write the output") || result.errors.contains("No space left"), result.errors)
        }
    }
}

/// The sysexits statuses of a start that cannot go on: not on a terminal
/// (64), a database file that is not bankui's (65), one that cannot be
/// made (73), each with its reason on standard error.
final class StartRefusalEndToEndTests: CommandEndToEndTestCase {
    func testWithoutATerminalTheStatusIsUsage() throws {
        let result = try run([])
        XCTAssertEqual(result.status, 64, result.errors)
        XCTAssertEqual(result.errors, "bankui: standard input and output must be a terminal\n")
    }

    func testAFileThatIsNotADatabaseIsBadData() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        try Data("not a database, just words\n".utf8).write(to: URL(fileURLWithPath: dataDirectory + "/bankui.sqlite"))
        let interface = try run([])
        XCTAssertEqual(interface.status, 65, interface.errors)
        XCTAssertTrue(interface.errors.contains("bankui.sqlite"), interface.errors)
        let command = try run(["kanban", "export"])
        XCTAssertEqual(command.status, 65, command.errors)
    }

    func testADataDirectoryThatCannotBeMadeIsCannotCreate() throws {
        let file = try write("plain-file", Data("x".utf8))
        let result = try run(["kanban", "boards", "new", "Work", "--data-dir", file + "/data"], addDataDirectory: false)
        XCTAssertEqual(result.status, 73, result.errors)
    }
}

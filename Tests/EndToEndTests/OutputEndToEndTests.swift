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
}

import Foundation
import XCTest

/// `bankui bank` and the bank options from a shell: messages and help.
final class BankConsoleEndToEndTests: XCTestCase {
    func testOptionsAreRefusedWithTheirNameAndRange() throws {
        let cases: [([String], String)] = [
            (["bank", "--seed", "-1"], "--seed must be a whole number from 0 to 18446744073709551615, got -1"),
            (["bank", "--speed", "0x10"], "--speed must be a decimal number from 0.01 to 1000000, got 0x10"),
            (["--deposit-seconds", "inf"], "--deposit-seconds must be a decimal number from 0.001 to 3600, got inf"),
            (["bank", "--loan-seconds", "1e400"], "--loan-seconds must be a decimal number from 0.001 to 3600, got 1e400"),
        ]
        for (arguments, message) in cases {
            let result = try BankEndToEndTests.runBankui(arguments, input: "")
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.errors.contains(message), result.errors)
        }
    }

    func testHelpShowsEachDefaultOnce() throws {
        let result = try BankEndToEndTests.runBankui(["--help"], input: "")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Bankers serving deposits. (default: 2)"), result.output)
        XCTAssertFalse(result.output.contains("(default 2)"), result.output)
    }
}

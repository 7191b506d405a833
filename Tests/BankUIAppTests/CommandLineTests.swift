import BankCore
import Testing
@testable import BankUIApp

/// The command line: options are checked before anything starts.
@Suite struct CommandLineTests {
    @Test func optionsAreValidated() throws {
        for arguments in [["--deposit-bankers", "0"], ["--loan-bankers", "-2"], ["--deposit-seconds", "0"],
                          ["--loan-seconds", "-1"], ["--speed", "0"], ["--speed", "nan"], ["bank", "--speed", "-3"],
                          ["bank", "--customers", "-1"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try BankUICommand.parseAsRoot(arguments) }
        }
        let command = try BankUICommand.parseAsRoot(["--deposit-bankers", "3", "--loan-seconds", "2", "--speed", "4"])
        let configuration = try #require(command as? BankUICommand).bank.configuration()
        #expect(configuration.depositBankers == 3 && configuration.loanSeconds == 2 && configuration.speedFactor == 4)
        #expect(BankOptions.message(for: .bankerCount(.deposit, 0)) == "--deposit-bankers must be a whole number from 1 to 1000, got 0")
    }
}

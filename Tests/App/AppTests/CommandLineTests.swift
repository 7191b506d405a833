import ArgumentParser
import BankCore
import Testing
@testable import AppRoot
import ConsoleKit
import Shell
import Settings
import TerminalUI
@testable import BankFeature

/// The command line: options are checked before anything starts.
@Suite struct CommandLineTests {
    /// The message bankui prints for these arguments, or nil if they parse.
    private func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try BankUICommand.parseAsRoot(arguments)
            return nil
        } catch {
            return BankUICommand.message(for: error)
        }
    }

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

    @Test func noMouseTurnsTheMouseOffAndWinsOverASetting() throws {
        let plain = try #require(try BankUICommand.parseAsRoot([]) as? BankUICommand)
        #expect(!plain.noMouse)
        let off = try #require(try BankUICommand.parseAsRoot(["--no-mouse"]) as? BankUICommand)
        #expect(off.noMouse)
        #expect(Launcher.mouse(flagOff: false))
        #expect(!Launcher.mouse(flagOff: true))
        #expect(!Launcher.mouse(flagOff: false, configured: false))
        #expect(!Launcher.mouse(flagOff: true, configured: true), "the flag wins over a setting")
    }

    @Test func plainDecimalsAreNumbers() throws {
        let command = try BankUICommand.parseAsRoot(["--deposit-seconds", ".5", "--loan-seconds", "+2.", "--speed", "1e3"])
        let configuration = try #require(command as? BankUICommand).bank.configuration()
        #expect(configuration.depositSeconds == 0.5 && configuration.loanSeconds == 2 && configuration.speedFactor == 1000)
        let bank = try #require(try BankUICommand.parseAsRoot(["bank", "--seed", "18446744073709551615", "--customers", "1000000"])
            as? BankConsoleCommand)
        #expect(bank.seed?.text == "18446744073709551615")
    }

    @Test func aNegativeSeedNamesTheOptionAndTheRange() {
        #expect(refusal(["bank", "--seed", "-1"]) == "--seed must be a whole number from 0 to 18446744073709551615, got -1")
        #expect(refusal(["bank", "--seed", "18446744073709551616"])
                == "--seed must be a whole number from 0 to 18446744073709551615, got 18446744073709551616")
        #expect(refusal(["bank", "--seed", "0x10"]) == "--seed must be a whole number from 0 to 18446744073709551615, got 0x10")
        #expect(refusal(["bank", "--customers", "ten"]) == "--customers must be a whole number from 0 to 1000000, got ten")
        #expect(refusal(["--loan-bankers", "1.5"]) == "--loan-bankers must be a whole number from 1 to 1000, got 1.5")
    }

    @Test(arguments: ["0x10", "0x1p-1", "inf", "-inf", "infinity", "nan", "1e400", "1_000", "1,5", " 2", "٣", ""])
    func onlyPlainDecimalsAreTaken(value: String) {
        #expect(refusal(["--speed", value]) == "--speed must be a decimal number from 0.01 to 1000000, got \(value)")
        #expect(refusal(["bank", "--deposit-seconds", value])
                == "--deposit-seconds must be a time from 0.001 to 3600 seconds (90, 90s, 2m, 1h30m), got \(value)")
        #expect(refusal(["--loan-seconds", value]) == "--loan-seconds must be a time from 0.001 to 3600 seconds (90, 90s, 2m, 1h30m), got \(value)")
    }

    @Test func outOfRangeDecimalsSayTheRangeAndTheValueAsTyped() {
        #expect(refusal(["--speed", "0"]) == "--speed must be a decimal number from 0.01 to 1000000, got 0")
        #expect(refusal(["--speed", "-3"]) == "--speed must be a decimal number from 0.01 to 1000000, got -3")
        #expect(refusal(["--loan-seconds", "3600.5"]) == "--loan-seconds must be a time from 0.001 to 3600 seconds (90, 90s, 2m, 1h30m), got 3600.5")
    }

    @Test func helpShowsEachDefaultOnce() throws {
        let helps = [BankUICommand.helpMessage(), BankUICommand.helpMessage(for: BankConsoleCommand.self),
                     BankUICommand.helpMessage(for: KeysCommand.self)]
        for help in helps {
            // One entry per option: its first line starts with "  -", the
            // wrapped lines after it with more spaces.
            var entries: [String] = []
            for line in help.components(separatedBy: "\n") {
                if line.hasPrefix("  -") { entries.append(line) } else if !entries.isEmpty, line.hasPrefix("   ") {
                    entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                }
            }
            #expect(!entries.isEmpty)
            for entry in entries {
                #expect(entry.ranges(of: "default").count <= 1, "\(entry)")
                #expect(entry.ranges(of: "en or ko").isEmpty || !entry.contains("values:"), "\(entry)")
            }
        }
        let main = BankUICommand.helpMessage()
        for expected in ["Bankers serving deposits. (default: 2)", "Bankers serving loans. (default: 1)",
                         "Seconds one deposit takes. (default: 0.7)", "Seconds one loan takes. (default: 1.1)",
                         "(default: 1)"] {
            #expect(main.contains(expected), "\(expected)")
        }
        #expect(BankUICommand.helpMessage(for: KeysCommand.self).contains("default: en)"))
    }
}

@Suite struct ThemeChoiceTests {
    @Test func theFlagWinsOverTheFileWhoseColoursApplyToEither() throws {
        let file = Config(theme: "light", colors: ["overdue": "blue"])
        #expect(try BankUICommand.theme(flag: nil, config: file).name == "light")
        #expect(try BankUICommand.theme(flag: nil, config: file).overdue.foreground == Color(name: "blue"))
        let flagged = try BankUICommand.theme(flag: Theme.named("high-contrast"), config: file)
        #expect(flagged.name == "high-contrast")
        #expect(flagged.overdue.foreground == Color(name: "blue"))
        #expect(try BankUICommand.theme(flag: nil, config: .defaults).name == Theme.standard.name)
    }
}

import ArgumentParser
import BankCore
import BankFeature
import Foundation

/// `bankui bank`: the seed's console app, without curses.
struct BankConsoleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bank",
        abstract: "The bank in the console: open it, watch the day's customers served, see the total."
    )

    /// `--lang` and `--data-dir`, shared with the full-screen program (the
    /// console stores nothing).
    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Customers a day instead of a random 10…30.", valueName: "n"))
    var customers: Int?

    @Option(help: ArgumentHelp("Random seed, for the same customers every run.", valueName: "n"))
    var seed: UInt64?

    @OptionGroup(title: "Bank") var bank: BankOptions

    func validate() throws {
        if let customers, !(0...1_000_000).contains(customers) {
            throw ValidationError("--customers must be from 0 to 1000000, got \(customers)")
        }
    }

    func run() async throws {
        let configuration = try bank.configuration()
        let language = global.language
        let random: any RandomNumberGenerator = seed.map { SeededRandomNumberGenerator(seed: $0) } ?? SystemRandomNumberGenerator()
        var console = BankConsole(language: language, customerCount: customers, random: random) { customers, onEvent in
            await BankDay.run(serving: customers, configuration: configuration, onEvent: onEvent)
        }
        await console.run(readLine: { Swift.readLine() }, write: { text in
            // Unbuffered so the prompt shows before input is read, and lines
            // from bankers' threads never interleave mid-line.
            FileHandle.standardOutput.write(Data(text.utf8))
        })
    }
}

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

    /// `--customers` accepts 0 to this.
    static let customerRange = 0...1_000_000

    @Option(parsing: .unconditional, help: ArgumentHelp("Customers a day instead of a random 10…30.", valueName: "n"))
    var customers: NumberArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Random seed, for the same customers every run.", valueName: "n"))
    var seed: NumberArgument?

    @OptionGroup(title: "Bank") var bank: BankOptions

    func validate() throws {
        _ = try customerCount()
        _ = try randomSeed()
    }

    private func customerCount() throws -> Int? {
        try customers?.wholeNumber("--customers", in: Self.customerRange)
    }

    private func randomSeed() throws -> UInt64? {
        try seed?.wholeNumber("--seed", in: UInt64.min...UInt64.max)
    }

    func run() async throws {
        let configuration = try bank.configuration()
        let language = global.language
        let random: any RandomNumberGenerator = try randomSeed().map { SeededRandomNumberGenerator(seed: $0) }
            ?? SystemRandomNumberGenerator()
        var console = BankConsole(language: language, customerCount: try customerCount(), random: random) { customers, onEvent in
            await BankDay.run(serving: customers, configuration: configuration, onEvent: onEvent)
        }
        await console.run(readLine: { Swift.readLine() }, write: { text in
            // Unbuffered so the prompt shows before input is read, and lines
            // from bankers' threads never interleave mid-line.
            FileHandle.standardOutput.write(Data(text.utf8))
        })
    }
}

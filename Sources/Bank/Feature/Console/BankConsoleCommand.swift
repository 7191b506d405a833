import ArgumentParser
import BankCore
import FileKit
import TextKit
import ConsoleKit
import Foundation

/// `bankui bank` (or `bankui bank console`): the original console app,
/// without curses.
///
/// Output goes to standard output with write(2). If it cannot be written (a
/// full disk, or a closed pipe while SIGPIPE is ignored) the day stops at
/// once and bankui ends with "bankui: cannot write the output: <reason>" on
/// standard error and status 74 (EX_IOERR). With SIGPIPE at its default, a
/// closed pipe ends bankui by that signal, as it ends `cat` or `yes`: quietly
/// (`bankui bank | head` is not an error).
///
/// Standard input is read a line at a time, at most 64 MB a line: a longer
/// one (an input without line breaks, such as /dev/zero) ends the console
/// with "bankui: standard input: too large: more than 64 MB" and status 65.
public struct BankConsoleCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "The bank in the console: open it, watch the day's customers served, see the total (the default)."
    )

    /// `--customers` accepts 0 to this.
    static let customerRange = 0...1_000_000

    /// `--lang` and `--data-dir`, shared with the full-screen program (the
    /// console stores nothing).
    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Customers a day instead of a random 10…30.", valueName: "n"))
    var customers: NumberArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Random seed, for the same customers every run.", valueName: "n"))
    var seed: NumberArgument?

    @OptionGroup(title: "Bank") var bank: BankOptions

    public init() {}

    public func validate() throws {
        _ = try customerCount()
        _ = try randomSeed()
    }

    private func customerCount() throws -> Int? {
        try customers?.wholeNumber("--customers", in: Self.customerRange)
    }

    private func randomSeed() throws -> UInt64? {
        try seed?.wholeNumber("--seed", in: UInt64.min...UInt64.max)
    }

    public func run() async throws {
        let configuration = try bank.configuration()
        let language = global.language
        let random: any RandomNumberGenerator = try randomSeed().map { SeededRandomNumberGenerator(seed: $0) }
            ?? SystemRandomNumberGenerator()
        var console = BankConsole(language: language, customerCount: try customerCount(), random: random) { customers, onEvent in
            await BankDay.run(serving: customers, configuration: configuration, onEvent: onEvent)
        }
        let output = ConsoleOutput()
        // At most 64 MB a line: an input without line breaks (/dev/zero)
        // stops the console instead of filling the memory.
        let input = LineReader()
        let ending = await console.run(readLine: input.next, write: output.write)
        if ending == .outputFailed {
            let reason = output.failureMessage ?? "cannot write the output"
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(reason)\n")
            throw ExitCode(Console.outputFailedStatus)
        }
        if let failure = input.failure {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(failure)\n")
            throw ExitCode(failure.exitStatus)
        }
    }
}

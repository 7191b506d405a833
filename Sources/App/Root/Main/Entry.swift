import ArgumentParser
import Dispatch
import ConsoleKit
import Foundation

/// The program's entry point: parses the command line and runs the command.
///
/// The full-screen program runs on the main queue (`dispatchMain`) and the
/// console mode is async; so the parsed command is run here rather than by
/// `AsyncParsableCommand.main()`, which would hold the main actor in an async
/// context the event loop cannot share.
public enum Entry {
    public static func main() -> Never {
        // `bankui --version` answers before the argument parser reads the
        // command definitions (by reflection, several milliseconds): the
        // same line, through the same output, as the parser would write.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            emit(BankUICommand.configuration.version, code: .success)
        }
        do {
            let command = try BankUICommand.parseAsRoot()
            if let asyncCommand = command as? any AsyncParsableCommand {
                runAsync(asyncCommand)
            }
            var syncCommand = command
            try syncCommand.run()
            exit(0)
        } catch {
            fail(error)
        }
    }

    /// Ends with `error` as the argument parser would (help and version on
    /// standard output, status 0; a usage error on standard error, status
    /// 64), but through the one output: a usage error quotes the user's
    /// argument, which may hold escape sequences, and a help that cannot be
    /// written is not a success (status 74).
    static func fail(_ error: any Error) -> Never {
        emit(BankUICommand.fullMessage(for: error), code: BankUICommand.exitCode(for: error))
    }

    /// Writes `message` (on standard output for a success, else on
    /// standard error) and ends with `code`, or with status 74 when a
    /// success's output cannot be written.
    private static func emit(_ message: String, code: ExitCode) -> Never {
        if !message.isEmpty {
            let output = ConsoleOutput(descriptor: code == .success ? STDOUT_FILENO : STDERR_FILENO)
            if !output.write(message.hasSuffix("\n") ? message : message + "\n"), code == .success {
                _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(output.failureMessage ?? "cannot write the output")\n")
                exit(Console.outputFailedStatus)
            }
        }
        exit(code.rawValue)
    }

    private static func runAsync(_ command: sending any AsyncParsableCommand) -> Never {
        Task {
            var command = command
            do {
                try await command.run()
                exit(0)
            } catch {
                fail(error)
            }
        }
        dispatchMain()
    }
}

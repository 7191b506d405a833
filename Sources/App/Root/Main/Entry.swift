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
        let (message, code) = failure(for: error, arguments: Array(CommandLine.arguments.dropFirst()))
        emit(message, code: code)
    }

    /// What ends the program for `error`, given the `arguments` typed.
    ///
    /// The parser reads `-hello` as the short options `-h -e -l -l -o`, and
    /// `-h` asks for help: a title that starts with `-` would print the help
    /// on standard output with status 0, and a script would take the help
    /// for the answer. Help comes only when it was asked for by name (`-h`,
    /// `--help`, `-help`, `help`); anything else that turned into help is a
    /// usage error, and an unknown option that may be a title says to put
    /// `--` before it.
    static func failure(for error: any Error, arguments: [String]) -> (message: String, code: ExitCode) {
        let message = BankUICommand.fullMessage(for: error)
        let code = BankUICommand.exitCode(for: error)
        let typed = arguments.prefix { $0 != "--" }
        // The parser's own requests: help, the manual's dump, completions.
        let parserFlags = ["-h", "--help", "-help", "--help-hidden", "-help-hidden", "--experimental-dump-help",
                           "--generate-completion-script"]
        let askedForHelp = typed.contains { word in parserFlags.contains { word == $0 || word.hasPrefix($0 + "=") } }
            || typed.first == "help"
        let askedForVersion = typed.contains("--version")
        if code == .success, !message.isEmpty, !askedForHelp, !askedForVersion {
            let word = typed.first(where: looksLikeText) ?? typed.first(where: { $0.hasPrefix("-") }) ?? ""
            return ("Error: unknown option '\(word)'\n" + dashHint(word, arguments: arguments), .validationFailure)
        }
        let aboutArguments = ["Unknown option", "Missing expected argument", "Unexpected argument"].contains { message.contains($0) }
        if code == .validationFailure, aboutArguments, let word = typed.first(where: looksLikeText) {
            var lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            lines.insert(dashHint(word, arguments: arguments), at: 1)
            return (lines.joined(separator: "\n"), code)
        }
        return (message, code)
    }

    /// A word that starts with one `-` and goes on: `-hello`, not `-h` or `--body`.
    private static func looksLikeText(_ word: String) -> Bool {
        word.hasPrefix("-") && !word.hasPrefix("--") && word.count > 2 && Double(word) == nil
    }

    /// "Use -- before a title that starts with -: bankui kanban add -- -hello".
    private static func dashHint(_ word: String, arguments: [String]) -> String {
        var example = arguments.filter { $0 != word }
        let commands = example.prefix { !$0.hasPrefix("-") }.count
        example.insert(contentsOf: ["--", word], at: commands)
        let shown = (["bankui"] + example).map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
        return "Use -- before a title that starts with - (or a name or text given without an option): \(shown)"
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

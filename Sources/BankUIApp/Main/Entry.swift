import ArgumentParser
import Dispatch
import Foundation

/// The program's entry point: parses the command line and runs the command.
///
/// The full-screen program runs on the main queue (`dispatchMain`) and the
/// console mode is async; so the parsed command is run here rather than by
/// `AsyncParsableCommand.main()`, which would hold the main actor in an async
/// context the event loop cannot share.
public enum Entry {
    public static func main() -> Never {
        do {
            let command = try BankUICommand.parseAsRoot()
            if let asyncCommand = command as? any AsyncParsableCommand {
                runAsync(asyncCommand)
            }
            var syncCommand = command
            try syncCommand.run()
            exit(0)
        } catch {
            BankUICommand.exit(withError: error)
        }
    }

    private static func runAsync(_ command: sending any AsyncParsableCommand) -> Never {
        Task {
            var command = command
            do {
                try await command.run()
                exit(0)
            } catch {
                BankUICommand.exit(withError: error)
            }
        }
        dispatchMain()
    }
}

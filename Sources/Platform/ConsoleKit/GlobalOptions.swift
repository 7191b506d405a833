import TextKit
import ArgumentParser
import Foundation

extension Language: ExpressibleByArgument {}

/// Options every command shares.
public struct GlobalOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Language of the interface (default: from LC_ALL, LC_MESSAGES, LANG).")
    public var lang: Language?

    @Option(name: .customLong("data-dir"), parsing: .unconditional, help: ArgumentHelp(
        "Where the database lives (default: $BANKUI_DATA_DIR if set, else $XDG_DATA_HOME/bankui).", valueName: "path"))
    public var dataDir: String?

    @Option(name: .customLong("as"), parsing: .unconditional, help: ArgumentHelp(
        "Who you are on a shared kanban board (default: [user] name in config.toml, else $USER@host). "
            + "One word of letters, digits and _ - . @, at most 40 characters.", valueName: "name"))
    public var person: String?

    @Flag(name: .customLong("read-only"), help: "Show the kanban board without changing it: every key and command that would change it says so and does nothing.")
    public var readOnly = false

    public init() {}

    /// An empty `--data-dir ''` is refused (status 64), not taken as the
    /// default directory: it is most often a variable that was not set.
    public func validate() throws {
        if let dataDir, dataDir.isEmpty { throw ValidationError("the data directory must not be empty (--data-dir '')") }
    }

    /// The language asked for, or the environment's.
    public var language: Language {
        lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The data and log locations.
    public var paths: AppPaths {
        AppPaths(dataDirectory: dataDir, environment: ProcessInfo.processInfo.environment)
    }
}

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

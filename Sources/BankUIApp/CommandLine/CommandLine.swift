import ArgumentParser
import Foundation
import TabKit

extension TabID: ExpressibleByArgument {
    public init?(argument: String) {
        guard let tab = TabID.allCases.first(where: { $0.commandName == argument }) else { return nil }
        self = tab
    }
    public static var allValueStrings: [String] { allCases.map(\.commandName) }
}

extension Language: ExpressibleByArgument {}

/// Options every command shares.
public struct GlobalOptions: ParsableArguments {
    @Option(help: "Language of the interface (default: from LC_ALL, LC_MESSAGES, LANG).")
    public var lang: Language?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "Where the database lives (default: $XDG_DATA_HOME/bankui, or $BANKUI_DATA_DIR).", valueName: "path"))
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

/// `bankui`: the full-screen program, and the headless subcommands.
public struct BankUICommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bankui",
        abstract: "A bank queue board, a kanban board, a juice stand, a calculator and a timetable in one terminal program.",
        version: BankUIVersion.current,
        subcommands: [BankConsoleCommand.self, KanbanCommand.self, KeysCommand.self, TimetableCommand.self]
    )

    @OptionGroup public var global: GlobalOptions
    @OptionGroup(title: "Bank") public var bank: BankOptions
    @OptionGroup(title: "Kanban") public var kanban: KanbanRemoteOptions

    @Option(help: "The tab to start on.")
    public var tab: TabID?

    public init() {}

    public func run() throws {
        if let problem = KanbanRemoteOptions.environmentProblem(ProcessInfo.processInfo.environment) {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(problem)\n")
            throw ExitCode.validationFailure
        }
        var launcher = try Launcher(options: global, bankConfiguration: try bank.configuration())
        launcher.kanbanRemoteFlag = kanban.kanbanRemote
        if let tab, !Launcher.availableTabs.contains(tab) {
            let available = Launcher.availableTabs.map(\.commandName).joined(separator: ", ")
            throw ValidationError("the \(tab.commandName) tab is not in this version yet (available: \(available))")
        }
        let startTab = tab
        MainActor.assumeIsolated {
            launcher.runInterface(startTab: startTab)
        }
    }
}

/// The version printed by `--version`.
public enum BankUIVersion {
    public static let current = "0.1.0"
}

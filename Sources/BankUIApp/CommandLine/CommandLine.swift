import ArgumentParser
import KanbanFeature
import TimetableFeature
import BankFeature
import ConsoleKit
import Foundation
import Shell
import TabKit

extension TabID: ExpressibleByArgument {
    public init?(argument: String) {
        guard let tab = TabEntry.available.first(where: { $0.commandName == argument }) else { return nil }
        self = tab
    }
    public static var allValueStrings: [String] { TabEntry.available.map(\.commandName) }
}

/// `bankui`: the full-screen program, and the headless subcommands.
public struct BankUICommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bankui",
        abstract: "A bank queue board, a kanban board, a juice stand, a calculator and a timetable in one terminal program.",
        version: BankUIVersion.current,
        subcommands: [BankConsoleCommand.self, ConfigCommand.self, KanbanCommand.self, KeysCommand.self, TimetableCommand.self]
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
        // Before the terminal is touched: a refused file ends here.
        let config = try MainActor.assumeIsolated { try UserConfig.loadOrExit() }
        var launcher = try Launcher(options: global, bankConfiguration: try bank.configuration())
        launcher.kanbanRemoteFlag = kanban.kanbanRemote
        launcher.config = config
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

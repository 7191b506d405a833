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
        guard let tab = TabID.allCases.first(where: { $0.commandName == argument }) else { return nil }
        self = tab
    }
    public static var allValueStrings: [String] { allCases.map(\.commandName) }
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

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (no clicks or wheel in bankui; the terminal's own text selection works as usual).")
    public var noMouse = false

    public init() {}

    public func run() throws {
        if let problem = KanbanRemoteOptions.environmentProblem(ProcessInfo.processInfo.environment) {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(problem)\n")
            throw ExitCode.validationFailure
        }
        var launcher = try Launcher(options: global, bankConfiguration: try bank.configuration())
        launcher.kanbanRemoteFlag = kanban.kanbanRemote
        launcher.mouse = Launcher.mouse(flagOff: noMouse)
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

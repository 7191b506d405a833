import ArgumentParser
import KanbanCore
import KanbanFeature
import TextKit
import TimetableFeature
import BankFeature
import ConsoleKit
import Foundation
import Settings
import Shell
import TabKit
import TerminalUI

extension Theme: ExpressibleByArgument {
    public init?(argument: String) {
        guard let theme = Theme.named(argument) else { return nil }
        self = theme
    }
    public static var allValueStrings: [String] { names }
}

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
        version: "bankui \(BankUIVersion.current)",
        subcommands: [BankCommand.self, ConfigCommand.self, KanbanCommand.self, KeysCommand.self, TimetableCommand.self]
    )

    @OptionGroup public var global: GlobalOptions
    @OptionGroup(title: "Bank") public var bank: BankOptions
    @OptionGroup(title: "Kanban") public var kanban: KanbanRemoteOptions

    @Option(parsing: .unconditional, help: "The tab to start on.")
    public var tab: TabID?

    @Option(parsing: .unconditional, help: ArgumentHelp("The colours: light for light backgrounds, mono for none at all. "
                               + "Without colour (NO_COLOR, or a terminal that has none) it is always mono.",
                               valueName: "name"))
    public var theme: Theme?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (no clicks or wheel in bankui; the terminal's own text selection works as usual).")
    public var noMouse = false

    public init() {}

    public func run() throws {
        // The option wins over the variable: the variable is only read,
        // and only refused, without it.
        if let problem = kanban.problem(environment: ProcessInfo.processInfo.environment) {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(problem)\n")
            throw ExitCode(KanbanRemoteOptions.unusableURLStatus)
        }
        // Before the terminal is touched: a refused file ends here.
        let config = try MainActor.assumeIsolated { try UserConfig.loadOrExit() }
        let environment = ProcessInfo.processInfo.environment
        let person: PersonName
        switch KanbanIdentity.resolve(flag: global.person, configured: config.userName,
                                      configFile: ConfigFile.path(environment: environment), environment: environment) {
        case .success(let name): person = name
        case .failure(let refusal):
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(UntrustedText.clean(refusal.description, .singleLine))\n")
            throw ExitCode(refusal.status)
        }
        var launcher = try Launcher(options: global, bankConfiguration: try bank.configuration())
        launcher.person = person
        launcher.readOnly = global.readOnly
        launcher.kanbanRemoteFlag = kanban.kanbanRemote
        launcher.config = config
        launcher.theme = try Self.theme(flag: theme, config: config)
        launcher.mouse = Launcher.mouse(flagOff: noMouse, configured: config.mouse)
        if let tab, !Launcher.availableTabs.contains(tab) {
            let available = Launcher.availableTabs.map(\.commandName).joined(separator: ", ")
            throw ValidationError("the \(tab.commandName) tab is not in this version yet (available: \(available))")
        }
        let startTab = tab
        MainActor.assumeIsolated {
            launcher.runInterface(startTab: startTab)
        }
    }

    /// `--theme` when given, else the file's `theme`, with the file's
    /// `[colors]` (checked as the file was read) over it.
    static func theme(flag: Theme?, config: Config) throws -> Theme {
        do throws(ThemeOverrideError) {
            return try Theme.named(flag?.name ?? config.theme, overriding: config.colors)
        } catch {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(error)\n")
            throw ExitCode(ConfigError.exitStatus)
        }
    }
}

/// The version `--version` prints after the program's name (CHANGELOG.md
/// says what each one brought).
public enum BankUIVersion {
    public static let current = "0.2.0"
}

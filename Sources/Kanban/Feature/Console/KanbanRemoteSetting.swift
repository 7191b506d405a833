import ArgumentParser
import ConsoleKit
import Foundation
import KanbanShare
import DatabaseKit
import KanbanStorage

#if canImport(Glibc)
import Glibc
#endif

/// Which shared board (PostgreSQL URL) the kanban tab uses: the
/// `--kanban-remote` option, else `BANKUI_KANBAN_REMOTE`, else the one kept in
/// settings by `bankui kanban remote set` (always without a password).
public enum KanbanRemoteSetting {
    /// Where the URL in use came from.
    public enum Source: String, Sendable, Equatable {
        case option = "--kanban-remote"
        case environment = "BANKUI_KANBAN_REMOTE"
        case settings = "settings"
    }

    public static let environmentVariable = "BANKUI_KANBAN_REMOTE"
    public static let settingsKey = "kanbanRemote"

    /// The URL to use as written (it may hold a password: don't show it;
    /// see `KanbanRemote.removingPassword(from:)`), and its source. Empty
    /// values count as unset.
    public static func url(flag: String?, environment: [String: String], settings: SettingsRepository?)
        -> (url: String, source: Source)?
    {
        if let flag, !flag.trimmingCharacters(in: .whitespaces).isEmpty { return (flag, .option) }
        if let fromEnvironment = environment[environmentVariable],
           !fromEnvironment.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return (fromEnvironment, .environment)
        }
        if let stored = try? settings?.value(for: settingsKey), !stored.isEmpty { return (stored, .settings) }
        return nil
    }

    /// The shared board to use, or nil when none is set: flag > environment
    /// > setting. A URL that cannot be used is a failure with the reason.
    public static func resolve(flag: String?, environment: [String: String], settings: SettingsRepository?)
        -> Result<KanbanRemote, KanbanRemoteError>?
    {
        guard let (url, _) = url(flag: flag, environment: environment, settings: settings) else { return nil }
        return parse(url, environment: environment)
    }

    /// `KanbanRemote.parse` with this process's home directory.
    public static func parse(_ url: String, environment: [String: String]) -> Result<KanbanRemote, KanbanRemoteError> {
        Result { () throws(KanbanRemoteError) in
            try KanbanRemote.parse(url, environment: environment, home: homeDirectory(environment))
        }
    }

    /// `HOME`, else the user database's home (where libpq looks for `.pgpass`).
    public static func homeDirectory(_ environment: [String: String]) -> String? {
        KanbanRemote.homeDirectory(environment)
    }
}

/// `--kanban-remote URL` for the full-screen program.
public struct KanbanRemoteOptions: ParsableArguments {
    @Option(name: .customLong("kanban-remote"), parsing: .unconditional, help: ArgumentHelp(
        "Share the kanban board through this PostgreSQL database (postgres://user@host/db; "
            + "default: $BANKUI_KANBAN_REMOTE, or the one set with `bankui kanban remote set`).",
        valueName: "url"))
    public var kanbanRemote: String?

    public init() {}

    /// The status of a shared board URL that cannot be used, from the
    /// option, the variable or the setting (EX_CONFIG), whichever command
    /// meets it; `kanban remote set` of such a URL is a usage error (64).
    public static let unusableURLStatus: Int32 = 78

    /// Whether the option gives a URL (it then wins over the variable).
    public var isGiven: Bool { kanbanRemote.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false }

    /// The problem with the shared board the full-screen program would
    /// use, said before the screen (status 78): the option's URL when it
    /// is given (it wins, so the variable is not read), else the variable's.
    /// The commands meet the same URLs through ``KanbanRemoteSetting``.
    public func problem(environment: [String: String]) -> String? {
        guard let kanbanRemote, isGiven else { return Self.environmentProblem(environment) }
        guard case .failure(let error) = KanbanRemoteSetting.parse(kanbanRemote, environment: environment) else { return nil }
        return "--kanban-remote: \(error)"
    }

    /// The problem with `BANKUI_KANBAN_REMOTE`, when it is set and cannot be
    /// used: the full-screen program stops with it before the screen.
    public static func environmentProblem(_ environment: [String: String]) -> String? {
        guard let url = environment[KanbanRemoteSetting.environmentVariable],
              !url.trimmingCharacters(in: .whitespaces).isEmpty,
              case .failure(let error) = KanbanRemoteSetting.parse(url, environment: environment)
        else { return nil }
        return "\(KanbanRemoteSetting.environmentVariable): \(error)"
    }
}

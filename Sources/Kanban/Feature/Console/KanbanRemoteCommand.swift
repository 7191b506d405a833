import TextKit
import ArgumentParser
import ConsoleKit
import Foundation
import KanbanShare
import DatabaseKit
import KanbanStorage
import TabKit

/// `bankui kanban remote [show|set URL|clear]`: the shared board kept in
/// settings, and which one is in use.
struct KanbanRemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Show, set or clear the PostgreSQL database that shares the kanban board.",
        subcommands: [KanbanRemoteShowCommand.self, KanbanRemoteSetCommand.self, KanbanRemoteClearCommand.self],
        defaultSubcommand: KanbanRemoteShowCommand.self
    )

    /// Writes lines to standard output, or fails with status 74.
    static func say(_ lines: [String]) throws {
        let output = ConsoleOutput()
        guard output.write(lines.map { $0 + "\n" }.joined()) else {
            Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(Console.outputFailedStatus)
        }
    }

    /// The note when the environment overrides the stored board.
    static func overriddenNote(_ language: Language) -> String? {
        guard let value = ProcessInfo.processInfo.environment[KanbanRemoteSetting.environmentVariable],
              !value.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        return KanbanRemoteStrings.environmentWins(language)
    }
}

/// `bankui kanban remote` / `bankui kanban remote show`.
struct KanbanRemoteShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the shared board in use (without its password) and where it was set."
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var remote: KanbanRemoteOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let language = global.language
        var settings: SettingsRepository?
        var database: AppDatabase?
        if remote.kanbanRemote == nil && environment[KanbanRemoteSetting.environmentVariable].map({ !$0.isEmpty }) != true {
            database = try Console.openDatabase(global, schema: KanbanTables.schema)
            settings = database.map(SettingsRepository.init(database:))
        }
        defer { _ = database?.close() }
        guard let (url, source) = KanbanRemoteSetting.url(flag: remote.kanbanRemote, environment: environment,
                                                          settings: settings)
        else {
            try KanbanRemoteCommand.say([KanbanRemoteStrings.noneSet(language)])
            return
        }
        let shown = KanbanRemote.removingPassword(from: url).url
        switch KanbanRemoteSetting.parse(url, environment: environment) {
        case .success(let resolved):
            try KanbanRemoteCommand.say([
                shown,
                KanbanRemoteStrings.from(source, language),
                KanbanRemoteStrings.connectsTo(resolved.description, language),
                KanbanRemoteStrings.password(resolved.passwordSource(), language),
            ])
        case .failure(let error):
            try KanbanRemoteCommand.say([shown, KanbanRemoteStrings.from(source, language)])
            Console.complain("bankui: \(KanbanRemoteStrings.unusable(language)): \(error)")
            throw ExitCode.failure
        }
    }
}

/// `bankui kanban remote set URL`.
struct KanbanRemoteSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Keep a shared board in settings (any password in the URL is left out)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp(
        "postgres://user@host:port/db, postgres:///db?host=/socket/dir, …?sslmode=require.", valueName: "url"))
    var url: String

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let language = global.language
        let stripped = KanbanRemote.removingPassword(from: url)
        let remote: KanbanRemote
        switch KanbanRemoteSetting.parse(stripped.url, environment: environment) {
        case .success(let parsed): remote = parsed
        case .failure(let error):
            Console.complain("bankui: \(KanbanRemoteStrings.unusable(language)): \(error)")
            throw ExitCode.validationFailure
        }
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        do {
            try SettingsRepository(database: database).setValue(stripped.url.trimmingCharacters(in: .whitespacesAndNewlines),
                                                               for: KanbanRemoteSetting.settingsKey)
        } catch {
            _ = database.close()
            Console.complain("bankui: \(KanbanRemoteStrings.notSaved(language)): \(error)")
            throw ExitCode.failure
        }
        _ = database.close()
        var lines = [KanbanRemoteStrings.saved(remote.description, language)]
        if stripped.removed { lines.append(KanbanRemoteStrings.passwordLeftOut(language)) }
        lines.append(KanbanRemoteStrings.password(remote.passwordSource(), language))
        if let note = KanbanRemoteCommand.overriddenNote(language) { lines.append(note) }
        try KanbanRemoteCommand.say(lines)
    }
}

/// `bankui kanban remote clear`.
struct KanbanRemoteClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Forget the shared board kept in settings (the board stays on this machine)."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let language = global.language
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        let removed: Bool
        do {
            removed = try SettingsRepository(database: database).removeValue(for: KanbanRemoteSetting.settingsKey)
        } catch {
            _ = database.close()
            Console.complain("bankui: \(KanbanRemoteStrings.notSaved(language)): \(error)")
            throw ExitCode.failure
        }
        _ = database.close()
        var lines = [removed ? KanbanRemoteStrings.cleared(language) : KanbanRemoteStrings.noneSet(language)]
        if let note = KanbanRemoteCommand.overriddenNote(language) { lines.append(note) }
        try KanbanRemoteCommand.say(lines)
    }
}

/// The messages of `bankui kanban remote`, in English and Korean.
enum KanbanRemoteStrings {
    static func noneSet(_ language: Language) -> String {
        switch language {
        case .en: "no shared board set: the kanban board is kept on this machine only"
        case .ko: "공유 보드가 설정되지 않았습니다: 칸반 보드는 이 컴퓨터에만 저장됩니다"
        }
    }

    static func from(_ source: KanbanRemoteSetting.Source, _ language: Language) -> String {
        let name = switch (source, language) {
        case (.option, _): "--kanban-remote"
        case (.environment, _): "BANKUI_KANBAN_REMOTE"
        case (.settings, .en): "settings (bankui kanban remote set)"
        case (.settings, .ko): "설정 (bankui kanban remote set)"
        }
        return switch language {
        case .en: "  from: \(name)"
        case .ko: "  출처: \(name)"
        }
    }

    static func connectsTo(_ description: String, _ language: Language) -> String {
        switch language {
        case .en: "  connects to: \(description)"
        case .ko: "  연결 대상: \(description)"
        }
    }

    static func password(_ source: KanbanRemote.PasswordSource, _ language: Language) -> String {
        switch (source, language) {
        case (.none, .en): "  password: none found (URL, PGPASSWORD or ~/.pgpass); fine where the server needs none"
        case (.none, .ko): "  비밀번호: 없음 (URL, PGPASSWORD, ~/.pgpass); 서버가 요구하지 않으면 괜찮습니다"
        case (_, .en): "  password: from \(source)"
        case (.url, .ko): "  비밀번호: URL에서"
        case (.environment, .ko): "  비밀번호: PGPASSWORD에서"
        case (.passwordFile(let path), .ko): "  비밀번호: 비밀번호 파일 \(path)에서"
        }
    }

    static func saved(_ description: String, _ language: Language) -> String {
        switch language {
        case .en: "Shared board set: \(description)"
        case .ko: "공유 보드를 설정했습니다: \(description)"
        }
    }

    static func passwordLeftOut(_ language: Language) -> String {
        switch language {
        case .en: "The password in the URL was not stored: give it in PGPASSWORD or ~/.pgpass "
            + "(host:port:database:user:password, mode 0600)."
        case .ko: "URL의 비밀번호는 저장하지 않았습니다: PGPASSWORD 또는 ~/.pgpass "
            + "(host:port:database:user:password, 권한 0600)에 넣어 주세요."
        }
    }

    static func environmentWins(_ language: Language) -> String {
        switch language {
        case .en: "Note: BANKUI_KANBAN_REMOTE is set and is used instead of the stored board."
        case .ko: "참고: BANKUI_KANBAN_REMOTE가 설정되어 있어 저장된 보드 대신 사용됩니다."
        }
    }

    static func cleared(_ language: Language) -> String {
        switch language {
        case .en: "Shared board cleared: the kanban board is kept on this machine only."
        case .ko: "공유 보드 설정을 지웠습니다: 칸반 보드는 이 컴퓨터에만 저장됩니다."
        }
    }

    static func unusable(_ language: Language) -> String {
        switch language {
        case .en: "cannot use this shared board URL"
        case .ko: "이 공유 보드 URL을 사용할 수 없습니다"
        }
    }

    static func notSaved(_ language: Language) -> String {
        switch language {
        case .en: "the setting was not saved"
        case .ko: "설정을 저장하지 못했습니다"
        }
    }
}

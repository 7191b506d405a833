import TextKit
import ArgumentParser
import Foundation
import KanbanShare
import DatabaseKit
import KanbanStorage
import TabKit
import Testing
@testable import AppRoot
import ConsoleKit
@testable import KanbanFeature

/// `--kanban-remote`, `BANKUI_KANBAN_REMOTE` and `bankui kanban remote`:
/// what parses, which source wins (the end-to-end tests run the commands).
@Suite struct KanbanRemoteCommandTests {
    @Test func theFlagWinsOverTheEnvironmentWhichWinsOverTheSetting() throws {
        let database = try AppDatabase.inMemory()
        let settings = SettingsRepository(database: database)
        let environment = ["BANKUI_KANBAN_REMOTE": "postgres://env@h/board", "HOME": "/nonexistent"]

        #expect(KanbanRemoteSetting.resolve(flag: nil, environment: [:], settings: settings) == nil)
        try settings.setValue("postgres://stored@h/board", for: KanbanRemoteSetting.settingsKey)
        #expect(try KanbanRemoteSetting.resolve(flag: nil, environment: [:], settings: settings)?.get().user == "stored")
        #expect(KanbanRemoteSetting.url(flag: nil, environment: [:], settings: settings)?.source == .settings)
        #expect(try KanbanRemoteSetting.resolve(flag: nil, environment: environment, settings: settings)?.get().user == "env")
        #expect(KanbanRemoteSetting.url(flag: nil, environment: environment, settings: settings)?.source == .environment)
        #expect(try KanbanRemoteSetting.resolve(flag: "postgres://flag@h/board", environment: environment,
                                                settings: settings)?.get().user == "flag")
        #expect(KanbanRemoteSetting.url(flag: "postgres://flag@h/b", environment: environment, settings: settings)?.source
            == .option)
        // Empty values count as unset.
        #expect(try KanbanRemoteSetting.resolve(flag: " ", environment: ["BANKUI_KANBAN_REMOTE": ""],
                                                settings: settings)?.get().user == "stored")
        try settings.removeValue(for: KanbanRemoteSetting.settingsKey)
        #expect(KanbanRemoteSetting.resolve(flag: nil, environment: [:], settings: settings) == nil)
    }

    @Test func aBadURLResolvesToItsError() {
        let result = KanbanRemoteSetting.resolve(flag: "postgres://h:99999/b", environment: [:], settings: nil)
        #expect(result == .failure(.invalidPort("99999")))
    }

    @Test func removeValueSaysWhetherThereWasOne() throws {
        let settings = SettingsRepository(database: try AppDatabase.inMemory())
        #expect(try settings.removeValue(for: "k") == false)
        try settings.setValue("v", for: "k")
        #expect(try settings.removeValue(for: "k") == true)
        #expect(try settings.value(for: "k") == nil)
    }

    @Test func theOptionIsTakenAndChecked() throws {
        let command = try #require(try BankUICommand.parseAsRoot(["--kanban-remote", "postgres://u@h/b"]) as? BankUICommand)
        #expect(command.kanban.kanbanRemote == "postgres://u@h/b")
        #expect(command.kanban.problem(environment: [:]) == nil)
        // A URL that cannot be used is said by the command that would use
        // it (status 78), not refused by the parser as a usage error (64).
        let mysql = try #require(try BankUICommand.parseAsRoot(["--kanban-remote", "mysql://h/b"]) as? BankUICommand)
        #expect(mysql.kanban.problem(environment: [:])?.hasPrefix("--kanban-remote: not a PostgreSQL URL") == true)
        let port = try #require(try BankUICommand.parseAsRoot(["--kanban-remote", "postgres://u:hunter2@h:x/b"]) as? BankUICommand)
        let message = try #require(port.kanban.problem(environment: [:]))
        #expect(message.contains("--kanban-remote: invalid port"), "\(message)")
        #expect(!message.contains("hunter2"))
        // The option wins: a bad variable beside it is not read.
        #expect(command.kanban.problem(environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"]) == nil)
        let none = try #require(try BankUICommand.parseAsRoot([]) as? BankUICommand)
        #expect(none.kanban.problem(environment: ["BANKUI_KANBAN_REMOTE": "postgres://a,b/c"])?
            .hasPrefix("BANKUI_KANBAN_REMOTE: several hosts") == true)
    }

    @Test func remoteCommandsParse() throws {
        #expect(try BankUICommand.parseAsRoot(["kanban", "remote"]) is KanbanRemoteShowCommand)
        #expect(try BankUICommand.parseAsRoot(["kanban", "remote", "show"]) is KanbanRemoteShowCommand)
        let set = try #require(try BankUICommand.parseAsRoot(["kanban", "remote", "set", "postgres://u@h/b"])
            as? KanbanRemoteSetCommand)
        #expect(set.url == "postgres://u@h/b")
        #expect(try BankUICommand.parseAsRoot(["kanban", "remote", "clear"]) is KanbanRemoteClearCommand)
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "remote", "set"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["kanban", "remote", "clear", "x"]) }
    }

    @Test func messagesInBothLanguagesNeverHoldThePassword() {
        for language in [Language.en, .ko] {
            #expect(!KanbanRemoteStrings.noneSet(language).isEmpty)
            #expect(KanbanRemoteStrings.password(.passwordFile(path: "/h/.pgpass"), language).contains("/h/.pgpass"))
            #expect(KanbanRemoteStrings.from(.environment, language).contains("BANKUI_KANBAN_REMOTE"))
        }
        #expect(KanbanRemoteStrings.noneSet(.en).hasPrefix("no shared board set"))
    }
}

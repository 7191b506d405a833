import ArgumentParser
import BankCore
import Foundation
import Logging
import Storage
import TabKit
import TerminalUI

/// Opens what the program needs (log, database) and starts the interface.
/// Anything that fails here fails before the terminal is touched, so its
/// message lands on a normal screen.
public struct Launcher: Sendable {
    /// The tabs this build has.
    public static var availableTabs: [TabID] { TabEntry.available }

    let language: Language
    let database: AppDatabase
    let logger: Logger
    let bankConfiguration: BankConfiguration
    let dataDirectory: URL
    let logFile: URL
    /// `--kanban-remote`, for `KanbanRemoteSetting.resolve(flag:environment:settings:)`.
    public var kanbanRemoteFlag: String?

    public init(options: GlobalOptions, bankConfiguration: BankConfiguration = .seed) throws {
        self.bankConfiguration = bankConfiguration
        let paths = options.paths
        dataDirectory = paths.dataDirectory
        logFile = paths.logFile
        FileLogHandler.bootstrap(logFile: paths.logFile)
        logger = Logger(label: "bankui")  // after bootstrap: to the file, never the screen
        language = options.language
        do {
            database = try AppDatabase.open(directory: paths.dataDirectory)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        logger.info("started", metadata: ["data": "\(paths.dataDirectory.path)"])
    }

    /// Builds the tabs and runs the event loop until the user quits.
    @MainActor
    public func runInterface(startTab: TabID?) -> Never {
        let router = MessageRouter()
        let storage = StorageLink(database: database, language: language, logger: logger)
        let settings = SettingsRepository(database: database)
        let environment = ProcessInfo.processInfo.environment
        let remote = KanbanRemoteSetting.url(flag: kanbanRemoteFlag, environment: environment, settings: settings)
            .map { ($0.url, KanbanRemoteSetting.parse($0.url, environment: environment)) }
        let sync = KanbanSyncLink(remote: remote, database: database, dataDirectory: dataDirectory, logFile: logFile,
                                  language: language, logger: logger, router: router)
        storage.watch(router: router)
        let remembered = (try? settings.value(for: "lastTab")).flatMap { Int($0) }.flatMap(TabID.init(rawValue:))
        let context = AppContext(language: language, database: database, messengers: router,
                                 bankConfiguration: bankConfiguration, dataDirectory: dataDirectory)
        let shell = Interface.makeShell(context: context, initial: startTab ?? remembered) { tab in
            settings.submitValue(String(tab.rawValue), for: "lastTab")
        }
        storage.connect(shell: shell, router: router)
        // The engine stops before the database closes; its outbox keeps
        // what is unsent.
        let finishStorage = shell.finishStorage
        shell.finishStorage = { sync.stop() + (finishStorage?() ?? []) }
        let backend: NcursesBackend
        do { backend = try NcursesBackend.open() } catch {
            FileHandle.standardError.write(Data("bankui: \(error)\n".utf8))
            _ = database.close()
            exit(1)
        }
        if let note = backend.localeNote { logger.notice("\(note)") }
        // Once the terminal is ours: a refused terminal ends bankui before
        // the drafts are taken from the database, so they wait for next time.
        DraftLink(database: database, language: language, logger: logger).connect(shell: shell)
        let loop = EventLoop(backend: backend, app: shell)
        router.connect(shell: shell) { loop.setNeedsRedraw() }
        sync.startEngine()
        logger.info("interface running")
        loop.run()
    }
}

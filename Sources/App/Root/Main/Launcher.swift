import TextKit
import ArgumentParser
import Dispatch
import BankCore
import ConsoleKit
import Foundation
import KanbanCore
import KanbanFeature
import Logging
import Settings
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import Shell
import TabKit
import TerminalUI

/// Opens what the program needs (log, database) and starts the interface.
/// Anything that fails here fails before the terminal is touched, so its
/// message lands on a normal screen; a database that another program keeps
/// locked is not a failure: the interface starts at once and waits for it
/// on screen (`LockWaitScreen`).
public struct Launcher: Sendable {
    /// The tabs this build has.
    public static var availableTabs: [TabID] { TabEntry.available }

    /// How long start waits for another program's lock before it shows the
    /// screen and waits there: a second bankui's writes take less.
    static let startPatience: TimeInterval = 0.5

    let language: Language
    /// The open database, or nil while another program holds its lock.
    let database: AppDatabase?
    let logger: Logger
    let bankConfiguration: BankConfiguration
    let dataDirectory: URL
    let logFile: URL
    let terminalsFile: URL
    /// `--kanban-remote`, for `KanbanRemoteSetting.resolve(flag:environment:settings:)`.
    public var kanbanRemoteFlag: String?
    /// The user's config file: the keys go to the tabs and the shell.
    public var config = Config.defaults
    /// The theme (`--theme`, else the file's, with its `[colors]`); a
    /// terminal without colour draws `mono`.
    public var theme: Theme = .standard
    /// Whether bankui asks the terminal for clicks and the wheel (on unless
    /// `--no-mouse` or the config file's `mouse = false`; see
    /// ``mouse(flagOff:configured:)``).
    public var mouse = true
    /// Who uses the kanban board (`--as`, `[user] name`, `$USER@host`).
    public var person = KanbanPeople.defaultPerson
    /// `--read-only`: the kanban board is shown, never changed.
    public var readOnly = false

    /// Whether the mouse is on: `--no-mouse` turns it off; otherwise
    /// `configured` decides (the config file's setting), on by default.
    public static func mouse(flagOff: Bool, configured: Bool? = nil) -> Bool {
        flagOff ? false : configured ?? true
    }

    public init(options: GlobalOptions, bankConfiguration: BankConfiguration = .seed) throws {
        self.bankConfiguration = bankConfiguration
        let paths = options.paths
        dataDirectory = paths.dataDirectory
        logFile = paths.logFile
        terminalsFile = paths.terminalsFile
        FileLogHandler.bootstrap(logFile: paths.logFile)
        logger = Logger(label: "bankui")  // after bootstrap: to the file, never the screen
        language = options.language
        do {
            database = try AppDatabase.open(directory: paths.dataDirectory, schema: AppTables.schema, patience: Self.startPatience)
        } catch where error.reason == .locked {
            logger.notice("the database is locked by another program: the screen waits for it")
            database = nil
        } catch {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("\(error)\n")
            throw Console.openFailureStatus(error.reason)
        }
        logger.info("started", metadata: ["data": "\(paths.dataDirectory.path)"])
    }

    /// Builds the tabs and runs the event loop until the user quits. With
    /// the database locked by another program, the screen shows at once
    /// with a notice, and the tabs are built once it is free.
    @MainActor
    public func runInterface(startTab: TabID?) -> Never {
        let backend: NcursesBackend
        do { backend = try NcursesBackend.open(mouse: mouse, probeCache: TerminalProbeCache(file: terminalsFile)) } catch {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(error)\n")
            _ = database?.close()
            exit(error.exitStatus)
        }
        if let note = backend.localeNote { logger.notice("\(note)") }
        let theme = self.theme.forTerminal(backend.colorSupport)
        if let database {
            let (shell, begin) = makeInterface(database: database, startTab: startTab)
            let loop = EventLoop(backend: backend, app: shell, theme: theme)
            begin(loop)
            loop.run()
        }
        let screen = LockWaitScreen(language: language,
                                    databasePath: dataDirectory.appendingPathComponent(AppDatabase.fileName).path,
                                    tabs: Self.availableTabs, startTab: startTab, keys: config.keys)
        let loop = EventLoop(backend: backend, app: screen, theme: theme)
        let logger = self.logger
        AppDatabase.openWhenFree(directory: dataDirectory, schema: AppTables.schema) { result in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    switch result {
                    case .success(let database):
                        logger.info("the other program's lock went: the data is read")
                        let (shell, begin) = makeInterface(database: database, startTab: startTab)
                        screen.opened(shell)
                        begin(loop)
                        loop.setNeedsRedraw()
                    case .failure(let error):
                        screen.failed("\(error)")
                        loop.quit(status: Console.openFailureStatus(error.reason).rawValue)
                    }
                }
            }
        }
        logger.info("interface running, waiting for the database")
        loop.run()
    }

    /// The shell on the open database, and what starts its background
    /// work once the loop exists.
    @MainActor
    private func makeInterface(database: AppDatabase, startTab: TabID?) -> (AppShell, @MainActor (EventLoop) -> Void) {
        let router = MessageRouter()
        let session = DatabaseSession(database: database, language: language, logger: logger)
        let settings = SettingsRepository(database: database)
        let environment = ProcessInfo.processInfo.environment
        let remote = KanbanRemoteSetting.url(flag: kanbanRemoteFlag, environment: environment, settings: settings)
            .map { ($0.url, KanbanRemoteSetting.parse($0.url, environment: environment)) }
        let sync = SharedBoardProcess(remote: remote, database: database, dataDirectory: dataDirectory, logFile: logFile,
                                      language: language, logger: logger, messenger: router.messenger(for: .kanban),
                                      person: person, readOnly: readOnly)
        session.watch(router: router)
        let remembered = (try? settings.value(for: "lastTab")).flatMap { Int($0) }.flatMap(TabEntry.tab(numbered:))
        var context = AppContext(language: language, database: database, messengers: router,
                                 bankConfiguration: bankConfiguration, dataDirectory: dataDirectory, keys: config.keys,
                                 person: person, readOnly: readOnly)
        context.kanbanEditing = { sync.setEditing($0) }
        let drafts = DraftKeeper(database: database, language: language, logger: logger)
        // The drafts are kept first; the engine stops before the database
        // closes (its outbox keeps what is unsent); closing comes last.
        let shell = AppShell.withEveryTab(context: context, initial: startTab ?? remembered,
                                        quitSteps: [drafts, sync, session]) { tab in
            settings.submitValue(String(tab.rawValue), for: "lastTab")
        }
        session.reportHeldUpWrites(to: router)
        // Only once the terminal is ours (this runs after it opened): a
        // refused terminal ends bankui before the drafts are taken from the
        // database, so they wait for next time.
        drafts.restore(into: shell)
        let logger = self.logger
        return (shell, { loop in
            router.connect(shell: shell, redraw: { loop.setNeedsRedraw() }, handOver: { loop.releasingTerminal($0) })
            sync.startEngine()
            logger.info("interface running")
        })
    }
}

import TextKit
import ArgumentParser
import ConsoleKit
import Dispatch
import Foundation
import KanbanCore
import KanbanShare
import DatabaseKit
import KanbanStorage
import Synchronization
import TabKit

#if canImport(Glibc)
import Glibc
#endif

/// `bankui kanban sync [--watch [--exec CMD]] [--quiet]`: the shared board
/// without the screen, for a script, a cron job or a server (``ChangeHook``
/// for `--exec`).
///
/// One round: connect, send what is unsent, read what is new and merge it
/// into this machine's board, then one line on standard output ("Sent 3
/// changes, received 5; the board is up to date.") and status 0. The round
/// is made by the engine's own program, `bankui-sync` (beside bankui), as
/// for the full screen: the network code never loads into bankui. With
/// `--watch` it keeps the board shared until SIGINT, SIGTERM or SIGHUP,
/// with a line for each round that sent or received something; then it
/// sends what is unsent and ends with status 0.
///
/// Statuses (sysexits): 78 (EX_CONFIG) when no shared board is set or its
/// URL cannot be used; 69 (EX_UNAVAILABLE) when the server cannot be used
/// as it is (connection refused, unknown host, no socket, authentication
/// failed, no such database, tables it cannot use) or `bankui-sync` is
/// missing; 75 (EX_TEMPFAIL) when the failure passes by itself (no answer
/// in time, the connection lost, a server starting or shutting down, the
/// database locked by another program); the database itself as every
/// kanban command (73, 1). Safe beside a running bankui on the same data:
/// the server stores a change sent by both once.
struct KanbanSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send what is unsent to the shared board and read what is new, without the screen.",
        discussion: """
            One round, then a line saying what was sent and received (status 0). --watch keeps the board shared \
            until interrupted, a line per round that changed something. Statuses: 78 when no shared board is set \
            (bankui kanban remote set URL), 69 when the server cannot be used (refused, unknown host, \
            authentication), 75 when the failure passes by itself (no answer, the connection lost, a lock).
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var remote: KanbanRemoteOptions

    @Flag(help: "Keep syncing until SIGINT or SIGTERM (then send what is unsent and end).")
    var watch = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --watch: run this shell command once for each change that arrives from someone else, the change as one line of JSON on its standard input (one at a time; a failure is said and the sync goes on).",
        valueName: "command"))
    var exec: String?

    @Option(name: .customLong("exec-timeout"), parsing: .unconditional,
            help: ArgumentHelp("How long each --exec run may take, in seconds (then it is stopped).", valueName: "seconds"))
    var execTimeout: Double = 10

    func validate() throws {
        if exec != nil, !watch { throw ValidationError("--exec needs --watch") }
        if let exec, exec.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--exec needs a command") }
        if !(execTimeout > 0 && execTimeout <= 3600) { throw ValidationError("--exec-timeout must be from 0 to 3600 seconds") }
    }

    /// How long an ending `--watch` waits for the last changes to be sent.
    static let finishPatience: TimeInterval = 30

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let language = global.language
        // Named on what it sends that names nobody, and to the others while it watches.
        let person = try KanbanIdentity.person(global)
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        let found = KanbanRemoteSetting.url(flag: remote.kanbanRemote, environment: environment,
                                            settings: SettingsRepository(database: database))
        // --exec reads what arrives from the board the engine writes to.
        let hook: ChangeHook?
        do {
            hook = try exec.map { try ChangeHook(command: $0, timeLimit: execTimeout, database: database) }
        } catch {
            _ = database.close()
            Console.complain("bankui: cannot read the board's history: \(error)")
            throw ExitCode.failure
        }
        defer { if hook != nil { _ = database.close() } }
        if hook == nil { _ = database.close() }
        guard let (url, _) = found else {
            Console.complain("bankui: \(KanbanSyncStrings.noRemote(language))")
            throw ExitCode(Self.configStatus)
        }
        if case .failure(let error) = KanbanRemoteSetting.parse(url, environment: environment) {
            Console.complain("bankui: \(KanbanRemoteStrings.unusable(language)): \(error)")
            throw ExitCode(Self.configStatus)
        }
        let paths = global.paths
        try? FileManager.default.createDirectory(at: paths.logFile.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        let output = ConsoleOutput()
        let said = Mutex<Bool>(false)
        let lastError = Mutex<String?>(nil)
        let lastNotice = Mutex<String?>(nil)
        let child: SyncChild
        do {
            child = try SyncChild.spawn(
                program: SharedBoardProcess.programURL(), dataDirectory: paths.dataDirectory, url: url,
                logFile: paths.logFile,
                mode: [watch ? "--watch" : "--once"] + (global.readOnly ? ["--read-only"] : []) + ["--as", person.text],
                onStatus: { [watch] status in
                    // What the engine did on its own (the server's log put
                    // back from a backup), once, in either mode.
                    let notice = status.notice
                    let newNotice = lastNotice.withLock { last in
                        defer { last = notice }
                        return notice != nil && last != notice
                    }
                    if newNotice, let notice {
                        Console.complain("bankui: \(KanbanSyncStrings.notice(notice, language))")
                    }
                    // --watch: the link going down or coming back, once each.
                    guard watch else { return }
                    let error = status.online ? nil : status.lastError
                    let changed = lastError.withLock { last in
                        defer { last = error }
                        return last != error
                    }
                    guard changed else { return }
                    if let error {
                        Console.complain("bankui: \(KanbanSyncStrings.offline(error, language))")
                    } else if status.online {
                        Console.complain("bankui: \(KanbanSyncStrings.online(status.remote, language))")
                    }
                },
                onRound: { [watch, quiet] round in
                    if round.received > 0 { hook?.arrived() }
                    guard watch, !quiet, round.error == nil, round.sent + round.received > 0 else { return }
                    if !output.write(KanbanSyncStrings.summary(round, final: false, language) + "\n") {
                        said.withLock { $0 = true }
                    }
                },
                onExit: { _, _ in })
        } catch {
            Console.complain("bankui: cannot start \(SharedBoardProcess.programName): \(error)")
            throw ExitCode(Self.unavailableStatus)
        }
        let signals = watch ? Self.finishOnSignals(child) : []
        withExtendedLifetime(signals) { child.waitForExit() }
        // What arrived in the last round still has its runs.
        hook?.arrived()
        hook?.drain()
        guard let round = child.lastRound else {
            Console.complain("bankui: \(SharedBoardProcess.programName) ended (\(SyncChild.describe(child.exitStatus))) "
                + "without finishing the round")
            throw ExitCode.failure
        }
        if let error = round.error {
            Console.complain("bankui: \(KanbanSyncStrings.failed(error, unsent: round.unsent, language))")
            throw ExitCode(Self.status(of: round.failure))
        }
        if said.withLock({ $0 }) {
            Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(Console.outputFailedStatus)
        }
        if !quiet {
            try Console.print(KanbanSyncStrings.summary(round, final: true, language) + "\n")
        }
    }

    static let configStatus: Int32 = 78
    static let unavailableStatus: Int32 = 69
    static let temporaryStatus: Int32 = 75

    /// The exit status of a failed round.
    static func status(of failure: KanbanSyncRound.Failure?) -> Int32 {
        switch failure {
        case .unavailable?: unavailableStatus
        case .temporary?: temporaryStatus
        case .local?, nil: 1
        }
    }

    /// `--watch`: SIGINT, SIGTERM or SIGHUP ask the engine to send what is
    /// unsent and end; if it has not within ``finishPatience`` it is stopped.
    private static func finishOnSignals(_ child: SyncChild) -> [any DispatchSourceSignal] {
        let queue = DispatchQueue(label: "bankui.kanban-sync.signals")
        return [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                child.askToFlush()
                DispatchQueue.global().async {
                    if !child.waitForExit(timeout: finishPatience) { child.stop(timeout: 1) }
                }
            }
            source.resume()
            return source
        }
    }
}

/// The messages of `bankui kanban sync`, in English and Korean.
enum KanbanSyncStrings {
    static func noRemote(_ language: Language) -> String {
        switch language {
        case .en: "no shared board set: set one with `bankui kanban remote set URL`, --kanban-remote URL or BANKUI_KANBAN_REMOTE"
        case .ko: "공유 보드가 설정되지 않았습니다: `bankui kanban remote set URL`, --kanban-remote URL 또는 BANKUI_KANBAN_REMOTE로 설정하세요"
        }
    }

    /// `Sent 3 changes, received 5; the board is up to date.`; a round of
    /// `--watch`: `Sent 1 change, received 0.`
    static func summary(_ round: KanbanSyncRound, final: Bool, _ language: Language) -> String {
        switch language {
        case .en:
            let sent = round.sent == 1 ? "Sent 1 change" : "Sent \(NumberText.grouped(round.sent)) changes"
            let head = "\(sent), received \(NumberText.grouped(round.received))"
            guard final else { return head + "." }
            return round.unsent == 0 ? head + "; the board is up to date."
                : head + "; \(NumberText.grouped(round.unsent)) made meanwhile wait for the next sync."
        case .ko:
            let head = "변경 \(NumberText.grouped(round.sent))개를 보내고 \(NumberText.grouped(round.received))개를 받았습니다"
            guard final else { return head + "." }
            return round.unsent == 0 ? head + ". 보드가 최신입니다."
                : head + ". 그사이 생긴 \(NumberText.grouped(round.unsent))개는 다음 동기화 때 보냅니다."
        }
    }

    /// What the engine did on its own, in the language asked for.
    static func notice(_ text: String, _ language: Language) -> String {
        guard language == .ko, text == KanbanSyncStatus.rewoundNotice else { return text }
        return "서버의 기록이 백업에서 되돌려졌거나 초기화되었습니다. 이 보드의 변경을 다시 보냅니다"
    }

    static func failed(_ error: String, unsent: Int, _ language: Language) -> String {
        switch language {
        case .en: "cannot sync the shared board: \(error)"
            + (unsent == 1 ? " (1 change waits on this machine)"
                : unsent > 1 ? " (\(NumberText.grouped(unsent)) changes wait on this machine)" : "")
        case .ko: "공유 보드와 동기화하지 못했습니다: \(error)"
            + (unsent > 0 ? " (변경 \(NumberText.grouped(unsent))개가 이 컴퓨터에서 기다립니다)" : "")
        }
    }

    static func offline(_ error: String, _ language: Language) -> String {
        switch language {
        case .en: "the shared board is offline: \(error); trying again"
        case .ko: "공유 보드에 연결되지 않았습니다: \(error); 다시 시도합니다"
        }
    }

    static func online(_ remote: String, _ language: Language) -> String {
        switch language {
        case .en: "connected to the shared board \(remote)"
        case .ko: "공유 보드에 연결했습니다: \(remote)"
        }
    }
}

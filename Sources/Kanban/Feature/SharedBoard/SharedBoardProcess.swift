import TextKit
import Dispatch
import ConsoleKit
import Foundation
import KanbanCore
import KanbanShare
import Logging
import DatabaseKit
import KanbanStorage
import Synchronization
import TabKit

#if canImport(Glibc)
import Glibc
#endif

/// Ties the shared kanban board to the interface. The engine runs in a
/// process of its own, `bankui-sync` (beside this program), so PostgreSQL,
/// SwiftNIO and TLS never load into the interface: it is started when a
/// remote is set, it sees this program's commits and this program sees its
/// merges through the database's change watch, its state comes back as
/// lines of JSON and goes to the kanban tab. At quit it is asked to send
/// what is unsent (the line `flush` on its standard input) and given
/// ``quitGrace`` for it, then stopped; the end of its standard input (also
/// when this program dies) stops it at once. What is still unsent stays in
/// the outbox for the next start, and a line after the terminal is
/// restored says so.
@MainActor
public final class SharedBoardProcess: QuitStep {
    /// The name of the engine's program, beside bankui.
    nonisolated static let programName = "bankui-sync"

    private let database: AppDatabase
    private let dataDirectory: URL
    private let logFile: URL
    private let language: Language
    private let logger: Logger
    private let messenger: TabMessenger
    private let start: (url: String, remote: String)?
    private var child: (any SyncChildControl)?
    /// `--read-only` and `--as NAME`, for the engine.
    private let engineArguments: [String]
    /// The card being edited in the tab.
    private var editing: UUID?
    /// The program ended on its own: it is started again after this wait,
    /// which doubles (to a minute) while it keeps ending soon after a start.
    private var restartDelay = SharedBoardProcess.firstRestartDelay
    private var startedAt = Date.distantPast
    private var stopped = false
    nonisolated static let firstRestartDelay: TimeInterval = 1
    nonisolated static let longestRestartDelay: TimeInterval = 60
    /// How long quitting waits for the last changes to reach the shared board.
    public nonisolated static let quitGrace: TimeInterval = 2

    /// - Parameters:
    ///   - remote: the URL as written and what it resolved to (or why it is
    ///     unusable), or nil when none is set (then nothing runs).
    ///   - messenger: the kanban tab's: the engine's state goes there.
    public init(remote: (url: String, parsed: Result<KanbanRemote, KanbanRemoteError>)?, database: AppDatabase,
                dataDirectory: URL, logFile: URL, language: Language, logger: Logger, messenger: TabMessenger,
                person: PersonName? = nil, readOnly: Bool = false) {
        engineArguments = (readOnly ? ["--read-only"] : []) + (person.map { ["--as", $0.text] } ?? [])
        self.database = database
        self.dataDirectory = dataDirectory
        self.logFile = logFile
        self.language = language
        self.logger = logger
        self.messenger = messenger
        switch remote?.parsed {
        case nil:
            start = nil
        case .failure(let error)?:
            start = nil
            logger.warning("shared board not used: \(error)")
            report(error.description, remote: "?")
        case .success(let parsed)?:
            start = remote.map { ($0.url, parsed.description) }
        }
    }

    /// Starts the engine's program (returns at once).
    public func startEngine() {
        guard let start, child == nil, !stopped else { return }
        startedAt = Date()
        let program = Self.programURL()
        let messenger = messenger
        let database = database
        do {
            child = try SyncChild.spawn(program: program, dataDirectory: dataDirectory, url: start.url, logFile: logFile,
                                        mode: engineArguments, onStatus: { messenger.send($0) },
                                        onExit: { [logger] status, asked in
                                            guard !asked else {
                                                logger.info("\(Self.programName) stopped")
                                                return
                                            }
                                            // Ended on its own (killed, crashed): the board
                                            // is not shared any more, and says so.
                                            let why = "\(Self.programName) ended (\(SyncChild.describe(status)))"
                                            logger.warning("\(why); started again soon")
                                            messenger.send(Self.offline(why, remote: start.remote, database: database))
                                            DispatchQueue.main.async { [weak self] in
                                                MainActor.assumeIsolated { self?.endedOnItsOwn() }
                                            }
                                        })
            if let editing { child?.tellEditing(editing) }
        } catch {
            logger.error("cannot start \(program.path): \(error)")
            report("cannot start \(Self.programName): \(error)", remote: start.remote)
        }
    }

    /// The card being edited in the tab (nil: none): the engine tells the
    /// others, now and after it starts again.
    public func setEditing(_ card: UUID?) {
        guard editing != card else { return }
        editing = card
        child?.tellEditing(card)
    }

    /// A quit step: sends what is unsent (waiting at most ``quitGrace``),
    /// then stops the engine, before the database closes.
    public func finish(drafts: [TabID: String]) -> [String] { stop() }

    /// Asks the engine to send what is unsent and waits at most `grace` for
    /// it, then stops it; returns the line to print after quitting: every
    /// change sent, or how many were not and why. Nothing is waited for or
    /// said when nothing was unsent.
    public func stop(grace: TimeInterval = SharedBoardProcess.quitGrace) -> [String] {
        guard start != nil, !stopped else { return [] }
        stopped = true
        // The last changes committed first, so that they are in the outbox.
        database.writes.flush(timeout: 1)
        let store = KanbanSyncStore(database: database)
        let waiting = (try? store.unsentCount()) ?? 0
        let reason = Self.finish(child, unsent: waiting, grace: grace, logger: logger)
        child = nil
        let unsent = (try? store.unsentCount()) ?? 0
        if unsent > 0 { return [KanbanTab.unsentAtQuit(unsent, reason: reason, language: language)] }
        return waiting > 0 ? [KanbanTab.allSentAtQuit(language: language)] : []
    }

    /// Ends `child` at quit: with `unsent` changes waiting it is asked to
    /// send them and given `grace`; if it has not ended by then (a server
    /// that does not answer) it is stopped. With nothing waiting it is
    /// stopped at once. Returns why changes may still be unsent.
    nonisolated static func finish(_ child: (any SyncChildControl)?, unsent: Int, grace: TimeInterval,
                                   logger: Logger) -> String? {
        guard let child else { return unsent > 0 ? "\(programName) is not running" : nil }
        guard unsent > 0 else {
            child.stop(timeout: 2)
            return nil
        }
        child.askToFlush()
        if child.waitForExit(timeout: grace) {
            return child.lastRound?.error ?? child.lastStatus?.lastError
        }
        logger.warning("\(programName) did not finish sending within \(KanbanStrings.seconds(grace)) s; stopped")
        child.stop(timeout: 1)
        return KanbanTab.noAnswerAtQuit(grace)
    }

    /// The program ended without being asked: start it again after a wait.
    private func endedOnItsOwn() {
        child = nil
        guard !stopped else { return }
        // A run of a minute or more was not a crash loop: wait little.
        if Date().timeIntervalSince(startedAt) >= Self.longestRestartDelay { restartDelay = Self.firstRestartDelay }
        let delay = restartDelay
        restartDelay = min(restartDelay * 2, Self.longestRestartDelay)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.startEngine() }
        }
    }

    private func report(_ error: String, remote: String) {
        messenger.send(Self.offline(error, remote: remote, database: database))
    }

    private nonisolated static func offline(_ error: String, remote: String, database: AppDatabase) -> KanbanSyncStatus {
        let unsent = (try? KanbanSyncStore(database: database).unsentCount()) ?? 0
        return KanbanSyncStatus(online: false, unsent: unsent, lastError: error, remote: remote)
    }

    /// `bankui-sync` in this program's directory.
    nonisolated static func programURL() -> URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent(programName)
    }
}

/// What quitting needs of the running engine's program (a stand-in in tests).
protocol SyncChildControl: AnyObject, Sendable {
    /// Asks it to send what is unsent in one more round, then end.
    func askToFlush()
    /// Tells it the card being edited (nil: none), for the others.
    func tellEditing(_ card: UUID?)
    /// Waits at most `timeout` for it to end; true when it has.
    func waitForExit(timeout: TimeInterval) -> Bool
    /// Ends it: closes its input, waits `timeout`, then SIGTERM.
    func stop(timeout: TimeInterval)
    /// The last status line and round line it wrote.
    var lastStatus: KanbanSyncStatus? { get }
    var lastRound: KanbanSyncRound? { get }
}

/// The running `bankui-sync`: its standard input (the line `flush` asks it
/// to send what is unsent and end; closing it stops the engine at once)
/// and a thread reading its status and round lines until its end, which
/// then reaps it.
final class SyncChild: SyncChildControl {
    private let pid: pid_t
    private let input: Mutex<Int32?>
    private let exited = DispatchSemaphore(value: 0)
    private let hasExited = Atomic<Bool>(false)
    /// ``stop(timeout:)`` or ``askToFlush()`` was called: the end that
    /// follows is asked for.
    private let stopping = Atomic<Bool>(false)
    private let lines = Mutex<(status: KanbanSyncStatus?, round: KanbanSyncRound?)>((nil, nil))
    /// Its exit status, once it has ended.
    private let result = Atomic<Int32>(0)

    private init(pid: pid_t, input: Int32) {
        self.pid = pid
        self.input = Mutex(input)
    }

    var lastStatus: KanbanSyncStatus? { lines.withLock { $0.status } }
    var lastRound: KanbanSyncRound? { lines.withLock { $0.round } }
    /// Its wait status, once ``waitForExit(timeout:)`` said it ended.
    var exitStatus: Int32 { result.load(ordering: .acquiring) }

    /// Starts `program` (`bankui-sync`) with `mode` (`--once`, `--watch`,
    /// or none) on `dataDirectory`'s board; its log goes to `logFile`.
    static func spawn(program: URL, dataDirectory: URL, url: String, logFile: URL, mode: [String] = [],
                      onStatus: @escaping @Sendable (KanbanSyncStatus) -> Void,
                      onRound: @escaping @Sendable (KanbanSyncRound) -> Void = { _ in },
                      onExit: @escaping @Sendable (_ status: Int32, _ asked: Bool) -> Void) throws -> SyncChild {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw SyncChildError("\(program.path) is missing")
        }
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw SyncChildError(String(cString: strerror(errno))) }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw SyncChildError(String(cString: strerror(errno)))
        }
        // This program's ends stay out of any other program it starts.
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var environment = ProcessInfo.processInfo.environment
        environment["BANKUI_SYNC_URL"] = url
        let logPath = logFile.path
        let started = GroupSpawn.start(program.path, [program.path, "--data-dir", dataDirectory.path] + mode,
                                       environment: environment) { actions in
            posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        }
        close(toChild[0])
        close(fromChild[1])
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(let failure):
            close(toChild[1]); close(fromChild[0])
            throw SyncChildError(failure.reason)
        }
        let child = SyncChild(pid: pid, input: toChild[1])
        let childPID = pid
        let output = fromChild[0]
        Thread.detachNewThread {
            var pending = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(output, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: buffer[0..<count])
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = pending[pending.startIndex..<newline]
                    pending.removeSubrange(pending.startIndex...newline)
                    if let status = try? JSONDecoder().decode(KanbanSyncStatus.self, from: line) {
                        child.lines.withLock { $0.status = status }
                        onStatus(status)
                    } else if let round = try? JSONDecoder().decode(KanbanSyncRound.Line.self, from: line).round {
                        child.lines.withLock { $0.round = round }
                        onRound(round)
                    }
                }
            }
            close(output)
            var result: Int32 = 0
            while waitpid(childPID, &result, 0) < 0 && errno == EINTR {}
            child.result.store(result, ordering: .releasing)
            onExit(result, child.stopping.load(ordering: .acquiring))
            child.hasExited.store(true, ordering: .releasing)
            child.exited.signal()
        }
        return child
    }

    func tellEditing(_ card: UUID?) {
        input.withLock { input in
            guard let descriptor = input else { return }
            Self.writeIgnoringBrokenPipe(Array("editing \(card?.uuidString.lowercased() ?? "-")\n".utf8), to: descriptor)
        }
    }

    func askToFlush() {
        stopping.store(true, ordering: .releasing)
        input.withLock { input in
            guard let descriptor = input else { return }
            Self.writeIgnoringBrokenPipe(Array("flush\n".utf8), to: descriptor)
        }
    }

    func waitForExit(timeout: TimeInterval) -> Bool {
        if hasExited.load(ordering: .acquiring) { return true }
        guard exited.wait(timeout: .now() + timeout) == .success else { return false }
        exited.signal()  // for the next one who waits
        return true
    }

    /// Waits for it to end, however long that takes (it bounds its own work).
    func waitForExit() {
        if hasExited.load(ordering: .acquiring) { return }
        exited.wait()
        exited.signal()
    }

    /// Closes the program's input (it stops the engine and leaves), waits
    /// `timeout`, then ends it with SIGTERM.
    func stop(timeout: TimeInterval) {
        stopping.store(true, ordering: .releasing)
        input.withLock { input in
            if let descriptor = input { close(descriptor) }
            input = nil
        }
        if !waitForExit(timeout: timeout) {
            kill(pid, SIGTERM)
            _ = waitForExit(timeout: 1)
        }
    }

    /// Writes `bytes` to a pipe whose reader may be gone, without the
    /// SIGPIPE that would end this program: the signal is blocked on this
    /// thread for the write and, if the write raised it, taken before the
    /// mask is put back.
    static func writeIgnoringBrokenPipe(_ bytes: [UInt8], to descriptor: Int32) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var written = 0
        var broken = false
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                broken = errno == EPIPE
                break
            }
            written += count
        }
        if broken, sigismember(&previous, SIGPIPE) == 0 {
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &none) < 0 && errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

extension SyncChild {
    /// A wait status in words: "status 1", "signal 9".
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "status \((status >> 8) & 0xff)" }
        return "signal \(signal)"
    }
}

struct SyncChildError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

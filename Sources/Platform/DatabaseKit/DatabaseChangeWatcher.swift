import Dispatch
import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Tells when another connection commits to the database: a second bankui
/// on the same data directory, or anything else that writes the file
/// (``AppDatabase/changes``).
///
/// How: the kernel reports every change to the database's files in its
/// directory (inotify, read through a Dispatch read source: no polling,
/// the process sleeps while nothing happens). A burst of such reports is
/// coalesced into one check, which reads `PRAGMA data_version` on the
/// writing connection of this ``AppDatabase``: that number changes only
/// when *another* connection has committed since the last check, so this
/// database's own writes (synchronous or through ``WriteQueue``), its
/// checkpoints and other programs' reads never call `onChange`.
///
/// When a change is seen while ``WriteQueue`` holds writes back (the other
/// program held the lock), they are tried again at once.
///
/// Threading: `start` and `stop` may be called from any thread (the main
/// actor in the app). `stop` returns at once; `start` reads `data_version`
/// once before it returns, which waits for a background write in flight, if
/// any (at most ``AppDatabase/backgroundBusyTimeout``). `onChange` is called on the
/// watcher's own background queue, at most about every 20 ms during a
/// burst, and must hand the news to the main actor (e.g. a `TabMessenger`)
/// before any UI state is touched. A database in memory has no other
/// connections: its watcher never calls `onChange`.
public final class DatabaseChangeWatcher: Sendable {
    /// How long reports are gathered before one check.
    static let coalescingDelay: TimeInterval = 0.02

    private let writer: any DatabaseWriter
    private let directory: URL?
    private let fileName: String
    private let writes: WriteQueue
    private let queue = DispatchQueue(label: "bankui.changes")
    private let state = Guarded(State())

    private struct State {
        var source: (any DispatchSourceRead)?
        var onChange: (@Sendable () -> Void)?
        /// `data_version` at the last check; nil before the first.
        var version: Int?
        var checkScheduled = false
        /// Bumped by every start and stop, so that a check scheduled by an
        /// earlier run does nothing.
        var run: UInt64 = 0
    }

    init(writer: any DatabaseWriter, directory: URL?, fileName: String, writes: WriteQueue) {
        self.writer = writer
        self.directory = directory
        self.fileName = fileName
        self.writes = writes
    }

    deinit {
        stop()
    }

    /// Whether the watcher is started.
    public var isRunning: Bool { state.withLock { $0.onChange != nil } }

    /// Starts watching; a second call replaces `onChange`. Start it before
    /// reading what the screen shows, so that no commit falls between the
    /// read and the watch. Not from `onChange` itself (it would wait for
    /// its own queue).
    ///
    /// - Throws: ``WatchError`` when the system refuses to watch the
    ///   directory (too many watches, no permission). The database works
    ///   as before; only other programs' changes go unnoticed.
    public func start(onChange: @escaping @Sendable () -> Void) throws {
        // Already watching, or nothing to watch (in memory): only the
        // handler is set.
        let handlerOnly = state.withLock { state -> Bool in
            guard state.onChange != nil || directory == nil else { return false }
            state.onChange = onChange
            return true
        }
        guard !handlerOnly, let directory else { return }
        #if canImport(Glibc)
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchError(operation: "inotify_init1", code: errno) }
        // The directory, not the files: the -wal and -journal files come and go.
        let mask = UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_TO)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB)
        guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
            let code = errno
            close(descriptor)
            throw WatchError(operation: "inotify_add_watch", code: code)
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        let run = state.withLock { state -> UInt64 in
            state.run += 1
            state.onChange = onChange
            state.source = source
            state.version = nil
            return state.run
        }
        source.setEventHandler { [weak self] in
            guard let self else { return }
            if Self.readEvents(descriptor, concerning: fileName) { scheduleCheck(run: run) }
        }
        source.setCancelHandler { close(descriptor) }
        // The baseline, before returning: every commit after `start` is news.
        queue.sync { self.check(run: run, report: false) }
        source.resume()
        #else
        state.withLock { $0.onChange = onChange }
        #endif
    }

    /// Stops watching; `onChange` is not called after this returns, except
    /// by a check already running on the watcher's queue.
    public func stop() {
        let source = state.withLock { state -> (any DispatchSourceRead)? in
            state.run += 1
            state.onChange = nil
            defer { state.source = nil }
            return state.source
        }
        source?.cancel()
    }

    /// Checks `data_version` shortly, once for a whole burst of reports.
    private func scheduleCheck(run: UInt64) {
        let schedule = state.withLock { state -> Bool in
            guard state.run == run, !state.checkScheduled else { return false }
            state.checkScheduled = true
            return true
        }
        guard schedule else { return }
        queue.asyncAfter(deadline: .now() + Self.coalescingDelay) {
            self.state.withLock { $0.checkScheduled = false }
            self.check(run: run, report: true)
        }
    }

    /// Reads `data_version` on the writing connection and calls `onChange`
    /// when it moved since the last check. On `queue` only.
    private func check(run: UInt64, report: Bool) {
        guard state.withLock({ $0.run == run }) else { return }
        // Waits behind a write of our own in flight (at most one background
        // attempt): this runs on the watcher's queue, never the main one.
        guard let version = try? writer.writeWithoutTransaction({ db in
            try Int.fetchOne(db, sql: "PRAGMA data_version")
        }) else { return }
        let onChange = state.withLock { state -> (@Sendable () -> Void)? in
            guard state.run == run else { return nil }
            defer { state.version = version }
            guard report, let previous = state.version, previous != version else { return nil }
            return state.onChange
        }
        guard let onChange else { return }
        if writes.status.isHeldUp { writes.retryNow() }
        onChange()
    }

    #if canImport(Glibc)
    /// Reads every pending inotify event from `descriptor`; true when one
    /// concerns the database's files (`bankui.sqlite`, its -wal, -shm or
    /// -journal) or events were lost.
    private static func readEvents(_ descriptor: Int32, concerning fileName: String) -> Bool {
        var relevant = false
        let headerSize = 16  // struct inotify_event without its name
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }  // EAGAIN: nothing more for now
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + headerSize <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + headerSize)..<min(count, offset + headerSize + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 || name.hasPrefix(fileName) { relevant = true }
                    offset += headerSize + length
                }
            }
        }
        return relevant
    }
    #endif
}

/// A value behind a lock. Dispatch sources are not `Sendable`; this one is
/// only touched under the lock.
private final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The system refused to watch the data directory.
public struct WatchError: Error, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `inotify_add_watch`.
    public let operation: String
    /// Its `errno`.
    public let code: Int32

    public var description: String { "\(operation): \(String(cString: strerror(code)))" }
}

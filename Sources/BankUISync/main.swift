import Foundation
import KanbanCore
import KanbanShare
import KanbanSync
import Logging
import Storage

#if canImport(Glibc)
import Glibc
#endif

// bankui-sync: the shared kanban board's engine in a process of its own,
// started by bankui when a shared board is set (not meant to be run by
// hand). Keeping PostgreSQL, SwiftNIO and TLS out of bankui keeps the
// interface small in memory and free of network code.
//
//   bankui-sync --data-dir DIR       the URL in BANKUI_SYNC_URL (an
//                                    environment variable: it may hold a
//                                    password, and arguments are public)
//
// Standard output: one line of JSON per state of the link
// (`KanbanSyncStatus`). Standard error: the log. Standard input: nothing is
// read from it; its end (bankui quit, or died) stops the engine, and what
// is unsent stays in the outbox for the next start. bankui's commits are
// seen through the database's change watch, and the merges reach bankui
// the same way.

signal(SIGPIPE, SIG_IGN)
LoggingSystem.bootstrap { label in
    var handler = SyncLogHandler(label: label)
    handler.logLevel = .info
    return handler
}
let logger = Logger(label: "bankui.sync")
let environment = ProcessInfo.processInfo.environment

/// Writes `status` as one line on standard output; a closed output (bankui
/// gone) ends this process.
@Sendable func report(_ status: KanbanSyncStatus) {
    guard var line = try? JSONEncoder().encode(status) else { return }
    line.append(UInt8(ascii: "\n"))
    let written = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if written != line.count { exit(0) }
}

func fail(_ message: String, remote: String = "?") -> Never {
    logger.error("\(message)")
    report(KanbanSyncStatus(online: false, unsent: 0, lastError: message, remote: remote))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[1] == "--data-dir" else {
    FileHandle.standardError.write(Data("usage: bankui-sync --data-dir DIR (started by bankui)\n".utf8))
    exit(64)
}
guard let url = environment["BANKUI_SYNC_URL"], !url.isEmpty else { fail("no shared board URL given") }

let remote: KanbanRemote
do {
    remote = try KanbanRemote.parse(url, environment: environment, home: KanbanRemote.homeDirectory(environment))
} catch {
    fail(error.description)
}

let database: AppDatabase
do {
    database = try AppDatabase.open(directory: URL(fileURLWithPath: arguments[2], isDirectory: true))
} catch {
    fail("cannot open the board: \(error)", remote: remote.description)
}

let engine: KanbanSyncEngine
do {
    engine = try KanbanSyncEngine(database: database, remote: remote, logger: logger, onStatus: report,
                                  onRemoteChanges: {})
} catch {
    fail(error.description, remote: remote.description)
}

do {
    try database.changes.start { Task { await engine.poke() } }
} catch {
    logger.warning("cannot watch the board for bankui's changes; they are sent at the next round: \(error)")
}

/// Stops the engine when standard input ends, then leaves.
Thread.detachNewThread {
    var byte: UInt8 = 0
    while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) { break }
    }
    Task {
        await engine.stop()
        database.changes.stop()
        _ = database.close()
        exit(0)
    }
}

Task { await engine.start() }
dispatchMain()

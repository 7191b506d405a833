import Foundation
import KanbanCore
import KanbanShare
import KanbanSync
import Logging
import DatabaseKit
import KanbanStorage

#if canImport(Glibc)
import Glibc
#endif

// bankui-sync: the shared kanban board's engine in a process of its own,
// started by bankui (not meant to be run by hand). Keeping PostgreSQL,
// SwiftNIO and TLS out of bankui keeps the interface small in memory and
// free of network code.
//
//   bankui-sync --data-dir DIR [--once | --watch] [--read-only] [--as NAME]
//
// The URL is in BANKUI_SYNC_URL (an environment variable: it may hold a
// password, and arguments are public). Standard output: one line of JSON
// per state of the link (`KanbanSyncStatus`), and one line
// `{"round": …}` (`KanbanSyncRound`) for what a round sent and received.
// Standard error: the log.
//
// Without a mode (bankui's full screen) and with --watch (`bankui kanban
// sync --watch`) the engine runs until told: the line `editing ID` (or
// `editing -`) on standard input tells the others which card is being
// edited; the line `flush` says goodbye to them, sends what is unsent in
// one more round, writes that round's line and ends; the end of standard input (the caller quit, or died) stops the
// engine at once, and what is unsent stays in the outbox for the next
// start. The caller bounds how long it waits for either. --watch also
// writes a round line whenever the board sent or received something.
// --once (`bankui kanban sync`) makes one round, writes its line and ends:
// status 0, 69 when the server cannot be used, 75 when the failure passes
// by itself, 1 when the board on this machine cannot be read. bankui's
// commits are seen through the database's change watch, and the merges
// reach bankui the same way.

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

/// Writes `round` as one line `{"round": …}` on standard output.
@Sendable func report(_ round: KanbanSyncRound) {
    guard var line = try? JSONEncoder().encode(KanbanSyncRound.Line(round: round)) else { return }
    line.append(UInt8(ascii: "\n"))
    let written = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if written != line.count { exit(0) }
}

/// The exit status of a round: sysexits' EX_UNAVAILABLE and EX_TEMPFAIL.
func exitStatus(_ round: KanbanSyncRound) -> Int32 {
    switch round.failure {
    case nil: 0
    case .unavailable?: 69
    case .temporary?: 75
    case .local?: 1
    }
}

enum Mode { case child, once, watch }

/// `--data-dir DIR`, then in any order `--once` or `--watch`,
/// `--read-only` (the board is read, never sent to) and `--as NAME` (who
/// has the board open, for the others' title rows).
struct Arguments {
    var dataDirectory = ""
    var mode = Mode.child
    var readOnly = false
    var person: String?

    init?(_ arguments: [String]) {
        var rest = Array(arguments.dropFirst())
        guard rest.count >= 2, rest[0] == "--data-dir" else { return nil }
        dataDirectory = rest[1]
        rest.removeFirst(2)
        var modeGiven = false
        while !rest.isEmpty {
            switch rest.removeFirst() {
            case "--once" where !modeGiven: (mode, modeGiven) = (.once, true)
            case "--watch" where !modeGiven: (mode, modeGiven) = (.watch, true)
            case "--read-only": readOnly = true
            case "--as" where !rest.isEmpty: person = rest.removeFirst()
            default: return nil
            }
        }
    }
}
let parsed = Arguments(CommandLine.arguments)
let mode = parsed?.mode ?? .child

func fail(_ message: String, remote: String = "?", failure: KanbanSyncRound.Failure = .local) -> Never {
    logger.error("\(message)")
    report(KanbanSyncStatus(online: false, unsent: 0, lastError: message, remote: remote))
    let round = KanbanSyncRound(sent: 0, received: 0, unsent: 0, error: message, failure: failure)
    if mode != .child { report(round) }
    exit(mode == .child ? 1 : exitStatus(round))
}

guard let parsed else {
    FileHandle.standardError.write(Data("usage: bankui-sync --data-dir DIR [--once | --watch] [--read-only] [--as NAME] (started by bankui)\n".utf8))
    exit(64)
}
guard let url = environment["BANKUI_SYNC_URL"], !url.isEmpty else { fail("no shared board URL given") }

let remote: KanbanRemote
do {
    remote = try KanbanRemote.parse(url, environment: environment, home: KanbanRemote.homeDirectory(environment))
} catch {
    fail(error.description, failure: .unavailable)
}

let database: AppDatabase
do {
    database = try AppDatabase.open(directory: URL(fileURLWithPath: parsed.dataDirectory, isDirectory: true),
                                    schema: KanbanTables.schema)
} catch {
    fail("cannot open the board: \(error)", remote: remote.description,
         failure: error.reason == .locked ? .temporary : .local)
}

/// --watch: a round line each time the engine sent or received more.
actor Watched {
    private var engine: KanbanSyncEngine?
    private var sent = 0
    private var received = 0
    private var closed = false

    func attach(_ engine: KanbanSyncEngine) { self.engine = engine }

    func roundIfChanged() async {
        guard let engine, !closed else { return }
        let (sentNow, receivedNow) = (await engine.sentChanges, await engine.receivedChanges)
        guard !closed, sentNow != sent || receivedNow != received else { return }
        let round = KanbanSyncRound(sent: sentNow - sent, received: receivedNow - received,
                                    unsent: await engine.status?.unsent ?? 0)
        (sent, received) = (sentNow, receivedNow)
        report(round)
    }

    /// Stops reporting and says what was reported: the final round
    /// reports the rest.
    func settle() -> (sent: Int, received: Int) {
        closed = true
        return (sent, received)
    }
}
let watched = Watched()

let engine: KanbanSyncEngine
do {
    engine = try KanbanSyncEngine(database: database, remote: remote, readOnly: parsed.readOnly,
                                  person: parsed.person ?? "", logger: logger,
                                  onStatus: { status in
                                      report(status)
                                      if mode == .watch { Task { await watched.roundIfChanged() } }
                                  },
                                  onRemoteChanges: {
                                      if mode == .watch { Task { await watched.roundIfChanged() } }
                                  })
} catch {
    fail(error.description, remote: remote.description, failure: .unavailable)
}


if mode == .once {
    Task {
        // Nothing else runs: one round, bounded by the engine's round limit.
        let round = await engine.roundReport()
        await engine.stop()
        report(round)
        _ = database.close()
        exit(exitStatus(round))
    }
    dispatchMain()
}

do {
    try database.changes.start { Task { await engine.poke() } }
} catch {
    logger.warning("cannot watch the board for bankui's changes; they are sent at the next round: \(error)")
}

/// Reads standard input: `flush` sends what is unsent, then leaves; its
/// end stops the engine at once (also during that last round: the caller
/// gave up waiting), then leaves.
Thread.detachNewThread {
    var byte: UInt8 = 0
    var line: [UInt8] = []
    var flushing = false
    while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { break }
        guard byte == UInt8(ascii: "\n") else {
            if line.count < 64 { line.append(byte) }
            continue
        }
        let text = String(decoding: line, as: UTF8.self)
        if text.hasPrefix("editing ") {
            // The card being edited in bankui (`-`: none), for the others.
            let card = UUID(uuidString: String(text.dropFirst("editing ".count)))
            Task { await engine.setEditing(card) }
        } else if text == "flush", !flushing {
            flushing = true
            Task {
                await engine.leave()
                let counted = await watched.settle()
                let before = (await engine.sentChanges, await engine.receivedChanges)
                // The last round is an engine of its own: the running one's
                // loop may be in the middle of a round or a wait, and is
                // left to end with this program (a change both send is
                // stored once on the server).
                let last = try? KanbanSyncEngine(database: database, remote: remote, readOnly: parsed.readOnly,
                                                 person: parsed.person ?? "", logger: logger, onStatus: { _ in }, onRemoteChanges: {})
                var round = await last?.roundReport()
                    ?? KanbanSyncRound(sent: 0, received: 0, unsent: 0, error: "cannot start the last round",
                                       failure: .local)
                await last?.stop()
                if mode == .watch {
                    // What the watch had not reported yet, with this round.
                    round.sent += before.0 - counted.sent
                    round.received += before.1 - counted.received
                }
                report(round)
                database.changes.stop()
                _ = database.close()
                exit(exitStatus(round))
            }
        }
        line.removeAll()
    }
    Task {
        await engine.stop()
        database.changes.stop()
        _ = database.close()
        exit(0)
    }
}

Task {
    await watched.attach(engine)
    await engine.start()
}
dispatchMain()

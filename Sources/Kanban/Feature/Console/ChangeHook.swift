import ConsoleKit
import DatabaseKit
import Dispatch
import Foundation
import KanbanCore
import KanbanStorage
import Synchronization
import TextKit

#if canImport(Glibc)
import Glibc
#endif

/// `bankui kanban sync --watch --exec CMD`: CMD runs once for each change
/// that arrives from someone else (another board's change, or a value of
/// this board's that lost to one), through `/bin/sh -c`, with the change as
/// one line of JSON on its standard input (as `kanban activity --format
/// json` writes it, with `id`, the history line's number). One at a time,
/// in the order they came; each within a time limit (then SIGTERM, and
/// SIGKILL a second later); a failure is said on standard error and the
/// sync goes on. Changes made here never run it.
final class ChangeHook: @unchecked Sendable {
    let command: String
    let timeLimit: TimeInterval
    private let repository: KanbanRepository
    private let queue = DispatchQueue(label: "bankui.kanban-sync.exec")
    /// The last history line looked at (only on `queue`).
    private var lastLine: Int64

    init(command: String, timeLimit: TimeInterval, database: AppDatabase) throws {
        self.command = command
        self.timeLimit = timeLimit
        repository = KanbanRepository(database: database)
        lastLine = try repository.lastHistoryLine()
    }

    /// Something arrived: runs CMD for each new line, in the background.
    func arrived() {
        queue.async { self.runNew() }
    }

    /// Waits until every line seen so far has had its run.
    func drain() {
        queue.sync {}
    }

    private func runNew() {
        while true {
            guard let lines = try? repository.othersLines(after: lastLine, limit: 500), !lines.isEmpty else { return }
            for (id, entry) in lines {
                lastLine = id
                run(for: entry, id: id)
            }
        }
    }

    private func run(for entry: HistoryEntry, id: Int64) {
        var json = KanbanActivityCommand.json(entry, strings: KanbanStrings(.en))
        json.insert(contentsOf: "\"id\": \(id), ", at: json.index(after: json.startIndex))
        if let outcome = Self.run(command, input: json + "\n", timeLimit: timeLimit) {
            Console.complain("bankui: --exec: \(UntrustedText.clean(command, .singleLine)) \(outcome) "
                + "(change \(id): \(UntrustedText.clean(KanbanStrings(.en).history(entry, namingMe: true), .singleLine))); "
                + "the sync goes on")
        }
    }

    /// Runs `command` with `input` on its standard input, in a process
    /// group of its own (so that stopping it stops what it started too);
    /// nil when it ended with status 0, else what went wrong.
    static func run(_ command: String, input: String, timeLimit: TimeInterval) -> String? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return "could not start: \(String(cString: strerror(errno)))" }
        for descriptor in fds { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let stdin = fds[0]
        let started = GroupSpawn.start("/bin/sh", ["sh", "-c", command]) { actions in
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        }
        close(fds[0])
        let child: pid_t
        switch started {
        case .success(let pid): child = pid
        case .failure(let failure):
            close(fds[1])
            return "could not start: \(failure.reason)"
        }
        // Written beside the wait: a command that does not read its input
        // must not hold the sync.
        let writer = fds[1]
        let bytes = Array(input.utf8)
        Thread.detachNewThread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(writer, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(writer)
        }
        let ended = DispatchSemaphore(value: 0)
        let status = Mutex<Int32>(0)
        Thread.detachNewThread {
            var result: Int32 = 0
            while waitpid(child, &result, 0) < 0 && errno == EINTR {}
            status.withLock { $0 = result }
            ended.signal()
        }
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            kill(-child, SIGTERM)
            if ended.wait(timeout: .now() + 1) == .timedOut {
                kill(-child, SIGKILL)
                ended.wait()
            }
            return "took longer than \(Self.seconds(timeLimit)) s and was stopped"
        }
        // What it started and left behind goes with it.
        kill(-child, SIGKILL)
        let result = status.withLock { $0 }
        if result & 0x7F != 0 { return "was killed by signal \(result & 0x7F)" }
        let code = (result >> 8) & 0xFF
        return code == 0 ? nil : "ended with status \(code)"
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

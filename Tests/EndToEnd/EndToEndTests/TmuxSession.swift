import Foundation
import XCTest

/// Runs the built `bankui` inside a private tmux server (a real pty), so a
/// test can press keys and read the screen as a person would.
///
/// The program runs under a small shell wrapper that records the terminal
/// settings (`stty -g`) before and after, the exit status and the process id,
/// so tests can check that the terminal comes back exactly as it was.
final class TmuxSession {
    let socket: String
    let directory: URL
    let dataDirectory: URL
    private static let counter = Counter()

    /// The built binary: `BANKUI_BIN`, or the debug build next to the sources.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["BANKUI_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/bankui")
    }

    /// Starts `bankui arguments` in a `width`×`height` window. With
    /// `jobControl`, the program runs as a job of an interactive shell (so
    /// Ctrl-Z stops it and `fg` brings it back); otherwise under a plain
    /// script.
    ///
    /// With `recording`, every byte bankui writes to its terminal is kept in
    /// that file as it comes (util-linux `script` between tmux and bankui):
    /// for tests that read every frame, not only the screen at the end.
    init(width: Int = 80, height: Int = 24, arguments: [String] = [], dataDirectory: URL? = nil,
         environment: [String: String] = [:], jobControl: Bool = false, recording: URL? = nil,
         program: [String]? = nil) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            throw XCTSkip("tmux is not installed (make test installs it)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            throw XCTSkip("bankui is not built at \(Self.binary.path)")
        }
        socket = "bankui-e2e-\(getpid())-\(Self.counter.next())"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.dataDirectory = dataDirectory ?? directory.appendingPathComponent("data", isDirectory: true)
        // `swift test` sets NO_COLOR for the tests it runs: a session has
        // colour unless the test asks for none (`NO_COLOR` in `environment`).
        let env = (["LANG": "C.UTF-8", "TERM": "xterm-256color", "XDG_STATE_HOME": directory.path] .merging(environment) { $1 })
            .map { "\($0.key)=\(Self.quote($0.value))" }.sorted().joined(separator: " ")
        // `program`: another command in the terminal (ssh to a bankui).
        var command = (program ?? ([Self.binary.path, "--data-dir", self.dataDirectory.path] + arguments))
            .map(Self.quote).joined(separator: " ")
        if let recording {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
                throw XCTSkip("util-linux script is not installed")
            }
            command = ["/usr/bin/script", "-qfec", command, recording.path].map(Self.quote).joined(separator: " ")
        }
        let d = Self.quote(directory.path)
        let script = """
        stty -g > \(d)/stty-before
        env -u NO_COLOR \(env) sh -c 'echo $$ > "$0"; shift; exec "$@"' \(d)/pid - \(command)
        echo $? > \(d)/status
        stty -g > \(d)/stty-after
        exec sleep 600

        """
        let scriptURL = directory.appendingPathComponent("run.sh")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        if jobControl {
            // An interactive shell with job control gets the same script's
            // first lines as one command line, in a subshell: the program
            // and what records its status are one job.
            let shell = "env PS1='$ ' bash --norc --noprofile -i"
            try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e", shell])
            try tmux(["set-option", "-g", "window-size", "manual"])
            let line = "(" + script.split(separator: "\n").prefix(4).joined(separator: "; ") + ")"
            try tmux(["send-keys", "-t", "e2e", "-l", line])
            try tmux(["send-keys", "-t", "e2e", "Enter"])
        } else {
            try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e", "sh " + Self.quote(scriptURL.path)])
            try tmux(["set-option", "-g", "window-size", "manual"])
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends tmux key names (`"q"`, `"Escape"`, `"C-c"`, `"F2"`) or literal text.
    func send(_ keys: String..., literal: Bool = false) throws {
        // `--` ends tmux's options: literal text may start with `-`.
        try tmux(["send-keys", "-t", "e2e"] + (literal ? ["-l", "--"] : []) + keys)
    }

    /// Sends raw bytes as if typed (`send-keys -H`), invalid UTF-8 included.
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", "e2e", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Pastes `bytes` as the terminal would, in bracketed paste markers when
    /// the program asked for them (`paste-buffer -p`).
    func paste(_ bytes: [UInt8]) throws {
        let file = directory.appendingPathComponent("paste-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        try tmux(["load-buffer", "-b", "e2e-paste", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", "e2e"])
    }

    /// The program's log so far (empty when there is none).
    func log() -> String {
        (try? String(contentsOf: directory.appendingPathComponent("bankui/bankui.log"), encoding: .utf8)) ?? ""
    }

    /// The visible screen, one string per line.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "e2e"])
    }

    /// The visible screen with its colours and attributes as escape sequences.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "e2e"])
    }

    /// Resizes the window; the program gets SIGWINCH like from a real terminal.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// A pane property (`alternate_on`, `cursor_flag`, …).
    func paneFlag(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`, or fails after `timeout`.
    ///
    /// The screen returned is a settled one: the same on two captures in a
    /// row. A frame reaches the terminal in pieces, so a capture can hold
    /// half of one; the first capture that matches may be such a half. A
    /// state that matched and then went (a passing message) is returned as
    /// it was seen. `styled`: the screen with its colours and attributes.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, styled: Bool = false, file: StaticString = #filePath,
                       line: UInt = #line, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        var matched: String?
        while Date() < deadline {
            let now = try styled ? styledScreen() : screen()
            if condition(now) {
                if now == matched { return now }
                matched = now
            } else if let matched {
                return matched
            }
            last = now
            usleep(20_000)
        }
        if let matched { return matched }
        XCTFail("screen never matched; last screen:\n\(last)", file: file, line: line)
        return last
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try waitForScreen(timeout: timeout, file: file, line: line) { $0.contains(text) }
    }

    /// The program's process id, once it has started.
    func pid() throws -> pid_t {
        let text = try waitForFile("pid")
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TmuxError.failed("no pid in \(text)")
        }
        return pid
    }

    /// The exit status, once the program has ended.
    func exitStatus(timeout: TimeInterval = 10) throws -> Int32? {
        Int32(try waitForFile("status", timeout: timeout).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The terminal settings before and after the run.
    func sttyBeforeAndAfter() throws -> (String, String) {
        (try waitForFile("stty-before"), try waitForFile("stty-after"))
    }

    /// CPU time (user + system, all threads) the process has used, in nanoseconds.
    static func cpuNanoseconds(of pid: pid_t) -> UInt64? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total: UInt64 = 0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                  let first = text.split(separator: " ").first, let ns = UInt64(first) else { continue }
            total += ns
        }
        return total
    }

    private func waitForFile(_ name: String, timeout: TimeInterval = 10) throws -> String {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(20_000)
        }
        throw TmuxError.failed("\(name) never appeared; screen:\n\((try? screen()) ?? "")")
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let (status, text) = try Self.spawn(["/usr/bin/tmux", "-L", socket] + arguments)
        if status != 0 && arguments.first != "kill-server" {
            throw TmuxError.failed("tmux \(arguments.joined(separator: " ")): \(text)")
        }
        return text
    }

    /// Runs a command with its output in a file and waits for it with
    /// waitpid. Not Foundation's Process: it waits for its own socket to
    /// close, and the tmux server that new-session forks inherits that socket
    /// and keeps it open, so `waitUntilExit` would hang until the server ends.
    private static func spawn(_ argv: [String]) throws -> (Int32, String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-e2e-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        guard error == 0 else { throw TmuxError.failed("cannot start \(argv[0]): \(String(cString: strerror(error)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = (status & 0x7f) == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), text)
    }

    private static func quote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    enum TmuxError: Error { case failed(String) }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}

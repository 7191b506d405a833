import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a throwaway server could not be made or used; the server's log tail is
/// part of the message, so a failing test says what went wrong.
public struct ThrowawayPostgresError: Error, CustomStringConvertible, Sendable {
    public var reason: String
    public var logTail: String

    public init(_ reason: String, logTail: String = "") {
        self.reason = reason
        self.logTail = logTail
    }

    public var description: String {
        logTail.isEmpty ? "throwaway PostgreSQL: \(reason)"
            : "throwaway PostgreSQL: \(reason)\n--- server log (last lines) ---\n\(logTail)"
    }
}

/// A PostgreSQL server of its own for one test: a private temporary
/// directory, a unix socket in it and no TCP port, fsync off. The cluster is
/// made once per test process (`initdb`) and copied for every server. When
/// the process runs as root the server runs as the `postgres` user (or
/// `nobody`), because PostgreSQL refuses to run as root.
///
/// Every failure throws with the reason: a test that needs a server fails,
/// it is never skipped.
public final class ThrowawayPostgres: @unchecked Sendable {
    /// The directory holding the data, the socket and the server log.
    public let directory: String
    /// The socket's port number (it only names the socket file).
    public let port: Int
    /// The superuser, trusted on the socket without a password.
    public let user = "postgres"
    /// The directory of the PostgreSQL programs in use.
    public let binDirectory: String

    private let account: Account?
    private let lock = NSLock()
    /// The server's process id while it runs (not yet reaped).
    private var serverPID: pid_t?
    private var destroyed = false

    /// The unix socket directory to put in a URL's `host=`.
    public var socketDirectory: String { directory }
    /// The socket file itself.
    public var socketPath: String { "\(directory)/.s.PGSQL.\(port)" }
    public var dataDirectory: String { "\(directory)/data" }
    public var logPath: String { "\(directory)/server.log" }

    /// Makes a new cluster from the process's template and starts it; returns
    /// once a connection works.
    ///
    /// - Parameters:
    ///   - requirePasswords: roles other than `postgres` must log in with a
    ///     password (scram-sha-256); `postgres` stays trusted.
    ///   - settings: more server settings (`-c name=value`).
    public static func start(requirePasswords: Bool = false, settings: [String: String] = [:]) throws
        -> ThrowawayPostgres
    {
        let template = try Template.shared()
        let directory = try makeTemporaryDirectory(prefix: "bankui-pg")
        let server = ThrowawayPostgres(directory: directory, port: Template.nextPort(),
                                       binDirectory: template.binDirectory, account: template.account,
                                       settings: settings)
        do {
            try Self.writeOwner(directory)
            try server.run("/bin/cp", ["-a", "\(template.directory)/data", server.dataDirectory])
            if requirePasswords {
                let rules = "local all postgres trust\nlocal all all scram-sha-256\n"
                try Data(rules.utf8).write(to: URL(fileURLWithPath: "\(server.dataDirectory)/pg_hba.conf"))
            }
            try server.chownToAccount(directory)
            try server.launch()
        } catch {
            server.destroy()
            throw error
        }
        return server
    }

    private let settings: [String: String]

    private init(directory: String, port: Int, binDirectory: String, account: Account?, settings: [String: String]) {
        self.directory = directory
        self.port = port
        self.binDirectory = binDirectory
        self.account = account
        self.settings = settings
    }

    deinit { destroy() }

    /// `postgres:///DB?host=DIR&port=P&user=U`: the unix socket, no password
    /// (`user` other than `postgres` for a role made with `execute`).
    public func url(database: String, user: String? = nil) -> String {
        "postgres:///\(Self.encode(database))?host=\(Self.encode(directory))&port=\(port)&user=\(Self.encode(user ?? self.user))"
    }

    /// Percent-encodes all but letters, digits, `-._~` and `/`.
    private static func encode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Creates a database (the name is quoted as an identifier).
    public func createDatabase(_ name: String) throws {
        try execute("CREATE DATABASE \(Self.quoteIdentifier(name))", database: "postgres")
    }

    /// Runs SQL statements through psql on the socket; throws with psql's
    /// message when a statement fails. Each string is its own transaction.
    @discardableResult
    public func execute(_ statements: String..., database: String = "postgres") throws -> String {
        var arguments = ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
                         "-h", directory, "-p", String(port), "-U", user, "-d", database]
        for statement in statements { arguments += ["-c", statement] }
        return try run("\(binDirectory)/psql", arguments)
    }

    /// A backup of `database` as `pg_dump` writes it (plain SQL), in a file
    /// in the server's directory; returns its path.
    public func dump(database: String, name: String = "backup.sql") throws -> String {
        let path = "\(directory)/\(name)"
        try run("\(binDirectory)/pg_dump", ["-h", directory, "-p", String(port), "-U", user, "-d", database,
                                            "--no-owner", "-f", path])
        return path
    }

    /// Puts back a backup made by ``dump(database:name:)``: every table in
    /// `tables` is dropped first, then the file is run through psql.
    public func restore(_ path: String, database: String, dropping tables: [String]) throws {
        if !tables.isEmpty {
            try execute("DROP TABLE IF EXISTS \(tables.map(Self.quoteIdentifier).joined(separator: ", "))", database: database)
        }
        try run("\(binDirectory)/psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", directory, "-p", String(port),
                                         "-U", user, "-d", database, "-f", path])
    }

    /// Whether the server process is running.
    public var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        guard let pid = serverPID else { return false }
        if Self.reap(pid, blocking: false) {
            serverPID = nil
            return false
        }
        return true
    }

    /// Fast shutdown (SIGINT: clients are disconnected), waits for the
    /// process to end; the directory stays for `restart()`.
    public func stop() {
        lock.lock(); defer { lock.unlock() }
        stopLocked()
    }

    /// Freezes every process of the server with SIGSTOP: connections stay
    /// open and nothing answers, as with a hung server or a network that
    /// drops packets without a word. (Each PostgreSQL process leads a
    /// session of its own, so they are found by parent, not by group.)
    public func pause() {
        lock.lock(); defer { lock.unlock() }
        guard let pid = serverPID else { return }
        kill(pid, SIGSTOP)  // first: it starts no new process meanwhile
        for child in Self.children(of: pid) { kill(child, SIGSTOP) }
    }

    /// Lets a paused server go on.
    public func resume() {
        lock.lock(); defer { lock.unlock() }
        if let pid = serverPID { Self.continueAll(pid) }
    }

    private static func continueAll(_ pid: pid_t) {
        for child in children(of: pid) { kill(child, SIGCONT) }
        kill(pid, SIGCONT)
    }

    /// The processes whose parent is `pid` (from /proc/<n>/stat).
    private static func children(of pid: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let child = pid_t(name),
                  let data = FileManager.default.contents(atPath: "/proc/\(name)/stat") else { return nil }
            // "pid (comm) state ppid …": comm may hold spaces and parentheses.
            let text = String(decoding: data, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    /// Starts the server again on the same data and socket.
    public func restart() throws {
        lock.lock()
        let gone = destroyed
        stopLocked()
        lock.unlock()
        if gone { throw ThrowawayPostgresError("restart after destroy") }
        try launch()
    }

    /// Stops the server and removes its directory. Safe to call twice.
    public func destroy() {
        lock.lock(); defer { lock.unlock() }
        stopLocked()
        if !destroyed {
            destroyed = true
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// The last lines of the server log.
    public func logTail(lines: Int = 30) -> String {
        Self.tail(of: logPath, lines: lines)
    }

    // MARK: - Running

    private func launch() throws {
        let postgres = "\(binDirectory)/postgres"
        let serverArguments = [
            "-D", dataDirectory, "-p", String(port), "-k", directory,
            "-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off",
            "-c", "full_page_writes=off", "-c", "unix_socket_permissions=0777",
        ] + settings.sorted { $0.key < $1.key }.flatMap { ["-c", "\($0.key)=\($0.value)"] }
        if !FileManager.default.fileExists(atPath: logPath) {
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        }
        try chownToAccount(logPath)
        let command: [String]
        if let account {
            command = ["/usr/bin/setpriv", "--reuid=\(account.uid)", "--regid=\(account.gid)", "--init-groups",
                       postgres] + serverArguments
        } else {
            command = [postgres] + serverArguments
        }
        lock.lock()
        if destroyed {
            lock.unlock()
            throw ThrowawayPostgresError("start after destroy")
        }
        let pid: pid_t
        do {
            pid = try Self.spawnServer(command, logPath: logPath)
        } catch {
            lock.unlock()
            throw ThrowawayPostgresError("cannot run \(postgres): \(error)", logTail: logTail())
        }
        serverPID = pid
        lock.unlock()
        try waitUntilReady(pid)
    }

    /// Starts the server: standard output and error to the log, in a process
    /// group of its own (a Ctrl-C meant for the tests goes to them only).
    private static func spawnServer(_ command: [String], logPath: String) throws -> pid_t {
        try spawn(command, newGroup: true) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
    }

    /// Starts `command` with posix_spawn: standard input from /dev/null, what
    /// `redirect` sets up for the rest, no blocked signals, default
    /// handlers, and no other descriptor of this process (another test's
    /// pipe held by a server would never reach its end). Its end is waited
    /// for with waitpid alone: nothing that needs another thread to run.
    private static func spawn(_ command: [String], newGroup: Bool = false,
                              redirect: (inout posix_spawn_file_actions_t) -> Void) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        redirect(&actions)
        guard let closeFrom = Self.closeFrom else {
            throw ThrowawayPostgresError("this C library lacks posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later)")
        }
        _ = closeFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGPIPE, SIGCHLD, SIGHUP, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let environment = cleanEnvironment().map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(command) { argv in
            withCStrings(environment) { envp in
                posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
            }
        }
        guard status == 0 else { throw ThrowawayPostgresError(String(cString: strerror(status))) }
        return pid
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's posix_spawn_file_actions_addclosefrom_np, which its headers
    /// only declare for C with _GNU_SOURCE.
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    /// Whether `pid` has ended (and is now reaped).
    private static func reap(_ pid: pid_t, blocking: Bool) -> Bool {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return true }
            if result == 0 { return false }
            if errno == EINTR { continue }
            return true  // ECHILD: already reaped
        }
    }

    /// Polls with pg_isready until the server accepts connections, or throws
    /// if it exits or is not ready after 60 seconds.
    private func waitUntilReady(_ pid: pid_t) throws {
        let deadline = Date().addingTimeInterval(60)
        while true {
            lock.lock()
            let ended = serverPID == pid && Self.reap(pid, blocking: false)
            if ended { serverPID = nil }
            lock.unlock()
            if ended {
                throw ThrowawayPostgresError("the server exited during start", logTail: logTail())
            }
            let status = try? runStatus("\(binDirectory)/pg_isready",
                                        ["-q", "-h", directory, "-p", String(port), "-U", user, "-d", "postgres"])
            if status == 0 { return }
            if Date() > deadline {
                stop()
                throw ThrowawayPostgresError("the server did not accept connections within 60 s", logTail: logTail())
            }
            usleep(10_000)
        }
    }

    private func stopLocked() {
        guard let pid = serverPID else { return }
        serverPID = nil
        if Self.reap(pid, blocking: false) { return }
        Self.continueAll(pid)  // if paused
        kill(pid, SIGINT)  // fast shutdown
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if Self.reap(pid, blocking: false) { return }
            usleep(2_000)
        }
        kill(pid, SIGQUIT)  // immediate shutdown
        _ = Self.reap(pid, blocking: true)
    }

    private func chownToAccount(_ path: String) throws {
        guard let account else { return }
        try run("/bin/chown", ["-R", "\(account.uid):\(account.gid)", path])
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        try Self.run(executable, arguments, logTail: { self.logTail() })
    }

    private func runStatus(_ executable: String, _ arguments: [String]) throws -> Int32 {
        try Self.runCapturing(executable, arguments).status
    }

    // MARK: - Shared helpers

    fileprivate struct Account: Sendable {
        var name: String
        var uid: uid_t
        var gid: gid_t
    }

    @discardableResult
    fileprivate static func run(_ executable: String, _ arguments: [String],
                                logTail: () -> String = { "" }) throws -> String {
        let result = try runCapturing(executable, arguments)
        guard result.status == 0 else {
            let name = (executable as NSString).lastPathComponent
            let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ThrowawayPostgresError("\(name) failed (status \(result.status)): \(output)", logTail: logTail())
        }
        return result.output
    }

    /// Runs a short command to its end; its output and errors together.
    fileprivate static func runCapturing(_ executable: String, _ arguments: [String]) throws
        -> (status: Int32, output: String)
    {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw ThrowawayPostgresError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try spawn([executable] + arguments) { actions in
                posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
                posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
            }
        } catch {
            close(ends[0])
            close(ends[1])
            throw ThrowawayPostgresError("cannot run \(executable): \(error)")
        }
        close(ends[1])
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return (code, String(decoding: output, as: UTF8.self))
    }

    /// The caller's environment without the PG* variables, which would
    /// point psql and the server elsewhere.
    fileprivate static func cleanEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
        environment["LC_ALL"] = "C"
        return environment
    }

    fileprivate static func makeTemporaryDirectory(prefix: String) throws -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
        guard made != nil else {
            throw ThrowawayPostgresError("cannot make a temporary directory in \(base): \(String(cString: strerror(errno)))")
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Marks a directory with this process's id, so a later test process can
    /// remove it (and stop its server) if this one is killed.
    fileprivate static func writeOwner(_ directory: String) throws {
        let owner = "\(getpid())\n"
        guard FileManager.default.createFile(atPath: "\(directory)/owner.pid", contents: Data(owner.utf8)) else {
            throw ThrowawayPostgresError("cannot write \(directory)/owner.pid")
        }
    }

    fileprivate static func tail(of path: String, lines: Int) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    fileprivate static func quoteIdentifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

// MARK: - The per-process template cluster

/// One `initdb` per test process; servers copy its data directory.
private final class Template: @unchecked Sendable {
    let directory: String
    let binDirectory: String
    let account: ThrowawayPostgres.Account?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: Result<Template, ThrowawayPostgresError>?
    nonisolated(unsafe) private static var port = 54_320

    private init(directory: String, binDirectory: String, account: ThrowawayPostgres.Account?) {
        self.directory = directory
        self.binDirectory = binDirectory
        self.account = account
    }

    static func nextPort() -> Int {
        lock.lock(); defer { lock.unlock() }
        port += 1
        if port > 65_000 { port = 54_321 }
        return port
    }

    static func shared() throws -> Template {
        lock.lock(); defer { lock.unlock() }
        if let made { return try made.get() }
        let result: Result<Template, ThrowawayPostgresError>
        do {
            result = .success(try make())
        } catch let error as ThrowawayPostgresError {
            result = .failure(error)
        } catch {
            result = .failure(ThrowawayPostgresError("\(error)"))
        }
        made = result
        return try result.get()
    }

    private static func make() throws -> Template {
        removeStaleDirectories()
        let binDirectory = try findBinaries()
        let account = try serverAccount()
        let directory = try ThrowawayPostgres.makeTemporaryDirectory(prefix: "bankui-pg-template")
        templateDirectory = directory
        atexit { removeTemplateAtExit() }
        try ThrowawayPostgres.writeOwner(directory)
        if let account {
            try ThrowawayPostgres.run("/bin/chown", ["-R", "\(account.uid):\(account.gid)", directory])
        }
        let initdb = "\(binDirectory)/initdb"
        let initdbArguments = ["-D", "\(directory)/data", "-U", "postgres", "-A", "trust",
                               "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"]
        if let account {
            try ThrowawayPostgres.run("/usr/bin/setpriv",
                                      ["--reuid=\(account.uid)", "--regid=\(account.gid)", "--init-groups", initdb]
                                        + initdbArguments)
        } else {
            try ThrowawayPostgres.run(initdb, initdbArguments)
        }
        return Template(directory: directory, binDirectory: binDirectory, account: account)
    }

    /// The newest Debian PostgreSQL under /usr/lib/postgresql/<version>/bin,
    /// or BANKUI_PG_BIN when set.
    private static func findBinaries() throws -> String {
        let needed = ["initdb", "postgres", "psql", "pg_isready"]
        func complete(_ bin: String) -> Bool {
            needed.allSatisfy { FileManager.default.isExecutableFile(atPath: "\(bin)/\($0)") }
        }
        if let bin = ProcessInfo.processInfo.environment["BANKUI_PG_BIN"], !bin.isEmpty {
            guard complete(bin) else {
                throw ThrowawayPostgresError("BANKUI_PG_BIN=\(bin) lacks one of \(needed.joined(separator: ", "))")
            }
            return bin
        }
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .compactMap { name in Int(name).map { ($0, name) } }
            .sorted { $0.0 > $1.0 }
        for (_, name) in versions where complete("\(root)/\(name)/bin") {
            return "\(root)/\(name)/bin"
        }
        throw ThrowawayPostgresError(
            "no PostgreSQL server programs (\(needed.joined(separator: ", "))) under \(root)/<version>/bin; "
                + "install them with `make deps` (Debian package postgresql)")
    }

    /// nil when not root; otherwise `postgres`, or `nobody` when there is no
    /// `postgres` user.
    private static func serverAccount() throws -> ThrowawayPostgres.Account? {
        guard getuid() == 0 || geteuid() == 0 else { return nil }
        for name in ["postgres", "nobody"] {
            if let entry = getpwnam(name) {
                return .init(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
            }
        }
        throw ThrowawayPostgresError("running as root, and there is neither a `postgres` nor a `nobody` user to run the server as")
    }

    /// Directories left by a killed test process: stop their server (if it
    /// still runs) and remove them.
    private static func removeStaleDirectories() {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        for name in names where name.hasPrefix("bankui-pg") {
            let directory = "\(base)/\(name)"
            guard let owner = readPID("\(directory)/owner.pid") else { continue }
            if kill(owner, 0) == 0 || errno == EPERM { continue }
            if let server = readPID("\(directory)/data/postmaster.pid"), isPostgres(server) {
                kill(server, SIGQUIT)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    private static func readPID(_ path: String) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: path),
              let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first
        else { return nil }
        return pid_t(line.trimmingCharacters(in: .whitespaces))
    }

    private static func isPostgres(_ pid: pid_t) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") else { return false }
        return String(decoding: data, as: UTF8.self).hasPrefix("postgres")
    }

    nonisolated(unsafe) fileprivate static var templateDirectory: String?
}

private func removeTemplateAtExit() {
    if let directory = Template.templateDirectory {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

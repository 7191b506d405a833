import Foundation
import PostgresTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Docs/SERVING.md end to end: Debian's sshd on 127.0.0.1 (a port of its
/// own, keys made here) with one account for the board, each key forced
/// to `bankui --as NAME` (two members) or `bankui --read-only` (a viewer
/// whose database role may only read), a throwaway PostgreSQL behind, and
/// each person connecting with `ssh -tt` in a terminal of their own.
final class SharedBoardOverSSHEndToEndTests: XCTestCase {
    private var directory: URL!
    private var sshd: Process?

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh") else {
            throw XCTSkip("openssh-server and openssh-client are not installed (make test installs them)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-ssh-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let sshd, sshd.isRunning {
            sshd.terminate()
            sshd.waitUntilExit()
        }
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @discardableResult
    private func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "ssh-test", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "\(program) \(arguments): \(text)"])
        }
        return text
    }

    /// A port nobody listens on now.
    private func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw XCTSkip("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The board's title row of a screen (the second line).
    static func titleRow(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 1 ? String(lines[1]).trimmingCharacters(in: .whitespaces) : ""
    }

    /// Whether something accepts connections on 127.0.0.1:`port`.
    private func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    /// The forced command of a key: bankui as `arguments`, on that person's
    /// own data directory (own undo, own presence), logs beside it.
    private func forced(_ who: String, _ arguments: [String]) -> String {
        let data = path("data-\(who)")
        let words = ["exec", TmuxSession.binary.path] + arguments + ["--tab", "kanban", "--data-dir", data]
        return "XDG_STATE_HOME=\(path("state-\(who)")) LANG=C.UTF-8 " + words.joined(separator: " ")
    }

    func testTwoMembersAndAViewerShareOneBoardOverSSH() throws {
        let server = try ThrowawayPostgres.start()
        defer { server.destroy() }
        try server.createDatabase("team")
        let bankui = TmuxSession.binary.path
        let memberURL = server.url(database: "team")
        let viewerURL = server.url(database: "team", user: "viewer")
        let env = ["LANG": "C.UTF-8", "HOME": directory.path, "PATH": "/usr/bin:/bin"]

        // The board's tables, made by a member's first sync; then the viewer's role.
        for (who, url) in [("minsu", memberURL), ("jiyeon", memberURL), ("guest", viewerURL)] {
            try run(bankui, ["kanban", "remote", "set", url, "--data-dir", path("data-\(who)")],
                    environment: env.merging(["XDG_STATE_HOME": path("state-\(who)")]) { $1 })
        }
        try run(bankui, ["kanban", "sync", "--data-dir", path("data-minsu"), "--as", "민수"],
                environment: env.merging(["XDG_STATE_HOME": path("state-minsu")]) { $1 })
        try server.execute("CREATE ROLE viewer LOGIN",
                           "GRANT SELECT ON bankui_meta, bankui_kanban_log, bankui_kanban_head, bankui_presence TO viewer",
                           database: "team")

        // Keys, the host's key, the account's authorized_keys and sshd.
        for name in ["host", "minsu", "jiyeon", "guest"] {
            try run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path(name)])
        }
        func key(_ name: String) throws -> String {
            try String(contentsOfFile: path(name + ".pub"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let keys = [
            "command=\"\(forced("minsu", ["--as", "민수"]))\",restrict,pty \(try key("minsu"))",
            "command=\"\(forced("jiyeon", ["--as", "지연"]))\",restrict,pty \(try key("jiyeon"))",
            "command=\"\(forced("guest", ["--as", "guest", "--read-only"]))\",restrict,pty \(try key("guest"))",
        ]
        _ = try (keys.joined(separator: "\n") + "\n").write(toFile: path("authorized_keys"), atomically: true, encoding: .utf8)
        chmod(path("authorized_keys"), 0o600)
        let port = try freePort()
        let config = """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(path("host"))
            AuthorizedKeysFile \(path("authorized_keys"))
            PidFile \(path("sshd.pid"))
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            PermitUserEnvironment no
            PermitRootLogin prohibit-password
            UsePAM no
            StrictModes no
            LogLevel ERROR

            """
        try config.write(toFile: path("sshd_config"), atomically: true, encoding: .utf8)
        if getuid() == 0 { try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true) }
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/sbin/sshd")
        daemon.arguments = ["-D", "-e", "-f", path("sshd_config")]
        daemon.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        daemon.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try daemon.run()
        sshd = daemon
        let user = String(cString: getpwuid(getuid()).pointee.pw_name)
        func ssh(_ who: String, command: [String] = []) -> [String] {
            ["/usr/bin/ssh", "-tt", "-i", path(who), "-p", String(port), "-o", "StrictHostKeyChecking=no",
             "-o", "UserKnownHostsFile=/dev/null", "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "LogLevel=ERROR",
             "-o", "ConnectionAttempts=20", "\(user)@127.0.0.1"] + command
        }
        // sshd takes a moment to listen.
        var ready = false
        for _ in 0..<200 where !ready {
            ready = accepts(port)
            if !ready { usleep(50_000) }
        }
        XCTAssertTrue(ready, "sshd did not listen")

        // 민수 connects asking to be someone else: the forced command wins.
        let minsu = try TmuxSession(width: 100, height: 24, program: ssh("minsu", command: ["bankui", "--as", "someone-else"]))
        try minsu.waitFor("Project Manager", timeout: 30)
        let jiyeon = try TmuxSession(width: 100, height: 24, program: ssh("jiyeon"))
        try jiyeon.waitFor("Project Manager", timeout: 30)
        // Each sees the other here, by name.
        try minsu.waitFor("지연 here", timeout: 30)
        try jiyeon.waitFor("민수 here", timeout: 30)
        XCTAssertFalse(try jiyeon.screen().contains("someone-else"))

        // 민수 adds a card; 지연 sees it, and who made it.
        try minsu.send("n")
        try minsu.waitFor("New card")
        try minsu.send("Fix login @지연", literal: true)
        try minsu.send("Enter")
        try jiyeon.waitFor("Fix login", timeout: 30)
        try jiyeon.waitFor("◆ @지연", timeout: 30)
        try jiyeon.send("v")
        try jiyeon.waitFor("민수 added 'Fix login @지연'", timeout: 30)
        try jiyeon.send("Escape")

        // 지연 edits it: 민수 sees who edits what.
        try jiyeon.send("Enter")
        try jiyeon.waitFor("Edit card")
        try minsu.waitFor("지연 editing 'Fix login @지연'", timeout: 30)
        try jiyeon.send("Escape")

        // The viewer sees the board live and says read only; its keys refuse.
        let guest = try TmuxSession(width: 100, height: 24, program: ssh("guest"))
        try guest.waitFor("Project Manager", timeout: 30)
        try guest.waitFor("Fix login", timeout: 30)
        try guest.waitFor("read only", timeout: 30)
        try guest.send("n")
        try guest.waitFor("Read only (--read-only)")
        try minsu.waitForScreen(timeout: 30) { Self.titleRow($0).contains("guest") }
        try minsu.send("n")
        try minsu.waitFor("New card")
        try minsu.send("Second card", literal: true)
        try minsu.send("Enter")
        try guest.waitFor("Second card", timeout: 30)
        // Forced through SQL with the viewer's role, the server refuses.
        XCTAssertThrowsError(try server.execute("SET ROLE viewer",
                                                "UPDATE bankui_kanban_log SET value = '\"x\"' WHERE field = 'title'",
                                                database: "team"))
        // The activity on the server names 민수, never someone else.
        let authors = try server.execute("SELECT DISTINCT author FROM bankui_kanban_log ORDER BY 1", database: "team")
        XCTAssertFalse(authors.contains("someone-else"), authors)
        XCTAssertTrue(authors.contains("민수"), authors)

        // Leaving: 지연 quits; 민수 no longer sees her.
        try jiyeon.sendBytes([0x1B, UInt8(ascii: "q")])
        XCTAssertNotNil(try jiyeon.exitStatus(timeout: 30), "지연's ssh did not end")
        try minsu.waitForScreen(timeout: 30) { Self.titleRow($0).hasSuffix(" guest here") }
        try guest.sendBytes([0x1B, UInt8(ascii: "q")])
        try minsu.sendBytes([0x1B, UInt8(ascii: "q")])
    }
}

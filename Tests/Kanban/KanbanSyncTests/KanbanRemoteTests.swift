import Foundation
import Logging
import PostgresNIO
import Testing
@testable import KanbanShare
@testable import KanbanSync

@Suite struct KanbanRemoteTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var environment: [String: String] = [:]
        var host: String
        var port: Int = 5432
        var user: String
        var database: String
        var sslMode: KanbanRemote.SSLMode = .prefer
        var testDescription: String { url }
    }

    static let cases: [Case] = [
        Case(url: "postgres://alice@db.example.com:6543/board", host: "db.example.com", port: 6543,
             user: "alice", database: "board"),
        Case(url: "postgresql://alice@db.example.com/board", host: "db.example.com", user: "alice",
             database: "board"),
        Case(url: "postgres://db.example.com", host: "db.example.com", user: "login", database: "login"),
        Case(url: "postgres://", host: "/var/run/postgresql", user: "login", database: "login"),
        Case(url: "postgresql:///board?host=/tmp/pg%20dir&port=5433", host: "/tmp/pg dir", port: 5433,
             user: "login", database: "board"),
        Case(url: "postgres://%2Fvar%2Flib%2Fpostgresql/board", host: "/var/lib/postgresql", user: "login",
             database: "board"),
        Case(url: "postgres://bob@/board?host=/run/pg", host: "/run/pg", user: "bob", database: "board"),
        Case(url: "postgres://[::1]:5544/board", host: "::1", port: 5544, user: "login", database: "board"),
        Case(url: "postgres://[2001:db8::7]/board", host: "2001:db8::7", user: "login", database: "board"),
        Case(url: "postgres://h/board?user=carol&sslmode=require", host: "h", user: "carol", database: "board",
             sslMode: .require),
        Case(url: "postgres://h/board?sslmode=disable", host: "h", user: "login", database: "board",
             sslMode: .disable),
        Case(url: "postgres://h/board?ssl=true", host: "h", user: "login", database: "board", sslMode: .require),
        Case(url: "postgres://h/board?dbname=other", host: "h", user: "login", database: "other"),
        Case(url: "postgres://%C3%A9lise@h/%EB%B3%B4%EB%93%9C", host: "h", user: "élise", database: "보드"),
        Case(url: "postgres:///board",
             environment: ["PGHOST": "pg.internal", "PGPORT": "6000", "PGUSER": "dave", "PGSSLMODE": "require"],
             host: "pg.internal", port: 6000, user: "dave", database: "board", sslMode: .require),
        Case(url: "postgres://", environment: ["PGDATABASE": "team", "PGUSER": "erin"],
             host: "/var/run/postgresql", user: "erin", database: "team"),
        Case(url: "postgres://frank@h:7000/b", environment: ["PGHOST": "ignored", "PGPORT": "1", "PGUSER": "no"],
             host: "h", port: 7000, user: "frank", database: "b"),
        Case(url: "postgres://", environment: ["PGHOST": "", "PGUSER": ""], host: "/var/run/postgresql",
             user: "login", database: "login"),
        Case(url: "  postgres://h/b \n", host: "h", user: "login", database: "b"),
        Case(url: "postgres://h:/b", host: "h", user: "login", database: "b"),
    ]

    @Test(arguments: cases)
    func parsesLikeLibpq(_ example: Case) throws {
        let remote = try KanbanRemote.parse(example.url, environment: example.environment, home: nil,
                                            loginName: "login")
        #expect(remote.host == example.host)
        #expect(remote.port == example.port)
        #expect(remote.user == example.user)
        #expect(remote.database == example.database)
        #expect(remote.sslMode == example.sslMode)
    }

    static let failures: [(String, KanbanRemoteError)] = [
        ("", .empty),
        ("   ", .empty),
        ("mysql://h/b", .notAPostgresURL),
        ("host=h dbname=b", .notAPostgresURL),
        ("POSTGRES://h/b", .notAPostgresURL),
        ("postgres://h:99999/b", .invalidPort("99999")),
        ("postgres://h:0/b", .invalidPort("0")),
        ("postgres://h:abc/b", .invalidPort(nil)),
        ("postgres://h/b?port=-1", .invalidPort(nil)),
        ("postgres://a,b/db", .severalHosts),
        ("postgres://h/b?host=a,b", .severalHosts),
        ("postgres://[::1/b", .unterminatedIPv6Address),
        ("postgres://[::1]x/b", .invalidPort(nil)),
        ("postgres://h/b?sslmode=always", .invalidSSLMode("always")),
        ("postgres://h/b?colour=red", .unknownParameter("colour")),
        ("postgres://h/b?sslmode", .missingEquals(parameter: "sslmode")),
        ("postgres://h/b?connect_timeout=soon", .invalidConnectTimeout("soon")),
        ("postgres://h/b%ZZ", .invalidPercentEncoding(part: "database name")),
        ("postgres://u:pa%2@h/b", .invalidPercentEncoding(part: "password")),
        ("postgres://h/b%00", .invalidPercentEncoding(part: "database name")),
        ("postgres://h/b%FF", .invalidPercentEncoding(part: "database name")),
        ("postgres://u:se/cret@h/b", .reservedCharacterInUserInfo),
        ("postgres://u:se?cret@h/b", .reservedCharacterInUserInfo),
        ("postgres:///b?host=/" + String(repeating: "d", count: 100), .socketPathTooLong(
            "/" + String(repeating: "d", count: 100) + "/.s.PGSQL.5432")),
        ("postgres://h/b?sslmode=verify-ca&sslrootcert=/nonexistent/root.crt",
         .unusableRootCertificate(path: "/nonexistent/root.crt", reason: "no such readable file")),
    ]

    @Test(arguments: failures)
    func refusesWithAClearMessage(_ url: String, _ expected: KanbanRemoteError) {
        #expect(throws: expected) {
            try KanbanRemote.parse(url, environment: [:], home: nil, loginName: "login")
        }
    }

    @Test func theLoginNameIsTheDefaultUser() throws {
        let remote = try KanbanRemote.parse("postgres://h/b", environment: [:], home: nil)
        #expect(!remote.user.isEmpty)
    }

    // MARK: - Never showing the password

    static let secret = "s3cr#t:p@ss/w"

    @Test(arguments: [
        "postgres://alice:s3cr%23t%3Ap%40ss%2Fw@db.example.com/board",
        "postgres://alice:s3cr%23t:p@ss%2Fw@db.example.com/board",
        "postgres://alice@db.example.com/board?password=s3cr%23t%3Ap%40ss%2Fw",
    ])
    func thePasswordIsNeverShown(_ url: String) throws {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil, loginName: "login")
        #expect(try remote.connection().password == Self.secret)
        #expect(remote.passwordSource() == .url)
        for text in [remote.description, remote.debugDescription, String(describing: remote),
                     String(reflecting: remote), dumped(remote), "\(remote)"] {
            #expect(!text.contains("s3cr"), "\(text)")
            #expect(!text.contains("%23t"), "\(text)")
        }
        #expect(remote.description == "postgres://alice@db.example.com:5432/board")
        let stripped = KanbanRemote.removingPassword(from: url)
        #expect(stripped.removed)
        #expect(!stripped.url.contains("s3cr"))
        #expect(try KanbanRemote.parse(stripped.url, environment: [:], home: nil, loginName: "login").user == "alice")
    }

    @Test func errorsNeverHoldThePassword() {
        for url in ["postgres://u:topsecret/x@h/b", "postgres://u:topsecret?x@h/b",
                    "postgres://u:topsecret@h:port/b", "postgres://u:top%ZZsecret@h/b",
                    "postgres://u@h/b?password=top%ZZsecret", "postgres://u:topsecret@h/b?x"] {
            do {
                _ = try KanbanRemote.parse(url, environment: [:], home: nil, loginName: "login")
                Issue.record("\(url) was accepted")
            } catch {
                #expect(!error.description.contains("topsecret"), "\(error)")
                #expect(!error.description.contains("top"), "\(error)")
            }
        }
    }

    @Test func removingPasswordKeepsTheRestAsWritten() {
        #expect(KanbanRemote.removingPassword(from: "postgresql://bob:pw@h:5/db?sslmode=require")
            == ("postgresql://bob@h:5/db?sslmode=require", true))
        #expect(KanbanRemote.removingPassword(from: "postgres:///db?host=/tmp&password=pw&port=5")
            == ("postgres:///db?host=/tmp&port=5", true))
        #expect(KanbanRemote.removingPassword(from: "postgres://h/db?pass%77ord=pw")
            == ("postgres://h/db", true))
        #expect(KanbanRemote.removingPassword(from: "postgres://bob@h/db") == ("postgres://bob@h/db", false))
    }

    // MARK: - Description

    @Test(arguments: [
        ("postgres://alice@db.example.com/board", "postgres://alice@db.example.com:5432/board"),
        ("postgres://[::1]:6000/b?sslmode=require", "postgres://login@[::1]:6000/b?sslmode=require"),
        ("postgresql:///my%20board?host=/tmp/pg&port=5433", "postgres://login@/my%20board?host=/tmp/pg&port=5433"),
        ("postgres://h/b?connect_timeout=5&application_name=wall", "postgres://login@h:5432/b?connect_timeout=5&application_name=wall"),
        ("postgres://a%40b@h/b", "postgres://a%40b@h:5432/b"),
    ])
    func describesTheResolvedURL(_ url: String, _ expected: String) throws {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil, loginName: "login")
        #expect(remote.description == expected)
        // The description reads back as the same remote.
        #expect(try KanbanRemote.parse(remote.description, environment: [:], home: nil, loginName: "x") == remote)
    }

    // MARK: - Connection settings

    @Test func aUnixSocketConnectsToTheSocketFile() throws {
        let remote = try KanbanRemote.parse("postgres:///board?host=/tmp/pg&port=5439&user=u&sslmode=require",
                                            environment: [:], home: nil)
        let configuration = try remote.connection()
        #expect(configuration.unixSocketPath == "/tmp/pg/.s.PGSQL.5439")
        #expect(configuration.host == nil)
        #expect(configuration.username == "u")
        #expect(configuration.database == "board")
        #expect(configuration.password == nil)
        #expect(!configuration.tls.isAllowed)
    }

    @Test(arguments: [
        ("disable", false, false), ("allow", true, false), ("prefer", true, false),
        ("require", true, true), ("verify-ca", true, true), ("verify-full", true, true),
    ])
    func tcpUsesTLSPerSSLMode(_ mode: String, _ allowed: Bool, _ enforced: Bool) throws {
        let remote = try KanbanRemote.parse("postgres://u@db.example.com:6000/b?sslmode=\(mode)",
                                            environment: [:], home: nil)
        let configuration = try remote.connection()
        #expect(configuration.host == "db.example.com")
        #expect(configuration.port == 6000)
        #expect(configuration.tls.isAllowed == allowed)
        #expect(configuration.tls.isEnforced == enforced)
    }

    @Test func connectTimeoutAndApplicationName() throws {
        let remote = try KanbanRemote.parse("postgres://u@h/b?connect_timeout=1", environment: [:], home: nil)
        let configuration = try remote.connection()
        #expect(configuration.options.connectTimeout == .seconds(2))
        #expect(configuration.options.additionalStartupParameters.map(\.0) == ["application_name"])
        #expect(configuration.options.additionalStartupParameters.map(\.1) == ["bankui"])
        let plain = try KanbanRemote.parse("postgres://u@h/b", environment: [:], home: nil).connection()
        #expect(plain.options.connectTimeout == .seconds(10))
    }

    // MARK: - Where the password comes from

    @Test func thePasswordComesFromTheURLThenPGPASSWORDThenTheFile() throws {
        let home = try TemporaryHome()
        try home.writePasswordFile("h:5432:b:u:from-file\n", mode: 0o600)
        let environment = ["PGPASSWORD": "from-env"]

        let withURL = try KanbanRemote.parse("postgres://u:from-url@h/b", environment: environment, home: home.path)
        #expect(try withURL.connection().password == "from-url")
        let withEnvironment = try KanbanRemote.parse("postgres://u@h/b", environment: environment, home: home.path)
        #expect(try withEnvironment.connection().password == "from-env")
        #expect(withEnvironment.passwordSource() == .environment)
        let withFile = try KanbanRemote.parse("postgres://u@h/b", environment: [:], home: home.path)
        #expect(try withFile.connection().password == "from-file")
        #expect(withFile.passwordSource() == .passwordFile(path: home.path + "/.pgpass"))
        let noMatch = try KanbanRemote.parse("postgres://v@h/b", environment: [:], home: home.path)
        #expect(try noMatch.connection().password == nil)
        #expect(noMatch.passwordSource() == .none)
    }

    @Test func PGPASSFILENamesAnotherFile() throws {
        let home = try TemporaryHome()
        try home.writePasswordFile("*:*:*:*:wrong\n", mode: 0o600)
        let other = home.path + "/other.pass"
        try home.write("*:*:*:*:right\n", to: other, mode: 0o600)
        let remote = try KanbanRemote.parse("postgres://u@h/b", environment: ["PGPASSFILE": other], home: home.path)
        #expect(try remote.connection().password == "right")
    }

    @Test func aReadableByOthersPasswordFileIsIgnoredWithAWarning() throws {
        let home = try TemporaryHome()
        try home.writePasswordFile("*:*:*:*:secret\n", mode: 0o644)
        let remote = try KanbanRemote.parse("postgres://u@h/b", environment: [:], home: home.path)
        let recorder = LogRecorder()
        let logger = Logger(label: "test") { _ in recorder }
        #expect(try remote.connection(logger: logger).password == nil)
        let messages = recorder.messages
        #expect(messages.count == 1)
        #expect(messages.first?.contains("group or world access") == true)
        #expect(messages.first?.contains("secret") == false)
    }

    @Test func socketsMatchLocalhostOnlyForTheDefaultDirectory() throws {
        let home = try TemporaryHome()
        try home.writePasswordFile("localhost:5432:b:u:local\n/tmp/pg:5432:b:u:tmp\n", mode: 0o600)
        let defaultSocket = try KanbanRemote.parse("postgres:///b?user=u", environment: [:], home: home.path)
        #expect(try defaultSocket.connection().password == "local")
        let otherSocket = try KanbanRemote.parse("postgres:///b?user=u&host=/tmp/pg", environment: [:], home: home.path)
        #expect(try otherSocket.connection().password == "tmp")
    }

    func dumped(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}

@Suite struct PGPassTests {
    @Test func parsesFieldsWildcardsEscapesAndComments() {
        let file = PGPass(parsing: """
            # a comment
            db.example.com:5432:board:alice:pa\\:ss\\\\word
            *:*:*:bob:any
            \\*:5432:*:carol:literal-star\r
            short:line
            h:5432:b:dave:first:ignored-after-colon

            """)
        #expect(file.entries == [
            .init(host: "db.example.com", port: "5432", database: "board", user: "alice", password: "pa:ss\\word"),
            .init(host: nil, port: nil, database: nil, user: "bob", password: "any"),
            .init(host: "*", port: "5432", database: nil, user: "carol", password: "literal-star"),
            .init(host: "h", port: "5432", database: "b", user: "dave", password: "first"),
        ])
    }

    @Test(arguments: [
        ("db.example.com", "5432", "board", "alice", "pa:ss\\word" as String?),
        ("db.example.com", "5433", "board", "alice", nil),
        ("anything", "1", "x", "bob", "any"),
        ("anything", "5432", "x", "carol", nil),
        ("*", "5432", "x", "carol", "literal-star"),
        ("DB.example.com", "5432", "board", "alice", nil),
        ("h", "5432", "", "bob", nil),
    ])
    func firstMatchingLineWins(_ host: String, _ port: String, _ database: String, _ user: String,
                               _ expected: String?) {
        let file = PGPass(parsing: """
            db.example.com:5432:board:alice:pa\\:ss\\\\word
            *:*:*:bob:any
            *:*:*:bob:second
            \\*:5432:*:carol:literal-star
            """)
        #expect(file.password(host: host, port: port, database: database, user: user) == expected)
    }

    @Test func loadRefusesFilesOthersCanRead() throws {
        let home = try TemporaryHome()
        let path = home.path + "/.pgpass"
        #expect(PGPass.load(path: path) == nil)
        try home.writePasswordFile("*:*:*:*:x\n", mode: 0o640)
        #expect(PGPass.load(path: path) == .failure(.groupOrWorldAccess(path: path, mode: 0o640)))
        try home.writePasswordFile("*:*:*:*:x\n", mode: 0o400)
        #expect(PGPass.load(path: path) == .success(PGPass(parsing: "*:*:*:*:x")))
        #expect(PGPass.load(path: home.path) == .failure(.notAPlainFile(path: home.path)))
    }

    @Test func pathIsPGPASSFILEElseHome() {
        #expect(PGPass.path(environment: ["PGPASSFILE": "/x/y"], home: "/h") == "/x/y")
        #expect(PGPass.path(environment: [:], home: "/h") == "/h/.pgpass")
        #expect(PGPass.path(environment: [:], home: "/h/") == "/h/.pgpass")
        #expect(PGPass.path(environment: [:], home: nil) == nil)
    }
}

/// A temporary home directory, removed at the end of the test.
final class TemporaryHome {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func writePasswordFile(_ text: String, mode: Int) throws {
        try write(text, to: path + "/.pgpass", mode: mode)
    }

    func write(_ text: String, to file: String, mode: Int) throws {
        try? FileManager.default.removeItem(atPath: file)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    }
}

/// Collects log messages.
final class LogRecorder: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    var messages: [String] { lock.withLock { recorded } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { recorded.append("\(event.message)") }
    }
}

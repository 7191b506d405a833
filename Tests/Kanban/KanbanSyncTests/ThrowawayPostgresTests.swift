import Foundation
import Logging
import PostgresNIO
import PostgresTesting
import Testing
@testable import KanbanShare
@testable import KanbanSync

/// The test server itself, and `KanbanRemote` against a real server: the
/// socket URL, and passwords from the password file.
@Suite(.timeLimit(.minutes(2))) struct ThrowawayPostgresTests {
    let logger = Logger(label: "test")

    @Test func startsConnectsRestartsAndStops() async throws {
        let server = try ThrowawayPostgres.start()
        defer { server.destroy() }
        try server.createDatabase("board one")
        let remote = try KanbanRemote.parse(server.url(database: "board one"), environment: [:], home: nil)
        #expect(remote.unixSocketPath == server.socketPath)
        let connection = try await PostgresConnection.connect(configuration: try remote.connection(), id: 1, logger: logger)
        try await connection.query("CREATE TABLE t(x int)", logger: logger)
        try await connection.query("INSERT INTO t VALUES (42)", logger: logger)
        try await connection.close()

        try server.restart()
        let again = try await PostgresConnection.connect(configuration: try remote.connection(), id: 2, logger: logger)
        var values: [Int] = []
        for try await x in try await again.query("SELECT x FROM t", logger: logger).decode(Int.self) { values.append(x) }
        try await again.close()
        #expect(values == [42])

        server.stop()
        #expect(!server.isRunning)
        await #expect(throws: (any Error).self) {
            _ = try await PostgresConnection.connect(configuration: try remote.connection(), id: 3, logger: logger)
        }
        #expect(FileManager.default.fileExists(atPath: server.dataDirectory))
        server.destroy()
        #expect(!FileManager.default.fileExists(atPath: server.directory))
        server.destroy()
    }

    @Test func serversRunSideBySide() throws {
        let first = try ThrowawayPostgres.start()
        let second = try ThrowawayPostgres.start()
        defer { first.destroy(); second.destroy() }
        #expect(first.directory != second.directory)
        try first.execute("CREATE TABLE only_here(x int)")
        #expect(try first.execute("SELECT count(*) FROM pg_tables WHERE tablename = 'only_here'") == "1\n")
        #expect(try second.execute("SELECT count(*) FROM pg_tables WHERE tablename = 'only_here'") == "0\n")
    }

    @Test func aServerThatCannotStartSaysWhy() {
        do {
            let server = try ThrowawayPostgres.start(settings: ["shared_buffers": "lots"])
            server.destroy()
            Issue.record("the server started")
        } catch {
            let message = "\(error)"
            #expect(message.contains("exited during start"), "\(message)")
            #expect(message.contains("shared_buffers"), "the log tail: \(message)")
        }
    }

    @Test func aFailedStatementSaysWhy() throws {
        let server = try ThrowawayPostgres.start()
        defer { server.destroy() }
        #expect(throws: ThrowawayPostgresError.self) { try server.execute("SELECT * FROM no_such_table") }
        do { try server.execute("SELECT * FROM no_such_table") } catch {
            #expect("\(error)".contains("no_such_table"))
        }
    }

    @Test func thePasswordFileLogsIntoAServerThatAsksForOne() async throws {
        let server = try ThrowawayPostgres.start(requirePasswords: true)
        defer { server.destroy() }
        try server.execute("CREATE ROLE alice LOGIN PASSWORD 'wonder:land'")
        try server.createDatabase("team")
        let home = try TemporaryHome()
        // A unix socket in another directory than the default matches by its path.
        try home.writePasswordFile("\(server.socketDirectory):\(server.port):team:alice:wonder\\:land\n", mode: 0o600)

        let remote = try KanbanRemote.parse(server.url(database: "team", user: "alice"), environment: [:], home: home.path)
        #expect(remote.passwordSource() == .passwordFile(path: home.path + "/.pgpass"))
        let connection = try await PostgresConnection.connect(configuration: try remote.connection(), id: 1, logger: logger)
        var user = ""
        for try await name in try await connection.query("SELECT current_user", logger: logger).decode(String.self) {
            user = name
        }
        try await connection.close()
        #expect(user == "alice")

        let wrong = try KanbanRemote.parse(server.url(database: "team", user: "alice"),
                                           environment: ["PGPASSWORD": "not it"], home: home.path)
        do {
            let connection = try await PostgresConnection.connect(configuration: try wrong.connection(), id: 2, logger: logger)
            try? await connection.close()
            Issue.record("logged in with a wrong password")
        } catch {
            #expect(String(reflecting: error).contains("password authentication failed"), "\(String(reflecting: error))")
        }

        let none = try KanbanRemote.parse(server.url(database: "team", user: "alice"), environment: [:], home: nil)
        await #expect(throws: (any Error).self) {
            _ = try await PostgresConnection.connect(configuration: try none.connection(), id: 3, logger: logger)
        }
    }
}

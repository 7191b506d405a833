import Foundation
import Logging
import PostgresNIO
import PostgresTesting
import Testing

@Suite struct ThrowawayPostgresTests {
    @Test func startsConnectsRestartsAndStops() async throws {
        let server = try ThrowawayPostgres.start()
        defer { server.destroy() }
        try server.createDatabase("board one")
        let logger = Logger(label: "test")
        let configuration = PostgresConnection.Configuration(
            unixSocketPath: server.socketPath, username: server.user, password: nil, database: "board one")
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        try await connection.query("CREATE TABLE t(x int)", logger: logger)
        try await connection.query("INSERT INTO t VALUES (42)", logger: logger)
        try await connection.close()

        try server.restart()
        let again = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
        var values: [Int] = []
        for try await x in try await again.query("SELECT x FROM t", logger: logger).decode(Int.self) { values.append(x) }
        try await again.close()
        #expect(values == [42])

        server.stop()
        #expect(!server.isRunning)
        #expect(FileManager.default.fileExists(atPath: server.dataDirectory))
        server.destroy()
        #expect(!FileManager.default.fileExists(atPath: server.directory))
    }
}

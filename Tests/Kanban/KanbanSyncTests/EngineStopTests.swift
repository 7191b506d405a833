import Foundation
import KanbanCore
import PostgresTesting
import Testing
@testable import KanbanSync

/// Stopping an engine while it connects: whatever it opened meanwhile is
/// closed too, so no connection outlives the engine. In the engine's suite,
/// which runs its servers one at a time.
extension KanbanSyncEngineTests {
    @Test func stoppingWhileConnectingLeavesNoConnectionOpen() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let client = try Client(configuration(server))
        _ = try client.add("one", at: 1)
        for attempt in 0..<40 {
            let engine = client.makeEngine()
            await engine.start()
            // Stop at a different point of the connect each time.
            if attempt % 2 == 1 {
                // Online first; then a change arrives as it stops.
                try await engine.syncNow()
                _ = try client.add("more \(attempt)", at: 2)
                await engine.poke()
            } else {
                for _ in 0..<(attempt % 8) { await Task.yield() }
            }
            await engine.stop()
        }
        // The server forgets a closed connection on its own time: look
        // until it has, within a generous bound.
        var open = -1
        for _ in 0..<200 {
            open = Int(try server.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = 'board'")
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            if open == 0 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(open == 0)
    }
}

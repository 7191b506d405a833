import Foundation
import KanbanCore
import Logging
import Synchronization
import Testing
@testable import KanbanFeature

/// What quitting does with the engine's program: with changes waiting it
/// is asked to send them and given the grace, no more; with none it is
/// stopped at once. A stand-in program records what it was told.
@Suite struct SharedBoardQuitTests {
    final class StandIn: SyncChildControl {
        let calls = Mutex<[String]>([])
        /// Whether it ends when asked to send (else it never answers).
        let finishes: Bool
        let round: KanbanSyncRound?
        let status: KanbanSyncStatus?

        init(finishes: Bool, round: KanbanSyncRound? = nil, status: KanbanSyncStatus? = nil) {
            self.finishes = finishes
            self.round = round
            self.status = status
        }

        func askToFlush() { calls.withLock { $0.append("flush") } }
        func tellEditing(_ card: UUID?) { calls.withLock { $0.append("editing") } }
        func waitForExit(timeout: TimeInterval) -> Bool {
            calls.withLock { $0.append("wait \(timeout)") }
            return finishes
        }
        func stop(timeout: TimeInterval) { calls.withLock { $0.append("stop \(timeout)") } }
        var lastStatus: KanbanSyncStatus? { status }
        var lastRound: KanbanSyncRound? { finishes ? round : nil }
    }

    private let logger = Logger(label: "test")

    @Test func changesWaitingAreSentWithinTheGraceAndNothingMoreIsDone() {
        let child = StandIn(finishes: true, round: KanbanSyncRound(sent: 2, received: 0, unsent: 0))
        let reason = SharedBoardProcess.finish(child, unsent: 2, grace: 2, logger: logger)
        #expect(child.calls.withLock { $0 } == ["flush", "wait 2.0"])
        #expect(reason == nil)
    }

    @Test func aServerThatDoesNotAnswerIsGivenTheGraceThenTheProgramIsStopped() {
        let child = StandIn(finishes: false, status: KanbanSyncStatus(online: true, unsent: 1, remote: "r"))
        let reason = SharedBoardProcess.finish(child, unsent: 1, grace: 2, logger: logger)
        // Told to stop right after the grace: quitting takes the grace and
        // the stop's own bound, never the engine's 20 s round limit.
        #expect(child.calls.withLock { $0 } == ["flush", "wait 2.0", "stop 1.0"])
        #expect(reason == "no answer from the server within 2 s")
    }

    @Test func anUnreachableServerGivesItsReason() {
        let child = StandIn(finishes: true, round: KanbanSyncRound(sent: 0, received: 0, unsent: 3,
                                                                   error: "connection refused", failure: .unavailable))
        let reason = SharedBoardProcess.finish(child, unsent: 3, grace: 2, logger: logger)
        #expect(child.calls.withLock { $0 } == ["flush", "wait 2.0"])
        #expect(reason == "connection refused")
    }

    @Test func nothingWaitingIsNoWait() {
        let child = StandIn(finishes: true)
        let reason = SharedBoardProcess.finish(child, unsent: 0, grace: 2, logger: logger)
        #expect(child.calls.withLock { $0 } == ["stop 2.0"])
        #expect(reason == nil)
    }

    @Test func noProgramRunningSaysSo() {
        #expect(SharedBoardProcess.finish(nil, unsent: 2, grace: 2, logger: logger) == "bankui-sync is not running")
        #expect(SharedBoardProcess.finish(nil, unsent: 0, grace: 2, logger: logger) == nil)
    }

    @MainActor @Test func theQuitLinesInKorean() {
        #expect(KanbanTab.allSentAtQuit(language: .ko) == "칸반 변경을 모두 공유 보드에 보냈습니다.")
        #expect(KanbanTab.unsentAtQuit(2, reason: "connection refused", language: .ko)
            .hasPrefix("칸반 변경 2개를 아직 공유 보드에 보내지 못했습니다 (connection refused)."))
    }
}

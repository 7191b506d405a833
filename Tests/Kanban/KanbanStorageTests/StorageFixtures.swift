import Foundation
import KanbanCore

/// The instants, card ids and clock readings the storage tests share: a
/// fixed start, cards 1, 2, 3 …, another board's node.
protocol StorageFixtures {}

extension StorageFixtures {
    var start: Date { Date(timeIntervalSince1970: 1_800_000_000) }
    /// Another board's node on the shared board.
    var other: String { "00000000-0000-4000-8000-0000000000bb" }

    func time(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    func id(_ n: UInt8) -> UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n)) }

    /// The reading of `node`'s clock at `seconds` after the start.
    func hlc(_ seconds: TimeInterval, _ node: String) -> String {
        HLC(millis: HLC.millis(of: time(seconds)), counter: 0, node: node).text
    }
}

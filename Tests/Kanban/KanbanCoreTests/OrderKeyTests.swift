import Foundation
import Testing
@testable import KanbanCore

@Suite struct OrderKeyTests {
    @Test func firstKeysAndNeighbours() {
        #expect(OrderKey.between(nil, nil) == "a0")
        #expect(OrderKey.between("a0", nil) == "a1")
        #expect(OrderKey.between(nil, "a0") == "Zz")
        #expect(OrderKey.between("a0", "a1") == "a0V")
        #expect(OrderKey.between("a0", "a0V") == "a0G")
        #expect(OrderKey.between("a0V", "a1") == "a0l")
        #expect(OrderKey.between("az", nil) == "b00")
        #expect(OrderKey.between("a0", "a2") == "a1")
        #expect(OrderKey.between("a1", "a1V") == "a1G")
    }

    @Test func adjacentKeysStillHaveAKeyBetween() {
        var lower = "a0"
        var upper = "a1"
        for _ in 0..<200 {
            let middle = OrderKey.between(lower, upper)
            #expect(OrderKey.precedes(lower, middle) && OrderKey.precedes(middle, upper), "\(lower) \(middle) \(upper)")
            #expect(OrderKey.isValid(middle))
            // Always squeeze against the lower bound: the worst case.
            upper = middle
        }
        #expect(upper.count < 50, "\(upper)")
        lower = "a0zzzzzz"
        upper = "a1"
        let middle = OrderKey.between(lower, upper)
        #expect(OrderKey.precedes(lower, middle) && OrderKey.precedes(middle, upper))
    }

    @Test func tenThousandAppendsStayShort() {
        let keys = OrderKey.sequence(10_000)
        #expect(keys.first == "a0")
        #expect(zip(keys, keys.dropFirst()).allSatisfy { OrderKey.precedes($0, $1) })
        #expect(keys.map(\.count).max()! <= 4)
        var prepended = ["a0"]
        for _ in 0..<10_000 { prepended.insert(OrderKey.between(nil, prepended[0]), at: 0) }
        #expect(zip(prepended, prepended.dropFirst()).allSatisfy { OrderKey.precedes($0, $1) })
        #expect(prepended.map(\.count).max()! <= 5)
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomInsertsKeepOrderAndStayShort(seed: UInt64) {
        var random = seededGenerator(seed)
        var keys: [String] = []
        for _ in 0..<3000 {
            let slot = Int.random(in: 0...keys.count, using: &random)
            let key = OrderKey.between(slot > 0 ? keys[slot - 1] : nil, slot < keys.count ? keys[slot] : nil)
            keys.insert(key, at: slot)
        }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { OrderKey.precedes($0, $1) })
        #expect(Set(keys).count == keys.count)
        #expect(keys.allSatisfy(OrderKey.isValid))
        #expect(keys.map(\.count).max()! <= 8, "\(keys.map(\.count).max()!)")
    }

    @Test func repeatedMovesToTheTopOrMiddleGrowSlowly() {
        // A card moved up again and again into the same gap.
        var keys = OrderKey.sequence(3)
        for _ in 0..<600 {
            keys[1] = OrderKey.between(keys[0], keys[1])
        }
        #expect(keys[1].count <= 110)
        #expect(OrderKey.precedes(keys[0], keys[1]) && OrderKey.precedes(keys[1], keys[2]))
    }

    @Test func badBoundsStillGiveAValidKey() {
        #expect(OrderKey.isValid(OrderKey.between("a1", "a1")))
        #expect(OrderKey.precedes("a1", OrderKey.between("a1", "a1")))
        #expect(OrderKey.precedes("a2", OrderKey.between("a2", "a1")))
        #expect(OrderKey.isValid(OrderKey.between("not a key", nil)))
        #expect(OrderKey.isValid(OrderKey.between("", "")))
        #expect(OrderKey.precedes(OrderKey.between("junk", "a5"), "a5"))
        #expect(OrderKey.isValid(OrderKey.between("a10", nil)))  // trailing zero: not a key
        #expect(!OrderKey.isValid("a"))
        #expect(!OrderKey.isValid("a0 "))
        #expect(!OrderKey.isValid("a00"))
        #expect(OrderKey.isValid("z" + String(repeating: "z", count: 26)))
        // After the largest integer: a fraction.
        let largest = "z" + String(repeating: "z", count: 26)
        let after = OrderKey.between(largest, nil)
        #expect(OrderKey.precedes(largest, after) && OrderKey.isValid(after))
    }

    @Test func tiesAreBrokenByID() {
        let a = cardID(1), b = cardID(2)
        #expect(OrderKey.precedes("a0", b, "a1", a))
        #expect(OrderKey.precedes("a1", a, "a1", b))
        #expect(!OrderKey.precedes("a1", b, "a1", a))
    }
}

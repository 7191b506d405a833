import BankCore
import Testing

@Suite struct WaitingLineTests {
    @Test func firstInFirstOut() {
        var line = WaitingLine<Int>()
        #expect(line.isEmpty)
        #expect(line.leave() == nil)
        for n in 1...5 { line.join(n) }
        #expect(line.count == 5)
        #expect(line.first == 1)
        #expect(line.leave() == 1)
        #expect(line.leave() == 2)
        line.join(6)
        #expect(Array(line) == [3, 4, 5, 6])
    }

    @Test func keepsOrderThroughCompaction() {
        // Long enough that the front space is reclaimed several times.
        var line = WaitingLine<Int>()
        var next = 0, expected = 0
        for round in 0..<50 {
            for _ in 0..<(300 + round * 7) { line.join(next); next += 1 }
            for _ in 0..<(250 + round * 5) {
                #expect(line.leave() == expected)
                expected += 1
            }
        }
        #expect(line.count == next - expected)
        #expect(Array(line) == Array(expected..<next))
        while let value = line.leave() {
            #expect(value == expected)
            expected += 1
        }
        #expect(expected == next)
        #expect(line.isEmpty)
    }
}

import BankCore
import Testing
import TextKit

@Suite struct RandomTests {
    @Test func sameSeedSameCustomers() {
        var a = SeededRandomNumberGenerator(seed: 7)
        var b = SeededRandomNumberGenerator(seed: 7)
        let first = (0..<100).map { _ in Business.random(using: &a) }
        let second = (0..<100).map { _ in Business.random(using: &b) }
        #expect(first == second)
        var c = SeededRandomNumberGenerator(seed: 8)
        #expect(first != (0..<100).map { _ in Business.random(using: &c) })
    }

    @Test func bothBusinessesAboutEqually() {
        var random = SeededRandomNumberGenerator(seed: 1)
        let loans = (0..<10_000).filter { _ in Business.random(using: &random) == .loan }.count
        #expect((4_500...5_500).contains(loans))
    }
}

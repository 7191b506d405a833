import Testing
import TextKit

@Suite struct SeededRandomNumberGeneratorTests {
    /// SplitMix64's published first values: the sequence may never change,
    /// or the sample catalog and every recorded seed would change with it.
    @Test func firstValuesAreSplitMix64s() {
        var zero = SeededRandomNumberGenerator(seed: 0)
        #expect([zero.next(), zero.next(), zero.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SeededRandomNumberGenerator(seed: 1_234_567)
        #expect([other.next(), other.next(), other.next()] == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    @Test func theSameSeedGivesTheSameSequence() {
        var a = SeededRandomNumberGenerator(seed: 42)
        var b = SeededRandomNumberGenerator(seed: 42)
        var c = SeededRandomNumberGenerator(seed: 43)
        let first = (0..<50).map { _ in a.next() }
        #expect(first == (0..<50).map { _ in b.next() })
        #expect(first != (0..<50).map { _ in c.next() })
    }

    @Test func remaindersAreTheNextValuesRemainders() {
        var random = SeededRandomNumberGenerator(seed: 7)
        #expect((0..<8).map { _ in random.nextRemainder(dividingBy: 10) } == [7, 4, 6, 3, 4, 5, 8, 2])
        var one = SeededRandomNumberGenerator(seed: 7)
        #expect((0..<20).allSatisfy { _ in one.nextRemainder(dividingBy: 1) == 0 })
    }
}

/// A small, fast, repeatable random source (SplitMix64): the same seed gives
/// the same sequence on every platform and in every release, which
/// `SystemRandomNumberGenerator` cannot. The bank console's `--seed`, the
/// timetable's sample catalog and the tests' replayable storms all draw
/// from it, so its sequence for a seed must never change.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The remainder of the next 64 bits divided by `bound` (which must be
    /// positive): a number in `0..<bound`.
    ///
    /// Not the standard library's `Int.random(in:using:)`, which draws
    /// differently (and may draw more than once): the sample catalog was made
    /// with this remainder, and the same seed must keep giving the same
    /// courses. The remainder's slight bias towards small numbers does not
    /// matter for made-up data.
    public mutating func nextRemainder(dividingBy bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

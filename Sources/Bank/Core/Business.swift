/// What a customer comes to the bank for. Each business has its own bankers
/// and its own waiting line (seed: 예금 deposit, 대출 loan).
public enum Business: Int, CaseIterable, Sendable, Hashable, Comparable {
    /// 예금: a deposit (seed: 0.7 s, 2 bankers).
    case deposit
    /// 대출: a loan (seed: 1.1 s, 1 banker).
    case loan

    /// A business drawn with equal odds from `random` (the seed drew every
    /// customer's business uniformly). Injected so tests and the console's
    /// `--seed` option get the same customers every time.
    public static func random(using random: inout some RandomNumberGenerator) -> Business {
        Bool.random(using: &random) ? .deposit : .loan
    }

    /// Orders deposit before loan, the order bankui lists bankers and
    /// businesses in (deposit bankers first). The original declared loan
    /// first; nothing it did depended on that order.
    public static func < (lhs: Business, rhs: Business) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One banker's seat: the business they handle and their number among the
/// bankers of that business (1-based), e.g. the second deposit banker.
public struct Banker: Hashable, Sendable, Comparable {
    /// The only business this banker serves.
    public let business: Business
    /// 1 … the number of bankers configured for `business`.
    public let number: Int

    /// A banker seat; the `BankConfiguration` lists the valid ones.
    public init(business: Business, number: Int) {
        self.business = business
        self.number = number
    }

    /// Deposit bankers first, then by number: the order the statistics list them.
    public static func < (lhs: Banker, rhs: Banker) -> Bool {
        (lhs.business, lhs.number) < (rhs.business, rhs.number)
    }
}

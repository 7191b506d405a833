/// What came of ordering a juice: all or nothing.
public enum OrderResult: Sendable, Hashable {
    /// The juice was made and every ingredient was taken from the stock.
    case served(Juice)
    /// The juice was not made and the stock was left as it was. `missing`
    /// lists each fruit that was short and by how much (always positive);
    /// fruits that were sufficient are not listed.
    case short(Juice, missing: [Fruit: Int])

    /// The juice that was ordered, whatever the outcome.
    public var juice: Juice {
        switch self {
        case .served(let juice), .short(let juice, _): return juice
        }
    }

    /// True when the juice was served.
    public var isServed: Bool {
        if case .served = self { return true }
        return false
    }
}

/// A customer of the bank: a ticket number and the business they came for.
///
/// Numbers are handed out by the `Lobby` in arrival order, starting at 1 and
/// continuing across additions until the bank is reset.
public struct Customer: Hashable, Sendable {
    /// The ticket number, 1 for the first customer after opening or a reset.
    public let number: Int
    /// What the customer came for; decides which bankers may serve them.
    public let business: Business

    /// A customer with a given ticket; normally the `Lobby` makes these.
    public init(number: Int, business: Business) {
        self.number = number
        self.business = business
    }
}

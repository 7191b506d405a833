import TabKit

extension TabID {
    /// The bank tab: number 1 on the tab bar.
    public static let bank = TabID(number: 1, commandName: "bank", english: "Bank", korean: "은행")
}

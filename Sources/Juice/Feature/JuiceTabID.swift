import TabKit

extension TabID {
    /// The juice tab: number 3 on the tab bar.
    public static let juice = TabID(number: 3, commandName: "juice", english: "Juice", korean: "쥬스")
}

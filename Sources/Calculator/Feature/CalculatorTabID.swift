import TabKit

extension TabID {
    /// The calculator tab: number 4 on the tab bar.
    public static let calculator = TabID(number: 4, commandName: "calculator", english: "Calculator", korean: "계산기")
}

import TabKit

extension TabID {
    /// The kanban tab: number 2 on the tab bar.
    public static let kanban = TabID(number: 2, commandName: "kanban", english: "Kanban", korean: "칸반")
}

import TabKit

extension TabID {
    /// The timetable tab: number 5 on the tab bar.
    public static let timetable = TabID(number: 5, commandName: "timetable", english: "Timetable", korean: "시간표")
}

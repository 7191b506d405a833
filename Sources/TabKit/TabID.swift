/// The five tabs, numbered as on the tab bar and by F1…F5 / Alt-1…5.
public enum TabID: Int, CaseIterable, Sendable {
    case bank = 1, kanban, juice, calculator, timetable

    /// The name used on the command line (`--tab calculator`).
    public var commandName: String {
        switch self {
        case .bank: return "bank"
        case .kanban: return "kanban"
        case .juice: return "juice"
        case .calculator: return "calculator"
        case .timetable: return "timetable"
        }
    }
}

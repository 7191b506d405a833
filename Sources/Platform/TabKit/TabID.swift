import TextKit
/// A tab's identity: its number on the tab bar (and by F1…F5 / Alt-1…5),
/// its name on the command line (`--tab calculator`) and its title in each
/// language. Each tab's module declares its own (`TabID.kanban` lives in
/// KanbanFeature): the kit names none, and a new tab needs no change here.
public struct TabID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number on the tab bar; tabs are shown in this order.
    public let rawValue: Int
    /// The name used on the command line and in the key documentation.
    public let commandName: String
    private let english: String
    private let korean: String

    public init(number: Int, commandName: String, english: String, korean: String) {
        rawValue = number
        self.commandName = commandName
        self.english = english
        self.korean = korean
    }

    /// The title on the tab bar.
    public func title(_ language: Language) -> String {
        switch language {
        case .en: english
        case .ko: korean
        }
    }

    public var description: String { commandName }

    public static func == (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }
}

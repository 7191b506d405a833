/// Colours changed by role name, as a settings file's `[colors]` table
/// gives them (`overdue = "red"`): each changes the foreground of its role
/// and keeps its attributes.
extension Theme {
    /// A role a user can recolour: its name and where the theme keeps it.
    public struct Role: Sendable {
        public let name: String
        public let path: WritableKeyPath<Theme, Style> & Sendable
    }

    /// Every role that can be recoloured, by the name an override uses.
    public static let roles: [Role] = [
        Role(name: "normal", path: \.normal),
        Role(name: "selected", path: \.selected),
        Role(name: "selected-unfocused", path: \.selectedUnfocused),
        Role(name: "border", path: \.border),
        Role(name: "focused-border", path: \.focusedBorder),
        Role(name: "title", path: \.title),
        Role(name: "hint-key", path: \.hintKey),
        Role(name: "hint-label", path: \.hintLabel),
        Role(name: "dim", path: \.dim),
        Role(name: "error", path: \.error),
        Role(name: "active-tab", path: \.activeTab),
        Role(name: "inactive-tab", path: \.inactiveTab),
        Role(name: "field", path: \.field),
        Role(name: "overdue", path: \.overdue),
        Role(name: "due-today", path: \.dueToday),
        Role(name: "loan", path: \.loan),
        Role(name: "online", path: \.online),
        Role(name: "offline", path: \.offline),
        Role(name: "sample", path: \.sample),
        Role(name: "block", path: \.block),
        Role(name: "chosen-block", path: \.chosenBlock),
    ]

    /// The theme called `name` with `colors` applied (see
    /// ``overriding(_:)``): what a settings file's `theme` and `[colors]`
    /// give. An unknown name or an entry that is wrong is an error naming it.
    /// `mono` stays without colour: its overrides are checked, not applied.
    public static func named(_ name: String, overriding colors: [String: String]) throws(ThemeOverrideError) -> Theme {
        guard let theme = Theme.named(name) else { throw .unknownTheme(name) }
        let overridden = try theme.overriding(colors)
        return theme.hasColor ? overridden : theme
    }

    /// This theme with the foreground of each named role set to its colour.
    /// Role names are those of ``roles``; colours are the 8 ANSI names
    /// (`red`), their `bright-` forms, `default`, or a palette number 0–255.
    /// Nothing is changed when one entry is wrong: the error names it.
    public func overriding(_ colors: [String: String]) throws(ThemeOverrideError) -> Theme {
        var theme = self
        for (roleName, value) in colors.sorted(by: { $0.key < $1.key }) {
            guard let role = Theme.roles.first(where: { $0.name == roleName }) else {
                throw .unknownRole(roleName)
            }
            guard let color = Color(name: value) else { throw .badColor(role: roleName, value: value) }
            theme[keyPath: role.path].foreground = color
        }
        return theme
    }
}

/// Why a theme or a colour override was refused.
public enum ThemeOverrideError: Error, Equatable, CustomStringConvertible {
    /// No theme has that name.
    case unknownTheme(String)
    /// No role has that name.
    case unknownRole(String)
    /// The value is not a colour.
    case badColor(role: String, value: String)

    public var description: String {
        switch self {
        case .unknownTheme(let name):
            return "unknown theme '\(name)'; the themes are: " + Theme.names.joined(separator: ", ")
        case .unknownRole(let name):
            return "unknown colour role '\(name)'; the roles are: " + Theme.roles.map(\.name).joined(separator: ", ")
        case .badColor(let role, let value):
            return "'\(value)' is not a colour (for \(role)); use black, red, green, yellow, blue, magenta, cyan, white, "
                + "bright-red (and so on), default, or a number from 0 to 255"
        }
    }
}

extension Color {
    /// The 8 ANSI colours by name; `bright-` adds 8.
    static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour a settings file names: an ANSI name, `bright-` and an
    /// ANSI name, `default`, or a palette number 0–255; nil otherwise.
    public init?(name: String) {
        let text = name.lowercased()
        if text == "default" {
            self = .default
        } else if let index = Color.ansiNames.firstIndex(of: text) {
            self = .palette(UInt8(index))
        } else if text.hasPrefix("bright-"), let index = Color.ansiNames.firstIndex(of: String(text.dropFirst(7))) {
            self = .palette(UInt8(index + 8))
        } else if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), text.count <= 3,
                  let number = Int(text), number <= 255 {
            self = .palette(UInt8(number))
        } else {
            return nil
        }
    }
}

import TerminalUI
import TOMLKit

/// Reads a config file's text: TOML, checked setting by setting against
/// what bankui knows, so that a typo is refused with its line instead of
/// being ignored.
public struct ConfigParser {
    /// The file's name for messages.
    public let file: String
    /// Every action a file may name.
    public let actions: [KeyAction]

    public init(file: String, actions: [KeyAction]) {
        self.file = file
        self.actions = actions
    }

    /// The config `text` sets; what it does not name keeps its default.
    public func parse(_ text: String) throws(ConfigError) -> Config {
        let lines = SourceLines(text)
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(file: file, line: error.source.begin.line, message: "not TOML: \(error.description)")
        } catch {
            throw ConfigError(file: file, line: nil, message: "not TOML")
        }
        var config = Config()
        for name in root.keys.sorted(by: { lines.line(of: $0) ?? 0 < lines.line(of: $1) ?? 0 }) {
            let value = root[name]
            let line = lines.line(of: name)
            switch name {
            case "mouse":
                guard let flag = value?.bool else { throw fault(line, "mouse must be true or false") }
                config.mouse = flag
            case "theme":
                guard let theme = value?.string, Config.themes.contains(theme) else {
                    throw fault(line, "theme must be one of \(Config.themes.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                config.theme = theme
            case "colors":
                config.colors = try colors(value, lines: lines)
            case "keys":
                config.keys = try keys(value, lines: lines)
            case "user":
                config.userName = try userName(value, lines: lines)
            default:
                throw fault(line, "unknown setting \"\(name)\" (known: mouse, theme, [colors], [keys.…], [user])")
            }
        }
        return config
    }

    /// `[user] name = "민수"`: a string; what a name may hold is the
    /// board's to check.
    func userName(_ value: TOMLValueConvertible?, lines: SourceLines) throws(ConfigError) -> String? {
        guard let table = value?.table else { throw fault(lines.line(of: "user"), "user must be a table: [user]") }
        for key in table.keys where key != "name" {
            throw fault(lines.line(of: key, in: "user"), "unknown setting \"user.\(key)\" (known: name)")
        }
        guard let name = table["name"] else { return nil }
        guard let text = name.string else {
            throw fault(lines.line(of: "name", in: "user"), "user.name must be a string, such as \"민수\"")
        }
        return text
    }

    private func colors(_ value: TOMLValueConvertible?, lines: SourceLines) throws(ConfigError) -> [String: String] {
        guard let table = value?.table else { throw fault(lines.line(of: "colors"), "colors must be a table: [colors]") }
        var colors: [String: String] = [:]
        for role in table.keys {
            // A name in quotes ("red"), or a number from 0 to 255 with or
            // without them (overdue = 200), as the docs say.
            guard let colour = table[role]?.string ?? table[role]?.int.map(String.init) else {
                throw fault(lines.line(of: role, in: "colors"),
                            "the colour of \"\(role)\" must be a colour name in quotes (\"red\") or a number from 0 to 255")
            }
            // Checked here, where the line is known: one role at a time.
            do throws(ThemeOverrideError) {
                _ = try Theme.standard.overriding([role: colour])
            } catch {
                throw fault(lines.line(of: role, in: "colors"), error.description)
            }
            colors[role] = colour
        }
        return colors
    }

    private func keys(_ value: TOMLValueConvertible?, lines: SourceLines) throws(ConfigError) -> KeyOverrides {
        guard let tables = value?.table else { throw fault(lines.line(of: "keys"), "keys must be tables: [keys.kanban]") }
        let known = Dictionary(grouping: actions, by: \.table)
        var overrides = KeyOverrides()
        for tableName in tables.keys {
            let header = "keys.\(tableName)"
            guard let actionsOfTable = known[tableName] else {
                let names = Self.tableOrder(actions).joined(separator: ", ")
                throw fault(lines.line(of: header) ?? lines.line(of: tableName, in: "keys"),
                            "unknown table [\(header)] (known: \(names))")
            }
            guard let table = tables[tableName]?.table else {
                throw fault(lines.line(of: tableName, in: "keys"), "[\(header)] must be a table")
            }
            for actionName in table.keys {
                let line = lines.line(of: actionName, in: header)
                guard actionsOfTable.contains(where: { $0.name == actionName }) else {
                    throw fault(line, "unknown action \"\(tableName).\(actionName)\"")
                }
                guard let list = table[actionName]?.array else {
                    throw fault(line, "\(tableName).\(actionName) must be a list of key names, such as [\"n\"]")
                }
                var keys: [Key] = []
                for item in list {
                    guard let name = item.string else {
                        throw fault(line, "\(tableName).\(actionName): a key name must be a string, such as \"Ctrl-R\"")
                    }
                    guard let key = Key(name: name) else {
                        throw fault(line, "\(tableName).\(actionName): unknown key name \"\(name)\"")
                    }
                    if !keys.contains(key) { keys.append(key) }
                }
                guard !keys.isEmpty else { throw fault(line, "\(tableName).\(actionName) needs at least one key") }
                overrides.keys["\(tableName).\(actionName)"] = keys
            }
        }
        return overrides
    }

    /// The tables in the order the actions come.
    static func tableOrder(_ actions: [KeyAction]) -> [String] {
        var seen = Set<String>()
        return actions.map(\.table).filter { seen.insert($0).inserted }
    }

    private func fault(_ line: Int?, _ message: String) -> ConfigError {
        ConfigError(file: file, line: line, message: message)
    }
}

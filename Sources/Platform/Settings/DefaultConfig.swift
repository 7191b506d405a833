import TerminalUI

/// The complete config file with every default, commented: what
/// `bankui config --default` prints. Read back, it gives exactly the defaults.
public enum DefaultConfig {
    /// The file for `actions` (every action of every table, in order).
    public static func text(actions: [KeyAction]) -> String {
        let defaults = Config.defaults
        var out = """
        # bankui's settings. Every line here is a default: keep only what you
        # change. Keys are named as `bankui keys` writes them (Ctrl-R, F2,
        # Enter, Up or ↑, Space, a, H). A key may not do two things that can be
        # pressed at the same time (one tab's view and the global keys, one
        # panel, one dialog). [keys.list] moves in every list and [keys.dialog]
        # holds the buttons' keys and the y / n letters. Other moving keys (a
        # board's columns, a grid, fields), typed text, the move menu's 1 2 3,
        # the tab numbers (F1…F5, Alt-1…5), Ctrl-C and Ctrl-Z are fixed.

        mouse = \(defaults.mouse)
        theme = "\(defaults.theme)"          # \(Config.themes.joined(separator: ", "))

        # Colours by role, for example: overdue = "red"
        [colors]

        # Who you are on a shared kanban board (--as wins); without a name,
        # $USER@host. One word of letters, digits and _ - . @, at most 40.
        [user]
        # name = "민수"

        """
        for table in ConfigParser.tableOrder(actions) {
            out += "\n[keys.\(table)]\n"
            let rows = actions.filter { $0.table == table }.map { action in
                ("\(action.name) = [\(action.defaultKeys.map { quoted($0.helpName) }.joined(separator: ", "))]", action.help)
            }
            let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
            for (line, help) in rows {
                let pad = String(repeating: " ", count: max(1, width - DisplayWidth.of(line) + 2))
                out += help.isEmpty ? line + "\n" : "\(line)\(pad)# \(help)\n"
            }
        }
        return out
    }

    /// A TOML basic string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}

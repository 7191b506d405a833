import ArgumentParser
import ConsoleKit
import Foundation
import Settings
import Shell
import TabKit
import TerminalUI

/// The user's config file for bankui: every action the tabs, the shell and
/// the dialogs declare, the groups of keys pressed at the same time, and
/// the file read and checked before the terminal is touched.
@MainActor
public enum UserConfig {
    /// Every action a file may name, with its default keys: the global
    /// keys, the dialogs', then each tab's.
    public static func actions() -> [KeyAction] {
        let global = AppShell.globalKeys(.en).bindings
        let dialog = DialogKeys(Words(.en)).section(withShortcuts: true).bindings
        let text = TextKeys(Words(.en)).section().bindings
        let list = ListKeys().bindings(help: Words(.en).helpListKey)
        let tabs = TabEntry.all.flatMap { $0.keySections(.en, .none).flatMap(\.bindings) }
            .filter { $0.action?.hasPrefix("dialog.") != true && $0.action?.hasPrefix("text.") != true }
        return KeyAction.from(global + dialog + text + list + tabs)
    }

    /// The keys that can be pressed at the same time, with `keys`: every
    /// help section of a tab is one group (a panel, an editor, a field) and
    /// its first section (the tab's own view) also holds the global keys,
    /// which the shell reads first there; a section with a text field holds
    /// the text-field keys too; the key that opens help from anywhere is in
    /// every group; the dialogs with the yes / no letters are one more group,
    /// and so are the ways of the list keys.
    public static func groups(keys: KeyOverrides) -> [KeyGroup] {
        let globalSection = AppShell.globalKeys(.en, keys: keys).bindings
        let anywhere = globalSection.filter { $0.action == "global.help-anywhere" }
        let text = TextKeys(Words(.en), overrides: keys).section().bindings
        // Each way of the list keys on its own, so that one key cannot go
        // two ways (the tabs' sections join the ways in one binding).
        var groups = [KeyGroup(name: "dialogs",
                               bindings: DialogKeys(Words(.en), overrides: keys).section(withShortcuts: true).bindings + anywhere),
                      KeyGroup(name: "lists", bindings: ListKeys(overrides: keys).bindings(help: Words(.en).helpListKey) + anywhere)]
        for entry in TabEntry.all {
            // A tab's dialogs section is a group too: its own dialogs'
            // letters with the buttons' keys (each dialog's letters in a
            // mode of their own).
            for (index, section) in entry.keySections(.en, keys).enumerated() where !section.isTextFieldKeys {
                let name = "\(entry.id.commandName) tab, \(section.title ?? "its own view")"
                var bindings = section.bindings + (index == 0 ? globalSection : anywhere)
                if section.hasTextField {
                    bindings += text.map { binding in
                        var inMode = binding
                        inMode.mode = section.textFieldMode
                        return inMode
                    }
                }
                groups.append(KeyGroup(name: name, bindings: bindings))
            }
        }
        return groups
    }

    /// The config in `environment`'s file (every default without one).
    public static func load(environment: [String: String]) throws(ConfigError) -> Config {
        let path = ConfigFile.path(environment: environment)
        guard let text = try ConfigFile.read(path: path) else { return .defaults }
        return try parse(text, file: path)
    }

    /// The config `text` sets, its keys checked for clashes.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> Config {
        let config = try ConfigParser(file: file, actions: actions()).parse(text)
        try KeyConflicts.check(groups(keys: config.keys), changed: config.keys, file: file, text: text)
        return config
    }

    /// For commands: the config, or its message on standard error and exit
    /// status 78 (EX_CONFIG).
    /// `BANKUI_CONFIG` names a file that does not exist: said on standard
    /// error, and bankui goes on with every default.
    static func loadOrExit() throws -> Config {
        let environment = ProcessInfo.processInfo.environment
        if let warning = missingNamedFile(environment: environment) {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(warning)\n")
        }
        do {
            return try load(environment: ProcessInfo.processInfo.environment)
        } catch {
            _ = ConsoleOutput(descriptor: STDERR_FILENO).write("bankui: \(error)\n")
            throw ExitCode(ConfigError.exitStatus)
        }
    }

    /// The warning for a `BANKUI_CONFIG` that names no file, nil when it
    /// is unset or its file is there. (A missing file at the usual place is
    /// no news: it means every default.)
    static func missingNamedFile(environment: [String: String]) -> String? {
        guard let path = environment["BANKUI_CONFIG"], !path.isEmpty else { return nil }
        var status = stat()
        guard stat(path, &status) != 0, errno == ENOENT || errno == ENOTDIR else { return nil }
        return "BANKUI_CONFIG names \(path), which does not exist: going on with every setting at its default"
    }
}

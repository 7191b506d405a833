import TextKit
import ArgumentParser
import ConsoleKit
import Shell
import TabKit
import TerminalUI

/// `bankui keys`: every key of every tab, as the help overlay lists them;
/// `--markdown` writes Docs/KEYS.md (a test keeps that file equal to it).
/// The keys are the user's, from the config file.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List every key of every tab (the same lists the ? overlay shows).",
        discussion: "--lang en|ko chooses the language of the list (default: en)."
    )

    /// `--lang`, the option every command shares (an option of this
    /// command's own was taken by the root command's, and the list was
    /// always English); its help is the discussion's, as its default differs.
    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    /// The list's language: `--lang`, else English (not the environment's,
    /// so that Docs/KEYS.md is written the same everywhere).
    var language: Language { global.lang ?? .en }

    @Flag(help: "Write Markdown (the key documentation) instead of plain text.")
    var markdown = false

    @Flag(help: "Ignore your config file: list the keys as shipped (as Docs/KEYS.md).")
    var defaults = false

    func run() throws {
        let (language, defaults, markdown) = (language, defaults, markdown)
        let text = try MainActor.assumeIsolated {
            var keys = KeyOverrides.none
            if !defaults { keys = try UserConfig.loadOrExit().keys }
            return markdown ? KeyDocument.markdown(language: language, keys: keys)
                : KeyDocument.plain(language: language, keys: keys)
        }
        // Checked, unlike print(): `bankui keys > /dev/full` is an error.
        try Console.print(text)
    }
}

/// The key lists of the shell and every tab, as text.
@MainActor
public enum KeyDocument {
    /// Every section, with the tab it belongs to (nil: every tab: the
    /// global keys, then those of help itself).
    static func sections(language: Language, keys: KeyOverrides = .none) -> [(tab: TabID?, sections: [KeySection])] {
        [(nil, [AppShell.globalKeys(language, keys: keys), AppShell.helpKeys(language, keys: keys)])]
            + TabEntry.all.map { ($0.id, $0.keySections(language, keys)) }
    }

    /// Docs/KEYS.md (with the user's keys, when given).
    public static func markdown(language: Language = .en, keys: KeyOverrides = .none) -> String {
        let strings = ShellStrings(language)
        var out = "# Keys\n\n"
        out += "<!-- Written by `bankui keys --markdown` from the key maps the program itself uses; do not edit by hand. -->\n\n"
        out += strings.keysIntro + "\n\n" + strings.keysAlt + "\n\n" + strings.keysDialogLetters + "\n"
        for (tab, sections) in sections(language: language, keys: keys) {
            let heading = tab.map { "\(strings.tabTitle($0)) (\(strings.tabWord) \($0.rawValue))" } ?? strings.helpGlobalSection
            out += "\n## \(heading)\n"
            for (index, section) in sections.enumerated() {
                // The global keys' title is the heading itself.
                if tab != nil || index > 0, let title = section.title { out += "\n### \(title)\n" }
                out += "\n| key | does |\n| --- | --- |\n"
                for binding in section.bindings {
                    out += "| \(code(binding.helpKeys)) | \(escape(binding.help)) |\n"
                }
            }
        }
        return out
    }

    /// The same lists as plain text, for a terminal.
    public static func plain(language: Language = .en, keys: KeyOverrides = .none) -> String {
        let strings = ShellStrings(language)
        var out = ""
        for (tab, sections) in sections(language: language, keys: keys) {
            out += (tab.map { "\($0.rawValue) \(strings.tabTitle($0))" } ?? strings.helpGlobalSection) + "\n"
            for (index, section) in sections.enumerated() {
                if tab != nil || index > 0, let title = section.title { out += "  \(title)\n" }
                let width = section.bindings.map { DisplayWidth.of($0.helpKeys) }.max() ?? 0
                for binding in section.bindings {
                    let pad = String(repeating: " ", count: max(0, width - DisplayWidth.of(binding.helpKeys)))
                    out += "    \(binding.helpKeys)\(pad)  \(binding.help)\n"
                }
            }
            out += "\n"
        }
        return out
    }

    /// `a b` → `` `a` `b` ``; a key written with a pipe is escaped.
    private static func code(_ keys: String) -> String {
        keys.split(separator: " ").map { "`\($0 == "|" ? "\\|" : String($0))`" }.joined(separator: " ")
    }

    private static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}

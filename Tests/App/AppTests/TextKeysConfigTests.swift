import Foundation
import Settings
import TabKit
import TerminalUI
import Testing
@testable import AppRoot

/// `[keys.text]`: the keys of every text field, read and checked as the
/// other tables are, and followed by the fields, help and `bankui keys`.
@MainActor
@Suite struct TextKeysConfigTests {
    private func refusal(_ text: String) -> ConfigError? {
        do {
            _ = try UserConfig.parse(text, file: "config.toml")
            return nil
        } catch {
            return error
        }
    }

    @Test func theDefaultFileHasTheTextTable() {
        let text = DefaultConfig.text(actions: UserConfig.actions())
        #expect(text.contains("\n[keys.text]\nline-start = [\"Home\", \"Ctrl-A\"]"))
        #expect(text.contains("\ndelete-word = [\"Ctrl-W\"]"))
        #expect(text.contains("help-anywhere = [\"Ctrl-G\"]"))
    }

    @Test func aTextKeyIsTakenByTheFieldsAndListed() throws {
        let config = try UserConfig.parse("[keys.text]\nline-start = [\"Ctrl-B\"]\n", file: "config.toml")
        #expect(config.keys.keys["text.line-start"] == [.control("b")])
        let markdown = KeyDocument.markdown(keys: config.keys)
        #expect(markdown.contains("| `Ctrl-B` | To the start of the line |"))
        #expect(!markdown.contains("| `Home` `Ctrl-A` |"))
        var field = TextFieldState(text: "abc")
        let keys = TextKeys(Words(.en), overrides: config.keys).editing
        _ = field.handle(.control("b"), keys: keys)
        #expect(field.cursor == 0)
    }

    @Test func aTextKeyOnAKeyOfAnEditorIsRefusedWithItsLine() {
        // Ctrl-S saves in the card editor, where the fields take the text keys.
        let error = refusal("mouse = true\n[keys.text]\ndelete-word = [\"Ctrl-S\"]\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("text.delete-word") == true, "\(String(describing: error))")
        #expect(error?.message.contains("kanban.editor-save") == true, "\(String(describing: error))")
    }

    @Test func aTextKeyOnTheListsHomeInTheAddDialogIsNoClash() {
        // In the add dialog Home goes to the list or to the search text,
        // never both: a text key there does not meet the list's.
        #expect(refusal("[keys.text]\nline-end = [\"End\"]\n") == nil)
    }

    @Test func aTextKeyOnTheHelpKeyIsRefused() {
        let error = refusal("[keys.text]\ndelete-to-end = [\"Ctrl-G\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("global.help-anywhere") == true, "\(String(describing: error))")
    }

    @Test func anUnknownTextActionIsRefusedWithItsLine() {
        let error = refusal("[keys.text]\n\nline-begin = [\"Ctrl-A\"]\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("unknown action \"text.line-begin\"") == true)
        let arrows = refusal("[keys.text]\nleft = [\"Ctrl-B\"]\n")
        #expect(arrows?.message.contains("unknown action \"text.left\"") == true, "the arrows are fixed")
    }

    @Test func theHelpKeyIsInEveryGroup() {
        for group in UserConfig.groups(keys: .none) {
            #expect(group.bindings.contains { $0.action == "global.help-anywhere" }, "\(group.name)")
        }
    }
}

import Foundation
import Settings
import TabKit
import TerminalUI
import Testing
@testable import AppRoot

/// The user's config file against the real key maps: the printed default
/// file, the groups of keys pressed at the same time, and the keys a file
/// changes in `bankui keys`.
@MainActor
@Suite struct UserConfigTests {
    private func refusal(_ text: String) -> ConfigError? {
        do {
            _ = try UserConfig.parse(text, file: "config.toml")
            return nil
        } catch {
            return error
        }
    }

    @Test func theDefaultFileReadsBackAsExactlyTheDefaults() throws {
        let text = DefaultConfig.text(actions: UserConfig.actions())
        let config = try UserConfig.parse(text, file: "default")
        #expect(config.mouse == Config.defaults.mouse && config.theme == Config.defaults.theme && config.colors.isEmpty)
        let actions = UserConfig.actions()
        #expect(Set(config.keys.keys.keys) == Set(actions.map(\.fullName)), "every action is in the file")
        for action in actions {
            #expect(config.keys.keys[action.fullName] == action.defaultKeys, "\(action.fullName)")
        }
        #expect(KeyDocument.markdown(keys: config.keys) == KeyDocument.markdown(), "the same keys everywhere")
    }

    @Test func theDefaultFileHasEveryTableAndTheExampleLines() {
        let text = DefaultConfig.text(actions: UserConfig.actions())
        for table in ["global", "dialog", "bank", "kanban", "juice", "calculator", "timetable"] {
            #expect(text.contains("\n[keys.\(table)]\n"), "\(table)")
        }
        #expect(text.contains("mouse = true\n"))
        #expect(text.contains("theme = \"default\"          # default, light, high-contrast, mono\n"))
        #expect(text.contains("\nnew-card = [\"n\"]"))
        #expect(text.contains("\nundo = [\"u\"]"))
        #expect(text.contains("\nredo = [\"Ctrl-R\"]"))
    }

    @Test func actionNamesAreKebabCaseAndUnique() {
        let names = UserConfig.actions().map(\.fullName)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "." }, "\(name)")
        }
    }

    @Test func theDefaultsHaveNoClash() {
        #expect(refusal("") == nil)
    }

    @Test func twoBoardKeysOnOneKeyAreRefused() {
        let error = refusal("[keys.kanban]\nnew-card = [\"u\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("kanban.undo") == true && error?.message.contains("kanban.new-card") == true)
    }

    @Test func aBoardKeyOnAGlobalKeyIsRefused() {
        let error = refusal("[keys.global]\n\nquit = [\"n\"]\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("global.quit") == true && error?.message.contains("kanban.new-card") == true)
    }

    @Test func aKeyOnAFixedGlobalKeyIsRefused() {
        let error = refusal("[keys.calculator]\nnegate = [\"F3\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("the fixed keys F1…F5 Alt-1…5") == true && error?.message.contains("calculator.negate") == true)
    }

    @Test func keysOfPlacesNeverOpenTogetherMayMeet() throws {
        // The history panel's restore and the board's delete; the editor's
        // save-from-line and a dialog's press.
        _ = try UserConfig.parse("[keys.kanban]\nhistory-restore = [\"d\"]\neditor-cancel = [\"Ctrl-X\"]\n[keys.dialog]\npress = [\"x\"]\n",
                                 file: "config.toml")
    }

    @Test func dialogLettersAreTheUsersWithinTheirDialog() throws {
        let error = refusal("[keys.dialog]\nyes = [\"l\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("dialog.yes") == true && error?.message.contains("dialog.next-button") == true)
        // The letters of dialogs never open together may meet.
        _ = try UserConfig.parse("[keys.kanban]\nkeep-mine = [\"y\"]\n[keys.timetable]\nmenu-delete = [\"n\"]\n", file: "config.toml")
        let clash = refusal("[keys.kanban]\nkeep-mine = [\"t\"]\n")
        #expect(clash?.message.contains("kanban.keep-theirs") == true && clash?.message.contains("kanban.keep-mine") == true)
    }

    @Test func aListKeyGoesOneWay() {
        let error = refusal("[keys.list]\nup = [\"Down\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("list.up") == true && error?.message.contains("list.down") == true)
    }

    @Test func keysListsTheUsersKeys() throws {
        let config = try UserConfig.parse("[keys.kanban]\nnew-card = [\"a\"]\n", file: "config.toml")
        let plain = KeyDocument.plain(keys: config.keys)
        #expect(plain.contains("    a    ") || plain.contains("    a "))
        #expect(KeyDocument.markdown(keys: config.keys) != KeyDocument.markdown())
    }

    @Test func aMissingFileIsEveryDefaultAndADirectoryIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-config-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("none.toml").path
        #expect(try UserConfig.load(environment: ["BANKUI_CONFIG": missing]) == .defaults)
        #expect(throws: ConfigError.self) { try UserConfig.load(environment: ["BANKUI_CONFIG": directory.path]) }
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/bankui/config.toml")
        #expect(ConfigFile.path(environment: ["HOME": "/h"]) == "/h/.config/bankui/config.toml")
    }
}

import TextKit
import Foundation
import TabKit
import TerminalUI
import Testing
@testable import AppRoot
import ConsoleKit
import Shell

/// Docs/KEYS.md is written from the key maps the program uses: it cannot
/// drift from what the keys do. Regenerate with `bankui keys --markdown --defaults > Docs/KEYS.md`.
@MainActor
@Suite struct KeyDocumentTests {
    @Test func keysDocumentIsGeneratedFromTheKeyMaps() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/KEYS.md")
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == KeyDocument.markdown(),
                "Docs/KEYS.md differs from the key maps: run `bankui keys --markdown --defaults > Docs/KEYS.md`")
    }

    @Test func everyKeyOfEveryMapIsInTheDocumentAndNoOther() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/KEYS.md")
        let stored = try String(contentsOf: url, encoding: .utf8)
        // The key column of every table row, cell by cell: `` `a` `b` ``.
        var documented = Set<String>()
        for line in stored.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for token in cell.split(separator: "`") where !token.trimmingCharacters(in: .whitespaces).isEmpty {
                documented.insert(String(token))
            }
        }
        var mapped = Set<String>()
        for (_, sections) in KeyDocument.sections(language: .en) {
            for binding in sections.flatMap(\.bindings) {
                for key in binding.keys where binding.helpKeys.split(separator: " ").contains(Substring(key.helpName)) {
                    #expect(documented.contains(key.helpName), "\(key.helpName) (\(binding.help)) is not in Docs/KEYS.md")
                }
                mapped.formUnion(binding.helpKeys.split(separator: " ").map(String.init))
            }
        }
        #expect(documented.subtracting(mapped).isEmpty, "in Docs/KEYS.md but in no map: \(documented.subtracting(mapped))")
    }

    @Test func everyTabAndTheGlobalKeysAreListedInBothLanguages() {
        for language in Language.allCases {
            let text = KeyDocument.markdown(language: language)
            for entry in TabEntry.all {
                for binding in entry.keySections(language, .none).flatMap(\.bindings) {
                    #expect(text.contains(binding.help), "\(language) \(entry.id): \(binding.help)")
                    #expect(!binding.help.isEmpty && !binding.helpKeys.isEmpty, "\(language) \(entry.id): a key without words")
                }
            }
            #expect(text.contains("Ctrl-C"))
        }
    }

    @Test func theWidgetsKeysAreListedFromTheirOwnMaps() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/KEYS.md")
        let stored = try String(contentsOf: url, encoding: .utf8)
        // Every tab with a text field has the fields' section, with every key of the map.
        let textSections = stored.components(separatedBy: "\n### Text fields\n").count - 1
        #expect(textSections == 3, "the bank (its planner form), kanban and timetable tabs")
        for binding in TextEditingKeys.standard.bindings {
            for key in binding.keys {
                let listed = stored.contains("`" + key.helpName + "`")
                #expect(listed, "\(key.helpName)")
            }
        }
        let lines = stored.split(separator: "\n").map(String.init)
        #expect(lines.contains("| `Home` `Ctrl-A` | To the start of the line |"))
        #expect(lines.contains { $0.hasPrefix("| `Ctrl-G` |") }, "help while typing")
        #expect(lines.contains("### In help"))
        for entry in TabEntry.all {
            let sections = entry.keySections(.en, .none)
            if sections.contains(where: \.hasTextField) {
                let listsThem = sections.contains { $0.isTextFieldKeys }
                #expect(listsThem, "\(entry.id): a field without its keys in help")
            }
        }
    }

    @Test func englishAndKoreanListTheSameKeys() {
        for entry in TabEntry.all {
            let english = entry.keySections(.en, .none).flatMap(\.bindings).map(\.helpKeys)
            let korean = entry.keySections(.ko, .none).flatMap(\.bindings).map(\.helpKeys)
            #expect(english == korean, "\(entry.id)")
        }
    }
}

/// `bankui keys --lang ko` lists the keys in Korean; without `--lang`, in
/// English whatever the environment says (Docs/KEYS.md is written so).
@MainActor
@Suite struct KeysCommandLanguageTests {
    @Test func theLanguageOptionReachesTheList() throws {
        let korean = try #require(try BankUICommand.parseAsRoot(["keys", "--lang", "ko", "--defaults"]) as? KeysCommand)
        #expect(korean.language == .ko)
        let plain = try #require(try BankUICommand.parseAsRoot(["keys", "--markdown", "--defaults"]) as? KeysCommand)
        #expect(plain.language == .en)
    }
}

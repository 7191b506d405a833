import Foundation
import TabKit
import Testing
@testable import BankUIApp
import ConsoleKit
import Shell

/// Docs/KEYS.md is written from the key maps the program uses: it cannot
/// drift from what the keys do. Regenerate with `bankui keys --markdown > Docs/KEYS.md`.
@MainActor
@Suite struct KeyDocumentTests {
    @Test func keysDocumentIsGeneratedFromTheKeyMaps() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/KEYS.md")
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == KeyDocument.markdown(),
                "Docs/KEYS.md differs from the key maps: run `bankui keys --markdown > Docs/KEYS.md`")
    }

    @Test func everyTabAndTheGlobalKeysAreListedInBothLanguages() {
        for language in Language.allCases {
            let text = KeyDocument.markdown(language: language)
            for entry in TabEntry.all {
                for binding in entry.keySections(language).flatMap(\.bindings) {
                    #expect(text.contains(binding.help), "\(language) \(entry.id): \(binding.help)")
                    #expect(!binding.help.isEmpty && !binding.helpKeys.isEmpty, "\(language) \(entry.id): a key without words")
                }
            }
            #expect(text.contains("Ctrl-C"))
        }
    }

    @Test func englishAndKoreanListTheSameKeys() {
        for entry in TabEntry.all {
            let english = entry.keySections(.en).flatMap(\.bindings).map(\.helpKeys)
            let korean = entry.keySections(.ko).flatMap(\.bindings).map(\.helpKeys)
            #expect(english == korean, "\(entry.id)")
        }
    }
}

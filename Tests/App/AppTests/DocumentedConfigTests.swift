import Foundation
import Settings
import Testing
@testable import AppRoot

/// The config files the documentation shows (every ```toml block of the
/// README and of Docs/) are files bankui accepts, and each changes a key:
/// an example that bankui refuses at start would send a reader to status 78.
@MainActor
@Suite struct DocumentedConfigTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every ```toml block of README.md and Docs/*.md, with its file.
    private static func examples() throws -> [(file: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
        let files = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var found: [(file: String, text: String)] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var block: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if var lines = block {
                    if line == "```" {
                        found.append((file, lines.joined(separator: "\n") + "\n"))
                        block = nil
                    } else {
                        lines.append(line)
                        block = lines
                    }
                } else if line == "```toml" {
                    block = []
                }
            }
        }
        return found
    }

    @Test func everyDocumentedConfigFileIsAcceptedAndChangesKeys() throws {
        let examples = try Self.examples()
        #expect(!examples.isEmpty, "the config file's example (Docs/RUNNING.md) was not found")
        for example in examples {
            do {
                let config = try UserConfig.parse(example.text, file: example.file)
                #expect(KeyDocument.markdown(keys: config.keys) != KeyDocument.markdown(),
                        "\(example.file): the example changes no key")
            } catch {
                Issue.record("\(example.file): bankui refuses its config example: \(error)")
            }
        }
    }
}

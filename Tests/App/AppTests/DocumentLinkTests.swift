import Foundation
import Testing

/// Every link between the README, CHANGELOG.md, Docs/ and the notes beside
/// the code (`Sources/Kanban/README.md`) leads somewhere: the file exists
/// and, for `file#anchor`, a heading of that file makes the anchor (as
/// GitHub makes one: lower case, punctuation dropped, spaces as dashes).
/// Pages move and headings get reworded; a link should not be left behind.
@Suite struct DocumentLinkTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
        return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
            + (try notes())
    }

    /// The notes beside the code: a README.md in a folder of Sources/
    /// (`Sources/Kanban/README.md`).
    private static func notes() throws -> [String] {
        let files = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        var found: [String] = []
        for room in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            let note = "Sources/\(room)/README.md"
            if files.fileExists(atPath: root.appendingPathComponent(note).path) { found.append(note) }
        }
        return found
    }

    /// The anchor GitHub gives a heading.
    static func anchor(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    private static func anchors(in text: String) -> Set<String> {
        var found = Set<String>()
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            found.insert(anchor(title))
        }
        return found
    }

    /// The targets of `[text](target)` outside code blocks.
    private static func links(in text: String) -> [String] {
        var found: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                found.append(String(after[..<close]))
                rest = after[after.index(after: close)...]
            }
        }
        return found
    }

    @Test func theAnchorIsGitHubs() {
        #expect(Self.anchor("Your terminal, always given back") == "your-terminal-always-given-back")
        #expect(Self.anchor("The console: `bankui bank`") == "the-console-bankui-bank")
        #expect(Self.anchor("2 Kanban") == "2-kanban")
    }

    @Test func everyLinkBetweenTheDocumentsLeadsSomewhere() throws {
        var checked = 0
        for document in try Self.documents() {
            let url = Self.root.appendingPathComponent(document)
            let text = try String(contentsOf: url, encoding: .utf8)
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
                checked += 1
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(document): \(link) leads to no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    #expect(anchors.contains(String(parts[1])), "\(document): \(link) leads to no heading")
                }
            }
        }
        #expect(checked > 10, "the README links every page of Docs/")
    }
}

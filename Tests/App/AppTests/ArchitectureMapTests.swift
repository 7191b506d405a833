import Foundation
import Testing

/// Docs/ARCHITECTURE.md is a map, not a book: short enough to read at
/// once, and every path it names is where it says. A file moved or renamed
/// must not leave the map pointing at nothing.
@Suite struct ArchitectureMapTests {
    /// The most the map may weigh, in bytes.
    static let limit = 10_000

    private static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    private static func map() throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Docs/ARCHITECTURE.md"))
    }

    /// What stands between single backticks outside code blocks and names a
    /// path under Sources/ or Tests/. A template (`Sources/<Tab>/Core/`)
    /// names no path and is left out.
    static func namedPaths(in text: String) -> [String] {
        var found: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            guard !inCode else { continue }
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            // Odd pieces are inside backticks.
            for (index, span) in spans.enumerated() where index % 2 == 1 {
                guard span.hasPrefix("Sources/") || span.hasPrefix("Tests/"), !span.contains("<") else { continue }
                found.append(String(span))
            }
        }
        return found
    }

    @Test func theMapIsShort() throws {
        let size = try Self.map().count
        #expect(size <= Self.limit, "Docs/ARCHITECTURE.md is \(size) bytes, more than \(Self.limit): keep the map, move the reasons to the notes beside the code")
    }

    @Test func everyPathTheMapNamesExists() throws {
        let text = String(decoding: try Self.map(), as: UTF8.self)
        let paths = Self.namedPaths(in: text)
        #expect(paths.count > 10, "the map names the files of its table")
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                    "Docs/ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    @Test func templatesAndCodeBlocksAreNoPaths() {
        let text = """
            `Sources/Kanban/Core/Checklist.swift` and `Sources/<Tab>/Core/`
            ```
            `Sources/Nowhere.swift`
            ```
            `Tests/App/AppTests`, `bankui`
            """
        #expect(Self.namedPaths(in: text) == ["Sources/Kanban/Core/Checklist.swift", "Tests/App/AppTests"])
    }
}

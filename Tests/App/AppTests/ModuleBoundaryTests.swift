import TextKit
import Foundation
import Testing

/// The package's shape, checked on its sources: `ls Sources` is the house —
/// the platform, a room per tab, the app — and each module imports only
/// what its place allows.
@Suite struct ModuleBoundaryTests {
    private static let tabs = ["Bank", "Kanban", "Juice", "Calculator", "Timetable"]
    /// Modules allowed to import every tab's modules.
    private static let roots: Set<String> = ["AppRoot", "Bench", "bankui"]
    /// The platform's modules: none of them names a tab.
    private static let platform: Set<String> = [
        "TextKit", "FileKit", "TerminalUI", "TabKit", "Shell", "Settings", "DatabaseKit", "ConsoleKit",
    ]
    /// Modules of other packages and of the system: anyone may import them.
    private static let outside: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Darwin", "Synchronization", "CNcurses",
        "GRDB", "GRDBSQLite", "SQLite3", "ArgumentParser", "Logging", "PostgresNIO", "NIOCore", "NIOPosix",
        "BigInt", "TOMLKit", "Histogram",
    ]

    private static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    private struct SourceFile {
        let module: String
        let path: String
        let text: String
        /// The modules the file imports.
        var imports: [String] {
            text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
                return String(words[index + 1])
            }
        }
    }

    /// The module of a file at `path` under Sources/: `Sources/Kanban/Storage/…`
    /// is in `KanbanStorage`, `Sources/Platform/Shell/…` in `Shell`.
    private static func module(of path: [String]) -> String {
        switch path[0] {
        case "Platform": path[1]
        case "App": ["Root": "AppRoot", "Program": "bankui", "SyncProgram": "SyncProgram"][path[1]] ?? path[1]
        case "Bench": "Bench"
        default: path[0] + path[1]
        }
    }

    /// Every Swift file under Sources/, with its module.
    private static func sourceFiles() throws -> [SourceFile] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [SourceFile] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            let parts = relative.split(separator: "/").map(String.init)
            files.append(SourceFile(module: module(of: parts), path: "Sources/" + relative, text: text))
        }
        return files
    }

    /// The tab a module belongs to (`Kanban` for `KanbanStorage`), if any.
    private static func tab(of module: String) -> String? {
        tabs.first { module.hasPrefix($0) }
    }

    /// The folders in `path` (notes such as a README beside them aside).
    private static func folders(in path: String) throws -> Set<String> {
        let url = root.appendingPathComponent(path)
        return Set(try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        })
    }

    @Test func theSourcesFolderIsTheHouse() throws {
        #expect(try Self.folders(in: "Sources") == Set(["Platform", "App", "Bench"] + Self.tabs))
        #expect(try Self.folders(in: "Sources/Platform") == Self.platform)
    }

    @Test func noTabImportsAnotherTab() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 300, "the sources were found")
        for file in files where !Self.roots.contains(file.module) {
            let own = Self.tab(of: file.module) ?? (file.module == "SyncProgram" ? "Kanban" : nil)
            for imported in file.imports {
                guard let other = Self.tab(of: imported) else { continue }
                #expect(other == own, "\(file.path) (\(file.module)) imports \(imported)")
            }
        }
    }

    @Test func thePlatformNamesNoTab() throws {
        for file in try Self.sourceFiles() where Self.platform.contains(file.module) {
            for imported in file.imports {
                #expect(Self.platform.contains(imported) || Self.outside.contains(imported),
                        "\(file.path) imports \(imported)")
            }
            for tab in Self.tabs {
                #expect(file.text.range(of: "\\b\(tab)(Tab|Repository|Tables)\\b", options: .regularExpression) == nil,
                        "\(file.path) names the \(tab) tab")
            }
            // Nor a tab's table: each tab's storage names its own.
            #expect(file.text.range(of: #""(kanban|calculator|timetable|juice)[A-Za-z_]*""#, options: .regularExpression) == nil,
                    "\(file.path) names a tab's table")
        }
    }

    /// The shell links no database, and the commands' common part no schema.
    @Test func theShellAndTheConsoleKitKnowNoSchema() throws {
        for file in try Self.sourceFiles() where ["Shell", "ConsoleKit"].contains(file.module) {
            #expect(!file.imports.contains("GRDB"), "\(file.path) imports GRDB")
            if file.module == "Shell" {
                #expect(!file.imports.contains("DatabaseKit"), "\(file.path) imports DatabaseKit")
            }
        }
    }

    /// A store imports its own core and the database kit, nothing else of bankui.
    @Test func aStoreImportsItsCoreAndTheDatabaseKitOnly() throws {
        let files = try Self.sourceFiles().filter { $0.module.hasSuffix("Storage") }
        #expect(Set(files.map(\.module)) == ["CalculatorStorage", "JuiceStorage", "KanbanStorage", "TimetableStorage"])
        for file in files {
            let tab = try #require(Self.tab(of: file.module))
            for imported in file.imports where !Self.outside.contains(imported) {
                #expect([tab + "Core", "DatabaseKit"].contains(imported), "\(file.path) imports \(imported)")
            }
        }
    }

    @Test func languageLivesInTheTextLeaf() throws {
        let declarations = try Self.sourceFiles().filter { $0.text.contains("public enum Language:") }
        #expect(declarations.map(\.module) == ["TextKit"])
    }

    @Test func noTabTypeIsNamedOutsideItsRoomAndTheRoot() throws {
        for file in try Self.sourceFiles() where !Self.roots.contains(file.module) {
            for tab in Self.tabs where Self.tab(of: file.module) != tab {
                let named = file.text.range(of: "\\b\(tab)Tab\\b", options: .regularExpression) != nil
                #expect(!named, "\(file.path) names \(tab)Tab")
            }
        }
    }
}

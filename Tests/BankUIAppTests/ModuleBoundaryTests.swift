import Foundation
import Testing

/// The package's shape, checked on its sources: each tab's code lives in its
/// own module, tab modules never import each other, and the kits below the
/// tabs name none of them. Only the composition root (and the benchmarks)
/// list every tab.
@Suite struct ModuleBoundaryTests {
    private static let tabs = ["Bank", "Kanban", "Juice", "Calculator", "Timetable"]
    /// Modules allowed to import every tab's module.
    private static let roots: Set<String> = ["BankUIApp", "BankUIBench", "bankui"]

    private static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Every Swift file of each module under Sources/, as text.
    private static func moduleFiles() throws -> [(module: String, path: String, text: String)] {
        let manager = FileManager.default
        var files: [(String, String, String)] = []
        for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let root = sources.appendingPathComponent(module)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                files.append((module, "\(module)/\(relative)", text))
            }
        }
        return files
    }

    @Test func noModuleButTheRootImportsAnotherTabsModule() throws {
        let files = try Self.moduleFiles()
        #expect(files.count > 50, "the sources were found")
        for file in files where !Self.roots.contains(file.module) {
            for tab in Self.tabs where file.module != "\(tab)Feature" {
                let imports = file.text.split(separator: "\n").contains { line in
                    line.hasPrefix("import \(tab)Feature") || line.hasPrefix("@testable import \(tab)Feature")
                }
                #expect(!imports, "\(file.path) imports \(tab)Feature")
            }
        }
    }

    @Test func noTabTypeIsNamedOutsideItsModuleAndTheRoot() throws {
        for file in try Self.moduleFiles() where !Self.roots.contains(file.module) {
            for tab in Self.tabs where file.module != "\(tab)Feature" {
                let named = file.text.range(of: "\\b\(tab)Tab\\b", options: .regularExpression) != nil
                #expect(!named, "\(file.path) names \(tab)Tab")
            }
        }
    }
}

import Foundation
import Testing

/// Screen tests compare whole screens; a check for a piece of text on the
/// screen is the exception. For each screen-test target: the substring
/// checks (a line that asks whether the screen, a line or a row contains
/// something) against the stored snapshots. Where a target has reached one
/// check for every two snapshots it must stay there; the others may only
/// get better than they are (their figure today is their ceiling).
@Suite struct ScreenTestBalanceTests {
    /// The most substring checks each target may hold: nil means at most
    /// one for every two snapshots.
    private static let ceilings: [String: Int?] = [
        "Juice/JuiceFeatureTests": nil,
        "Calculator/CalculatorFeatureTests": nil,
        "Bank/BankFeatureTests": nil,
        "Kanban/KanbanFeatureTests": nil,
        "Timetable/TimetableFeatureTests": nil,
        "App/AppTests": 25,
    ]

    private static var tests: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Tests")
    }

    /// The substring checks of the Swift files in `directory`.
    static func substringChecks(in directory: URL) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        let screenWords = try Regex(#"screen|[lL]ines?\b|[rR]ow|Line"#)
        var count = 0
        for name in names where name != "ScreenTestBalanceTests.swift" {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n")
            where (line.contains("contains(") || line.contains("contains {")) && line.contains(screenWords) {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: ceilings.keys.sorted())
    func substringChecksAreTheException(target: String) throws {
        let directory = Self.tests.appendingPathComponent(target)
        let checks = try Self.substringChecks(in: directory)
        let snapshots = (try? FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("__Snapshots__").path))?.count ?? 0
        if let ceiling = Self.ceilings[target] ?? nil {
            #expect(checks <= ceiling, "\(target): \(checks) substring checks, at most \(ceiling) (snapshots: \(snapshots))")
        } else {
            #expect(checks * 2 <= snapshots, "\(target): \(checks) substring checks for \(snapshots) snapshots")
        }
    }
}

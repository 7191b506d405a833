import Foundation
import XCTest

/// What used to print a raw system message, or nothing, now says what
/// happened in the program's words.
final class PlainWordsEndToEndTests: CommandEndToEndTestCase {
    /// A database file that is a symbolic link to nothing: once SQLite's
    /// "unable to open database file".
    func testADanglingDatabaseLinkIsNamed() throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let link = dataDirectory + "/bankui.sqlite"
        let target = directory.appendingPathComponent("gone/bankui.sqlite").path
        XCTAssertEqual(symlink(target, link), 0)
        for arguments in [["kanban", "add", "Milk"], ["kanban", "list"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 66, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains("it is a symbolic link to \(target), which does not exist"), "\(arguments): \(result.errors)")
            XCTAssertFalse(result.errors.contains("unable to open database file"), result.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing was made at the link's end")
    }
}

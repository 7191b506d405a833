import Foundation
import Testing
@testable import AppRoot
import ConsoleKit
import Shell

/// The log is one file for every bankui and its `bankui-sync`: each line
/// lands whole at the end, never over another program's.
struct FileLogHandlerTests {
    @Test func twoWritersOnOneFileKeepEveryLineWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-log-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state/bankui.log")
        // Both open before either writes, as two programs started together.
        let first = FileLogHandler.Sink(url: file)
        let second = FileLogHandler.Sink(url: file)
        first.write("first: one\n")
        second.write("second: one, a longer line\n")
        first.write("first: two\n")
        second.write("second: two\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "first: one\nsecond: one, a longer line\nfirst: two\nsecond: two\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func anUnwritablePlaceLosesTheLinesQuietly() {
        let sink = FileLogHandler.Sink(url: URL(fileURLWithPath: "/proc/bankui-no-such-dir/bankui.log"))
        sink.write("nowhere\n")  // nothing to see, nothing thrown, no crash
    }
}

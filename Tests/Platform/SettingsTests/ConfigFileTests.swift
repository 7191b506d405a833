import Foundation
import Testing
@testable import Settings

/// The config file is read as every input is: under the one 64 MB limit,
/// never waiting on a pipe, and `/dev/null` is an empty file.
@Suite struct ConfigFileTests {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-config-file-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func refusal(_ path: String) -> String? {
        do {
            _ = try ConfigFile.read(path: path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func devNullIsAnEmptyFileAndAMissingOneIsNone() throws {
        #expect(try ConfigFile.read(path: "/dev/null") == "")
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ConfigFile.read(path: folder.appendingPathComponent("none.toml").path) == nil)
        #expect(try ConfigFile.read(path: folder.appendingPathComponent("no/such/dir.toml").path) == nil)
    }

    @Test func aFileOverTheInputLimitIsRefusedWithTheLimit() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.toml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 65 * 1_048_576)  // sparse: no disk used
        try handle.close()
        #expect(refusal(big.path) == "too large: more than 64 MB")
    }

    @Test func aPipeIsRefusedAtOnceInsteadOfWaitedOn() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("config.toml").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(refusal(pipe) == "is not a file (a pipe or a socket)")
        #expect(refusal(folder.path) == "is a directory, not a file")
    }

    @Test func bytesThatAreNotUTF8AreRefused() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try Data([0xFF, 0xFE, 0x6D]).write(to: file)
        #expect(refusal(file.path) == "is not UTF-8 text")
    }
}

import Foundation
import XCTest

/// A headless `bankui` command run as built, on a data directory of its
/// own (with HOME and the log under it too), removed after each test.
class CommandEndToEndTestCase: XCTestCase {
    private(set) var directory: URL!

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.binary.path) else {
            throw XCTSkip("bankui is not built at \(TmuxSession.binary.path)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    var dataDirectory: String { directory.appendingPathComponent("data").path }

    /// Runs bankui with `arguments` and `--data-dir` (unless
    /// `addDataDirectory` is false), `environment` added to a plain one,
    /// standard input from `input` (else /dev/null), standard output to
    /// `output` when given (else captured), in `currentDirectory` when
    /// given, started through `prefix` (a program such as setpriv and its
    /// arguments) when given. Both outputs are read at once, so neither can
    /// fill up and stall the program.
    func run(_ arguments: [String], environment: [String: String] = [:], output: FileHandle? = nil,
             input: FileHandle? = nil, currentDirectory: URL? = nil, addDataDirectory: Bool = true,
             prefix: [String] = [])
        throws -> (status: Int32, output: String, errors: String)
    {
        let process = Process()
        let command = (addDataDirectory ? arguments + ["--data-dir", dataDirectory] : arguments)
        if let program = prefix.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = prefix.dropFirst() + [TmuxSession.binary.path] + command
        } else {
            process.executableURL = TmuxSession.binary
            process.arguments = command
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.environment = ["LANG": "C.UTF-8", "HOME": directory.path, "XDG_STATE_HOME": directory.path, "USER": "tester"]
            .merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = output ?? stdout
        process.standardError = stderr
        try process.run()
        let errors = ErrorsReader(stderr.fileHandleForReading)
        let out = output == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: errors.wait(), as: UTF8.self))
    }

    /// Writes `data` to `name` in the test's directory; returns its path.
    func write(_ name: String, _ data: Data) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes `text` to `name` in the test's directory; returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorsReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

import Foundation
import XCTest

/// `bankui bank` when its output cannot be written: a full disk, a pipe
/// whose reader has gone. The program is started with posix_spawn so the
/// test decides exactly where standard output goes and what SIGPIPE does.
final class BankConsoleEndToEndTests: XCTestCase {
    private static let day = ["bank", "--lang", "en", "--customers", "20", "--speed", "100"]

    func testAFullDiskEndsWithAMessageAndStatus74() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full here") }
        defer { close(full) }
        let result = try Self.run(Self.day, input: "1\n2\n", output: full)
        XCTAssertEqual(result.status, 74, result.errors)
        XCTAssertEqual(result.errors, "bankui: cannot write the output: No space left on device\n")
    }

    func testABrokenPipeWithSIGPIPEIgnoredEndsWithAMessageAndStatus74() throws {
        let pipe = try Self.pipeWithoutReader()
        defer { close(pipe) }
        let result = try Self.run(Self.day, input: "1\n2\n", output: pipe, ignoringSIGPIPE: true)
        XCTAssertEqual(result.status, 74, result.errors)
        XCTAssertEqual(result.errors, "bankui: cannot write the output: Broken pipe\n")
    }

    func testABrokenPipeInTheMiddleOfADayStopsItAtOnce() throws {
        // A reader that takes the first line and goes, as `head -1` does.
        let descriptors = try Self.pipe()
        let started = Date()
        let (pid, finish) = try Self.start(["bank", "--lang", "en", "--customers", "1000", "--speed", "1"],
                                           input: "1\n2\n", output: descriptors[1], ignoringSIGPIPE: true)
        close(descriptors[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        XCTAssertGreaterThan(read(descriptors[0], &buffer, buffer.count), 0, "the menu came")
        close(descriptors[0])
        let result = finish(pid)
        XCTAssertEqual(result.status, 74, result.errors)
        XCTAssertEqual(result.errors, "bankui: cannot write the output: Broken pipe\n")
        // The day would take minutes; it stopped at the next line instead.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }

    func testABrokenPipeWithSIGPIPEAtItsDefaultEndsQuietlyBySIGPIPE() throws {
        let pipe = try Self.pipeWithoutReader()
        defer { close(pipe) }
        let result = try Self.run(Self.day, input: "1\n2\n", output: pipe)
        XCTAssertEqual(result.status, 128 + SIGPIPE, result.errors)
        XCTAssertEqual(result.errors, "")
    }

    func testOptionsAreRefusedWithTheirNameAndRange() throws {
        let cases: [([String], String)] = [
            (["bank", "--seed", "-1"], "--seed must be a whole number from 0 to 18446744073709551615, got -1"),
            (["bank", "--speed", "0x10"], "--speed must be a decimal number from 0.01 to 1000000, got 0x10"),
            (["--deposit-seconds", "inf"], "--deposit-seconds must be a time from 0.001 to 3600 seconds (90, 90s, 2m, 1h30m), got inf"),
            (["bank", "--loan-seconds", "1e400"], "--loan-seconds must be a time from 0.001 to 3600 seconds (90, 90s, 2m, 1h30m), got 1e400"),
        ]
        for (arguments, message) in cases {
            let result = try BankEndToEndTests.runBankui(arguments, input: "")
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.errors.contains(message), result.errors)
        }
    }

    func testHelpShowsEachDefaultOnce() throws {
        let result = try BankEndToEndTests.runBankui(["--help"], input: "")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Bankers serving deposits. (default: 2)"), result.output)
        XCTAssertFalse(result.output.contains("(default 2)"), result.output)
    }

    /// The write end of a pipe whose read end is already closed.
    private static func pipeWithoutReader() throws -> Int32 {
        let descriptors = try pipe()
        close(descriptors[0])
        return descriptors[1]
    }

    /// A pipe whose ends bankui does not inherit (only the one given to it as
    /// its standard output), so closing the read end here leaves no reader.
    private static func pipe() throws -> [Int32] {
        var descriptors: [Int32] = [0, 0]
        guard Glibc.pipe(&descriptors) == 0 else { throw XCTSkip("no pipe") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptors
    }

    /// Runs bankui to its end with `input` on standard input and `output` as
    /// standard output; returns its status (128 + N after signal N) and what
    /// it wrote on standard error.
    private static func run(_ arguments: [String], input: String, output: Int32,
                            ignoringSIGPIPE: Bool = false) throws -> (status: Int32, errors: String) {
        let (pid, finish) = try start(arguments, input: input, output: output, ignoringSIGPIPE: ignoringSIGPIPE)
        return finish(pid)
    }

    /// Starts bankui; `finish` waits for it. SIGPIPE is at its default in
    /// bankui unless `ignoringSIGPIPE`, whatever the test runner does with it:
    /// then a shell ignores it (`trap '' PIPE`) and execs bankui, which keeps
    /// it ignored.
    private static func start(_ arguments: [String], input: String, output: Int32, ignoringSIGPIPE: Bool)
        throws -> (pid_t, (pid_t) -> (status: Int32, errors: String)) {
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.binary.path) else {
            throw XCTSkip("bankui is not built at \(TmuxSession.binary.path)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let inputPath = directory.appendingPathComponent("input").path
        let errorsPath = directory.appendingPathComponent("errors").path
        try input.write(toFile: inputPath, atomically: true, encoding: .utf8)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let binary = TmuxSession.binary.path
        let argv = ignoringSIGPIPE
            ? ["/bin/sh", "-c", "trap '' PIPE; exec \"$0\" \"$@\"", binary] + arguments
            : [binary] + arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let environment = ["LANG=C.UTF-8", "BANKUI_DATA_DIR=\(directory.path)", "XDG_STATE_HOME=\(directory.path)",
                           "PATH=/usr/bin:/bin"]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard error == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw XCTSkip("cannot start \(argv[0]): \(String(cString: strerror(error)))")
        }
        return (pid, { pid in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: directory)
            let exited = (status & 0x7f) == 0
            return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), errors)
        })
    }
}

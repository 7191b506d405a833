import CNcurses
import Foundation

/// Runs the real `bankui` binary on a fresh pseudo-terminal, as a terminal
/// emulator would, and reads what it writes. Like a terminal, it answers
/// cursor-position requests (bankui asks once per terminal at its first
/// start, and keeps the answer in the bench's own state directory).
final class TerminalRun {
    /// The state directory of every run of this bench: the first start asks
    /// the terminal, the others read the kept answer, as a user's do.
    static let stateDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("bankui-bench-state-\(getpid())", isDirectory: true)

    let process = Process()
    private let master: Int32
    private var output = [UInt8]()

    init(binary: String, arguments: [String], width: Int = 80, height: Int = 24) throws {
        var m: Int32 = -1, s: Int32 = -1
        guard bk_open_pty(&m, &s, Int32(height), Int32(width)) == 0 else { throw BenchError("cannot open a pseudo-terminal") }
        master = m
        let slave = FileHandle(fileDescriptor: s, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["XDG_STATE_HOME"] = Self.stateDirectory.path
        process.environment = environment
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Reads until the output contains `marker`; returns false after `timeout`.
    func waitFor(_ marker: String, timeout: Duration = .seconds(10)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let needle = Array(marker.utf8)
        while clock.now < deadline {
            guard let chunk = readChunk(waitingMilliseconds: 50) else { return false }
            output.append(contentsOf: chunk)
            if contains(needle) { return true }
        }
        return false
    }

    /// Reads everything written for `seconds`; returns the byte count.
    func bytesWritten(during seconds: Double) -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        var total = 0
        while Date() < deadline {
            guard let chunk = readChunk(waitingMilliseconds: 10) else { break }
            total += chunk.count
        }
        return total
    }

    /// Types text into the terminal.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Quits with `q` and waits for the exit.
    func quit() {
        send("q")
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline {
            drain()
            usleep(10_000)
        }
        if process.isRunning { process.terminate() }
    }

    /// CPU time used so far by every thread of the process, in nanoseconds.
    func cpuNanoseconds() -> UInt64 {
        let pid = process.processIdentifier
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (text.split(separator: " ").first.flatMap { UInt64($0) } ?? 0)
        }
    }

    private func drain() {
        while let chunk = readChunk(waitingMilliseconds: 0), !chunk.isEmpty {}
    }

    /// What the program wrote, waiting up to `waitingMilliseconds` for it:
    /// empty when nothing came, nil when the terminal closed.
    private func readChunk(waitingMilliseconds: Int32) -> [UInt8]? {
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, waitingMilliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let n = read(master, &buffer, buffer.count)
        guard n > 0 else { return nil }
        let chunk = Array(buffer[0..<n])
        answerCursorRequests(in: chunk)
        return chunk
    }

    /// Answers each `ESC [ 6 n` with a position, as a terminal does.
    private func answerCursorRequests(in chunk: [UInt8]) {
        let request = Array("\u{1B}[6n".utf8)
        guard chunk.count >= request.count else { return }
        for start in 0...(chunk.count - request.count) where chunk[start] == 0x1B {
            if Array(chunk[start..<start + request.count]) == request { send("\u{1B}[3;3R") }
        }
    }

    private func contains(_ needle: [UInt8]) -> Bool {
        guard output.count >= needle.count else { return false }
        for start in 0...(output.count - needle.count) where output[start] == needle[0] {
            if Array(output[start..<start + needle.count]) == needle { return true }
        }
        return false
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

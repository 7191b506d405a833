import Foundation

/// One run of a bankui command, its output thrown away: how long the whole
/// process took and its peak resident memory.
///
/// The peak is the process's own high-water mark (`VmHWM`), read while it
/// runs: `ru_maxrss` from `wait4` cannot be used, because Linux counts into
/// it the memory of the process that started the child (the bench itself,
/// which may hold a million courses) as it was when the child began.
enum CommandRun {
    /// - Parameter peak: read the peak memory while it runs (every 2 ms);
    ///   false waits for the end without waking, for a short command whose
    ///   time alone counts (a wake-up every 2 ms would round it up and take
    ///   a core from it on a busy machine).
    static func measure(_ binary: String, _ arguments: [String], peak readPeak: Bool = true) throws
        -> (elapsed: Duration, peakBytes: Int) {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        let all = [binary] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, binary, &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchError("cannot start bankui: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var peak = 0
        while true {
            // Read before asking whether it ended: the last reading is
            // taken while the process still exists.
            if readPeak, let now = highWater(pid) { peak = max(peak, now) }
            let ended = waitpid(pid, &status, readPeak ? WNOHANG : 0)
            if ended == pid { break }
            guard ended == 0 else { throw BenchError("cannot wait for bankui") }
            usleep(2_000)
        }
        let elapsed = clock.now - start
        guard status == 0 else { throw BenchError("bankui \(arguments.prefix(2).joined(separator: " ")) ended with status \(status)") }
        return (elapsed, peak)
    }

    /// VmHWM of a running process, in bytes.
    static func highWater(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.filter(\.isNumber)).map { $0 * 1024 }
        }
        return nil
    }
}

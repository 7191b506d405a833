import Foundation

/// The running bankui that holds a draft: its process id and the time the
/// kernel started it (a process id alone is used again after the process
/// ends). A draft held by a program that is no longer running — killed,
/// crashed, or a clean quit that let it go — is free for the next start.
public struct DraftHolder: Sendable, Hashable {
    /// `pid/start`, as stored in the `draft` table's `holder` column.
    public let text: String

    public init(text: String) { self.text = text }

    /// This process.
    public static let current = DraftHolder(pid: getpid())

    /// The process `pid` as it runs now (its start time read from /proc).
    init(pid: pid_t) {
        text = "\(pid)/\(Self.startTime(of: pid).map(String.init) ?? "?")"
    }

    /// Whether the process this holder names still runs: the same process
    /// id with the same start time. Where /proc cannot tell, a live process
    /// id counts (a draft is then kept back, never handed out twice).
    public var isRunning: Bool {
        let parts = text.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0 else { return false }
        if let start = Self.startTime(of: pid) { return String(start) == parts[1] }
        // No such entry while /proc is there: the process has ended.
        if FileManager.default.fileExists(atPath: "/proc/self/stat") { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// The 22nd field of `/proc/PID/stat`: clock ticks after boot at which
    /// the process started (the fields after the command name, which is in
    /// parentheses and may hold spaces).
    static func startTime(of pid: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 3 (the state) is the first after the name: field 22 is the 20th.
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }
}

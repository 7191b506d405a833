import Foundation

/// Whether Ctrl-Z can really stop bankui.
///
/// A process group that no job-control shell watches is "orphaned": the
/// kernel ignores SIGTSTP for it, and nobody could type `fg` anyway. That is
/// the case when bankui runs under a plain script (`sh run.sh` in a tmux
/// pane, `ssh host bankui`). Giving the terminal back there would only leave
/// it in cooked mode for a moment, where a typed Ctrl-C or Ctrl-\ becomes a
/// signal for the whole group; so Ctrl-Z does nothing, as it does for every
/// program in that situation.
enum JobControl {
    /// True when some ancestor outside our process group is in our session
    /// (the shell that started the job): the group is not orphaned.
    static var canStop: Bool {
        let group = getpgrp(), session = getsid(0)
        var pid = getpid()
        for _ in 0..<64 {
            guard let parent = parent(of: pid), parent > 1 else { return false }
            let parentGroup = getpgid(parent)
            guard parentGroup >= 0 else { return false }
            if parentGroup != group { return getsid(parent) == session }
            pid = parent
        }
        return false
    }

    /// The parent of `pid`, from /proc (the fourth field of its stat line,
    /// after the command name in parentheses).
    private static func parent(of pid: pid_t) -> pid_t? {
        if pid == getpid() { return getppid() }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}

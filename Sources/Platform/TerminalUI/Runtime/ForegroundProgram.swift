import Foundation

/// How a program run on the terminal ended.
public enum ProgramEnding: Sendable, Equatable {
    /// It exited with this status (127: the shell did not find it).
    case exited(Int32)
    /// A signal ended it (SIGKILL, SIGTERM from outside).
    case signaled(Int32)
    /// It could not be started at all, and why.
    case notStarted(String)
}

/// Runs programs that take the terminal (an editor): the screen must have
/// been given back first (``AppRunner/releasingTerminal(_:)``).
public protocol TerminalProgramRunner: Sendable {
    /// Runs `arguments` (the program's path first) and waits for its end.
    func run(_ arguments: [String]) -> ProgramEnding
}

/// Runs a program in bankui's own process group, so it has the terminal
/// in the foreground, and waits for it, as `system(3)` does: while it
/// runs, bankui ignores SIGINT and SIGQUIT (a Ctrl-C typed there is the
/// program's, not a reason for bankui to quit) and SIGTSTP; the program
/// starts with every signal at its default and none blocked. When the
/// program is stopped (Ctrl-Z in it), bankui stops too, so the shell sees
/// the job stopped, and `fg` continues both.
public struct ForegroundProgram: TerminalProgramRunner {
    public init() {}

    public func run(_ arguments: [String]) -> ProgramEnding {
        guard let path = arguments.first else { return .notStarted("no program") }
        let quiet = [SIGINT, SIGQUIT, SIGTSTP]
        var saved: [Int32: sigaction] = [:]
        for signal in quiet {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var old = sigaction()
            sigaction(signal, &ignore, &old)
            saved[signal] = old
        }
        defer {
            for signal in quiet { if var old = saved[signal] { sigaction(signal, &old, nil) } }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var pid = pid_t()
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        let started = posix_spawn(&pid, path, nil, &attributes, cArguments, environ)
        guard started == 0 else { return .notStarted(String(cString: strerror(started))) }

        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WUNTRACED)
            if result < 0 {
                if errno == EINTR { continue }
                return .notStarted(String(cString: strerror(errno)))
            }
            let low = status & 0x7F
            if low == 0 { return .exited((status >> 8) & 0xFF) }
            if low == 0x7F {
                // Stopped by a terminal's Ctrl-Z: stop with it, and let it
                // go on when we do. A SIGSTOP from outside is waited out.
                let signal = (status >> 8) & 0xFF
                if signal == SIGTSTP || signal == SIGTTIN || signal == SIGTTOU {
                    kill(getpid(), SIGSTOP)
                    kill(pid, SIGCONT)
                }
                continue
            }
            return .signaled(low)
        }
    }
}

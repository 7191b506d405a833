import Glibc

/// Starts a program in a process group of its own (so the terminal's
/// signals stay with bankui, and stopping the group stops what it
/// started), with nothing blocked and every signal at its default: how
/// bankui starts `bankui-sync` and an `--exec` command.
enum GroupSpawn {
    /// A program that could not be started: the errno.
    struct Failure: Error {
        let code: Int32
        var reason: String { String(cString: strerror(code)) }
    }

    /// Starts `path` with `arguments` (its name first) and `environment`
    /// (nil: this process's); `files` adds what the child's descriptors
    /// become. The child's id, or the errno of the failure.
    static func start(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                      files: (inout posix_spawn_file_actions_t) -> Void) -> Result<pid_t, Failure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        files(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let status = envp.map { posix_spawn(&pid, path, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        return status == 0 ? .success(pid) : .failure(Failure(code: status))
    }
}

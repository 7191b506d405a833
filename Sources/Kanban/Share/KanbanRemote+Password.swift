import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Where the password comes from: the URL, else `PGPASSWORD`, else the
/// password file, as libpq looks.
extension KanbanRemote {
    var passwordSourceWithoutFile: String {
        if urlPassword != nil { return PasswordSource.url.description }
        if environmentPassword != nil { return PasswordSource.environment.description }
        return passwordFilePath.map { "the password file \($0), if it has a matching line" } ?? "none"
    }

    /// The host name a password file line must name: libpq uses `localhost`
    /// for its default socket directory, and the directory itself for others.
    var passwordFileHost: String {
        host == Self.defaultSocketDirectory || host == Self.defaultSocketDirectory + "/" ? "localhost" : host
    }

    package func lookUpPassword(logger: Logger) -> (password: String?, source: PasswordSource) {
        if let urlPassword { return (urlPassword, .url) }
        if let environmentPassword { return (environmentPassword, .environment) }
        guard let path = passwordFilePath, let loaded = PGPass.load(path: path) else { return (nil, .none) }
        switch loaded {
        case .failure(let problem):
            logger.warning("\(problem.description)")
            return (nil, .none)
        case .success(let file):
            guard let password = file.password(host: passwordFileHost, port: String(port), database: database,
                                               user: user)
            else { return (nil, .none) }
            return (password, .passwordFile(path: path))
        }
    }

    /// `HOME`, else the user database's home (where libpq looks for `.pgpass`).
    public static func homeDirectory(_ environment: [String: String]) -> String? {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir {
            return String(cString: directory)
        }
        return nil
    }

    static func systemLoginName() -> String? {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
            let text = String(cString: name)
            if !text.isEmpty { return text }
        }
        return nil
    }
}

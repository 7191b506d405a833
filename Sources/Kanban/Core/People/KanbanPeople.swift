#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a person's name comes from when bankui is not told.
public enum KanbanPeople {
    /// `$USER@host` (``PersonName/fallback(user:host:)``).
    public static func fallback(environment: [String: String]) -> PersonName {
        PersonName.fallback(user: environment["USER"] ?? environment["LOGNAME"], host: hostName())
    }

    /// The fallback for this process's environment.
    public static var defaultPerson: PersonName {
        var environment: [String: String] = [:]
        for key in ["USER", "LOGNAME"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        return fallback(environment: environment)
    }

    /// This machine's name, nil when it cannot be read.
    static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A libpq password file (`~/.pgpass`, or the file named by `PGPASSFILE`):
/// lines of `host:port:database:user:password`; `*` as a whole field matches
/// anything; `\:` and `\\` escape; lines starting with `#` are comments. The
/// first matching line wins. Like libpq, a file that the group or others may
/// read is ignored with a warning.
public struct PGPass: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// nil is the `*` wildcard.
        public var host: String?
        public var port: String?
        public var database: String?
        public var user: String?
        public var password: String

        public init(host: String?, port: String?, database: String?, user: String?, password: String) {
            self.host = host
            self.port = port
            self.database = database
            self.user = user
            self.password = password
        }

        func matches(host: String, port: String, database: String, user: String) -> Bool {
            (self.host == nil || self.host == host) && (self.port == nil || self.port == port)
                && (self.database == nil || self.database == database) && (self.user == nil || self.user == user)
        }
    }

    /// Why a password file was not used. The messages name the file, never
    /// what is in it.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case notAPlainFile(path: String)
        case groupOrWorldAccess(path: String, mode: UInt16)
        case unreadable(path: String, reason: String)

        public var description: String {
            switch self {
            case .notAPlainFile(let path):
                "password file \"\(path)\" is not a plain file; it is ignored"
            case .groupOrWorldAccess(let path, let mode):
                "password file \"\(path)\" has group or world access (mode \(String(mode, radix: 8))); "
                    + "permissions should be u=rw (0600) or less; it is ignored"
            case .unreadable(let path, let reason):
                "password file \"\(path)\" cannot be read (\(reason)); it is ignored"
            }
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads the file's lines; lines with fewer than five fields are skipped.
    public init(parsing text: String) {
        var entries: [Entry] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(rawLine)
            while line.last == "\r" { line = line.dropLast() }
            if line.isEmpty || line.first == "#" { continue }
            let fields = Self.fields(of: line)
            guard fields.count >= 5 else { continue }
            func pattern(_ field: Field) -> String? { field.isWildcard ? nil : field.text }
            entries.append(Entry(host: pattern(fields[0]), port: pattern(fields[1]), database: pattern(fields[2]),
                                 user: pattern(fields[3]), password: fields[4].text))
        }
        self.entries = entries
    }

    /// The first matching password. libpq looks nothing up without a
    /// database or a user name.
    public func password(host: String, port: String, database: String, user: String) -> String? {
        guard !database.isEmpty, !user.isEmpty else { return nil }
        return entries.first { $0.matches(host: host, port: port, database: database, user: user) }?.password
    }

    /// Loads the file at `path`: nil when it does not exist; a problem when it
    /// exists but must not or cannot be used.
    public static func load(path: String) -> Result<PGPass, Problem>? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAPlainFile(path: path)) }
        let access = info.st_mode & (S_IRWXG | S_IRWXO)
        guard access == 0 else {
            return .failure(.groupOrWorldAccess(path: path, mode: UInt16(info.st_mode & 0o7777)))
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return .success(PGPass(parsing: String(decoding: data, as: UTF8.self)))
        } catch {
            return .failure(.unreadable(path: path, reason: String(cString: strerror(errno))))
        }
    }

    /// The file libpq would read: `PGPASSFILE`, else `<home>/.pgpass`.
    public static func path(environment: [String: String], home: String?) -> String? {
        if let file = environment["PGPASSFILE"], !file.isEmpty { return file }
        guard let home, !home.isEmpty else { return nil }
        return home.hasSuffix("/") ? "\(home).pgpass" : "\(home)/.pgpass"
    }

    // MARK: - Fields

    private struct Field {
        var text: String
        var isWildcard: Bool
    }

    /// Splits at unescaped colons; the fifth field (the password) ends at the
    /// next unescaped colon too, as in libpq.
    private static func fields(of line: Substring) -> [Field] {
        var fields: [Field] = []
        var current = ""
        var escapedAny = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if character == "\\" {
                if let next = iterator.next() {
                    current.append(next)
                    escapedAny = true
                } else {
                    current.append(character)
                }
            } else if character == ":" {
                fields.append(Field(text: current, isWildcard: current == "*" && !escapedAny))
                current = ""
                escapedAny = false
                if fields.count == 5 { return fields }
            } else {
                current.append(character)
            }
        }
        fields.append(Field(text: current, isWildcard: current == "*" && !escapedAny))
        return fields
    }
}

import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Where the shared kanban board lives: a PostgreSQL database named by a
/// libpq-style URL, with libpq's defaults for what the URL leaves out.
///
/// The password (from the URL, `PGPASSWORD` or the password file) is only
/// ever handed to the connection: `description`, `debugDescription`, the
/// mirror and every error leave it out.
public struct KanbanRemote: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// How to use TLS, with libpq's names and meanings.
    public enum SSLMode: String, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// Like `prefer` here (libpq would try without TLS first).
        case allow
        /// TLS when the server offers it; the certificate is not checked.
        case prefer
        /// TLS always; the certificate is not checked (as libpq without a root certificate).
        case require
        /// TLS always; the certificate must be signed by a trusted authority.
        case verifyCA = "verify-ca"
        /// As `verify-ca`, and the certificate must name the host.
        case verifyFull = "verify-full"
    }

    /// Where a connection's password comes from (never the password itself).
    public enum PasswordSource: Sendable, Equatable, CustomStringConvertible {
        case url
        case environment
        case passwordFile(path: String)
        case none

        public var description: String {
            switch self {
            case .url: "the URL"
            case .environment: "PGPASSWORD"
            case .passwordFile(let path): "the password file \(path)"
            case .none: "none"
            }
        }
    }

    /// The role to log in as.
    public var user: String
    /// The database holding the board.
    public var database: String
    /// A host name or address, or a unix socket directory (starting with `/`).
    public var host: String
    public var port: Int
    public var sslMode: SSLMode
    /// The trusted certificates for `verify-ca` / `verify-full` (`sslrootcert`); nil: the system's.
    public var sslRootCertificate: String?
    /// `connect_timeout` in seconds; nil: 10 s.
    public var connectTimeout: Int?
    /// Sent to the server as `application_name`.
    public var applicationName: String

    private var urlPassword: String?
    private var environmentPassword: String?
    private var passwordFilePath: String?
    /// The root certificates a verifying TLS mode checks against: the
    /// `sslrootcert` file, else `~/.postgresql/root.crt` when it exists,
    /// else nil (the system's authorities).
    package var trustRootsFile: String?

    /// The default unix socket directory of Debian's libpq.
    public static let defaultSocketDirectory = "/var/run/postgresql"
    public static let defaultPort = 5432
    /// The longest unix socket path the system takes (`sun_path`).
    static let maximumSocketPathLength = 107

    /// Whether `host` is a unix socket directory.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The socket file for a unix socket remote: `<dir>/.s.PGSQL.<port>`.
    public var unixSocketPath: String? {
        isUnixSocket ? (host.hasSuffix("/") ? host : host + "/") + ".s.PGSQL.\(port)" : nil
    }

    /// libpq-style URL: `postgres[ql]://user[:password]@host[:port]/db?sslmode=require`,
    /// `postgres:///db?host=/socket/dir` (unix socket directory), with `port=`, `user=`,
    /// `password=`, `dbname=`, `sslmode=`, `sslrootcert=`, `connect_timeout=` and
    /// `application_name=` parameters; `[::1]` for IPv6. What the URL leaves out comes
    /// from PGHOST, PGPORT, PGUSER, PGDATABASE, PGSSLMODE, PGSSLROOTCERT,
    /// PGCONNECT_TIMEOUT and PGAPPNAME, then libpq's defaults: the login name, the
    /// socket directory /var/run/postgresql, port 5432, a database named like the user.
    public static func parse(_ url: String, environment: [String: String], home: String?)
        throws(KanbanRemoteError) -> KanbanRemote
    {
        try parse(url, environment: environment, home: home, loginName: nil)
    }

    /// As `parse(_:environment:home:)`, with the login name given (nil: the
    /// system's name for this process's user).
    public static func parse(_ url: String, environment: [String: String], home: String?, loginName: String?)
        throws(KanbanRemoteError) -> KanbanRemote
    {
        let parts = try URLParts(url)
        func value(_ key: String, _ variable: String) -> String? {
            if let given = parts.values[key], !given.isEmpty { return given }
            if let fromEnvironment = environment[variable], !fromEnvironment.isEmpty { return fromEnvironment }
            return nil
        }

        let host = value("host", "PGHOST") ?? defaultSocketDirectory
        if host.contains(",") { throw .severalHosts }

        let portText = value("port", "PGPORT") ?? String(defaultPort)
        if portText.contains(",") { throw .severalHosts }
        guard portText.allSatisfy(\.isASCII), portText.allSatisfy(\.isNumber), let port = Int(portText),
              (1...65_535).contains(port)
        else { throw .invalidPort(portText.count <= 12 && portText.allSatisfy(\.isNumber) ? portText : nil) }

        guard let user = value("user", "PGUSER") ?? loginName ?? systemLoginName() else {
            throw .noUserName
        }
        let database = value("dbname", "PGDATABASE") ?? user

        let sslText = value("sslmode", "PGSSLMODE") ?? SSLMode.prefer.rawValue
        guard let sslMode = SSLMode(rawValue: sslText) else { throw .invalidSSLMode(sslText) }

        var connectTimeout: Int?
        if let text = value("connect_timeout", "PGCONNECT_TIMEOUT") {
            guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw .invalidConnectTimeout(text)
            }
            connectTimeout = seconds
        }

        var remote = KanbanRemote(
            user: user, database: database, host: host, port: port, sslMode: sslMode,
            sslRootCertificate: value("sslrootcert", "PGSSLROOTCERT"),
            connectTimeout: connectTimeout,
            applicationName: value("application_name", "PGAPPNAME") ?? "bankui",
            urlPassword: parts.values["password"].flatMap { $0.isEmpty ? nil : $0 },
            environmentPassword: environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 },
            passwordFilePath: PGPass.path(environment: environment, home: home),
            trustRootsFile: nil)

        if let socket = remote.unixSocketPath, socket.utf8.count > maximumSocketPathLength {
            throw .socketPathTooLong(socket)
        }
        if !remote.isUnixSocket && (sslMode == .verifyCA || sslMode == .verifyFull) {
            // libpq's default root file, when it exists; else the system's trust store.
            let defaultRoot = home.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + ".postgresql/root.crt" }
            if let rootCertificate = remote.sslRootCertificate {
                guard FileManager.default.isReadableFile(atPath: rootCertificate) else {
                    throw .unusableRootCertificate(path: rootCertificate, reason: "no such readable file")
                }
                remote.trustRootsFile = rootCertificate
            } else if let defaultRoot, FileManager.default.isReadableFile(atPath: defaultRoot) {
                remote.trustRootsFile = defaultRoot
            }
        }
        return remote
    }

    /// The URL without any password, with every default filled in: safe to
    /// show and to log.
    public var description: String {
        var query: [(String, String)] = []
        var text = "postgres://" + Self.encode(user, keeping: Self.userCharacters) + "@"
        if isUnixSocket {
            text += "/" + Self.encode(database, keeping: Self.pathCharacters)
            query.append(("host", host))
            query.append(("port", String(port)))
        } else {
            text += host.contains(":") ? "[\(host)]" : Self.encode(host, keeping: Self.hostCharacters)
            text += ":\(port)/" + Self.encode(database, keeping: Self.pathCharacters)
            if sslMode != .prefer { query.append(("sslmode", sslMode.rawValue)) }
            if let sslRootCertificate { query.append(("sslrootcert", sslRootCertificate)) }
        }
        if let connectTimeout { query.append(("connect_timeout", String(connectTimeout))) }
        if applicationName != "bankui" { query.append(("application_name", applicationName)) }
        if !query.isEmpty {
            text += "?" + query.map { "\($0.0)=" + Self.encode($0.1, keeping: Self.queryCharacters) }
                .joined(separator: "&")
        }
        return text
    }

    public var debugDescription: String { "KanbanRemote(\(description))" }

    public var customMirror: Mirror {
        Mirror(self, children: ["remote": description, "passwordSource": passwordSourceWithoutFile],
               displayStyle: .struct)
    }

    /// Where the password will come from; for the password file, only if the
    /// file exists, may be used and has a matching line. Problems with the
    /// file are logged as warnings.
    public func passwordSource(logger: Logger = KanbanRemote.logger) -> PasswordSource {
        lookUpPassword(logger: logger).source
    }

    public static let logger = Logger(label: "bankui.kanban.remote")

    public static func == (lhs: KanbanRemote, rhs: KanbanRemote) -> Bool {
        lhs.user == rhs.user && lhs.database == rhs.database && lhs.host == rhs.host && lhs.port == rhs.port
            && lhs.sslMode == rhs.sslMode && lhs.sslRootCertificate == rhs.sslRootCertificate
            && lhs.connectTimeout == rhs.connectTimeout && lhs.applicationName == rhs.applicationName
            && lhs.urlPassword == rhs.urlPassword && lhs.environmentPassword == rhs.environmentPassword
            && lhs.passwordFilePath == rhs.passwordFilePath
    }

    /// `url` with any password taken out of it (`user:secret@` and
    /// `password=` in the query), otherwise as written; `removed` says
    /// whether there was one. For URLs that `parse` accepts.
    public static func removingPassword(from url: String) -> (url: String, removed: Bool) {
        guard let split = try? URLParts.split(url) else { return (url, false) }
        var removed = false
        var userInfo = split.userInfo
        if let info = userInfo, let colon = info.firstIndex(of: ":") {
            userInfo = String(info[..<colon])
            removed = true
        }
        var queryItems: [Substring] = []
        if let query = split.query {
            for item in query.split(separator: "&", omittingEmptySubsequences: false) {
                let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if (try? URLParts.decode(name, part: "parameter name")) == "password" {
                    removed = true
                } else {
                    queryItems.append(item)
                }
            }
        }
        var text = split.scheme + "://"
        if let userInfo { text += userInfo + "@" }
        text += split.hostPart + split.path
        if split.query != nil && !queryItems.isEmpty { text += "?" + queryItems.joined(separator: "&") }
        return (text, removed)
    }

    // MARK: - Password

    private var passwordSourceWithoutFile: String {
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

    private static func systemLoginName() -> String? {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
            let text = String(cString: name)
            if !text.isEmpty { return text }
        }
        return nil
    }

    // MARK: - Encoding

    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    private static let userCharacters = unreserved.union("!$'()*+,;=".utf8)
    private static let hostCharacters = unreserved
    private static let pathCharacters = unreserved.union("!$'()*+,;=:@".utf8)
    private static let queryCharacters = unreserved.union("!$'()*+,;:@/".utf8)

    private static func encode(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var result = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}

/// Why a remote URL cannot be used. No message ever contains a password.
public enum KanbanRemoteError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case notAPostgresURL
    case invalidPercentEncoding(part: String)
    case unterminatedIPv6Address
    case severalHosts
    /// The text only when it is made of digits (a port mistyped, not something else).
    case invalidPort(String?)
    case reservedCharacterInUserInfo
    case missingEquals(parameter: String)
    case unknownParameter(String)
    case invalidSSLMode(String)
    case invalidConnectTimeout(String)
    case noUserName
    case socketPathTooLong(String)
    case unusableRootCertificate(path: String, reason: String)
    case tls(String)

    public var description: String {
        switch self {
        case .empty:
            "the shared board URL is empty"
        case .notAPostgresURL:
            "not a PostgreSQL URL: it must start with postgres:// or postgresql://"
        case .invalidPercentEncoding(let part):
            "invalid percent-encoding in the URL's \(part) (write % as %25)"
        case .unterminatedIPv6Address:
            "an IPv6 address in the URL lacks its closing ]"
        case .severalHosts:
            "several hosts in one URL are not supported; give one host"
        case .invalidPort(let text?):
            "invalid port \"\(text)\": it must be a number from 1 to 65535"
        case .invalidPort(nil):
            "invalid port: it must be a number from 1 to 65535"
        case .reservedCharacterInUserInfo:
            "the URL has an @ after its host part: if the user name or password holds /, ? or #, "
                + "write them as %2F, %3F and %23 (and an @ elsewhere as %40)"
        case .missingEquals(let parameter):
            "the URL parameter \"\(parameter)\" lacks \"=value\""
        case .unknownParameter(let name):
            "the URL parameter \"\(name)\" is not supported (known: "
                + URLParts.parameterNames.sorted().joined(separator: ", ") + ")"
        case .invalidSSLMode(let text):
            "invalid sslmode \"\(text)\": use disable, allow, prefer, require, verify-ca or verify-full"
        case .invalidConnectTimeout(let text):
            "invalid connect_timeout \"\(text)\": it must be a whole number of seconds"
        case .noUserName:
            "no user name: put one in the URL (postgres://user@host/db) or set PGUSER"
        case .socketPathTooLong(let path):
            "the unix socket path \(path) is longer than the system allows (107 bytes)"
        case .unusableRootCertificate(let path, let reason):
            "cannot use the root certificate \(path): \(reason)"
        case .tls(let reason):
            "cannot set up TLS: \(reason)"
        }
    }
}

// MARK: - URL parts

/// The URL cut into its parts and percent-decoded, before any default.
struct URLParts {
    static let parameterNames: Set<String> = [
        "host", "port", "user", "password", "dbname", "sslmode", "sslrootcert", "connect_timeout",
        "application_name",
    ]

    /// Keyed by libpq parameter name; query parameters win over the URL's body.
    var values: [String: String] = [:]

    struct Split {
        var scheme: String
        var userInfo: String?
        var hostPart: String
        /// "" or "/…" (without the query).
        var path: String
        var query: String?
    }

    /// Cuts the text at its delimiters without decoding anything.
    static func split(_ url: String) throws(KanbanRemoteError) -> Split {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        let scheme: String
        if trimmed.hasPrefix("postgresql://") {
            scheme = "postgresql"
        } else if trimmed.hasPrefix("postgres://") {
            scheme = "postgres"
        } else {
            throw .notAPostgresURL
        }
        var rest = Substring(trimmed.dropFirst(scheme.count + 3))
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        var path = ""
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        path = String(rest[authorityEnd...])
        var userInfo: String?
        // The last @ before the path: an unescaped @ in a password still works.
        if let at = authority.lastIndex(of: "@") {
            userInfo = String(authority[..<at])
            authority = authority[authority.index(after: at)...]
        } else if path.contains("@") || (query?.contains("@") ?? false) {
            // Most likely a password with an unescaped / or ?: refuse rather
            // than read part of it as a host, port or database.
            throw .reservedCharacterInUserInfo
        }
        return Split(scheme: scheme, userInfo: userInfo, hostPart: String(authority), path: path, query: query)
    }

    init(_ url: String) throws(KanbanRemoteError) {
        let split = try Self.split(url)
        if let info = split.userInfo {
            if let colon = info.firstIndex(of: ":") {
                values["user"] = try Self.decode(info[..<colon], part: "user name")
                values["password"] = try Self.decode(info[info.index(after: colon)...], part: "password")
            } else {
                values["user"] = try Self.decode(Substring(info), part: "user name")
            }
        }
        try readHostAndPort(Substring(split.hostPart))
        if split.path.count > 1 {
            values["dbname"] = try Self.decode(split.path.dropFirst(), part: "database name")
        }
        if let query = split.query {
            for item in query.split(separator: "&") {
                guard let equals = item.firstIndex(of: "=") else {
                    let name = (try? Self.decode(item, part: "parameter")) ?? String(item)
                    throw .missingEquals(parameter: Self.parameterNames.contains(name) ? name : "…")
                }
                var name = try Self.decode(item[..<equals], part: "parameter name")
                let value = try Self.decode(item[item.index(after: equals)...],
                                            part: name == "password" ? "password" : "\(name) parameter")
                if name == "ssl" {
                    // libpq takes ssl=true from JDBC URLs as sslmode=require.
                    guard value == "true" else { throw .unknownParameter(name) }
                    name = "sslmode"
                    values[name] = "require"
                    continue
                }
                guard Self.parameterNames.contains(name) else { throw .unknownParameter(name) }
                values[name] = value
            }
        }
    }

    private mutating func readHostAndPort(_ text: Substring) throws(KanbanRemoteError) {
        guard !text.isEmpty else { return }
        if text.contains(",") { throw .severalHosts }
        var portText: Substring?
        if text.first == "[" {
            guard let close = text.firstIndex(of: "]") else { throw .unterminatedIPv6Address }
            let address = text[text.index(after: text.startIndex)..<close]
            if !address.isEmpty { values["host"] = try Self.decode(address, part: "host") }
            let after = text[text.index(after: close)...]
            if after.first == ":" {
                portText = after.dropFirst()
            } else if !after.isEmpty {
                throw .invalidPort(nil)
            }
        } else if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon]
            if !name.isEmpty { values["host"] = try Self.decode(name, part: "host") }
            portText = text[text.index(after: colon)...]
        } else {
            values["host"] = try Self.decode(text, part: "host")
        }
        if let portText {
            guard !portText.isEmpty else { return }
            values["port"] = try Self.decode(portText, part: "port")
        }
    }

    /// %XX to bytes; the result must be UTF-8 and must not hold NUL.
    static func decode(_ text: Substring, part: String) throws(KanbanRemoteError) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else {
                throw .invalidPercentEncoding(part: part)
            }
            let decoded = high << 4 | low
            guard decoded != 0 else { throw .invalidPercentEncoding(part: part) }
            bytes.append(decoded)
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw .invalidPercentEncoding(part: part)
        }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

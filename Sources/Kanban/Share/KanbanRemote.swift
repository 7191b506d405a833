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

    var urlPassword: String?
    var environmentPassword: String?
    var passwordFilePath: String?
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

import Foundation

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

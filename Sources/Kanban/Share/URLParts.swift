import Foundation

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

import FileKit
import Foundation
import TOMLKit

/// Where the user's config file is and reading it: `BANKUI_CONFIG`, else
/// `$XDG_CONFIG_HOME/bankui/config.toml`, else `~/.config/bankui/config.toml`.
public enum ConfigFile {
    /// The file's path for `environment`.
    public static func path(environment: [String: String]) -> String {
        if let path = environment["BANKUI_CONFIG"], !path.isEmpty { return path }
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/bankui/config.toml" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config/bankui/config.toml"
    }

    /// The file's text, nil when there is no file (every default). It is
    /// read as every input is, under the one 64 MB limit (`/dev/null` reads
    /// as an empty file); a directory, a FIFO or a socket (which could hold
    /// the start for ever), an unreadable file or one that is not UTF-8 is
    /// refused.
    public static func read(path: String) throws(ConfigError) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigError(file: path, line: nil, message: "cannot be read (\(String(cString: strerror(errno))))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw ConfigError(file: path, line: nil, message: "is a directory, not a file")
        case S_IFIFO, S_IFSOCK: throw ConfigError(file: path, line: nil, message: "is not a file (a pipe or a socket)")
        default: break
        }
        let bytes: [UInt8]
        do throws(InputReadFailure) {
            bytes = try InputReader.read(path)
        } catch {
            throw ConfigError(file: path, line: nil, message: Self.describe(error))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(file: path, line: nil, message: "is not UTF-8 text")
        }
        return text
    }

    private static func describe(_ failure: InputReadFailure) -> String {
        switch failure.kind {
        case .tooLarge: failure.reason
        case .isADirectory: "is a directory, not a file"
        case .unreadable: "cannot be read (\(failure.reason))"
        }
    }

    /// `[user] name` of the file for `environment`, read without checking
    /// the rest of the file (a command that needs only the name is not
    /// stopped by a key setting it does not use); nil when not set.
    public static func userName(environment: [String: String]) throws(ConfigError) -> String? {
        let path = path(environment: environment)
        guard let text = try read(path: path), text.contains("user") else { return nil }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(file: path, line: error.source.begin.line, message: "not TOML: \(error.description)")
        } catch {
            throw ConfigError(file: path, line: nil, message: "not TOML")
        }
        guard let user = root["user"] else { return nil }
        return try ConfigParser(file: path, actions: []).userName(user, lines: SourceLines(text))
    }
}

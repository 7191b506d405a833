import Foundation

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

    /// The file's text, nil when there is no file (every default); an
    /// unreadable file or one that is not UTF-8 is refused.
    public static func read(path: String) throws(ConfigError) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw ConfigError(file: path, line: nil, message: "is a directory, not a file") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigError(file: path, line: nil, message: "cannot be read (\(Self.reason(error)))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: path, line: nil, message: "is not UTF-8 text")
        }
        return text
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
            return String(cString: text)
        }
        return (error as NSError).localizedDescription
    }
}

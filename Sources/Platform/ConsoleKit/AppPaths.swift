import Foundation

/// Where bankui keeps its data and its log, following the XDG base
/// directories: data in `$XDG_DATA_HOME/bankui` (default
/// `~/.local/share/bankui`, or `BANKUI_DATA_DIR`, or `--data-dir`), the log in
/// `$XDG_STATE_HOME/bankui/bankui.log` (default `~/.local/state/bankui`),
/// beside it what terminals answered about drawing clusters (`terminals`).
public struct AppPaths: Sendable, Equatable {
    public let dataDirectory: URL
    public let logFile: URL
    /// What each terminal answered about drawing clusters: asked once.
    public var terminalsFile: URL { logFile.deletingLastPathComponent().appendingPathComponent("terminals") }

    /// - Parameter dataDirectory: the `--data-dir` option, which wins over
    ///   the environment.
    public init(dataDirectory option: String?, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        if let option, !option.isEmpty {
            dataDirectory = URL(fileURLWithPath: option, isDirectory: true)
        } else if let fromEnvironment = environment["BANKUI_DATA_DIR"], !fromEnvironment.isEmpty {
            dataDirectory = URL(fileURLWithPath: fromEnvironment, isDirectory: true)
        } else {
            dataDirectory = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("bankui", isDirectory: true)
        }
        logFile = base("XDG_STATE_HOME", ".local/state")
            .appendingPathComponent("bankui", isDirectory: true)
            .appendingPathComponent("bankui.log")
    }
}

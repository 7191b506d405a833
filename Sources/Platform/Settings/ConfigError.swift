/// Why a config file was refused: the file, the line when one is to blame,
/// and what is wrong, in one message.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it (or as found).
    public let file: String
    /// The line at fault, from 1; nil for the whole file.
    public let line: Int?
    /// What is wrong, naming the action(s) when keys are at fault.
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `config.toml, line 4: unknown action "kanban.new-crad"`.
    public var description: String {
        line.map { "\(file), line \($0): \(message)" } ?? "\(file): \(message)"
    }

    /// The exit status of a refused configuration (EX_CONFIG).
    public static let exitStatus: Int32 = 78
}

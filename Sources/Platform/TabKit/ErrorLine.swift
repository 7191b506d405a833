import Logging

/// One rule for turning an error into what the user sees and what the log
/// keeps: the first line of its description, at most ``limit`` characters,
/// on screen; the whole description, with what was being done, in the log.
public enum ErrorLine {
    /// The longest error text shown on screen.
    public static let limit = 160

    /// `error` as one line of at most ``limit`` characters.
    public static func text(_ error: any Error) -> String { cut(String(describing: error)) }

    /// The first line of `text`, at most ``limit`` characters.
    public static func cut(_ text: String) -> String {
        let first = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return first.count > limit ? String(first.prefix(limit - 1)) + "…" : first
    }

    /// Logs `error` with what was being done, and returns its screen line.
    @discardableResult
    public static func report(_ error: any Error, while doing: String, logger: Logger) -> String {
        logger.error("\(doing): \(error)")
        return text(error)
    }
}

/// A row that was kept with its time unknown, or left out, and why.
public struct CatalogProblem: Hashable, Sendable {
    /// The file's line (1-based) where the row starts.
    public var line: Int
    /// The value that could not be read (the room/time string, or the row's name).
    public var value: String
    /// Why, in English.
    public var reason: String
    /// Why, in Korean.
    public var koreanReason: String
    /// Whether the row was left out of the catalog (a row without a course
    /// name); otherwise it was kept with its time unknown.
    public var skipped: Bool

    public init(line: Int, value: String, reason: String, koreanReason: String, skipped: Bool) {
        self.line = line
        self.value = value
        self.reason = reason
        self.koreanReason = koreanReason
        self.skipped = skipped
    }
}

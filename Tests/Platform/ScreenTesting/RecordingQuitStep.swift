import TabKit

/// A quit step for tests: records the drafts it was given and runs `body`.
@MainActor
public final class RecordingQuitStep: QuitStep {
    /// The drafts of the last `finish`, nil before any.
    public private(set) var drafts: [TabID: String]?
    /// What `unsavedWarning` answers.
    public var warning: String?
    private let body: @MainActor ([TabID: String]) -> [String]

    public init(_ body: @escaping @MainActor ([TabID: String]) -> [String] = { _ in [] }) {
        self.body = body
    }

    public func unsavedWarning() -> String? { warning }

    public func finish(drafts: [TabID: String]) -> [String] {
        self.drafts = drafts
        return body(drafts)
    }
}

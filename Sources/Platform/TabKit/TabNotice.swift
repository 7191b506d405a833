/// A line a tab shows about what just happened: what an undo did, why a
/// key did nothing, an error of the store. It stays until the tab clears it.
public struct TabNotice: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}

/// A tab that shows a ``TabNotice``.
@MainActor
public protocol NoticeShowing: AnyObject {
    var notice: TabNotice? { get set }
}

extension NoticeShowing {
    /// Shows `text` (an error when `isError`); true, as a key that was taken.
    @discardableResult
    public func say(_ text: String, isError: Bool = false) -> Bool {
        notice = TabNotice(text: text, isError: isError)
        return true
    }
}

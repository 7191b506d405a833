/// Something the program finishes on every clean way out — `q`, Ctrl-C, a
/// closed window, a signal — after every tab's `willQuit`: keeping what the
/// tabs are typing, stopping a helper process, closing the database. The
/// shell runs its steps in the order it was given them.
@MainActor
public protocol QuitStep: AnyObject {
    /// What this step has not saved yet, in words, asked before `q` quits
    /// (it may try to save it first); nil when nothing would be lost.
    func unsavedWarning() -> String?
    /// Runs once on the way out. `drafts` are what the tabs are typing and
    /// have not saved, by tab. Returns lines to print once the terminal is
    /// restored (what could not be kept).
    func finish(drafts: [TabID: String]) -> [String]
}

extension QuitStep {
    public func unsavedWarning() -> String? { nil }
}

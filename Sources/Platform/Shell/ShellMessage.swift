/// The shell's own news, sent through ``MessageRouter/send(toShell:)``
/// from any thread and handed to ``AppShell/receive(_:)`` on the main actor.
public enum ShellMessage: Sendable {
    /// Writes held up by a locked or full database, in words for the tab
    /// bar; nil once they are saved.
    case storageStatus(String?)
}

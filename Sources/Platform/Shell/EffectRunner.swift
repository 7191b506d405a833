import TabKit

/// Runs the effects a tab asked for (``TabEffect``) and brings their
/// answers back to it as messages: in the program, ``MessageRouter``; in
/// screen tests, one that runs them after each event, as the main queue
/// would.
@MainActor
public protocol EffectRunner: AnyObject {
    /// Runs `effects`, in order, for `tab`.
    func run(_ effects: [TabEffect], for tab: TabID)
}

/// Work a tab asks for while it handles an input, run by the shell once
/// `handle` has returned — never inside it. What the work answers comes
/// back to the same tab as ``TabInput/message(_:)``, on the main actor, in
/// the order it was sent: a tab's state changes only in `handle`.
public enum TabEffect: Sendable {
    /// Reads or computes away from the main actor (reading the store,
    /// writing a file); what `work` returns is the tab's next message.
    case background(@Sendable () -> any Sendable)
    /// Computes away from the main actor as `background` does, but can be
    /// stopped: `work` looks at its ``Cancellation`` often and returns
    /// early once it is raised. ``cancel(id:)`` with the same `id` raises
    /// it, and so does newer work of the same `id` (the newest replaces
    /// it). What cancelled work returns is dropped, and work cancelled
    /// before it began never runs, so the next work starts at once.
    case cancellable(id: String, @Sendable (Cancellation) -> any Sendable)
    /// Stops the tab's cancellable work named `id`, if it is still on its
    /// way: nothing more of it reaches the tab.
    case cancel(id: String)
    /// Hands work to something that answers later on its own (a store's
    /// write queue, the bank's bankers): `start` is called on the main
    /// actor right after `handle`, must return at once, and sends its
    /// answers — none, one or many, from any thread — with the messenger.
    case start(@Sendable (TabMessenger) -> Void)
    /// Runs a program that takes the terminal (an editor): the shell gives
    /// the terminal back as Ctrl-Z does, runs `work` while nothing reads
    /// the keyboard or draws, then restores the screen exactly and redraws;
    /// what `work` returns is the tab's next message. The tab never
    /// touches the terminal itself.
    case onTerminal(@Sendable () -> any Sendable)
}

/// What a tab made of an input: whether it meant anything here (a key that
/// did not is offered to the shell), and the work to run now.
public struct TabReaction: Sendable {
    public var handled: Bool
    public var effects: [TabEffect]

    public init(handled: Bool, effects: [TabEffect] = []) {
        self.handled = handled
        self.effects = effects
    }

    /// The input means nothing here.
    public static let ignored = TabReaction(handled: false)
    /// The input was taken; nothing to run.
    public static let handled = TabReaction(handled: true)
}

/// The effects a tab asked for while handling one input, in order: the
/// tab's methods add to it wherever the need arises, and the tab's
/// ``TabScreen/handle(_:)`` hands them all to the shell when it returns.
public struct TabEffects: Sendable {
    private var list: [TabEffect] = []

    public init() {}

    /// Asks for `effect` after this input.
    public mutating func add(_ effect: TabEffect) { list.append(effect) }

    /// Runs `work` away from the main actor; its result is the next message.
    public mutating func background(_ work: @escaping @Sendable () -> any Sendable) { add(.background(work)) }

    /// Runs `work` away from the main actor, stoppable by `cancel(id)`;
    /// its result, unless cancelled, is the next message.
    public mutating func cancellable(_ id: String, _ work: @escaping @Sendable (Cancellation) -> any Sendable) {
        add(.cancellable(id: id, work))
    }

    /// Stops the cancellable work named `id`.
    public mutating func cancel(_ id: String) { add(.cancel(id: id)) }

    /// Starts work that answers through the messenger it is given.
    public mutating func start(_ work: @escaping @Sendable (TabMessenger) -> Void) { add(.start(work)) }

    /// Runs `work` with the terminal given to it (see ``TabEffect/onTerminal(_:)``).
    public mutating func onTerminal(_ work: @escaping @Sendable () -> any Sendable) { add(.onTerminal(work)) }

    /// The effects asked for so far, leaving none.
    public mutating func take() -> [TabEffect] {
        defer { list = [] }
        return list
    }

    public var isEmpty: Bool { list.isEmpty }
}

/// Delivery of the outbox to the consumer, and waiting for the bank to empty.
extension Bank {
    /// Drains the outbox unless another thread is already draining it (that
    /// thread will pick up what was just added). Call after every change,
    /// outside the state lock. Each time the deliverer takes the outbox, the
    /// bankers' tasks waiting for room (`roomInOutbox`) go on.
    func publish() {
        var (batch, room) = state.withLock { state -> ([Outgoing], [CheckedContinuation<Void, Never>]) in
            guard !state.isDelivering, !state.outbox.isEmpty else { return ([], []) }
            state.isDelivering = true
            return takeOutbox(&state)
        }
        while !batch.isEmpty {
            room.forEach { $0.resume() }
            batch.forEach(deliver)
            (batch, room) = state.withLock { state in
                if state.outbox.isEmpty { state.isDelivering = false }
                return takeOutbox(&state)
            }
        }
        room.forEach { $0.resume() }
    }

    private func takeOutbox(_ state: inout BankState) -> ([Outgoing], [CheckedContinuation<Void, Never>]) {
        defer {
            state.outbox = []
            state.roomWaiters = []
        }
        return (state.outbox, state.roomWaiters)
    }

    /// Returns at once unless the consumer is behind: the outbox holds
    /// `outboxLimit` events or more while another thread delivers. Then it
    /// returns when that thread takes them (or on `reset()`).
    func roomInOutbox() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.isDelivering, state.outbox.count >= Self.outboxLimit else { return true }
                state.roomWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// The single point where events reach the consumer: an event of any run
    /// but the current one is dropped, and `reset()` cannot change the run
    /// between this check and the call.
    private func deliver(_ item: Outgoing) {
        switch item {
        case .event(let event):
            delivery.lock()
            defer { delivery.unlock() }
            guard event.run == state.withLock({ $0.run }) else { return }
            onEvent(event)
        case .wake(let waiters):
            waiters.forEach { $0.resume() }
        }
    }

    /// Returns once nobody is waiting or being served and every event up to
    /// then has been delivered, or once the bank is reset. Not cancellable by
    /// itself: a caller that must stop early calls `reset()`, which returns
    /// every waiter.
    public func untilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.lobby.isIdle else {
                    state.idleWaiters.append(continuation)
                    return false
                }
                // Idle, but the events that emptied the lobby may still be
                // on their way: queue behind them.
                guard !state.isDelivering, state.outbox.isEmpty else {
                    state.outbox.append(.wake([continuation]))
                    return false
                }
                return true
            }
            if now { continuation.resume() }
        }
    }
}

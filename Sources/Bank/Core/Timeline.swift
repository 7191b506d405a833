/// The injected clock, reduced to what the bank needs: the time since the
/// bank was made, and a sleep until such a time. Erasing the clock's type
/// here keeps `Bank` a plain (non-generic) class for the UI to hold.
struct Timeline: Sendable {
    /// Time since the bank was made.
    let now: @Sendable () -> Duration
    /// Sleeps until `offset` after the bank was made; throws when cancelled.
    let sleep: @Sendable (_ offset: Duration) async throws -> Void

    init(_ clock: some Clock<Duration>) {
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
        // An absolute deadline, not a relative sleep, so that a late wake-up
        // does not push back every later customer.
        sleep = { offset in try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil) }
    }
}

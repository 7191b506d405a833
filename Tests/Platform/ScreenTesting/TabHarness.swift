import TextKit
import Shell
import TabKit
import TerminalUI

/// One tab alone in a shell, driven headless, for every tab's screen
/// tests: keys, clicks and ticks go in as the terminal sends them, the
/// tab's effects run after each event (``TestEffects``), and the screen is
/// read as text.
@MainActor
public final class TabHarness<Tab: TabScreen> {
    public let tab: Tab
    public let shell: AppShell
    public let driver: HeadlessDriver
    public let effects: TestEffects

    /// `tab` in a shell at `size`; the tab is shown and what it reads
    /// first is read before this returns. The ticks (``HeadlessDriver/tick()``)
    /// carry `clock`'s time: a test that needs time to pass gives a clock
    /// it moves itself.
    public convenience init(_ tab: Tab, language: Language = .en, size: Size = Size(width: 80, height: 24),
                            theme: Theme = .standard, keys: KeyOverrides = .none, quitSteps: [QuitStep] = [],
                            clock: some Clock<Duration> = ContinuousClock()) {
        self.init(tab.id, language: language, size: size, theme: theme, keys: keys, quitSteps: quitSteps,
                  clock: clock) { _ in tab }
    }

    /// The tab `make` makes with a messenger for news from elsewhere,
    /// which reaches it as in the program.
    public init(_ id: TabID, language: Language = .en, size: Size = Size(width: 80, height: 24), theme: Theme = .standard,
                keys: KeyOverrides = .none, quitSteps: [QuitStep] = [], clock: some Clock<Duration> = ContinuousClock(),
                make: (TabMessenger) -> Tab) {
        effects = TestEffects()
        tab = make(effects.messenger(for: id))
        shell = AppShell(language: language, tabs: [tab], initial: tab.id, quitSteps: quitSteps, keys: keys, clock: clock)
        effects.attach(to: shell)
        driver = HeadlessDriver(app: shell, size: size, theme: theme)
        driver.afterEvent = { [effects] in effects.settle() }
        if effects.settle() { driver.redraw() }
    }

    /// The screen as one string.
    public var screen: String { driver.screenText }
    /// The screen as lines.
    public var lines: [String] { driver.screen }

    /// Sends keys one by one, as the terminal would.
    public func send(_ keys: Key...) { driver.send(keys) }
    /// Types `text` key by key.
    public func type(_ text: String) { driver.type(text) }

    /// Hands `message` to the tab as news from elsewhere (another program's
    /// change, a service's status), then draws.
    public func deliver(_ message: any Sendable) {
        effects.messenger(for: tab.id).send(message)
        if effects.settle() { driver.redraw() }
    }

    /// Hands over the answers sent since the last event (a stand-in store
    /// told to answer now), then draws.
    public func deliverAnswers() {
        if effects.settle() { driver.redraw() }
    }

    /// Waits for answers from other threads (a real database's writes)
    /// until `condition` holds, then draws.
    public func drain(until condition: @MainActor () -> Bool = { true }) async {
        await effects.drain(until: condition)
        driver.redraw()
    }
}

import BankCore
import Storage
import TerminalUI

/// What every tab is built from: the strings, the database, the way back to
/// the main actor for background results, and the command line's settings.
@MainActor
public struct TabContext {
    /// Every visible string.
    public let catalog: Catalog
    /// The one database; each tab reads and writes through its repository.
    public let database: AppDatabase
    /// Runs background results on the main actor and redraws.
    public let mailbox: MainMailbox
    /// Bank staffing and service times (`--deposit-bankers` …).
    public let bankConfiguration: BankConfiguration

    public init(catalog: Catalog, database: AppDatabase, mailbox: MainMailbox,
                bankConfiguration: BankConfiguration = .seed) {
        self.catalog = catalog
        self.database = database
        self.mailbox = mailbox
        self.bankConfiguration = bankConfiguration
    }
}

/// Builds the interface: the tabs of this build inside the app shell.
@MainActor
public enum Interface {
    /// The tabs this build has, in tab-bar order.
    public nonisolated static let availableTabs: [TabID] = [.bank, .juice, .calculator]

    /// The shell with every available tab.
    public static func makeShell(context: TabContext, initial: TabID?,
                                 onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) -> AppShell {
        AppShell(catalog: context.catalog, tabs: makeTabs(context), initial: initial, onTabChange: onTabChange)
    }

    /// The shell on an in-memory database, for benchmarks and screen tests;
    /// background results are applied without a redraw request.
    public static func makeInMemoryShell(language: Language = .en, initial: TabID? = nil,
                                         bankConfiguration: BankConfiguration = .seed) throws -> AppShell {
        let context = TabContext(catalog: Catalog(language), database: try AppDatabase.inMemory(),
                                 mailbox: MainMailbox(redraw: {}), bankConfiguration: bankConfiguration)
        return makeShell(context: context, initial: initial)
    }

    /// One line per tab: a new tab adds itself here and to `availableTabs`.
    static func makeTabs(_ context: TabContext) -> [TabScreen] {
        [
            BankTab(context: context),
            JuiceTab(context: context),
            CalculatorTab(context: context),
        ]
    }
}

/// Lets a mailbox made before the event loop ask that loop for a redraw.
@MainActor
final class RedrawRelay {
    weak var loop: EventLoop?
}

import Storage
import TerminalUI

/// Builds the interface: the tabs of this build inside the app shell.
@MainActor
public enum Interface {
    /// The tabs this build has, in tab-bar order.
    public nonisolated static let availableTabs: [TabID] = []

    /// The shell with every available tab, bound to `database`.
    public static func makeShell(catalog: Catalog, database: AppDatabase, initial: TabID?,
                                 onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) -> AppShell {
        AppShell(catalog: catalog, tabs: makeTabs(catalog: catalog, database: database), initial: initial, onTabChange: onTabChange)
    }

    /// The shell on an in-memory database, for benchmarks and screen tests.
    public static func makeInMemoryShell(language: Language = .en, initial: TabID? = nil) throws -> AppShell {
        makeShell(catalog: Catalog(language), database: try AppDatabase.inMemory(), initial: initial)
    }

    private static func makeTabs(catalog: Catalog, database: AppDatabase) -> [TabScreen] {
        []
    }
}

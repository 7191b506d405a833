// swift-tools-version:6.0
import PackageDescription
#if os(Linux)
import Glibc
#endif

/// How the release programs are linked, on Linux with glibc 2.36 or newer
/// (Debian 12, Ubuntu 24.04; elsewhere the usual linking is kept):
/// - by the toolchain's lld, with packed relative relocations (DT_RELR): the
///   table the loader reads at every start shrinks from 2.2 MB to 38 KB,
///   and a binary so linked needs glibc 2.36 to start;
/// - without exporting the program's own symbols (the static runtime's link
///   options ask for it; nothing looks them up), 1.2 MB less to map;
/// - bankui with the code its start and screens run laid out first, in the
///   order Support/link-order.txt lists (`make link-order` writes it): the
///   kernel maps code in 64 KB windows around each page touched, so code
///   that runs together, kept together, is several MB less resident;
/// - bankui also with ncursesw, tinfo, SQLite and the C++ runtime (which the
///   Swift runtime, ICU and the TOML reader use) linked in from their static
///   archives (Support/static-link holds one-line linker scripts that turn
///   `-lsqlite3` into `-l:libsqlite3.a`), so the loader opens and binds four
///   libraries fewer, and only the parts used are mapped (2.3 MB less
///   resident with the C++ runtime alone).
/// The programs stay position-independent, their code at a random address.
/// (At a fixed address `bankui --version` would take 40 % less: the
/// loader would no longer rewrite the 1.2 MB of Swift metadata, witness
/// tables and vtables that hold absolute pointers. Docs/PERFORMANCE.md.)
func leanLinking(order: Bool, interface: Bool = false) -> [LinkerSetting] {
    #if os(Linux)
    var name = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count) > 0 else { return [] }
    let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let parts = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    guard parts.count >= 2, (parts[0], parts[1]) >= (2, 36) else { return [] }
    var flags = ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"]
    let manifest = #filePath
    let root = manifest[..<(manifest.lastIndex(of: "/") ?? manifest.startIndex)]
    if order {
        flags += ["-Xlinker", "--symbol-ordering-file=\(root)/Support/link-order.txt", "-Xlinker", "--no-warn-symbol-ordering"]
    }
    if interface {
        // -L reaches clang ahead of the system's library directories.
        flags += ["-L", "\(root)/Support/static-link"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
    #else
    return []
    #endif
}

/// The house: the platform every tab stands on, a room per tab (its core,
/// its storage, its screen and commands; for kanban also its sharing), and
/// the app that puts the rooms together. Docs/ARCHITECTURE.md is the map.
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let postgres: Target.Dependency = .product(name: "PostgresNIO", package: "postgres-nio")

/// A module of the platform, in `Sources/Platform/NAME`.
func platform(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/Platform/\(name)")
}

/// A module of a tab, in `Sources/TAB/PART` (`KanbanCore` in `Sources/Kanban/Core`).
func room(_ tab: String, _ part: String, _ dependencies: [Target.Dependency] = [],
          swiftSettings: [SwiftSetting]? = nil) -> Target {
    .target(name: tab + part, dependencies: dependencies, path: "Sources/\(tab)/\(part)", swiftSettings: swiftSettings)
}

/// The tests of a module, in `Tests/AREA/NAME`.
/// `exclude` names the folders of files the tests read (snapshots, fixtures).
func tests(_ area: String, _ name: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(area)/\(name)", exclude: exclude)
}

let package = Package(
    name: "bankui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bankui", targets: ["bankui"]),
        .executable(name: "bankui-bench", targets: ["Bench"]),
        .executable(name: "bankui-sync", targets: ["SyncProgram"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/attaswift/BigInt", exact: "6.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", exact: "0.2.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),

        // The platform: no module here names a tab.
        platform("TextKit"),
        platform("FileKit"),
        platform("TerminalUI", ["CNcurses", "TextKit", "FileKit"]),
        platform("TabKit", ["TerminalUI", "TextKit", logging]),
        platform("Shell", ["TabKit", "TerminalUI", "TextKit", "FileKit"]),
        platform("Settings", ["TerminalUI", "TextKit", "FileKit", .product(name: "TOMLKit", package: "TOMLKit")]),
        platform("DatabaseKit", [grdb, "FileKit"]),
        platform("ConsoleKit", ["DatabaseKit", "FileKit", "TextKit", argumentParser]),

        // The bank.
        room("Bank", "Core", ["TextKit", .product(name: "Histogram", package: "hdrhistogram-swift")],
             // Optimised in debug builds too: the tests check the planning
             // model against queueing theory over tens of millions of
             // simulated customers, 8 to 10 times slower unoptimised.
             swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        room("Bank", "Feature", ["TabKit", "TerminalUI", "TextKit", "BankCore", "ConsoleKit", "FileKit", argumentParser]),

        // The kanban board, and its sharing through PostgreSQL.
        room("Kanban", "Core", ["TextKit"]),
        room("Kanban", "Storage", ["KanbanCore", "DatabaseKit", grdb]),
        room("Kanban", "Share", [logging]),
        room("Kanban", "Sync", ["KanbanCore", "KanbanStorage", "DatabaseKit", "KanbanShare", postgres, logging]),
        room("Kanban", "Feature", ["TabKit", "TerminalUI", "TextKit", "KanbanCore", "KanbanStorage", "DatabaseKit", "KanbanShare",
                                   "ConsoleKit", "FileKit", "Settings", argumentParser, logging]),

        // The juice stand.
        room("Juice", "Core"),
        room("Juice", "Storage", ["JuiceCore", "DatabaseKit", grdb]),
        room("Juice", "Feature", ["TabKit", "TerminalUI", "TextKit", "JuiceCore", "JuiceStorage", "DatabaseKit"]),

        // The calculator.
        room("Calculator", "Core", [.product(name: "BigInt", package: "BigInt")]),
        room("Calculator", "Storage", ["CalculatorCore", "DatabaseKit", grdb]),
        room("Calculator", "Feature", ["TabKit", "TerminalUI", "TextKit", "CalculatorCore", "CalculatorStorage", "DatabaseKit"]),

        // The timetable.
        room("Timetable", "Core", ["TextKit"]),
        room("Timetable", "Storage", ["TimetableCore", "DatabaseKit", grdb]),
        room("Timetable", "Feature", ["TabKit", "TerminalUI", "TextKit", "TimetableCore", "TimetableStorage", "DatabaseKit",
                                      "FileKit", "ConsoleKit", argumentParser]),

        // The app: the one place that names every tab, and the programs.
        .target(
            name: "AppRoot",
            dependencies: [
                "Shell", "ConsoleKit", "Settings", "TerminalUI", "TextKit", "TabKit", "FileKit", "DatabaseKit",
                "BankCore", "BankFeature",
                "KanbanCore", "KanbanStorage", "KanbanShare", "KanbanFeature",
                "JuiceStorage", "JuiceFeature",
                "CalculatorStorage", "CalculatorFeature",
                "TimetableCore", "TimetableStorage", "TimetableFeature",
                argumentParser, logging,
            ],
            path: "Sources/App/Root"
        ),
        .executableTarget(name: "bankui", dependencies: ["AppRoot"], path: "Sources/App/Program",
                          linkerSettings: leanLinking(order: true, interface: true)),
        .executableTarget(
            name: "SyncProgram",
            dependencies: ["KanbanSync", "KanbanShare", "KanbanCore", "KanbanStorage", "DatabaseKit", "TextKit", logging],
            path: "Sources/App/SyncProgram",
            linkerSettings: leanLinking(order: false)
        ),
        .executableTarget(
            name: "Bench",
            dependencies: ["AppRoot", "Shell", "TabKit", "TerminalUI", "TextKit", "DatabaseKit", "CNcurses",
                           "BankCore", "BankFeature", "CalculatorCore", "CalculatorStorage",
                           "KanbanCore", "KanbanStorage", "KanbanSync", "KanbanShare", grdb,
                           "JuiceStorage", "TimetableCore", "TimetableStorage", "PostgresTesting", logging],
            path: "Sources/Bench"
        ),

        // Test support.
        .target(name: "ScreenTesting", dependencies: ["TerminalUI", "TabKit", "Shell"], path: "Tests/Platform/ScreenTesting"),
        .target(name: "PostgresTesting", dependencies: [], path: "Tests/Platform/PostgresTesting"),
        .target(name: "DatabaseTesting", dependencies: ["DatabaseKit", grdb], path: "Tests/Platform/DatabaseTesting"),

        // The platform's tests.
        tests("Platform", "TextKitTests", ["TextKit"]),
        tests("Platform", "FileKitTests", ["FileKit"]),
        tests("Platform", "TerminalUITests", ["TerminalUI", "CNcurses", "TextKit"]),
        tests("Platform", "TabKitTests", ["TabKit", "TerminalUI", "TextKit"]),
        tests("Platform", "SettingsTests", ["Settings", "TerminalUI", "TextKit"]),
        // The database's own behaviour, shown with the tabs' tables.
        tests("Platform", "DatabaseKitTests", ["DatabaseKit", "DatabaseTesting", grdb,
                                               "CalculatorCore", "CalculatorStorage", "JuiceCore", "JuiceStorage",
                                               "KanbanCore", "KanbanStorage"]),

        // The tabs' tests.
        tests("Bank", "BankCoreTests", ["BankCore", "TextKit"]),
        tests("Bank", "BankFeatureTests", ["BankFeature", "Shell", "ConsoleKit", "AppRoot", "TabKit", "TerminalUI", "TextKit",
                                           "BankCore", "ScreenTesting"], exclude: ["__Snapshots__"]),
        tests("Kanban", "KanbanCoreTests", ["KanbanCore", "TextKit"]),
        tests("Kanban", "KanbanStorageTests", ["KanbanStorage", "KanbanCore", "DatabaseKit", "DatabaseTesting", "TextKit", grdb]),
        tests("Kanban", "KanbanSyncTests", ["KanbanSync", "KanbanShare", "KanbanCore", "KanbanStorage", "DatabaseKit",
                                            "PostgresTesting", "TextKit", postgres, grdb]),
        tests("Kanban", "KanbanFeatureTests", ["KanbanFeature", "Shell", "ConsoleKit", "FileKit", "AppRoot", "TabKit", "TerminalUI", "TextKit",
                                               "KanbanCore", "KanbanStorage", "DatabaseKit", "ScreenTesting", grdb], exclude: ["__Snapshots__"]),
        tests("Juice", "JuiceCoreTests", ["JuiceCore"]),
        tests("Juice", "JuiceStorageTests", ["JuiceStorage", "JuiceCore", "DatabaseKit", "DatabaseTesting", grdb]),
        tests("Juice", "JuiceFeatureTests", ["JuiceFeature", "Shell", "AppRoot", "TabKit", "TerminalUI", "TextKit",
                                             "JuiceCore", "JuiceStorage", "DatabaseKit", "ScreenTesting"], exclude: ["__Snapshots__"]),
        tests("Calculator", "CalculatorCoreTests", ["CalculatorCore", "TextKit"]),
        tests("Calculator", "CalculatorStorageTests", ["CalculatorStorage", "CalculatorCore", "DatabaseKit", "DatabaseTesting", grdb]),
        tests("Calculator", "CalculatorFeatureTests", ["CalculatorFeature", "Shell", "AppRoot", "TabKit", "TerminalUI", "TextKit",
                                                       "CalculatorCore", "CalculatorStorage", "DatabaseKit", "ScreenTesting"],
              exclude: ["__Snapshots__"]),
        tests("Timetable", "TimetableCoreTests", ["TimetableCore", "TextKit"]),
        tests("Timetable", "TimetableStorageTests", ["TimetableStorage", "TimetableCore", "DatabaseKit", "DatabaseTesting", grdb]),
        tests("Timetable", "TimetableFeatureTests", ["TimetableFeature", "Shell", "ConsoleKit", "AppRoot", "TabKit", "TerminalUI",
                                                     "TextKit", "TimetableCore", "TimetableStorage", "DatabaseKit",
                                                     "ScreenTesting", "FileKit"], exclude: ["__Snapshots__"]),

        // The app's tests, and the programs run in tmux.
        tests("App", "AppTests", ["AppRoot", "Shell", "ConsoleKit", "Settings", "TabKit", "TerminalUI", "TextKit", "BankCore",
                                  "DatabaseKit", "DatabaseTesting", "ScreenTesting", "FileKit",
                                  "BankFeature", "JuiceFeature", "CalculatorFeature", "KanbanFeature", "TimetableCore",
                                  "KanbanShare", "KanbanStorage", "JuiceStorage", "CalculatorStorage", "TimetableStorage", grdb],
              exclude: ["__Snapshots__", "Fixtures"]),
        tests("EndToEnd", "EndToEndTests", ["PostgresTesting", grdb]),
    ],
    swiftLanguageModes: [.v6]
)

// Release code of bankui's own modules is compiled one section a function,
// so that the link order above can move exactly the functions that run
// (the prebuilt runtime and Foundation move whole files).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))]
}

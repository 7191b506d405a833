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

let package = Package(
    name: "bankui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bankui", targets: ["bankui"]),
        .executable(name: "bankui-bench", targets: ["BankUIBench"]),
        .executable(name: "bankui-sync", targets: ["BankUISync"]),
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
        .target(name: "TextKit"),
        .target(name: "TerminalUI", dependencies: ["CNcurses", "TextKit", "FileKit"]),
        .target(
            name: "BankCore",
            dependencies: ["TextKit", .product(name: "Histogram", package: "hdrhistogram-swift")],
            // Optimised in debug builds too: the tests check the planning
            // model against queueing theory over tens of millions of
            // simulated customers, 8 to 10 times slower unoptimised.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(name: "CalculatorCore", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .target(name: "JuiceCore"),
        .target(name: "KanbanCore", dependencies: ["TextKit"]),
        .target(name: "TimetableCore", dependencies: ["TextKit"]),
        .target(
            name: "Storage",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                "CalculatorCore", "JuiceCore",
                "KanbanCore",
                "TimetableCore",
            ]
        ),
        .target(name: "KanbanShare", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "FileKit"),
        .target(
            name: "KanbanSync",
            dependencies: [
                "KanbanCore", "Storage", "KanbanShare",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "TabKit",
            dependencies: ["TerminalUI", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "BankFeature", dependencies: ["TabKit", "TerminalUI", "TextKit", "BankCore", "ConsoleKit", "FileKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "JuiceFeature", dependencies: ["TabKit", "TerminalUI", "JuiceCore", "Storage"]),
        .target(name: "CalculatorFeature", dependencies: ["TabKit", "TerminalUI", "CalculatorCore", "Storage"]),
        .target(name: "KanbanFeature", dependencies: ["TabKit", "TerminalUI", "KanbanCore", "Storage", "KanbanShare", "ConsoleKit", "FileKit", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")]),
        .target(name: "TimetableFeature", dependencies: ["TabKit", "TerminalUI", "TextKit", "TimetableCore", "Storage", "FileKit", "ConsoleKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "Settings", dependencies: ["TerminalUI", "FileKit", .product(name: "TOMLKit", package: "TOMLKit")]),
        .target(name: "Shell", dependencies: ["TabKit", "TerminalUI", "FileKit", "Storage"]),
        .target(
            name: "ConsoleKit",
            dependencies: ["TabKit", "Storage", "FileKit", "TextKit",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "BankUIApp",
            dependencies: [
                "Shell", "ConsoleKit", "Settings", "TerminalUI", "TextKit", "TabKit", "BankCore", "Storage",
                "BankFeature", "JuiceFeature", "CalculatorFeature",
                "KanbanCore",
                "KanbanFeature",
                "TimetableCore",
                "TimetableFeature",
                "KanbanShare",
                "FileKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "bankui", dependencies: ["BankUIApp"], linkerSettings: leanLinking(order: true, interface: true)),
        .executableTarget(
            name: "BankUISync",
            dependencies: ["KanbanSync", "KanbanShare", "KanbanCore", "Storage", "TextKit", .product(name: "Logging", package: "swift-log")],
            linkerSettings: leanLinking(order: false)
        ),
        .executableTarget(name: "BankUIBench", dependencies: ["BankUIApp", "Shell", "TabKit", "TerminalUI", "BankCore", "BankFeature", "CalculatorCore", "Storage", "CNcurses", "KanbanCore", "TimetableCore",
                                                      "KanbanSync", "KanbanShare", "PostgresTesting", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "TextKitTests", dependencies: ["TextKit"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "CNcurses"]),
        .testTarget(name: "BankCoreTests", dependencies: ["BankCore", "TextKit"]),
        .testTarget(name: "CalculatorCoreTests", dependencies: ["CalculatorCore", "TextKit"]),
        .testTarget(name: "JuiceCoreTests", dependencies: ["JuiceCore"]),
        .testTarget(name: "KanbanCoreTests", dependencies: ["KanbanCore", "TextKit"]),
        .testTarget(name: "TimetableCoreTests", dependencies: ["TimetableCore", "TextKit"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "KanbanCore", "TimetableCore"]),
        .target(name: "ScreenTesting", dependencies: ["TerminalUI", "TabKit", "Shell"], path: "Tests/ScreenTesting"),
        .target(name: "PostgresTesting", dependencies: [], path: "Tests/PostgresTesting"),
        .testTarget(name: "FileKitTests", dependencies: ["FileKit"]),
        .testTarget(
            name: "KanbanSyncTests",
            dependencies: ["KanbanSync", "KanbanShare", "KanbanCore", "Storage", "PostgresTesting", "TextKit",
                           .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "TabKitTests", dependencies: ["TabKit", "TerminalUI"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "TerminalUI"]),
        .testTarget(
            name: "BankFeatureTests",
            dependencies: ["BankFeature", "Shell", "ConsoleKit", "BankUIApp", "TabKit", "TerminalUI", "TextKit", "BankCore", "ScreenTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "JuiceFeatureTests",
            dependencies: ["JuiceFeature", "Shell", "BankUIApp", "TabKit", "TerminalUI", "JuiceCore", "Storage", "ScreenTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CalculatorFeatureTests",
            dependencies: ["CalculatorFeature", "Shell", "BankUIApp", "TabKit", "TerminalUI", "CalculatorCore", "Storage", "ScreenTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "KanbanFeatureTests",
            dependencies: ["KanbanFeature", "Shell", "ConsoleKit", "BankUIApp", "TabKit", "TerminalUI", "KanbanCore", "Storage", "ScreenTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TimetableFeatureTests",
            dependencies: ["TimetableFeature", "Shell", "ConsoleKit", "BankUIApp", "TabKit", "TerminalUI", "TimetableCore", "Storage", "ScreenTesting", "FileKit"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "BankUIAppTests",
            dependencies: ["BankUIApp", "Shell", "ConsoleKit", "Settings", "TabKit", "TerminalUI", "BankCore", "Storage", "ScreenTesting",
                           "BankFeature", "JuiceFeature", "CalculatorFeature", "KanbanFeature", "TimetableCore",
                           "KanbanShare", "FileKit"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["PostgresTesting"]),
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

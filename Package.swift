// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bankui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bankui", targets: ["bankui"]),
        .executable(name: "bankui-bench", targets: ["BankUIBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "TerminalUI", dependencies: ["CNcurses"]),
        .target(name: "BankCore"),
        .target(name: "CalculatorCore"),
        .target(name: "JuiceCore"),
        .target(
            name: "Storage",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                "CalculatorCore", "JuiceCore",
            ]
        ),
        .target(
            name: "BankUIApp",
            dependencies: [
                "TerminalUI", "BankCore", "CalculatorCore", "JuiceCore", "Storage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "bankui", dependencies: ["BankUIApp"]),
        .executableTarget(name: "BankUIBench", dependencies: ["BankUIApp", "TerminalUI", "BankCore", "CNcurses"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "BankCoreTests", dependencies: ["BankCore"]),
        .testTarget(name: "CalculatorCoreTests", dependencies: ["CalculatorCore"]),
        .testTarget(name: "JuiceCoreTests", dependencies: ["JuiceCore"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(
            name: "BankUIAppTests",
            dependencies: ["BankUIApp", "TerminalUI", "JuiceCore", "Storage"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// BankCore and its tests alone, so `make test` can run them under the thread
// sanitizer without rebuilding every dependency of the main package with it.
import PackageDescription

let package = Package(
    name: "BankCoreTSan",
    targets: [
        .target(name: "BankCore"),
        .testTarget(name: "BankCoreTests", dependencies: ["BankCore"]),
    ],
    swiftLanguageModes: [.v6]
)

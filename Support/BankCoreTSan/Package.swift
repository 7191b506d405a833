// swift-tools-version:6.0
// BankCore and its tests alone (with TextKit, the leaf it draws on), so
// `make test` can run them under the thread sanitizer without rebuilding
// every dependency of the main package with it.
import PackageDescription

let package = Package(
    name: "BankCoreTSan",
    targets: [
        .target(name: "TextKit"),
        .target(name: "BankCore", dependencies: ["TextKit"]),
        .testTarget(name: "BankCoreTests", dependencies: ["BankCore", "TextKit"]),
    ],
    swiftLanguageModes: [.v6]
)

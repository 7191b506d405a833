// swift-tools-version:6.0
// BankCore and its tests alone (with TextKit, the leaf it draws on), so
// `make test` can run them under the thread sanitizer without rebuilding
// every dependency of the main package with it.
import PackageDescription

let package = Package(
    name: "BankCoreTSan",
    dependencies: [
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", exact: "0.2.0"),
    ],
    targets: [
        .target(name: "TextKit"),
        .target(name: "BankCore", dependencies: ["TextKit", .product(name: "Histogram", package: "hdrhistogram-swift")]),
        // The planning model's checks against queueing theory simulate tens
        // of millions of customers on one thread: nothing for the sanitizer
        // to see, and minutes under it. They run in the main package.
        .testTarget(name: "BankCoreTests", dependencies: ["BankCore", "TextKit"],
                    swiftSettings: [.define("THREAD_SANITIZER_RUN")]),
    ],
    swiftLanguageModes: [.v6]
)

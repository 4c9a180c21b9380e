// swift-tools-version: 6.0
// Benchmarks for ActivityLocalization, one executable target per directory under
// Sources/. Always build with `-c release` (the scripts in tools/ do).
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ActivityLocalization", path: "../..")],
    targets: [
        .executableTarget(
            name: "CountdownBenchmark",
            dependencies: [.product(name: "ActivityLocalization", package: "ActivityLocalization")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

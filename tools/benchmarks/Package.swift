// swift-tools-version: 6.0
// Benchmarks for ActivityLocalization, one executable target per directory under
// Sources/. Each measures one component against a named baseline in the same run.
// Always build with `-c release` (the scripts in tools/ do).
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
        // String Catalog reader vs Foundation's JSONDecoder, and the synthetic
        // catalog-pair generator behind `tools/generate-catalogs`.
        .executableTarget(
            name: "CatalogBenchmark",
            dependencies: [.product(name: "XCStrings", package: "ActivityLocalization")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

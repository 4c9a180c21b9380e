// swift-tools-version: 6.0
//
// Benchmarks for the ActivityLocalization package. Each target measures one
// component against a named baseline in the same run; build in release:
//     swift run -c release --package-path tools/benchmarks <Target> …
// (`tools/bench-*` scripts wrap them).

import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "ActivityLocalization", path: "../.."),
    ],
    targets: [
        // String Catalog reader vs Foundation's JSONDecoder, and the synthetic
        // catalog-pair generator behind `tools/generate-catalogs`.
        .executableTarget(
            name: "CatalogBenchmark",
            dependencies: [.product(name: "XCStrings", package: "ActivityLocalization")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// Benchmarks for ActivityLocalization, one executable target per directory under
// Sources/. Each measures one component against a named baseline in the same run.
// Always build with `-c release` (`tools/Benchmarks/run` does).
// With ACTIVITY_LOCALIZATION_PORTABLE=1 the package is built with its
// PortableBackend trait (`tools/Benchmarks/run countdown` builds both and compares them).
import PackageDescription

let portable = Context.environment["ACTIVITY_LOCALIZATION_PORTABLE"] == "1"

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ActivityLocalization", path: "../..", traits: portable ? ["PortableBackend"] : [.defaults])],
    targets: [
        .executableTarget(
            name: "CountdownBenchmark",
            dependencies: [.product(name: "ActivityLocalization", package: "ActivityLocalization")]
        ),
        // String Catalog reader vs Foundation's JSONDecoder, and the synthetic
        // catalog-pair generator behind `tools/Benchmarks/generate-catalogs`.
        .executableTarget(
            name: "CatalogBenchmark",
            dependencies: [.product(name: "XCStrings", package: "ActivityLocalization")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

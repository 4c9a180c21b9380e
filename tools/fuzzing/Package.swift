// swift-tools-version: 6.0
// libFuzzer harnesses. Build and run them with `tools/fuzz <target> <seconds>`,
// which passes `-sanitize=fuzzer,address`; a plain `swift build` of this package
// is not meaningful (the harnesses have no `main`: libFuzzer provides it).
import PackageDescription

/// Harnesses are libraries in all but name: no top-level code. `tools/fuzz` builds
/// with `-enable-testing` so that harnesses can reach `package` parsers.
let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "Fuzzing",
    dependencies: [.package(name: "ActivityLocalization", path: "../..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzLanguage",
            dependencies: ["FuzzSupport", .product(name: "ActivityLocalization", package: "ActivityLocalization")],
            swiftSettings: harness
        ),
        .executableTarget(
            name: "FuzzCatalogReader",
            dependencies: ["FuzzSupport", .product(name: "XCStrings", package: "ActivityLocalization")],
            swiftSettings: harness
        ),
        .executableTarget(
            name: "FuzzCatalogWriter",
            dependencies: ["FuzzSupport", .product(name: "XCStrings", package: "ActivityLocalization")],
            swiftSettings: harness
        ),
        .executableTarget(
            name: "FuzzFormatSpecifiers",
            dependencies: ["FuzzSupport", .product(name: "XCStrings", package: "ActivityLocalization")],
            swiftSettings: harness
        ),
        .executableTarget(
            name: "FuzzSwiftScanner",
            dependencies: ["FuzzSupport", .product(name: "XCStringsAudit", package: "ActivityLocalization")],
            swiftSettings: harness
        ),
    ],
    swiftLanguageModes: [.v6]
)

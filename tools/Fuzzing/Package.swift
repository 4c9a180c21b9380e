// swift-tools-version: 6.0
// libFuzzer harnesses. Build and run them with `tools/Fuzzing/run <target> <seconds>`,
// which passes `-sanitize=fuzzer,address`; a plain `swift build` of this package
// is not meaningful (the harnesses have no `main`: libFuzzer provides it).
import PackageDescription

/// Each harness and the library product it exercises.
let harnesses: [(name: String, library: String)] = [
    ("FuzzLanguage", "ActivityLocalization"),
    ("FuzzCatalogReader", "XCStrings"),
    ("FuzzCatalogWriter", "XCStrings"),
    ("FuzzFormatSpecifiers", "XCStrings"),
    ("FuzzSwiftScanner", "XCStringsAudit"),
    ("FuzzProjectReader", "XcodeProject"),
]

let package = Package(
    name: "Fuzzing",
    dependencies: [.package(name: "ActivityLocalization", path: "../..")],
    targets: [.target(name: "FuzzSupport")] + harnesses.map { harness in
        .executableTarget(
            name: harness.name,
            dependencies: ["FuzzSupport", .product(name: harness.library, package: "ActivityLocalization")],
            // Harnesses are libraries in all but name: no top-level code. `tools/Fuzzing/run`
            // builds with `-enable-testing` so that harnesses can reach `package` parsers.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    },
    swiftLanguageModes: [.v6]
)

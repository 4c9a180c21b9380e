// swift-tools-version: 6.0
// A package that depends on ActivityLocalization by path, as an app's widget
// extension would, and uses ActivityLanguage, CountdownFormatter,
// TimerDisplayState and StringCatalog lookup exactly as the README shows.
// Built and run by `.ci/run`, which compares its output with the README's
// transcripts, to prove the public API is usable from outside.
import PackageDescription

let package = Package(
    name: "Downstream",
    // Its `.lproj` resources stand in for the strings Xcode compiles into a
    // widget extension's bundle.
    defaultLocalization: "en",
    dependencies: [.package(name: "ActivityLocalization", path: "../..")],
    targets: [
        .executableTarget(
            name: "Downstream",
            dependencies: [
                .product(name: "ActivityLocalization", package: "ActivityLocalization"),
                .product(name: "XCStrings", package: "ActivityLocalization"),
            ],
            resources: [.process("Resources")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

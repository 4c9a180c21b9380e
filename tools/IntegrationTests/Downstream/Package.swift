// swift-tools-version: 6.1
// A package that depends on ActivityLocalization by path, as an app's widget
// extension would, and uses ActivityLanguage, CountdownFormatter,
// TimerDisplayState and StringCatalog lookup exactly as the README shows.
// Built and run by `.ci/run`, which compares its output with the README's
// transcripts, to prove the public API is usable from outside.
// With ACTIVITY_LOCALIZATION_PORTABLE=1 it enables the package's PortableBackend
// trait, as an app that wants the same code path on Linux as on iOS would;
// `.ci/run` checks that both give the same output.
import PackageDescription

let portable = Context.environment["ACTIVITY_LOCALIZATION_PORTABLE"] == "1"

let package = Package(
    name: "Downstream",
    // Its `.lproj` resources stand in for the strings Xcode compiles into a
    // widget extension's bundle.
    defaultLocalization: "en",
    dependencies: [.package(name: "ActivityLocalization", path: "../../..", traits: portable ? ["PortableBackend"] : [.defaults])],
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

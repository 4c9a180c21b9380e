// swift-tools-version: 6.0
// A package that depends on ActivityLocalization by path, as an app's widget
// extension would, and uses ActivityLanguage exactly as the README shows.
// Built and run by `.ci/run` to prove the public API is usable from outside.
import PackageDescription

let package = Package(
    name: "Downstream",
    dependencies: [.package(name: "ActivityLocalization", path: "../..")],
    targets: [
        .executableTarget(
            name: "Downstream",
            dependencies: [
                .product(name: "ActivityLocalization", package: "ActivityLocalization"),
                .product(name: "XCStrings", package: "ActivityLocalization"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

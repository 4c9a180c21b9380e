// swift-tools-version: 6.0
//
// ActivityLocalization: Live Activity and widget localisation that follows the
// language the user chose in the app, not the widget process's system locale.

import PackageDescription

let package = Package(
    name: "ActivityLocalization",
    products: [
        .library(name: "ActivityLocalization", targets: ["ActivityLocalization"]),
        .library(name: "XCStrings", targets: ["XCStrings"]),
        .library(name: "XCStringsAudit", targets: ["XCStringsAudit"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .executable(name: "xcstrings-audit", targets: ["xcstrings-audit"]),
        .plugin(name: "XCStringsAuditPlugin", targets: ["XCStringsAuditPlugin"]),
    ],
    targets: [
        // The system ICU (libicu-dev on Debian/Ubuntu, icu4c from Homebrew). Never
        // imported by Swift: its headers rename every function with a version suffix
        // through macros the Swift importer cannot see through.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The one C++ shim: plain-named `extern "C"` wrappers over ICU's C and C++ API.
        .target(
            name: "CICUShim",
            dependencies: ["CICU"]
        ),
        .target(
            name: "ActivityLocalization",
            dependencies: ["CICUShim"]
        ),
        .testTarget(
            name: "ActivityLocalizationTests",
            dependencies: ["ActivityLocalization"]
        ),
        // String Catalogs (`.xcstrings`): byte-level reader, Xcode-exact writer, lookup.
        // Read-only file mappings that a truncation cannot turn into SIGBUS.
        .target(name: "CGuardedMapping"),
        .target(
            name: "XCStrings",
            dependencies: ["ActivityLocalization", "CICUShim", "CGuardedMapping"]
        ),
        .testTarget(
            name: "XCStringsTests",
            dependencies: ["XCStrings", "ActivityLocalization"],
            exclude: ["Fixtures"]
        ),
        // Xcode projects (`project.pbxproj`): targets, their sources and string tables.
        .target(name: "XcodeProject"),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject"],
            exclude: ["Fixtures"]
        ),
        // The audit: rules, the Swift source scanner, options, output and `--fix`,
        // all testable in-process through `run(arguments:…)`.
        .target(
            name: "XCStringsAudit",
            dependencies: ["XCStrings", "ActivityLocalization", "XcodeProject"]
        ),
        // A thin executable: `main` only calls `XCStringsAudit.run` and exits.
        .executableTarget(
            name: "xcstrings-audit",
            dependencies: ["XCStringsAudit"]
        ),
        // `swift package xcstrings-audit …`: the tool on the package's (or Xcode project's) catalogs.
        .plugin(
            name: "XCStringsAuditPlugin",
            capability: .command(intent: .custom(verb: "xcstrings-audit",
                                                  description: "Audit the widget's String Catalog against the app's")),
            dependencies: ["xcstrings-audit"]
        ),
        .testTarget(
            name: "XCStringsAuditTests",
            dependencies: ["XCStringsAudit", "xcstrings-audit"],
            exclude: ["Snapshots", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

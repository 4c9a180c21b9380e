// swift-tools-version: 6.1
//
// ActivityLocalization: Live Activity and widget localisation that follows the
// language the user chose in the app, not the widget process's system locale.

import PackageDescription

// Two implementations of every internationalisation decision (see
// Sources/ActivityLocalization/Backend.swift):
//
// - the ICU backend: the system ICU through the `CICU` system library and the
//   `CICUShim` C++ shim. Linux only: iOS ships no ICU headers, and App Store review
//   rejects apps that reference `libicucore` symbols (ITMS-90338).
// - the portable backend: Swift over CLDR data generated from ICU by
//   tools/Scripts/generate-cldr-data. The only one on Apple platforms; on Linux the
//   `PortableBackend` trait makes it the one in use (`swift test --traits PortableBackend`).
//
// How the ICU targets are kept off Apple platforms, in three layers, because
// Xcode is known to build a package's conditional dependencies anyway:
// 1. Every dependency on `CICUShim` is `.when(platforms: [.linux])`: SwiftPM
//    neither builds nor links it elsewhere, and never runs pkg-config for it.
// 2. The shim's C++ source and its header are wrapped in `#if defined(__linux__)`
//    (as swift-nio's `CNIOLinux` is), so that if Xcode builds the target anyway it
//    compiles to nothing, includes no ICU header and references no ICU symbol;
//    `CICU.h` includes ICU only on Linux, so the module map's `link` lines have
//    nothing to resolve.
// 3. Every Swift file that uses the shim is inside `#if os(Linux) && canImport(CICUShim)`,
//    and the choice of backend is `#if os(Linux) && canImport(CICUShim) && !PortableBackend`.
//    `Tests/ActivityLocalizationTests/AppleBuildTests` greps the sources for
//    `import CICUShim`, `Glibc` and other Linux-only API outside those guards.
//
// With the trait on Linux the shim is still built and linked (the parity suite
// compares both backends in one build, and the bidi tests use ICU's `ubidi`), but
// no decision goes through it: `Backend.current` is `.portable`.
let icuOnLinux: [Target.Dependency] = [.target(name: "CICUShim", condition: .when(platforms: [.linux]))]

let package = Package(
    name: "ActivityLocalization",
    platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9)],
    products: [
        .library(name: "ActivityLocalization", targets: ["ActivityLocalization"]),
        .library(name: "XCStrings", targets: ["XCStrings"]),
        .library(name: "XCStringsAudit", targets: ["XCStringsAudit"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .executable(name: "xcstrings-audit", targets: ["xcstrings-audit"]),
        .plugin(name: "XCStringsAuditPlugin", targets: ["XCStringsAuditPlugin"]),
        .plugin(name: "XCStringsAuditBuildPlugin", targets: ["XCStringsAuditBuildPlugin"]),
    ],
    traits: [
        .trait(
            name: "PortableBackend",
            description: "On Linux, use the portable backend (Swift + generated CLDR data) instead of the system ICU. Apple platforms always use it."
        ),
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
            dependencies: [.target(name: "CICU", condition: .when(platforms: [.linux]))]
        ),
        .target(
            name: "ActivityLocalization",
            dependencies: icuOnLinux
        ),
        .testTarget(
            name: "ActivityLocalizationTests",
            dependencies: ["ActivityLocalization"],
            exclude: ["Fixtures"]
        ),
        // The one property-list reader (old-style and XML), its location and error
        // types: for `.strings`/`.stringsdict` tables and `project.pbxproj`.
        .target(name: "PropertyList"),
        // String Catalogs (`.xcstrings`): byte-level reader, Xcode-exact writer, lookup.
        .target(
            name: "XCStrings",
            dependencies: ["ActivityLocalization", "PropertyList"]
        ),
        .testTarget(
            name: "XCStringsTests",
            dependencies: ["XCStrings", "ActivityLocalization"],
            exclude: ["Fixtures"]
        ),
        // Xcode projects (`project.pbxproj`): targets, their sources and string tables.
        .target(name: "XcodeProject", dependencies: ["PropertyList"]),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject", "PropertyList"],
            exclude: ["Fixtures"]
        ),
        // The audit: rules, the Swift source scanner, options, output and `--fix`,
        // all testable in-process through `run(arguments:…)`.
        .target(
            name: "XCStringsAudit",
            dependencies: ["XCStrings", "ActivityLocalization", "XcodeProject", "PropertyList"]
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
        // Attached to a widget target: every build audits it, findings as build diagnostics.
        .plugin(
            name: "XCStringsAuditBuildPlugin",
            capability: .buildTool(),
            dependencies: ["xcstrings-audit"]
        ),
        // Both backends side by side in one process (`tools/Benchmarks/run backends` runs it in release).
        .executableTarget(
            name: "BackendBenchmark",
            dependencies: ["ActivityLocalization"],
            path: "tools/Benchmarks/BackendBenchmark"
        ),
        // The two backends compared over every locale and spelling (.ci/run runs it).
        .executableTarget(
            name: "BackendParity",
            dependencies: ["ActivityLocalization"],
            path: "tools/Evaluation/BackendParity",
            exclude: ["Differences.txt"]
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

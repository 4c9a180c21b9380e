import Testing
@testable import XcodeProject

/// The targets a local package's library product is made of, read from its
/// `Package.swift` as text.
@Suite struct PackageManifestTests {
    private static let manifest = #"""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Lib",
            products: [
                // The app's features, and what its extensions share.
                .library(name: "Features", targets: ["Features", "Intents"]),
                .library(
                    name: "Shared",
                    targets: ["Shared"]),
            ],
            dependencies: [.package(url: "https://example.com/tca", from: "1.0.0")],
            targets: [
                .target(name: "Features", dependencies: ["Store", .target(name: "Shared"),
                                                         .product(name: "TCA", package: "tca")]),
                .target(name: "Intents", dependencies: [.byName(name: "Models")]),
                .target(name: "Store", dependencies: ["Models", "AsyncExtensions"]),
                .target(name: "Models"),
                .target(name: "Shared", dependencies: ["Models", .product(name: "TCA", package: "tca")],
                        resources: [.process("Resources/Localizable.xcstrings")]),
                /* .target(name: "Old", dependencies: []), */
                .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
            ]
        )
        """#

    @Test func aProductIsItsTargetsAndWhatTheyDependOn() {
        let manifest = PackageManifest(Self.manifest)
        #expect(manifest.targets(ofProduct: "Shared") == ["Shared", "Models"])
        // Another package's product ("AsyncExtensions", `.product(…)`) is not this package's code.
        #expect(manifest.targets(ofProduct: "Features") == ["Features", "Intents", "Store", "Models", "Shared"])
    }

    @Test func whatIsNotDeclaredLiterallyIsEveryTarget() {
        #expect(PackageManifest(Self.manifest).targets(ofProduct: "Missing") == nil)
        #expect(PackageManifest("// swift-tools-version: 5.9").targets(ofProduct: "Lib") == nil)
        let computed = #".library(name: "Lib", targets: allTargets), .target(name: "A")"#
        #expect(PackageManifest(computed).targets(ofProduct: "Lib") == nil)
        // A target in another folder than Sources/<name>.
        let moved = #".library(name: "Lib", targets: ["A"]), .target(name: "A", path: "Code/A")"#
        #expect(PackageManifest(moved).targets(ofProduct: "Lib") == nil)
        // A listed target the manifest does not declare as read here.
        let unknown = #".library(name: "Lib", targets: ["A", "B"]), .target(name: "A")"#
        #expect(PackageManifest(unknown).targets(ofProduct: "Lib") == nil)
    }

    /// Every bracket is matched once: calls nested 20 000 deep, closed or not, take
    /// no longer than one pass.
    @Test func deepNestingIsReadOnce() {
        let depth = 20_000
        let nested = String(repeating: ".product(", count: depth) + String(repeating: ")", count: depth)
        let open = String(repeating: ".target(name: \"A\", dependencies: [", count: depth)
        let manifest = #".library(name: "Lib", targets: ["A"]), "# + nested + #", .target(name: "A")"#
        #expect(PackageManifest(manifest).targets(ofProduct: "Lib") == ["A"])
        #expect(PackageManifest(#".library(name: "Lib", targets: ["A"]), "# + open).targets(ofProduct: "Lib") == nil)
    }

    @Test func unfinishedTextIsNoCrash() {
        for text in [".library(", #".library(name: "Lib", targets: ["A""#, "\"", "/*", ".target(name: \"A\", dependencies: [.target("] {
            #expect(PackageManifest(text).targets(ofProduct: "Lib") == nil)
        }
    }

    @Test func theModulesInTheirOwnFolderAreTheTargetsWithoutAPath() {
        let manifest = PackageManifest("""
            let package = Package(name: "P", targets: [
                .target(name: "UI", dependencies: ["Core"]), .target(name: "Core"),
                .target(name: "Elsewhere", path: "Code"), .testTarget(name: "UITests")])
            """)
        #expect(manifest.modulesInTheirOwnFolder == ["UI", "Core"])
    }

    @Test func aFilesImportsAreItsModules() {
        #expect(SwiftImports.modules(in: Array("""
            import SwiftUI
            @testable import ActivityUI
            @preconcurrency import struct Formatting.Format
            import Settings; // trailing
            let important = 1
            // import Commented
            """.utf8)) == ["SwiftUI", "ActivityUI", "Formatting", "Settings"])
        // Blank lines, CRLF line ends, a last line without its newline; no input at all.
        #expect(SwiftImports.modules(in: Array("\n\nimport A\r\n\r\n  import B\nlet x = 1 // import C\nimport D".utf8))
            == ["A", "B", "D"])
        #expect(SwiftImports.modules(in: []).isEmpty)
        #expect(SwiftImports.modules(in: Array("import".utf8)).isEmpty)
    }
}

// swift-tools-version: 6.1
// A package laid out as an app and its widget extension, whose widget target uses
// ActivityLocalization's build-tool plugin by path. `run` builds it and checks that
// the build shows the audit's findings (the widget catalog's and its Swift code's)
// as `file:line:column: warning: …` diagnostics.
import PackageDescription

let package = Package(
    name: "BuildPluginSample",
    defaultLocalization: "en",
    dependencies: [.package(name: "ActivityLocalization", path: "../../..")],
    targets: [
        // The app: the catalog the widget's is audited against (the one other
        // target with a Localizable.xcstrings).
        .target(name: "Breathe", resources: [.process("Localizable.xcstrings")]),
        .target(
            name: "BreatheWidget",
            resources: [.process("Localizable.xcstrings")],
            plugins: [.plugin(name: "XCStringsAuditBuildPlugin", package: "ActivityLocalization")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

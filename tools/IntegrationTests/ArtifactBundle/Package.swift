// swift-tools-version: 6.1
// A package that uses xcstrings-audit as a prebuilt binary, not as a package dependency:
// `.binaryTarget(name:path:)` names the artifact bundle that
// tools/Scripts/make-artifactbundle makes, and the package's own build-tool plugin runs
// the bundled executable on the widget target's String Catalog on every build.
//
// The bundle is not in the repository: `run` copies this folder and a freshly made
// xcstrings-audit.artifactbundle into a temporary folder and builds it there.
// A package of your own would use the release's zip instead:
//   .binaryTarget(name: "xcstrings-audit", url: "https://…/xcstrings-audit.artifactbundle.zip",
//                 checksum: "…")  // the checksum make-artifactbundle prints
import PackageDescription

let package = Package(
    name: "ArtifactBundleSample",
    defaultLocalization: "en",
    targets: [
        .binaryTarget(name: "xcstrings-audit", path: "xcstrings-audit.artifactbundle"),
        .plugin(name: "AuditWidgetCatalogs", capability: .buildTool(), dependencies: ["xcstrings-audit"]),
        // The app: the catalog the widget's is audited against.
        .target(name: "Breathe", resources: [.process("Localizable.xcstrings")]),
        .target(
            name: "BreatheWidget",
            resources: [.process("Localizable.xcstrings")],
            plugins: ["AuditWidgetCatalogs"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 7: a local Swift package linked to the extension is code that runs in
/// the widget; its lookups without `bundle: .module` go to the widget's bundle.
@Suite struct LocalPackageTests {
    @Test func theLinkedPackagesKeysAreTheWidgets() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ("Start", ["en": "Start", "ar": "ابدأ"]),
                ]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetBundle.swift": #"Text("Start")"#,
                "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                    #"Text("Ends in"); Text("Own text", bundle: .module)"#,
                "Packages/ActivityUI/Tests/ActivityUITests/CountdownTests.swift": #"Text("Only a test")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetBundle.swift"], resources: ["Widget/Localizable.xcstrings"],
                        packageProducts: ["ActivityUI"]),
            ],
            packages: ["Packages/ActivityUI": ["ActivityUI"]])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-key Ends in/- Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift:1",
        ])
    }
}

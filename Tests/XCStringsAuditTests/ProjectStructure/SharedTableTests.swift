import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 1: a table that is a member of the app and of an extension is the
/// extension's concern only for the keys the extension's code uses.
@Suite struct SharedTableTests {
    static let catalog = catalogText([
        ("Timer", ["en": "Timer", "ar": "المؤقت"]),
        ("Paused", ["en": "Paused"]),
        ("Settings", ["en": "Settings"]),
        ("Welcome back", ["en": "Welcome back", "ar": "مرحبًا"]),
    ])

    static let fixture = ProjectFixture(
        files: [
            "App/Localizable.xcstrings": catalog,
            "App/AppView.swift": #"Text("Settings"); Text("Welcome back")"#,
            "Widget/WidgetView.swift": #"Text("Timer"); Text("Paused")"#,
        ],
        targets: [
            .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
            .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["App/Localizable.xcstrings"]),
        ])

    @Test func onlyTheKeysTheExtensionUsesAreItsFindings() throws {
        let (lines, _) = try projectFindings(Self.fixture)
        #expect(lines == [
            "Widget Localizable missing-translation Paused/ar App/Localizable.xcstrings:2",
        ])
    }
}

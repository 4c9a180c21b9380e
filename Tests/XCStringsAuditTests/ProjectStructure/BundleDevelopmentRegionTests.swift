import Testing
@testable import XCStringsAudit

/// A bundle falls back to the language its `Info.plist` names
/// (`CFBundleDevelopmentRegion`), which a project may set to another language
/// than its `developmentRegion`: a Turkish-only app whose project file still says
/// `en` has no English text to miss.
@Suite struct BundleDevelopmentRegionTests {
    static let files = [
        "App/tr.lproj/Localizable.strings": stringsFile([("widget.title", "Okuma Serisi")]),
        "Widget/StreakView.swift": #"""
            Text("widget.title")
            Text("widget.stats")
            """#,
    ]

    /// Every target's `Info.plist` says `tr`: the keys are Turkish text, and only the
    /// key no table has is a finding.
    @Test func everyBundleNamingOneLanguageMakesItTheDevelopmentLanguage() throws {
        var app = ProjectFixture.Target.app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"])
        app.bundleDevelopmentRegion = "tr"
        var widget = ProjectFixture.Target.widget("Widget", sources: ["Widget/StreakView.swift"],
                                                  resources: ["App/Localizable.strings"])
        widget.bundleDevelopmentRegion = "tr"
        let (lines, _) = try projectFindings(ProjectFixture(files: Self.files, targets: [app, widget]))
        #expect(lines == ["Widget Localizable missing-key widget.stats/- Widget/StreakView.swift:2"])
    }

    /// Only the app names `tr`; the widget's bundle falls back to the project's
    /// `en`, where the table has no text: its key shows as it is.
    @Test func bundlesThatDisagreeKeepTheProjectsLanguage() throws {
        var app = ProjectFixture.Target.app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"])
        app.bundleDevelopmentRegion = "tr"
        let widget = ProjectFixture.Target.widget("Widget", sources: ["Widget/StreakView.swift"],
                                                  resources: ["App/Localizable.strings"])
        let (lines, _) = try projectFindings(ProjectFixture(files: Self.files, targets: [app, widget]))
        #expect(lines.contains { $0.contains("raw-key widget.title/en") })
    }
}

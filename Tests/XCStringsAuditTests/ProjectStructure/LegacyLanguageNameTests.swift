import Testing
@testable import XCStringsAudit
import XcodeProject

/// Old projects name the development language `English` (`developmentRegion =
/// English;`, `English.lproj`) while newer tables sit in `en.lproj`: at run
/// time that is one language, so the audit must not see two.
@Suite struct LegacyLanguageNameTests {
    @Test func legacyNamesAreTheirCodes() {
        #expect(LegacyLanguageName.code(for: "English") == "en")
        #expect(LegacyLanguageName.code(for: "Japanese") == "ja")
        #expect(LegacyLanguageName.code(for: "Hebrew") == "he")
        // Not legacy names: as written.
        #expect(LegacyLanguageName.code(for: "en") == "en")
        #expect(LegacyLanguageName.code(for: "pt-BR") == "pt-BR")
        #expect(LegacyLanguageName.code(for: "Base") == "Base")
        // Core Foundation maps it to zh_TW and zh_CN alike: nobody can say which.
        #expect(LegacyLanguageName.code(for: "Chinese") == "Chinese")
        #expect(LegacyLanguageName.code(for: "english") == "english")
    }

    /// The project says `English`; the app's table is in `English.lproj`, the
    /// widget's in `en.lproj`. Before, the widget's every key was a raw key in
    /// "English" and the app "shipped" a language, `en`, the widget had as its
    /// source only.
    @Test func anEnglishProjectWithAnEnTableHasOneDevelopmentLanguage() throws {
        var fixture = ProjectFixture(
            files: [
                "App/English.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Settings", "الإعدادات")]),
                "Widget/en.lproj/Widget.strings": stringsFile([("Time remaining", "Time remaining"), ("Paused", "Paused")]),
                "Widget/ar.lproj/Widget.strings": stringsFile([("Time remaining", "الوقت المتبقي")]),
                "Widget/TimerView.swift": #"""
                    Text("Time remaining", tableName: "Widget")
                    Text("Paused", tableName: "Widget")
                    """#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Widget.strings"]),
            ])
        fixture.developmentRegion = "English"
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Widget missing-translation Paused/ar Widget/en.lproj/Widget.strings:2",
        ])
    }
}

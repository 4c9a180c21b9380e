import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 5 (part): tables that are not looked up by code have their own semantics.
/// A storyboard's or XIB's table is keyed by object IDs and its source text is in
/// the base document; an `InfoPlist.strings` counts only for the keys the system
/// shows.
@Suite struct ResourceKindsTests {
    /// `Xk2-pQ-9Lm.text` has no source-language value because the base storyboard
    /// holds it: no `raw-key`. A language whose table lacks an object shows the
    /// base text: that stays a finding.
    @Test func aStoryboardTableHasNoRawKeys() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"])]),
                "Watch/Base.lproj/Interface.storyboard": #"<document><label text="Start" id="Xk2-pQ-9Lm"/><label text="Stop" id="Ab1-cD-2Ef"/></document>"#,
                "Watch/ar.lproj/Interface.strings": "\"Xk2-pQ-9Lm.text\" = \"ابدأ\";\n\"Ab1-cD-2Ef.text\" = \"توقف\";\n",
                "Watch/de.lproj/Interface.strings": "\"Xk2-pQ-9Lm.text\" = \"Starten\";\n",
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Watch"]),
                .watchApp("Watch", resources: ["Watch/Interface.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Watch Interface missing-translation Ab1-cD-2Ef.text/de Watch/ar.lproj/Interface.strings:2"])
    }

    /// An extension's `InfoPlist.strings` is its own: its display name and
    /// permission prompts count (an untranslated one is a finding), its other keys
    /// do not.
    @Test func anInfoPlistTableCountsOnlyForWhatTheSystemShows() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timer\";\n",
                "App/ar.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"مؤقت\";\n",
                "Widget/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timer Widget\";\n"
                    + "\"NSLocationWhenInUseUsageDescription\" = \"Shows the nearest timer\";\n"
                    + "\"CFBundleIdentifier\" = \"com.example.timer.widget\";\n",
                "Widget/ar.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"أداة المؤقت\";\n",
            ],
            targets: [
                .app("App", resources: ["App/InfoPlist.strings"], embeds: ["Widget"]),
                .widget("Widget", resources: ["Widget/InfoPlist.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget InfoPlist missing-translation NSLocationWhenInUseUsageDescription/ar Widget/en.lproj/InfoPlist.strings:2"])
        #expect(ProjectTable.isUserVisibleInfoPlistKey("NFCReaderUsageDescription"))
        #expect(!ProjectTable.isUserVisibleInfoPlistKey("CFBundleIdentifier"))
    }
}

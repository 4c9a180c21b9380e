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
        #expect(ProjectTable.isUserVisibleInfoPlistKey("NFCReaderUsageDescription", platforms: ["iOS"]))
        #expect(!ProjectTable.isUserVisibleInfoPlistKey("CFBundleIdentifier", platforms: nil))
    }

    /// A copyright line or a description is shown by macOS (the About panel,
    /// Safari's extension settings), not on an iPhone; a bundle name that is one
    /// text in every language the table has is the product's name. Neither is
    /// text to translate, so a language without the table is no finding — but a
    /// permission prompt is, and so is a name the table does translate.
    @Test func anInfoPlistTableOfNamesAndMacOnlyTextsHasNothingToTranslate() throws {
        let app = ["App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Loop\";\n",
                   "App/ar.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Loop\";\n",
                   "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Loop\";\n"]
        let quiet = ProjectFixture(
            files: app.merging([
                "Blocker/en.lproj/InfoPlist.strings": "\"NSHumanReadableDescription\" = \"Blocks trackers\";\n"
                    + "\"NSHumanReadableCopyright\" = \"© 2024 Example\";\n",
                "Blocker/de.lproj/InfoPlist.strings": "\"NSHumanReadableDescription\" = \"Blockiert Tracker\";\n",
                "Widget/Base.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Loop\";\n\"CFBundleName\" = \"$(PRODUCT_NAME)\";\n",
                "Widget/da.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Loop\";\n",
            ]) { first, _ in first },
            targets: [
                .app("App", resources: ["App/InfoPlist.strings"], embeds: ["Blocker", "Widget"]),
                .appExtension("Blocker", extensionPoint: "com.apple.Safari.content-blocker", resources: ["Blocker/InfoPlist.strings"]),
                .widget("Widget", resources: ["Widget/InfoPlist.strings"]),
            ])
        #expect(try projectFindings(quiet).lines == [])

        let shown = ProjectFixture(
            files: app.merging([
                "Mac/en.lproj/InfoPlist.strings": "\"NSHumanReadableCopyright\" = \"© 2024 Example\";\n",
                "Widget/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timer\";\n"
                    + "\"NSLocationWhenInUseUsageDescription\" = \"Shows the nearest timer\";\n",
                "Widget/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Zeitgeber\";\n"
                    + "\"NSLocationWhenInUseUsageDescription\" = \"Zeigt den nächsten Zeitgeber\";\n",
            ]) { first, _ in first },
            targets: [
                .app("App", resources: ["App/InfoPlist.strings"], embeds: ["Mac", "Widget"]),
                .widget("Mac", resources: ["Mac/InfoPlist.strings"], sdk: "macosx"),
                .widget("Widget", resources: ["Widget/InfoPlist.strings"]),
            ])
        let lines = try projectFindings(shown).lines
        #expect(lines == [
            "Mac InfoPlist missing-language -/ar Mac/en.lproj/InfoPlist.strings:1",
            "Mac InfoPlist missing-language -/de Mac/en.lproj/InfoPlist.strings:1",
            "Widget InfoPlist missing-language -/ar Widget/en.lproj/InfoPlist.strings:1",
        ])
    }
}

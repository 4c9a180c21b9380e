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

    /// A XIB that is not localized itself (beside the `.lproj` folders, not in
    /// `Base.lproj`) is the source text of its translations just the same.
    @Test func aXIBOutsideBaseIsTheSourceOfItsTable() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "de": "Starten"])]),
                "Share/Progress.xib": #"<document><button id="sWH-aO-TK6"><state key="normal" title="Cancel"/></button></document>"#,
                "Share/de.lproj/Progress.strings": "\"sWH-aO-TK6.normalTitle\" = \"Abbrechen\";\n",
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Share"]),
                .appExtension("Share", extensionPoint: "com.apple.share-services", resources: ["Share/Progress.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [])
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
    /// Safari's extension settings), not on an iPhone, and a widget's copyright
    /// line not even there; a bundle name that is one
    /// text in every language the table has is the product's name. Neither is
    /// text to translate, so a language without the table is no finding — but a
    /// permission prompt is, and so is a name the table does translate.
    @Test func anInfoPlistTableOfNamesAndMacOnlyTextsHasNothingToTranslate() throws {
        func table(_ pairs: KeyValuePairs<String, String>) -> String {
            pairs.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
        }
        let loop = table(["CFBundleDisplayName": "Loop"])
        let app: [String: String] = ["App/en.lproj/InfoPlist.strings": loop, "App/ar.lproj/InfoPlist.strings": loop,
                                     "App/de.lproj/InfoPlist.strings": loop]
        var quietFiles = app
        quietFiles["Blocker/en.lproj/InfoPlist.strings"] = table([
            "NSHumanReadableDescription": "Blocks trackers", "NSHumanReadableCopyright": "© 2024 Example",
        ])
        quietFiles["Blocker/de.lproj/InfoPlist.strings"] = table(["NSHumanReadableDescription": "Blockiert Tracker"])
        quietFiles["Widget/Base.lproj/InfoPlist.strings"] = table(["CFBundleDisplayName": "Loop", "CFBundleName": "$(PRODUCT_NAME)"])
        quietFiles["Widget/da.lproj/InfoPlist.strings"] = loop
        quietFiles["MacWidget/en.lproj/InfoPlist.strings"] = table(["NSHumanReadableCopyright": "© 2024 Example"])
        var macWidget = ProjectFixture.Target.widget("MacWidget", resources: ["MacWidget/InfoPlist.strings"], sdk: "macosx")
        macWidget.extensionPoint = "com.apple.widgetkit-extension"
        let quiet = ProjectFixture(
            files: quietFiles,
            targets: [
                .app("App", resources: ["App/InfoPlist.strings"], embeds: ["Blocker", "Widget", "MacWidget"]),
                .appExtension("Blocker", extensionPoint: "com.apple.Safari.content-blocker", resources: ["Blocker/InfoPlist.strings"]),
                .widget("Widget", resources: ["Widget/InfoPlist.strings"]), macWidget,
            ])
        #expect(try projectFindings(quiet).lines == [])

        var shownFiles = app
        shownFiles["Mac/en.lproj/InfoPlist.strings"] = table(["NSHumanReadableCopyright": "© 2024 Example"])
        shownFiles["Widget/en.lproj/InfoPlist.strings"] = table([
            "CFBundleDisplayName": "Timer", "CFBundleName": "Timer Extension",
            "NSLocationWhenInUseUsageDescription": "Shows the nearest timer",
        ])
        shownFiles["Widget/de.lproj/InfoPlist.strings"] = table([
            "CFBundleDisplayName": "Zeitgeber", "CFBundleName": "Zeitgeber-Erweiterung",
            "NSLocationWhenInUseUsageDescription": "Zeigt den nächsten Zeitgeber",
        ])
        // No `CFBundleName`: the display name is shown in its place.
        shownFiles["Widget/ar.lproj/InfoPlist.strings"] = table([
            "CFBundleDisplayName": "مؤقت", "NSLocationWhenInUseUsageDescription": "يعرض أقرب مؤقت",
        ])
        let shown = ProjectFixture(
            files: shownFiles,
            targets: [
                .app("App", resources: ["App/InfoPlist.strings"], embeds: ["Mac", "Widget"]),
                .widget("Mac", resources: ["Mac/InfoPlist.strings"], sdk: "macosx"),
                .widget("Widget", resources: ["Widget/InfoPlist.strings"]),
            ])
        let lines = try projectFindings(shown).lines
        #expect(lines == [
            "Mac InfoPlist missing-language -/ar Mac/en.lproj/InfoPlist.strings:1",
            "Mac InfoPlist missing-language -/de Mac/en.lproj/InfoPlist.strings:1",
        ])
    }
}

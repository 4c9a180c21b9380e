import Testing
@testable import XCStringsAudit

/// A framework's or a package's texts follow the language the system chose for the
/// extension's own bundle (unless `CFBundleAllowMixedLocalizations`): an extension
/// with no Arabic of its own shows a framework's Arabic texts in English.
@Suite struct BundleLanguagesTests {
    /// An extension that links framework `Common`, whose tables are in en and ar, and shows
    /// its texts through SwiftGen's accessors; its own tables, if any, are `extensionTables`.
    static func fixture(extensionTables: [String] = [], files: [String: String] = [:],
                        infoPlistTexts: KeyValuePairs<String, String> = [:], infoPlistXML: String = "",
                        settings: String = "") -> ProjectFixture {
        let common = ProjectFixture.Target(name: "Common", productType: "com.apple.product-type.framework",
                                           sources: ["Common/Strings+Generated.swift", "Common/Settings.swift"],
                                           resources: ["Common/Localizable.strings"])
        var keyboard = ProjectFixture.Target.appExtension("Keyboard", extensionPoint: "com.apple.keyboard-service",
                                                          sources: ["Keyboard/KeyboardViewController.swift"],
                                                          resources: extensionTables)
        keyboard.dependencies = ["Common"]
        keyboard.infoPlistTexts = infoPlistTexts
        keyboard.infoPlistXML = infoPlistXML
        keyboard.settings = settings
        return ProjectFixture(
            files: files.merging([
                "App/en.lproj/Localizable.strings": stringsFile([("Start", "Start")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Start", "ابدأ")]),
                "Common/en.lproj/Localizable.strings": stringsFile([("keyboard.hint", "Hint"), ("settings", "Settings")]),
                "Common/ar.lproj/Localizable.strings": stringsFile([("keyboard.hint", "تلميح"), ("settings", "الإعدادات")]),
                "Keyboard/KeyboardViewController.swift": "class KeyboardViewController { func show() { title = L10n.hint } }",
                "Common/Strings+Generated.swift": #"""
                    public enum L10n {
                        public static let hint = L10n.tr("Localizable", "keyboard.hint", fallback: "Hint")
                        public static let settings = L10n.tr("Localizable", "settings", fallback: "Settings")
                        private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                            BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                        }
                    }
                    private final class BundleToken { static let bundle = Bundle(for: BundleToken.self) }
                    """#,
                "Common/Settings.swift": "struct SettingsScreen { var title: String { L10n.settings } }",
            ]) { $1 },
            targets: [.app("App", resources: ["App/Localizable.strings"], embeds: ["Keyboard"]), keyboard, common])
    }

    @Test func anExtensionWithoutTheLanguageShowsAFrameworksTextsInItsOwn() throws {
        let (lines, report) = try projectFindings(Self.fixture())
        #expect(lines == ["Keyboard - missing-language -/ar Keyboard/Info.plist:1"])
        let message = report.groups.flatMap(\.findings).first?.message ?? ""
        // The one text the keyboard shows (the hint), not the settings title only the app's code names.
        #expect(message == "Keyboard's bundle has no localization of its own, so the system runs it in en for ar "
            + "users (App ships ar); the frameworks and packages it loads follow that language, so the text it shows "
            + "from framework Common (which has ar) is not in ar. Set CFBundleAllowMixedLocalizations to YES in its "
            + "Info.plist, or list its languages in CFBundleLocalizations.")
    }

    /// Mixed localizations let the framework choose its own (`YES`, `<true/>` or the build
    /// setting, or a value built from another setting; not `<false/>`); a language of the extension's own bundle is shown from both;
    /// `CFBundleLocalizations` gives the bundle the language (a legacy name, `Arabic`, too).
    @Test func noFindingWhereTheFrameworkMayChooseOrTheBundleHasTheLanguage() throws {
        #expect(try projectFindings(Self.fixture(infoPlistTexts: ["CFBundleAllowMixedLocalizations": "YES"])).lines == [])
        #expect(try projectFindings(Self.fixture(infoPlistXML: "<key>CFBundleAllowMixedLocalizations</key><true/>")).lines == [])
        #expect(try projectFindings(Self.fixture(settings: "INFOPLIST_KEY_CFBundleAllowMixedLocalizations = YES; ")).lines == [])
        // A value built from another setting may be YES.
        #expect(try projectFindings(Self.fixture(infoPlistTexts: ["CFBundleAllowMixedLocalizations": "$(ALLOW_MIXED)"])).lines == [])
        #expect(try projectFindings(Self.fixture(infoPlistXML: "<key>CFBundleAllowMixedLocalizations</key><false/>")).lines
            == ["Keyboard - missing-language -/ar Keyboard/Info.plist:1"])
        let declared = "<key>CFBundleLocalizations</key><array><string>en</string><string>Arabic</string></array>"
        #expect(try projectFindings(Self.fixture(infoPlistXML: declared)).lines == [])
        // Languages of its own, but not Arabic: one of those is chosen.
        let other = "<key>CFBundleLocalizations</key><array><string>en</string><string>de</string></array>"
        let (lines, report) = try projectFindings(Self.fixture(infoPlistXML: other))
        #expect(lines == ["Keyboard - missing-language -/ar Keyboard/Info.plist:1"])
        #expect(report.groups.flatMap(\.findings).first?.message.hasPrefix("Keyboard's bundle is localized in de, en only, "
            + "so the system runs it in one of those (en unless the user also reads another) for ar users") == true)
        let localized = Self.fixture(extensionTables: ["Keyboard/InfoPlist.strings"], files: [
            "Keyboard/en.lproj/InfoPlist.strings": stringsFile([("CFBundleDisplayName", "Keys")]),
            "Keyboard/ar.lproj/InfoPlist.strings": stringsFile([("CFBundleDisplayName", "مفاتيح")]),
        ])
        #expect(try projectFindings(localized).lines.filter { $0.contains("missing-language") } == [])
    }

    /// A package's bundle follows it too; a widget whose own table has the language does not need it.
    @Test func aPackagesTextsFollowTheExtensionsLanguage() throws {
        func fixture(widgetTables: [String]) -> ProjectFixture {
            ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                    "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                    "Widget/WidgetView.swift": "import ActivityUI\nstruct WidgetView: View { var body: some View { CountdownView() } }",
                    "Packages/ActivityUI/Package.swift": "// swift-tools-version: 5.9",
                    "Packages/ActivityUI/Sources/ActivityUI/CountdownView.swift":
                        #"public struct CountdownView: View { public var body: some View { Text("Ends in", bundle: .module) } }"#,
                    "Packages/ActivityUI/Sources/ActivityUI/Resources/Localizable.xcstrings": catalogText([
                        ("Ends in", ["en": "Ends in", "ar": "ينتهي في"]),
                    ]),
                ],
                targets: [
                    .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                    .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: widgetTables, packageProducts: ["ActivityUI"]),
                ],
                packages: ["Packages/ActivityUI": ["ActivityUI"]])
        }
        let (lines, report) = try projectFindings(fixture(widgetTables: []))
        // No Info.plist: the place is the target in the project file.
        #expect(lines == ["Widget - missing-language -/ar Fixture.xcodeproj/project.pbxproj:32"])
        #expect(report.groups.flatMap(\.findings).first?.message.contains("from package target ActivityUI (which has ar)") == true)
        #expect(try projectFindings(fixture(widgetTables: ["Widget/Localizable.xcstrings"])).lines == [])
    }

    /// `--why` says where a framework's own lookup runs and that its bundle's tables hold the key.
    @Test func whyNamesAFrameworksOwnLookup() throws {
        let lines = try whyExplanations(Self.fixture(), key: "keyboard.hint")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Common/Strings+Generated.swift:2:") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("(the lookup names framework Common's own bundle: its tables, not Keyboard's, hold the key, "
            + "shown in the language Keyboard's bundle runs in unless it allows mixed localizations)\n") == true, "\(lines)")
    }
}

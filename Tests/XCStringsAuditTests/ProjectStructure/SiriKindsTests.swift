import Foundation
import Testing
@testable import XCStringsAudit
import XcodeProject
import PropertyList

/// Kind 5 (rest): SiriKit intent definitions and App Shortcut phrases. An intent
/// definition supplies its titles' source text and IDs; its `.strings` files
/// translate them by ID. App Shortcut phrases name their values `${…}`, which a
/// translation must keep.
@Suite struct SiriKindsTests {
    /// A definition with the kinds of title real ones have: a parameter's name, its
    /// Siri dialog with a placeholder, an enum with Xcode's `unknown` value and a
    /// currency code, a Boolean's default labels.
    static func definition(widgetOnly: Bool = false, enumName: Bool = false) -> String {
        let name = enumName ? "<key>INEnumDisplayName</key><string>Currency</string><key>INEnumDisplayNameID</key><string>cUrR3n</string>" : ""
        let flags = widgetOnly
            ? "<key>INIntentEligibleForWidgets</key><true/><key>INIntentIneligibleForSuggestions</key><true/>"
            : "<key>INIntentEligibleForWidgets</key><true/>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>INEnums</key>
            \t<array><dict>\(name)
            \t\t<key>INEnumValues</key>
            \t\t<array>
            \t\t\t<dict><key>INEnumValueDisplayName</key><string>unknown</string><key>INEnumValueDisplayNameID</key><string>qZqe3X</string><key>INEnumValueName</key><string>unknown</string></dict>
            \t\t\t<dict><key>INEnumValueDisplayName</key><string>USD</string><key>INEnumValueDisplayNameID</key><string>mGyQWc</string><key>INEnumValueName</key><string>usd</string></dict>
            \t\t</array>
            \t</dict></array>
            \t<key>INIntents</key>
            \t<array><dict>
            \t\t\(flags)
            \t\t<key>INIntentParameters</key>
            \t\t<array><dict>
            \t\t\t<key>INIntentParameterDisplayName</key>
            \t\t\t<string>Origin</string>
            \t\t\t<key>INIntentParameterDisplayNameID</key>
            \t\t\t<string>YTTH5N</string>
            \t\t\t<key>INIntentParameterMetadata</key>
            \t\t\t<dict><key>INIntentParameterMetadataFalseDisplayName</key><string>false</string><key>INIntentParameterMetadataFalseDisplayNameID</key><string>SLFpM5</string></dict>
            \t\t\t<key>INIntentParameterPromptDialogs</key>
            \t\t\t<array><dict>
            \t\t\t\t<key>INIntentParameterPromptDialogFormatString</key>
            \t\t\t\t<string>Just to confirm, you wanted ‘${origin}’?</string>
            \t\t\t\t<key>INIntentParameterPromptDialogFormatStringID</key>
            \t\t\t\t<string>FdK8O5</string>
            \t\t\t</dict></array>
            \t\t</dict></array>
            \t</dict></array>
            </dict>
            </plist>

            """
    }

    static let appCatalog = catalogText([("Departures", ["en": "Departures", "ar": "المغادرة", "de": "Abfahrten", "he": "יציאות"])])

    static func fixture(_ files: [String: String]) -> ProjectFixture {
        var all = files
        all["App/Localizable.xcstrings"] = appCatalog
        return ProjectFixture(
            files: all,
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/Route.intentdefinition"], resources: ["Widget/Route.strings"]),
            ])
    }

    /// The definition is the source text: no key is a raw key, and no title is
    /// missing in the development language. A language the app ships that has no
    /// table, a title one language lacks and a dialog that drops its `${origin}`
    /// are findings; the `unknown` enum value, `USD` and the Boolean's `false` are not.
    @Test func anIntentDefinitionsTitlesAreCheckedInEveryLanguageTheAppShips() throws {
        let (lines, report) = try projectFindings(Self.fixture([
            "Widget/Base.lproj/Route.intentdefinition": Self.definition(),
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n\"FdK8O5\" = \"هل تقصد المحطة؟\";\n",
            "Widget/de.lproj/Route.strings": "\"FdK8O5\" = \"Meinten Sie ‘${origin}’?\";\n\"old123\" = \"Alt\";\n",
        ]))
        #expect(lines == [
            "Widget Route missing-language -/he Widget/Base.lproj/Route.intentdefinition:1",
            "Widget Route missing-translation YTTH5N/de Widget/Base.lproj/Route.intentdefinition:20",
            "Widget Route siri-placeholder FdK8O5/ar Widget/ar.lproj/Route.strings:2",
        ])
        let messages = report.groups.flatMap(\.findings).map(\.message)
        #expect(messages[1] == "\"Origin\" (INIntentParameterDisplayName, ID YTTH5N) of the intent definition Route.intentdefinition "
            + "has no de translation, so Widget shows it in en to de users. Add \"YTTH5N\" = \"…\"; to "
            + "\(report.plan.project.projectFile.components(separatedBy: "/Fixture.xcodeproj")[0])/Widget/de.lproj/Route.strings.")
        #expect(messages[2].contains("lacks ${origin}, which the source has"))
    }

    /// Every title translated (a dialog Xcode wrote once per enum value counts for
    /// its title), the app's languages covered: nothing to report.
    @Test func aCompleteIntentTableIsQuiet() throws {
        let (lines, _) = try projectFindings(Self.fixture([
            "Widget/Base.lproj/Route.intentdefinition": Self.definition(),
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n\"FdK8O5-mGyQWc\" = \"هل تقصد USD؟\";\n",
            "Widget/de.lproj/Route.strings": "\"YTTH5N\" = \"Start\";\n\"FdK8O5\" = \"Meinten Sie ‘${origin}’?\";\n",
            "Widget/he.lproj/Route.strings": "\"YTTH5N\" = \"מוצא\";\n\"FdK8O5\" = \"התכוונת ל־‘${origin}’?\";\n",
        ]))
        #expect(lines == [])
    }

    /// An enum's own name (`Currency`) is shown by Shortcuts and Siri, not by a
    /// widget's edit sheet, which shows the parameter's name and the values: where
    /// every intent only configures widgets, it needs no translation.
    @Test func anEnumsNameCountsOnlyWhereAnIntentIsOfferedToShortcuts() throws {
        let tables = [
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n",
            "Widget/de.lproj/Route.strings": "\"YTTH5N\" = \"Start\";\n",
            "Widget/he.lproj/Route.strings": "\"YTTH5N\" = \"מוצא\";\n",
        ]
        var widgetOnly = tables
        widgetOnly["Widget/Base.lproj/Route.intentdefinition"] = Self.definition(widgetOnly: true, enumName: true)
        #expect(try projectFindings(Self.fixture(widgetOnly)).lines == [])
        var offered = tables
        offered["Widget/Base.lproj/Route.intentdefinition"] = Self.definition(enumName: true)
        // Untranslated in every language the app ships: one finding for all of them.
        #expect(try projectFindings(Self.fixture(offered)).lines.filter { $0.contains("cUrR3n") } == [
            "Widget Route missing-translation cUrR3n/- Widget/Base.lproj/Route.intentdefinition:5",
        ])
    }

    /// An intent that only configures widgets never speaks its dialogs: only what
    /// the edit sheet shows counts. A definition that is not localized at all is
    /// one finding for all the app's other languages.
    @Test func aWidgetOnlyDefinitionThatIsNotLocalizedIsOneFinding() throws {
        let (lines, report) = try projectFindings(Self.fixture([
            "Widget/Route.intentdefinition": Self.definition(widgetOnly: true),
        ]))
        #expect(lines == ["Widget Route missing-language -/- Widget/Route.intentdefinition:1"])
        let message = try #require(report.groups.first?.findings.first?.message)
        #expect(message.hasPrefix("App ships ar, de and he, but the intent definition Route.intentdefinition is not localized: "
            + "Widget shows its 1 title (e.g. \"Origin\") in en to their users."))
        // The widget-only dialog left untranslated is no finding.
        let (translated, _) = try projectFindings(Self.fixture([
            "Widget/Base.lproj/Route.intentdefinition": Self.definition(widgetOnly: true),
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n",
            "Widget/de.lproj/Route.strings": "\"YTTH5N\" = \"Start\";\n",
            "Widget/he.lproj/Route.strings": "\"YTTH5N\" = \"מוצא\";\n",
        ]))
        #expect(translated == [])
    }

    /// A title that every translation lacks (added after they were made) is one
    /// finding, not one per language.
    @Test func aTitleNoLanguageHasIsOneFinding() throws {
        let (lines, _) = try projectFindings(Self.fixture([
            "Widget/Base.lproj/Route.intentdefinition": Self.definition(),
            "Widget/ar.lproj/Route.strings": "\"FdK8O5\" = \"هل تقصد ‘${origin}’؟\";\n",
            "Widget/de.lproj/Route.strings": "\"FdK8O5\" = \"Meinten Sie ‘${origin}’?\";\n",
            "Widget/he.lproj/Route.strings": "\"FdK8O5\" = \"התכוונת ל־‘${origin}’?\";\n",
        ]))
        #expect(lines == ["Widget Route missing-translation YTTH5N/- Widget/Base.lproj/Route.intentdefinition:20"])
    }

    /// An App Shortcut phrase's translation without `${applicationName}`, or with a
    /// misspelt parameter, is never matched by Siri; one that keeps them in
    /// another order is fine. A `%` in a phrase is text, not a format.
    @Test func appShortcutPhrasesKeepTheirPlaceholders() throws {
        func phrases(_ de: [String]) -> String {
            let values = de.map { "\"\($0)\"" }.joined(separator: ", ")
            return """
                {"sourceLanguage": "en", "strings": {
                  "Show trends for ${timeframe} in ${applicationName}": {"localizations": {
                    "en": {"stringSet": {"state": "translated", "values": ["Show trends for ${timeframe} in ${applicationName}"]}},
                    "de": {"stringSet": {"state": "translated", "values": [\(values)]}}}},
                  "Save 50% with ${applicationName}": {"localizations": {
                    "de": {"stringUnit": {"state": "translated", "value": "Mit ${applicationName} 50 % sparen"}}}}
                }, "version": "1.0"}
                """
        }
        func fixture(_ de: [String]) -> ProjectFixture {
            ProjectFixture(
                files: [
                    "App/Localizable.xcstrings": catalogText([("Trends", ["en": "Trends", "de": "Trends"])]),
                    "Intents/AppShortcuts.xcstrings": phrases(de),
                ],
                targets: [
                    .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Intents"]),
                    .appExtension("Intents", extensionPoint: "com.apple.appintents-extension",
                                  resources: ["Intents/AppShortcuts.xcstrings"]),
                ])
        }
        let (lines, report) = try projectFindings(fixture([
            "Trends für ${timeframe} in ${applicationName}", "Zeig mir Trends für ${timeFrame}",
        ]))
        #expect(lines == ["Intents AppShortcuts siri-placeholder Show trends for ${timeframe} in ${applicationName}/de Intents/AppShortcuts.xcstrings:4"])
        let message = try #require(report.groups.first?.findings.first?.message)
        #expect(message == "the de translation \"Zeig mir Trends für ${timeFrame}\" of \"Show trends for ${timeframe} in "
            + "${applicationName}\" lacks ${timeframe} and ${applicationName}, which the source has, and has ${timeFrame}, "
            + "which the source does not (a misspelling of ${timeframe}?): Siri and Shortcuts fill ${…} placeholders by "
            + "their exact names and match an App Shortcut phrase only with the app's name and the source's parameters "
            + "in it, so de users cannot say this one. Write every placeholder of the source, exactly as there, in the "
            + "translation (the order may change).")
        let (quiet, _) = try projectFindings(fixture(["${applicationName}: Trends für ${timeframe}"]))
        #expect(quiet == [])
    }

    /// Siri reads App Shortcut phrases from the `AppShortcuts` table of the bundle that
    /// declares them: without one, each phrase exists only as written.
    @Test func phrasesWithoutAnAppShortcutsTableAreMissing() throws {
        let provider = #"""
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: ShowTrends(), phrases: ["Show trends in \(.applicationName)",
                                                                "Trends for \(\.$timeframe) in \(.applicationName)"],
                                shortTitle: "Trends", systemImageName: "chart.bar")
                }
            }
            """#
        func fixture(appLanguages: [String: String], table: Bool) -> ProjectFixture {
            var files = ["App/Localizable.xcstrings": catalogText([("Trends", appLanguages)]),
                         "Intents/Localizable.xcstrings": catalogText([("Trends", appLanguages)]),
                         "Intents/Shortcuts.swift": provider]
            var resources = ["Intents/Localizable.xcstrings"]
            if table {
                files["Intents/AppShortcuts.xcstrings"] = catalogText([
                    ("Show trends in ${applicationName}", ["en": "Show trends in ${applicationName}",
                                                            "de": "Trends in ${applicationName} zeigen"]),
                    ("Trends for ${timeframe} in ${applicationName}", ["en": "Trends for ${timeframe} in ${applicationName}",
                                                                        "de": "Trends für ${timeframe} in ${applicationName}"]),
                ])
                resources.append("Intents/AppShortcuts.xcstrings")
            }
            // A widget compiling the provider too: the system never reads its phrases.
            return ProjectFixture(files: files, targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Intents", "Widget"]),
                .appExtension("Intents", extensionPoint: "com.apple.appintents-extension",
                              sources: ["Intents/Shortcuts.swift"], resources: resources),
                .widget("Widget", sources: ["Intents/Shortcuts.swift"], resources: ["Intents/Localizable.xcstrings"]),
            ])
        }
        let (lines, report) = try projectFindings(fixture(appLanguages: ["en": "Trends", "de": "Trends"], table: false))
        #expect(lines == [
            "Intents AppShortcuts missing-key Show trends in ${applicationName}/- Intents/Shortcuts.swift:3",
            "Intents AppShortcuts missing-key Trends for ${timeframe} in ${applicationName}/- Intents/Shortcuts.swift:4",
        ])
        #expect(report.groups.flatMap(\.findings).first?.message == "the App Shortcut phrase \"Show trends in "
            + "${applicationName}\" has no translation: the App Intents extension has no AppShortcuts table, so Siri and "
            + "Spotlight offer it only as written, and users of de cannot say it in their language. Add "
            + "AppShortcuts.xcstrings to the target and translate the phrase.")
        #expect(try projectFindings(fixture(appLanguages: ["en": "Trends", "de": "Trends"], table: true)).lines == [])
        #expect(try projectFindings(fixture(appLanguages: ["en": "Trends", "en-GB": "Trends"], table: false)).lines == [])
    }

    /// Only the development language and its regional variants say the phrases as
    /// written: `zh-Hans` users of a `zh-Hant` app do not.
    @Test func anotherScriptOfTheDevelopmentLanguageLacksThePhrases() {
        let source = #"AppShortcut(intent: Today(), phrases: ["\(.applicationName)今天"], shortTitle: "T", systemImageName: "x")"#
        let usages = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages.filter { $0.table == "AppShortcuts" }
        let watch = XcodeTarget(name: "Watch", productType: "com.apple.product-type.application", sdk: "watchos",
                                location: TextLocation(line: 1, column: 1))
        let phrases = AppShortcutPhrases(target: watch, appLanguages: ["zh-Hant", "zh-Hant-HK", "zh-Hans", "ja"],
                                         developmentLanguage: "zh-Hant", languages: nil)
        #expect(AppShortcutPhrases.hostsShortcuts(watch))
        #expect(phrases.findings(usages).map(\.message).first?.contains("users of ja, zh-Hans cannot say it") == true)
    }

    /// A definition that is not a property list cannot be built by Xcode either: the
    /// audit stops with its place, as for a catalog that is not JSON.
    @Test func aBrokenDefinitionIsAnInputErrorWithItsPlace() throws {
        let root = try Self.fixture([
            "Widget/Base.lproj/Route.intentdefinition": "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>INIntents</key>\n",
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n",
        ]).write()
        defer { try? FileManager.default.removeItem(at: root) }
        var options = AuditOptions()
        options.projectPath = root.path
        let audit = ProjectAudit(options: options)
        let error = try #require(throws: AuditInputError.self) { try audit.plan() }
        #expect(error.path == root.path + "/Widget/Base.lproj/Route.intentdefinition")
        #expect(error.line == 5)
        #expect(error.message.hasSuffix("(an intent definition the project compiles: Xcode cannot build it either)"))
    }

    @Test(arguments: [
        ("Open ${applicationName}", ["applicationName"]),
        ("${content}. Post via ${accounts}. (${visibility})", ["content", "accounts", "visibility"]),
        ("${a} and ${a}", ["a"]),
        ("Costs $5 {not} ${} ${not a name} ${x", []),
    ])
    func placeholderNames(_ text: String, _ expected: [String]) {
        #expect(SiriPlaceholders.names(in: text) == expected)
    }
}

/// Kind 5 (complications): ClockKit looks up `ckcomplication.strings` keys itself,
/// for a complication's placeholder in the watch face gallery, so every key counts
/// for the watch target even when the app copies the table too (where a shared
/// table counts only for the keys the target's code uses).
@Suite struct ComplicationTableTests {
    static func fixture(de: String) -> ProjectFixture {
        ProjectFixture(
            files: [
                "Shared/en.lproj/ckcomplication.strings": "\"NEXT_BELL\" = \"Next bell\";\n\"STREAK\" = \"Streak\";\n",
                "Shared/de.lproj/ckcomplication.strings": de,
                "Watch/Complication.swift": "import ClockKit\nlet text = CLKSimpleTextProvider(text: \"x\")\n",
            ],
            targets: [
                .app("App", resources: ["Shared/ckcomplication.strings"], embeds: ["Watch"]),
                .watchApp("Watch", sources: ["Watch/Complication.swift"], resources: ["Shared/ckcomplication.strings"]),
            ])
    }

    @Test func everyComplicationKeyCountsForTheWatchTarget() throws {
        let (lines, _) = try projectFindings(Self.fixture(de: "\"NEXT_BELL\" = \"Nächste Glocke\";\n"))
        #expect(lines == ["Watch ckcomplication missing-translation STREAK/de Shared/en.lproj/ckcomplication.strings:2"])
        let (quiet, _) = try projectFindings(Self.fixture(de: "\"NEXT_BELL\" = \"Nächste Glocke\";\n\"STREAK\" = \"Serie\";\n"))
        #expect(quiet == [])
    }
}

/// The built binary on a project whose app and widget both compile one intent
/// definition: the header says the table is shared (not "the keys … uses"), the
/// finding is the widget's, and the exit status is 1.
@Suite struct IntentDefinitionEndToEndTests {
    @Test func theBinaryReportsASharedDefinitionsGap() throws {
        var fixture = SiriKindsTests.fixture([
            "Widget/Base.lproj/Route.intentdefinition": SiriKindsTests.definition(widgetOnly: true),
            "Widget/ar.lproj/Route.strings": "\"YTTH5N\" = \"مصدر\";\n",
            "Widget/de.lproj/Route.strings": "\"YTTH5N\" = \"Start\";\n",
        ])
        fixture.targets[0].sources = ["Widget/Route.intentdefinition"]
        fixture.targets[0].resources += ["Widget/Route.strings"]
        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let output = try CommandRunner.run(["Fixture.xcodeproj"], in: root) else { return }
        #expect(output.status == 1)
        #expect(output.standardError == "")
        #expect(output.standardOutput == """
            Fixture.xcodeproj: app target App (ar, de, en, he); audited: Widget.

            Widget (extension): Route.intentdefinition (.strings) (shared with App); languages ar, de, en
            Widget/Base.lproj/Route.intentdefinition:1:1: error: [missing-language] App ships he, but the intent definition \
            Route.intentdefinition has no he translation: Widget shows its 1 title (e.g. "Origin") in en to he users. Add he \
            to the definition's localizations in Xcode (File inspector, Localization) and translate Widget/he.lproj/Route.strings.
            1 error, 0 warnings, 0 notes.

            """)
    }
}

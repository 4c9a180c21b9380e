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

    /// A table only the extension has covers a regional variant the app ships with
    /// the variant's language (`fr` for `fr-CA`, the source `en` for `en-GB`): iOS
    /// shows that language. A language it has nothing of is still missing.
    @Test func aRegionalVariantIsCoveredByItsLanguage() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Settings", ["en": "Settings", "en-GB": "Settings", "fr": "Réglages", "fr-CA": "Paramètres",
                                  "de": "Einstellungen"]),
                ]),
                "Widget/Timer.xcstrings": catalogText([("Timer", ["en": "Timer", "fr": "Minuteur"])]),
                "Widget/WidgetView.swift": #"Text("Timer", tableName: "Timer")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Timer.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Timer missing-language -/de Widget/Timer.xcstrings:1"])
    }

    /// One table shared by the app and two extensions: each extension's gaps are
    /// reported under it, and a gap both show once, under the first.
    @Test func eachExtensionSharingOneTableGetsTheGapsOfItsOwnKeys() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Timer", ["en": "Timer", "ar": "المؤقت"]),
                    ("Paused", ["en": "Paused"]),
                    ("Copied", ["en": "Copied"]),
                    ("Open the app to add a server", ["en": "Open the app to add a server"]),
                ]),
                "Widget/WidgetView.swift": #"Text("Timer"); Text("Paused"); Text("Open the app to add a server")"#,
                "Keyboard/KeyboardView.swift": #"Text("Copied"); Text("Open the app to add a server")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget", "Keyboard"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["App/Localizable.xcstrings"]),
                .appExtension("Keyboard", extensionPoint: "com.apple.keyboard-service", sources: ["Keyboard/KeyboardView.swift"],
                              resources: ["App/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-translation Paused/ar App/Localizable.xcstrings:2",
            "Widget Localizable missing-translation Open the app to add a server/ar App/Localizable.xcstrings:4",
            "Keyboard Localizable missing-translation Copied/ar App/Localizable.xcstrings:3",
        ])
    }

    /// A translation that drops or retypes an argument is a defect of the table
    /// wherever it is shown: under the extension for a key the extension shows
    /// (once), and under the app for the rest of the app's tables, in the app's
    /// words. Only formats: the app's review queue and gaps stay the app's business.
    @Test func theAppsOwnFormatDefectsAreReportedUnderTheApp() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("%lld laps", "%lld laps"), ("%1$@ days left", "%1$@ days left"),
                                                          ("Settings", "Settings")]),
                "App/es.lproj/Localizable.strings": stringsFile([("%lld laps", "vueltas"), ("%1$@ days left", "quedan %1 $@ días")]),
                "App/uk.lproj/Localizable.strings": stringsFile([("%lld laps", "%lld кіл"), ("%1$@ days left", "%1$@ днів")]),
                "App/en.lproj/Alerts.strings": stringsFile([("%@ is offline", "%@ is offline")]),
                "App/uk.lproj/Alerts.strings": stringsFile([("%@ is offline", "%d не в мережі")]),
                "Widget/WidgetView.swift": #"Text("\(n) laps")"#,
                "App/AppView.swift": #"Text("\(days) days left"); String(format: NSLocalizedString("%@ is offline", tableName: "Alerts", comment: ""), name)"#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.strings", "App/Alerts.strings"],
                     embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["App/Localizable.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable format-mismatch %lld laps/es App/es.lproj/Localizable.strings:1",
            "App Localizable format-mismatch %1$@ days left/es App/es.lproj/Localizable.strings:2",
            "App Alerts format-mismatch %@ is offline/uk App/uk.lproj/Alerts.strings:1",
        ])
        #expect(report.groups.map(\.target.name) == ["Widget", "App"])
        let appMessages = report.groups[1].findings.map(\.message)
        #expect(appMessages.allSatisfy { !$0.contains("widget") }, "\(appMessages)")
        #expect(appMessages.last?.hasSuffix("a wrong type prints garbage or crashes the app.") == true)
    }

    /// The app's code is not scanned, but a key of the app's tables that no file
    /// of the project writes, even in part, is looked up by no code: its format
    /// defect is a note that says so (a push notification's `loc-key` is the one
    /// reader left). A key written with interpolations, or assembled, is written.
    @Test func anAppKeyNoFileWritesHasAFormatNoteNotAnError() throws {
        let files = [
            "App/en.lproj/Localizable.strings": stringsFile([("%lld nodes", "%lld nodes"), ("%@ Channels?", "%@ Channels?"),
                                                      ("status_%@_title", "Status: %@")]),
            "App/de.lproj/Localizable.strings": stringsFile([("%lld nodes", "%@ Knoten"), ("%@ Channels?", "%d Kanäle?"),
                                                      ("status_%@_title", "Status: %d")]),
            "App/AppView.swift": #"Text("\(count) nodes"); Text(NSLocalizedString("status_\(name)_title", comment: ""))"#,
        ]
        let fixture = ProjectFixture(files: files, targets: [
            .app("App", sources: ["App/AppView.swift"], resources: ["App/Localizable.strings"]),
        ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == [
            "App Localizable format-mismatch %lld nodes/de App/de.lproj/Localizable.strings:1",
            "App Localizable format-mismatch %@ Channels?/de App/de.lproj/Localizable.strings:2",
            "App Localizable format-mismatch status_%@_title/de App/de.lproj/Localizable.strings:3",
        ])
        let findings = report.groups.flatMap(\.findings)
        #expect(findings.map(\.severity) == [.error, .note, .error])
        #expect(findings[1].message.hasSuffix(" No file of the project writes this key, so no code looks it up: if "
            + "nothing else does (a push notification's loc-key does), delete the entry."))

        // An accessor generated at build time (a file the app compiles that is not on disk) may write any key.
        var generatedFiles = files
        generatedFiles["App/Generated/Strings.swift"] = ""
        let root = try ProjectFixture(files: generatedFiles, targets: [
            .app("App", sources: ["App/AppView.swift", "App/Generated/Strings.swift"], resources: ["App/Localizable.strings"]),
        ]).write()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Generated/Strings.swift"))
        var options = AuditOptions()
        options.projectPath = root.path
        let audit = ProjectAudit(options: options)
        let withGenerated = audit.run(try audit.plan())
        #expect(withGenerated.groups.flatMap(\.findings).map(\.severity) == [.error, .error, .error])
    }

    /// `Text("\(done), \(total)")`, `Text("—")` and `Text("\(n)")` look up keys with
    /// no letter: they show the same in every language, so a shared table without
    /// their ar translation is no finding, as in a pair audit; a word is.
    @Test func aTextWithNoLetterNeedsNoTranslationInASharedTable() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([
                    ("Timer", ["en": "Timer", "ar": "المؤقت"]), ("%@, %@", ["en": "%@, %@"]), ("—", ["en": "—"]),
                    ("%lld", ["en": "%lld"]), ("%lld laps", ["en": "%lld laps"]),
                ]),
                "Widget/WidgetView.swift": #"Text("\(done), \(total)"); Text("—"); Text("\(n)"); Text("\(n) laps"); Text("Timer")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["App/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == ["Widget Localizable missing-translation %lld laps/ar App/Localizable.xcstrings:5"])
    }

    /// The extension copies the shared variant group's `.strings` but not its
    /// `.stringsdict`: still the app's table, so the keys the extension does not
    /// use are not its findings (before: a parity audit of every key, 10 604
    /// findings on one real widget). The plural it uses and lacks is.
    @Test func anExtensionCopyingPartOfTheAppsTableSharesIt() throws {
        let plural = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld messages</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld message</string><key>other</key><string>%lld messages</string></dict>
            </dict></dict></plist>
            """#
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Timer", "Timer"), ("Paused", "Paused"), ("Settings", "Settings")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Timer", "المؤقت")]),
                "App/en.lproj/Localizable.stringsdict": plural,
                "App/AppView.swift": #"Text("Settings")"#,
                "Widget/WidgetView.swift": #"Text("Timer"); Text("Paused"); Text("\(count) messages")"#,
            ],
            targets: [
                .app("App", sources: ["App/AppView.swift"],
                     resources: ["App/Localizable.strings", "App/Localizable.stringsdict"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["App/Localizable.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines == [
            "Widget Localizable missing-translation Paused/ar App/en.lproj/Localizable.strings:2",
            "Widget Localizable missing-key %@ messages/- Widget/WidgetView.swift:1",
        ])
    }
}

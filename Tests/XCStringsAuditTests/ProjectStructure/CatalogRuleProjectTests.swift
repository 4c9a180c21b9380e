import Foundation
import Testing
@testable import XCStringsAudit

/// Kinds 9, 10 and 12 of issue 24, end to end in project mode: a language that
/// is a copy of the source, a plural variant without its number, and drift
/// that is only case in another script.
@Suite struct CatalogRuleProjectTests {
    /// Kind 9: the widget's ar `.strings` file is the English text; its de file
    /// is translated but for a few words German shares.
    @Test func aStringsTableLanguageThatIsTheSourceText() throws {
        let english = ["Time remaining", "Timer is paused", "Tap to resume"]
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Settings", "الإعدادات")]),
                "App/de.lproj/Localizable.strings": stringsFile([("Settings", "Einstellungen")]),
                "Widget/en.lproj/Widget.strings": stringsFile(english.map { ($0, $0) } + [("Start", "Start")]),
                "Widget/ar.lproj/Widget.strings": stringsFile(english.map { ($0, $0) } + [("Start", "ابدأ")]),
                "Widget/de.lproj/Widget.strings": stringsFile([("Time remaining", "Verbleibende Zeit"),
                                                        ("Timer is paused", "Timer ist pausiert"),
                                                        ("Tap to resume", "Tippen zum Fortsetzen"), ("Start", "Start")]),
                "Widget/TimerView.swift": #"Text("Time remaining", tableName: "Widget")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Widget.strings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("untranslated-copy") } == [
            "Widget Widget untranslated-copy Time remaining/ar Widget/ar.lproj/Widget.strings:1",
        ])
    }

    /// Kind 9, text by text: a translated language that leaves one sentence of the
    /// extension's own code in English. Not a key only code the app compiles too
    /// looks up (shared code, which the extension may compile and never show), nor
    /// a key no code looks up.
    @Test func aTranslatedLanguageThatLeavesOneSentenceInEnglish() throws {
        let texts = ["Add a Folder", "Choose a project", "Select where to store your media."]
        let translated = [("Upload to the server", "Envoyer au serveur"), ("Sign in to continue", "Connectez-vous"),
                          ("Sharing is not possible", "Partage impossible"), ("Choose a file", "Choisir un fichier")]
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/fr.lproj/Localizable.strings": stringsFile([("Settings", "Réglages")]),
                "Share/en.lproj/Share.strings": stringsFile(texts.map { ($0, $0) } + translated.map { ($0.0, $0.0) }),
                "Share/fr.lproj/Share.strings": stringsFile(texts.map { ($0, $0) } + translated),
                "Share/de.lproj/Share.strings": stringsFile([("Add a Folder", "Ordner hinzufügen"),
                                                       ("Choose a project", "Projekt wählen"),
                                                       ("Select where to store your media.", "Speicherort wählen.")]),
                "Share/ShareViewController.swift": #"title = NSLocalizedString("Add a Folder", tableName: "Share", comment: "")"#,
                "Shared/Picker.swift": #"label.text = NSLocalizedString("Choose a project", tableName: "Share", comment: "")"#,
            ],
            targets: [
                .app("App", sources: ["Shared/Picker.swift"], resources: ["App/Localizable.strings"], embeds: ["Share"]),
                .appExtension("Share", extensionPoint: "com.apple.share-services",
                              sources: ["Share/ShareViewController.swift", "Shared/Picker.swift"],
                              resources: ["Share/Share.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("untranslated-copy") } == [
            "Share Share untranslated-copy Add a Folder/fr Share/fr.lproj/Share.strings:1",
        ])
        let copy = report.groups.flatMap(\.findings).first { $0.rule == .untranslatedCopy }
        #expect(copy?.severity == .note)
        #expect(copy?.message == "the fr text of \"Add a Folder\" is the en text as it is (\"Add a Folder\"), where other languages "
            + "translate it: fr users see en in the share extension. Translate it.")
    }

    /// A copied sentence that only shared code shows, and a view of the widget's own
    /// file that nothing makes, are no note: the own-code lookup that counts is one
    /// that runs.
    @Test func aCopiedSentenceOnlySharedCodeShowsIsNoNote() throws {
        let texts = ["Choose a project", "Upload to the server", "Sign in to continue", "Sharing is not possible",
                     "Choose a file"]
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/fr.lproj/Localizable.strings": stringsFile([("Settings", "Réglages")]),
                "Widget/en.lproj/Widget.strings": stringsFile(texts.map { ($0, $0) }),
                "Widget/fr.lproj/Widget.strings": stringsFile([("Choose a project", "Choose a project")]
                    + texts.dropFirst().map { ($0, "Traduit: " + $0) }),
                "Widget/de.lproj/Widget.strings": stringsFile(texts.map { ($0, "Übersetzt: " + $0) }),
                "Widget/StatusWidget.swift": #"""
                    @main struct Widgets: WidgetBundle { var body: some Widget { StatusWidget() } }
                    struct StatusWidget: Widget {
                        var body: some WidgetConfiguration {
                            StaticConfiguration(kind: "status", provider: Provider()) { _ in ProjectRow() }
                        }
                    }
                    struct OldCard: View { var body: some View { Text("Choose a project", tableName: "Widget") } }
                    """#,
                "Shared/ProjectRow.swift": #"struct ProjectRow: View { var body: some View { Text("Choose a project", tableName: "Widget") } }"#,
            ],
            targets: [
                .app("App", sources: ["Shared/ProjectRow.swift"], resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/StatusWidget.swift", "Shared/ProjectRow.swift"],
                        resources: ["Widget/Widget.strings"]),
            ])
        let (_, report) = try projectFindings(fixture)
        #expect(report.groups.flatMap(\.findings).filter { $0.rule == .untranslatedCopy }.map(summary) == [])
    }

    /// Kind 10: a Russian `one` that spells out "one minute" is shown for 21.
    @Test func aPluralVariantWithoutTheNumber() throws {
        func plural(_ cases: [(String, String)]) -> String {
            let variants = cases.map { #""\#($0.0)": {"stringUnit": {"state": "translated", "value": "\#($0.1)"}}"# }
            return #"{"variations": {"plural": {\#(variants.joined(separator: ", "))}}}"#
        }
        let en = plural([("one", "%lld minute left"), ("other", "%lld minutes left")])
        let ru = plural([("one", "Осталась одна минута"), ("few", "Осталось %lld минуты"),
                         ("many", "Осталось %lld минут"), ("other", "Осталось %lld минуты")])
        let he = plural([("one", "נותרה דקה אחת"), ("two", "נותרו שתי דקות"), ("other", "נותרו %lld דקות")])
        let catalog = #"{"sourceLanguage": "en", "strings": {"%lld minutes left": {"localizations": {"en": \#(en), "he": \#(he), "ru": \#(ru)}}}, "version": "1.0"}"#
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalog,
                "Widget/Localizable.xcstrings": catalog,
                "Widget/TimerView.swift": #"Text("\(minutes) minutes left")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("plural-drops-number") } == [
            "Widget Localizable plural-drops-number %lld minutes left/ru Widget/Localizable.xcstrings:1",
        ])
    }

    /// Kind 12: app and widget write one Cyrillic text in other capitals (no
    /// note), and another in other words (a note).
    @Test func driftThatIsOnlyCaseInCyrillic() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ru": "Старт"]),
                                                          ("Stop", ["en": "Stop", "ru": "Стоп"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ru": "СТАРТ"]),
                                                             ("Stop", ["en": "Stop", "ru": "Остановить"])]),
                "Widget/TimerView.swift": #"Text("Start"); Text("Stop")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (lines, _) = try projectFindings(fixture)
        #expect(lines.filter { $0.contains("translation-drift") } == [
            "Widget Localizable translation-drift Stop/ru Widget/Localizable.xcstrings:2",
        ])
    }
}

/// Kind 9 with gaps: a language of the widget's table that is the source text
/// as a whole also lacks keys the widget uses; those gaps show the source text
/// like the rest, and the one finding of the language counts them.
@Suite struct CopiedLanguageGapTests {
    private static let fixture: ProjectFixture = {
        let english = ["Time remaining", "Timer is paused", "Tap to resume"]
        return ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Settings", "Settings")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Settings", "الإعدادات")]),
                "Widget/en.lproj/Widget.strings": stringsFile(english.map { ($0, $0) } + [("Tap to stop", "Tap to stop")]),
                "Widget/ar.lproj/Widget.strings": stringsFile(english.map { ($0, $0) }),
                "Widget/TimerView.swift": #"""
                    Text("Time remaining", tableName: "Widget")
                    Text("Tap to stop", tableName: "Widget")
                    """#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/TimerView.swift"], resources: ["Widget/Widget.strings"]),
            ])
    }()

    private func report(_ arguments: [String]) throws
        -> [(rule: String, key: String?, language: String?, severity: String, message: String, keys: [String]?)]? {
        let root = try Self.fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let output = try CommandRunner.run(["--format", "json"] + arguments + ["."], in: root) else { return nil }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        return findings.map { ($0["rule"] as? String ?? "", $0["key"] as? String, $0["language"] as? String,
                               $0["severity"] as? String ?? "", $0["message"] as? String ?? "", $0["keys"] as? [String]) }
    }

    @Test func theCopyTakesInTheLanguagesGaps() throws {
        guard let findings = try report([]) else { return }
        // An error, as the gap it takes in: the exit status is what it was.
        #expect(findings.map { "\($0.rule) \($0.language ?? "-") \($0.severity)" } == ["untranslated-copy ar error"])
        #expect(findings.first?.message.hasSuffix(#"It also has no translation of 1 more key in use (such as "Tap to stop"), "#
            + "shown in the source language as well.") == true)
        // Every key it stands for, the copies in the table's order and then the gap, for a script to fix.
        #expect(findings.first?.keys == ["Time remaining", "Timer is paused", "Tap to resume", "Tap to stop"])
    }

    @Test func withTheCopyRuleOffTheGapsAreReported() throws {
        guard let findings = try report(["--disable", "untranslated-copy"]) else { return }
        #expect(findings.map { "\($0.rule) \($0.key ?? "-")/\($0.language ?? "-")" } == ["missing-translation Tap to stop/ar"])
        #expect(findings.first.map { $0.keys == nil } == true)
    }
}

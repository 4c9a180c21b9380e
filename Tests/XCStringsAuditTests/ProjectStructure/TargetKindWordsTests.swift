import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 12 (the target-kind words): a finding names the kind of target it is
/// about — from the extension point its `Info.plist` names, else its product
/// type — instead of always "widget".
@Suite struct TargetKindWordsTests {
    @Test(arguments: [
        ("watch app", #""widget.title" is missing from the widget catalog, so the widget shows the key itself"#,
         #""widget.title" is missing from the watch app's catalog, so the watch app shows the key itself"#),
        ("App Clip", "A widget unit is in state needs_review. Add de to the widget target.",
         "An App Clip unit is in state needs_review. Add de to the App Clip target."),
        ("Siri intent extension", "Widget code reads Locale.current; --disable widget-only-key, WidgetKit, widget.start.",
         "Siri intent extension code reads Locale.current; --disable widget-only-key, WidgetKit, widget.start."),
        ("Today widget", "the widget's de translation of \"a \\\"widget\\\" b\" differs: the widget catalog",
         "the Today widget's de translation of \"a \\\"widget\\\" b\" differs: the Today widget's catalog"),
        ("watch app", "Translate it in the widget.", "Translate it in the watch app."),
        ("widget", "so the widget shows the key", "so the widget shows the key"),
    ])
    func messagesNameTheTarget(_ kindName: String, _ message: String, _ expected: String) {
        #expect(TargetWording(kindName: kindName).message(message) == expected)
    }

    /// A `.strings` table is no catalog: the message names the table, outside quotes only.
    @Test func aStringsTableIsCalledATable() {
        let message = #""the widget catalog \"x\"" is missing from the widget catalog. The app catalog has it"#
        #expect(TargetWording.naming(widgetTable: "Share", appTable: nil, in: message)
            == #""the widget catalog \"x\"" is missing from the widget's Share table. The app catalog has it"#)
        #expect(TargetWording.naming(widgetTable: "Share", appTable: "Share", in: message)
            == #""the widget catalog \"x\"" is missing from the widget's Share table. The app's Share table has it"#)
        #expect(TargetWording(kindName: "watch app").message(
            TargetWording.naming(widgetTable: "Localizable", appTable: nil, in: "missing from the widget catalog"))
            == "missing from the watch app's Localizable table")
    }

    /// A watch app copying the app's `.strings` table without a key: its message names the table.
    @Test func aFindingAboutAStringsTableNamesIt() throws {
        let fixture = ProjectFixture(
            files: [
                "App/en.lproj/Localizable.strings": stringsFile([("Start", "Start")]),
                "App/ar.lproj/Localizable.strings": stringsFile([("Start", "ابدأ")]),
                "Watch/WatchView.swift": #"Text("Start"); Text("Stop")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.strings"], embeds: ["Watch"]),
                .watchApp("Watch", sources: ["Watch/WatchView.swift"], resources: ["App/Localizable.strings"]),
            ])
        let (_, report) = try projectFindings(fixture)
        #expect(report.groups.flatMap(\.findings).map(\.message) == [
            #""Stop" is used here but is missing from the watch app's Localizable table, so the watch app shows the key "#
                + "itself, untranslated. The app's Localizable table does not have it either: add it to the watch app's "
                + "Localizable table and translate it, or check the spelling.",
        ])
    }

    /// A target's own name is never reworded, even when it is "Widget".
    @Test func targetNamesKeepTheirWords() {
        let wording = TargetWording(kindName: "extension", names: ["App", "Widget", "WidgetKitDemo"])
        #expect(wording.message("so Widget falls back to en, and WidgetKitDemo; Widget code: the widget shows it")
            == "so Widget falls back to en, and WidgetKitDemo; Widget code: the extension shows it")
    }

    /// A watch app, a Siri intent extension and a widget that each lack the key
    /// "Stop": each header and each finding names its own kind of target.
    @Test func eachTargetsFindingsNameItsKind() throws {
        let app = catalogText([("Start", ["en": "Start", "ar": "ابدأ"]), ("Stop", ["en": "Stop", "ar": "توقف"])])
        let own = catalogText([("Start", ["en": "Start", "ar": "ابدأ"])])
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": app,
                "Watch/Localizable.xcstrings": own, "Watch/WatchView.swift": #"Text("Stop")"#,
                "Intents/Localizable.xcstrings": own, "Intents/Intent.swift": #"Text("Stop")"#,
                "Widget/Localizable.xcstrings": own, "Widget/WidgetView.swift": #"Text("Stop")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Watch", "Intents", "Widget"]),
                .watchApp("Watch", sources: ["Watch/WatchView.swift"], resources: ["Watch/Localizable.xcstrings"]),
                .appExtension("Intents", extensionPoint: "com.apple.intents-service", sources: ["Intents/Intent.swift"],
                              resources: ["Intents/Localizable.xcstrings"]),
                .appExtension("Widget", extensionPoint: "com.apple.widgetkit-extension", sources: ["Widget/WidgetView.swift"],
                              resources: ["Widget/Localizable.xcstrings"]),
            ])
        let (_, report) = try projectFindings(fixture)
        #expect(report.plan.audited.map(\.target.kindName) == ["watch app", "Siri intent extension", "widget"])
        let messages = report.groups.map { group in group.findings.map { "\(group.target.name): \($0.message)" } }.joined()
        func missing(_ kind: String, _ possessive: String) -> String {
            #""Stop" is used here but is missing from the \#(possessive) catalog, so the \#(kind) shows the key itself, "#
                + #"untranslated. The app catalog has it in ar, en (ar: "توقف"). Run with --fix to copy it, or add it to the "#
                + "\(possessive) catalog."
        }
        #expect(Array(messages) == [
            "Watch: " + missing("watch app", "watch app's"),
            "Intents: " + missing("Siri intent extension", "Siri intent extension's"),
            "Widget: " + missing("widget", "widget"),
        ])

        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let output = try CommandRunner.run(["."], in: root) else { return }
        let headers = output.standardOutput.split(separator: "\n").filter { $0.hasSuffix("languages ar, en") }
        #expect(headers == [
            "Watch (watch app): Localizable.xcstrings; languages ar, en",
            "Intents (Siri intent extension): Localizable.xcstrings; languages ar, en",
            "Widget (widget): Localizable.xcstrings; languages ar, en",
        ])
    }
}

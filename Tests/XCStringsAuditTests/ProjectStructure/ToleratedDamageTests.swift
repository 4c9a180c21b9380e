import Foundation
import Testing
@testable import XCStringsAudit

/// Kind 11: what Xcode tolerates, the audit tolerates — a build file naming an
/// object a merge removed, one language's `.strings` file that cannot be read, a
/// trailing `;;` — each a warning naming its place, and the audit goes on.
@Suite struct ToleratedDamageTests {
    /// An app whose `Localizable.strings` files are `app` (path → text) and a
    /// widget showing "Start" and "Stop" from its own `en` and `ar` tables
    /// (`widgetEnglish`; `ar` has "Start"); the audit's lines and its notes,
    /// without the fixture's folder.
    private func audit(app: [String: String], widgetEnglish: String,
                       appResources: [String] = ["App/Localizable.strings"]) throws -> (lines: [String], notes: [String]) {
        let fixture = ProjectFixture(
            files: app.merging([
                "Widget/en.lproj/Localizable.strings": widgetEnglish,
                "Widget/ar.lproj/Localizable.strings": "\"Start\" = \"ابدأ\";\n",
                "Widget/WidgetView.swift": #"Text("Start"); Text("Stop")"#,
            ]) { $1 },
            targets: [
                .app("App", resources: appResources, embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Localizable.strings"]),
            ])
        let (lines, report) = try projectFindings(fixture)
        let notes = report.notes.map { $0.replacingOccurrences(of: #"^.*/project-fixture-[^/]*/"#, with: "",
                                                                options: .regularExpression) }
        return (lines, notes)
    }

    @Test func aBrokenLanguageFileAndADanglingReferenceAreWarningsAndTheRestIsAudited() throws {
        let (lines, notes) = try audit(app: [
            "App/en.lproj/Localizable.strings": "\"Start\" = \"Start\";\n\"Stop\" = \"Stop\";\n",
            "App/ar.lproj/Localizable.strings": "\"Start\" = \"ابدأ\";;\n\"Stop\" = \"توقف\";\n",
            "App/fr.lproj/Localizable.strings": "\u{3}\"Start\" = \"Démarrer\";\n\"Stop\" = \"Arrêter\";\n",
        ], widgetEnglish: "\"Start\" = \"Start\";\n", appResources: ["App/Localizable.strings", "App/Gone.strings"])
        #expect(lines == [
            "Widget Localizable missing-key Stop/- Widget/WidgetView.swift:1",
        ])
        #expect(notes.contains { $0.hasPrefix("Fixture.xcodeproj/project.pbxproj:") && $0.hasSuffix(
            "a file of target \"App\" names object MISSING-App/Gone.strings, which `objects` does not define (a merge artifact?); it is skipped") })
        #expect(notes.contains { $0.hasPrefix("App/fr.lproj/Localizable.strings:1:1: ")
            && $0.hasSuffix("; this file is skipped and its translations are not checked (fix it: Xcode's build copies it as it is)") })
        #expect(notes.contains { $0.hasPrefix("App/ar.lproj/Localizable.strings:1:22: `;` with no key before it") }, "\(notes)")
    }

    /// Stray bytes where a key should be, after a statement (control bytes a tool
    /// left at the end of a line): Foundation stops reading the table there and
    /// keeps what it read, and so does the audit, with a warning at the place.
    @Test func strayBytesAfterAStatementEndTheTableWhereFoundationEndsIt() throws {
        let (lines, notes) = try audit(app: [
            "App/en.lproj/Localizable.strings": "\"Start\" = \"Start\";\n\"Stop\" = \"Stop\";\u{10}\u{10}\n",
            "App/ar.lproj/Localizable.strings": "\"Start\" = \"ابدأ\";\u{10}\n\"Stop\" = \"توقف\";\n",
        ], widgetEnglish: "\"Start\" = \"Start\";\n\"Stop\" = \"Stop\";\n")
        // The app's ar table ends before "Stop": it has no ar "Stop" to copy, and the widget lacks it too.
        #expect(lines == ["Widget Localizable missing-translation Stop/ar Widget/en.lproj/Localizable.strings:2"])
        #expect(notes.contains("App/en.lproj/Localizable.strings:2:17: unexpected byte 0x10 where a key should "
            + "be: Foundation stops reading the table here and keeps the 2 statements before it, so nothing after it is "
            + "read. Remove it"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("App/ar.lproj/Localizable.strings:1:22: unexpected byte 0x10 "
            + "where a key should be: Foundation stops reading the table here and keeps the statement before it") })
    }

    /// An object a merge defined twice (both sides added the same file) is a
    /// warning at the second definition, which names the first; the project is
    /// read as Xcode opens it, and the audit goes on (exit 1 for the finding, not 2).
    @Test func anObjectDefinedTwiceIsAWarningAndTheProjectIsAudited() throws {
        var fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"]),
                                                          ("Stop", ["en": "Stop", "ar": "توقف"])]),
                "Widget/Localizable.xcstrings": catalogText([("Start", ["en": "Start", "ar": "ابدأ"])]),
                "Widget/WidgetView.swift": #"Text("Start"); Text("Stop")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        fixture.definedTwice = ["Widget/WidgetView.swift"]
        let (lines, report) = try projectFindings(fixture)
        #expect(lines == ["Widget Localizable missing-key Stop/- Widget/WidgetView.swift:1"])
        let pattern = #"^xcstrings-audit: warning: .*/Fixture\.xcodeproj/project\.pbxproj:(\d+):3: duplicate key "(F1[0-9A-F]+)" "#
            + #"with the same value as at .*/Fixture\.xcodeproj/project\.pbxproj:(\d+):3 \(a merge artifact\?\); read once\. "#
            + #"Remove one of them \(or restore the file from version control\)$"#
        let regex = try Regex<(Substring, Substring, Substring, Substring)>(pattern)
        let matches = report.notes.compactMap { $0.firstMatch(of: regex) }
        #expect(matches.count == 1, "\(report.notes)")
        // The second definition is the line after the first.
        #expect(matches.first.map { Int($0.output.1) == Int($0.output.3).map { $0 + 1 } } == true)

        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }
        guard let output = try CommandRunner.run(["--format", "json", "."], in: root) else { return }
        #expect(output.status == 1)
        #expect(output.standardError.contains(": duplicate key \""))
    }

    /// Every table that cannot be read is an error of its own in every format: two
    /// JSON errors, two SARIF notifications in a run that did not succeed, two
    /// `::error` commands, two lines; exit status 2.
    @Test func everyUnreadableTableIsItsOwnErrorInTheChosenFormat() throws {
        let fixture = ProjectFixture(
            files: [
                "App/Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"#,
                "Widget/Localizable.xcstrings": #"{"sourceLanguage": "en" "strings": {}}"#,
                "Widget/WidgetView.swift": #"Text("Start")"#,
            ],
            targets: [
                .app("App", resources: ["App/Localizable.xcstrings"], embeds: ["Widget"]),
                .widget("Widget", sources: ["Widget/WidgetView.swift"], resources: ["Widget/Localizable.xcstrings"]),
            ])
        let root = try fixture.write()
        defer { try? FileManager.default.removeItem(at: root) }

        guard let json = try CommandRunner.run(["--format", "json", "."], in: root) else { return }
        #expect(json.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let errors = document?["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["file"] as? String } == ["App/Localizable.xcstrings", "Widget/Localizable.xcstrings"])
        #expect(errors.allSatisfy { ($0["line"] as? Int) == 1 && !(($0["message"] as? String) ?? "\n").contains("\n") })
        #expect(json.standardError.split(separator: "\n").filter { $0.hasPrefix("xcstrings-audit: error: ") }.count == 2)

        guard let sarif = try CommandRunner.run(["--format", "sarif", "."], in: root) else { return }
        #expect(sarif.status == 2)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any]
        let invocation = ((log?["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == false)
        #expect((invocation?["toolExecutionNotifications"] as? [[String: Any]])?.count == 2)

        guard let github = try CommandRunner.run(["--format", "github", "."], in: root) else { return }
        #expect(github.status == 2)
        let commands = github.standardOutput.split(separator: "\n")
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix("::error file=App/Localizable.xcstrings,line=1,") == true)
        #expect(commands.last?.hasPrefix("::error file=Widget/Localizable.xcstrings,line=1,") == true)
    }
}

import Foundation
import Testing
@testable import XCStringsAudit

/// The Breathe fixture project, audited in-process: exactly these findings,
/// per target and table.
@Suite struct ProjectAuditTests {
    private static let root = repositoryRoot.path + "/Tests/XcodeProjectTests/Fixtures/Breathe"

    private func report(_ configure: (inout AuditOptions) -> Void = { _ in }) throws -> ProjectAudit.Report {
        var options = AuditOptions()
        options.projectPath = Self.root
        configure(&options)
        let audit = ProjectAudit(options: options)
        return audit.run(try audit.plan())
    }

    /// `target table rule key/language file:line:column`, the file relative to the fixture.
    private func lines(_ report: ProjectAudit.Report) -> [String] {
        report.groups.flatMap(\.findings).map { finding in
            let file = finding.file.hasPrefix(Self.root + "/") ? String(finding.file.dropFirst(Self.root.count + 1)) : finding.file
            return "\(finding.target ?? "-") \(finding.table ?? "-") \(summary(finding)) \(file):\(finding.line):\(finding.column)"
        }
    }

    @Test func choosesTheAppAndItsExtensionsAndIgnoresTheTests() throws {
        let plan = try report().plan
        #expect(plan.apps.map(\.target.name) == ["Breathe"])
        #expect(plan.audited.map(\.target.name) == ["BreatheWidgetExtension", "BreatheIntents"])
        #expect(plan.ignored.map(\.name) == ["BreatheTests"])
        #expect(plan.app.languages == ["ar", "de", "en"])
        #expect(plan.app.tables.map(\.name) == ["Localizable", "Widgets", "InfoPlist"])
        #expect(plan.audited.map { $0.tables.map(\.name) } == [["Localizable", "Widgets"], ["Localizable", "AppShortcuts"]])
    }

    @Test func findsExactlyWhatEachExtensionLacksTableByTable() throws {
        #expect(lines(try report()) == [
            "BreatheWidgetExtension Localizable missing-key Start session/- BreatheWidget/BreatheWidget.swift:12:20",
            "BreatheWidgetExtension Localizable missing-language -/de BreatheWidget/Localizable.xcstrings:1:1",
            "BreatheWidgetExtension Localizable translation-drift Breathe in/ar BreatheWidget/Localizable.xcstrings:6:9",
            "BreatheWidgetExtension Localizable missing-translation Breathe out/ar BreatheWidget/Localizable.xcstrings:16:9",
            // "Paused", a widget-only key with no sign of a rename, is not a finding.
            // The legacy table: each finding in the file of its language.
            "BreatheWidgetExtension Widgets plural-categories %lld breaths/ar BreatheWidget/ar.lproj/Widgets.stringsdict:5:2",
            "BreatheWidgetExtension Widgets missing-language -/de BreatheWidget/en.lproj/Widgets.strings:1:1",
            "BreatheWidgetExtension Widgets missing-translation Exhale/ar BreatheWidget/en.lproj/Widgets.strings:5:1",
            // The app's own catalog, shared: only the keys BreatheIntents uses ("Settings" is the app's).
            // A table the app lacks: coverage of the app's languages.
            "BreatheIntents AppShortcuts missing-language -/de BreatheIntents/AppShortcuts.xcstrings:1:1",
            "BreatheIntents Localizable missing-key Stop session/- BreatheIntents/StartBreathingIntent.swift:12:48",
        ])
    }

    @Test func onlyPairedCatalogTablesHaveSomethingToCopy() throws {
        let audits = try report().audits
        let fixable = audits.filter { !$0.result.plan.isEmpty }.map { "\($0.target)/\($0.table)" }
        #expect(fixable == ["BreatheWidgetExtension/Localizable", "BreatheWidgetExtension/Widgets"])
        #expect(audits.filter(\.isPaired).map { "\($0.target)/\($0.table)" }
            == ["BreatheWidgetExtension/Localizable", "BreatheWidgetExtension/Widgets"])
    }

    @Test func targetLanguagesAndExcludesNarrowTheRun() throws {
        let intents = try report { $0.targets = ["BreatheIntents"] }
        #expect(intents.groups.map(\.target.name) == ["BreatheIntents"])
        #expect(intents.plan.ignored.map(\.name) == ["BreatheWidgetExtension", "BreatheTests"])

        let arabic = try report { $0.languages = ["ar"] }
        #expect(!lines(arabic).contains { $0.contains("/de ") })
        #expect(lines(arabic).count == 6)

        let excluded = try report { $0.excludes = ["BreatheWidget.swift", "BreatheIntents/**"] }
        #expect(!lines(excluded).contains { $0.contains("missing-key") })
    }

    @Test func anAppTargetOrTargetThatIsNotThereIsAnInputError() {
        #expect {
            _ = try report { $0.appTarget = "Nope" }
        } throws: { error in
            (error as? AuditInputError)?.message.hasPrefix("has no target \"Nope\" (given as the app target); its targets are: "
                + "Breathe (app), BreatheWidgetExtension (widget), BreatheIntents (ExtensionKit extension), BreatheTests (test bundle)") == true
        }
        #expect {
            _ = try report { $0.targets = ["BreatheTests"] }
        } throws: { error in
            (error as? AuditInputError)?.message == "\"BreatheTests\" is not an extension target audited against Breathe "
                + "(given with --target); the targets audited are: BreatheWidgetExtension, BreatheIntents"
        }
    }

    @Test(arguments: [
        ("Generated", "App/Generated/L10n.swift", true), ("*.generated.swift", "A/b.generated.swift", true),
        ("App/Preview/**", "Repo/App/Preview/P.swift", true), ("App/Preview/**", "Repo/App/Previews/P.swift", false),
        ("**/Mocks/*.swift", "A/B/Mocks/M.swift", true), ("Mocks/*.swift", "A/Mocks/Sub/M.swift", false),
        ("W?dget.swift", "A/Widget.swift", true), ("Widget", "A/Widgets/W.swift", false),
    ])
    func excludeGlobs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(SourceGlob(pattern).matches(path) == expected)
    }

    @Test func skippedFoldersAndEmptySourcesPathsAreReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for path in ["Pods/P/P.swift", ".build/B.swift", "DerivedData/D.swift", "Widget/W.swift", "Empty/readme.md"] {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("Text(\"x\")".utf8).write(to: url)
        }
        let selection = SourceSelection(excludes: [])
        let found = try selection.swiftFiles(in: [directory.path, directory.appendingPathComponent("Empty").path])
        #expect(found.files == [directory.appendingPathComponent("Widget/W.swift").path])
        #expect(found.warnings == ["\(directory.path)/Empty: holds no .swift file (given with --sources); no keys are "
            + "taken from it. Check the path: it should be the widget's source folder"])
    }
}

/// Projects with several app targets: each extension against the app that embeds it.
@Suite struct ProjectAppChoiceTests {
    private func plan(_ configure: (inout AuditOptions) -> Void = { _ in }) throws -> ProjectAudit.Plan {
        var options = AuditOptions()
        options.projectPath = repositoryRoot.path + "/Tests/XcodeProjectTests/Fixtures/TwoApps"
        configure(&options)
        return try ProjectAudit(options: options).plan()
    }

    @Test func eachExtensionGoesWithTheAppThatEmbedsIt() throws {
        let plan = try plan()
        #expect(plan.apps.map(\.target.name) == ["App iOS", "App Mac"])
        // The watch widget is embedded through the watch app.
        #expect(plan.audited.map { "\($0.target.name) → \(plan.apps[$0.app].target.name)" }
            == ["Widget iOS → App iOS", "Widget Mac → App Mac", "Watch → App iOS", "Watch Widget → App iOS"])
        #expect(plan.ignored.isEmpty)
    }

    @Test func anAppTargetGivenTakesEveryExtension() throws {
        let plan = try plan { $0.appTarget = "App Mac" }
        #expect(plan.apps.map(\.target.name) == ["App Mac"])
        #expect(plan.audited.map(\.target.name) == ["Widget iOS", "Widget Mac", "Watch", "Watch Widget"])
        #expect(plan.ignored.map(\.name) == ["App iOS"])
    }
}

@Suite struct ProjectColourTests {
    @Test func onATerminalHeadersAreBoldAndSeveritiesColouredButNotWithNoColour() {
        let path = repositoryRoot.path + "/Tests/XcodeProjectTests/Fixtures/Breathe"
        var coloured = ""
        #expect(run(arguments: ["--target", "BreatheIntents", path], standardOutputIsTerminal: true,
                    standardOutput: { coloured += $0 }, standardError: { _ in }) == 1)
        #expect(coloured.contains("\u{1B}[1mBreatheIntents (ExtensionKit extension): Localizable.xcstrings (shared with Breathe: the keys BreatheIntents uses), AppShortcuts.xcstrings; languages ar, de, en\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m \u{1B}[2m[missing-language]\u{1B}[0m the AppShortcuts table has no de at all"))
        var plain = ""
        _ = run(arguments: ["--target", "BreatheIntents", path], environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true,
                standardOutput: { plain += $0 }, standardError: { _ in })
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.hasSuffix("2 errors, 0 warnings, 0 notes.\n"))
    }
}

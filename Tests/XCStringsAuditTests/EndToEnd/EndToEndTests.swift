import Foundation
import Testing
import XCStrings

private let strings = ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
private let sources = ["--sources", "Strings/WidgetSources"]
private let fixtures = "Tests/XCStringsAuditTests/Fixtures"

/// One run of the binary from the repository root, compared with its snapshot.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var environment: [String: String] = [:]
    var testDescription: String { name }
}

@Suite struct EndToEndAuditTests {
    /// Every rule (the Strings/ widget catalog shows each), every format, filters,
    /// strictness, bad usage and bad input.
    @Test(arguments: [
        SnapshotCase(name: "strings-text", arguments: sources + strings),
        SnapshotCase(name: "strings-json", arguments: sources + ["--format", "json"] + strings),
        SnapshotCase(name: "strings-xcode", arguments: sources + ["--format=xcode"] + strings),
        SnapshotCase(name: "strings-github", arguments: sources + ["--format", "github"] + strings),
        SnapshotCase(name: "strings-no-colour-without-a-terminal", arguments: sources + strings,
                     environment: ["TERM": "xterm-256color"]),
        SnapshotCase(name: "strings-languages", arguments: sources + ["--languages", "ar,he"] + strings),
        SnapshotCase(name: "strings-all-keys", arguments: ["--all-keys", "--languages=de"] + strings),
        SnapshotCase(name: "strings-without-sources", arguments: strings),
        SnapshotCase(name: "strings-localized-function",
                     arguments: sources + ["--localized-function", "WidgetStrings.text", "--format", "xcode"] + strings),
        SnapshotCase(name: "clean", arguments: ["\(fixtures)/clean/App.xcstrings", "\(fixtures)/clean/Widget.xcstrings"]),
        SnapshotCase(name: "warnings", arguments: ["\(fixtures)/warnings/App.xcstrings", "\(fixtures)/warnings/Widget.xcstrings"]),
        SnapshotCase(name: "warnings-strict",
                     arguments: ["--strict", "\(fixtures)/warnings/App.xcstrings", "\(fixtures)/warnings/Widget.xcstrings"]),
        SnapshotCase(name: "help", arguments: ["--help"]),
        SnapshotCase(name: "version", arguments: ["--version"]),
        SnapshotCase(name: "usage-unknown-option", arguments: ["--strikt"] + strings),
        SnapshotCase(name: "usage-missing-value", arguments: strings + ["--sources"]),
        SnapshotCase(name: "usage-bad-format", arguments: ["--format", "yaml"] + strings),
        SnapshotCase(name: "usage-no-catalogs", arguments: []),
        SnapshotCase(name: "usage-dry-run-without-fix", arguments: ["--dry-run"] + strings),
        SnapshotCase(name: "input-truncated", arguments: [strings[0], "\(fixtures)/invalid/Truncated.xcstrings"]),
        SnapshotCase(name: "input-duplicate-key", arguments: [strings[0], "\(fixtures)/invalid/DuplicateKey.xcstrings"]),
        SnapshotCase(name: "input-not-utf8", arguments: ["\(fixtures)/invalid/NotUTF8.xcstrings", strings[1]]),
        SnapshotCase(name: "input-empty-and-missing",
                     arguments: ["\(fixtures)/invalid/Empty.xcstrings", "\(fixtures)/invalid/Missing.xcstrings"]),
        SnapshotCase(name: "input-directory", arguments: ["Strings/App", strings[1]]),
        SnapshotCase(name: "input-missing-sources", arguments: ["--sources", "Strings/NoSuchDirectory"] + strings),
    ])
    func snapshot(_ run: SnapshotCase) throws {
        guard let output = try CommandRunner.run(run.arguments, in: repositoryRoot, environment: run.environment) else { return }
        try CommandRunner.assertSnapshot(run.name, run.arguments, output)
    }

    @Test func exitStatusesFollowTheContract() throws {
        let cases: [([String], Int32)] = [
            (sources + strings, 1), (["\(fixtures)/clean/App.xcstrings", "\(fixtures)/clean/Widget.xcstrings"], 0),
            (["\(fixtures)/warnings/App.xcstrings", "\(fixtures)/warnings/Widget.xcstrings"], 0),
            (["--strict", "\(fixtures)/warnings/App.xcstrings", "\(fixtures)/warnings/Widget.xcstrings"], 1),
            (["--nope"], 2), ([strings[0], "\(fixtures)/invalid/Truncated.xcstrings"], 2), (["--help"], 0),
        ]
        for (arguments, status) in cases {
            #expect(try CommandRunner.run(arguments, in: repositoryRoot)?.status == status, "\(arguments)")
        }
    }
}

@Suite struct EndToEndFixTests {
    private let arguments = ["--sources", "WidgetSources", "--fix", "App.xcstrings", "Widget.xcstrings"]

    @Test func dryRunPrintsTheChangesAndWritesNothing() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let before = try Data(contentsOf: widget)
        let command = arguments + ["--dry-run"]
        guard let output = try CommandRunner.run(command, in: workspace) else { return }
        try CommandRunner.assertSnapshot("fix-dry-run", command, output)
        #expect(try Data(contentsOf: widget) == before)
    }

    @Test func fixCopiesWhatIsMissingAndTheReauditHasNothingFixable() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widgetURL = workspace.appendingPathComponent("Widget.xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: widgetURL.path)
        let original = try StringCatalog(contentsOf: widgetURL)
        let app = try StringCatalog(contentsOf: workspace.appendingPathComponent("App.xcstrings"))

        guard let output = try CommandRunner.run(arguments, in: workspace) else { return }
        try CommandRunner.assertSnapshot("fix", arguments, output)
        try CommandRunner.assertSnapshot("fix-widget-catalog", ["(the fixed Widget.xcstrings)"],
                                         .init(status: 0, standardOutput: try String(contentsOf: widgetURL, encoding: .utf8),
                                               standardError: ""))

        // Still exactly as Xcode writes it (Foundation's canonical re-serialisation).
        let written = try Data(contentsOf: widgetURL)
        let canonical = try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: written),
                                                   options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(canonical == written)

        // The permissions survive the atomic replace, and no temporary file is left.
        let attributes = try FileManager.default.attributesOfItem(atPath: widgetURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted()
            == ["App.xcstrings", "Widget.xcstrings", "WidgetSources"])

        // Nothing of the original is lost: every entry and localization is still
        // there unchanged, except the three the fix replaced (empty or only `new`).
        let fixed = try StringCatalog(contentsOf: widgetURL)
        let replaced: Set<String> = ["End session/he", "Hold/ja", "Breathe out/ko"]
        for entry in original.entries {
            guard let now = fixed[entry.key] else {
                Issue.record("lost \(entry.key)")
                continue
            }
            #expect(now.comment == entry.comment && now.extractionState == entry.extractionState)
            for (language, localization) in entry.localizations where !replaced.contains("\(entry.key)/\(language)") {
                #expect(now.localizations[language]?.representsSameUnits(as: localization) == true, "\(entry.key)/\(language)")
            }
        }
        // Everything added is a copy of the app's.
        for entry in fixed.entries {
            for (language, localization) in entry.localizations
            where original[entry.key]?.localizations[language].map({ !$0.representsSameUnits(as: localization) }) ?? true {
                #expect(app[entry.key]?.localizations[language]?.representsSameUnits(as: localization) == true,
                        "\(entry.key)/\(language) was not copied from the app")
            }
        }

        // A second audit finds nothing fixable.
        let check = ["--sources", "WidgetSources", "--format", "json", "App.xcstrings", "Widget.xcstrings"]
        guard let second = try CommandRunner.run(check, in: workspace) else { return }
        #expect(!second.standardOutput.contains("\"fixable\": true"))
        #expect(second.standardOutput.contains("\"rule\": \"format-mismatch\""))
    }

    @Test func theFixedFileDiffersFromTheOriginalOnlyByAddedLinesAndTheReplacedUnits() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widgetURL = workspace.appendingPathComponent("Widget.xcstrings")
        let before = try String(contentsOf: widgetURL, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard try CommandRunner.run(arguments, in: workspace) != nil else { return }
        let after = try String(contentsOf: widgetURL, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // The longest common subsequence keeps every original line but the one
        // replaced unit's state ("Hold" [ja] was `new`). The empty he unit of "End
        // session" is shown as nothing, deliberately or not: not replaced.
        let common = after.difference(from: before)
        let removed = common.compactMap { change -> String? in
            if case .remove(_, let line, _) = change { return String(line) }
            return nil
        }
        #expect(removed == [#"            "state" : "new","#])
    }

    @Test(arguments: ["partial-write", "before-rename"])
    func anInjectedWriteFailureLeavesTheOriginalIntact(stage: String) throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let before = try Data(contentsOf: widget)
        guard let output = try CommandRunner.run(arguments, in: workspace,
                                                 environment: ["XCSTRINGS_AUDIT_INJECT_WRITE_FAILURE": stage]) else { return }
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("xcstrings-audit: error: Widget.xcstrings: cannot write the fixed catalog: "
            + "injected failure"))
        #expect(output.standardError.hasSuffix("the widget catalog was left unchanged\n"))
        #expect(try Data(contentsOf: widget) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted()
            == ["App.xcstrings", "Widget.xcstrings", "WidgetSources"])
    }

    @Test func invalidInputIsNeverRewritten() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        var bytes = try Data(contentsOf: widget)
        bytes.removeLast(40)
        try bytes.write(to: widget)
        guard let output = try CommandRunner.run(arguments, in: workspace) else { return }
        #expect(output.status == 2)
        #expect(try Data(contentsOf: widget) == bytes)
    }

    @Test func machineFormatsSendTheFixReportToStandardError() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let command = ["--sources", "WidgetSources", "--fix", "--dry-run", "--format", "json", "App.xcstrings", "Widget.xcstrings"]
        guard let output = try CommandRunner.run(command, in: workspace) else { return }
        try CommandRunner.assertSnapshot("fix-dry-run-json", command, output)
        #expect((try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))) != nil)
    }
}

extension StringCatalog.Localization {
    /// The same units, states, values and fields, wherever each was read: both
    /// written the way Xcode writes them give the same bytes.
    func representsSameUnits(as other: StringCatalog.Localization) -> Bool {
        func written(_ localization: StringCatalog.Localization) -> Data {
            var catalog = StringCatalog(sourceLanguage: "en")
            catalog.setLocalization(localization, language: "xx", forKey: "k")
            return catalog.encoded()
        }
        return written(self) == written(other)
    }
}

@Suite struct ReadmeTranscriptTests {
    /// The README shows a real run; it must stay the output of the current binary.
    @Test func theReadmeTranscriptIsTheRealOutput() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run -q xcstrings-audit "
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(command) })
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
        let arguments = lines[start].dropFirst(command.count).split(separator: " ").map(String.init)
        let shown = lines[(start + 1)..<end].joined(separator: "\n") + "\n"
        guard let output = try CommandRunner.run(arguments, in: repositoryRoot) else { return }
        #expect(output.standardOutput == shown)
        #expect(output.status == 1)
    }
}

import Foundation
import Testing
import XCStrings
import XCStringsAudit

private let pair = ["--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"]

/// A mistaken command line is caught before it does harm.
@Suite struct GuardRailTests {
    /// The same file through its own name, `./`, a symbolic link and a hard link.
    @Test(arguments: ["Widget.xcstrings", "./Widget.xcstrings", "Link.xcstrings", "Hard.xcstrings"])
    func theSameFileTwiceIsStatusTwo(second: String) throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.createSymbolicLink(atPath: workspace.appendingPathComponent("Link.xcstrings").path,
                                                   withDestinationPath: "Widget.xcstrings")
        try FileManager.default.linkItem(at: workspace.appendingPathComponent("Widget.xcstrings"),
                                         to: workspace.appendingPathComponent("Hard.xcstrings"))
        let before = try Data(contentsOf: workspace.appendingPathComponent("Widget.xcstrings"))
        let output = try #require(try CommandRunner.run(["--fix", "Widget.xcstrings", second], in: workspace))
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        let how = second == "Widget.xcstrings" ? "given twice"
            : "the same file (\(second) is a link to or another name of Widget.xcstrings)"
        #expect(output.standardError == "xcstrings-audit: error: \(second): the app catalog and the widget catalog are \(how); "
            + "if one catalog is a member of both the app and the widget target (a shared catalog), audit the Xcode "
            + "project instead (xcstrings-audit PATH/App.xcodeproj): it checks the keys the widget's code uses. "
            + "Otherwise give the app's catalog first, then the widget's\n")
        #expect(try Data(contentsOf: workspace.appendingPathComponent("Widget.xcstrings")) == before)
    }

    /// `--output` or `--write-baseline` naming a catalog would replace it with the report.
    @Test(arguments: ["--output", "--write-baseline"])
    func anOutputThatIsACatalogIsStatusTwoAndWritesNothing(option: String) throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let before = try Data(contentsOf: widget)
        let output = try #require(try CommandRunner.run([option, "./Widget.xcstrings"] + pair, in: workspace))
        #expect(output.status == 2)
        let what = option == "--output" ? "report" : "baseline"
        #expect(output.standardError == "xcstrings-audit: error: ./Widget.xcstrings: \(option) names the widget catalog "
            + "Widget.xcstrings (./Widget.xcstrings is a link to or another name of it), which this run reads; the \(what) "
            + "would replace it. Name another file\n")
        #expect(try Data(contentsOf: widget) == before)
    }

    @Test func swappedCatalogsAreAWarningAndFixRefusesUnlessTheRolesAreNamed() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let app = workspace.appendingPathComponent("App.xcstrings")
        let before = try Data(contentsOf: app)
        let reason = "the app catalog's path (Widget.xcstrings) names a widget or extension and the widget catalog's "
            + "does not; the widget catalog has 13 keys the app catalog lacks, and the app catalog only 2 the widget's lacks"

        let audit = try #require(try CommandRunner.run(["Widget.xcstrings", "App.xcstrings"], in: workspace))
        #expect(audit.status == 0)
        #expect(audit.standardError == "xcstrings-audit: warning: the catalogs look swapped (\(reason)); the app's catalog "
            + "comes first, then the widget's. If the order is right, name the roles with --app and --widget\n")

        let fix = try #require(try CommandRunner.run(["--fix", "Widget.xcstrings", "App.xcstrings"], in: workspace))
        #expect(fix.status == 2)
        #expect(fix.standardOutput == "")
        #expect(fix.standardError == "xcstrings-audit: error: refusing to --fix: the catalogs look swapped (\(reason)), "
            + "and --fix writes into the second one. If the order is right, name the roles: --app Widget.xcstrings "
            + "--widget App.xcstrings; if not, swap them (--app App.xcstrings --widget Widget.xcstrings)\n")
        #expect(try Data(contentsOf: app) == before, "the app catalog was written")

        // The dry run predicts the refusal, not a copy --fix would never make.
        let dryRun = try #require(try CommandRunner.run(["--fix", "--dry-run", "Widget.xcstrings", "App.xcstrings"],
                                                        in: workspace))
        #expect(dryRun.status == 2)
        #expect(dryRun.standardOutput == "")
        #expect(dryRun.standardError == "xcstrings-audit: error: refusing to --fix (and so to --dry-run it): the catalogs "
            + "look swapped (\(reason)), and --fix writes into the second one. If the order is right, name the roles: "
            + "--app Widget.xcstrings --widget App.xcstrings; if not, swap them (--app App.xcstrings --widget Widget.xcstrings)\n")

        let named = try #require(try CommandRunner.run(["--fix", "--app", "Widget.xcstrings", "--widget", "App.xcstrings"],
                                                       in: workspace))
        #expect(named.status != 2)
        #expect(!named.standardError.contains("swapped"))
    }

    @Test func theRightOrderIsNotAWarning() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = try #require(try CommandRunner.run(pair, in: workspace))
        #expect(output.standardError == "")
    }

    @Test func appAndWidgetGoTogether() throws {
        let output = try #require(try CommandRunner.run(["--app", "App.xcstrings", "Widget.xcstrings"], in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("xcstrings-audit: error: '--app' and '--widget' go together: name both "
            + "catalogs, or give them as two arguments (app, then widget)\n"))
    }

    @Test func aLanguageNeitherCatalogHasIsStatusTwoListingTheirs() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = try #require(try CommandRunner.run(["--languages", "ar,xx,KO"] + pair, in: workspace))
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "xcstrings-audit: error: --languages: 'xx' is in neither catalog; the catalogs "
            + "have ar, de, en, fi, he, ja, ko, pt-BR, zh-Hant\n")
    }

    /// `--fix --languages ko` copies Korean only, also into the new entries.
    @Test func fixWithLanguagesCopiesOnlyThoseLanguages() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widgetURL = workspace.appendingPathComponent("Widget.xcstrings")
        let before = try StringCatalog(contentsOf: widgetURL)
        let output = try #require(try CommandRunner.run(["--fix", "--languages", "ko"] + pair, in: workspace))
        #expect(output.standardOutput.hasPrefix("""
            --fix: copied 4 keys and 1 translation from the app catalog into Widget.xcstrings:
              + "Breathe out" [ko]: "숨을 내쉬세요"
              + "Interval bell": new entry (ko)
              + "Next bell in %@": new entry (ko)
              + "Warm-up": new entry (ko)
              + "Well done, %@": new entry (ko)

            """))
        let after = try StringCatalog(contentsOf: widgetURL)
        var added: [String] = []
        for entry in after.entries {
            let old = before[entry.key]?.localizations ?? [:]
            for language in entry.localizations.keys where old[language] == nil { added.append("\(entry.key) [\(language)]") }
        }
        #expect(added.sorted() == ["Breathe out [ko]", "Interval bell [ko]", "Next bell in %@ [ko]", "Warm-up [ko]",
                                   "Well done, %@ [ko]"])
    }
}

/// Colour, `--quiet`, `--output` and the JSON summary.
@Suite struct ConventionTests {
    private static let warnings = ["Tests/XCStringsAuditTests/Fixtures/warnings/App.xcstrings",
                                   "Tests/XCStringsAuditTests/Fixtures/warnings/Widget.xcstrings"].map {
        repositoryRoot.appendingPathComponent($0).path
    }

    private func coloured(_ arguments: [String] = [], _ environment: [String: String], terminal: Bool) -> Bool {
        var output = ""
        _ = XCStringsAudit.run(arguments: arguments + Self.warnings, environment: environment, standardOutputIsTerminal: terminal,
                standardOutput: { output += $0 }, standardError: { _ in })
        return output.contains("\u{1B}[")
    }

    @Test(arguments: [
        ([String](), [String: String](), true, true),
        ([], [:], false, false),
        ([], ["NO_COLOR": "1"], true, false),
        ([], ["NO_COLOR": ""], true, true),               // only a non-empty NO_COLOR counts
        ([], ["TERM": "dumb"], true, false),
        ([], ["FORCE_COLOR": "1"], false, true),
        ([], ["FORCE_COLOR": "0"], false, false),
        ([], ["CLICOLOR_FORCE": "1"], false, true),
        ([], ["CLICOLOR_FORCE": "0"], false, false),
        ([], ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
        (["--color", "always"], ["NO_COLOR": "1"], false, true),
        (["--color=never"], ["FORCE_COLOR": "1"], true, false),
        (["--color", "always", "--format", "xcode"], [:], true, false),  // colour is for the text format only
    ])
    func colourFollowsTheConventions(arguments: [String], environment: [String: String], terminal: Bool, expected: Bool) {
        #expect(coloured(arguments, environment, terminal: terminal) == expected)
    }

    @Test func quietPrintsFindingsOnly() throws {
        let output = try #require(try CommandRunner.run(["--quiet"] + Self.warnings, in: repositoryRoot))
        #expect(output.status == 0)
        #expect(output.standardOutput == "\(Self.warnings[1]):40:9: warning: [needs-review] the ja translation of "
            + "\"Breathe out\" (\"息を吐いて\") is marked needs_review. Review it and mark it translated.\n")
    }

    /// `--quiet` drops the tool's own lines (the summary, the --fix listing, the
    /// baseline note), not findings: its notes are printed like its errors.
    @Test func quietKeepsNotesAndDropsEverythingElse() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        _ = try CommandRunner.run(["--write-baseline", "baseline.json", "--disable", "translation-drift"] + pair,
                                  in: workspace)
        let full = try #require(try CommandRunner.run(["--fix", "--dry-run", "--baseline", "baseline.json"] + pair,
                                                      in: workspace))
        let quiet = try #require(try CommandRunner.run(["--quiet", "--fix", "--dry-run", "--baseline", "baseline.json"] + pair,
                                                       in: workspace))
        #expect(quiet.status == full.status)
        let findingLines = full.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.contains(": note: [") || $0.contains(": warning: [") || $0.contains(": error: [") }
        #expect(findingLines.count == 2)
        #expect(findingLines.allSatisfy { $0.contains(": note: [translation-drift] ") })
        #expect(quiet.standardOutput == findingLines.map { $0 + "\n" }.joined())
        #expect(full.standardOutput.hasPrefix("--fix --dry-run: would copy "))
        #expect(full.standardOutput.contains("New: 0 errors, 0 warnings, 2 notes; 22 known, in the baseline.\n"))
        #expect(quiet.standardError == "")
    }

    /// The file holds exactly what standard output would have, and nothing is
    /// printed; an existing report is replaced whole.
    @Test func outputWritesTheReportToAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.json")
        try Data(String(repeating: "old report\n", count: 10_000).utf8).write(to: file)
        let plain = try #require(try CommandRunner.run(["--format", "json"] + Self.warnings, in: repositoryRoot))
        let written = try #require(try CommandRunner.run(["--format", "json", "-o", file.path] + Self.warnings,
                                                         in: repositoryRoot))
        #expect(written.status == plain.status)
        #expect(written.standardOutput == "")
        #expect(try String(contentsOf: file, encoding: .utf8) == plain.standardOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
    }

    @Test func theJSONSummaryCarriesTheVersionAndTheFixableCount() throws {
        let output = try #require(try CommandRunner.run(["--format", "json", "--sources", "Strings/WidgetSources",
                                                         "Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"],
                                                        in: repositoryRoot))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect((document["tool"] as? [String: String]) == ["name": "xcstrings-audit", "version": "0.1.0"])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["errors": 15, "warnings": 7, "notes": 2, "fixable": 9])
    }
}

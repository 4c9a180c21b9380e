import Foundation
import Testing
@testable import XCStringsAudit

private let pair = ["--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"]

/// `--write-baseline` and `--baseline`: today's findings are accepted, new ones
/// fail, fixed ones are listed so that the file can shrink.
@Suite struct BaselineTests {
    @Test func theBaselineWorkflow() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }

        let write = try #require(try CommandRunner.run(["--write-baseline", "baseline.json"] + pair, in: workspace))
        #expect(write.status == 0)
        #expect(write.standardOutput == "")
        #expect(write.standardError == "xcstrings-audit: wrote 24 findings (22 entries) to the baseline baseline.json; "
            + "audit with --baseline baseline.json to report only new ones\n")
        let baseline = try String(contentsOf: workspace.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{\n  \"version\": 1,\n  \"tool\": \"xcstrings-audit 0.1.0\",\n  \"findings\": [\n"
            + "    {\"rule\": \"missing-key\", \"key\": \"Interval bell\", \"language\": null, \"table\": \"Widget\", \"count\": 1},\n"))
        // No line numbers: a baseline does not change when entries move.
        #expect(!baseline.contains("\"line\""))

        let known = try #require(try CommandRunner.run(["--baseline", "baseline.json"] + pair, in: workspace))
        #expect(known.status == 0)
        #expect(known.standardOutput == """
            No new findings (24 known, in the baseline).
            Baseline baseline.json: 24 known findings not shown; none fixed since it was written.

            """)

        // A new problem: the ja translation of "Pause" marked needs_review.
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let text = try String(contentsOf: widget, encoding: .utf8)
        let pause = try #require(text.range(of: "\"Pause\" : {"))
        let state = try #require(text.range(of: "\"state\" : \"translated\"", range: pause.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: state, with: "\"state\" : \"needs_review\"").utf8).write(to: widget)
        let new = try #require(try CommandRunner.run(["--strict", "--baseline", "baseline.json"] + pair, in: workspace))
        #expect(new.status == 1)
        let lines = new.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix(": warning: [needs-review] the ar translation of \"Pause\" (\"إيقاف مؤقت\") is marked needs_review. Review it and mark it translated."))
        #expect(lines[1] == "New: 0 errors, 1 warning, 0 notes; 24 known, in the baseline.")
        #expect(lines[2] == "Baseline baseline.json: 24 known findings not shown; none fixed since it was written.")

        // Fixing shrinks what is known and lists what is gone. The widget-only key
        // that lacks fi was part of the missing language; once --fix has given the
        // widget fi, it is a finding of its own: new, so the run still fails.
        _ = try CommandRunner.run(["--fix"] + pair, in: workspace)
        let fixed = try #require(try CommandRunner.run(["--baseline", "baseline.json"] + pair, in: workspace))
        #expect(fixed.status == 1)
        #expect(fixed.standardOutput.hasPrefix("Widget.xcstrings:757:5: error: [missing-translation] \"Follow your "
            + "session on the Lock Screen.\" has no fi translation in the widget catalog"), "\(fixed.standardOutput)")
        #expect(fixed.standardOutput.hasSuffix("""
            Baseline baseline.json: 15 known findings not shown; 9 fixed since it was written (run --write-baseline baseline.json to drop them):
              - missing-key "Interval bell" (Widget)
              - missing-key "Next bell in %@" (Widget)
              - missing-key "Warm-up" (Widget)
              - missing-key "Well done, %@" (Widget)
              - raw-key "widget.streak.caption" [en] (Widget)
              - missing-language [fi] (Widget)
              - missing-translation "%lld minutes left" [en] (Widget)
              - missing-translation "Breathe out" [ko] (Widget)
              - missing-translation "Hold" [ja] (Widget)

            """), "\(fixed.standardOutput)")
    }

    @Test func jsonCarriesTheBaselineCounts() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        _ = try CommandRunner.run(["--write-baseline", "baseline.json"] + pair, in: workspace)
        let output = try #require(try CommandRunner.run(["--format", "json", "--baseline", "baseline.json"] + pair, in: workspace))
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("""
              "findings": [],
              "baseline": {"file": "baseline.json", "known": 24, "gone": 0},
              "summary": {"errors": 0, "warnings": 0, "notes": 0, "fixable": 0}
            }

            """))
        #expect(output.standardError == "xcstrings-audit: Baseline baseline.json: 24 known findings not shown; none fixed since it was written.\n")
    }

    /// SARIF keeps known findings, marked `unchanged`, so that code scanning does
    /// not close their alerts; new ones are `new` and alone decide the status.
    @Test func sarifMarksKnownFindingsUnchanged() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        _ = try CommandRunner.run(["--write-baseline", "baseline.json"] + pair, in: workspace)
        let known = try #require(try CommandRunner.run(["--format", "sarif", "--baseline", "baseline.json"] + pair, in: workspace))
        #expect(known.status == 0)
        let results = try #require(try SARIFTests.firstRun(known.standardOutput)["results"] as? [[String: Any]])
        #expect(results.count == 24)
        #expect(results.allSatisfy { $0["baselineState"] as? String == "unchanged" })
        #expect(known.standardError == "xcstrings-audit: Baseline baseline.json: 24 known findings marked unchanged; "
            + "none fixed since it was written.\n")

        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let text = try String(contentsOf: widget, encoding: .utf8)
        let pause = try #require(text.range(of: "\"Pause\" : {"))
        let state = try #require(text.range(of: "\"state\" : \"translated\"", range: pause.upperBound..<text.endIndex))
        try Data(text.replacingCharacters(in: state, with: "\"state\" : \"needs_review\"").utf8).write(to: widget)
        let new = try #require(try CommandRunner.run(["--strict", "--format", "sarif", "--baseline", "baseline.json"] + pair,
                                                     in: workspace))
        #expect(new.status == 1)
        let states = try #require(try SARIFTests.firstRun(new.standardOutput)["results"] as? [[String: Any]])
            .map { "\($0["ruleId"] ?? "") \($0["baselineState"] ?? "")" }
        #expect(states.filter { $0.hasSuffix(" new") } == ["needs-review new"])
        #expect(states.count == 25)
    }

    @Test func aMissingOrInvalidBaselineIsStatusTwoWithThePlace() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let missing = try #require(try CommandRunner.run(["--baseline", "none.json"] + pair, in: workspace))
        #expect(missing.status == 2)
        #expect(missing.standardError == "xcstrings-audit: error: none.json: no such baseline; create it with --write-baseline none.json\n")
        try Data("{\"version\": 1, \"findings\": [{\"key\": \"x\"}]}".utf8).write(to: workspace.appendingPathComponent("bad.json"))
        let invalid = try #require(try CommandRunner.run(["--format", "xcode", "--baseline", "bad.json"] + pair, in: workspace))
        #expect(invalid.status == 2)
        #expect(invalid.standardError == "bad.json:1:29: error: a baseline entry needs `rule`\n")
    }

    @Test func theSameFileForBothIsAUsageError() throws {
        let output = try #require(try CommandRunner.run(["--baseline", "b.json", "--write-baseline", "b.json"] + pair,
                                                        in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("xcstrings-audit: error: '--write-baseline' and '--baseline' name the same file"))
    }
}

/// `--disable`, `--enable`, `--severity` and `[audit-ignore]` comments.
@Suite struct RuleControlTests {
    private let warnings = ["Tests/XCStringsAuditTests/Fixtures/warnings/App.xcstrings",
                            "Tests/XCStringsAuditTests/Fixtures/warnings/Widget.xcstrings"]

    @Test func severityMakesAWarningFail() throws {
        let plain = try #require(try CommandRunner.run(warnings, in: repositoryRoot))
        #expect(plain.status == 0)
        let raised = try #require(try CommandRunner.run(["--severity", "needs-review=error"] + warnings, in: repositoryRoot))
        #expect(raised.status == 1)
        #expect(raised.standardOutput.contains(": error: [needs-review] "))
        #expect(raised.standardOutput.hasSuffix("1 error, 0 warnings, 0 notes.\n"))
    }

    @Test func disableRemovesARuleAndEnableBringsItBack() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let disabled = try #require(try CommandRunner.run(["--disable", "widget-only-key,stale-key"] + pair, in: workspace))
        #expect(!disabled.standardOutput.contains("[widget-only-key]") && !disabled.standardOutput.contains("[stale-key]"))
        #expect(disabled.standardOutput.hasSuffix("15 errors, 6 warnings, 2 notes (9 fixable with --fix).\n"))
        let again = try #require(try CommandRunner.run(["--disable", "widget-only-key", "--enable", "widget-only-key"] + pair,
                                                       in: workspace))
        #expect(again.standardOutput.hasSuffix("15 errors, 7 warnings, 2 notes (9 fixable with --fix).\n"))
    }

    @Test(arguments: [
        (["--disable", "stale-keys"], "option '--disable': unknown rule 'stale-keys' (did you mean 'stale-key'?)"),
        // The list is AuditRule.all's, in its order (RuleExampleTests checks that order).
        (["--enable", "everything"], "option '--enable': unknown rule 'everything'; the rules are "
            + AuditRule.all.map(\.identifier).joined(separator: ", ")),
        (["--severity", "needs-review"], "option '--severity' needs RULE=LEVEL such as 'translation-drift=error' (got 'needs-review')"),
        (["--severity", "needs-review=fatal"], "option '--severity': the level of 'needs-review' must be error, warning or note (got 'fatal')"),
        (["--severity", "need-review=error"], "option '--severity': unknown rule 'need-review' (did you mean 'needs-review'?)"),
    ])
    func unknownRulesAndLevelsAreUsageErrors(arguments: [String], message: String) throws {
        let output = try #require(try CommandRunner.run(arguments + pair, in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("xcstrings-audit: error: \(message)\nusage: "))
    }

    /// `--fix` does not copy what rule control turned off or a comment ignores.
    @Test func fixLeavesWhatIsDisabledOrIgnored() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        var text = try String(contentsOf: widget, encoding: .utf8)
        let comment = try #require(text.range(of: "    \"Breathe out\" : {\n      \"comment\" : \""))
        text.insert(contentsOf: "[audit-ignore: missing-translation] ", at: comment.upperBound)
        try Data(text.utf8).write(to: widget)
        let output = try #require(try CommandRunner.run(["--fix", "--dry-run", "--disable", "missing-language"] + pair,
                                                        in: workspace))
        #expect(output.standardOutput.hasPrefix("""
            --fix --dry-run: would copy 4 keys and 3 translations from the app catalog into Widget.xcstrings (nothing written):
              + "%lld minutes left" [en]: one: "%lld minute left", other: "%lld minutes left"
              ~ "Hold" [ja]: "息を止めて" (replaces a unit in state new)
              + "Interval bell": new entry (ar, de, fi, he, ja, ko, pt-BR, zh-Hant)
              + "Next bell in %@": new entry (ar, de, fi, he, ja, ko, pt-BR, zh-Hant)
              + "Warm-up": new entry (ar, de, fi, he, ja, ko, pt-BR, zh-Hant)
              + "Well done, %@": new entry (ar, de, fi, he, ja, ko, pt-BR, zh-Hant)
              + "widget.streak.caption" [en]: "Keep your streak going"

            """), "\(output.standardOutput.prefix(800))")
    }

    /// `[audit-ignore: needs-review]` in the entry's comment skips that rule for that
    /// entry only; `[audit-ignore]` skips every rule; an unknown rule is a warning.
    @Test func catalogCommentsIgnoreRulesForTheirEntry() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        var text = try String(contentsOf: widget, encoding: .utf8)
        /// Adds `comment` to the entry's comment, or gives it one.
        func comment(_ key: String, _ comment: String) throws {
            let entry = try #require(text.range(of: "    \"\(key)\" : {\n"))
            let existing = "      \"comment\" : \""
            if text[entry.upperBound...].hasPrefix(existing) {
                text.insert(contentsOf: comment + " ", at: text.index(entry.upperBound, offsetBy: existing.count))
            } else {
                text.insert(contentsOf: existing + comment + "\",\n", at: entry.upperBound)
            }
        }
        try comment("Resume", "Button title [audit-ignore: needs-review]")
        try comment("Sound", "Settings row [audit-ignore]")
        try comment("Hold", "[audit-ignore: missing-translation, no-such-rule]")
        try Data(text.utf8).write(to: widget)
        let output = try #require(try CommandRunner.run(pair, in: workspace))
        #expect(!output.standardOutput.contains("\"Resume\""))
        #expect(!output.standardOutput.contains("\"Sound\""))
        #expect(!output.standardOutput.contains("\"Hold\" has"))
        // Other rules and other entries are still reported.
        #expect(output.standardOutput.contains("[translation-drift] the widget's de translation of \"Cycle %lld of %lld\""))
        #expect(output.standardOutput.hasSuffix("14 errors, 5 warnings, 2 notes (8 fixable with --fix).\n"))
        #expect(output.standardError.hasPrefix("xcstrings-audit: warning: Widget.xcstrings:"))
        #expect(output.standardError.hasSuffix(": the comment of \"Hold\" ignores 'no-such-rule', which is not a rule; the "
            + "rules are " + AuditRule.all.map(\.identifier).joined(separator: ", ") + "\n"))
    }
}

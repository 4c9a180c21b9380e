import Foundation
import Testing
@testable import XCStringsAudit

private let strings = ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
private let sources = ["--sources", "Strings/WidgetSources"]
private let truncated = [strings[0], "Tests/XCStringsAuditTests/Fixtures/invalid/Truncated.xcstrings"]

/// An unreadable input is reported in the format the command was asked for, so
/// that Xcode, GitHub and a JSON or SARIF reader each see it. (SARIF is checked
/// by structure, not by snapshot: its rule list grows with every rule.)
@Suite struct ErrorsInTheChosenFormatTests {
    @Test(arguments: [
        SnapshotCase(name: "error-xcode", arguments: ["--format", "xcode"] + truncated),
        SnapshotCase(name: "error-github", arguments: ["--format", "github"] + truncated),
        SnapshotCase(name: "error-json", arguments: ["--format", "json"] + truncated),
        SnapshotCase(name: "error-missing-file-xcode", arguments: ["--format", "xcode", strings[0], "NoSuchWidget.xcstrings"]),
    ])
    func snapshot(_ run: SnapshotCase) throws {
        guard let output = try CommandRunner.run(run.arguments, in: repositoryRoot) else { return }
        try CommandRunner.assertSnapshot(run.name, run.arguments, output)
    }

    /// Xcode attaches a message to a file only when the line starts with the place.
    @Test func xcodePutsThePlaceAtTheStartOfTheLine() throws {
        let output = try #require(try CommandRunner.run(["--format", "xcode"] + truncated, in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("Tests/XCStringsAuditTests/Fixtures/invalid/Truncated.xcstrings:9:1: error: "))
    }

    @Test func jsonErrorIsADocumentOnStandardOutput() throws {
        let output = try #require(try CommandRunner.run(["--format", "json"] + truncated, in: repositoryRoot))
        #expect(output.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let error = try #require(document["error"] as? [String: Any])
        #expect(error["file"] as? String == truncated[1])
        #expect(error["line"] as? Int == 9 && error["column"] as? Int == 1)
    }

    @Test func sarifErrorIsAFailedRunWithANotificationAndNoResults() throws {
        let output = try #require(try CommandRunner.run(["--format", "sarif"] + truncated, in: repositoryRoot))
        #expect(output.status == 2)
        let run = try SARIFTests.firstRun(output.standardOutput)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1 && notifications[0]["level"] as? String == "error")
        // No `results`: an empty array would close every alert code scanning has.
        #expect(run["results"] == nil)
    }
}

/// `--format sarif`: valid SARIF 2.1.0, rules from the rule list, fingerprints
/// that survive edits that move lines.
@Suite struct SARIFTests {
    /// The environment variable that names the official SARIF 2.1.0 schema file.
    static let schemaVariable = "XCSTRINGS_AUDIT_SARIF_SCHEMA"
    /// The schema: the file `XCSTRINGS_AUDIT_SARIF_SCHEMA` names, else
    /// `../shared/schemas/sarif-schema-2.1.0.json` beside the package root, as CI has it;
    /// `nil` when neither is there (the schema checks are then skipped, saying so).
    static let schemaURL: URL? = {
        if let path = ProcessInfo.processInfo.environment[schemaVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let beside = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : nil
    }()

    /// `check-jsonschema` on `PATH`, else Python's `jsonschema` module.
    static let validator: [String]? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/check-jsonschema"
            if FileManager.default.isExecutableFile(atPath: candidate) { return [candidate, "--schemafile"] }
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? ["python-jsonschema"] : nil
    }()

    static func firstRun(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                                    sourceLocation: sourceLocation)
        #expect(document["version"] as? String == "2.1.0", sourceLocation: sourceLocation)
        return try #require((document["runs"] as? [[String: Any]])?.first, sourceLocation: sourceLocation)
    }

    /// Validates `file` against the official schema; the validator's output on failure.
    static func validate(_ file: URL, schema: URL, with validator: [String]) throws -> (ok: Bool, output: String) {
        let process = Process()
        let pipe = Pipe()
        if validator == ["python-jsonschema"] {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", """
                import json, sys, jsonschema
                schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
                errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=str)
                for error in errors: print(list(error.absolute_path), error.message)
                sys.exit(1 if errors else 0)
                """, schema.path, file.path]
        } else {
            process.executableURL = URL(fileURLWithPath: validator[0])
            process.arguments = Array(validator.dropFirst()) + [schema.path, file.path]
        }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }

    @Test(.enabled(if: validator != nil && schemaURL != nil,
                   "no SARIF validator or schema: `pip install check-jsonschema` (or jsonschema), and put the schema in ../shared/schemas beside the package or name it in XCSTRINGS_AUDIT_SARIF_SCHEMA; the SARIF schema check is skipped"),
          arguments: [sources + strings, ["--format", "sarif", "--all-keys"] + strings, truncated])
    func theOutputValidatesAgainstTheOfficialSchema(arguments: [String]) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try #require(try CommandRunner.run(["--format", "sarif", "--output", scratch.path] + arguments,
                                                        in: repositoryRoot))
        #expect(output.standardOutput.isEmpty)
        let validation = try Self.validate(scratch, schema: try #require(Self.schemaURL), with: try #require(Self.validator))
        #expect(validation.ok, "\(validation.output)")
    }

    /// A schema named in the environment must be there: a wrong path would otherwise
    /// turn the schema checks into failures that do not say why.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[schemaVariable].map { !$0.isEmpty } ?? false,
                   "XCSTRINGS_AUDIT_SARIF_SCHEMA is not set"))
    func theSchemaTheEnvironmentNamesExists() throws {
        let schema = try #require(Self.schemaURL)
        #expect(FileManager.default.fileExists(atPath: schema.path),
                "\(Self.schemaVariable) names \(schema.path), which does not exist: point it at sarif-schema-2.1.0.json")
    }

    /// A validator that passes everything would make the test above vacuous.
    @Test(.enabled(if: validator != nil && schemaURL != nil, "no SARIF validator or schema; skipped"))
    func theValidatorRejectsABrokenLog() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data(#"{"version": "2.1.0", "runs": [{"results": [{"level": "fatal", "message": {}}]}]}"#.utf8).write(to: scratch)
        #expect(try !Self.validate(scratch, schema: try #require(Self.schemaURL), with: try #require(Self.validator)).ok)
    }

    @Test func rulesComeFromTheRuleListAndResultsCarryLevelPlaceAndFingerprint() throws {
        let output = try #require(try CommandRunner.run(["--format", "sarif"] + sources + strings, in: repositoryRoot))
        #expect(output.status == 1)
        let run = try Self.firstRun(output.standardOutput)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.all.map(\.identifier))
        for rule in rules {
            for field in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[field] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(rule["id"] ?? "") \(field)")
            }
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 24)
        let first = try #require(results.first { $0["ruleId"] as? String == "format-mismatch" })
        #expect(first["level"] as? String == "error")
        #expect(rules[first["ruleIndex"] as? Int ?? -1]["id"] as? String == "format-mismatch")
        let location = try #require(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Strings/Widget/Localizable.xcstrings")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 520)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 9)
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["xcstringsAudit/v1"] }
        #expect(fingerprints.count == results.count)
        #expect(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    /// Lines added above every catalog finding move them all down; the
    /// fingerprints stay the same (and they differ between findings).
    @Test func fingerprintsDoNotDependOnTheLine() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let arguments = ["--format", "sarif", "--sources", "WidgetSources", "App.xcstrings", "Widget.xcstrings"]
        func fingerprints() throws -> [String: [Int]] {
            let output = try #require(try CommandRunner.run(arguments, in: workspace))
            var found: [String: [Int]] = [:]
            for result in try Self.firstRun(output.standardOutput)["results"] as? [[String: Any]] ?? [] {
                let print = (result["partialFingerprints"] as? [String: String])?["xcstringsAudit/v1"] ?? ""
                let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                found[print, default: []].append((region as? [String: Any])?["startLine"] as? Int ?? 0)
            }
            return found
        }
        let before = try fingerprints()
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        var text = try String(contentsOf: widget, encoding: .utf8)
        let anchor = try #require(text.range(of: "\"strings\" : {\n"))
        text.insert(contentsOf: "\n\n\n", at: anchor.upperBound)
        try Data(text.utf8).write(to: widget)
        let after = try fingerprints()
        #expect(Set(before.keys) == Set(after.keys))
        #expect(before.count >= 15, "distinct fingerprints: \(before.count)")
        let moved = before.keys.filter { before[$0] != after[$0] }
        #expect(!moved.isEmpty, "the edit should have moved lines")
    }
}

/// `--format github`: at most 10 error and 10 warning annotations, the rest
/// counted, and a job summary.
@Suite struct GitHubFormatTests {
    @Test func annotationsAreCappedAtTenOfEachWithAFinalCount() throws {
        let workspace = try CommandRunner.generatedWorkspace(keys: 40, reviewed: 15)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = try #require(try CommandRunner.run(["--format", "github", "--all-keys", "App.xcstrings", "Widget.xcstrings"],
                                                        in: workspace))
        #expect(output.status == 1)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count { $0.hasPrefix("::error ") } == 10)
        #expect(lines.count { $0.hasPrefix("::warning ") } == 10)
        // Errors first, then warnings.
        let lastError = try #require(lines.lastIndex { $0.hasPrefix("::error ") })
        let firstWarning = try #require(lines.firstIndex { $0.hasPrefix("::warning ") })
        #expect(lastError < firstWarning)
        #expect(lines[lines.count - 2] == "xcstrings-audit: 15 more errors and 5 more warnings are not annotated (GitHub "
            + "shows 10 of each kind per step); the job summary counts them by rule and language, and --format sarif "
            + "reports every finding to code scanning.")
        #expect(lines.count { $0.contains(": error: [missing-key] ") } == 15)
        #expect(lines.count { $0.contains(": warning: [needs-review] ") } == 5)
        #expect(output.standardError.isEmpty)
    }

    @Test func theJobSummaryIsAppendedAsATableByRuleAndLanguage() throws {
        let workspace = try CommandRunner.generatedWorkspace(keys: 4, reviewed: 2)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let summary = workspace.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let output = try #require(try CommandRunner.run(["--format", "github", "--all-keys", "App.xcstrings", "Widget.xcstrings"],
                                                        in: workspace, environment: ["GITHUB_STEP_SUMMARY": summary.path]))
        #expect(output.status == 1)
        #expect(try String(contentsOf: summary, encoding: .utf8) == """
            earlier step
            ### xcstrings-audit: Widget.xcstrings

            2 errors, 2 warnings, 0 notes (2 fixable with --fix).

            | Rule | Language | Errors | Warnings | Notes |
            |:-----|:---------|-------:|---------:|------:|
            | `missing-key` | — | 2 | 0 | 0 |
            | `needs-review` | de | 0 | 2 | 0 |


            """)
    }

    @Test func aJobSummaryThatCannotBeWrittenIsStatusTwo() throws {
        let output = try #require(try CommandRunner.run(["--format", "github"] + strings, in: repositoryRoot,
                                                        environment: ["GITHUB_STEP_SUMMARY": "/nonexistent/summary.md"]))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: cannot append the job summary to /nonexistent/summary.md "
            + "(GITHUB_STEP_SUMMARY): No such file or directory\n")
    }
}

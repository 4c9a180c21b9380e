import Foundation
import Testing
@testable import XCStringsAudit

private struct Captured {
    var status: Int32
    var output: String
    var error: String
}

private func runInProcess(_ arguments: [String], environment: [String: String] = [:]) -> Captured {
    var output = "", error = ""
    let status = run(arguments: arguments, environment: environment, standardOutput: { output += $0 },
                     standardError: { error += $0 })
    return Captured(status: status, output: output, error: error)
}

/// A fresh copy of the Breathe project fixture in a temporary folder.
private func breatheCopy() throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Breathe"),
                                     to: copy)
    return copy
}

@Suite struct RulesCommandTests {
    @Test func theTableHasEveryRuleInOrder() {
        let result = runInProcess(["rules"])
        #expect(result.status == 0 && result.error.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "rule                       severity  fixable  reads     summary")
        #expect(lines.count == AuditRule.all.count + 1)
        #expect(lines.dropFirst().first == "source-language            error     no       catalogs  "
            + AuditRule.sourceLanguage.summary)
        #expect(lines.dropFirst(2).first == "missing-key                error     yes      catalogs  "
            + AuditRule.missingKey.summary)
        #expect(lines.last == "unlocalized-text           warning   no       code      " + AuditRule.unlocalizedText.summary)
    }

    @Test func jsonCarriesEveryFieldOfEveryRule() throws {
        let result = runInProcess(["rules", "--format=json"])
        #expect(result.status == 0 && result.error.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.all.map(\.identifier))
        for (rule, row) in zip(AuditRule.all, rules) {
            #expect(row["severity"] as? String == rule.severity.rawValue)
            #expect(row["fixable"] as? Bool == rule.isFixable)
            #expect(row["reads"] as? String == (rule.readsCode ? "code" : "catalogs"))
            #expect(row["enabledByDefault"] as? Bool == rule.isEnabledByDefault)
            #expect(row["summary"] as? String == rule.summary)
        }
    }

    @Test func badUsageIsRefusedWithTheSubcommandsOptions() {
        let format = runInProcess(["rules", "--format", "sarif"])
        #expect(format.status == 2)
        #expect(format.error == "xcstrings-audit: error: option '--format' of 'rules' must be text or json (got 'sarif')\n"
            + AuditOptions.usage)
        let unknown = runInProcess(["rules", "--strict"])
        #expect(unknown.error.hasPrefix("xcstrings-audit: error: unknown option '--strict' of 'rules'; its options are "
            + "--format, --help\n"))
        let operand = runInProcess(["rules", "App.xcstrings"])
        #expect(operand.error.hasPrefix("xcstrings-audit: error: 'rules' takes no arguments; unexpected 'App.xcstrings'\n"))
    }

    @Test func aSubcommandsHelpListsItsOptions() {
        let result = runInProcess(["init", "-h"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("xcstrings-audit init — write a starter .xcstrings-audit.json from the project's "
            + "targets and languages.\n\nUSAGE\n  xcstrings-audit init [options] [<project.xcodeproj | folder>]\n"))
        #expect(result.output.hasSuffix("""
            OPTIONS
              --force                       Replace an existing .xcstrings-audit.json.
              --app-target <name>           Project mode: the target to audit against (default:
                                            the one iOS application target).
              --project <name>              Project mode: which .xcodeproj of a folder that
                                            holds several.
              --help, -h                    Show this help.

            """))
    }

    /// A folder named like a subcommand is audited when written as a path, or after `--`.
    @Test func aFolderNamedRulesIsAPathWithDotSlashOrAfterDoubleDash() throws {
        #expect(try AuditOptions(arguments: ["rules"]).action == .listRules)
        let dotted = try AuditOptions(arguments: ["./rules"])
        #expect(dotted.action == .audit && dotted.projectPath == "./rules")
        let dashed = try AuditOptions(arguments: ["--", "init"])
        #expect(dashed.action == .audit && dashed.projectPath == "init")
        // Only the first argument names a subcommand.
        let second = try AuditOptions(arguments: ["--format", "json", "rules"])
        #expect(second.action == .audit && second.projectPath == "rules")
    }
}

@Suite struct InitCommandTests {
    private static let written = """
        {
          "appTarget": "Breathe",
          "skipTargets": [],
          "languages": ["ar", "de", "en"],
          "exclude": [],
          "localizedFunctions": [],
          "severity": {},
          "disable": [],
          "enable": [],
          "reporter": "text"
        }

        """

    @Test func writesTheAppTargetAndLanguagesAndPrintsThem() throws {
        let copy = try breatheCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let result = runInProcess(["init", copy.path])
        #expect(result.status == 0 && result.error.isEmpty)
        let path = copy.appendingPathComponent(".xcstrings-audit.json").path
        #expect(result.output == "xcstrings-audit: wrote \(path) for Breathe.xcodeproj:\n" + Self.written + """

            app target: Breathe
            audited: BreatheWidgetExtension, BreatheIntents
            not audited: BreatheTests (test)
            "languages" lists what the app ships today; a language added later is checked only once it is added
            here, and every language is checked without the field.
            Leave targets out with "skipTargets", rules with "disable"; see Documentation/Configuration.md.

            """)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.written)
        // What it writes is a configuration the audit reads, with every field.
        let configuration = try AuditConfiguration.load(path)
        #expect(configuration.appTarget == "Breathe" && configuration.languages == ["ar", "de", "en"])
        for key in AuditConfiguration.fields { #expect(Self.written.contains("\"\(key)\": "), "init writes \(key)") }
        #expect(runInProcess([copy.path]).status == 1, "the project audits with it")
    }

    @Test func refusesToReplaceAFileUnlessForced() throws {
        let copy = try breatheCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let path = copy.appendingPathComponent(".xcstrings-audit.json").path
        try Data(#"{"disable": ["stale-key"]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let refused = runInProcess(["init", copy.appendingPathComponent("Breathe.xcodeproj").path])
        #expect(refused.status == 2 && refused.output.isEmpty)
        #expect(refused.error == "xcstrings-audit: error: \(path): already exists; edit it, or replace it with "
            + "'xcstrings-audit init --force \(copy.path)/Breathe.xcodeproj'\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"disable": ["stale-key"]}"#)
        let forced = runInProcess(["init", "--force", copy.path])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.written)
    }

    @Test func aFolderWithoutAProjectWritesNothing() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("init-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = runInProcess(["init", empty.path])
        #expect(result.status == 2)
        #expect(result.error == "xcstrings-audit: error: \(empty.path): holds no .xcodeproj; give the folder that holds "
            + "the project (or the .xcodeproj itself), or two catalogs (app, then widget)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    }
}

@Suite struct ScriptInputsTests {
    private static let clean = repositoryRoot.appendingPathComponent("Tests/XCStringsAuditTests/Fixtures/clean").path

    @Test func theInputFilesAreTheCatalogsAndSwiftFilesAreSources() throws {
        let options = try AuditOptions(arguments: ["--format", "xcode"], environment: [
            "SCRIPT_INPUT_FILE_COUNT": "3", "SCRIPT_INPUT_FILE_0": "\(Self.clean)/App.xcstrings",
            "SCRIPT_INPUT_FILE_1": "Widget/View.swift", "SCRIPT_INPUT_FILE_2": "\(Self.clean)/Widget.xcstrings",
        ])
        #expect(options.appCatalog == "\(Self.clean)/App.xcstrings")
        #expect(options.widgetCatalog == "\(Self.clean)/Widget.xcstrings")
        #expect(options.sources == ["Widget/View.swift"])
    }

    @Test func fileListsFollowTheFilesSkippingCommentsAndBlankLines() throws {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-\(UUID().uuidString).xcfilelist")
        defer { try? FileManager.default.removeItem(at: list) }
        try Data("# the widget\n\n  \(Self.clean)/Widget.xcstrings  \n".utf8).write(to: list)
        let environment = ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": "\(Self.clean)/App.xcstrings",
                           "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path]
        let result = runInProcess(["--format", "xcode"], environment: environment)
        #expect(result.status == 0 && result.output.isEmpty && result.error.isEmpty)
        // Arguments win: the phase's inputs are read only when none are given.
        let options = try AuditOptions(arguments: ["a.xcstrings", "b.xcstrings"], environment: environment)
        #expect(options.appCatalog == "a.xcstrings")
    }

    @Test(arguments: [
        (["SCRIPT_INPUT_FILE_COUNT": "two"], "SCRIPT_INPUT_FILE_COUNT must be a number of inputs (got 'two')"),
        (["SCRIPT_INPUT_FILE_COUNT": "1"], "SCRIPT_INPUT_FILE_0 is not set, though the count says it is; run the tool "
            + "from the Run Script phase that lists it, or give the inputs as arguments"),
        (["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/nonexistent/inputs.xcfilelist"],
         "cannot read the input file list /nonexistent/inputs.xcfilelist (SCRIPT_INPUT_FILE_LIST_0)"),
        (["SCRIPT_INPUT_FILE_COUNT": "0"], "missing the app catalog and the widget catalog (the Run Script phase's input "
            + "files have none: add both catalogs to its Input Files)"),
    ])
    func aBrokenPhaseIsAUsageError(environment: [String: String], message: String) {
        let result = runInProcess([], environment: environment)
        #expect(result.status == 2)
        #expect(result.error == "xcstrings-audit: error: \(message)\n" + AuditOptions.usage)
    }
}

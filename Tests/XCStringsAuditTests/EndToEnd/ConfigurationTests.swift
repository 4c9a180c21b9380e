import Foundation
import Testing
@testable import XCStringsAudit

/// `.xcstrings-audit.json`: found from the catalog's directory upwards (up to the
/// repository root) or given with `--config`; every problem has its place.
@Suite struct ConfigurationTests {
    /// `repo/.git`, `repo/.xcstrings-audit.json` (when `configuration` is given) and
    /// the warnings fixture pair in `repo/Catalogs/`.
    private func repository(_ configuration: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-config-\(UUID().uuidString)")
        let catalogs = root.appendingPathComponent("repo/Catalogs")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        for name in ["App", "Widget"] {
            try FileManager.default.copyItem(
                at: CommandRunner.fixtures.appendingPathComponent("warnings/\(name).xcstrings"),
                to: catalogs.appendingPathComponent("\(name).xcstrings"))
        }
        if let configuration {
            try Data(configuration.utf8).write(to: root.appendingPathComponent("repo/.xcstrings-audit.json"))
        }
        return root
    }

    private let pair = ["Catalogs/App.xcstrings", "Catalogs/Widget.xcstrings"]

    @Test func theFileIsFoundUpwardsAndItsSettingsApply() throws {
        let root = try repository(#"{"severity": {"needs-review": "error"}, "languages": ["ja"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try #require(try CommandRunner.run(pair, in: root.appendingPathComponent("repo")))
        #expect(output.status == 1)
        #expect(output.standardOutput.hasSuffix("1 error, 0 warnings, 0 notes.\n"))
        // The command line comes after the file.
        let overridden = try #require(try CommandRunner.run(["--severity", "needs-review=note"] + pair,
                                                            in: root.appendingPathComponent("repo")))
        #expect(overridden.status == 0)
        #expect(overridden.standardOutput.hasSuffix("0 errors, 0 warnings, 1 note.\n"))
        // The file's languages are replaced by --languages.
        // Only ar was audited: the all-clear says so rather than vouching for every language.
        let languages = try #require(try CommandRunner.run(["--languages", "ar"] + pair, in: root.appendingPathComponent("repo")))
        #expect(languages.standardOutput == "No findings (language ar).\n")
    }

    /// A configuration above the repository root (a `.git` directory) is not used.
    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let root = try repository(nil)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"unknown": true}"#.utf8).write(to: root.appendingPathComponent(".xcstrings-audit.json"))
        let output = try #require(try CommandRunner.run(pair, in: root.appendingPathComponent("repo")))
        #expect(output.status == 0)
        #expect(output.standardError == "")
    }

    @Test func disableAndEnableInTheFile() throws {
        let root = try repository(#"{"disable": ["needs-review"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try #require(try CommandRunner.run(pair, in: root.appendingPathComponent("repo")))
        #expect(output.standardOutput == "No findings: the widget catalog has every key and translation it needs.\n")
        let enabled = try #require(try CommandRunner.run(["--enable", "needs-review"] + pair, in: root.appendingPathComponent("repo")))
        #expect(enabled.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes.\n"))
    }

    @Test(arguments: [
        ("{\n  \"severity\": {},\n  \"disbale\": [\"stale-key\"]\n}\n",
         ".xcstrings-audit.json:3:3: unknown field 'disbale' (did you mean 'disable'?); the fields are "
            + "localizedFunctions, languages, reporter, disable, enable, severity, appTarget, skipTargets, exclude"),
        ("{\"disable\": [\"stale-keys\"]}", ".xcstrings-audit.json:1:14: unknown rule 'stale-keys' (did you mean 'stale-key'?)"),
        ("{\"severity\": {\"needs-review\": \"fatal\"}}",
         ".xcstrings-audit.json:1:31: the severity of 'needs-review' must be \"error\", \"warning\" or \"note\""),
        ("{\"languages\": \"ar\"}", ".xcstrings-audit.json:1:15: `languages` must be an array of strings, found a string"),
        ("{\"languages\": [\"a r\"]}", ".xcstrings-audit.json:1:15: `languages`: 'a r' is not a language code; use codes "
            + "as the catalog writes them, such as 'de', 'pt-BR' or 'zh-Hant'"),
        ("{\"appTarget\": 3}", ".xcstrings-audit.json:1:15: `appTarget` must be a target name, found a number"),
        ("{\"reporter\": \"yaml\"}", ".xcstrings-audit.json:1:14: `reporter` must be one of \"text\", \"json\", \"xcode\", "
            + "\"github\", \"sarif\", \"junit\", \"checkstyle\", \"codeclimate\", \"markdown\", \"html\", found \"yaml\""),
        ("{\"reporter\": [\"json\"]}", ".xcstrings-audit.json:1:14: `reporter` must be one of \"text\", \"json\", \"xcode\", "
            + "\"github\", \"sarif\", \"junit\", \"checkstyle\", \"codeclimate\", \"markdown\", \"html\", found an array"),
        ("{\"exclude\": [\"a\",]}", ".xcstrings-audit.json:1:18: trailing comma; remove the comma before ']'"),
        ("{\"exclude\": [], \"exclude\": []}", ".xcstrings-audit.json:1:17: duplicate key \"exclude\"; it first appears at 1:2"),
        ("[]", ".xcstrings-audit.json:1:1: expected a JSON object with the fields "
            + "localizedFunctions, languages, reporter, disable, enable, severity, appTarget, skipTargets, exclude, found an array"),
        ("{\"languages\": [\"ar\"", ".xcstrings-audit.json:1:20: unexpected end of file, expected ',' or ']'"),
    ])
    func problemsAreStatusTwoWithThePlace(configuration: String, message: String) throws {
        let root = try repository(configuration)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try #require(try CommandRunner.run(pair, in: root.appendingPathComponent("repo")))
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "xcstrings-audit: error: \(message)\n")
    }

    /// `reporter` in the file chooses the format, also of an error; `--reporter`
    /// (or `--format`) on the command line wins.
    @Test func theFilesReporterAppliesUnlessTheCommandLineNamesOne() throws {
        let root = try repository(#"{"reporter": "checkstyle"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let repo = root.appendingPathComponent("repo")
        let output = try #require(try CommandRunner.run(pair, in: repo))
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"))
        let chosen = try #require(try CommandRunner.run(["--format", "json"] + pair, in: repo))
        #expect(chosen.standardOutput.hasPrefix("{\n  \"version\": 1,"))
        let broken = try #require(try CommandRunner.run(["Catalogs/App.xcstrings", "Catalogs/None.xcstrings"], in: repo))
        #expect(broken.status == 2)
        #expect(broken.standardOutput.contains("<file name=\"Catalogs/None.xcstrings\">"))
    }

    @Test func aConfiguredLanguageNeitherCatalogHasNamesTheFile() throws {
        let root = try repository(#"{"languages": ["ja", "xx"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try #require(try CommandRunner.run(pair, in: root.appendingPathComponent("repo")))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: `languages` in .xcstrings-audit.json: 'xx' is in neither "
            + "catalog; the catalogs have ar, en, he, ja\n")
    }

    @Test func configNamesTheFileAndAMissingOneIsAnError() throws {
        let root = try repository(nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let repo = root.appendingPathComponent("repo")
        try Data(#"{"severity": {"needs-review": "error"}}"#.utf8).write(to: repo.appendingPathComponent("ci.json"))
        let named = try #require(try CommandRunner.run(["--config", "ci.json"] + pair, in: repo))
        #expect(named.status == 1)
        let missing = try #require(try CommandRunner.run(["--format", "xcode", "--config", "none.json"] + pair, in: repo))
        #expect(missing.status == 2)
        #expect(missing.standardError == "none.json: error: no such configuration file\n")
    }

    /// Every field reaches the options, for project mode to use.
    @Test func everyFieldIsParsed() throws {
        let text = """
            {"appTarget": "Mindful", "skipTargets": ["Watch"], "languages": ["ar", "he"], "exclude": ["**/Generated/**"],
             "localizedFunctions": ["L10n.tr"], "severity": {"stale-key": "error"}, "disable": ["widget-only-key"],
             "enable": ["needs-review"]}
            """
        let configuration = try AuditConfiguration(try PositionedJSON.parse(Array(text.utf8), path: "c.json"), path: "c.json")
        var options = AuditOptions()
        options.localizedFunctions = ["tr"]
        options.ruleControl.settings = [.enable(.widgetOnlyKey)]
        options.apply(configuration)
        #expect(options.appTarget == "Mindful")
        #expect(options.skipTargets == ["Watch"])
        #expect(options.languages == ["ar", "he"])
        #expect(options.excludes == ["**/Generated/**"])
        #expect(options.localizedFunctions == ["L10n.tr", "tr"])
        #expect(options.ruleControl.settings == [.severity(.staleKey, .error), .disable(.widgetOnlyKey), .enable(.needsReview),
                                                 .enable(.widgetOnlyKey)])
        #expect(options.ruleControl.isEnabled(.widgetOnlyKey))
        #expect(options.ruleControl.severity(of: .staleKey) == .error)
        #expect(options.configurationPath == "c.json")
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

private let strings = ["Strings/App/Localizable.xcstrings", "Strings/Widget/Localizable.xcstrings"]
private let pair = ["--sources", "Strings/WidgetSources"] + strings
private let breathe = "Tests/XcodeProjectTests/Fixtures/Breathe"
private let truncated = [strings[0], "Tests/XCStringsAuditTests/Fixtures/invalid/Truncated.xcstrings"]
private let documentFormats = ["junit", "checkstyle", "codeclimate", "markdown", "html"]

/// `--reporter junit|checkstyle|codeclimate|markdown|html`: each format's exact
/// output on the example pair (pair mode), the Breathe project (project mode) and
/// an unreadable input, then what each reader needs of it.
@Suite struct ReporterSnapshotTests {
    static let cases: [SnapshotCase] = documentFormats.flatMap { format in [
        SnapshotCase(name: "reporter-\(format)-pair", arguments: ["--reporter", format] + pair),
        SnapshotCase(name: "reporter-\(format)-project", arguments: ["--reporter", format, breathe]),
        SnapshotCase(name: "reporter-\(format)-error", arguments: ["--format", format] + truncated),
    ] }

    @Test(arguments: cases)
    func snapshot(_ run: SnapshotCase) throws {
        guard let output = try CommandRunner.run(run.arguments, in: repositoryRoot) else { return }
        try CommandRunner.assertSnapshot(run.name, run.arguments, output)
    }
}

/// The JUnit and Checkstyle documents are well-formed XML whose counts agree with
/// the findings; the Code Climate report has what GitLab requires.
@Suite struct ReporterStructureTests {
    /// The findings of a run as `--reporter json` lists them.
    static func jsonFindings(_ arguments: [String], in directory: URL = repositoryRoot,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        let output = try #require(try CommandRunner.run(["--reporter", "json"] + arguments, in: directory),
                                  sourceLocation: sourceLocation)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any],
                                    sourceLocation: sourceLocation)
        return try #require(document["findings"] as? [[String: Any]], sourceLocation: sourceLocation)
    }

    static func xml(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLElement {
        let document = try XMLDocument(data: Data(text.utf8), options: [])
        return try #require(document.rootElement(), sourceLocation: sourceLocation)
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test(arguments: [pair, [breathe], ["--strict"] + pair])
    func junitCountsAgreeWithTheFindings(arguments: [String]) throws {
        let output = try #require(try CommandRunner.run(["--reporter", "junit"] + arguments, in: repositoryRoot))
        #expect(output.status == 1)
        let root = try Self.xml(output.standardOutput)
        #expect(root.name == "testsuites")
        let findings = try Self.jsonFindings(arguments)
        let strict = arguments.contains("--strict")
        let failing = findings.filter { $0["severity"] as? String == "error" || (strict && $0["severity"] as? String == "warning") }
        let suites = root.elements(forName: "testsuite")
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.count == findings.count)
        #expect(Self.attribute(root, "tests") == String(cases.count))
        #expect(Self.attribute(root, "failures") == String(failing.count))
        #expect(Self.attribute(root, "errors") == "0")
        for suite in suites {
            let suiteCases = suite.elements(forName: "testcase")
            #expect(Self.attribute(suite, "tests") == String(suiteCases.count))
            #expect(Self.attribute(suite, "failures") == String(suiteCases.count { !$0.elements(forName: "failure").isEmpty }))
        }
        // Every failing finding is a <failure> whose message is the finding's, in order.
        let failures = cases.flatMap { $0.elements(forName: "failure") }
        #expect(failures.map { Self.attribute($0, "message") } == failing.map { $0["message"] as? String })
        #expect(cases.map { Self.attribute($0, "file") } == findings.map { $0["file"] as? String })
        #expect(cases.map { Self.attribute($0, "line") } == findings.map { ($0["line"] as? Int).map(String.init) })
    }

    @Test func junitNamesEveryTargetAndAPassingCaseForACleanOne() throws {
        let root = try Self.xml(try #require(try CommandRunner.run(
            ["--reporter", "junit", "--target", "BreatheIntents", "--languages", "ar", breathe], in: repositoryRoot)).standardOutput)
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == ["BreatheIntents"])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { Self.attribute($0, "name") } == ["missing-key: \"Stop session\" in Localizable"])
        let clean = try Self.xml(try #require(try CommandRunner.run(
            ["--reporter", "junit", "Tests/XCStringsAuditTests/Fixtures/clean/App.xcstrings",
             "Tests/XCStringsAuditTests/Fixtures/clean/Widget.xcstrings"], in: repositoryRoot)).standardOutput)
        #expect(Self.attribute(clean, "tests") == "1" && Self.attribute(clean, "failures") == "0")
        #expect(clean.elements(forName: "testsuite").first?.elements(forName: "testcase").first
            .flatMap { Self.attribute($0, "name") } == "no findings")
    }

    @Test(arguments: [pair, [breathe]])
    func checkstyleHasAnErrorPerFindingInItsFile(arguments: [String]) throws {
        let output = try #require(try CommandRunner.run(["--reporter", "checkstyle"] + arguments, in: repositoryRoot))
        let root = try Self.xml(output.standardOutput)
        #expect(root.name == "checkstyle" && Self.attribute(root, "version") == "4.3")
        let findings = try Self.jsonFindings(arguments)
        var reported: [String: [String]] = [:], expected: [String: [String]] = [:]
        for file in root.elements(forName: "file") {
            for error in file.elements(forName: "error") {
                reported[Self.attribute(file, "name") ?? "", default: []].append(
                    [Self.attribute(error, "line"), Self.attribute(error, "column"), Self.attribute(error, "severity"),
                     Self.attribute(error, "source")].map { $0 ?? "-" }.joined(separator: " "))
            }
        }
        for finding in findings {
            let severity = finding["severity"] as? String == "note" ? "info" : finding["severity"] as? String ?? ""
            expected[finding["file"] as? String ?? "", default: []].append(
                "\(finding["line"] as? Int ?? 0) \(finding["column"] as? Int ?? 0) \(severity) \(finding["rule"] as? String ?? "")")
        }
        #expect(reported == expected)
    }

    @Test(arguments: [pair, [breathe]])
    func codeClimateIssuesHaveWhatGitLabRequires(arguments: [String]) throws {
        let output = try #require(try CommandRunner.run(["--reporter", "codeclimate"] + arguments, in: repositoryRoot))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let findings = try Self.jsonFindings(arguments)
        #expect(issues.count == findings.count)
        for (issue, finding) in zip(issues, findings) {
            #expect(issue["type"] as? String == "issue")
            #expect(issue["check_name"] as? String == finding["rule"] as? String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == finding["file"] as? String)
            #expect((location["lines"] as? [String: Any])?["begin"] as? Int == finding["line"] as? Int)
            #expect((issue["description"] as? String)?.hasSuffix(finding["message"] as? String ?? "-") == true)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == issues.count && Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    /// The fingerprint does not depend on the line: GitLab compares the merge
    /// request's issues with the base branch's by it.
    @Test func codeClimateFingerprintsSurviveMovedLines() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let arguments = ["--reporter", "codeclimate", "App.xcstrings", "Widget.xcstrings"]
        func fingerprints() throws -> [String: Int] {
            let output = try #require(try CommandRunner.run(arguments, in: workspace))
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
            var lines: [String: Int] = [:]
            for issue in issues {
                lines[issue["fingerprint"] as? String ?? ""] = ((issue["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int
            }
            return lines
        }
        let before = try fingerprints()
        let widget = workspace.appendingPathComponent("Widget.xcstrings")
        let text = try String(contentsOf: widget, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"strings\" : {", with: "\"strings\" : {\n\n\n").utf8).write(to: widget)
        let after = try fingerprints()
        #expect(Set(after.keys) == Set(before.keys))
        // Three lines down, but a whole-catalog finding at 1:1.
        #expect(after.keys.allSatisfy { before[$0] == 1 ? after[$0] == 1 : after[$0] == before[$0].map { $0 + 3 } })
        #expect(after.keys.count { before[$0] != 1 } > 5)
    }

    @Test func markdownStaysWithinAComment() throws {
        let workspace = try CommandRunner.generatedWorkspace(keys: 3000, reviewed: 0)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = try #require(try CommandRunner.run(["--reporter", "markdown", "--all-keys", "App.xcstrings", "Widget.xcstrings"],
                                                        in: workspace))
        #expect(output.status == 1)
        #expect(output.standardOutput.utf8.count < 65_536)
        #expect(output.standardOutput.contains("| Widget.xcstrings | missing-key \u{D7}3000 | \u{2713} |"))
        let listed = output.standardOutput.components(separatedBy: "\n- **error** ").count - 1
        #expect(listed > 100)
        #expect(output.standardOutput.contains("\n\(3000 - listed) more findings are not listed (a comment holds 65,536 characters)"))
    }

    /// With `--baseline`, the comment and the page say how many known findings they leave out.
    @Test func markdownAndHTMLSayWhatTheBaselineHoldsBack() throws {
        let workspace = try CommandRunner.stringsWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let pair = ["App.xcstrings", "Widget.xcstrings"]
        let recorded = try #require(try CommandRunner.run(["--write-baseline", "b.json"] + pair, in: workspace))
        #expect(recorded.status == 0)
        let markdown = try #require(try CommandRunner.run(["--reporter", "markdown", "--baseline", "b.json"] + pair, in: workspace))
        #expect(markdown.status == 0)
        #expect(markdown.standardOutput.hasPrefix("### xcstrings-audit: No findings: the widget catalog has every key and "
            + "translation it needs.\n\nOnly findings new since the baseline b.json: 14 known findings are not shown, "
            + "0 of its entries are gone.\n\n"))
        let html = try #require(try CommandRunner.run(["--reporter", "html", "--baseline", "b.json"] + pair, in: workspace))
        #expect(html.standardOutput.contains("<p class=\"baseline\">Only findings new since the baseline <bdi>b.json</bdi>: "
            + "14 known findings are not shown, 0 of its entries are gone.</p>\n"))
    }

    @Test(arguments: documentFormats)
    func errorsWithoutAFileArePlacedInWhatWasAudited(format: String) throws {
        let arguments = ["--reporter", format, strings[0], strings[0]]
        let output = try #require(try CommandRunner.run(arguments, in: repositoryRoot))
        #expect(output.status == 2)
        #expect(output.standardError == "xcstrings-audit: error: Strings/App/Localizable.xcstrings: the app catalog and the "
            + "widget catalog are given twice; if one catalog is a member of both the app and the widget target (a shared "
            + "catalog), audit the Xcode project instead (xcstrings-audit PATH/App.xcodeproj): it checks the keys the "
            + "widget's code uses. Otherwise give the app's catalog first, then the widget's\n")
        #expect(output.standardOutput.contains("the app catalog and the widget catalog are given twice"))
        if format == "junit" || format == "checkstyle" { _ = try Self.xml(output.standardOutput) }
    }
}

/// Keys and paths that try to break out of every new format: markup, table cells,
/// CDATA ends, line breaks that start workflow commands, `##[` commands, mentions.
@Suite struct ReporterInjectionTests {
    static let keys = [
        "<script>alert(1)</script> & \"q\" ]]> | `tick` @octocat",
        "line\nbreak\r\n::error title=x::injected ##[error]boom",
        "**b** _i_ [l](javascript:alert(1)) <img src=x onerror=alert(1)> $x$ ~~s~~ #1 :tada: \\",
    ]
    /// A folder name with the same weapons, a line break included.
    static let folder = "W<i>&\"d|`@team ##[warning]x\n::error::boom ]]>"

    /// `App.xcstrings` with the keys in German; the widget catalog, in ``folder``,
    /// lacks the first one's German, the second one entirely, and words the third differently.
    static func workspace() throws -> (directory: URL, arguments: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-hostile-\(UUID().uuidString)")
        let widgetFolder = directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: widgetFolder, withIntermediateDirectories: true)
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        func catalog(_ strings: [String: Any]) throws -> Data {
            try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"],
                                       options: [.sortedKeys])
        }
        try catalog(Dictionary(uniqueKeysWithValues: keys.map { ($0, ["localizations": ["de": unit($0 + " (de)")]]) }))
            .write(to: directory.appendingPathComponent("App.xcstrings"))
        try catalog([keys[0]: ["localizations": ["en": unit(keys[0])]] as [String: Any],
                     keys[2]: ["localizations": ["de": unit(keys[2] + " @here (anders)")]]])
            .write(to: widgetFolder.appendingPathComponent("Localizable.xcstrings"))
        return (directory, ["--all-keys", "App.xcstrings", folder + "/Localizable.xcstrings"])
    }

    /// No line a CI runner could take for a command: GitHub's `::name …` at the
    /// start of a line (after blanks) and `##[name]` anywhere.
    static func expectNoRunnerCommands(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "a line starts a workflow command: \(line)",
                    sourceLocation: sourceLocation)
        }
        #expect(!text.contains("##["), sourceLocation: sourceLocation)
    }

    @Test(arguments: documentFormats)
    func noValueBreaksTheDocumentOrGivesACommand(format: String) throws {
        let (directory, arguments) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try #require(try CommandRunner.run(["--reporter", format] + arguments, in: directory))
        #expect(output.status == 1)
        Self.expectNoRunnerCommands(output.standardOutput)
        let findings = try ReporterStructureTests.jsonFindings(arguments, in: directory)
        #expect(findings.count == 3)  // missing-translation, missing-key, translation-drift
        let messages = findings.compactMap { $0["message"] as? String }
        switch format {
        case "junit":
            let root = try ReporterStructureTests.xml(output.standardOutput)
            let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
            #expect(cases.count == findings.count)
            // Read back as written: line breaks and quotes are character references, not markup.
            let read = cases.map { ($0.elements(forName: "failure").first ?? $0.elements(forName: "system-out").first)?.stringValue ?? "" }
            #expect(zip(read, messages).allSatisfy { $0.hasSuffix($1) })
            #expect(cases.contains { ReporterStructureTests.attribute($0, "name") == "missing-key: \"\(Self.keys[1])\"" })
            #expect(cases.allSatisfy { ReporterStructureTests.attribute($0, "file") == Self.folder + "/Localizable.xcstrings" })
        case "checkstyle":
            let root = try ReporterStructureTests.xml(output.standardOutput)
            let files = root.elements(forName: "file")
            #expect(files.map { ReporterStructureTests.attribute($0, "name") } == [Self.folder + "/Localizable.xcstrings"])
            #expect(files.flatMap { $0.elements(forName: "error") }.map { ReporterStructureTests.attribute($0, "message") } == messages)
        case "codeclimate":
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
            #expect(issues.compactMap { $0["description"] as? String } == messages)
        case "markdown":
            try Self.expectInertMarkdown(output.standardOutput)
        default:
            // The DOM is checked in Chromium (HTMLReporterTests); here, that nothing
            // of the values is markup: every `<` starts one of the page's own tags.
            let own = try NSRegularExpression(pattern: "<(/?)(!DOCTYPE|html|head|meta|title|style|body|header|h[1-4]|p|section|table|thead|tbody|tr|th|td|a|ul|ol|li|span|code|bdi|q|i)[ >]")
            let text = output.standardOutput
            let all = text.components(separatedBy: "<").count - 1
            #expect(own.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) == all)
        }
    }

    /// Markdown: every `<` is escaped but in the document's own tags, every table row
    /// has as many cells as the heading, and no `@name` is a mention.
    static func expectInertMarkdown(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ownTags = ["<details>", "</details>", "<summary>", "</summary>", "<b>", "</b>"]
        var rest = Substring(text)
        while let index = rest.firstIndex(of: "<") {
            let before = rest[..<index].last
            let tail = rest[index...]
            #expect(before == "\\" || ownTags.contains { tail.hasPrefix($0) }, "raw '<' at: \(tail.prefix(30))",
                    sourceLocation: sourceLocation)
            rest = rest[rest.index(after: index)...]
        }
        func cells(_ line: Substring) -> Int {
            var count = 0, escaped = false
            for character in line {
                if character == "|" && !escaped { count += 1 }
                escaped = character == "\\" && !escaped
            }
            return count
        }
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") || $0.hasPrefix("|:") }
        #expect(rows.count >= 3, sourceLocation: sourceLocation)
        #expect(Set(rows.map(cells)).count == 1, "table rows differ in cells: \(rows)", sourceLocation: sourceLocation)
        let mention = try NSRegularExpression(pattern: "@[A-Za-z0-9_]")
        #expect(mention.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) == 0,
                sourceLocation: sourceLocation)
        #expect(text.components(separatedBy: "<details>").count == text.components(separatedBy: "</details>").count,
                sourceLocation: sourceLocation)
    }
}

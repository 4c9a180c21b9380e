/// `--reporter junit`: JUnit XML as GitLab's test reports, Jenkins' `junit` step
/// and GitHub test-report actions read it.
///
/// A `<testsuite>` per target (pair mode: one, named by the widget catalog) and a
/// `<testcase>` per finding, named by what identifies the finding across edits
/// (rule, key, language, table: ``FindingIdentity``'s fields), so that a test's
/// history follows it while lines move; `file` and `line` give its place. A
/// finding that fails the audit (an error; a warning with `--strict`) is a
/// `<failure>`; the others pass, their text in `<system-out>`. A target without
/// findings has one passing test case, `no findings`, so that every audited target
/// shows and a clean run is not an empty report.
///
/// ```xml
/// <testsuites name="xcstrings-audit" tests="2" failures="1" errors="0" skipped="0">
///   <testsuite name="Widget/Localizable.xcstrings" tests="2" failures="1" errors="0" skipped="0">
///     <testcase name="missing-translation: &quot;Hold&quot; (ja)" classname="Widget/Localizable.xcstrings" file="…" line="713">
///       <failure type="missing-translation" message="…">Widget/Localizable.xcstrings:713:9: error: [missing-translation] …</failure>
///     </testcase>
/// ```
///
/// A run that could not audit is one suite, `xcstrings-audit`, with a test case
/// per error, each an `<error>` (counted in `errors`).
struct JUnitReporter: Reporter {
    func render(_ contents: ReportContents) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        guard contents.errors.isEmpty else {
            let count = contents.errors.count
            output += "<testsuites name=\"xcstrings-audit\" tests=\"\(count)\" failures=\"0\" errors=\"\(count)\" skipped=\"0\">\n"
            output += "  <testsuite name=\"xcstrings-audit\" tests=\"\(count)\" failures=\"0\" errors=\"\(count)\" skipped=\"0\">\n"
            for error in contents.errors {
                output += "    <testcase name=\"\(ReportEscaping.xml("input error" + (error.path.map { ": " + $0 } ?? ""), attribute: true))\""
                    + " classname=\"xcstrings-audit\"" + Self.place(error.path, error.line) + ">\n"
                output += "      <error type=\"input-error\" message=\"\(ReportEscaping.xml(error.message, attribute: true))\">"
                    + ReportEscaping.xml(error.placePrefix + error.message) + "</error>\n"
                output += "    </testcase>\n"
            }
            return output + "  </testsuite>\n</testsuites>\n"
        }
        let findings = contents.findings
        let tests = contents.targets.reduce(0) { $0 + max($1.findings.count, 1) }
        let failures = findings.count(where: contents.fails)
        output += "<testsuites name=\"xcstrings-audit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for target in contents.targets {
            let name = ReportEscaping.xml(target.name, attribute: true)
            let targetFailures = target.findings.count(where: contents.fails)
            output += "  <testsuite name=\"\(name)\" tests=\"\(max(target.findings.count, 1))\" failures=\"\(targetFailures)\""
                + " errors=\"0\" skipped=\"0\">\n"
            if target.findings.isEmpty {
                output += "    <testcase name=\"no findings\" classname=\"\(name)\"/>\n"
            }
            for finding in target.findings {
                output += "    <testcase name=\"\(ReportEscaping.xml(Self.testName(finding), attribute: true))\" classname=\"\(name)\""
                    + Self.place(finding.file, finding.line) + ">\n"
                let line = ReportEscaping.xml(String(FindingFormatter.line(finding).dropLast()))
                if contents.fails(finding) {
                    output += "      <failure type=\"\(finding.rule.identifier)\" message=\"\(ReportEscaping.xml(finding.message, attribute: true))\">"
                        + line + "</failure>\n"
                } else {
                    output += "      <system-out>\(line)</system-out>\n"
                }
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    /// ` file="…" line="…"`, or what of it is known.
    private static func place(_ path: String?, _ line: Int?) -> String {
        guard let path else { return "" }
        return " file=\"\(ReportEscaping.xml(path, attribute: true))\"" + (line.map { " line=\"\($0)\"" } ?? "")
    }

    /// `missing-translation: "Hold" (ja) in Widgets`, `missing-language: de`: the
    /// rule, the key, the language, the table (project mode); a finding in the
    /// widget's code names its file and line instead of a key.
    static func testName(_ finding: AuditFinding) -> String {
        var name = finding.rule.identifier
        var parts: [String] = []
        if let key = finding.key { parts.append("\"\(key)\"") }
        if let language = finding.language { parts.append(finding.key == nil ? language : "(\(language))") }
        if finding.rule.readsCode {
            parts.append("at \(finding.file):\(finding.line)")
        } else if let table = finding.table {
            parts.append("in \(table)")
        }
        if !parts.isEmpty { name += ": " + parts.joined(separator: " ") }
        return name
    }
}

/// `--reporter markdown`: a pull-request (or merge-request) comment.
///
/// A summary heading; a table of what each target lacks in each language
/// (``ReportMatrix``); then the findings, target by target and language by
/// language, each group folded in a `<details>` whose summary counts it. Every
/// value is escaped (``ReportEscaping/markdown(_:)``): a key cannot add markup,
/// break the table or mention anyone.
///
/// ```markdown
/// ### xcstrings-audit: 15 errors, 7 warnings, 2 notes (9 fixable with --fix)
///
/// | Target | every language | ar | de |
/// |:--|:--|:--|:--|
/// | Widget/Localizable\.xcstrings | missing\-key ×5 | plural\-categories | ✓ |
///
/// <details>
/// <summary><b>Widget/Localizable.xcstrings</b> · ar: 1 error</summary>
///
/// - **error** `plural-categories` Widget/Localizable\.xcstrings\:54\:9 — the ar plural …
///
/// </details>
/// ```
///
/// A comment holds at most 65,536 characters on GitHub: the findings listed stop
/// before ``budget`` bytes, and a line says how many more there are (the table
/// counts them all).
struct MarkdownReporter: Reporter {
    /// The document's size, in UTF-8 bytes, after which findings are no longer listed.
    var budget = 60_000

    func render(_ contents: ReportContents) -> String {
        guard contents.errors.isEmpty else {
            var output = "### xcstrings-audit: the audit could not run\n\n"
            for error in contents.errors + contents.notices {
                output += "- **\(error.level.rawValue)** " + ReportEscaping.markdown(error.placePrefix + error.message) + "\n"
            }
            return output + "\nNothing was audited: fix the input above and run again.\n"
        }
        var output = "### xcstrings-audit: \(contents.summary)\n\n"
        if let baseline = contents.baseline, let counts = contents.baselineCounts {
            output += "Only findings new since the baseline " + ReportEscaping.markdown(baseline.path) + ": \(counts).\n\n"
        }
        let matrix = ReportMatrix(contents)
        output += "What each target lacks, by language (*\(ReportMatrix.everyLanguage)*: a whole key, or the widget's code):\n\n"
        output += "| Target | " + matrix.columns.map { ReportEscaping.markdown(ReportMatrix.heading($0)) }.joined(separator: " | ") + " |\n"
        output += "|:--|" + String(repeating: ":--|", count: matrix.columns.count) + "\n"
        for (row, target) in contents.targets.enumerated() {
            let cells = matrix.cells[row].map { cell in
                cell.items.isEmpty ? "\u{2713}" : cell.items.map(ReportEscaping.markdown).joined(separator: ", ")
            }
            output += "| " + ReportEscaping.markdown(target.name) + " | " + cells.joined(separator: " | ") + " |\n"
        }
        output += "\n"

        var omitted = 0
        for (row, target) in contents.targets.enumerated() {
            for (column, language) in matrix.columns.enumerated() {
                let cell = matrix.cells[row][column]
                guard !cell.findings.isEmpty else { continue }
                if output.utf8.count >= budget {
                    omitted += cell.findings.count
                    continue
                }
                output += "<details>\n<summary><b>" + ReportEscaping.markdownHTML(target.name) + "</b> \u{B7} "
                    + ReportEscaping.markdownHTML(ReportMatrix.heading(language)) + ": "
                    + Self.counts(cell.findings.map { target.findings[$0] }) + "</summary>\n\n"
                for (listed, index) in cell.findings.enumerated() {
                    let line = Self.line(target.findings[index], contents)
                    if output.utf8.count + line.utf8.count + 16 > budget {
                        omitted += cell.findings.count - listed
                        break
                    }
                    output += line
                }
                output += "\n</details>\n\n"
            }
        }
        if omitted > 0 {
            output += "\(omitted) more finding\(omitted == 1 ? " is" : "s are") not listed (a comment holds 65,536 characters); "
                + "the table counts them, and `--reporter html` or `json` lists every one.\n\n"
        }
        if !contents.notices.isEmpty {
            output += "#### Problems of the run\n\n"
            for notice in contents.notices {
                output += "- **\(notice.level.rawValue)** " + ReportEscaping.markdown(notice.placePrefix + notice.message) + "\n"
            }
            output += "\n"
        }
        return output
    }

    /// `- **error** `rule` file:line:column — message` and, in project mode, the table.
    private static func line(_ finding: AuditFinding, _ contents: ReportContents) -> String {
        var text = "- **\(finding.severity.rawValue)** `\(finding.rule.identifier)` "
        text += ReportEscaping.markdown("\(finding.file):\(finding.line):\(finding.column)")
        if contents.isProject, let table = finding.table { text += " (" + ReportEscaping.markdown(table) + ")" }
        return text + " \u{2014} " + ReportEscaping.markdown(finding.message) + "\n"
    }

    /// `2 errors, 1 note`: the severities present.
    static func counts(_ findings: [AuditFinding]) -> String {
        [(AuditSeverity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun in
            let count = findings.count { $0.severity == severity }
            return count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}

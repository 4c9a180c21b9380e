extension FindingFormatter {
    /// How many annotations of each kind GitHub shows per step; more are dropped
    /// without a word, so the command prints no more than these.
    static let githubAnnotationLimit = 10

    /// `--format github`: errors first, then warnings, then notes, at most
    /// ``githubAnnotationLimit`` of each as workflow commands, then — when some were
    /// left out — the rest as plain lines in a folded log group (escaped like a
    /// command's value, with workflow commands stopped around them) and one line saying
    /// how many were not annotated (all are in the step summary and in `--format sarif`).
    ///
    /// ```
    /// ::error file=Widget.xcstrings,line=12,col=9,title=missing-translation::…
    /// xcstrings-audit: 35 more errors and 2 more warnings are not annotated (GitHub shows 10 of each per step); …
    /// ```
    ///
    /// - Parameter used: Annotations of each kind already made in this step (the
    ///   run's own problems, printed before), which count towards GitHub's limit.
    static func githubAnnotations(_ findings: [AuditFinding], used: [AuditSeverity: Int] = [:]) -> String {
        var shown = used
        var hidden: [AuditSeverity: Int] = [:]
        var output = "", rest = ""
        for severity in [AuditSeverity.error, .warning, .note] {
            for finding in findings where finding.severity == severity {
                if shown[severity, default: 0] < githubAnnotationLimit {
                    output += githubCommand(finding)
                    shown[severity, default: 0] += 1
                } else {
                    hidden[severity, default: 0] += 1
                    rest += escapeData(String(line(finding, raw: true).dropLast())) + "\n"
                }
            }
        }
        let more = [(AuditSeverity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun in
            hidden[severity].map { "\($0) more \(noun)\($0 == 1 ? "" : "s")" }
        }
        if !more.isEmpty {
            // The rest in the log, folded, as plain lines (not annotations): each escaped
            // as a command's value (a file name's line break cannot start a new line), and
            // workflow commands off around them (a line cannot be `::error …` or `##[…]`).
            output += "::group::xcstrings-audit: the findings not annotated\n" + githubVerbatim(rest) + "::endgroup::\n"
            let list = more.count == 1 ? more[0] : more.dropLast().joined(separator: ", ") + " and " + more[more.count - 1]
            output += "xcstrings-audit: \(list) \(hidden.values.reduce(0, +) == 1 ? "is" : "are") not annotated "
                + "(GitHub shows \(githubAnnotationLimit) of each kind per step); the job summary counts them by rule and "
                + "language, and --format sarif reports every finding to code scanning.\n"
        }
        return output
    }

    /// `text` between `::stop-commands::TOKEN` and `::TOKEN::`, so that the runner
    /// takes none of its lines for a workflow command. The token is derived from
    /// the text (the same text gives the same output) and chosen so that the text
    /// does not contain it.
    static func githubVerbatim(_ text: String) -> String {
        let lowered = text.lowercased()
        var salt: UInt64 = 0
        while true {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 &+ salt
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let token = "xcstrings-audit-" + String(hash, radix: 16)
            if !lowered.contains("::" + token + "::") {
                return "::stop-commands::\(token)\n" + text + "::\(token)::\n"
            }
            salt &+= 1
        }
    }

    /// The Markdown appended to `$GITHUB_STEP_SUMMARY`: the totals, then a table of
    /// findings by rule and language.
    ///
    /// ```
    /// ### xcstrings-audit: 3 errors, 1 warning, 0 notes
    ///
    /// | Rule | Language | Errors | Warnings | Notes |
    /// |:-----|:---------|-------:|---------:|------:|
    /// | `missing-translation` | ar | 3 | 0 | 0 |
    /// ```
    static func githubStepSummary(_ findings: [AuditFinding], widgetPath: String, known: Int = 0,
                                  scope: SummaryScope = SummaryScope(), project: Bool = false) -> String {
        var text = "### xcstrings-audit" + (widgetPath.isEmpty ? "" : ": \(markdownEscaped(widgetPath))") + "\n\n"
        let line = summary(findings, known: known, scope: scope, project: project)
        guard !findings.isEmpty else { return text + line + "\n\n" }
        text += line + "\n\n"
        struct Row: Hashable { var rule: AuditRule; var language: String }
        var counts: [Row: (errors: Int, warnings: Int, notes: Int)] = [:]
        for finding in findings {
            let row = Row(rule: finding.rule, language: finding.language ?? "—")
            var count = counts[row] ?? (0, 0, 0)
            switch finding.severity {
            case .error: count.errors += 1
            case .warning: count.warnings += 1
            case .note: count.notes += 1
            }
            counts[row] = count
        }
        text += "| Rule | Language | Errors | Warnings | Notes |\n|:-----|:---------|-------:|---------:|------:|\n"
        let rows = counts.keys.sorted {
            $0.rule != $1.rule ? $0.rule < $1.rule : $0.language.utf8.lexicographicallyPrecedes($1.language.utf8)
        }
        for row in rows {
            let count = counts[row]!
            text += "| `\(row.rule.identifier)` | \(markdownEscaped(row.language)) | \(count.errors) | \(count.warnings) | \(count.notes) |\n"
        }
        return text + "\n"
    }

    /// `|`, `\`, `<`, `>`, backticks and emphasis characters escaped for a Markdown table cell.
    private static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\|<>`*_[]#".contains(character) { result.append("\\") }
            result.append(character == "\n" || character == "\r" || character == "\r\n" ? " " : character)
        }
        return result
    }
}

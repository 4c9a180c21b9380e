import Foundation
import XCStrings

/// Renders findings in one of the command's output formats.
///
/// - `text`: `path:line:column: error: [rule] message` per finding and a summary
///   line; the severity is coloured when `colour` is on.
/// - `xcode`: the same lines, no colour and no summary, for a build phase.
/// - `github`: workflow commands `::error file=…,line=…,col=…,title=rule::message`.
/// - `json`: one object with `version`, `tool`, `app`, `widget`, `findings` and `summary`.
/// - `sarif`: a SARIF 2.1.0 log (``SARIFLog``).
///
/// The other formats (JUnit, Checkstyle, Code Climate, Markdown, HTML) are
/// documents of the whole report: each has its ``Reporter``.
struct FindingFormatter {
    var format: AuditOptions.Format
    var colour: Bool
    var appPath: String
    var widgetPath: String
    /// `--quiet`: no summary line in the text format.
    var quiet = false
    /// Problems of the run that the SARIF log carries as notifications (and that
    /// GitHub has already shown as annotations).
    var problems: [AuditProblem] = []

    /// How many annotations of each kind ``problems`` made with `--format github`.
    private var problemAnnotations: [AuditSeverity: Int] {
        var used: [AuditSeverity: Int] = [:]
        for problem in problems {
            let severity: AuditSeverity = switch problem.level {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
            used[severity, default: 0] += 1
        }
        return used
    }
    /// With `--baseline`: the file, how many findings it held back and how many of
    /// its entries are gone; JSON reports them as `"baseline"`.
    var baseline: (path: String, known: Int, gone: Int)?
    /// What the all-clear may claim: the rules turned off and the languages
    /// audited (``SummaryScope``).
    var scope = SummaryScope()
    /// With `--baseline` and `--format sarif`: which of the findings are new (see ``SARIFLog/isNew``).
    var isNew: [Bool]?
    /// Project mode: the JSON members that replace `"app"` and `"widget"`
    /// (``ProjectCommand``), each line ending in `,\n`.
    var projectHeader: String? = nil

    /// Everything printed on standard output for these findings (already sorted),
    /// in pieces to be written one after the other: a 14 MB report is not copied
    /// into one string first.
    func render(_ findings: [AuditFinding]) -> [String] {
        switch format {
        case .text: renderText(findings)
        case .xcode: Self.lines(findings)
        case .github: [Self.githubAnnotations(findings, used: problemAnnotations)]
        case .json: renderJSON(findings).map(Self.escapingLineSeparators)
        case .sarif: SARIFLog(findings: findings, problems: problems, executionSuccessful: true, widgetPath: widgetPath,
                              isNew: isNew).render().map(Self.escapingLineSeparators)
        // A document of its own reporter, from the whole report (``AuditReport``).
        case .junit, .checkstyle, .codeclimate, .markdown, .html: []
        }
    }

    /// A JSON text with U+2028 and U+2029 written `\u2028` and `\u2029`: valid
    /// JSON either way (they can only be inside strings), but a log that breaks
    /// lines at them would otherwise show a key's text as a line of its own.
    static func escapingLineSeparators(_ json: String) -> String {
        // Looked for in the UTF-8 bytes (E2 80 A8, E2 80 A9): Foundation's `contains`
        // would compare the whole report as Unicode text, cluster by cluster.
        guard Self.hasLineSeparator(json), json.contains("\u{2028}") || json.contains("\u{2029}") else { return json }
        return json.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// Whether `text` holds U+2028 or U+2029 (nothing else is canonically equivalent to them).
    private static func hasLineSeparator(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var offset = 0
            while offset + 2 < bytes.count {
                if bytes[offset] == 0xE2, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 {
                    return true
                }
                offset += 1
            }
            return false
        }
    }

    // MARK: - text and xcode

    /// - Parameter raw: The path as it is, for a caller that escapes the whole line
    ///   itself (the GitHub format's folded lines).
    static func line(_ finding: AuditFinding, raw: Bool = false) -> String {
        "\(raw ? finding.file : finding.file.shownAsPath):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule.identifier)] \(finding.message)\n"
    }

    /// `line(_:)` of every finding, built in UTF-8 buffers.
    private static func lines(_ findings: [AuditFinding]) -> [String] {
        renderUTF8(findings) { findings, bytes in
            for finding in findings {
                bytes += finding.file.shownAsPath.utf8  // the path itself unless it has a control character
                bytes.append(0x3A)
                bytes += String(finding.line).utf8
                bytes.append(0x3A)
                bytes += String(finding.column).utf8
                bytes += ": ".utf8
                bytes += finding.severity.rawValue.utf8
                bytes += ": [".utf8
                bytes += finding.rule.identifier.utf8
                bytes += "] ".utf8
                bytes += finding.message.utf8
                bytes.append(0x0A)
            }
        }
    }

    /// The findings rendered by `body` into one UTF-8 buffer, sized once, as the
    /// strings to be written in order.
    static func renderUTF8(_ findings: [AuditFinding],
                           _ body: (ArraySlice<AuditFinding>, inout [UInt8]) -> Void) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.reduce(64) { $0 + $1.file.utf8.count + $1.message.utf8.count + 160 })
        body(findings[...], &bytes)
        return [String(decoding: bytes, as: UTF8.self)]
    }

    /// Project mode, `--format text`: each target's findings after a blank line
    /// and a header line of its own (bold with colour), then one summary of all.
    ///
    /// - Parameter groups: The header (without line feed) and sorted findings of each target.
    func renderTextGroups(_ groups: [(header: String, findings: [AuditFinding])]) -> [String] {
        var pieces: [String] = []
        for group in groups {
            pieces.append("\n" + (colour ? "\u{1B}[1m\(group.header)\u{1B}[0m" : group.header) + "\n")
            if group.findings.isEmpty {
                pieces.append("  no findings\n")
            } else {
                pieces += colour ? [colouredLines(group.findings)] : Self.lines(group.findings)
            }
        }
        guard !quiet else { return pieces }
        // A project without extensions (or all skipped) vouches for none.
        if groups.isEmpty { return pieces + ["No findings: no extension target was audited.\n"] }
        return pieces + [summary(groups.flatMap(\.findings), project: true) + "\n"]
    }

    private func renderText(_ findings: [AuditFinding]) -> [String] {
        let summary = quiet ? [] : [summary(findings) + "\n"]
        guard colour else { return Self.lines(findings) + summary }
        return [colouredLines(findings)] + summary
    }

    private func colouredLines(_ findings: [AuditFinding]) -> String {
        var output = ""
        for finding in findings {
            let tint = switch finding.severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            case .note: "\u{1B}[1;36m"
            }
            output += "\u{1B}[1m\(finding.file.shownAsPath):\(finding.line):\(finding.column):\u{1B}[0m "
                + "\(tint)\(finding.severity.rawValue):\u{1B}[0m "
                + "\u{1B}[2m[\(finding.rule.identifier)]\u{1B}[0m \(finding.message)\n"
        }
        return output
    }

    /// What the summary line may claim when there are no findings: that the
    /// widget has every key and translation it needs holds only when the rules
    /// that check keys and translations ran, over every language.
    struct SummaryScope {
        /// The rules that check keys and translations; the all-clear names any that are off.
        static let coverageRules: [AuditRule] = [.missingKey, .rawKey, .missingLanguage, .missingTranslation]
        /// Those of ``coverageRules`` that rule control turned off.
        var disabledRules: [AuditRule] = []
        /// `--languages` (or the configuration's), or `nil` for every language.
        var languages: [String]? = nil
        /// Project mode: the audited targets whose linked package products were not
        /// read (their header names them); the all-clear says so.
        var targetsWithUnreadPackages: [String] = []

        /// The scope of a run with these options.
        init(options: AuditOptions) {
            disabledRules = Self.coverageRules.filter { !options.ruleControl.isEnabled($0) }
            languages = options.languages
        }

        init() {}
    }

    /// The summary line of these findings (already filtered), with this
    /// formatter's ``scope`` and ``baseline``.
    func summary(_ findings: [AuditFinding], project: Bool = false) -> String {
        Self.summary(findings, known: baseline?.known ?? 0, scope: scope, project: project)
    }

    /// `3 errors, 1 warning, 1 note (3 fixable with --fix).`, or the all-clear,
    /// saying only what the run checked:
    ///
    /// - `No findings: the widget catalog has every key and translation it needs.`
    ///   (`every audited extension has …` in project mode), when every rule that checks
    ///   keys and translations ran over every language;
    /// - `No findings (languages de, fr; missing-key disabled).` otherwise, and
    ///   `No findings (package products of Keyboard not read).` when a target links
    ///   package products the project does not locate;
    /// - `No new findings (22 known, in the baseline).` when a baseline holds back
    ///   known findings, and `New: 1 error, … ; 22 known, in the baseline.` when
    ///   some are new.
    static func summary(_ findings: [AuditFinding], known: Int = 0, scope: SummaryScope = SummaryScope(),
                        project: Bool = false) -> String {
        let knownPart = "\(known) known, in the baseline"
        if findings.isEmpty {
            var limits: [String] = []
            if known > 0 { limits.append(knownPart) }
            if let languages = scope.languages {
                limits.append("language\(languages.count == 1 ? "" : "s") " + languages.joined(separator: ", "))
            }
            if !scope.disabledRules.isEmpty {
                limits.append(scope.disabledRules.map(\.identifier).joined(separator: ", ") + " disabled")
            }
            if !scope.targetsWithUnreadPackages.isEmpty {
                limits.append("package products of " + scope.targetsWithUnreadPackages.joined(separator: ", ") + " not read")
            }
            let head = known > 0 ? "No new findings" : "No findings"
            guard limits.isEmpty else { return head + " (" + limits.joined(separator: "; ") + ")." }
            return head + (project ? ": every audited extension has every key and translation it needs."
                                   : ": the widget catalog has every key and translation it needs.")
        }
        let counts = Counts(findings)
        var text = [plural(counts.errors, "error"), plural(counts.warnings, "warning"), plural(counts.notes, "note")]
            .joined(separator: ", ")
        let fixable = findings.count { $0.isFixable }
        if fixable > 0 { text += " (\(fixable) fixable with --fix)" }
        return known > 0 ? "New: " + text + "; " + knownPart + "." : text + "."
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: - github

    static func githubCommand(_ finding: AuditFinding) -> String {
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        // Project mode: the title names the target and table too.
        let title = finding.target.map { "\(finding.rule.identifier) (\($0): \(finding.table ?? "-"))" } ?? finding.rule.identifier
        return "::\(command) file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
            + "title=\(escapeProperty(title))::\(escapeData(finding.message))\n"
    }

    /// GitHub's escaping of a workflow command's message: `%`, CR, LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// GitHub's escaping of a property value: as data, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - json

    private struct Counts {
        var errors = 0, warnings = 0, notes = 0
        init(_ findings: [AuditFinding]) {
            for finding in findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    /// The whole document, built as UTF-8 bytes (``renderUTF8(_:_:)``): tens
    /// of thousands of findings were otherwise tens of thousands of temporary strings.
    private func renderJSON(_ findings: [AuditFinding]) -> [String] {
        var head: [UInt8] = []
        head += "{\n  \"version\": 1,\n  \"tool\": \(Self.toolJSON),\n".utf8
        if let projectHeader {
            head += projectHeader.utf8
        } else {
            head += "  \"app\": ".utf8
            Self.appendJSONString(appPath, to: &head)
            head += ",\n  \"widget\": ".utf8
            Self.appendJSONString(widgetPath, to: &head)
            head += ",\n".utf8
        }
        head += (findings.isEmpty ? "  \"findings\": [],\n" : "  \"findings\": [\n").utf8
        let last = findings.indices.last
        let body = Self.renderUTF8(findings) { findings, output in
            for index in findings.indices {
                let finding = findings[index]
                output += "    {\"rule\": ".utf8
                Self.appendJSONString(finding.rule.identifier, to: &output)
                output += ", \"severity\": ".utf8
                Self.appendJSONString(finding.severity.rawValue, to: &output)
                if let target = finding.target {
                    output += ", \"target\": ".utf8
                    Self.appendJSONString(target, to: &output)
                    output += ", \"table\": ".utf8
                    if let table = finding.table { Self.appendJSONString(table, to: &output) } else { output += "null".utf8 }
                }
                output += ", \"key\": ".utf8
                if let key = finding.key { Self.appendJSONString(key, to: &output) } else { output += "null".utf8 }
                if !finding.keys.isEmpty {
                    // A finding that stands for several keys lists them all.
                    output += ", \"keys\": ".utf8
                    Self.appendJSONArray(finding.keys, to: &output)
                }
                output += ", \"language\": ".utf8
                if let language = finding.language { Self.appendJSONString(language, to: &output) } else { output += "null".utf8 }
                output += ", \"file\": ".utf8
                Self.appendJSONString(finding.file, to: &output)
                output += ", \"line\": ".utf8
                output += String(finding.line).utf8
                output += ", \"column\": ".utf8
                output += String(finding.column).utf8
                output += ", \"message\": ".utf8
                Self.appendJSONString(finding.message, to: &output)
                output += (finding.isFixable ? ", \"fixable\": true}" : ", \"fixable\": false}").utf8
                output += (index == last ? "\n  ],\n" : ",\n").utf8
            }
        }
        let counts = Counts(findings)
        let baselinePart = baseline.map {
            "  \"baseline\": {\"file\": \(Self.jsonString($0.path)), \"known\": \($0.known), \"gone\": \($0.gone)},\n"
        } ?? ""
        return [String(decoding: head, as: UTF8.self)] + body
            + [baselinePart + "  \"summary\": {\"errors\": \(counts.errors), \"warnings\": \(counts.warnings), \"notes\": \(counts.notes), "
                + "\"fixable\": \(findings.count { $0.isFixable })}\n}\n"]
    }

    /// A JSON string literal, as the catalog writer writes one
    /// (``JSONStringLiteral``): `"` and `\` escaped, control characters as `\b`,
    /// `\f`, `\n`, `\r`, `\t` or `\u00XX`; everything else (including `/` and
    /// non-ASCII) raw.
    static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (see ``jsonString(_:)``).
    static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        JSONStringLiteral.append(text, to: &bytes)
    }

    /// Appends `texts` as a JSON array of string literals (`["a", "b"]`).
    static func appendJSONArray(_ texts: [String], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (position, text) in texts.enumerated() {
            if position > 0 { bytes += ", ".utf8 }
            JSONStringLiteral.append(text, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}

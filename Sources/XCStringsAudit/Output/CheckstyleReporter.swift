/// `--reporter checkstyle`: Checkstyle's XML, as Jenkins (warnings-ng), reviewdog
/// and other readers of linters take it.
///
/// A `<file>` per file, in the order the report first names it, and an `<error>`
/// per finding with its line, column, severity (`error`, `warning`, or `info` for a
/// note), message and `source`, the rule's identifier. In project mode the message
/// starts with the target and table (`BreatheIntents (Localizable): …`), since one
/// catalog can be audited for several targets.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="Widget/Localizable.xcstrings">
///     <error line="713" column="9" severity="error" message="…" source="missing-translation"/>
///   </file>
/// </checkstyle>
/// ```
///
/// A run that could not audit has an `<error>` per error, `source="input-error"`,
/// in the file it names (an error about no file is placed in what was audited: the
/// project, or the widget catalog).
struct CheckstyleReporter: Reporter {
    /// The version of Checkstyle's format written (its XML logger's).
    static let formatVersion = "4.3"

    func render(_ contents: ReportContents) -> String {
        typealias Entry = (line: Int?, column: Int?, severity: String, message: String, source: String)
        var order: [String] = []
        var entries: [String: [Entry]] = [:]
        func add(_ path: String, _ entry: Entry) {
            if entries[path] == nil { order.append(path) }
            entries[path, default: []].append(entry)
        }
        if contents.errors.isEmpty {
            for finding in contents.findings {
                let severity = switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "info"
                }
                add(finding.file, (finding.line, finding.column, severity, Self.message(finding, contents), finding.rule.identifier))
            }
        } else {
            for error in contents.errors {
                add(error.path ?? contents.places.subject ?? "", (error.line, error.column, "error", error.message, "input-error"))
            }
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(Self.formatVersion)\">\n"
        for path in order {
            output += "  <file name=\"\(ReportEscaping.xml(path, attribute: true))\">\n"
            for entry in entries[path] ?? [] {
                output += "    <error"
                if let line = entry.line { output += " line=\"\(line)\"" }
                if let column = entry.column { output += " column=\"\(column)\"" }
                output += " severity=\"\(entry.severity)\" message=\"\(ReportEscaping.xml(entry.message, attribute: true))\""
                    + " source=\"\(ReportEscaping.xml(entry.source, attribute: true))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// The message, after `Target (Table): ` in project mode.
    static func message(_ finding: AuditFinding, _ contents: ReportContents) -> String {
        guard contents.isProject, let target = finding.target else { return finding.message }
        return "\(target)\(finding.table.map { " (\($0))" } ?? ""): \(finding.message)"
    }
}

/// `xcstrings-audit rules [--format json]`: every rule with its default
/// severity, whether `--fix` repairs it, what it reads and when it fires, from
/// ``AuditRule/all`` and each rule's ``RuleDescription``.
///
/// ```
/// $ xcstrings-audit rules
/// rule                       severity  fixable  reads     summary
/// source-language            error     no       catalogs  the two catalogs' source languages differ
/// …
/// ```
enum RulesCommand {
    /// The list in `format` (`.text` or `.json`).
    static func list(format: AuditOptions.Format) -> String {
        format == .json ? json : text
    }

    private static var text: String {
        var text = "rule                       severity  fixable  reads     summary\n"
        for rule in AuditRule.all {
            let name = rule.identifier.padding(toLength: 27, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let fixable = (rule.isFixable ? "yes" : "no").padding(toLength: 9, withPad: " ", startingAt: 0)
            let reads = (rule.readsCode ? "code" : "catalogs").padding(toLength: 10, withPad: " ", startingAt: 0)
            let off = rule.isEnabledByDefault ? "" : " (off unless --enable \(rule.identifier))"
            text += "\(name)\(severity)\(fixable)\(reads)\(rule.summary)\(off)\n"
        }
        return text
    }

    private static var json: String {
        let rules = AuditRule.all.map { rule in
            "{\"id\":\(FindingFormatter.jsonString(rule.identifier)),\"severity\":\"\(rule.severity.rawValue)\","
                + "\"fixable\":\(rule.isFixable),\"reads\":\"\(rule.readsCode ? "code" : "catalogs")\","
                + "\"enabledByDefault\":\(rule.isEnabledByDefault),\"summary\":\(FindingFormatter.jsonString(rule.summary))}"
        }
        return "{\"version\":1,\"rules\":[\n" + rules.joined(separator: ",\n") + "\n]}\n"
    }
}

/// The rules' documentation, made from their descriptions: the README's rules
/// table and the reference page `Documentation/Rules.md`. Tests check that the
/// files in the repository are these texts.
enum RuleDocumentation {
    /// The README's table: rule, severity, what it finds in one sentence (its
    /// summary; `Documentation/Rules.md` has the details), what `--fix` does.
    static var readmeTable: String {
        var text = "| rule | severity | what it finds | `--fix` |\n|---|---|---|---|\n"
        for rule in AuditRule.all {
            let definition = rule.definition
            let severity = definition.severityDescription ?? definition.severity.rawValue
            text += "| [`\(definition.identifier)`](Documentation/Rules.md#\(definition.identifier)) | \(severity) "
                + "| \(capitalised(definition.summary)) | \(definition.fixability ?? "no") |\n"
        }
        return text
    }

    /// The reference page: every rule with its texts and its examples, as
    /// catalogs and Swift files a reader can copy.
    static var referencePage: String {
        var text = """
            # Rules

            <!-- Generated from the rules' descriptions (Sources/XCStringsAudit/Rules/*.swift).
            Do not edit: RuleDocumentationTests re-records it with XCSTRINGS_AUDIT_RECORD_DOCS=1. -->

            Each rule is one file: its description (below) and its check. Identifiers are part of the
            interface: they appear in every output format, in baselines and in configuration files.
            Findings of catalog rules are accepted per entry with `[audit-ignore: RULE]` in the entry's
            comment; findings of code rules per line with `// xcstrings-audit:ignore RULE`.


            """
        for rule in AuditRule.all {
            let definition = rule.definition
            text += "## `\(definition.identifier)`\n\n"
            text += "\(capitalised(definition.summary)).\n\n"
            text += "- Severity: \(definition.severityDescription ?? definition.severity.rawValue)\(definition.isEnabledByDefault ? "" : " (off unless enabled)")\n"
            text += "- Reads: \(definition.input == .code ? "the widget's Swift sources (`--sources`)" : "the catalogs")\n"
            text += "- `--fix`: \(definition.fixability ?? "no")\n\n"
            text += "**Why.** \(definition.rationale)\n\n"
            text += "**What it reports.** \(capitalised(definition.details)).\n\n"
            text += "**What to do.** \(definition.howToFix)\n\n"
            if let notes = definition.notes { text += "\(notes)\n\n" }
            for (heading, examples) in [("Reported", definition.triggering), ("Not reported", definition.nonTriggering)] {
                for (index, example) in examples.enumerated() {
                    text += "<details><summary>\(heading)\(examples.count > 1 ? " (\(index + 1))" : "")</summary>\n\n"
                    text += exampleText(example)
                    text += "</details>\n\n"
                }
            }
        }
        return text
    }

    private static func exampleText(_ example: RuleExample) -> String {
        var text = catalogText("App", example.app) + catalogText("Widget", example.widget)
        for name in example.sources.keys.sorted() {
            text += "WidgetSources/\(name):\n\n```swift\n\(example.sources[name] ?? "")\n```\n\n"
        }
        if !example.arguments.isEmpty {
            text += "Run with `\(example.arguments.joined(separator: " "))`.\n\n"
        }
        return text
    }

    /// A catalog as a list: each key with its languages' values and states.
    private static func catalogText(_ name: String, _ catalog: ExampleCatalog) -> String {
        var text = "\(name)/Localizable.xcstrings (source language `\(catalog.sourceLanguage)`):\n\n"
        for (key, entry) in catalog.entries {
            let marks = [entry.isStale ? "stale" : nil, entry.isManual ? "manual" : nil, entry.comment.map { "comment \(ExampleCatalog.quoted($0))" }]
                .compactMap { $0 }
            let values = entry.localizations.map { "\($0.language): \($0.unit.summary)" }.joined(separator: "; ")
            text += "- `\(ExampleCatalog.quoted(key))`\(marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))") — "
                + "\(values.isEmpty ? "no localizations" : values)\n"
        }
        return text + "\n"
    }

    private static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

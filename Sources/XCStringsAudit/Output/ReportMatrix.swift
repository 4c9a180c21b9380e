/// What each target lacks in each language: the table at the top of the
/// Markdown and HTML reports.
///
/// A row per target, a column per language, and a first column, *every language*,
/// for the findings about a whole key or about the widget's code (a missing key, a
/// stale key, a timer drawn in the wrong direction). A cell lists its findings'
/// rules with their counts, in ``AuditRule/all`` order:
///
/// ```
/// target                                 every language   de                                   fi
/// Strings/Widget/Localizable.xcstrings   missing-key ×5   format-mismatch, translation-drift   missing-language
/// ```
///
/// An empty cell means the audit found nothing missing there.
struct ReportMatrix: Sendable {
    /// One cell: the findings of one target in one language.
    struct Cell: Sendable {
        /// The indices of the findings in their target's list.
        var findings: [Int] = []
        /// Each rule with how many findings it has here, in ``AuditRule/all`` order.
        var rules: [(rule: AuditRule, count: Int)] = []
        /// The most serious severity here, or `nil` for a cell without findings.
        var worst: AuditSeverity?

        /// `missing-translation ×2` per rule (the count only above 1).
        var items: [String] {
            rules.map { $0.count == 1 ? $0.rule.identifier : "\($0.rule.identifier) \u{D7}\($0.count)" }
        }
    }

    /// The columns: `nil` (every language) first, then the languages, bytewise.
    var columns: [String?]
    /// For each target (in ``ReportContents/targets`` order), a cell per column.
    var cells: [[Cell]]

    /// The name of the first column.
    static let everyLanguage = "every language"

    /// The matrix of `contents`: its languages and any other a finding names.
    init(_ contents: ReportContents) {
        var languages = Set(contents.languages)
        for finding in contents.findings { if let language = finding.language { languages.insert(language) } }
        let sorted = languages.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        columns = [nil] + sorted.map(Optional.some)
        var columnOf: [String: Int] = [:]
        for (index, language) in sorted.enumerated() { columnOf[language] = index + 1 }
        cells = contents.targets.map { target in
            var row = Array(repeating: Cell(), count: sorted.count + 1)
            var counts = Array(repeating: [AuditRule: Int](), count: sorted.count + 1)
            for (index, finding) in target.findings.enumerated() {
                let column = finding.language.flatMap { columnOf[$0] } ?? 0
                row[column].findings.append(index)
                counts[column][finding.rule, default: 0] += 1
                row[column].worst = min(row[column].worst ?? finding.severity, finding.severity)
            }
            for column in row.indices {
                row[column].rules = counts[column].sorted { $0.key < $1.key }.map { (rule: $0.key, count: $0.value) }
            }
            return row
        }
    }

    /// The heading of a column: the language, or ``everyLanguage``.
    static func heading(_ column: String?) -> String {
        column ?? everyLanguage
    }
}

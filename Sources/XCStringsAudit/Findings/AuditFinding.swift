/// One thing the audit found: a value, never thrown.
///
/// ```swift
/// // Widget/Localizable.xcstrings:42:9: error: [missing-translation] …
/// finding.rule       // .missingTranslation
/// finding.key        // "Breathe in"
/// finding.language   // "ar"
/// ```
struct AuditFinding: Hashable, Sendable {
    /// The rule that found it.
    var rule: AuditRule
    /// The key concerned, or `nil` for a whole-language finding.
    var key: String?
    /// The language concerned, or `nil` when it is about the whole key.
    var language: String?
    /// The file to show: the widget catalog, or a Swift source.
    var file: String
    /// 1-based line of the most specific place that exists.
    var line: Int
    /// 1-based column (UTF-8 bytes) of that place.
    var column: Int
    /// What is wrong and what to do.
    var message: String
    /// The Xcode target the finding is about (project mode), else `nil`.
    var target: String? = nil
    /// The table the finding is about (`Localizable`, the catalog's name without extension), else `nil`.
    var table: String? = nil
    /// The keys a finding about several of them stands for — a language whose texts
    /// are copies of the source, a language flagged throughout — in the order the
    /// rule met them; empty for a finding about one key (``key``) or none.
    var keys: [String] = []

    /// Whether `--fix` repairs it. A missing key is fixable only when the app has it.
    var isFixable: Bool

    /// The severity `--severity` or the configuration file gave this finding, or
    /// `nil` for the rule's own (see ``severity``).
    var severityOverride: AuditSeverity? = nil

    /// How serious it is: the rule's severity unless rule control changed it.
    var severity: AuditSeverity {
        get { severityOverride ?? rule.severity }
        set { severityOverride = newValue == rule.severity ? nil : newValue }
    }
}

extension AuditFinding {
    /// The output order: file, line, column, rule, key, language, message
    /// (bytewise, so that it does not depend on any locale).
    static func precedes(_ lhs: AuditFinding, _ rhs: AuditFinding) -> Bool {
        if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.key != rhs.key { return optionalPrecedes(lhs.key, rhs.key) }
        if lhs.language != rhs.language { return optionalPrecedes(lhs.language, rhs.language) }
        // Two plurals of one localization, say: the message decides, so that the
        // order never depends on hashing.
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }

    /// `findings` in ``precedes(_:_:)`` order. The places (file, line, column) are
    /// compared as integers — each file by its rank among the files — and only
    /// findings at the same place are compared field by field.
    ///
    /// - Complexity: O(*n* log *n*) integer comparisons.
    static func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
        // Neighbouring findings nearly always share their file: compare with the
        // previous one before hashing.
        var files = Set<String>()
        var previous: String?
        for finding in findings where finding.file != previous {
            files.insert(finding.file)
            previous = finding.file
        }
        var rankOfFile: [String: Int] = [:]
        for (rank, file) in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            rankOfFile[file] = rank
        }
        var previousRank = (file: "", rank: 0)
        var order = findings.indices.map { index in
            let file = findings[index].file
            if file != previousRank.file { previousRank = (file, rankOfFile[file]!) }
            return (file: previousRank.rank, line: findings[index].line, column: findings[index].column, index: index)
        }
        order.sort { lhs, rhs in
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            return precedes(findings[lhs.index], findings[rhs.index])
        }
        return order.map { findings[$0.index] }
    }

    /// `nil` first, then bytewise.
    private static func optionalPrecedes(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil), (_?, nil): false
        case (nil, _?): true
        case let (lhs?, rhs?): lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }
}

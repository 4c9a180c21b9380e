/// What each rule means at length, for SARIF's `fullDescription` and `help`, and
/// for rule ids typed on the command line or in the configuration file: all of it
/// read from the rule's ``RuleDescription``.
extension AuditRule {
    /// A paragraph saying why the rule matters to a widget, for SARIF's `fullDescription`.
    var fullDescription: String { definition.rationale }

    /// What to do about a finding of this rule, for SARIF's `help`.
    var helpText: String {
        let fix = isFixable ? " `xcstrings-audit --fix` copies it from the app catalog." : ""
        let accept = readsCode
            ? " To accept a finding in one place, add // xcstrings-audit:ignore \(identifier) at the end of its line "
                + "or on the line before; "
            : " To accept a finding for one entry, add [audit-ignore: \(identifier)] to the entry's comment; "
        return definition.howToFix + fix + accept + "--disable \(identifier) turns the rule off."
    }

    /// The rule with this identifier, or `nil`.
    init?(identifier: String) {
        guard let rule = Self.all.first(where: { $0.identifier == identifier }) else { return nil }
        self = rule
    }

    /// ` (did you mean 'missing-key'?)` for a near miss of a rule identifier, else
    /// the list of every identifier.
    static func suggestion(for identifier: String) -> String {
        let best = all.map { ($0.identifier, EditDistance.between($0.identifier, identifier)) }.min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, identifier.utf8.count / 4) { return " (did you mean '\(best.0)'?)" }
        return "; the rules are " + all.map(\.identifier).joined(separator: ", ")
    }
}

/// Levenshtein distance over UTF-8 bytes, for "did you mean" suggestions.
enum EditDistance {
    /// The number of single-byte insertions, deletions and substitutions that
    /// turn `lhs` into `rhs` (each truncated to 64 bytes).
    ///
    /// - Complexity: O(*m* × *n*), at most 64 × 64.
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8.prefix(64)), b = Array(rhs.utf8.prefix(64))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

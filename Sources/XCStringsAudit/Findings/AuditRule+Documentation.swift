/// What each rule means, at length: for SARIF's `fullDescription` and `help`, and
/// for rule ids typed on the command line or in the configuration file.
///
/// Everything here is looked up by rule, never switched over, so that a rule added
/// to ``AuditRule`` appears in `--help`, in SARIF and in suggestions at once (with
/// its one-line ``AuditRule/summary`` until it is given a longer text here).
extension AuditRule {
    /// A paragraph saying why the rule matters to a widget, for SARIF's
    /// `fullDescription`; the one-line summary for a rule not described here.
    var fullDescription: String {
        Self.fullDescriptions[self] ?? Self.capitalised(summary) + "."
    }

    /// What to do about a finding of this rule, for SARIF's `help`.
    var helpText: String {
        let fix = isFixable ? " `xcstrings-audit --fix` copies it from the app catalog." : ""
        return (Self.helpTexts[self] ?? "See the finding's message for what to change.") + fix
            + " To accept a finding for one entry, add [audit-ignore: \(identifier)] to the entry's comment; "
            + "--disable \(identifier) turns the rule off."
    }

    /// Whether the rule runs without `--enable`. Every rule does today; a rule that
    /// is too noisy for a default run is listed in `optInRules`.
    var isEnabledByDefault: Bool { !Self.optInRules.contains(self) }

    /// Rules that run only when enabled (`--enable RULE` or `"enable"` in the configuration).
    private static let optInRules: Set<AuditRule> = []

    /// The rule with this identifier, or `nil`.
    init?(identifier: String) {
        guard let rule = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = rule
    }

    /// ` (did you mean 'missing-key'?)` for a near miss of a rule identifier, else
    /// the list of every identifier.
    static func suggestion(for identifier: String) -> String {
        let best = allCases.map { ($0.identifier, EditDistance.between($0.identifier, identifier)) }.min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, identifier.utf8.count / 4) { return " (did you mean '\(best.0)'?)" }
        return "; the rules are " + allCases.map(\.identifier).joined(separator: ", ")
    }

    private static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private static let fullDescriptions: [AuditRule: String] = [
        .missingKey: "A key the widget looks up is not in the widget's catalog. The widget target compiles its own "
            + "catalogs, so the Lock Screen shows the raw key (or the development-language text) instead of a translation.",
        .missingLanguage: "The app ships a language the widget catalog has no translation in at all. Users who chose that "
            + "language in the app see the widget in the development language.",
        .missingTranslation: "The app has a usable translation of a key both catalogs share, but the widget's is absent, "
            + "empty or still in state new, so the widget shows the development language for it.",
        .pluralCategories: "A widget plural variation lacks `other`, or a category the language's CLDR plural rules need "
            + "for counts from 0 to 1000; such counts fall back to another form or to the key.",
        .formatMismatch: "A widget translation's format specifiers (%@, %lld, positional %1$@ …) differ from its key's "
            + "by position or type; formatting it can print garbage or crash.",
        .needsReview: "A widget string unit is in state needs_review: a translator or Xcode flagged it after the source changed.",
        .staleKey: "A widget catalog entry is marked extractionState stale: Xcode no longer finds it in the widget's sources.",
        .translationDrift: "App and widget both translate a key into a language, differently; one of them is probably out of date.",
        .emptyValue: "A string unit marked translated has an empty value, which shows as an empty label.",
        .widgetOnlyKey: "A key the widget catalog has and the app catalog lacks. Harmless by itself, but often a key "
            + "renamed in the app and not in the widget.",
    ]

    private static let helpTexts: [AuditRule: String] = [
        .missingKey: "Add the key to the widget target's catalog, or make the app's catalog a member of the widget target.",
        .missingLanguage: "Add the language's translations to the widget catalog.",
        .missingTranslation: "Translate the key in the widget catalog, or copy the app's translation.",
        .pluralCategories: "Add the missing plural categories to the widget's plural variation.",
        .formatMismatch: "Make the translation use the same specifiers, in the same order and of the same types, as the key.",
        .needsReview: "Review the translation and mark it translated.",
        .staleKey: "Delete the entry if the widget no longer uses it.",
        .translationDrift: "Make the two translations the same, or give the widget its own key if the difference is intended.",
        .emptyValue: "Enter the translation, or mark the unit new so that it is not shown.",
        .widgetOnlyKey: "Check whether the app renamed the key; add it to the app catalog or remove it from the widget's.",
    ]
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

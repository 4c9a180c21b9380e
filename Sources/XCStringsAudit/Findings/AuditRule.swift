/// The rules the audit checks. Their identifiers are part of the command-line
/// interface: they appear in every output format and in CI filters.
///
/// ```swift
/// AuditRule.missingKey.identifier   // "missing-key"
/// AuditRule.missingKey.severity     // .error
/// ```
enum AuditRule: String, CaseIterable, Sendable, Comparable {
    /// A key the widget uses is absent from the widget catalog.
    case missingKey = "missing-key"
    /// The app has a language the widget catalog has no unit in at all.
    case missingLanguage = "missing-language"
    /// The app has a usable translation of a shared key that the widget lacks.
    case missingTranslation = "missing-translation"
    /// A widget plural variation lacks a category the language needs.
    case pluralCategories = "plural-categories"
    /// A widget translation's format specifiers differ from the key's.
    case formatMismatch = "format-mismatch"
    /// A widget unit is in state `needs_review`.
    case needsReview = "needs-review"
    /// A widget entry is marked `extractionState: stale`.
    case staleKey = "stale-key"
    /// App and widget both translate a key into a language, differently.
    case translationDrift = "translation-drift"
    /// A unit marked translated has an empty value.
    case emptyValue = "empty-value"
    /// A key in the widget catalog that the app catalog lacks.
    case widgetOnlyKey = "widget-only-key"

    /// The rule's identifier, as printed (`"missing-key"`).
    var identifier: String { rawValue }

    /// How serious a finding of this rule is.
    var severity: AuditSeverity {
        switch self {
        case .missingKey, .missingLanguage, .missingTranslation, .pluralCategories, .formatMismatch: .error
        case .needsReview, .staleKey, .translationDrift, .emptyValue: .warning
        case .widgetOnlyKey: .note
        }
    }

    /// Whether `--fix` can repair findings of this rule (by copying from the app).
    var isFixable: Bool {
        switch self {
        case .missingKey, .missingLanguage, .missingTranslation: true
        default: false
        }
    }

    /// One line saying when the rule fires, for `--help`.
    var summary: String {
        switch self {
        case .missingKey: "a key used by the widget (sources, or every app key with --all-keys) is absent from the widget catalog"
        case .missingLanguage: "the app has a language the widget catalog has no unit in; reported once per language"
        case .missingTranslation: "the app has a usable translation of a shared key; the widget's is absent, empty or new"
        case .pluralCategories: "a widget plural lacks `other` or a category ICU's plural rules need for 0…1000"
        case .formatMismatch: "a widget translation's format specifiers differ from its key's (by position and type)"
        case .needsReview: "a widget unit is in state needs_review"
        case .staleKey: "a widget entry is marked extractionState: stale"
        case .translationDrift: "app and widget translate the same key into a language differently"
        case .emptyValue: "a unit marked translated has an empty value"
        case .widgetOnlyKey: "a key in the widget catalog that the app catalog lacks"
        }
    }

    /// Rules order as in the table, which is also the order of ties in output.
    static func < (lhs: AuditRule, rhs: AuditRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How serious a finding is. Errors fail the audit; warnings fail it with
/// `--strict`; notes never do.
enum AuditSeverity: String, Sendable, Comparable {
    /// Fails the audit (exit status 1).
    case error
    /// Fails the audit only with `--strict`.
    case warning
    /// Never fails the audit.
    case note

    /// Errors first, then warnings, then notes.
    static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}

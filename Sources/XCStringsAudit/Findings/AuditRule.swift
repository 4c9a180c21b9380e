/// The rules the audit checks. Their identifiers are part of the command-line
/// interface: they appear in every output format and in CI filters.
///
/// ```swift
/// AuditRule.missingKey.identifier   // "missing-key"
/// AuditRule.missingKey.severity     // .error
/// ```
enum AuditRule: String, CaseIterable, Sendable, Comparable {
    /// The widget catalog's `sourceLanguage` differs from the app's.
    case sourceLanguage = "source-language"
    /// A key the widget uses is absent from the widget catalog.
    case missingKey = "missing-key"
    /// An identifier-like key the widget uses has no source-language value, so
    /// the key itself is shown.
    case rawKey = "raw-key"
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
    /// Widget code looks a string up with `locale:` or no bundle for the language
    /// (`String(localized:…, locale:)`, `NSLocalizedString`), or shows a Live
    /// Activity presentation without the `\.locale` another one sets: the text is
    /// in the system's language. An error: every user who chose another language
    /// in the app sees it, and the code shows the language was meant to be chosen.
    case localeDoesNotTranslate = "locale-does-not-translate"
    /// Widget code reads the process's locale (`Locale.current`) in a project whose
    /// activity attributes carry the app's language. A warning: the read may be
    /// deliberate (a fallback the pattern cannot see), but it usually is the bug.
    case processLocale = "process-locale"
    /// A timer in a widget is not laid out left to right, in a project that ships
    /// a right-to-left language. An error when it shares its line with a sign or
    /// another number: they are drawn in reverse order for every user of those
    /// languages. A warning for a lone system timer view (`Text(timerInterval:)`,
    /// `.timer`, `ProgressView(timerInterval:)`): WidgetKit draws it in the layout
    /// direction it inherits, and alone in a right-to-left region it was shown
    /// reversed in production. A lone timer the app formats itself keeps its order.
    case timerDirection = "timer-direction"
    /// A view compares a content state's end time with now before it checks the
    /// state's paused flag. A warning: read from tokens, not data flow, so the
    /// order is strong evidence but not proof.
    case pausedShowsZero = "paused-shows-zero"

    /// The rule's identifier, as printed (`"missing-key"`).
    var identifier: String { rawValue }

    /// How serious a finding of this rule is.
    var severity: AuditSeverity {
        switch self {
        case .sourceLanguage, .missingKey, .rawKey, .missingLanguage, .missingTranslation, .pluralCategories,
             .formatMismatch, .localeDoesNotTranslate, .timerDirection: .error
        case .needsReview, .staleKey, .emptyValue, .processLocale, .pausedShowsZero: .warning
        // Two wordings of one text are both shown correctly; on real projects
        // most differ on purpose (a shorter widget label, another context).
        case .translationDrift, .widgetOnlyKey: .note
        }
    }

    /// Whether `--fix` can repair findings of this rule (by copying from the app).
    var isFixable: Bool {
        switch self {
        case .missingKey, .rawKey, .missingLanguage, .missingTranslation: true
        default: false
        }
    }

    /// Whether the rule reads the widget's Swift code (`--sources`) rather than
    /// the catalogs; its findings are silenced by `// xcstrings-audit:ignore RULE`.
    var readsCode: Bool {
        switch self {
        case .localeDoesNotTranslate, .processLocale, .timerDirection, .pausedShowsZero: true
        default: false
        }
    }

    /// One line saying when the rule fires, for `--help`.
    var summary: String {
        switch self {
        case .sourceLanguage: "the widget catalog's sourceLanguage differs from the app's"
        case .missingKey: "a key used by the widget (sources, or every app key with --all-keys) is absent from the widget catalog"
        case .rawKey: "an identifier-like key the widget uses (timer.cancel) has no source-language value: the key is shown"
        case .missingLanguage: "the app ships a language the widget catalog has no unit in; reported once per language"
        case .missingTranslation: "a key the widget uses has no translation in a language the app ships (whether or not the app has the key)"
        case .pluralCategories: "a widget plural lacks `other` or a category ICU's plural rules need for 0…1000"
        case .formatMismatch: "a widget translation's format specifiers differ from its source text's (or its key's, where the source text drops one)"
        case .needsReview: "a widget unit is in state needs_review"
        case .staleKey: "a widget entry is marked stale and the scanned sources do not use it"
        case .translationDrift: "app and widget translate a key they both use, with the same comment, differently"
        case .emptyValue: "a widget translation is empty while its source text is not: nothing is shown"
        case .widgetOnlyKey: "a widget identifier the app lacks where the app has the same one but for case and punctuation (a rename)"
        case .localeDoesNotTranslate: "widget code looks text up with locale: (or NSLocalizedString) but no bundle for the language: it shows the system's"
        case .processLocale: "widget code reads Locale.current & co. although the activity attributes carry the app's language"
        case .timerDirection: "a timer not laid out left to right where a right-to-left language ships: beside a sign or number (5:23 / 10:00) an error, a lone system timer a warning"
        case .pausedShowsZero: "a view compares the end time with now before checking the paused flag: a paused timer shows 0:00"
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

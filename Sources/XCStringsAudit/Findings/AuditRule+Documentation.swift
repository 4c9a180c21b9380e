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
        let accept = readsCode
            ? " To accept a finding in one place, add // xcstrings-audit:ignore \(identifier) at the end of its line "
                + "or on the line before; "
            : " To accept a finding for one entry, add [audit-ignore: \(identifier)] to the entry's comment; "
        return (Self.helpTexts[self] ?? "See the finding's message for what to change.") + fix + accept
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
        .sourceLanguage: "The widget catalog's sourceLanguage differs from the app's. The two targets fall back to "
            + "different languages, and every comparison between them compares different texts.",
        .missingKey: "A key the widget looks up is not in the widget's catalog. The widget target compiles its own "
            + "catalogs, so the Lock Screen shows the raw key (or the development-language text) instead of a translation.",
        .rawKey: "A key that reads as an identifier (sleepTimer.cancel, widget.start.description) has no value in the "
            + "source language, so the key itself is the text: users see the identifier on the Lock Screen, in the "
            + "source language and in every language that lacks a translation.",
        .missingLanguage: "The app ships a language the widget catalog has no unit in at all. Users who chose that "
            + "language in the app see every widget string in the development language; after a partial fix the "
            + "keys that still lack it are reported one by one.",
        .missingTranslation: "A key the widget uses has no translation of its own (absent, or only an untranslated "
            + "unit in state new) in a language the app ships, whether or not the app has the key, so the widget "
            + "falls back to the development language, or shows the key.",
        .pluralCategories: "A widget plural variation lacks `other`, or a category the language's CLDR plural rules need "
            + "for counts from 0 to 1000; such counts fall back to another form or to the key.",
        .formatMismatch: "A widget translation's format specifiers (%@, %lld, positional %1$@ …) differ from its source "
            + "text's (or its key's, where the source text leaves an argument out) by position or type; formatting it "
            + "can print garbage or crash.",
        .needsReview: "A widget string unit is in state needs_review: a translator or Xcode flagged it after the source "
            + "changed. It is still shown as written.",
        .staleKey: "A widget catalog entry is marked extractionState stale and the scanned sources do not use it either: "
            + "probably a leftover. It is still compiled into the widget.",
        .translationDrift: "App and widget both use a key, with the same comment, and translate it into a language "
            + "differently. Both wordings are shown correctly; one may be out of date.",
        .emptyValue: "A widget translation is empty while the source text is not, so that language shows nothing "
            + "where the others show text.",
        .widgetOnlyKey: "A widget key the app lacks, where the app has the same key but for case and punctuation: "
            + "often a key renamed in the app and not in the widget.",
        .localeDoesNotTranslate: "Widget code looks its text up in the system's language although a language was chosen: "
            + "String(localized:…, locale:) only formats interpolated values with the locale, NSLocalizedString without a "
            + "bundle for the language uses the process's, and a Live Activity presentation without the \\.locale its "
            + "other presentation sets speaks the system's. Users who chose another language in the app see it.",
        .processLocale: "Widget code reads the widget process's locale (Locale.current, Locale.preferredLanguages, "
            + "Bundle.main.preferredLocalizations) although the activity attributes carry the language chosen in the app; "
            + "the process follows the system, so text, dates and numbers come out in the system's language.",
        .timerDirection: "A timer is laid out in the language's direction, in a project that ships a right-to-left "
            + "language. Beside a sign or another number (-0:05, 5:23 / 10:00) the numbers are drawn in reverse order: an "
            + "error. A system timer view (Text(timerInterval:), Text(_:style: .timer), the .timer format, "
            + "ProgressView(timerInterval:)) is drawn by WidgetKit in the direction it inherits, and alone in a "
            + "right-to-left region it was shown reversed in production: a warning, which names the Dynamic Island "
            + "region or the Lock Screen. A lone timer the app formats itself keeps its order (the Unicode Bidirectional "
            + "Algorithm) and is not reported.",
        .pausedShowsZero: "A view compares a content state's end time with the current time before it checks the "
            + "state's paused flag; while paused the end time passes, so the paused timer shows 0:00 or its finished state.",
    ]

    private static let helpTexts: [AuditRule: String] = [
        .sourceLanguage: "Give both targets the same development language, and the catalogs the same sourceLanguage.",
        .missingKey: "Add the key to the widget target's catalog, or make the app's catalog a member of the widget target.",
        .rawKey: "Give the key its source-language text in the widget catalog.",
        .missingLanguage: "Add the language's translations to the widget catalog, and the language to the widget target.",
        .missingTranslation: "Translate the key in the widget catalog, or copy the app's translation where it has one.",
        .pluralCategories: "Add the missing plural categories to the widget's plural variation.",
        .formatMismatch: "Make the translation use the same specifiers, in the same order and of the same types, as the source text.",
        .needsReview: "Review the translation and mark it translated.",
        .staleKey: "Delete the entry if nothing builds the key at run time.",
        .translationDrift: "Use one wording if one of them is outdated; otherwise give the entries different comments.",
        .emptyValue: "Translate it, or delete the empty unit so that the language falls back to the source text.",
        .widgetOnlyKey: "If the app renamed the key, rename it in the widget's code and catalog too.",
        .localeDoesNotTranslate: "Look the text up in the language's bundle (ActivityLanguage's bundle(in:)), use a "
            + "LocalizedStringResource whose locale is set, or show it in a Text under .environment(\\.locale, …).",
        .processLocale: "Resolve the attributes' language code (ActivityLanguage(code:bundle:)) and use its locale.",
        .timerDirection: "Put .environment(\\.layoutDirection, .leftToRight) on the timer's own view (the numbers "
            + "alone, not the whole region), or show CountdownFormatter's isolated text.",
        .pausedShowsZero: "Check the paused flag first and show the frozen remaining time (TimerDisplayState.mode(at:)).",
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

extension AuditRule {
    /// Widget code looks a string up with `locale:` or no bundle for the language
    /// (`String(localized:…, locale:)`, `NSLocalizedString`), or shows a Live
    /// Activity presentation without the `\.locale` another one sets: the text is
    /// in the system's language. An error: every user who chose another language
    /// in the app sees it, and the code shows the language was meant to be chosen.
    /// The checks are ``WidgetCodeRules/localeFindings(in:project:)`` and
    /// ``WidgetCodeRules/presentationFindings(in:project:)``.
    static let localeDoesNotTranslate = AuditRule(RuleDescription(
        identifier: "locale-does-not-translate",
        severity: .error,
        input: .code,
        fixability: nil,
        summary: "widget code looks text up with locale: (or NSLocalizedString) but no bundle for the language: it "
            + "shows the system's",
        rationale: "Widget code looks its text up in the system's language although a language was chosen: "
            + "String(localized:…, locale:) only formats interpolated values with the locale, NSLocalizedString without a "
            + "bundle for the language uses the process's, and a Live Activity presentation without the \\.locale its "
            + "other presentation sets speaks the system's. Users who chose another language in the app see it.",
        howToFix: "Look the text up in the language's bundle (ActivityLanguage's bundle(in:)), use a "
            + "LocalizedStringResource whose locale is set, or show it in a Text under .environment(\\.locale, …).",
        details: "widget code calls `String(localized:…, locale:)` or `AttributedString(localized:…, locale:)` without "
            + "a `bundle:` chosen for the language (`.main` and `.module` are not); or, where the activity attributes "
            + "carry a language, `NSLocalizedString` without one; or one presentation of an `ActivityConfiguration` "
            + "(Lock Screen, Dynamic Island) sets `.environment(\\.locale, …)` and another shows literal text without it",
        triggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Title.swift": """
                            func title(_ code: String) -> String {
                                String(localized: "Hold", locale: Locale(identifier: code))
                            }
                            """]),
        ],
        nonTriggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Title.swift": """
                            func title(_ language: ActivityLanguage) -> String {
                                String(localized: "Hold", bundle: language.bundle(in: .main) ?? .main,
                                       locale: language.locale)
                            }
                            """]),
        ]))
}

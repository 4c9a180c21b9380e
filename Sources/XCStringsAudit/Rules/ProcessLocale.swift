extension AuditRule {
    /// Widget code reads the process's locale (`Locale.current`) in a project whose
    /// activity attributes carry the app's language. A warning: the read may be
    /// deliberate (a fallback the pattern cannot see), but it usually is the bug.
    /// The check is ``WidgetCodeRules/localeFindings(in:project:)``.
    static let processLocale = AuditRule(RuleDescription(
        identifier: "process-locale",
        severity: .warning,
        input: .code,
        fixability: nil,
        summary: "widget code reads Locale.current & co. although the activity attributes carry the app's language",
        rationale: "Widget code reads the widget process's locale (Locale.current, Locale.preferredLanguages, "
            + "Bundle.main.preferredLocalizations) although the activity attributes carry the language chosen in the "
            + "app; the process follows the system, so text, dates and numbers come out in the system's language.",
        howToFix: "Resolve the attributes' language code (ActivityLanguage(code:bundle:)) and use its locale.",
        details: "where the activity attributes carry a language, widget code reads `Locale.current`, "
            + "`Locale.autoupdatingCurrent`, `Locale.preferredLanguages` or `Bundle.main.preferredLocalizations` (not "
            + "for a regional member such as `.region`, nor as ActivityLanguage's `systemLanguages:`)",
        triggering: [
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Attributes.swift": Self.exampleAttributes,
                                  "Clock.swift": "let clockLocale = Locale.current\n"]),
        ],
        nonTriggering: [
            // Without a language in the attributes, the process's locale is all there is.
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Clock.swift": "let clockLocale = Locale.current\n"]),
            RuleExample(app: ["Hold": ["en": "Hold", "ar": "انتظر"]], widget: ["Hold": ["en": "Hold", "ar": "انتظر"]],
                        sources: ["Attributes.swift": Self.exampleAttributes,
                                  "Clock.swift": "let region = Locale.current.region\n"]),
        ]))

    /// Activity attributes that carry the app's language, for the code rules' examples.
    static let exampleAttributes = """
        import ActivityKit
        struct TimerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var endDate: Date
                var isPaused: Bool
            }
            var languageCode: String
        }
        """
}

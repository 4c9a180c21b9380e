extension AuditRule {
    /// Every rule, once. This list is the only place a rule is registered, and its
    /// order is the order of ties in output, of baselines, of `--help`, of SARIF's
    /// rule metadata and of the documentation. A rule is added by adding its file
    /// (`Rules/<RuleName>.swift`) and one
    /// line here.
    static let all: [AuditRule] = [
        .sourceLanguage,
        .missingKey,
        .rawKey,
        .missingLanguage,
        .missingTranslation,
        .pluralCategories,
        .formatMismatch,
        .siriPlaceholder,
        .needsReview,
        .staleKey,
        .translationDrift,
        .emptyValue,
        .widgetOnlyKey,
        .orphanKey,
        .pluralDropsNumber,
        .untranslatedCopy,
        .machineTranslated,
        .localeDoesNotTranslate,
        .processLocale,
        .timerDirection,
        .pausedShowsZero,
        .unlocalizedText,
    ]
}

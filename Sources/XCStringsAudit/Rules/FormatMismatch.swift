import XCStrings

extension AuditRule {
    /// A widget translation's format specifiers differ from the key's.
    static let formatMismatch = AuditRule(RuleDescription(
        identifier: "format-mismatch",
        severity: .error,
        input: .catalogs,
        fixability: nil,
        summary: "a widget translation's format specifiers differ from its source text's (or its key's, where the "
            + "source text drops one)",
        rationale: "A widget translation's format specifiers (%@, %lld, positional %1$@ …) differ from its source "
            + "text's (or its key's, where the source text leaves an argument out) by position or type; formatting it "
            + "can print garbage or crash.",
        howToFix: "Make the translation use the same specifiers, in the same order and of the same types, as the "
            + "source text.",
        details: "a widget translation's specifiers differ from the source text's by position and type (integer, "
            + "floating, object, char, C string; positional `%2$@` and substitutions resolved; a plural variant may "
            + "omit its count), or it has a lone `%` where the source is a format (`%d% завершено` prints "
            + "\"50 авершено\": in a format a percent sign is `%%`). The source text is the source-language value, "
            + "else the code's `value:`/`defaultValue:`, else the key; where it drops an argument of the key "
            + "(\"Streak\" for `%lld day streak`), the key is the reference. Only a format has specifiers: a key the "
            + "scanned code formats (an interpolated literal, the format of `String(format:)`, "
            + "`String.localizedStringWithFormat`, `NSString(format:)`) is one; a key it only shows as written "
            + "(`Text(\"50% faster\")`, `String(localized:)` or `NSLocalizedString` without formatting) is text; "
            + "any other key is a format unless its text has a `%` that starts no plausible specifier (the space "
            + "flag `% f`, `% o`; `%)`, a trailing `%`; `%n`, `%p`; a bare conversion letter starting a word of four "
            + "letters, `%disc…`) and no `%%`. An empty value is never a format problem",
        triggering: [
            RuleExample(app: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]],
                        widget: ["%lld min left": ["en": "%lld min left", "ar": "بقي %@ د"]]),
            // Xcode extracts `Text("\(percent)% done")` as `%lld%% done`: a format,
            // where a lone `%` eats the text after it.
            RuleExample(app: ["%lld%% done": ["en": "%lld%% done"]],
                        widget: ["%lld%% done": ["en": "%lld%% done", "ru": "%lld% завершено"]]),
        ],
        nonTriggering: [
            RuleExample(app: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]],
                        widget: ["%lld min left": ["en": "%lld min left", "ar": "بقي %lld د"]]),
            // Positional specifiers in another order are the same arguments.
            RuleExample(app: ["%1$@ of %2$@": ["en": "%1$@ of %2$@"]],
                        widget: ["%1$@ of %2$@": ["en": "%1$@ of %2$@", "ar": "%2$@ من %1$@"]]),
            // Text, not a format: `% f` is a percent sign and a word, shown as written.
            RuleExample(app: ["50% faster": ["en": "50% faster"]],
                        widget: ["50% faster": ["en": "50% faster", "fr": "50 % plus rapide"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on the first unit whose specifiers the walk found to differ from
    /// `reference`. Where the key is the reference because the source text drops
    /// an argument ("Streak" for `%lld day streak`), the drop is the author's
    /// choice: the source language itself is not reported then.
    func formatMismatchFinding(_ entry: StringCatalog.Entry, language: String, value: String, problem: FormatProblem,
                               location: StringCatalog.SourceLocation?, sourceValue: String?,
                               reference: FormatReference, at here: Place) -> AuditFinding? {
        guard language != widget.sourceLanguage || sourceValue == reference.text else { return nil }
        let message: String
        switch problem {
        case .arguments(let difference):
            message = "the \(language) translation \(value.quotedForMessage) does not match the format "
                + "specifiers of \(reference.text.quotedForMessage): \(difference). Fix the "
                + "translation; a wrong type prints garbage or crashes the widget."
        case .lonePercent(let lone):
            let escaped = reference.text.utf8.count > 1 && reference.text.contains("%%")
                ? ", as \(reference.text.quotedForMessage) does" : ""
            message = "the \(language) translation \(value.quotedForMessage) has a lone % (\(lone.quotedForMessage)) in "
                + "a format: formatting reads it as the start of a specifier, so the percent sign and the text after "
                + "it print wrong or vanish. Write %% for a percent sign\(escaped)."
        }
        return finding(.formatMismatch, key: entry.key, language: language, at: at(location, else: here), message)
    }
}

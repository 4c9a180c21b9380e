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
            + "omit its count), or it has a lone `%` in a format (`%d% завершено` prints \"50 авершено\"). The source "
            + "text is the source-language value, else the code's `value:`/`defaultValue:`, else the key (not an "
            + "identifier key: `raw-key` reports that); where it drops an argument of the key (\"Streak\" for `%lld "
            + "day streak`), the key is the reference. Text that is never formatted (\"up to 50% faster\") has no "
            + "format to mismatch. An empty value is never a format problem. A note, not an error, for a key of the "
            + "app's own tables that no file of the project writes (project mode)",
        severityDescription: "error, or note",
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
        ],
        notes: """
            **Which strings are formats.** A `%` means something only to a formatting call: \
            `String(format:)`, `String(format:locale:)`, `NSString(format:)`, \
            `String.localizedStringWithFormat(_:)`, or SwiftUI and Foundation formatting an interpolated key \
            with its arguments. A string that is looked up and shown as it is has no specifiers, and a \
            translation of it cannot mismatch: "up to 50% faster", "% of goal" and "(10%)" are text, and so \
            is "jusqu'à 50 % plus rapide". The audit decides per key:

            1. **From the scanned code**, per use. A key is a *format* when any use is: a literal with \
            interpolation (Xcode's key then has each interpolation's specifier and every literal `%` \
            doubled: `Text("\\(n)% done")` is `%lld%% done`), a lookup that is the format argument of \
            one of the calls above (`String(format: NSLocalizedString("…", comment: ""), n)`), a lookup \
            kept in a name that such a call uses as its format (`let f = NSLocalizedString(…)` … \
            `String(format: f, n)`, also `L10n.f`; in files scanned together, as pair mode's are — project \
            mode scans each file alone), or a `.localized` member \
            called with arguments. A key is *text* when every use shows it as written: a \
            `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue` literal without \
            interpolation (`Text("50% faster")`, `Button`, `.navigationTitle`, a declaration of such a \
            type), or a `String` lookup (`NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`, \
            `String(localized:)`, `.localized`) that is the last argument of another call or assigned to \
            a member (`label.text = …`). Any other use (a lookup kept in a name no scanned formatting call \
            uses, a `--localized-function` call) leaves it to the text.
            2. **From the text**, for a key no scanned code decides (pair mode without `--sources`, keys of \
            code that is not scanned): the reference reads as a format unless it has a `%` that starts no \
            plausible specifier and no `%%` anywhere. Not plausible: the space flag (`% f` in "50% faster", \
            `% o` in "% of goal"), an invalid specifier (`%)`, a trailing `%`, `%` before a letter that is \
            no conversion), `%n` and `%p` (never in a localized string), and a bare conversion letter that \
            begins a word of four letters or more (`%disc` in "20%discount"). `%%` is how Xcode writes a \
            percent sign in an extracted key with interpolation, and how a hand-written format escapes it, \
            so it makes the string a format.

            In a format every literal percent sign is `%%`: a translation with a `%` that starts no \
            specifier (invalid, the space flag, `%n`, `%p`) is reported with its own message, where the \
            reference has a specifier or the code formats it. `%lld%% done` translated `%lld% завершено` \
            prints "50 авершено": `% з` is not a specifier and is dropped with the letter after it. `% @` is \
            the exception: no text has it, so it is `%@` with the space flag, which `%@` ignores — "Von % @" \
            prints "Von example.com", and `% @` right after a letter ("kontole% @") glues the value to the \
            word, which is reported with its own message.

            **An app's key no file writes.** In project mode the app's own tables are checked too, and \
            there the app's code is not scanned: the text decides what is a format. A key that no file of \
            the project's targets writes, even in part, is looked up by no code — each piece of it between \
            specifiers is searched for in their sources, Interface Builder documents and linked packages, so \
            `Text("\\(n) nodes")` writes `%lld nodes` and `"status_\\(name)_title"` writes `status_%@_title`. \
            Its finding is a note, saying so: such an entry is usually left over, but a push notification's \
            `loc-key` names a key no code writes, and iOS formats it with the payload's `loc-args`. Where the \
            app compiles a file that is not on disk (accessors generated at build time), every finding stays \
            an error.

            **Evidence.** Apple's SwiftUI and Foundation are not open source; what their public interfaces \
            and documentation show: SwiftUI's `LocalizedStringKey` stores `key`, `hasFormatting` (false for \
            `init(stringLiteral:)`) and the interpolation's arguments — the interface as OpenSwiftUI \
            (`Sources/OpenSwiftUICore/View/Text/Text/Text+Localized.swift`) mirrors it — and its \
            `StringInterpolation.appendLiteral` escapes `%` as `%%` in the key it builds; \
            `String.LocalizationValue.init(_:)` "creates a localized value with no interpolated values"; \
            `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)` return the table's string \
            as it is, and only `String(format:)` and its relatives read specifiers. Xcode's extraction writes \
            a literal without interpolation as it is (`Text("50% faster")` is the key `50% faster`) and one \
            with interpolation with its percent signs doubled (`Text("\\(n)% done")` is `%lld%% done`; real \
            catalogs have keys such as `省 %lld%%`).
            """))
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
        case .gluedObject(let glued):
            message = "the \(language) translation \(value.quotedForMessage) writes \(glued.quotedForMessage): "
                + "formatting reads \"% @\" as %@ with the space flag, which %@ ignores, so the value is glued to "
                + "the text before it. Write a space before the specifier (\" %@\")."
        }
        return finding(.formatMismatch, key: entry.key, language: language, at: at(location, else: here), message)
    }
}

extension CatalogAudit {
    /// The `format-mismatch` findings of the widget table on its own, and nothing
    /// else: what project mode checks an app's own tables for. The same findings
    /// as ``run()`` gives for this rule on a table audited against itself,
    /// without the rest of the walk (plurals, coverage, drift).
    ///
    /// - Complexity: O(*n*) in the size of the table's values.
    func formatMismatchFindings() -> [AuditFinding] {
        let filter = LanguageFilter(languages)
        let sourceLanguage = widget.sourceLanguage
        var findings: [AuditFinding] = []
        for entry in widget.entries where entry.extractionState != .stale && entry.shouldTranslate != false
            && !SiriPlaceholders.isShortcutPhrase(entry.key) {
            let reference = FormatReference.reference(for: entry, sourceLanguage: sourceLanguage,
                                                      keyIsIdentifier: showsRawKey(entry.key))
            guard reference.isFormat else { continue }
            let sourceValue = entry.localizations[sourceLanguage]?.representativeValue
            for (language, localization) in entry.localizations where filter.contains(language) {
                // An empty value has no specifiers to compare: it is `empty-value`'s.
                if let unit = localization.plainUnit, unit.value.isEmpty { continue }
                guard let mismatch = reference.mismatch(in: localization),
                      let finding = formatMismatchFinding(entry, language: language, value: mismatch.value,
                                                          problem: mismatch.problem, location: mismatch.location,
                                                          sourceValue: sourceValue, reference: reference,
                                                          at: place(localization.location ?? entry.location))
                else { continue }
                findings.append(finding)
            }
        }
        return findings
    }
}

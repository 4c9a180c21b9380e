import XCStrings

extension AuditRule {
    /// The app has a usable translation of a shared key that the widget lacks.
    static let missingTranslation = AuditRule(RuleDescription(
        identifier: "missing-translation",
        severity: .error,
        input: .catalogs,
        fixability: "yes, when the app has a usable translation; the message says which",
        summary: "a key the widget uses has no translation in a language the app ships (whether or not the app has the key)",
        rationale: "A key the widget uses has no translation of its own (absent, or only an untranslated "
            + "unit in state new) in a language the app ships, whether or not the app has the key, so the widget "
            + "falls back to the development language, or shows the key.",
        howToFix: "Translate the key in the widget catalog, or copy the app's translation where it has one.",
        details: "a key in use shows nothing of its own in a language L the app ships (absent, or only `new`) — "
            + "whether or not the app has the key. For the source language only where the app's text says more "
            + "than the key, or where the key is English text and the source language writes another script "
            + "(`Calendar View` without a ko value in a ko catalog: ko users read English; not with a `value:` "
            + "in code, which is the source text). Not where what the widget falls back to is what the app itself "
            + "shows in L (the app's own L translation is that text: a brand, a \"Wi-Fi\" it keeps, or an Arabic "
            + "\"!!Go Map\" for \"Go Map!!\", the punctuation at its ends moved), nor where two languages or more "
            + "translate the key and every one keeps the source text as it is (\"OK\", a name, a unit: the fallback is "
            + "what L would most likely write; for L written in another script than Latin, one of them must be too), "
            + "nor where the text has no word: format specifiers, numbers, unit symbols and lone Latin letters "
            + "(`%lld / %lld`, `%@ km`, `%@ g`, `? U`) — a lone letter counts as a word where a translation, the "
            + "widget's or the app's, writes something else (`U`, German `IE`), "
            + "nor in English where the entry "
            + "has no text at all and its key reads as English (`Calendar View` in a ko catalog: the key is what en "
            + "users see), nor, in project mode, where the only code that uses the key never runs in the widget",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"], "Stop": ["en": "Stop", "ar": "توقف"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"], "Stop": ["en": "Stop"]]),
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"], "Stop": ["en": "Stop", "ar": "توقف"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"], "Stop": ["en": "Stop", "ar": .new("Stop")]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]], widget: ["Start": ["en": "Start", "ar": "ابدأ"]]),
            // `%lld / %lld`, `%@ km` and `%@ g` show the same in every language: nothing to translate.
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"], "%lld / %lld": ["en": "%lld / %lld"],
                                 "%@ km": ["en": "%@ km"], "%@ g": ["en": "%@ g"]]),
            // The app's own ar text is the English the widget falls back to.
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"], "Wi-Fi": ["en": "Wi-Fi", "ar": "Wi-Fi"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"], "Wi-Fi": ["en": "Wi-Fi"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on a key in use that shows nothing of its own in `language`
    /// where the widget has the language somewhere (else the key counts towards
    /// `missing-language`). `app` is the app's usable translation when there is
    /// one (then it is fixable).
    func missingTranslationFinding(_ entry: StringCatalog.Entry, language: String,
                                   app appLocalization: StringCatalog.Localization?) -> AuditFinding {
        let widgetLocalization = entry.localizations[language]
        let here = place(widgetLocalization?.location ?? entry.location)
        let state = widgetLocalization.map { _ in "has only an untranslated (state new) \(language) unit" }
            ?? "has no \(language) translation"
        let remedy = appLocalization.map { "The app has \($0.displayValue): run with --fix to copy it." }
            ?? "The app has no \(language) translation of it to copy: translate it in the widget catalog."
        let shown: String
        if language != widget.sourceLanguage {
            shown = fallback(for: entry)
        } else if language.writesNonLatinScript && Self.readsAsEnglishText(entry.key) {
            shown = "shows the key's own text, in English,"
        } else {
            shown = "shows the key's own text"
        }
        var result = finding(.missingTranslation, key: entry.key, language: language, at: here,
            "\(entry.key.quotedForMessage) \(state) in the widget catalog, so the widget \(shown) "
                + "for \(language) users. \(remedy)")
        result.isFixable = appLocalization != nil
        return result
    }

    /// What the widget shows in a language it has nothing of its own in: the
    /// source-language text, else the key.
    private func fallback(for entry: StringCatalog.Entry) -> String {
        let source = widget.sourceLanguage
        if let value = entry.localizations[source]?.representativeValue, !value.isEmpty {
            return "falls back to \(source) (\(value.quotedForMessage))"
        }
        return showsRawKey(entry.key)
            ? "shows the raw key \(entry.key.quotedForMessage)"
            : "falls back to \(source) (the key's own text)"
    }
}

import XCStrings

extension AuditRule {
    /// The app has a language the widget catalog has no unit in at all.
    static let missingLanguage = AuditRule(RuleDescription(
        identifier: "missing-language",
        severity: .error,
        input: .catalogs,
        fixability: "the keys the app translates",
        summary: "the app ships a language the widget catalog has no unit in; reported once per language",
        rationale: "The app ships a language the widget catalog has no unit in at all. Users who chose that "
            + "language in the app see every widget string in the development language; after a partial fix the "
            + "keys that still lack it are reported one by one.",
        howToFix: "Add the language's translations to the widget catalog, and the language to the widget target.",
        details: "the app ships L; the widget catalog has no unit in L at all. Once per L, counting the keys in use "
            + "and how many the app can give; it stays failing (as `missing-translation`) until every key in use has L. "
            + "Keys whose fallback is what the app itself shows in L (see `missing-translation`) are not counted, "
            + "and a language with no other key is not reported. Nor is a regional variant whose language the widget "
            + "has (`fr-CA` where it has `fr`, `zh-Hant-HK` where it has `zh-Hant`, `en-GB` of the source language `en`): "
            + "iOS shows its users that language, as it matches their language against the widget's bundle. In project "
            + "mode also: an extension whose own bundle has no L (no table, document or `CFBundleLocalizations` in L) "
            + "while a framework or package whose texts its code shows has L, and whose `Info.plist` does not set "
            + "`CFBundleAllowMixedLocalizations`: those bundles follow the language the system chose for the "
            + "extension's, so they show their texts in the development language",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "he": "התחל"]], widget: ["Start": ["en": "Start"]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "he": "התחל"]],
                        widget: ["Start": ["en": "Start", "he": "התחל"]]),
            // Only an untranslated placeholder in the app: the app does not ship the language.
            RuleExample(app: ["Start": ["en": "Start", "he": .new("Start")]], widget: ["Start": ["en": "Start"]]),
            // French Canadians see the widget's French.
            RuleExample(app: ["Start": ["en": "Start", "fr": "Démarrer", "fr-CA": "Commencer"]],
                        widget: ["Start": ["en": "Start", "fr": "Démarrer"]]),
        ]))
}

/// The keys of one language the widget has no unit in at all: one
/// `missing-language` finding, however many keys.
struct MissingLanguage {
    var count = 0
    var fixable = 0
    /// The bytewise smallest key, and the smallest one the app translates.
    var example: String?
    var fixableExample: String?

    mutating func add(_ key: String, fixable isFixable: Bool) {
        merge(MissingLanguage(count: 1, fixable: isFixable ? 1 : 0, example: key, fixableExample: isFixable ? key : nil))
    }

    /// Adds the keys another walk found.
    mutating func merge(_ other: MissingLanguage) {
        count += other.count
        fixable += other.fixable
        example = Self.smaller(example, other.example)
        fixableExample = Self.smaller(fixableExample, other.fixableExample)
    }

    /// The bytewise smaller of two keys, either of which may be absent.
    private static func smaller(_ current: String?, _ other: String?) -> String? {
        guard let other else { return current }
        guard let current else { return other }
        return other.utf8.lexicographicallyPrecedes(current.utf8) ? other : current
    }
}

extension CatalogAudit {
    /// The check, on every key in use that lacks `language` once the walk has
    /// found that the widget has no unit in it anywhere.
    func missingLanguageFinding(_ language: String, _ missing: MissingLanguage) -> AuditFinding {
        let keys = missing.count == 1 ? "1 key" : "\(missing.count) keys"
        var remedy: String
        if missing.fixable == 0 {
            remedy = "The app translates none of them: translate them in the widget catalog"
        } else {
            let sample = missing.fixableExample.flatMap { key in
                app[key]?.localizations[language].map { " (e.g. \(key.quotedForMessage): \($0.displayValue))" }
            } ?? ""
            remedy = missing.fixable == missing.count
                ? "The app translates all of them\(sample): run with --fix to copy them"
                : "The app translates \(missing.fixable) of them\(sample): --fix copies those; translate the other "
                    + "\(missing.count - missing.fixable) in the widget catalog"
        }
        let here = Place(file: widgetPath, line: 1, column: 1)
        var result = finding(.missingLanguage, key: nil, language: language, at: here,
            "the app ships \(language) but the widget catalog has no \(language) at all: \(keys) the widget uses "
                + "(such as \((missing.example ?? "").quotedForMessage)) show in \(widget.sourceLanguage) instead. "
                + "\(remedy), and add \(language) to the widget target.")
        result.isFixable = missing.fixable > 0
        return result
    }
}

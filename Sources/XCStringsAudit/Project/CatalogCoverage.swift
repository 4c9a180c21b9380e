import XCStrings

/// Coverage of the app's languages by a table that is not compared with an app
/// table: one only the extension has, or one catalog that is a member of both
/// targets. For every key to translate and every language the app ships, the
/// table must have a usable translation (the development language may fall
/// back to the key). A language the table has no unit in at all is reported once.
///
/// Stale keys, keys marked `shouldTranslate: false`, the empty key, texts with
/// no word outside format specifiers and unit symbols, a lone Latin letter being
/// one unless a translation writes it otherwise
/// (``CatalogAudit/hasTranslatableText(_:sourceLanguage:)``), and texts that every language
/// translating them keeps as they are (``SourceTextKeepers``) are skipped.
/// Findings use the rules `missing-translation` and `missing-language`; there is
/// nothing to copy, so none is fixable.
struct CatalogCoverage {
    /// The table checked.
    var table: ProjectTable
    /// The extension whose bundle has it, for messages.
    var targetName: String
    /// The app it is checked against, for messages.
    var appName: String
    /// The languages of the app's tables.
    var appLanguages: [String]
    /// `--languages`, or `nil` for all.
    var languages: [String]?
    /// The keys checked, or `nil` for all: for a table the app shares, the keys
    /// the extension's code uses.
    var keys: Set<String>? = nil

    /// What the table lacks of the app's languages, unsorted.
    ///
    /// - Complexity: O(*k* · *l*) for *k* keys and *l* languages.
    func findings() -> [AuditFinding] {
        let catalog = table.catalog
        let filter = LanguageFilter(languages)
        let present = Set(table.unitLanguages ?? catalog.languages)
        // A regional variant whose language the table has (`fr-CA` of `fr`) shows that language.
        let wanted = appLanguages.filter {
            filter.contains($0) && (present.contains($0) || !LanguageFallback.isShownThroughAParent(
                $0, available: present, sourceLanguage: catalog.sourceLanguage))
        }
        var findings: [AuditFinding] = []
        var missingLanguage: [String: (count: Int, example: String)] = [:]
        // The empty key (`Text("")`) has nothing to translate, and neither has a text of
        // only format specifiers, digits and symbols (`%@, %@`, `—`), as in a pair audit.
        for entry in catalog.entries where entry.shouldTranslate != false && entry.extractionState != .stale && !entry.key.isEmpty
            && keys?.contains(entry.key) != false && CatalogAudit.hasTranslatableText(entry, sourceLanguage: catalog.sourceLanguage) {
            // A text every language that translates it keeps as it is ("OK", a name) shows the same without it.
            let keepers = SourceTextKeepers(entry, sourceLanguage: catalog.sourceLanguage)
            for language in wanted where language != catalog.sourceLanguage && keepers?.cover(language) != true {
                // An empty unit marked translated is the table's own `empty-value` finding.
                if let localization = entry.localizations[language],
                   localization.isUsableTranslation || !localization.hasOnlyNewUnits { continue }
                if !present.contains(language) {
                    let current = missingLanguage[language]
                    missingLanguage[language] = ((current?.count ?? 0) + 1, current?.example ?? entry.key)
                    continue
                }
                let location = entry.localizations[language]?.location ?? entry.location
                let state = entry.localizations[language] == nil ? "has no \(language) translation"
                    : "has only an untranslated (state new) \(language) unit"
                findings.append(AuditFinding(
                    rule: .missingTranslation, key: entry.key, language: language, file: table.path,
                    line: location?.line ?? 1, column: location?.column ?? 1,
                    message: "\(entry.key.quotedForMessage) \(state) in the \(table.name) table, so \(targetName) "
                        + "falls back to \(catalog.sourceLanguage); \(appName) ships \(language). Translate it.",
                    isFixable: false))
            }
        }
        for (language, missing) in missingLanguage {
            let keys = missing.count == 1 ? "1 key" : "\(missing.count) keys"
            findings.append(AuditFinding(
                rule: .missingLanguage, key: nil, language: language, file: table.path, line: 1, column: 1,
                message: "the \(table.name) table has no \(language) at all, but \(appName) ships \(language); "
                    + "\(targetName) shows its \(keys) (e.g. \(missing.example.quotedForMessage)) in \(catalog.sourceLanguage). "
                    + "Translate the table into \(language).",
                isFixable: false))
        }
        return findings
    }
}

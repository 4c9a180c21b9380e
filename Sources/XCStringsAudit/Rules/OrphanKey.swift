import XCStrings

extension AuditRule {
    /// A key only one or two translations have, that the source language lacks
    /// and no scanned code uses: a leftover, reported once.
    static let orphanKey = AuditRule(RuleDescription(
        identifier: "orphan-key",
        // Nothing shows it (no code asks for it), but it is dead data that
        // usually marks a rename whose new key lacks the translation.
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a key only one or two translations have, absent from the source language and used by no scanned code",
        rationale: "A key in one or two languages' tables that the source language does not have and the code "
            + "does not use is a leftover (a renamed or deleted key translated before it went). It is one thing "
            + "to delete, not a missing translation in every other language.",
        howToFix: "Delete the key from the languages that have it; if it was renamed, check that the new key has their translations.",
        details: "a key of a widget table that has no source-language unit, has units in one or two other "
            + "languages only (fewer than the table has) and that no scanned Swift file uses; in a String Catalog, "
            + "only an entry Xcode did not extract (`extractionState: manual`), since Xcode writes no source unit "
            + "for a key that is its own text. Once per key, instead of `missing-translation` in every other "
            + "language. Without `--sources` (pair mode) whether code uses the key is unknown, and the key's "
            + "gaps are reported as they are",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ca": "Inicia", "de": "Starten", "pt": "Iniciar"]],
                        widget: ["Start": ["en": "Start", "ca": "Inicia", "de": "Starten", "pt": "Iniciar"],
                                 "Old title": (["ca": "Títol antic", "pt": "Título antigo"] as ExampleEntry).manual],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"Start\")\n"]),
        ],
        nonTriggering: [
            // The code uses it: its gaps are missing translations.
            RuleExample(app: ["Start": ["en": "Start", "ca": "Inicia", "de": "Starten", "pt": "Iniciar"]],
                        widget: ["Start": ["en": "Start", "ca": "Inicia", "de": "Starten", "pt": "Iniciar"],
                                 "Old title": (["ca": "Títol antic", "pt": "Título antigo"] as ExampleEntry).manual],
                        sources: ["Widget.swift": "import SwiftUI\nlet a = Text(\"Start\")\nlet b = Text(\"Old title\")\n"]),
        ]))
}

/// Finds `orphan-key` keys in a table and folds their gaps into one finding each.
enum OrphanKeys {
    /// The findings of `table` (at `path`) with each orphan key's findings there
    /// replaced by one `orphan-key` finding. Unchanged when the code was not
    /// scanned (`usages` empty and `sourcesScanned` false).
    ///
    /// - Parameters:
    ///   - isLegacy: Whether the table was read from `.strings` files, where a
    ///     key the development language's file lacks has no source text.
    /// - Complexity: O(*n*) in the table's entries and the findings.
    static func collapse(_ findings: [AuditFinding], table: StringCatalog, path: String, isLegacy: Bool,
                         usages: [SourceKeyUsage], sourcesScanned: Bool) -> [AuditFinding] {
        guard sourcesScanned || !usages.isEmpty else { return findings }
        let source = table.sourceLanguage
        // The keys in one or two languages first: the table's own languages (a pass
        // over all its localizations) and the keys the code uses are found only when
        // there are such keys.
        var candidates: [(key: String, languages: [String], location: StringCatalog.SourceLocation?)] = []
        for entry in table.entries where !entry.key.isEmpty && entry.shouldTranslate != false {
            guard isLegacy || entry.extractionState == .manual,
                  entry.localizations[source]?.hasUnits != true else { continue }
            let languages = entry.localizations.filter { $0.key != source && $0.value.hasUnits }.map(\.key)
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            guard (1...2).contains(languages.count) else { continue }
            candidates.append((entry.key, languages, entry.localizations[languages[0]]?.location ?? entry.location))
        }
        guard !candidates.isEmpty else { return findings }
        let languageCount = Set(table.languages).subtracting([source]).count
        guard languageCount >= 2 else { return findings }
        let matcher = CatalogKeyMatcher(table)
        let used = Set(usages.compactMap { matcher.key(for: $0.literal) })
        var orphans: [String: (languages: [String], location: StringCatalog.SourceLocation?)] = [:]
        for candidate in candidates where candidate.languages.count < languageCount && !used.contains(candidate.key) {
            orphans[candidate.key] = (candidate.languages, candidate.location)
        }
        guard !orphans.isEmpty else { return findings }
        let folded: Set<AuditRule> = [.missingTranslation, .rawKey, .orphanKey]
        var kept = findings.filter { finding in
            guard let key = finding.key, orphans[key] != nil, finding.file == path else { return true }
            return !folded.contains(finding.rule)
        }
        for (key, orphan) in orphans.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let list = orphan.languages.map { "`\($0)`" }.joined(separator: "/")
            kept.append(AuditFinding(
                rule: .orphanKey, key: key, language: orphan.languages[0], file: path,
                line: orphan.location?.line ?? 1, column: orphan.location?.column ?? 1,
                message: "\(key.quotedForMessage) is in \(list) only: \(source), the source language, lacks it and "
                    + "no scanned code uses it. Delete it from \(orphan.languages.count == 1 ? "that language" : "those languages"); "
                    + "if the key was renamed, check that the new one has their translations.",
                isFixable: false))
        }
        return AuditFinding.sorted(kept)
    }
}

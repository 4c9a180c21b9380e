import XCStrings

extension AuditRule {
    /// A key the widget uses is absent from the widget catalog.
    static let missingKey = AuditRule(RuleDescription(
        identifier: "missing-key",
        severity: .error,
        input: .catalogs,
        fixability: "yes, when the app has it",
        summary: "a key used by the widget (sources, or every app key with --all-keys) is absent from the widget catalog",
        rationale: "A key the widget looks up is not in the widget's catalog. The widget target compiles its own "
            + "catalogs, so the Lock Screen shows the raw key (or the development-language text) instead of a "
            + "translation.",
        howToFix: "Add the key to the widget target's catalog, or make the app's catalog a member of the widget target.",
        details: "a key the widget sources use (or, with `--all-keys`, an app key) is absent from the widget catalog. "
            + "Not where the app keeps the text as it is in every language it ships (\"mg/dL\" in each of its "
            + "tables): the widget, showing the key, shows what the app shows (`--fix` still copies it). Nor where "
            + "the app ships its source language only and the key reads as text (`Start`, not `widget.start`): "
            + "the key is that language's text, and nobody reads it in another. Nor where the text has no word "
            + "(`\\(grams)g`, `%@ km`: format specifiers, numbers, unit symbols and lone Latin letters, unless "
            + "the app's translations write the letter otherwise); an identifier key whose text is one letter "
            + "(`unit.grams` for `g`) still shows itself and is reported. A lookup that takes its key as a `String` "
            + "(`NSLocalizedString(\"occasion.\\(id)\", comment: \"\")`) makes its key at run time: it is reported "
            + "only where the catalog has no key of that shape (`occasion.ramadan`). In project mode, an extension's own texts "
            + "that nothing translates are missing keys too: its `Info.plist` name and permission prompts where it "
            + "has no `InfoPlist` table, and the texts of a storyboard or XIB it shows that is not localized at all "
            + "(`Documentation/ProjectMode.md`)",
        triggering: [
            RuleExample(app: ["Pause": ["en": "Pause", "ar": "إيقاف مؤقت"]], widget: ["Start": ["en": "Start"]],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"Pause\")\n"]),
            RuleExample(app: ["Pause": ["en": "Pause", "ar": "إيقاف مؤقت"]], widget: ["Start": ["en": "Start"]],
                        arguments: ["--all-keys"]),
            // An identifier shows raw even to the source language's users.
            RuleExample(app: ["Start": ["en": "Start"]], widget: ["Start": ["en": "Start"]],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"widget.pause\")\n"]),
        ],
        nonTriggering: [
            // Without --all-keys, an app key the widget does not use is the app's.
            RuleExample(app: ["Pause": ["en": "Pause", "ar": "إيقاف مؤقت"]], widget: ["Start": ["en": "Start"]]),
            // Nothing to translate: the key shows the same in every language.
            RuleExample(app: ["Start": ["en": "Start"]], widget: ["Start": ["en": "Start"]],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"\\(done) / \\(total)\")\n"]),
            // The app ships English only: the key "Pause" is the English text.
            RuleExample(app: ["Start": ["en": "Start"]], widget: ["Start": ["en": "Start"]],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"Pause\")\n"]),
            // The app keeps "mg/dL" as it is in every language it ships.
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"], "mg/dL": ["en": "mg/dL", "ar": "mg/dL"]],
                        widget: ["Start": ["en": "Start", "ar": "ابدأ"]],
                        sources: ["Widget.swift": "import SwiftUI\nlet label = Text(\"mg/dL\")\n"]),
        ]))
}

extension CatalogAudit {
    /// The check for the keys the sources use: each is looked up in the widget
    /// catalog, then in the app's; one finding per key the widget lacks that has
    /// something to translate. Adds what `--fix` can copy to `plan`.
    ///
    /// - Parameter appLanguages: The languages the app ships but its source
    ///   language: where the app shows, in each, the very text the widget shows
    ///   without the key, nothing a user sees is missing.
    /// - Parameter shipsOtherLanguages: Whether the app ships a language besides
    ///   its source language: where it does not, a key that reads as text is that
    ///   language's text, shown as written to everyone who sees it.
    /// - Returns: The widget keys the sources use, with their first use; the
    ///   keys reported; and the widget keys the sources use only in code the
    ///   target never runs (``SourceKeyUsage/isInUnreachedCode``, project mode).
    func missingKeyFindings(into findings: inout [AuditFinding], plan: inout CatalogFixPlan, appLanguages: [String],
                            shipsOtherLanguages: Bool)
        -> (used: [String: SourceKeyUsage], reported: Set<String>, neverShown: Set<String>) {
        let interpolated = usages.contains { $0.literal.hasInterpolation }
        let widgetMatcher = CatalogKeyMatcher(widget, indexPatterns: interpolated)
        let appMatcher = CatalogKeyMatcher(app, indexPatterns: interpolated)
        var reportedMissing = Set<String>()
        var usedInSources: [String: SourceKeyUsage] = [:]
        var shown = Set<String>()
        // Keys looked up in another table (`tableName: "Other"` while the widget
        // catalog is `Localizable.xcstrings`) or in a Swift package's bundle are
        // not the widget catalog's business. Without a table name, the catalog
        // given is taken to be the default table whatever its file is called.
        let table = Self.tableName(ofCatalogAt: widgetPath)
        // A lookup kept in a property no scanned code reads, or in a preview, is compiled but never shown.
        for usage in usages where !usage.isInPackageBundle && (usage.table.map { $0 == table } ?? true) {
            switch widgetMatcher.match(usage) {
            case .exact(let widgetKey)?:
                if !usage.isInUnreachedCode { shown.insert(widgetKey) }
                if usedInSources[widgetKey] == nil {
                    usedInSources[widgetKey] = usage
                    usedInSources[widgetKey]?.isInTheAppsCode = true  // until a use below says otherwise
                }
                // Any use that supplies the source text (`value:`) supplies it for all.
                if usedInSources[widgetKey]?.defaultValue == nil { usedInSources[widgetKey]?.defaultValue = usage.defaultValue }
                if usage.hasComputedDefault { usedInSources[widgetKey]?.hasComputedDefault = true }
                // Looked up by the extension's own code that runs, anywhere: shown by its own code.
                if !usage.isInTheAppsCode, !usage.isInUnreachedCode { usedInSources[widgetKey]?.isInTheAppsCode = false }
                // Formatted anywhere is a format; shown as written everywhere is text.
                if let first = usedInSources[widgetKey]?.formatting, first != usage.formatting, first != .formatted {
                    usedInSources[widgetKey]?.formatting = usage.formatting == .formatted ? .formatted : .unknown
                }
                continue
            case let .specifierMismatch(catalogKey, lookupKey, argument, expected, found)?:
                // `Text("\(streak) day streak")` with an Int looks up `%lld day
                // streak`; a catalog that has only `%@ day streak` does not match.
                // `Text("\(count)")` shows the number whichever key it finds.
                guard !usage.isNeverShown, Self.hasTranslatableText(lookupKey), reportedMissing.insert(lookupKey).inserted
                else { continue }
                let inApp = if case .exact(lookupKey)? = appMatcher.match(usage) { true } else { false }
                findings.append(specifierMismatch(usage, lookupKey: lookupKey, catalogKey: catalogKey, argument: argument,
                                                  expected: expected, found: found, inApp: inApp))
                if inApp { plan.addEntry(lookupKey) }
                continue
            case nil:
                // A key made at run time (`NSLocalizedString("rooms.section.\(kind)", comment: "")`)
                // finds whichever key of its shape the catalog has.
                if usage.makesItsKeyAtRunTime, widgetMatcher.hasKeyMadeAtRunTime(by: usage.literal) {
                    continue
                }
            }
            if usage.isNeverShown { continue }
            var appKey: String?
            // A key made at run time is none of the app's format keys either (`season.%@`): nothing to copy.
            if !usage.makesItsKeyAtRunTime, case .exact(let key)? = appMatcher.match(usage) { appKey = key }
            let key = appKey ?? usage.lookupKey
            if let appKey, app[appKey]?.shouldTranslate == false { continue }
            // `Text("\(done) / \(total)")` has nothing to translate: the key is the text.
            let text = appKey.flatMap { app[$0]?.localizations[app.sourceLanguage]?.representativeValue }
                ?? (usage.literal.hasInterpolation ? CatalogKeyMatcher.pattern(of: usage.literal) : key)
            // A lone letter is a unit's symbol unless the app's translations say otherwise;
            // an identifier with it for its text still shows itself.
            let hasText = appKey.flatMap { app[$0] }.map { Self.hasTranslatableText($0, sourceLanguage: app.sourceLanguage) }
                ?? Self.hasTranslatableText(text)
            guard hasText || (key != text && Self.isIdentifierLike(key) && Self.hasTranslatableText(text, lettersAreWords: true))
            else { continue }
            // An app that ships its source language only shows a key that reads as text as
            // that language's text: nobody reads it in another. An identifier still shows raw.
            if !shipsOtherLanguages, !Self.isIdentifierLike(usage.defaultValue ?? key) {
                if appKey != nil, reportedMissing.insert(key).inserted { plan.addEntry(key) }
                continue
            }
            // The app keeps the text in every language it ships ("mg/dL" in all its tables):
            // the widget, showing the key, shows what the app shows. `--fix` still copies it.
            if let appKey, !usage.literal.hasInterpolation, let entry = app[appKey],
               Self.keepsText(usage.defaultValue ?? key, entry, sourceLanguage: app.sourceLanguage, in: appLanguages) {
                if reportedMissing.insert(key).inserted { plan.addEntry(key) }
                continue
            }
            guard reportedMissing.insert(key).inserted else { continue }
            findings.append(missingKey(key, usage: usage, inApp: appKey != nil))
            if appKey != nil { plan.addEntry(key) }
        }
        return (usedInSources, reportedMissing, Set(usedInSources.keys).subtracting(shown))
    }

    /// Whether `entry` of the app shows `text` in its source language and has it as
    /// its translation in each of `languages`, one at least: a unit, a symbol or a
    /// name the app keeps as it is.
    static func keepsText(_ text: String, _ entry: StringCatalog.Entry, sourceLanguage: String,
                          in languages: [String]) -> Bool {
        guard !languages.isEmpty, entry.sourceText(in: sourceLanguage) == text else { return false }
        return languages.allSatisfy { language in
            guard let localization = entry.localizations[language], localization.isUsableTranslation else { return false }
            return showsSameText(localization.representativeValue, as: text)
        }
    }

    /// `--all-keys`: the app keys the widget catalog lacks that the sources did not
    /// already report (`reported`), in the app's order, and a finding for each
    /// (in the same order; findings are sorted later).
    func missingAppKeys(reported: Set<String>) -> (keys: [String], findings: [AuditFinding]) {
        var reported = reported
        var keys: [String] = []
        for entry in app.entries where entry.shouldTranslate != false && widget[entry.key] == nil
            && !reported.contains(entry.key) {
            reported.insert(entry.key)
            keys.append(entry.key)
        }
        var languages = SortedLanguages()
        var findings: [AuditFinding] = []
        findings.reserveCapacity(keys.count)
        for key in keys { findings.append(missingKey(key, usage: nil, inApp: true, languages: &languages)) }
        return (keys, findings)
    }

    private func missingKey(_ key: String, usage: SourceKeyUsage?, inApp: Bool) -> AuditFinding {
        var languages = SortedLanguages()
        return missingKey(key, usage: usage, inApp: inApp, languages: &languages)
    }

    private func missingKey(_ key: String, usage: SourceKeyUsage?, inApp: Bool,
                            languages sortedLanguages: inout SortedLanguages) -> AuditFinding {
        let here = usage.map { Place(file: $0.file, line: $0.line, column: $0.column) }
            ?? Place(file: widgetPath, line: 1, column: 1)
        let used = usage == nil ? "is an app key (--all-keys)" : "is used here"
        var message = "\(key.quotedForMessage) \(used) but is missing from the widget catalog, so the widget shows "
            + "the key itself, untranslated. "
        if let usage, usage.makesItsKeyAtRunTime {
            // The key is made at run time: no key of its shape is the widget's (``CatalogKeyMatcher/hasKeyMadeAtRunTime(by:)``).
            // As written in Swift, interpolations included (`"season.\(id)"`).
            message = "\"\(usage.literal.sourceSpelling)\" makes its key at run time, and the "
                + "widget catalog has no key of that shape, so the widget shows the key it makes, untranslated. For a "
                + "text with a value in it, look a format up and fill the value in (String(localized:) with the "
                + "interpolation, or String(format:) of the lookup); for a key chosen at run time, add each key it can "
                + "make to the widget catalog."
            return AuditFinding(rule: .missingKey, key: key, language: nil, file: here.file, line: here.line,
                                column: here.column, message: message, isFixable: false)
        }
        if inApp, let entry = app[key] {
            let (languages, list) = sortedLanguages.of(entry.localizations)
            if languages.isEmpty {
                message += "The app catalog has it, untranslated."
            } else {
                let sample = languages.first { $0 != app.sourceLanguage }.flatMap { language in
                    entry.localizations[language].map { " (\(language): \($0.displayValue))" }
                } ?? ""
                message += "The app catalog has it in \(list)\(sample)."
            }
            message += " Run with --fix to copy it, or add it to the widget catalog."
        } else {
            message += "The app catalog does not have it either: add it to the widget catalog and translate it, "
                + "or check the spelling."
        }
        return AuditFinding(rule: .missingKey, key: key, language: nil, file: here.file, line: here.line,
                            column: here.column, message: message, isFixable: inApp)
    }

    /// A key the code looks up with other specifiers than the widget catalog's
    /// nearest key: the lookup fails at run time.
    private func specifierMismatch(_ usage: SourceKeyUsage, lookupKey: String, catalogKey: String, argument: String,
                                   expected: String, found: String, inApp: Bool) -> AuditFinding {
        let value = argument.isEmpty ? "the interpolated value" : "`\(argument)`"
        var message = "\(lookupKey.quotedForMessage) is what the code looks up here (\(value) is passed as \(expected)), "
            + "but the widget catalog has only \(catalogKey.quotedForMessage), with \(found): the lookup fails and the "
            + "widget shows the key itself, untranslated. "
        message += inApp
            ? "The app catalog has \(lookupKey.quotedForMessage): run with --fix to copy it."
            : "Change the catalog key (and its translations) to \(expected), or interpolate a value of the type "
                + "the key expects."
        return AuditFinding(rule: .missingKey, key: lookupKey, language: nil, file: usage.file, line: usage.line,
                            column: usage.column, message: message, isFixable: inApp)
    }

    /// The sorted languages of the last entry asked about, and their list for a
    /// message, reused while the next entry has the same ones (consecutive entries
    /// nearly always do).
    private struct SortedLanguages {
        private var last: [String] = []
        private var lastList = ""

        /// The languages of `localizations` in bytewise order, and them joined by `", "`.
        mutating func of(_ localizations: [String: StringCatalog.Localization]) -> (sorted: [String], list: String) {
            if last.count == localizations.count, last.allSatisfy({ localizations[$0] != nil }) { return (last, lastList) }
            last = Self.sorted(localizations.keys)
            lastList = last.joined(separator: ", ")
            return (last, lastList)
        }

        /// Language codes in `String` order; bytewise when they are all ASCII (the
        /// same order, without Unicode comparison).
        private static func sorted(_ languages: Dictionary<String, StringCatalog.Localization>.Keys) -> [String] {
            var sorted = Array(languages)
            if sorted.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
                sorted.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            } else {
                sorted.sort()
            }
            return sorted
        }
    }
}

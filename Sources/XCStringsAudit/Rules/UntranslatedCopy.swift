import XCStrings

extension AuditRule {
    /// A language of the widget's table is mostly the source text, copied.
    static let untranslatedCopy = AuditRule(RuleDescription(
        identifier: "untranslated-copy",
        // The widget shows English in a language it claims: every string of it,
        // but not a crash or a raw key. Users of that language see it all the time.
        severity: .warning,
        input: .catalogs,
        fixability: nil,
        summary: "a widget table's texts in a language are the source text as it is (English shown as ar): most of "
            + "them, or (a note) one sentence",
        rationale: "A language whose texts in the widget's table are nearly all the source text, copied as they "
            + "are, is a language in name only: its users see the development language on the Lock Screen, and "
            + "no other rule notices, because every key has a value.",
        howToFix: "Translate the language's texts, or take the language out of the table if the app does not ship it.",
        details: "a language L of a widget table (not a variant of the source language, such as en-GB for en) "
            + "in which at least \(UntranslatedCopies.minimumCopies) texts of two words or more, and at least "
            + "\(UntranslatedCopies.percentage)% of them, are exactly the source text; once per language and table, "
            + "at the first of them (`--format json` lists them all, as `keys`). "
            + "Only what a translation would change counts: texts of one word (\"OK\", \"Email\", \"iOS\"), "
            + "numbers, symbols and format-only values may stay as they are, and are not counted; neither are "
            + "keys marked `shouldTranslate: false`, stale ones, bundle names (`CFBundleDisplayName`, "
            + "`CFBundleName`), plurals and other variations, or texts that every well-translated language of the "
            + "table keeps as they are (names). Also, once per key and language: a plural text whose source variants "
            + "inflect (`\"%d file\"`, `\"%d files\"`) and which a language written in another script (zh-Hans, ru, "
            + "ar …) leaves as the source's variants (`other` = `\"%d files\"`) — not a language written in the "
            + "source's script, which may share the word (Italian \"1 file\"), nor one already reported as a copy. "
            + "And, as a note (one text may be the same on purpose), once per key and language: a text in use of "
            + "\(UntranslatedCopies.minimumWordsOfACopiedText) words or more that a language leaves as the source text, "
            + "where a language written in the source's script translates it or it is a sentence, with a word in "
            + "lowercase (\"Add a Folder\" in fr, translated in de; not \"Zenless Zone Zero\", which only ja writes "
            + "otherwise), not in a language reported as a copy as a whole; in project mode, only a key the "
            + "extension's own code looks up, not code it shares with the app, whose reach is less certain. "
            + "A language reported as a copy takes in its `missing-translation` findings that `--fix` cannot fill: "
            + "a key it lacks shows the source text like the rest; the message counts them, and the finding takes "
            + "their severity where it is higher (an error), so the exit status is what it was",
        severityDescription: "warning, or note",
        triggering: [
            RuleExample(app: ["Time remaining": ["en": "Time remaining"]],
                        widget: ["Time remaining": ["en": "Time remaining", "ar": "Time remaining"],
                                 "Timer is paused": ["en": "Timer is paused", "ar": "Timer is paused"],
                                 "Tap to resume": ["en": "Tap to resume", "ar": "Tap to resume"],
                                 "Start": ["en": "Start", "ar": "ابدأ"]]),
            // One sentence French leaves in English, while German translates it.
            RuleExample(app: ["Add a Folder": ["en": "Add a Folder"]],
                        widget: ["Add a Folder": ["en": "Add a Folder", "fr": "Add a Folder", "de": "Ordner hinzufügen"],
                                 "Timer is paused": ["en": "Timer is paused", "fr": "Minuteur en pause",
                                                     "de": "Timer pausiert"]]),
        ],
        nonTriggering: [
            // A handful of words that are the same in German; the sentences are translated.
            RuleExample(app: ["Time remaining": ["en": "Time remaining"]],
                        widget: ["Time remaining": ["en": "Time remaining", "de": "Verbleibende Zeit"],
                                 "Timer is paused": ["en": "Timer is paused", "de": "Timer ist pausiert"],
                                 "Start": ["en": "Start", "de": "Start"], "OK": ["en": "OK", "de": "OK"],
                                 "Email": ["en": "Email", "de": "Email"], "iOS": ["en": "iOS", "de": "iOS"]]),
            // A name of three words every language keeps; a phrase of two that French keeps.
            RuleExample(app: ["Apple Watch Ultra": ["en": "Apple Watch Ultra"]],
                        widget: ["Apple Watch Ultra": ["en": "Apple Watch Ultra", "fr": "Apple Watch Ultra",
                                                       "de": "Apple Watch Ultra"],
                                 "Live Activity": ["en": "Live Activity", "fr": "Live Activity", "de": "Live-Aktivität"]]),
            // British English is the source text, mostly.
            RuleExample(app: ["Time remaining": ["en": "Time remaining"]],
                        widget: ["Time remaining": ["en": "Time remaining", "en-GB": "Time remaining"],
                                 "Timer is paused": ["en": "Timer is paused", "en-GB": "Timer is paused"],
                                 "Tap to resume": ["en": "Tap to resume", "en-GB": "Tap to resume"]]),
        ]))
}

/// What `untranslated-copy` counts of each language of a table: its texts that
/// a translation would change, and those that are the source text as it is.
enum UntranslatedCopies {
    /// The fewest copied texts that make a finding: fewer are a coincidence
    /// ("Apple Watch", "Face ID" left as they are).
    static let minimumCopies = 3
    /// The share of a language's counted texts, in percent, that must be copies.
    static let percentage = 50

    /// Whether `copies` of `counted` texts make a language a copy of the source.
    static func isMostlyCopied(copies: Int, of counted: Int) -> Bool {
        copies >= minimumCopies && copies * 100 >= counted * percentage
    }

    /// Keys that name the bundle: the app's name is the same in every language.
    static let bundleNameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName"]

    /// The fewest words of a text that one language alone leaves as the source
    /// text for it to be reported: a phrase of two ("Face ID", "Apple Watch",
    /// "Start Timer" in German) may well be the same.
    static let minimumWordsOfACopiedText = 3

    /// Whether a text has a word of letters that starts with a lowercase one
    /// ("Add a Folder", "Tap to resume"): a sentence, not a name ("Zenless Zone
    /// Zero", "Apple Watch Ultra"), whose words all start with a capital.
    static func hasLowercaseWord(_ text: String) -> Bool {
        text.split(whereSeparator: { $0.isWhitespace }).contains { word in
            guard let first = word.unicodeScalars.first, word.first != "%" else { return false }
            return first.properties.isLowercase && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
        }
    }

    /// Whether a source text is one a translation would change: `words` words
    /// or more (two, unless told), each with a letter (format specifiers and
    /// digits are not words).
    static func isTranslatableSentence(_ text: String, words minimum: Int = 2) -> Bool {
        if let ascii = isTranslatableASCIISentence(text, words: minimum) { return ascii }
        var words = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token.first == "%" { continue }
            if token.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                words += 1
                if words == minimum { return true }
            }
        }
        return false
    }

    /// ``isTranslatableSentence(_:words:)`` of ASCII text, byte by byte (white space is
    /// U+0009 to U+000D and the space, letters are A to Z); `nil` for other text.
    private static func isTranslatableASCIISentence(_ text: String, words minimum: Int) -> Bool? {
        var words = 0
        var tokenStart = true, isFormat = false, hasLetter = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                tokenStart = true
                continue
            }
            if tokenStart {
                tokenStart = false
                isFormat = byte == UInt8(ascii: "%")
                hasLetter = false
            }
            if !isFormat, !hasLetter, (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                hasLetter = true
                words += 1
                if words == minimum { return true }
            }
        }
        return false
    }
}

extension CatalogAudit {
    /// The check, over the whole widget table: one finding per language whose
    /// counted texts are mostly the source text as it is.
    ///
    /// A text every well-translated language (one that is not mostly copies)
    /// keeps as it is, is a name, and is counted in no language.
    ///
    /// - Complexity: O(*n*) in the number of localizations of the widget table.
    func untranslatedCopyFindings(filter: LanguageFilter) -> [AuditFinding] {
        let sourceLanguage = widget.sourceLanguage
        let sourceBase = sourceLanguage.languageSubtag
        // Each language met gets a slot, with whether it is counted at all (not the
        // source language or a variant of it, and as `--languages` allows) and its
        // tallies; an entry's languages are slots, kept in two flat lists.
        var slotOfLanguage: [String: Int] = [:]
        var languages: [String] = []
        var isCountedLanguage: [Bool] = []
        var copies: [Int] = [], counted: [Int] = []
        // The entries counted: their index, and the ranges of `copiedSlots` and
        // `translatedSlots` that hold the languages that copy and translate them.
        var items: [(entry: Int, copied: Range<Int>, translated: Range<Int>)] = []
        var copiedSlots: [Int] = [], translatedSlots: [Int] = []
        for (index, entry) in widget.entries.enumerated() {
            guard entry.extractionState != .stale, entry.shouldTranslate != false,
                  !UntranslatedCopies.bundleNameKeys.contains(entry.key) else { continue }
            let source = entry.localizations[sourceLanguage]?.plainUnit.map(\.value) ?? entry.key
            guard UntranslatedCopies.isTranslatableSentence(source) else { continue }
            let copiedStart = copiedSlots.count, translatedStart = translatedSlots.count
            let localizations = entry.localizations
            for position in localizations.indices {
                let language = localizations.keys[position]
                let slot: Int
                if let known = slotOfLanguage[language] {
                    slot = known
                } else {
                    slot = languages.count
                    slotOfLanguage[language] = slot
                    languages.append(language)
                    isCountedLanguage.append(language != sourceLanguage && language.languageSubtag != sourceBase
                                             && filter.contains(language))
                    copies.append(0)
                    counted.append(0)
                }
                guard isCountedLanguage[slot], let unit = localizations.values[position].plainUnit, !unit.isNew,
                      !unit.value.isEmpty else { continue }
                if unit.value.isSameText(as: source) { copiedSlots.append(slot) } else { translatedSlots.append(slot) }
            }
            let copied = copiedStart..<copiedSlots.count, translated = translatedStart..<translatedSlots.count
            guard !copied.isEmpty || !translated.isEmpty else { continue }
            items.append((index, copied, translated))
            // One localization per language in an entry: the two lists never share a language.
            for slot in copiedSlots[copied] {
                copies[slot] += 1
                counted[slot] += 1
            }
            for slot in translatedSlots[translated] { counted[slot] += 1 }
        }
        let isSuspect = languages.indices.map { counted[$0] > 0 && UntranslatedCopies.isMostlyCopied(copies: copies[$0], of: counted[$0]) }
        guard isSuspect.contains(true) else { return [] }
        let isWellTranslated = languages.indices.map { counted[$0] > 0 && !isSuspect[$0] }

        // Again without names: texts that every well-translated language having them keeps.
        var recopies = Array(repeating: 0, count: languages.count), recounted = recopies
        var copiedEntries: [[Int]] = Array(repeating: [], count: languages.count)
        for item in items {
            let keptByWellTranslated = copiedSlots[item.copied].contains { isWellTranslated[$0] }
            let isName = keptByWellTranslated && !translatedSlots[item.translated].contains { isWellTranslated[$0] }
            if isName { continue }
            for slot in copiedSlots[item.copied] where isSuspect[slot] {
                recopies[slot] += 1
                recounted[slot] += 1
                copiedEntries[slot].append(item.entry)
            }
            for slot in translatedSlots[item.translated] where isSuspect[slot] { recounted[slot] += 1 }
        }
        var findings: [AuditFinding] = []
        let suspects = languages.indices.filter { isSuspect[$0] }
            .sorted { languages[$0].utf8.lexicographicallyPrecedes(languages[$1].utf8) }
        for slot in suspects {
            let language = languages[slot]
            guard recounted[slot] > 0, let firstIndex = copiedEntries[slot].first,
                  UntranslatedCopies.isMostlyCopied(copies: recopies[slot], of: recounted[slot]) else { continue }
            let entry = widget.entries[firstIndex]
            let localization = entry.localizations[language]
            let example = localization?.plainUnit?.value ?? entry.key
            let share = recopies[slot] * 100 / recounted[slot]
            var copy = finding(.untranslatedCopy, key: entry.key, language: language,
                               at: place(localization?.location ?? entry.location),
                "\(recopies[slot]) of the \(recounted[slot]) \(language) texts of two words or more (\(share)%) are the "
                    + "\(sourceLanguage) text as it is, such as \(example.quotedForMessage): \(language) users see "
                    + "\(sourceLanguage) in the widget. Translate them, or take \(language) out of the table if the "
                    + "app does not ship it.")
            copy.keys = copiedEntries[slot].map { widget.entries[$0].key }
            findings.append(copy)
        }
        return findings
    }
}

extension CatalogAudit {
    /// Texts in use that one language leaves as the source text, as notes: a text
    /// of ``UntranslatedCopies/minimumWordsOfACopiedText`` words or more (`"Add a
    /// Folder"`, not `"Face ID"`) whose value in L is the source text as it is,
    /// where a language that, like the source, is (or is not) written in the Latin
    /// script translates it, or which is a sentence (``UntranslatedCopies/hasLowercaseWord(_:)``):
    /// no name ("Zenless Zone Zero", written otherwise only in ja). One finding per
    /// key and language, but none in a language already reported as a copy as a
    /// whole (`copiedLanguages`), nor for a key the scanned sources do not use
    /// (without sources: a stale one) or use only in code the app compiles too,
    /// or that never runs (``SourceKeyUsage/isInTheAppsCode``).
    ///
    /// - Complexity: O(*n*) in the number of localizations of the widget table.
    func untranslatedTextFindings(filter: LanguageFilter, copiedLanguages: Set<String>,
                                  usedInSources: [String: SourceKeyUsage], neverShown: Set<String>) -> [AuditFinding] {
        let sourceLanguage = widget.sourceLanguage, sourceBase = sourceLanguage.languageSubtag
        var findings: [AuditFinding] = []
        for entry in widget.entries where entry.shouldTranslate != false {
            if let walkedKeys, !walkedKeys.contains(entry.key) { continue }
            if sourcesScanned {
                guard let usage = usedInSources[entry.key], !usage.isInTheAppsCode, !neverShown.contains(entry.key)
                else { continue }
            } else if entry.extractionState == .stale {
                continue
            }
            guard !UntranslatedCopies.bundleNameKeys.contains(entry.key) else { continue }
            let source = entry.localizations[sourceLanguage]?.plainUnit.map(\.value) ?? entry.key
            guard UntranslatedCopies.isTranslatableSentence(source, words: UntranslatedCopies.minimumWordsOfACopiedText)
            else { continue }
            var copied: [(language: String, localization: StringCatalog.Localization)] = [], isTranslated = false
            for (language, localization) in entry.localizations
            where language != sourceLanguage && language.languageSubtag != sourceBase {
                guard let unit = localization.plainUnit, !unit.isNew, !unit.value.isEmpty else { continue }
                if !unit.value.isSameText(as: source) {
                    // A name written in another script ("Zenless Zone Zero" as 绝区零) is still a name.
                    if language.writesNonLatinScript == sourceLanguage.writesNonLatinScript { isTranslated = true }
                } else if filter.contains(language), !copiedLanguages.contains(language) {
                    copied.append((language, localization))
                }
            }
            guard isTranslated || UntranslatedCopies.hasLowercaseWord(source) else { continue }
            for (language, localization) in copied.sorted(by: { $0.language.utf8.lexicographicallyPrecedes($1.language.utf8) }) {
                var copy = finding(.untranslatedCopy, key: entry.key, language: language,
                                   at: place(localization.location ?? entry.location),
                    "the \(language) text of \(entry.key.quotedForMessage) is the \(sourceLanguage) text as it is "
                        + "(\(source.quotedForMessage))\(isTranslated ? ", where other languages translate it" : ""): "
                        + "\(language) users see \(sourceLanguage) in the widget. Translate it.")
                // One text may be the same on purpose (a name, a term): a note, not a warning.
                copy.severity = .note
                findings.append(copy)
            }
        }
        return findings
    }
}

extension CatalogAudit {
    /// Plural texts a language that writes another script leaves as the source
    /// text: where the source's variants inflect (`"%d file"`, `"%d files"`) and
    /// every variant of the language is one of them (`zh-Hans` `other` =
    /// `"%d files"`), its users read the source language. One finding per entry
    /// and language, but none in a language already reported as a copy as a whole
    /// (`copiedLanguages`).
    ///
    /// A language written in the source's own script may share a word with it
    /// ("1 file" is Italian too), so only another script counts.
    ///
    /// - Complexity: O(*n*) in the number of plural variants of the widget table.
    func untranslatedPluralFindings(filter: LanguageFilter, copiedLanguages: Set<String>) -> [AuditFinding] {
        let sourceLanguage = widget.sourceLanguage
        guard !sourceLanguage.writesNonLatinScript else { return [] }
        var findings: [AuditFinding] = []
        for entry in widget.entries where entry.extractionState != .stale && entry.shouldTranslate != false {
            guard let source = entry.localizations[sourceLanguage]?.variations?.plural else { continue }
            let sourceTexts = Set(source.values.compactMap { $0.stringUnit?.value }.filter { !$0.isEmpty })
            // Variants that differ: the text inflects, so it is words, not a name or a symbol.
            guard sourceTexts.count >= 2 else { continue }
            for (language, localization) in entry.localizations.sorted(by: { $0.key < $1.key })
            where language.writesNonLatinScript && !copiedLanguages.contains(language) && filter.contains(language) {
                guard let variants = localization.variations?.plural, !variants.isEmpty else { continue }
                let units = variants.values.compactMap(\.stringUnit)
                guard units.count == variants.count,
                      units.allSatisfy({ !$0.isNew && sourceTexts.contains($0.value) }) else { continue }
                let shown = Set(units.map(\.value)).sorted()
                let quoted = shown.map(\.quotedForMessage).joined(separator: ", ")
                findings.append(finding(.untranslatedCopy, key: entry.key, language: language,
                                        at: place(localization.location ?? entry.location),
                    "the \(language) plural variants of \(entry.key.quotedForMessage) are the \(sourceLanguage) "
                        + "text as it is (\(quoted)): \(language) users see \(sourceLanguage) in the widget. "
                        + "Translate them."))
            }
        }
        return findings
    }
}

extension UntranslatedCopies {
    /// One table's findings with each language reported as a copy of the source
    /// (`untranslated-copy` of the whole language) taking in that language's
    /// `missing-translation` findings: where a language shows the source text for
    /// nearly everything, a key it lacks shows the source text like the rest, and
    /// the cause is one, the language left untranslated. The copy's message counts
    /// them, and takes the severity of the most severe of them (an error, as a gap
    /// is by default): the exit status stays what it was. A gap `--fix` can fill from
    /// the app stays a finding of its own.
    ///
    /// - Complexity: O(*n*) in the number of findings.
    ///
    /// - Parameter copiedLanguages: The languages reported as copies as a whole;
    ///   a plural's copy is never reported in one of them, so their one
    ///   `untranslated-copy` finding is the language's.
    static func fold(_ findings: [AuditFinding], copiedLanguages: Set<String>) -> [AuditFinding] {
        // The copied languages whose finding rule control left.
        let copied = copiedLanguages.intersection(findings.lazy.filter { $0.rule == .untranslatedCopy }.compactMap(\.language))
        guard !copied.isEmpty else { return findings }
        var folded: [String: (keys: [String], example: String, severity: AuditSeverity)] = [:]
        var kept: [AuditFinding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            guard finding.rule == .missingTranslation, !finding.isFixable, let key = finding.key,
                  let language = finding.language, copied.contains(language) else {
                kept.append(finding)
                continue
            }
            // Taken out and put back, so that its keys are appended in place, not copied.
            var gaps = folded.removeValue(forKey: language) ?? (keys: [], example: key, severity: finding.severity)
            gaps.keys.append(key)
            if key.utf8.lexicographicallyPrecedes(gaps.example.utf8) { gaps.example = key }
            gaps.severity = min(gaps.severity, finding.severity)
            folded[language] = gaps
        }
        guard !folded.isEmpty else { return findings }
        return kept.map { finding in
            guard finding.rule == .untranslatedCopy, let language = finding.language, let gaps = folded[language] else {
                return finding
            }
            var finding = finding
            let keys = gaps.keys.count == 1 ? "1 more key in use" : "\(gaps.keys.count) more keys in use"
            finding.message += " It also has no translation of \(keys) (such as \(gaps.example.quotedForMessage)), "
                + "shown in the source language as well."
            finding.severity = min(finding.severity, gaps.severity)
            finding.keys += gaps.keys
            return finding
        }
    }
}

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
        summary: "most of a language's texts in a widget table are the source text as it is (English shown as ar)",
        rationale: "A language whose texts in the widget's table are nearly all the source text, copied as they "
            + "are, is a language in name only: its users see the development language on the Lock Screen, and "
            + "no other rule notices, because every key has a value.",
        howToFix: "Translate the language's texts, or take the language out of the table if the app does not ship it.",
        details: "a language L of a widget table (not a variant of the source language, such as en-GB for en) "
            + "in which at least \(UntranslatedCopies.minimumCopies) texts of two words or more, and at least "
            + "\(UntranslatedCopies.percentage)% of them, are exactly the source text; once per language and table. "
            + "Only what a translation would change counts: texts of one word (\"OK\", \"Email\", \"iOS\"), "
            + "numbers, symbols and format-only values may stay as they are, and are not counted; neither are "
            + "keys marked `shouldTranslate: false`, stale ones, bundle names (`CFBundleDisplayName`, "
            + "`CFBundleName`), plurals and other variations, or texts that every well-translated language of the "
            + "table keeps as they are (names)",
        triggering: [
            RuleExample(app: ["Time remaining": ["en": "Time remaining"]],
                        widget: ["Time remaining": ["en": "Time remaining", "ar": "Time remaining"],
                                 "Timer is paused": ["en": "Timer is paused", "ar": "Timer is paused"],
                                 "Tap to resume": ["en": "Tap to resume", "ar": "Tap to resume"],
                                 "Start": ["en": "Start", "ar": "ابدأ"]]),
        ],
        nonTriggering: [
            // A handful of words that are the same in German; the sentences are translated.
            RuleExample(app: ["Time remaining": ["en": "Time remaining"]],
                        widget: ["Time remaining": ["en": "Time remaining", "de": "Verbleibende Zeit"],
                                 "Timer is paused": ["en": "Timer is paused", "de": "Timer ist pausiert"],
                                 "Start": ["en": "Start", "de": "Start"], "OK": ["en": "OK", "de": "OK"],
                                 "Email": ["en": "Email", "de": "Email"], "iOS": ["en": "iOS", "de": "iOS"]]),
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

    /// Whether a source text is one a translation would change: two words or
    /// more, each with a letter (format specifiers and digits are not words).
    static func isTranslatableSentence(_ text: String) -> Bool {
        var words = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token.first == "%" { continue }
            if token.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                words += 1
                if words == 2 { return true }
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
        struct Tally {
            var counted = 0
            var copies = 0
        }
        // The entries counted, with the languages that copy them.
        var counted: [(entry: Int, copiedIn: Set<String>, translatedIn: Set<String>)] = []
        var tallies: [String: Tally] = [:]
        for (index, entry) in widget.entries.enumerated() {
            guard entry.extractionState != .stale, entry.shouldTranslate != false,
                  !UntranslatedCopies.bundleNameKeys.contains(entry.key) else { continue }
            let source = entry.localizations[sourceLanguage]?.plainUnit.map(\.value) ?? entry.key
            guard UntranslatedCopies.isTranslatableSentence(source) else { continue }
            var copiedIn = Set<String>(), translatedIn = Set<String>()
            for (language, localization) in entry.localizations where language != sourceLanguage {
                guard language.languageSubtag != sourceBase, filter.contains(language),
                      let unit = localization.plainUnit, !unit.isNew, !unit.value.isEmpty else { continue }
                if unit.value.isSameText(as: source) { copiedIn.insert(language) } else { translatedIn.insert(language) }
            }
            guard !copiedIn.isEmpty || !translatedIn.isEmpty else { continue }
            counted.append((index, copiedIn, translatedIn))
            for language in copiedIn { tallies[language, default: Tally()].copies += 1 }
            for language in copiedIn.union(translatedIn) { tallies[language, default: Tally()].counted += 1 }
        }
        let suspects = Set(tallies.filter { UntranslatedCopies.isMostlyCopied(copies: $0.value.copies, of: $0.value.counted) }.keys)
        guard !suspects.isEmpty else { return [] }
        let wellTranslated = Set(tallies.keys).subtracting(suspects)

        // Again without names: texts that every well-translated language having them keeps.
        var recount: [String: Tally] = [:]
        var first: [String: Int] = [:]
        for item in counted {
            let keptBy = item.copiedIn.intersection(wellTranslated)
            let isName = !keptBy.isEmpty && item.translatedIn.isDisjoint(with: wellTranslated)
            if isName { continue }
            for language in item.copiedIn where suspects.contains(language) {
                recount[language, default: Tally()].copies += 1
                if first[language] == nil { first[language] = item.entry }
            }
            for language in item.copiedIn.union(item.translatedIn) where suspects.contains(language) {
                recount[language, default: Tally()].counted += 1
            }
        }
        var findings: [AuditFinding] = []
        for language in suspects.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let tally = recount[language], let firstIndex = first[language],
                  UntranslatedCopies.isMostlyCopied(copies: tally.copies, of: tally.counted) else { continue }
            let entry = widget.entries[firstIndex]
            let localization = entry.localizations[language]
            let example = localization?.plainUnit?.value ?? entry.key
            let share = tally.copies * 100 / tally.counted
            findings.append(finding(.untranslatedCopy, key: entry.key, language: language,
                                    at: place(localization?.location ?? entry.location),
                "\(tally.copies) of the \(tally.counted) \(language) texts of two words or more (\(share)%) are the "
                    + "\(sourceLanguage) text as it is, such as \(example.quotedForMessage): \(language) users see "
                    + "\(sourceLanguage) in the widget. Translate them, or take \(language) out of the table if the "
                    + "app does not ship it."))
        }
        return findings
    }
}

import Foundation
import XCStrings

extension AuditRule {
    /// App and widget both translate a key into a language, differently.
    static let translationDrift = AuditRule(RuleDescription(
        identifier: "translation-drift",
        // Two wordings of one text are both shown correctly; on real projects
        // most differ on purpose (a shorter widget label, another context).
        severity: .note,
        input: .catalogs,
        fixability: nil,
        summary: "app and widget translate a key they both use, with the same comment, differently",
        rationale: "App and widget both use a key, with the same comment, and translate it into a language "
            + "differently. Both wordings are shown correctly; one may be out of date.",
        howToFix: "Use one wording if one of them is outdated; otherwise give the entries different comments.",
        details: "app and widget both use a key, with the same comment (or none), and translate it into L "
            + "differently (not only in case, in any script, or in punctuation and spaces). A note: both wordings are shown correctly, and on real "
            + "projects most differ on purpose (6 of 7 did)",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]], widget: ["Start": ["en": "Start", "ar": "بدء"]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "de": "Starten"]],
                        widget: ["Start": ["en": "Start", "de": "starten."]]),
            // Case in other scripts, and ß, whose capital is SS.
            RuleExample(app: ["Street": ["en": "Street", "de": "Straße", "ru": "Улица", "el": "Οδός"]],
                        widget: ["Street": ["en": "Street", "de": "STRASSE", "ru": "УЛИЦА", "el": "ΟΔΟΣ"]]),
        ]))
}

extension CatalogAudit {
    /// The check, on a usable widget translation whose app counterpart is needed
    /// and comparable: a note when the two say different things (not only in
    /// case or ASCII punctuation).
    func translationDriftFinding(_ entry: StringCatalog.Entry, language: String,
                                 widget widgetLocalization: StringCatalog.Localization,
                                 plain: StringCatalog.StringUnit?,
                                 app appLocalization: StringCatalog.Localization,
                                 appPlain: StringCatalog.StringUnit?) -> AuditFinding? {
        let differs = if let plain, let appPlain {
            !plain.value.isSameText(as: appPlain.value)
                && Self.driftFolded(plain.value, language: language) != Self.driftFolded(appPlain.value, language: language)
        } else {
            // Each variant as a plain value is: case and punctuation are not drift there either.
            widgetLocalization.wordsDifferently(from: appLocalization) { mine, theirs in
                mine.isSameText(as: theirs)
                    || Self.driftFolded(mine, language: language) == Self.driftFolded(theirs, language: language)
            }
        }
        guard differs else { return nil }
        return finding(.translationDrift, key: entry.key, language: language,
                       at: place(widgetLocalization.location ?? entry.location),
                       "the widget's \(language) translation of \(entry.key.quotedForMessage) is "
                           + "\(widgetLocalization.displayValue) but the app's is \(appLocalization.displayValue). "
                           + "Both are shown as written; if one is outdated, use one wording in both catalogs.")
    }

    /// A translation without case, punctuation and spaces, in every script: two
    /// translations that differ only there say the same thing.
    ///
    /// Case is folded per character by Unicode's full mappings (uppercase, then
    /// lowercase), so that `ß` and `SS`, `ς`, `σ` and `Σ`, `Ё` and `ё` are one; in
    /// Turkish and Azerbaijani (`tr`, `az`, with any region) dotted `İ` is `i`
    /// and dotless `I` is `ı`, as their case pairs are; in Greek (`el`) the
    /// tonos is dropped, as Greek capitals drop it (`ΟΔΟΣ` is `Οδός` in capitals).
    ///
    /// ```swift
    /// CatalogAudit.driftFolded("STRASSE", language: "de") == CatalogAudit.driftFolded("Straße.", language: "de")  // true
    /// CatalogAudit.driftFolded("İPTAL", language: "tr")   // "iptal"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func driftFolded(_ text: String, language: String) -> String {
        let base = language.languageSubtag
        let isTurkic = base == "tr" || base == "az"
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.allSatisfy({ Self.isPunctuationOrSpace($0) }) { continue }
            if isTurkic {
                switch character {
                case "I": folded.append("ı"); continue
                case "\u{130}": folded.append("i"); continue
                case "ı", "i": folded.append(character); continue
                default: break
                }
            }
            folded += String(character).uppercased().lowercased()
        }
        if base == "el", folded.unicodeScalars.contains(where: { $0.value >= 0x370 && $0.value <= 0x1FFF }) {
            // Decomposed, without U+0301 (tonos, acute); the dialytika stays, as in capitals.
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: folded.decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0 != "\u{301}" })
            return String(scalars).precomposedStringWithCanonicalMapping
        }
        return folded
    }

    /// Whether a scalar is punctuation or a space separator (general categories
    /// P* and Z*), or a control character such as a line feed.
    private static func isPunctuationOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
            true
        default:
            false
        }
    }

    /// A key without case, spaces and ASCII punctuation, for spotting renames.
    static func folded(_ key: String) -> String {
        String(decoding: key.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: byte
            default: nil
            }
        }, as: UTF8.self)
    }
}

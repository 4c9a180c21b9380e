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
            + "differently (not only in case or punctuation). A note: both wordings are shown correctly, and on real "
            + "projects most differ on purpose (6 of 7 did)",
        triggering: [
            RuleExample(app: ["Start": ["en": "Start", "ar": "ابدأ"]], widget: ["Start": ["en": "Start", "ar": "بدء"]]),
        ],
        nonTriggering: [
            RuleExample(app: ["Start": ["en": "Start", "de": "Starten"]],
                        widget: ["Start": ["en": "Start", "de": "starten."]]),
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
            !plain.value.isSameText(as: appPlain.value) && Self.folded(plain.value) != Self.folded(appPlain.value)
        } else {
            widgetLocalization.wordsDifferently(from: appLocalization)
        }
        guard differs else { return nil }
        return finding(.translationDrift, key: entry.key, language: language,
                       at: place(widgetLocalization.location ?? entry.location),
                       "the widget's \(language) translation of \(entry.key.quotedForMessage) is "
                           + "\(widgetLocalization.displayValue) but the app's is \(appLocalization.displayValue). "
                           + "Both are shown as written; if one is outdated, use one wording in both catalogs.")
    }

    /// A text without case, spaces and ASCII punctuation, for spotting renames
    /// and for drift that is only a capital or a full stop.
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

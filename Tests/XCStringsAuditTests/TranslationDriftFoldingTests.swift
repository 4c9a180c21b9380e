import Testing
@testable import XCStringsAudit

/// `translation-drift` ignores differences of case (in every script),
/// punctuation and spaces: Unicode case mappings, not ASCII lowercasing.
@Suite struct TranslationDriftFoldingTests {
    @Test(arguments: [
        // German ß has the capital SS; Greek final ς is σ, and capitals drop the tonos; Cyrillic Ё is ё.
        ("de", "Straße", "STRASSE"), ("el", "Οδός", "ΟΔΟΣ"), ("ru", "Ёлка", "ЁЛКА"), ("uk", "Їжак", "їжак"),
        // Turkish: İ is the capital of i, I of ı.
        ("tr", "İptal", "iptal"), ("tr", "KAPAT", "kapat"), ("tr-TR", "Işık", "ışık"),
        // Punctuation in other scripts: the Arabic question mark, the ideographic full stop.
        ("ar", "هل تريد الإيقاف؟", "هل تريد الإيقاف"), ("ja", "停止。", "停止"),
    ])
    func caseAndPunctuationAreNotDrift(language: String, widget: String, app: String) {
        #expect(CatalogAudit.driftFolded(widget, language: language) == CatalogAudit.driftFolded(app, language: language))
    }

    @Test(arguments: [
        // Outside Turkish, dotless I is the capital of i, and İ is not.
        ("de", "İptal", "iptal"),
        // In Turkish, i and ı are two letters.
        ("tr", "ilik", "ılık"),
        // Different words stay different.
        ("ru", "Старт", "Пуск"), ("el", "Έναρξη", "Αρχή"),
    ])
    func differentTextIsDrift(language: String, widget: String, app: String) {
        #expect(CatalogAudit.driftFolded(widget, language: language) != CatalogAudit.driftFolded(app, language: language))
    }

    @Test func foldedTextIsLowercaseWithoutPunctuation() {
        #expect(CatalogAudit.driftFolded("İPTAL!", language: "tr") == "iptal")
        #expect(CatalogAudit.driftFolded("Straße", language: "de") == "strasse")
        #expect(CatalogAudit.driftFolded("Οδός", language: "el") == "\u{3BF}\u{3B4}\u{3BF}\u{3C3}")
        #expect(CatalogAudit.driftFolded("Οδός", language: "de") == "\u{3BF}\u{3B4}\u{3CC}\u{3C3}")
    }

    /// The whole audit: a case-only difference in Cyrillic is no note, a reworded one is.
    @Test func auditReportsOnlyReworded() {
        let app = makeCatalog([entry("Start", ["en": "Start", "ru": "Старт"]),
                               entry("Stop", ["en": "Stop", "ru": "Стоп"])].joined(separator: ", "))
        let widget = makeCatalog([entry("Start", ["en": "Start", "ru": "СТАРТ"]),
                                  entry("Stop", ["en": "Stop", "ru": "Остановить"])].joined(separator: ", "))
        let findings = CatalogAudit(app: app, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings")
            .run().findings
        #expect(findings.map(summary) == ["translation-drift Stop/ru"])
    }
}

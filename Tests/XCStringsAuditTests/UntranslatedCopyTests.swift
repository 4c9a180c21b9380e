import Testing
@testable import XCStringsAudit

/// `untranslated-copy`: a language whose texts are mostly the source text.
@Suite struct UntranslatedCopyTests {
    private func findings(_ entries: [(String, [String: String])]) -> [AuditFinding] {
        let widget = makeCatalog(entries.map { entry($0.0, $0.1) }.joined(separator: ", "))
        return CatalogAudit(app: widget, widget: widget, appPath: "W.xcstrings", widgetPath: "W.xcstrings")
            .run().findings.filter { $0.rule == .untranslatedCopy }
    }

    private static let sentences = ["Time remaining", "Timer is paused", "Tap to resume", "Next prayer at %@"]

    @Test(arguments: [
        ("Time remaining", true), ("Next prayer at %@", true), ("Apple Watch", true),
        ("OK", false), ("iOS 17", false), ("%@ %@", false), ("%lld / %lld", false), ("— · —", false), ("Wi-Fi", false),
    ])
    func whatATranslationWouldChange(text: String, counted: Bool) {
        #expect(UntranslatedCopies.isTranslatableSentence(text) == counted)
    }

    @Test(arguments: [(3, 3, true), (3, 6, true), (3, 7, false), (2, 2, false), (10, 20, true), (10, 21, false)])
    func threshold(copies: Int, counted: Int, fires: Bool) {
        #expect(UntranslatedCopies.isMostlyCopied(copies: copies, of: counted) == fires)
    }

    @Test func oneFindingPerLanguage() {
        let entries = Self.sentences.map { ($0, ["en": $0, "ar": $0, "he": "טקסט \($0.count)"]) }
        let found = findings(entries)
        #expect(found.map(summary) == ["untranslated-copy Time remaining/ar"])
        #expect(found.first?.message == "4 of the 4 ar texts of two words or more (100%) are the en text as it is, "
            + "such as \"Time remaining\": ar users see en in the widget. Translate them, or take ar out of the "
            + "table if the app does not ship it.")
    }

    @Test func aHandfulOfEqualWordsIsNotACopy() {
        var entries = Self.sentences.map { ($0, ["en": $0, "de": "Übersetzt: \($0)"]) }
        entries += ["OK", "Email", "iOS", "Start", "Status"].map { ($0, ["en": $0, "de": $0]) }
        #expect(findings(entries).isEmpty)
    }

    @Test func namesEveryTranslatedLanguageKeepsAreNotCounted() {
        // Three product names every language keeps; fr is translated otherwise, de too.
        var entries = ["Apple Watch", "Face ID", "Live Activities"].map { ($0, ["en": $0, "fr": $0, "de": $0]) }
        entries += Self.sentences.map { ($0, ["en": $0, "fr": "Traduit \($0.count)", "de": "Übersetzt \($0.count)"]) }
        #expect(findings(entries).isEmpty)
    }

    @Test func shouldTranslateFalseStaleAndRegionalVariantsAreLeftOut() {
        let doNotTranslate = Self.sentences.map { entry($0, ["en": $0, "ar": $0], extra: #""shouldTranslate": false, "#) }
        let stale = Self.sentences.map { entry($0 + "!", ["en": $0 + "!", "ar": $0 + "!"], extra: #""extractionState": "stale", "#) }
        let british = ["Colour picker on", "Favourite timer set"].map { entry($0, ["en": $0, "en-GB": $0, "en_AU": $0]) }
        let widget = makeCatalog((doNotTranslate + stale + british + [entry("Tap to start", ["en": "Tap to start", "en-GB": "Tap to start"])]).joined(separator: ", "))
        let found = CatalogAudit(app: widget, widget: widget, appPath: "W.xcstrings", widgetPath: "W.xcstrings")
            .run().findings.filter { $0.rule == .untranslatedCopy }
        #expect(found.isEmpty)
    }
}

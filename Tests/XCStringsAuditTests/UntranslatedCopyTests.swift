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

    @Test(arguments: [
        ("Add a Folder", true), ("Tap to resume", true), ("open the app", true), ("Zenless Zone Zero", false),
        ("Apple Watch Ultra", false), ("%lld of %lld", true), ("Reset in 2d", true), ("%@ %@", false), ("", false),
    ])
    func aLowercaseWordMakesASentence(text: String, expected: Bool) {
        #expect(UntranslatedCopies.hasLowercaseWord(text) == expected)
    }

    /// One text of three words or more that a language leaves as the source text is
    /// one finding, where another language translates it or it is a sentence; not a
    /// phrase of two words, a name only another script translates, or a language
    /// reported as a copy as a whole.
    @Test func oneCopiedTextOfATranslatedLanguage() {
        let translated = Self.sentences + ["Widget is ready", "Sync is off", "Sign in to continue", "Open settings now"]
        var entries = translated.map { ($0, ["en": $0, "fr": "Traduit \($0.count)", "de": "Übersetzt \($0.count)",
                                             "ja": "翻訳 \($0.count)"]) }
        entries += [
            ("Add a Folder", ["en": "Add a Folder", "fr": "Add a Folder", "de": "Ordner hinzufügen", "ja": "Add a Folder"]),
            ("Live Activity", ["en": "Live Activity", "fr": "Live Activity", "de": "Live-Aktivität", "ja": "ライブ"]),
            ("Zenless Zone Zero", ["en": "Zenless Zone Zero", "fr": "Zenless Zone Zero", "de": "Zenless Zone Zero",
                                   "ja": "ゼンレスゾーンゼロ"]),
            ("Open the app to sync", ["en": "Open the app to sync", "fr": "Open the app to sync",
                                      "de": "Open the app to sync", "ja": "Open the app to sync"]),
        ]
        let found = findings(entries)
        #expect(found.map(summary) == [
            "untranslated-copy Add a Folder/fr", "untranslated-copy Add a Folder/ja",
            "untranslated-copy Open the app to sync/de", "untranslated-copy Open the app to sync/fr",
            "untranslated-copy Open the app to sync/ja",
        ])
        #expect(found.first?.message == "the fr text of \"Add a Folder\" is the en text as it is (\"Add a Folder\"), "
            + "where other languages translate it: fr users see en in the widget. Translate it.")
        #expect(found.allSatisfy { $0.severity == .note })

        // A language that is a copy as a whole is one finding, not one per text.
        let copied = Self.sentences.map { ($0, ["en": $0, "ar": $0, "de": "Übersetzt \($0.count)"]) }
            + [("Add a Folder", ["en": "Add a Folder", "ar": "Add a Folder", "de": "Ordner hinzufügen"])]
        #expect(findings(copied).map(summary) == ["untranslated-copy Time remaining/ar"])
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

/// A plural text a language in another script leaves as the source's variants
/// (`zh-Hans` `other` = `"%d files"`) shows the source language.
@Suite struct UntranslatedPluralTests {
    /// A plural localization's JSON: category → value, in `state`.
    private static func plural(_ cases: KeyValuePairs<String, String>, state: String = "translated") -> String {
        let variants = cases.map { #""\#($0.key)": {"stringUnit": {"state": "\#(state)", "value": \#(jsonString($0.value))}}"# }
        return #"{"variations": {"plural": {\#(variants.joined(separator: ", "))}}}"#
    }

    /// The `untranslated-copy` findings of a widget whose `NFiles` has `languages`
    /// (language → its localization's JSON) beside the source `en` (`"%d file"`, `"%d files"`).
    private func findings(en: KeyValuePairs<String, String> = ["one": "%d file", "other": "%d files"],
                          _ languages: KeyValuePairs<String, String>) -> [AuditFinding] {
        let localizations = [#""en": \#(Self.plural(en))"#] + languages.map { #""\#($0.key)": \#($0.value)"# }
        let entry = #""NFiles": {"localizations": {\#(localizations.joined(separator: ", "))}}"#
        let widget = makeCatalog(entry)
        return CatalogAudit(app: widget, widget: widget, appPath: "App.xcstrings", widgetPath: "Widget.xcstrings")
            .run().findings.filter { $0.rule == .untranslatedCopy }
    }

    @Test func aPluralInAnotherScriptThatIsTheSourceTextIsACopy() throws {
        let found = findings([
            "zh-Hans": Self.plural(["other": "%d files"]),
            "ru": Self.plural(["one": "%d file", "few": "%d files", "many": "%d files", "other": "%d files"]),
            "ja": Self.plural(["other": "%d ファイル"]),
            // Italian writes "1 file" too: the same script may share a word.
            "it": Self.plural(["one": "%d file", "other": "%d files"]),
            // One variant translated: not a copy.
            "uk": Self.plural(["one": "%d файл", "other": "%d files"]),
            // Untranslated (state new): missing-translation's concern.
            "ko": Self.plural(["other": "%d files"], state: "new"),
        ])
        #expect(found.map { "\($0.key ?? "-") \($0.language ?? "-")" }.sorted() == ["NFiles ru", "NFiles zh-Hans"])
        #expect(found.first { $0.language == "zh-Hans" }?.message
            == #"the zh-Hans plural variants of "NFiles" are the en text as it is ("%d files"): "#
            + "zh-Hans users see en in the widget. Translate them.")
        #expect(found.first { $0.language == "ru" }?.message.contains(#"("%d file", "%d files")"#) == true)
    }

    /// A source whose variants are one text (`"%d km"`) does not inflect: a unit or
    /// a name, which every language may write so.
    @Test func aSourceThatDoesNotInflectIsNoText() {
        #expect(findings(en: ["one": "%d km", "other": "%d km"], ["ru": Self.plural(["one": "%d km", "other": "%d km"])])
            .isEmpty)
    }
}

import Foundation
import Testing
import XCStrings
@testable import XCStringsAudit

private func findings(app: String, widget: String, sources: String? = nil, allKeys: Bool = false,
                      languages: [String]? = nil) -> [String] {
    audit(app: makeCatalog(app), widget: makeCatalog(widget), sources: sources, allKeys: allKeys,
          languages: languages).findings.map(summary)
}

@Suite struct MissingKeyRuleTests {
    // (A "Start" the app kept as it is in de would need nothing: ``WhatNeedNotDifferTests``.)
    private let app = [
        entry("Start", ["de": "Starten"]), entry("Cycle %lld of %lld", ["de": "Runde %lld von %lld"]),
        entry("Hello %@", ["de": "Hallo %@"]), entry("%lld%% done", ["de": "%lld %% fertig"]),
        #""Brand": {"shouldTranslate": false}"#,
    ].joined(separator: ", ")

    @Test func aKeyTheSourcesUseThatTheWidgetLacksIsFixableWhenTheAppHasIt() {
        let result = audit(app: makeCatalog(app), widget: makeCatalog(""),
                           sources: "Text(\"Start\")\nText(\"Nowhere\")")
        #expect(result.findings.map(summary) == ["missing-key Start/-", "missing-key Nowhere/-"])
        #expect(result.findings.map(\.isFixable) == [true, false])
        #expect(result.findings.map(\.line) == [1, 2])
        #expect(result.findings.map(\.column) == [6, 6])
        #expect(result.findings.map(\.file) == ["Widget.swift", "Widget.swift"])
        #expect(result.plan.addedKeys == ["Start"])
    }

    @Test(arguments: [
        (#"Text("Cycle \(n) of \(total)")"#, "Cycle %lld of %lld"),
        (#"Text("Hello \(name)")"#, "Hello %@"),
        (#"Text("\(p)% done")"#, "%lld%% done"),
    ])
    func interpolationsMatchAnySpecifier(source: String, key: String) {
        #expect(findings(app: app, widget: "", sources: source) == ["missing-key \(key)/-"])
        let widget = entry(key, ["de": "x"])
        #expect(!findings(app: app, widget: widget, sources: source).contains { $0.hasPrefix("missing-key") })
    }

    /// `Text("\(streak) day streak")` with `let streak: Int` looks up `%lld day
    /// streak`; a catalog with only `%@ day streak` does not have it.
    @Test func aKnownInterpolationTypeMustMatchTheKeysSpecifier() {
        let widget = entry("%@ day streak", ["de": "%@ Tage in Folge"])
        let source = "let streak: Int = 3\n" + #"Text("\(streak) day streak")"#
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget), sources: source)
        #expect(result.findings.map(summary) == ["missing-key %lld day streak/-"])
        #expect(result.findings.first?.message == #""%lld day streak" is what the code looks up here (`streak` is "#
            + #"passed as %lld), but the widget catalog has only "%@ day streak", with %@: the lookup fails and the "#
            + "widget shows the key itself, untranslated. Change the catalog key (and its translations) to %lld, or "
            + "interpolate a value of the type the key expects.")
        // A String interpolation matches `%@`; an unknown type matches any specifier.
        #expect(findings(app: "", widget: widget, sources: "let streak = name\n" + #"Text("\(streak) day streak")"#) == [])
        #expect(findings(app: "", widget: widget, sources: "let streak: String = \"3\"\n" + #"Text("\(streak) day streak")"#) == [])
        let fixable = audit(app: makeCatalog(entry("%lld day streak", ["de": "%lld Tage in Folge"])),
                            widget: makeCatalog(widget), sources: source)
        #expect(fixable.findings.map(\.isFixable) == [true])
        #expect(fixable.plan.addedKeys == ["%lld day streak"])
    }

    @Test func aKeyUsedTwiceIsReportedOnceAtItsFirstUse() {
        let result = audit(app: makeCatalog(app), widget: makeCatalog(""), sources: "\n\nText(\"Start\")\nButton(\"Start\") {}")
        #expect(result.findings.map(summary) == ["missing-key Start/-"])
        #expect(result.findings.first?.line == 3)
    }

    @Test func allKeysNeedsEveryAppKeyExceptThoseNotToTranslate() {
        let result = findings(app: app, widget: entry("Start", ["de": "Starten"]), allKeys: true)
        #expect(result == ["missing-key %lld%% done/-", "missing-key Cycle %lld of %lld/-", "missing-key Hello %@/-"])
    }

    @Test func theMessageShowsTheAppsValue() {
        let message = audit(app: makeCatalog(app), widget: makeCatalog(""), sources: #"Text("Hello \(n)")"#)
            .findings.first?.message
        #expect(message == #""Hello %@" is used here but is missing from the widget catalog, so the widget shows "#
            + #"the key itself, untranslated. The app catalog has it in de (de: "Hallo %@"). Run with --fix to copy it, or add it "#
            + "to the widget catalog.")
    }
}

@Suite struct MissingTranslationRuleTests {
    @Test func absentAndNewTranslationsAreMissingAndAnEmptyOneShowsNothing() {
        let app = [entry("A", ["de": "Ä", "ja": "エー"]), entry("B", ["de": "Be", "ja": "ビー"]),
                   entry("C", ["de": "Ce", "ja": "シー"])].joined(separator: ", ")
        let widget = [entry("A", ["de": "Ä"]), entry("B", ["de": "", "ja": "ビー"]),
                      entry("C", ["de": "Ce", "ja": "シー"], state: "new")].joined(separator: ", ")
        // B/de is shown as nothing, which is what `empty-value` says: it is not
        // also "missing" (a second finding that would say it falls back).
        let result = findings(app: app, widget: widget)
        #expect(result == ["missing-translation A/ja", "empty-value B/de", "missing-translation C/de",
                           "missing-translation C/ja"])
    }

    @Test func aKeyTheAppLacksStillNeedsEveryLanguageTheAppShips() {
        let app = [entry("A", ["de": "Ä", "ja": "エー"])].joined(separator: ", ")
        let widget = [entry("A", ["de": "Ä", "ja": "エー"]), entry("Widget only", ["de": "Nur Widget"])]
            .joined(separator: ", ")
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["missing-translation Widget only/ja"])
        #expect(result.findings.map(\.isFixable) == [false])
        #expect(result.findings.first?.message == #""Widget only" has no ja translation in the widget catalog, "#
            + #"so the widget falls back to en (the key's own text) for ja users. The app has no ja translation "#
            + "of it to copy: translate it in the widget catalog.")
        #expect(result.plan.isEmpty)
    }

    @Test func theMessageSaysWhatIsShownAndHowToFix() {
        let app = entry("timer.pause", ["en": "Pause", "de": "Anhalten", "ja": "一時停止"])
        let widget = entry("timer.pause", ["en": "Pause", "de": "Anhalten"])
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["missing-language -/ja"])
        let other = entry("timer.pause", ["en": "Pause", "de": "Anhalten"]) + ", " + entry("x", ["ja": "x"])
        let message = audit(app: makeCatalog(app), widget: makeCatalog(other)).findings
            .first { $0.rule == .missingTranslation }?.message
        #expect(message == #""timer.pause" has no ja translation in the widget catalog, so the widget falls back "#
            + #"to en ("Pause") for ja users. The app has "一時停止": run with --fix to copy it."#)
    }

    @Test func anAppLanguageWithoutAnyTranslationIsNotShipped() {
        let app = [entry("A", ["de": "Ä"], state: "new"), entry("B", ["de": ""])].joined(separator: ", ")
        #expect(findings(app: app, widget: entry("A", ["ja": "エー"]) + ", " + entry("B", ["ja": "ビー"])) == [])
    }

    @Test func theSourceLanguageIsNotCoverageButARawKeyIsAnError() {
        let app = [entry("Same", ["en": "Same", "de": "Gleich"]), entry("Other", ["en": "Different", "de": "Anders"]),
                   entry("timer.cancel", ["en": "Cancel", "de": "Abbrechen"])].joined(separator: ", ")
        let widget = [entry("Same", ["de": "Gleich"]), entry("Other", ["de": "Anders"]),
                      entry("timer.cancel", ["de": "Abbrechen"])].joined(separator: ", ")
        // Xcode shows a natural-language key as its own text: fine where the app
        // says the same ("Same"), not where it says more ("Other"). An identifier
        // shown as text is the raw-key bug. The source language is never missing
        // as a whole.
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["missing-translation Other/en", "raw-key timer.cancel/en"])
        #expect(result.findings.map(\.isFixable) == [true, true])
        #expect(result.plan.copiedLocalizations.map { "\($0.key)/\($0.language)" } == ["timer.cancel/en", "Other/en"])
        #expect(result.findings.first?.message == #""Other" has no en translation in the widget catalog, so the "#
            + #"widget shows the key's own text for en users. The app has "Different": run with --fix to copy it."#)
    }

    /// A ko catalog whose keys are English and some entries have no text at all:
    /// the widget shows the key, which an en user reads as the text. A ja user
    /// does not, nor does a ko user (Korean is written in Hangul), nor an en user
    /// a Chinese key or an identifier.
    @Test func anEnglishKeyWithNoTextIsTheEnglishText() {
        let widget = [entry("Events", ["ja": "イベント"]), #""Calendar View": {}"#, #""日历": {}"#,
                      #""widget.title": {}"#, entry("Done", ["en": "Done", "ja": "完了", "ko": "완료"])]
            .joined(separator: ", ")
        let app = entry("Done", ["en": "Done", "ja": "完了", "ko": "완료"])
        let result = audit(app: makeCatalog(app, sourceLanguage: "ko"), widget: makeCatalog(widget, sourceLanguage: "ko"))
        // ko, the source language, shows a key as its own text: English to its users (an identifier as a raw key).
        #expect(result.findings.map(summary).sorted() == [
            "missing-translation Calendar View/ja", "missing-translation Calendar View/ko", "missing-translation Events/ko",
            "missing-translation widget.title/en",
            "missing-translation widget.title/ja", "missing-translation 日历/en", "missing-translation 日历/ja",
            "raw-key widget.title/ko",
        ])
    }
}

@Suite struct RawKeyRuleTests {
    @Test(arguments: [
        ("player.sleepTimer.cancel", true), ("widget.start.description", true), ("chapters", true),
        ("sleepTimer", true), ("Widget.Title", true), ("widget_title", true),
        ("Done", false), ("Start timer", false), ("Done.", false), ("OK", false), ("%lld min", false),
        ("", false), ("x", false), ("Über", false), ("iCloud", false), ("macOS", false), ("watchOS", false),
        ("eBay", false), ("km", false), ("min", false), ("skipBackwards", true), ("paused", true),
    ])
    func identifierLikeKeys(key: String, identifier: Bool) {
        #expect(CatalogAudit.isIdentifierLike(key) == identifier)
    }

    @Test func aRawKeyInTheSourcesIsReportedAtTheCatalogWithItsUse() {
        let widget = entry("sleepTimer.cancel", ["sv": "Avbryt"]) + ", " + entry("chapters", ["en": "Chapters"])
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget),
                           sources: #"Text("sleepTimer.cancel")"#)
        #expect(result.findings.map(summary) == ["raw-key sleepTimer.cancel/en"])
        #expect(result.findings.first?.message == #""sleepTimer.cancel" (used at Widget.swift:1) has no en value "#
            + #"in the widget catalog, so the widget shows the identifier "sleepTimer.cancel" itself to en users, "#
            + "and to every language without a translation. Add the en text in the widget catalog.")
        #expect(result.findings.first?.isFixable == false)
    }

    /// `closed` is text in a catalog of text (ccwidget: `resets %@ · %@`,
    /// `updated at %@`), and an identifier in a catalog of identifiers
    /// (ShelfPlayer: `chapters` beside `sleepTimer.cancel`).
    @Test func aPlainLowercaseWordIsARawKeyOnlyAmongIdentifierKeys() {
        let textKeys = [entry("closed", ["de": "beendet"]), entry("updated at %@", ["de": "aktualisiert um %@"])]
        #expect(findings(app: "", widget: textKeys.joined(separator: ", ")) == [])
        let identifierKeys = [entry("closed", ["de": "beendet"]), entry("sleepTimer.cancel", ["en": "Cancel"])]
        #expect(findings(app: "", widget: identifierKeys.joined(separator: ", ")) == ["raw-key closed/en"])
        // `Done` or `Start timer` are text whatever the other keys are.
        let done = [entry("Done", ["de": "Fertig"]), entry("sleepTimer.cancel", ["en": "Cancel"])]
        #expect(findings(app: "", widget: done.joined(separator: ", ")) == [])
        // A few structured keys among more keys written as text do not make `send` an identifier
        // (BlueWallet: `send` beside `VIEW_TRANSACTION_DETAILS_TITLE` and `Checked at %@`); as many do.
        let mostlyText = [entry("send", ["de": "senden"]), entry("VIEW_DETAILS_TITLE", ["en": "View details"]),
                          entry("Checked at %@", ["de": "Geprüft um %@"]), entry("Bitcoin price: %@", ["de": "Bitcoin-Preis: %@"])]
        #expect(findings(app: "", widget: mostlyText.joined(separator: ", ")) == [])
        let asMany = [entry("send", ["de": "senden"]), entry("VIEW_DETAILS_TITLE", ["en": "View details"]),
                      entry("Checked at %@", ["de": "Geprüft um %@"])]
        #expect(findings(app: "", widget: asMany.joined(separator: ", ")) == ["raw-key send/en"])
    }

    @Test func aNewSourceUnitWithAValueIsTheCodesDefaultValue() {
        let widget = entry("timer.title", ["en": "Timer"], state: "new")
        #expect(findings(app: "", widget: widget) == [])
        #expect(findings(app: "", widget: entry("timer.title", ["en": ""], state: "new")) == ["raw-key timer.title/en"])
    }
}

@Suite struct MissingLanguageRuleTests {
    @Test func reportedOncePerLanguageInsteadOfPerKey() {
        let app = [entry("A", ["de": "Ä", "fi": "Aa"]), entry("B", ["de": "Be", "fi": "Bee"])].joined(separator: ", ")
        let widget = [entry("A", ["de": "Ä"]), entry("B", ["de": "Be"])].joined(separator: ", ")
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["missing-language -/fi"])
        #expect(result.findings.first.map { ($0.line, $0.column, $0.isFixable) } ?? (0, 0, false) == (1, 1, true))
        #expect(result.findings.first?.message == #"the app ships fi but the widget catalog has no fi at all: 2 keys "#
            + #"the widget uses (such as "A") show in en instead. The app translates all of them (e.g. "A": "Aa"): "#
            + "run with --fix to copy them, and add fi to the widget target.")
        #expect(result.plan.copiedLocalizations.map { "\($0.key)/\($0.language)" } == ["A/fi", "B/fi"])
    }

    @Test func aLanguageTheAppShipsIsNeededByEveryKeyTheWidgetUses() {
        let app = [entry("A", ["de": "Ä"]), entry("Unused", ["fi": "Käyttämätön"])].joined(separator: ", ")
        let result = audit(app: makeCatalog(app), widget: makeCatalog(entry("A", ["de": "Ä"])))
        #expect(result.findings.map(summary) == ["missing-language -/fi"])
        #expect(result.findings.first?.isFixable == false)
        #expect(result.findings.first?.message == #"the app ships fi but the widget catalog has no fi at all: 1 key "#
            + #"the widget uses (such as "A") show in en instead. The app translates none of them: translate them in "#
            + "the widget catalog, and add fi to the widget target.")
    }

    /// After a `--fix` that could copy only part of a language, the rest are
    /// still errors: the language stays failing until every key has it.
    @Test func aPartialFixLeavesTheRestFailing() {
        let app = [entry("sleepTimer.cancel", ["en": "Cancel", "sv": "Avbryt"]),
                   entry("chapters", ["en": "Chapters", "sv": "Kapitel"])].joined(separator: ", ")
        let widget = [entry("sleepTimer.cancel", ["en": "Cancel"]), entry("chapters", ["en": "Chapters"]),
                      entry("widget.title", ["en": "Now playing"])].joined(separator: ", ")
        let before = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(before.findings.map(summary) == ["missing-language -/sv"])
        #expect(before.findings.first?.message.contains("The app translates 2 of them (e.g. \"chapters\": \"Kapitel\"): "
            + "--fix copies those; translate the other 1 in the widget catalog") == true)
        let fixed = before.plan.applied(from: makeCatalog(app), to: makeCatalog(widget))
        let after = audit(app: makeCatalog(app), widget: fixed)
        #expect(after.findings.map(summary) == ["missing-translation widget.title/sv"])
        #expect(after.findings.map(\.severity) == [.error])
        #expect(after.plan.isEmpty)
    }
}

@Suite struct NoiseRuleTests {
    @Test func aStaleKeyTheSourcesUseIsInUseAndNotReportedStale() {
        let widget = entry("Open app", ["de": "App öffnen"], extra: #""extractionState": "stale", "#)
            + ", " + entry("Gone", ["de": "Weg"], extra: #""extractionState": "stale", "#)
        let app = entry("Open app", ["de": "App öffnen", "ja": "アプリを開く"])
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget),
                           sources: #"content.configurationDisplayName("Open app")"# + "\n" + #"Text("Open app")"#)
        // "Open app" is used: it needs ja (the widget has none at all). "Gone" is
        // stale and unused: no coverage.
        #expect(result.findings.map(summary) == ["missing-language -/ja", "stale-key Gone/-"])
    }

    /// `Set %@` was extracted when the interpolated value was a string; the code
    /// now interpolates an `Int` and looks up `Set %lld`: Xcode marks `Set %@`
    /// stale when it next reads the code, and nothing shows it meanwhile.
    @Test func anExtractedKeyTheSourcesLookUpWithOtherSpecifiersIsNotInUse() {
        let widget = entry("Set %@", ["de": "Satz %@"]) + ", " + entry("Set %lld", ["de": "Satz %lld", "ja": "セット %lld"])
            + ", " + entry("Zone %@", ["de": "Zone %@"])
        let app = entry("Other", ["de": "Andere", "ja": "他"])
        let sources = "let number: Int\nText(\"Set \\(number)\")\nText(\"Zone \\(zone.name)\")"
        #expect(audit(app: makeCatalog(app), widget: makeCatalog(widget), sources: sources).findings.map(summary)
            == ["missing-translation Zone %@/ja"])
        // Where a type is unknown, `Set %@` may be what the code looks up: in use.
        let unknown = "Text(\"Set \\(set.number)\")\nText(\"Zone \\(zone.name)\")"
        #expect(audit(app: makeCatalog(app), widget: makeCatalog(widget), sources: unknown).findings.map(summary)
            == ["missing-translation Set %@/ja", "missing-translation Zone %@/ja"])
        // Without sources, Xcode's extraction is taken for it.
        #expect(findings(app: app, widget: widget)
            == ["missing-translation Set %@/ja", "missing-translation Zone %@/ja"])
    }

    @Test func withoutSourcesAStaleKeyIsNotCoverage() {
        let widget = entry("Gone", ["de": "Weg"], extra: #""extractionState": "stale", "#)
        #expect(findings(app: entry("Gone", ["de": "Weg", "ja": "x"]), widget: widget) == ["stale-key Gone/-"])
    }

    @Test func driftOnlyBetweenEntriesInUseWithTheSameComment() {
        let app = entry("Start", ["de": "Starten"], extra: #""comment": "Button", "#)
            + ", " + entry("Stop", ["de": "Stopp"]) + ", " + entry("Go", ["de": "Los"], extra: #""extractionState": "stale", "#)
        let widget = entry("Start", ["de": "Beginnen"], extra: #""comment": "Widget title", "#)
            + ", " + entry("Stop", ["de": "Anhalten"]) + ", " + entry("Go", ["de": "Gehen"])
        #expect(findings(app: app, widget: widget) == ["translation-drift Stop/de"])
    }

    @Test func widgetOnlyKeysAreReportedOnlyWithEvidenceOfARename() {
        let app = entry("timer.start.title", ["en": "Start the timer", "de": "Timer starten"])
            + ", " + entry("Settings", ["de": "Einstellungen"])
        // The same key but for case and punctuation is a rename; the same text
        // under the widget's own key ("widget.settings") is not.
        let widget = entry("timer.startTitle", ["en": "Begin", "de": "Timer starten"])
            + ", " + entry("widget.settings", ["en": "Settings", "de": "Einstellungen"])
            + ", " + entry("Only here", ["de": "Nur hier"])
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["widget-only-key timer.startTitle/-"])
        #expect(result.findings.map(\.severity) == [.note])
        #expect(result.widgetOnlyKeys == 2)
    }

    @Test func emptyValuesAreDeliberateForTheEmptyKeyAndAnEmptySourceText() {
        let widget = [entry("", ["en": "", "de": ""]), entry("Spacer", ["en": "", "de": ""]),
                      entry("Label", ["en": "Label", "de": ""])].joined(separator: ", ")
        #expect(findings(app: "", widget: widget) == ["empty-value Label/de"])
    }

    /// In a catalog whose source language writes another script, a key of English
    /// text with no source-language value shows its users English; in a Latin-script
    /// source language the key may be that language's own text ("Alarma" in es).
    @Test func anEnglishKeyWithoutASourceValueIsMissingInANonLatinSourceLanguage() {
        func gaps(_ source: String, _ key: String, sources: String? = nil) -> [String] {
            let app = makeCatalog(entry("Start", [source: "X", "en": "Start"]), sourceLanguage: source)
            let widget = makeCatalog(entry("Start", [source: "X", "en": "Start"]) + ", " + entry(key, ["en": "Y"]),
                                     sourceLanguage: source)
            return audit(app: app, widget: widget, sources: sources).findings.map(summary)
        }
        #expect(gaps("ko", "Calendar View") == ["missing-translation Calendar View/ko"])
        #expect(gaps("ru", "Calendar View") == ["missing-translation Calendar View/ru"])
        #expect(gaps("sr-Latn", "Calendar View") == [])
        #expect(gaps("es", "Alarma") == [])
        // A `value:` in code is the source text; an identifier is a raw key.
        #expect(gaps("ko", "Calendar View", sources: #"NSLocalizedString("Calendar View", value: "달력", comment: "")"#) == [])
        #expect(gaps("ko", "calendar.view") == ["raw-key calendar.view/ko"])
        let message = audit(app: makeCatalog(entry("Start", ["ko": "X"]), sourceLanguage: "ko"),
                            widget: makeCatalog(entry("Calendar View", ["en": "Y"]), sourceLanguage: "ko")).findings.first?.message
        #expect(message == "\"Calendar View\" has no ko translation in the widget catalog, so the widget shows the key's "
            + "own text, in English, for ko users. The app has no ko translation of it to copy: translate it in the "
            + "widget catalog.")
    }

    @Test func aWidgetWithAnotherSourceLanguageIsAnError() {
        let result = audit(app: makeCatalog(entry("A", ["de": "Ä"])),
                           widget: makeCatalog(entry("A", ["en": "A"]), sourceLanguage: "de"))
        #expect(result.findings.map(summary).first == "source-language -/de")
        #expect(result.findings.first?.severity == .error)
    }
}

@Suite struct NothingToTranslateTests {
    @Test(arguments: [("%@", false), ("%lld / %lld", false), ("—", false), ("%1$@ · %2$@", false),
                      ("%lld min", true), ("Hi %@", true), ("日本", true), ("", false),
                      ("%@ km", false), ("%1$@ BTC", false), ("%@ kWh · %@ km", false), ("dB", false),
                      ("in %@", true), ("%@ km left", true), ("%@ kmh", true), ("%@ km²", false),
                      ("%@ km · Strecke", true), ("%@ км", true),
                      // One Latin letter alone is a symbol; one letter of another script is a word.
                      ("%@ g", false), ("%@g", false), ("? U", false), ("-U", false), ("%@h %@m", false), ("km/h", false),
                      ("X", false), ("%@日", true), ("%@ч", true), ("%lld x %lld", false)])
    func textWithoutLettersHasNothingToTranslate(text: String, translatable: Bool) {
        #expect(CatalogAudit.hasTranslatableText(text) == translatable)
    }

    @Test func aLoneLetterIsAWordWhereAskedOrWhereATranslationWritesAnother() {
        #expect(CatalogAudit.hasTranslatableText("%@ g", lettersAreWords: true))
        #expect(CatalogAudit.hasTranslatableText("? U", lettersAreWords: true))
        #expect(!CatalogAudit.hasTranslatableText("%@ km", lettersAreWords: true))
        func entryHasText(_ localizations: [String: String]) -> Bool {
            let catalog = makeCatalog(entry("U", localizations))
            return catalog.entries.first.map { CatalogAudit.hasTranslatableText($0, sourceLanguage: "en") } ?? false
        }
        #expect(entryHasText(["en": "U", "de": "IE", "ar": "وحدة"]))   // insulin units: German writes IE
        #expect(!entryHasText(["en": "U", "de": "U", "fr": "U"]))      // kept everywhere: a symbol
        #expect(!entryHasText(["en": "U"]))
    }

    /// In a pair audit, a key of one letter is covered like any other only where
    /// the app's translations make it something else.
    @Test func aLoneLetterTheAppTranslatesIsMissingWhereTheWidgetLacksIt() {
        let app = makeCatalog(entry("U", ["en": "U", "de": "IE", "cs": "j."]) + ", " + entry("g", ["en": "g", "de": "g", "cs": "g"]))
        let widget = makeCatalog(entry("U", ["en": "U", "de": "IE"]) + ", " + entry("g", ["en": "g", "de": "g"])
                                 + ", " + entry("Carbs", ["en": "Carbs", "de": "Kohlenhydrate", "cs": "Sacharidy"]))
        #expect(audit(app: app, widget: widget).findings.map(summary) == ["missing-translation U/cs"])
    }

    /// A key the widget's code looks up and no table has: a number and a lone
    /// letter shows the same in every language; an identifier shows itself.
    @Test func aLoneLetterAgainstANumberIsNoMissingKeyButAnIdentifierIs() {
        let app = makeCatalog(entry("unit.grams", ["en": "g", "de": "g"]))
        let widget = makeCatalog(entry("Carbs", ["en": "Carbs", "de": "Kohlenhydrate"]))
        let sources = #"""
            Text("Carbs")
            Text("\(grams)g")
            Text("unit.grams")
            """#
        #expect(audit(app: app, widget: widget, sources: sources).findings.map(summary) == ["missing-key unit.grams/-"])
    }

    /// A text shows the same where only the punctuation at its ends moved to the
    /// other end, as a right-to-left translation writes a brand; not where words
    /// or punctuation differ.
    @Test(arguments: [("!!Go Map", "Go Map!!", true), ("Go Map!!", "Go Map!!", true), ("\u{200F}Go Map!!", "Go Map!!", true),
                      ("Go Map!", "Go Map!!", false), ("Go Map", "Go Map!!", false), ("!!", "!!", true),
                      ("!!Go Maps", "Go Map!!", false), ("?Ready", "Ready?", true), ("Ready.", "Ready?", false)])
    func punctuationMovedToTheOtherEndShowsTheSameText(shown: String, text: String, same: Bool) {
        #expect(CatalogAudit.showsSameText(shown, as: text) == same)
    }

    /// The app's Arabic name is its brand with the `!!` moved: the widget's English
    /// fallback shows the same name, and lacks nothing.
    @Test func aBrandWithItsPunctuationMovedIsNoMissingTranslation() {
        let app = makeCatalog(entry("Go Map!!", ["en": "Go Map!!", "ar": "!!Go Map", "de": "Go Map!!"]) + ", "
            + entry("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"]))
        let widget = makeCatalog(entry("Go Map!!", ["en": "Go Map!!", "de": "Go Map!!"]) + ", "
            + entry("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"]))
        #expect(audit(app: app, widget: widget).findings.map(summary) == [])
        let renamed = makeCatalog(entry("Go Map!!", ["en": "Go Map!!", "ar": "!!خريطة", "de": "Go Map!!"]) + ", "
            + entry("Start", ["en": "Start", "ar": "ابدأ", "de": "Starten"]))
        #expect(audit(app: renamed, widget: widget).findings.map(summary) == ["missing-translation Go Map!!/ar"])
    }

    @Test func aKeyOfOnlySpecifiersNeedsNoLanguageAndIsNoMissingKey() {
        let app = entry("A", ["de": "Ä", "ru": "А"])
        let widget = entry("A", ["de": "Ä", "ru": "А"]) + ", " + entry("%@", ["de": "%@"])
        #expect(findings(app: app, widget: widget, sources: #"Text("\(done) / \(total)")"#) == [])
    }

    /// `%@ km` reads the same in every language, as `unlocalized-text` has it; a
    /// text with a word besides the unit is language.
    @Test func aUnitSymbolAfterANumberNeedsNoLanguage() {
        let app = entry("A", ["de": "Ä", "ru": "А"])
        let widget = [entry("A", ["de": "Ä", "ru": "А"]), entry("%@ km", ["de": "%@ km"]),
                      entry("%@ km left", ["de": "noch %@ km"])].joined(separator: ", ")
        #expect(findings(app: app, widget: widget) == ["missing-translation %@ km left/ru"])
    }
}

@Suite struct FormatReferenceTests {
    @Test func theKeyIsTheReferenceWhereTheSourceTextDropsAnArgument() {
        let widget = entry("%lld day streak", ["en": "Streak", "de": "%lld Tage in Folge"])
        #expect(findings(app: "", widget: widget) == [])
        let wrong = entry("%lld day streak", ["en": "Streak", "de": "%@ Tage in Folge"])
        #expect(findings(app: "", widget: wrong) == ["format-mismatch %lld day streak/de"])
    }

    /// A translation that drops the argument as the source text does follows the
    /// author's choice ("followed you" for `notifications.label.follow %lld`);
    /// one that differs from both the key and the source is still a mismatch.
    @Test func aTranslationThatDropsWhatTheSourceDropsIsNoMismatch() {
        let widget = entry("notifications.label.follow %lld",
                           ["en": "followed you", "fr": "vous a suivi", "de": "%lld folgen dir", "ja": "%@ フォロー"])
        #expect(findings(app: "", widget: widget) == ["format-mismatch notifications.label.follow %lld/ja"])
    }

    @Test func aSubstitutionConsumesItsArgument() {
        let unit = #"{"stringUnit": {"state": "translated", "value": "%#@count@"}, "substitutions": {"count": "#
            + #"{"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "#
            + #""translated", "value": "%arg day"}}, "other": {"stringUnit": {"state": "translated", "value": "#
            + #""%arg days"}}}}}}}"#
        let widget = #""%lld days": {"localizations": {"en": \#(unit), "de": {"stringUnit": {"state": "translated", "#
            + #""value": "%lld Tage"}}}}"#
        #expect(findings(app: "", widget: widget) == [])
    }

    @Test func anEmptyValueIsNeverAFormatProblem() {
        let widget = entry("%lld left", ["en": "%lld left", "de": ""])
        #expect(findings(app: "", widget: widget) == ["empty-value %lld left/de"])
    }
}

@Suite struct PluralCategoriesRuleTests {
    private func plural(_ key: String, _ language: String, _ categories: [String]) -> String {
        let variants = categories.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "%lld x"}}"# }
            .joined(separator: ", ")
        return #""\#(key)": {"localizations": {"\#(language)": {"variations": {"plural": {\#(variants)}}}}}"#
    }

    // CLDR 42 (ICU 72) plural rules.
    @Test(arguments: [
        ("ar", ["zero", "one", "two", "few", "many", "other"], [String]()),
        ("ar", ["zero", "one", "two", "other"], ["few (e.g. 3)", "many (e.g. 11)"]),
        ("he", ["one", "two", "other"], []),
        ("he", ["one", "other"], ["two (e.g. 2)"]),
        ("fr", ["one", "other"], []),
        ("ja", ["other"], []),
        ("de", ["one"], ["other (e.g. 0)"]),
        ("ru", ["one", "few", "other"], ["many (e.g. 0)"]),
        ("pt-BR", ["one", "other"], []),
        ("xx-invalid-", ["one"], ["other"]),
    ])
    func needsWhatICUSelectsForIntegersUpToAThousand(language: String, present: [String], missing: [String]) {
        let result = audit(app: makeCatalog(""), widget: makeCatalog(plural("%lld x", language, present)))
            .findings.filter { $0.rule == .pluralCategories }
        if missing.isEmpty {
            #expect(result.isEmpty)
        } else {
            #expect(result.count == 1)
            #expect(result.first?.message.contains("lacks \(missing.joined(separator: ", "));") == true,
                    "\(result.first?.message ?? "")")
        }
    }

    /// Russian, Ukrainian, Belarusian and Polish select `other` for no whole
    /// number: an `other` of its own stands in for the one category a plural lacks.
    @Test(arguments: [
        // `other` is the form `many` needs ("5 постов"), or the one `few` needs ("2 поста").
        ("ru", ["one": "%lld пост", "few": "%lld поста", "other": "%lld постов"], [String]()),
        ("pl", ["one": "%lld post", "many": "%lld postów", "other": "%lld posty"], []),
        // `other` is another variant's text: the missing form is nowhere.
        ("ru", ["one": "%lld пост", "few": "%lld поста", "other": "%lld поста"], ["many (e.g. 0)"]),
        // `other` is the source text: the missing numbers read English.
        ("uk", ["one": "%lld допис", "few": "%lld дописи", "other": "%lld posts"], ["many (e.g. 0)"]),
        // Two categories missing: `other` cannot be both.
        ("ru", ["one": "%lld пост", "other": "%lld постов"], ["many (e.g. 0)", "few (e.g. 2)"]),
        // Hebrew's `other` is a whole number's form (3, 4 …): `two` is needed.
        ("he", ["one": "פוסט אחד", "other": "%lld פוסטים"], ["two (e.g. 2)"]),
    ])
    func otherStandsInForTheOneCategoryAPluralLacks(language: String, variants: [String: String], missing: [String]) {
        let cases = variants.sorted { $0.key < $1.key }
            .map { #""\#($0.key)": {"stringUnit": {"state": "translated", "value": "\#($0.value)"}}"# }
            .joined(separator: ", ")
        let widget = #""%lld posts": {"localizations": {"en": {"variations": {"plural": {"#
            + #""one": {"stringUnit": {"state": "translated", "value": "%lld post"}}, "#
            + #""other": {"stringUnit": {"state": "translated", "value": "%lld posts"}}}}}, "#
            + #""\#(language)": {"variations": {"plural": {\#(cases)}}}}}"#
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .pluralCategories }
        #expect(result.map { $0.message.components(separatedBy: "lacks ").last?.components(separatedBy: ";").first }
                    == (missing.isEmpty ? [] : [missing.joined(separator: ", ")]))
    }

    @Test func substitutionAndDevicePluralsAreCheckedToo() {
        let widget = #"""
            "%lld sessions": {"localizations": {"ar": {
              "stringUnit": {"state": "translated", "value": "%#@n@"},
              "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "جلسة"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg جلسة"}}}}}}},
              "he": {"variations": {"device": {"iphone": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "אחד"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld"}}}}}}}}}}
            """#
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .pluralCategories }
        #expect(result.map(\.message) == [
            #"the ar plural (substitution "n") of "%lld sessions" lacks zero (e.g. 0), two (e.g. 2), few (e.g. 3), "#
                + "many (e.g. 11); ICU's plural rules for ar use zero, one, two, few, many, other. Add the missing "
                + "variants in the widget catalog.",
            #"the he plural (device iphone) of "%lld sessions" lacks two (e.g. 2); ICU's plural rules for he use "#
                + "one, two, other. Add the missing variants in the widget catalog.",
        ])
    }
}

@Suite struct FormatMismatchRuleTests {
    /// The short path for the usual spellings must agree with the full parse.
    @Test("A substitution's formatSpecifier has the category the full parse gives",
          arguments: ["lld", "@", "%@", "d", "%ld", "lu", "f", "lf", "%Lf", "hhd", "zu", "qd", "jd", "td", "c", "s", "p",
                      "lh", "lld ", "ll", "l", "%", "", "%%", "1$d", "%1$@", "lllld", "k", "é", "#@x@"])
    func substitutionSpecifierCategory(specifier: String) {
        let full = FormatString(specifier.hasPrefix("%") ? specifier : "%" + specifier).specifiers.first?.category
        #expect(FormatArguments.category(ofSubstitutionSpecifier: specifier) == full)
    }

    @Test("An absent formatSpecifier is an object")
    func absentSubstitutionSpecifier() {
        #expect(FormatArguments.category(ofSubstitutionSpecifier: nil) == .object)
    }

    private func check(_ key: String, _ value: String, extra: String = "") -> [String] {
        audit(app: makeCatalog(""), widget: makeCatalog(entry(key, ["de": value]))).findings
            .filter { $0.rule == .formatMismatch }.map(\.message)
    }

    @Test(arguments: [
        ("Cycle %lld of %lld", "Runde %lld von %lld"), ("Cycle %lld of %lld", "%2$lld Runden, Runde %1$lld"),
        ("Hi %@", "Hallo %1$@"), ("%.1f km", "%.2f km"), ("%d%%", "%i %%"), ("No args", "Keine"),
        ("%lu", "%llu"), ("%1$@ and %2$@", "%2$@ und %1$@"),
    ])
    func equivalentSpecifiersMatch(key: String, value: String) {
        #expect(check(key, value) == [])
    }

    @Test(arguments: [
        ("Cycle %lld of %lld", "Runde %lld von %@", "argument 2 is an object (%@) here but an integer (%lld) there"),
        ("Hi %@", "Hallo", "argument 1 (%@, an object) is missing"),
        ("Hi", "Hallo %@", "argument 1 (%@, an object) is not in the original"),
        ("%d items", "%f Dinge", "argument 1 is a floating-point number (%f) here but an integer (%d) there"),
        ("%@ %s", "%@ %c", "argument 2 is a character (%c) here but a C string (%s) there"),
        ("%lld", "%1$lld %1$@", "argument 1 is used as both %1$lld and %1$@"),
    ])
    func differentSpecifiersMismatch(key: String, value: String, problem: String) {
        let messages = check(key, value)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(": \(problem). Fix the translation") == true, "\(messages)")
    }

    @Test func pluralVariantsMayOmitTheCountButNothingElse() {
        let widget = #"""
            "%lld minutes left for %@": {"localizations": {"de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "Noch eine Minute für %2$@"}},
              "other": {"stringUnit": {"state": "translated", "value": "Noch %1$lld Minuten für %2$@"}}}}},
              "ja": {"variations": {"plural": {
              "other": {"stringUnit": {"state": "translated", "value": "残り%lld分"}}}}}}}
            """#
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .formatMismatch }
        #expect(result.map(summary) == ["format-mismatch %lld minutes left for %@/ja"])
    }

    @Test func substitutionsAreResolvedToTheirArgument() {
        let widget = #"""
            "Completed %lld sessions": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "%#@n@ abgeschlossen"},
                "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "eine Sitzung"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg Sitzungen"}}}}}}},
              "fi": {"stringUnit": {"state": "translated", "value": "%#@n@ valmis"},
                "substitutions": {"n": {"argNum": 1, "formatSpecifier": "@", "variations": {"plural": {
                  "other": {"stringUnit": {"state": "translated", "value": "%arg istuntoa"}}}}}}}}}
            """#
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .formatMismatch }
        #expect(result.map(summary) == ["format-mismatch Completed %lld sessions/fi"])
    }

    @Test func theSourceValueIsTheReferenceWhenThereIsOne() {
        let widget = entry("label.count", ["en": "%lld items", "de": "%lld Dinge", "ja": "%@個"])
        let result = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .formatMismatch }
        #expect(result.map(summary) == ["format-mismatch label.count/ja"])
    }
}

@Suite struct WidgetEntryRuleTests {
    @Test func needsReviewStaleAndEmpty() {
        let app = entry("Resume", ["ja": "再開"])
        let widget = [entry("Resume", ["ja": "再開"], state: "needs_review"),
                      entry("Sound", ["de": "Ton"], extra: #""extractionState": "stale", "#),
                      entry("Empty", ["de": ""])].joined(separator: ", ")
        // One-line fixtures: the order is that of the columns in the widget file.
        // The app ships ja, so "Empty" needs it; the stale "Sound" is not in use.
        // Widget-only keys without a sign of a rename are not findings.
        #expect(findings(app: app, widget: widget) == [
            "needs-review Resume/ja", "stale-key Sound/-", "missing-translation Empty/ja", "empty-value Empty/de",
        ])
    }

    /// A language whose translations the table mostly flags needs_review (a translation
    /// tool's import leaves the flag on every text) is one note; a few flagged texts in
    /// another language stay one warning each.
    @Test(arguments: [(20, 25, true), (19, 25, false), (20, 41, false)])
    func aLanguageFlaggedThroughoutIsOneNote(flaggedInArabic: Int, entries: Int, folds: Bool) {
        func unit(_ flagged: Bool, _ value: String) -> String {
            #"{"stringUnit": {"state": "\#(flagged ? "needs_review" : "translated")", "value": "\#(value)"}}"#
        }
        let widget = (0..<entries).map { index in
            #""Text \#(index)": {"localizations": {"ar": \#(unit(index < flaggedInArabic, "نص \(index)")), "#
                + #""de": \#(unit(index < 2, "Satz \(index)"))}}"#
        }.joined(separator: ", ")
        let found = audit(app: makeCatalog(""), widget: makeCatalog(widget)).findings.filter { $0.rule == .needsReview }
        let arabic = found.filter { $0.language == "ar" }, german = found.filter { $0.language == "de" }
        #expect(german.map(summary) == ["needs-review Text 0/de", "needs-review Text 1/de"])
        #expect(german.allSatisfy { $0.severity == .warning && $0.keys.isEmpty })
        if folds {
            #expect(arabic.map(summary) == ["needs-review Text 0/ar"])
            #expect(arabic.first?.severity == .note)
            #expect(arabic.first?.message == #"20 ar translations the widget uses ("Text 0", "Text 1", "Text 2" and 17 "#
                + #"more) are marked needs_review, as are 20 of the table's 25 ar translations: here the flag is the "#
                + "table's usual state, not a source text that changed. Have the widget's ar texts reviewed and mark "
                + "them translated.")
            #expect(arabic.first?.keys == (0..<20).map { "Text \($0)" })
        } else {
            #expect(arabic.count == flaggedInArabic && arabic.allSatisfy { $0.severity == .warning })
        }
    }

    @Test func driftComparesOnlyWhatBothTranslate() {
        let app = [entry("Pause", ["de": "Pause", "ja": "一時停止"]), entry("Go", ["de": "Los"])].joined(separator: ", ")
        let widget = [entry("Pause", ["de": "Anhalten", "ja": "一時停止"]), entry("Go", ["de": "Los"], state: "needs_review")]
            .joined(separator: ", ")
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget)).findings
        // The app ships ja: "Go" needs it even though the app's "Go" lacks it.
        #expect(result.map(summary) == ["translation-drift Pause/de", "missing-translation Go/ja", "needs-review Go/de"])
        #expect(result.first?.message == #"the widget's de translation of "Pause" is "Anhalten" but the app's is "Pause". "#
            + "Both are shown as written; if one is outdated, use one wording in both catalogs.")
        #expect(result.first?.severity == .note)
    }

    @Test func keysNotToTranslateAreSkippedEverywhere() {
        let app = #""Stillness": {"shouldTranslate": false, "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Stille"}}}}"#
        let widget = #""Stillness": {"extractionState": "stale", "shouldTranslate": false}, "Brand": {"shouldTranslate": false}"#
        #expect(findings(app: app, widget: widget, sources: #"Text("Stillness")"#, allKeys: true) == [])
    }

    @Test func findingsPointAtTheLocalization() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Resume" : {
                  "localizations" : {
                    "ja" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "再開"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let widget = try StringCatalog(data: Data(json.utf8), file: "W")
        let finding = audit(app: makeCatalog(entry("Resume", ["ja": "再開"])), widget: widget).findings.first
        #expect(finding.map { "\($0.line):\($0.column)" } == "6:9")
    }

    @Test func theLanguageFilterIgnoresCaseAndSeparators() {
        let app = entry("A", ["de": "Ä", "pt-BR": "Á", "fi": "Aa"])
        let widget = entry("A", ["ja": "エー"]) + ", " + entry("B", ["pt-BR": "Bê", "de": "Be", "fi": "Bee"])
        #expect(findings(app: app, widget: widget, languages: ["PT_br"]) == ["missing-translation A/pt-BR"])
        #expect(findings(app: app, widget: widget, languages: ["ko"]) == [])
    }
}

@Suite struct FindingOrderTests {
    @Test func findingsAreSortedByFileLineColumnRuleKeyLanguage() {
        let widget = "\n" + entry("B", ["fi": ""]) + ",\n" + entry("A", ["de": "Ä"])
        let result = audit(app: makeCatalog(entry("B", ["de": "Be", "fi": "Bee"])), widget: makeCatalog(widget),
                           sources: "Text(\"Zoom\")\nText(\"Yield\")")
        #expect(result.findings.map { "\($0.file):\($0.line):\($0.column) \(summary($0))" } == [
            "Widget.swift:1:6 missing-key Zoom/-",
            "Widget.swift:2:6 missing-key Yield/-",
            // No de localization of B: the key's place.
            "Widget.xcstrings:2:1 missing-translation B/de",
            "Widget.xcstrings:2:25 empty-value B/fi",
            "Widget.xcstrings:3:1 missing-translation A/fi",
        ])
    }
}

extension FindingOrderTests {
    @Test("Sorting by integer places gives the order of precedes(_:_:)")
    func sortedAgreesWithPrecedes() {
        var state: UInt64 = 0x853C_49E6_748F_EA9B
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let files = ["Widget.xcstrings", "A.swift", "a.swift", "Ä.swift", "Widget.xcstrings2"]
        let rules = AuditRule.all
        let keys: [String?] = [nil, "A", "B", "é", ""]
        let languages: [String?] = [nil, "ar", "de", "he"]
        var findings: [AuditFinding] = []
        for _ in 0..<2000 {
            let rule = rules[next(rules.count)]
            findings.append(AuditFinding(rule: rule, key: keys[next(keys.count)], language: languages[next(languages.count)],
                                         file: files[next(files.count)], line: 1 + next(6), column: 1 + next(3),
                                         message: "m\(next(4))", isFixable: rule.isFixable))
        }
        #expect(AuditFinding.sorted(findings) == findings.sorted(by: AuditFinding.precedes))
        #expect(AuditFinding.sorted([]) == [])
    }
}

@Suite struct VariantLocationTests {
    @Test func variantFindingsPointAtTheVariant() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld left" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : ""
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "needs_review",
                              "value" : "%@ übrig"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let widget = try StringCatalog(data: Data(json.utf8), file: "W")
        let result = audit(app: makeCatalog(""), widget: widget).findings
        #expect(result.map { "\($0.line):\($0.column) \(summary($0))" } == [
            "9:15 empty-value %lld left/de",
            "15:15 format-mismatch %lld left/de",
            "15:15 needs-review %lld left/de",
        ])
    }
}

@Suite struct SourceTableTests {
    private func missing(_ source: String, widgetPath: String) -> [String] {
        let usages = SwiftSourceScanner().scan(Array(source.utf8), file: "W.swift").usages
        // An app that ships a language besides its source one: a key it lacks shows untranslated there.
        let app = makeCatalog(entry("Other", ["en": "Other", "de": "Andere"]))
        return CatalogAudit(app: app, widget: makeCatalog(""), appPath: "A.xcstrings", widgetPath: widgetPath,
                            usages: usages).run().findings.compactMap(\.key)
    }

    @Test(arguments: [
        (#"Text("Start")"#, "W/Localizable.xcstrings", ["Start"]),
        (#"Text("Start", tableName: "Localizable")"#, "W/Localizable.xcstrings", ["Start"]),
        (#"Text("Start", tableName: "Intents")"#, "W/Localizable.xcstrings", []),
        (#"Text("Start", tableName: "Intents")"#, "W/Intents.xcstrings", ["Start"]),
        (#"String(localized: "Start", table: "Intents", comment: "")"#, "W/Localizable.xcstrings", []),
        (#"Text("Start", bundle: .module)"#, "W/Localizable.xcstrings", []),
        (#"Text("Start", bundle: Bundle.module)"#, "W/Localizable.xcstrings", []),
        (#"Text("Start", bundle: .main)"#, "W/Localizable.xcstrings", ["Start"]),
        // Without a table name, the catalog given is the default table, whatever its name.
        (#"Text("Start")"#, "Widget.xcstrings", ["Start"]),
    ])
    func usagesOfAnotherTableOrBundleAreNotTheWidgetCatalogs(source: String, widgetPath: String, expected: [String]) {
        #expect(missing(source, widgetPath: widgetPath) == expected)
    }
}

/// Nothing is missing where what the widget falls back to is what the app itself
/// shows in that language (issue 24, kind 9: what need not differ).
@Suite struct WhatNeedNotDifferTests {
    private static let widgetBase = [entry("Start", ["en": "Start", "de": "Los", "fr": "Démarrer"])]

    @Test func theAppsOwnTextInTheLanguageIsWhatTheWidgetShows() {
        let app = [entry("Start", ["de": "Los", "fr": "Démarrer"]), entry("Wi-Fi", ["de": "WLAN", "fr": "Wi-Fi"])]
            .joined(separator: ", ")
        let widget = (Self.widgetBase + [entry("Wi-Fi", ["en": "Wi-Fi"])]).joined(separator: ", ")
        let result = audit(app: makeCatalog(app), widget: makeCatalog(widget))
        #expect(result.findings.map(summary) == ["missing-translation Wi-Fi/de"])
        // --fix still copies both: the catalog is then complete.
        #expect(result.plan.copiedLocalizations.map { "\($0.key)/\($0.language)" }.sorted() == ["Wi-Fi/de", "Wi-Fi/fr"])
    }

    /// The same text kept in other languages is no evidence: it may be a copy nobody translated
    /// (and a sentence left as the source text is a note of `untranslated-copy`).
    @Test func otherLanguagesKeepingTheTextAreNoEvidence() {
        let app = [entry("Start", ["de": "Los", "fr": "Démarrer", "ja": "開始"]),
                   entry("Reopen app in", ["de": "Reopen app in", "fr": "Reopen app in"])].joined(separator: ", ")
        let widget = [entry("Start", ["en": "Start", "de": "Los", "fr": "Démarrer", "ja": "開始"]),
                      entry("Reopen app in", ["en": "Reopen app in", "de": "Reopen app in", "fr": "Reopen app in"])]
            .joined(separator: ", ")
        #expect(findings(app: app, widget: widget) == ["missing-translation Reopen app in/ja",
                                                       "untranslated-copy Reopen app in/de",
                                                       "untranslated-copy Reopen app in/fr"])
    }

    /// A key the widget lacks shows the key: nothing is missing where the app shows that
    /// very text in its source language and in each language it ships.
    @Test func aMissingKeyTheAppKeepsInEveryLanguage() {
        let app = [entry("Start", ["en": "Start", "de": "Los", "fr": "Démarrer"]),
                   entry("mg/dL", ["en": "mg/dL", "de": "mg/dL", "fr": "mg/dL"]),
                   entry("IOB", ["en": "IOB", "de": "IOB", "fr": "IA"]),
                   entry("COB", ["en": "COB", "de": "COB"])].joined(separator: ", ")
        let sources = #"let a = Text("mg/dL"); let b = Text("IOB"); let c = Text("COB")"#
        let result = audit(app: makeCatalog(app), widget: makeCatalog(Self.widgetBase.joined(separator: ", ")),
                           sources: sources)
        // fr translates IOB; COB has no fr at all: the widget's key is not what the app shows.
        #expect(result.findings.map(summary) == ["missing-key IOB/-", "missing-key COB/-"])
        // --fix still copies the entry the app keeps.
        #expect(result.plan.addedKeys.sorted() == ["COB", "IOB", "mg/dL"])
    }
}

@Suite struct ScriptOfALanguageTests {
    @Test(arguments: [("ko", true), ("ru", true), ("zh-Hans", true), ("zh_HK", true), ("ar-EG", true), ("sr", true),
                      ("sr-Latn", false), ("uz-Cyrl", true), ("en", false), ("es", false), ("de-AT", false), ("vi", false),
                      ("tr", false), ("", false)])
    func aLanguageWritesTheScriptItsTagOrItsDefaultSays(language: String, nonLatin: Bool) {
        #expect(language.writesNonLatinScript == nonLatin)
    }
}

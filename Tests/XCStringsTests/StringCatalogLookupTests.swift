import Foundation
import Testing
import ActivityLocalization
@testable import XCStrings

/// Lookup in the activity's language: fallback, plural categories, substitutions,
/// devices, positions, digits and isolation. Expected strings are code points:
/// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE wrap each argument.
@Suite struct StringCatalogLookupTests {
    static let catalog = try! StringCatalog(contentsOf: TestPaths.fixtures.appendingPathComponent("valid/BirdFeeder.xcstrings"))
    static let supported = ["en", "ar", "he", "pt", "pt-BR"]
    static let arabic = ActivityLanguage(code: "ar", supported: supported, developmentLanguage: "en")
    static let hebrew = ActivityLanguage(code: "he", supported: supported, developmentLanguage: "en")

    // Plural categories are CLDR 42 (ICU 72) data. Arabic: 0 zero, 1 one, 2 two,
    // n % 100 in 3...10 few, n % 100 in 11...99 many, else other. Its default
    // numbering system is `arab` (U+0660…U+0669).
    @Test("Arabic takes every plural category", arguments: [
        (Int64(0), "zero", "\u{644}\u{627} \u{637}\u{64A}\u{648}\u{631}"),
        (1, "one", "\u{637}\u{627}\u{626}\u{631} \u{648}\u{627}\u{62D}\u{62F}"),
        (2, "two", "\u{637}\u{627}\u{626}\u{631}\u{627}\u{646}"),
        (3, "few", "\u{2068}\u{663}\u{2069} \u{637}\u{64A}\u{648}\u{631}"),
        (10, "few", "\u{2068}\u{661}\u{660}\u{2069} \u{637}\u{64A}\u{648}\u{631}"),
        (11, "many", "\u{2068}\u{661}\u{661}\u{2069} \u{637}\u{627}\u{626}\u{631}\u{64B}\u{627}"),
        (99, "many", "\u{2068}\u{669}\u{669}\u{2069} \u{637}\u{627}\u{626}\u{631}\u{64B}\u{627}"),
        (100, "other", "\u{2068}\u{661}\u{660}\u{660}\u{2069} \u{637}\u{627}\u{626}\u{631}"),
        (101, "other", "\u{2068}\u{661}\u{660}\u{661}\u{2069} \u{637}\u{627}\u{626}\u{631}"),
        (103, "few", "\u{2068}\u{661}\u{660}\u{663}\u{2069} \u{637}\u{64A}\u{648}\u{631}"),
    ])
    func arabicPlural(count: Int64, category: String, expected: String) {
        #expect(ICU.PluralRules.shared(for: "ar")?.category(for: Double(count)) == category)
        #expect(Self.catalog.localizedString("%lld birds", language: Self.arabic, arguments: [.integer(count)]) == expected)
    }

    // Hebrew in CLDR 42 (ICU 72): 1 one, 2 two, everything else other (no `many`).
    @Test("Hebrew takes one, two and other", arguments: [
        (Int64(0), "other", "\u{2068}0\u{2069} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}"),
        (1, "one", "\u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8} \u{5D0}\u{5D7}\u{5EA}"),
        (2, "two", "\u{5E9}\u{5EA}\u{5D9} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}"),
        (3, "other", "\u{2068}3\u{2069} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}"),
        (20, "other", "\u{2068}20\u{2069} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}"),
    ])
    func hebrewPlural(count: Int64, category: String, expected: String) {
        #expect(ICU.PluralRules.shared(for: "he")?.category(for: Double(count)) == category)
        #expect(Self.catalog.localizedString("%lld birds", language: Self.hebrew, arguments: [.integer(count)]) == expected)
    }

    @Test("Substitutions take their argNum, or their place in the string when it is absent")
    func substitutions() {
        // ar: argNum 2.
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.arabic, arguments: ["Maya", 5])
            == "\u{631}\u{623}\u{649} \u{2068}Maya\u{2069} \u{2068}\u{665}\u{2069} \u{637}\u{64A}\u{648}\u{631}")
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.arabic, arguments: ["Maya", 2])
            == "\u{631}\u{623}\u{649} \u{2068}Maya\u{2069} \u{637}\u{627}\u{626}\u{631}\u{64A}\u{646}")
        // he: no argNum; `%#@birds@` is the second specifier, so argument 2.
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.hebrew, arguments: ["Maya", 1])
            == "\u{2068}Maya\u{2069} \u{5E8}\u{5D0}\u{5D4} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8} \u{5D0}\u{5D7}\u{5EA}")
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.hebrew, arguments: ["Maya", 7])
            == "\u{2068}Maya\u{2069} \u{5E8}\u{5D0}\u{5D4} \u{2068}7\u{2069} \u{5E6}\u{5D9}\u{5E4}\u{5D5}\u{5E8}\u{5D9}\u{5DD}")
    }

    @Test("Device variations: the device, else other", arguments: [
        (StringCatalog.Device.mac as StringCatalog.Device?, "\u{627}\u{646}\u{642}\u{631} \u{628}\u{627}\u{644}\u{645}\u{627}\u{648}\u{633} \u{644}\u{625}\u{639}\u{627}\u{62F}\u{629} \u{627}\u{644}\u{645}\u{644}\u{621}"),
        (.iphone, "\u{627}\u{646}\u{642}\u{631} \u{644}\u{625}\u{639}\u{627}\u{62F}\u{629} \u{627}\u{644}\u{645}\u{644}\u{621}"),
        (.ipad, "\u{625}\u{639}\u{627}\u{62F}\u{629} \u{627}\u{644}\u{645}\u{644}\u{621}"),
        (nil, "\u{625}\u{639}\u{627}\u{62F}\u{629} \u{627}\u{644}\u{645}\u{644}\u{621}"),
    ])
    func deviceVariation(device: StringCatalog.Device?, expected: String) {
        #expect(Self.catalog.localizedString("Tap to refill", language: Self.arabic, device: device) == expected)
    }

    @Test("Hebrew device variation")
    func hebrewDevice() {
        #expect(Self.catalog.localizedString("Tap to refill", language: Self.hebrew, device: .mac) == "\u{5DC}\u{5D7}\u{5E5} \u{5DC}\u{5DE}\u{5D9}\u{5DC}\u{5D5}\u{5D9}")
    }

    @Test("Device → plural nesting")
    func devicePlural() {
        #expect(Self.catalog.localizedString("%lld seeds left", language: Self.arabic, arguments: [2], device: .applewatch)
            == "\u{628}\u{630}\u{631}\u{62A}\u{627}\u{646}")
        #expect(Self.catalog.localizedString("%lld seeds left", language: Self.arabic, arguments: [11], device: .iphone)
            == "\u{628}\u{642}\u{64A}\u{62A} \u{2068}\u{661}\u{661}\u{2069} \u{628}\u{630}\u{631}\u{629}")
        #expect(Self.catalog.localizedString("%lld seeds left", language: Self.hebrew, arguments: [2], device: .applewatch)
            == "2 \u{5D6}\u{5E8}\u{5E2}\u{5D9}\u{5DD}")
    }

    @Test("Positional specifiers take their argument, and %% is a percent sign")
    func positions() {
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.arabic, arguments: [2, 3])
            == "\u{627}\u{644}\u{62F}\u{648}\u{631}\u{629} \u{2068}\u{662}\u{2069} \u{645}\u{646} \u{2068}\u{663}\u{2069}")
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.hebrew, arguments: [2, 3])
            == "\u{5DE}\u{5D7}\u{5D6}\u{5D5}\u{5E8} \u{2068}3\u{2069}/\u{2068}2\u{2069}")
        #expect(Self.catalog.localizedString("%1$@ and %2$@ — 100%%", language: Self.arabic, arguments: ["A", "B"])
            == "\u{2068}B\u{2069} \u{648}\u{2068}A\u{2069} \u{2014} 100%")
    }

    @Test("Fallback: a missing translation in Arabic and Hebrew shows the source language")
    func sourceLanguageFallback() {
        #expect(Self.catalog.localizedString("Only in English", language: Self.arabic) == "Only in English")
        #expect(Self.catalog.localizedString("Only in English", language: Self.hebrew) == "Only in English")
        // `%lld birds` in English when the language is one the catalog lacks.
        let korean = ActivityLanguage(code: "ko", supported: ["en", "ko"], developmentLanguage: "en")
        #expect(Self.catalog.localizedString("%lld birds", language: korean, arguments: [1]) == "\u{2068}1\u{2069} bird")
    }

    @Test("Fallback: a missing key is the key itself, formatted")
    func keyFallback() {
        #expect(Self.catalog.localizedString("No such key %@", language: Self.arabic, arguments: ["x"]) == "No such key \u{2068}x\u{2069}")
        #expect(Self.catalog.localizedString("Water Low", language: Self.hebrew) == "Water Low")
    }

    @Test("Fallback: a regional language uses its parent")
    func parentFallback() {
        let portugal = ActivityLanguage(code: "pt-PT", supported: ["en", "pt-PT"], developmentLanguage: "en")
        #expect(portugal.identifier == "pt-PT")
        #expect(Self.catalog.localizedString("Hello %@", language: portugal, arguments: ["Ana"]) == "Ol\u{E1} \u{2068}Ana\u{2069}")
        let brazil = ActivityLanguage(code: "pt-BR", supported: Self.supported, developmentLanguage: "en")
        #expect(Self.catalog.localizedString("Hello %@", language: brazil, arguments: ["Ana"]) == "Oi \u{2068}Ana\u{2069}")
    }

    @Test("Isolation can be turned off")
    func withoutIsolation() {
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.hebrew, arguments: [2, 3], isolatingArguments: false)
            == "\u{5DE}\u{5D7}\u{5D6}\u{5D5}\u{5E8} 3/2")
    }

    @Test("Units that need review are still shown")
    func needsReviewIsUsed() {
        #expect(Self.catalog.localizedString("Water low", language: Self.arabic) == "\u{627}\u{644}\u{645}\u{627}\u{621} \u{645}\u{646}\u{62E}\u{641}\u{636}")
    }

    /// The one definition of what the widget shows, shared with the audit: a
    /// `new` unit outside the source language is passed over (fallback), an empty
    /// value is shown as nothing, a source-language `new` value is the code's.
    @Test("States: new falls back, empty is empty, a source-language new value is used")
    func statesMeanWhatTheAuditSays() throws {
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"#
            + #""Hold": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Hold your breath"}}, "#
            + #""ar": {"stringUnit": {"state": "new", "value": "\u0627\u062d\u0628\u0633"}}, "#
            + #""he": {"stringUnit": {"state": "translated", "value": ""}}}}}}"#
        let catalog = try StringCatalog(data: Data(json.utf8), file: "States.xcstrings")
        #expect(catalog.localizedString("Hold", language: Self.arabic) == "Hold your breath")
        #expect(catalog.localizedString("Hold", language: Self.hebrew) == "")
    }

    @Test("Numbers: precision, digits, grouping flag, plural of a shown fraction")
    func numbers() {
        var catalog = StringCatalog(sourceLanguage: "en")
        let key = "%.1f km, %'lld steps, %05d, %x"
        catalog.setLocalization(.init(variations: .init(plural: [
            "one": .init(stringUnit: .init(state: .translated, value: "%.1f kilometre")),
            "other": .init(stringUnit: .init(state: .translated, value: "%.1f km, %'lld steps, %05d, %x")),
        ])), language: "en", forKey: key)
        catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: "%.1f كم، %'lld خطوة، %05d، %x")),
                                language: "ar", forKey: key)
        let english = ActivityLanguage(code: "en", supported: ["en", "ar"], developmentLanguage: "en")
        // 1 shown as "1.0" is `other` in English, not `one`.
        #expect(catalog.localizedString(key, language: english, arguments: [1.0, 12345, 42, 255], isolatingArguments: false)
            == "1.0 km, 12,345 steps, 00042, ff")
        // Arabic: Arabic-Indic digits, U+066B decimal and U+066C group separators (CLDR 42).
        #expect(catalog.localizedString(key, language: Self.arabic, arguments: [2.5, 12345, 42, 255], isolatingArguments: false)
            == "\u{662}\u{66B}\u{665} \u{643}\u{645}\u{60C} \u{661}\u{662}\u{66C}\u{663}\u{664}\u{665} \u{62E}\u{637}\u{648}\u{629}\u{60C} \u{660}\u{660}\u{660}\u{664}\u{662}\u{60C} ff")
    }

    @Test("Missing arguments leave the specifier as written; nothing traps")
    func missingArguments() {
        #expect(Self.catalog.localizedString("Cycle %lld of %lld", language: Self.hebrew, arguments: [2])
            == "\u{5DE}\u{5D7}\u{5D6}\u{5D5}\u{5E8} %2$lld/\u{2068}2\u{2069}")
        #expect(Self.catalog.localizedString("%@ saw %#@birds@", language: Self.hebrew, arguments: [])
            == "%@ \u{5E8}\u{5D0}\u{5D4} %#@birds@")
    }
}

/// The lookup's `digits` option, and one minus sign — HYPHEN-MINUS U+002D, with no
/// bidi mark — in lookups, ``LabelFormatter`` and ``CountdownFormatter``.
/// Digits and separators are CLDR 42 (ICU 72) data.
@Suite struct StringCatalogLookupDigitsTests {
    static let languages = ["en", "ar", "he", "fa", "sv", "ur", "ckb"]

    /// A catalog in which every language translates `key` as itself.
    static func catalog(_ key: String) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for code in languages {
            catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: key)), language: code, forKey: key)
        }
        return catalog
    }

    static func language(_ code: String) -> ActivityLanguage {
        ActivityLanguage(code: code, supported: languages, developmentLanguage: "en")
    }

    @Test("Native digits by default, 0–9 with .latin, in Arabic and Hebrew", arguments: [
        ("ar", DigitSet.native, "\u{2068}\u{661}\u{662}\u{2069} / \u{2068}\u{662}\u{66B}\u{665}\u{2069}"),
        ("ar", .latin, "\u{2068}12\u{2069} / \u{2068}2.5\u{2069}"),
        ("he", .native, "\u{2068}12\u{2069} / \u{2068}2.5\u{2069}"),
        ("he", .latin, "\u{2068}12\u{2069} / \u{2068}2.5\u{2069}"),
        ("fa", .native, "\u{2068}\u{6F1}\u{6F2}\u{2069} / \u{2068}\u{6F2}\u{66B}\u{6F5}\u{2069}"),
        ("fa", .latin, "\u{2068}12\u{2069} / \u{2068}2.5\u{2069}"),
    ])
    func digits(code: String, digits: DigitSet, expected: String) {
        let key = "%lld / %.1f"
        #expect(Self.catalog(key).localizedString(key, language: Self.language(code), arguments: [12, 2.5], digits: digits)
                == expected)
    }

    @Test("A numbering system in the language's tag is replaced by .latin, and kept by .native")
    func taggedNumberingSystem() {
        let key = "%lld"
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.setLocalization(.init(stringUnit: .init(state: .translated, value: key)), language: "ar-u-nu-arab", forKey: key)
        let arab = ActivityLanguage(code: "ar-u-nu-arab", supported: ["en", "ar-u-nu-arab"], developmentLanguage: "en")
        #expect(catalog.localizedString(key, language: arab, arguments: [7], isolatingArguments: false) == "\u{667}")
        #expect(catalog.localizedString(key, language: arab, arguments: [7], digits: .latin, isolatingArguments: false) == "7")
        #expect(DigitSet.latin.localeID(forNumbersIn: "ar@calendar=islamic;numbers=arab") == "ar@calendar=islamic;numbers=latn")
        #expect(DigitSet.latin.localeID(forNumbersIn: "he") == "he@numbers=latn")
        #expect(DigitSet.native.localeID(forNumbersIn: "ar@numbers=arab") == "ar@numbers=arab")
    }

    /// CLDR's minus is `\u{061C}-` in Arabic, `\u{200E}-` in Hebrew and Urdu,
    /// `\u{200E}\u{2212}` in Persian and `\u{2212}` in Swedish; the lookup writes
    /// `-` alone, as the formatters do.
    @Test("Negative numbers: HYPHEN-MINUS and no bidi mark", arguments: [
        ("ar", DigitSet.native, "-\u{663}", "-\u{662}\u{66B}\u{665}"), ("ar", .latin, "-3", "-2.5"),
        ("he", .native, "-3", "-2.5"), ("he", .latin, "-3", "-2.5"),
        ("fa", .native, "-\u{6F3}", "-\u{6F2}\u{66B}\u{6F5}"), ("fa", .latin, "-3", "-2.5"),
        ("sv", .native, "-3", "-2,5"), ("ur", .native, "-3", "-2.5"), ("ckb", .native, "-\u{663}", "-\u{662}\u{66B}\u{665}"),
        ("en", .native, "-3", "-2.5"),
    ])
    func negativeNumbers(code: String, digits: DigitSet, integer: String, decimal: String) {
        let key = "%lld %.1f %@"
        let text = Self.catalog(key).localizedString(key, language: Self.language(code), arguments: [-3, -2.5, Int64(-3)],
                                                    digits: digits, isolatingArguments: false)
        #expect(text == "\(integer) \(decimal) \(integer)")
    }

    @Test("Lookup, LabelFormatter and CountdownFormatter write the same sign, in Arabic and Hebrew",
          arguments: ["ar", "he", "fa", "sv", "en"], [DigitSet.native, .latin])
    func oneSign(code: String, digits: DigitSet) {
        let language = Self.language(code)
        let lookup = Self.catalog("%lld").localizedString("%lld", language: language, arguments: [-3], digits: digits)
        let label = LabelFormatter(language: language, digits: digits).number(-3)
        #expect(lookup == label)
        let countdown = CountdownFormatter(language: language, options: .init(digits: digits, isolation: .none))
        #expect(countdown.string(seconds: -5).unicodeScalars.first == "-")
        #expect(lookup.unicodeScalars.dropFirst().first == "-")
    }

    @Test("Zero padding goes after the sign")
    func zeroPaddingAfterTheSign() {
        let key = "%05lld"
        #expect(Self.catalog(key).localizedString(key, language: Self.language("en"), arguments: [-42], isolatingArguments: false)
                == "-0042")
        #expect(Self.catalog(key).localizedString(key, language: Self.language("ar"), arguments: [-42], isolatingArguments: false)
                == "-\u{660}\u{660}\u{664}\u{662}")
        #expect(Self.catalog("%+05lld").localizedString("%+05lld", language: Self.language("en"), arguments: [42],
                                                       isolatingArguments: false) == "+0042")
    }

    @Test("The sign is normalised wherever ICU puts it; unsigned text is unchanged", arguments: [
        ("\u{61C}-\u{663}", "-\u{663}"), ("\u{200E}-3", "-3"), ("\u{200E}\u{2212}\u{6F3}", "-\u{6F3}"),
        ("\u{2212}3", "-3"), ("\u{200E}-\u{200E}3", "-3"), ("3-", "-3"), ("3\u{200F}-", "-3"), ("3", "3"),
        ("\u{663}", "\u{663}"), ("", ""), ("-", "-"),
    ])
    func signNormalisation(icu: String, expected: String) {
        #expect(LookupRenderer.hyphenMinusSign(icu) == expected)
    }
}

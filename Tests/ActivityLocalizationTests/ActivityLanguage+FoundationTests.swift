import Foundation
import Testing
@testable import ActivityLocalization

/// The resolved language as Foundation's types: `Locale.Language` and
/// `Locale.LanguageDirection`. Direction is script meaning, not CLDR-version data.
@Suite struct ActivityLanguageFoundationTests {
    @Test(arguments: [
        ("ar", Locale.LanguageDirection.rightToLeft), ("he", .rightToLeft), ("iw", .rightToLeft), ("fa", .rightToLeft),
        ("ur", .rightToLeft), ("en", .leftToRight), ("ja", .leftToRight), ("sr-Latn", .leftToRight),
    ])
    func characterDirectionIsTheDirection(code: String, expected: Locale.LanguageDirection) {
        let resolved = ActivityLanguage(code: code, supported: ["en", code], developmentLanguage: "en")
        #expect(resolved.characterDirection == expected)
        #expect(ActivityLanguage.Direction(resolved.characterDirection) == resolved.direction)
        // Foundation's own answer for the resolved language agrees.
        #expect(Locale.Language(identifier: resolved.identifier).characterDirection == expected)
    }

    /// A script in the tag decides, also where Foundation on Linux does not see it
    /// (it answers `.leftToRight` for `az-Arab`).
    @Test(arguments: [("az-Arab", Locale.LanguageDirection.rightToLeft), ("ar-Latn", .leftToRight), ("ur-Aran", .rightToLeft)])
    func theTagsScriptDecides(code: String, expected: Locale.LanguageDirection) {
        let resolved = ActivityLanguage(code: code, supported: ["en", code], developmentLanguage: "en")
        #expect(resolved.identifier == code)
        #expect(resolved.characterDirection == expected)
    }

    @Test func verticalAndUnknownAreNotADirection() {
        #expect(ActivityLanguage.Direction(.topToBottom) == nil)
        #expect(ActivityLanguage.Direction(.bottomToTop) == nil)
        #expect(ActivityLanguage.Direction(.unknown) == nil)
    }

    /// Language and region as resolved (`Locale.Language.script` is the likely
    /// script when the tag has none, so only a tag's own script is compared).
    @Test(arguments: [
        ("zh-TW", ["en", "zh-Hant"], "zh", "Hant", nil as String?),
        ("iw", ["en", "he"], "he", nil, nil),
        ("ar_EG@numbers=latn", ["en", "ar-EG"], "ar", nil, "EG"),
        ("pt_BR", ["en", "pt-BR"], "pt", nil, "BR"),
    ])
    func localeLanguageIsTheResolvedLanguage(code: String, supported: [String], language: String, script: String?,
                                             region: String?) {
        let resolved = ActivityLanguage(code: code, supported: supported, developmentLanguage: "en")
        #expect(resolved.localeLanguage.languageCode?.identifier == language)
        if let script { #expect(resolved.localeLanguage.script?.identifier == script) }
        #expect(resolved.localeLanguage.region?.identifier == region)
        #expect(resolved.localeLanguage == Locale.Language(identifier: resolved.identifier))
    }
}

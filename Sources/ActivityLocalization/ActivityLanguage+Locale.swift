import Foundation

extension ActivityLanguage {
    /// The chosen language as a `Foundation.Locale`: set it as a
    /// `LocalizedStringResource`'s `locale`, which Apple documents as "the locale
    /// to use to look up the localized string", and as SwiftUI's
    /// `.environment(\.locale, …)`, the locale views format dates and numbers with.
    ///
    /// ```swift
    /// let language = ActivityLanguage(code: "iw", supported: ["en", "he"], developmentLanguage: "en")
    /// language.locale.identifier               // "he"
    /// language.locale.language.languageCode    // "he"
    ///
    /// var resource = LocalizedStringResource("Time left")
    /// resource.locale = language.locale
    /// String(localized: resource)              // the Hebrew translation
    /// ```
    ///
    /// The locale is the *resolved* language (``identifier``, such as `es-419` for a
    /// code `es-MX` against a catalog with `es-419`), not the code the app sent:
    /// it names a language the bundle has, so a lookup through it finds that
    /// translation. Extensions in the supported entry are kept
    /// (`ar-u-nu-latn` has Latin digits), and so is a `numbers` keyword of the
    /// code that ``codeKeywords`` lists as applied (`ar_EG@numbers=latn` against
    /// `ar` gives `ar-u-nu-latn`).
    ///
    /// `String(localized:table:bundle:locale:comment:)` does **not** use its
    /// `locale` to choose the translation (it only formats interpolated values),
    /// and Apple does not document SwiftUI's environment locale as choosing it
    /// either: choose it with `LocalizedStringResource.locale`, or with
    /// ``bundle(in:)`` and `Bundle`, `String(localized:bundle:)` or
    /// `Text(_:tableName:bundle:comment:)`.
    ///
    /// - Complexity: O(1); the process locale is not read.
    public var locale: Locale {
        guard localeID.contains("@"), let tag = Backend.current.languageTag(forLocaleID: localeID) else {
            return Locale(identifier: identifier)
        }
        return Locale(identifier: tag)
    }

    /// The chosen language as a `Locale.Language`: its language, script and
    /// region (``identifier``, without keywords), for APIs that take one.
    ///
    /// ```swift
    /// let language = ActivityLanguage(code: "zh-TW", supported: ["en", "zh-Hant"], developmentLanguage: "en")
    /// language.localeLanguage.languageCode?.identifier   // "zh"
    /// language.localeLanguage.script?.identifier         // "Hant"
    /// ```
    ///
    /// - Complexity: O(1); the process locale is not read.
    public var localeLanguage: Locale.Language {
        Locale.Language(identifier: identifier)
    }
}

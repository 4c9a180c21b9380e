/// The language a Live Activity or widget should show, resolved from the language
/// code the app stored in the activity's attributes.
///
/// A widget runs in its own process, whose system locale is not the language the
/// user chose in the app. The app writes its language code into the activity's
/// attributes; the widget turns that code into the closest language its own catalog
/// supports, using CLDR's language distance through ICU's `LocaleMatcher`. The
/// process locale is never consulted.
///
/// ```swift
/// let language = ActivityLanguage(code: "iw",
///                                 supported: ["en", "ar", "he", "pt-PT", "zh-Hant"],
///                                 developmentLanguage: "en",
///                                 systemLanguages: ["ko-KR", "en-US"])
/// language.identifier   // "he"
/// language.direction    // .rightToLeft
/// language.resolution   // .exact
/// language.locale       // Locale(identifier: "he"), for `.environment(\.locale, …)`
/// ```
///
/// In a widget, resolve against the languages the widget's own bundle has and
/// look its strings up in that language's `.lproj` bundle:
///
/// ```swift
/// let language = ActivityLanguage(code: context.attributes.languageCode, bundle: .main)
/// let strings = language.bundle(in: .main) ?? .main
/// strings.localizedString(forKey: "Time left", value: nil, table: nil)   // in `language`
/// ```
///
/// ## Which language is chosen
///
/// 1. A non-empty `code` that is well-formed is matched against `supported`. The
///    best match by CLDR language distance wins (`es-MX` → `es-419`, `zh-TW` →
///    `zh-Hant`, `pt` → `pt-BR`, `no` → `nb`).
/// 2. **One-way matches are refused by default.** CLDR lets some languages fall back
///    one way to a language many of their speakers also read (`ur`, `yi`, `ps` → `en`;
///    `ckb` → `ar`). Showing a Sorani Kurdish reader Arabic because the app happens
///    to ship Arabic is worse than showing the development language the app was
///    designed in, and it is not what the user chose. Such a match is reported as
///    ``FallbackReason/oneWayMatch(candidate:)`` and the development language is
///    used; pass `acceptingOneWayMatches: true` to take it instead.
/// 3. An empty `code` means the app did not say: the first of `systemLanguages`
///    that matches `supported` is used, else the development language.
/// 4. Every form Apple platforms hand an app is a code: BCP 47 from
///    `Locale.preferredLanguages` (`zh-Hans-HK`, `es-419`), and ICU identifiers from
///    `Locale.identifier` with underscores and keywords (`ar_EG@numbers=latn`,
///    `ar@rg=egzzzz`, `he_IL@calendar=hebrew`), in any letter case. The keywords
///    do not change which language matches; a `numbers` keyword with digits is
///    kept (``codeKeywords``).
/// 5. A malformed code (`"123"`, `"und"`, `"en--US"`, `"en@calendar"`, non-ASCII, a NUL byte,
///    more than 157 bytes) or one that matches nothing (`"xx"`) gives the
///    development language. Nothing in `code` can crash or trap.
public struct ActivityLanguage: Sendable, Hashable {
    /// The BCP 47 tag of the chosen language, as normalised from the `supported`
    /// entry it matched (`"pt_BR"` in `supported` is `"pt-BR"` here), or the
    /// development language.
    public let identifier: String

    /// The direction of the chosen language's script: right to left for Arabic,
    /// Hebrew, Persian, Urdu, … (`.environment(\.layoutDirection, …)` takes
    /// `layoutDirection`, its SwiftUI value, where SwiftUI exists).
    public let direction: Direction

    /// Why this language was chosen.
    public let resolution: Resolution

    /// Entries of `supported` (and a development language) that could not be used:
    /// not well-formed, or a duplicate of an earlier entry. Empty when the list was clean.
    public let ignoredSupportedLanguages: [IgnoredLanguage]

    /// The keywords the code carried (`@numbers=latn`, `-u-nu-latn`, `@rg=egzzzz`,
    /// `@calendar=hebrew`), under their ICU names, and whether each was applied.
    ///
    /// Only a `numbers` keyword naming a numbering system with digits means
    /// something to this package: when the code matched a supported language, the
    /// chosen language keeps it, so that ``DigitSet/native`` writes those digits
    /// (`ar_EG@numbers=latn` → 0–9, as the user chose) and ``locale`` carries it.
    /// The others (calendar, region override, collation, an algorithmic numbering
    /// system…) are listed as not applied. Empty when the code had none.
    ///
    /// ```swift
    /// let language = ActivityLanguage(code: "ar_EG@numbers=latn", supported: ["en", "ar"], developmentLanguage: "en")
    /// language.identifier     // "ar"
    /// language.codeKeywords   // [CodeKeyword(key: "numbers", value: "latn", isApplied: true)]
    /// ```
    public let codeKeywords: [CodeKeyword]

    /// The ICU locale ID of ``identifier`` (`pt_BR`), for the package's own ICU
    /// calls, with the code's applied `numbers` keyword (`ar@numbers=latn`).
    package let localeID: String

    /// Resolves an activity's language code against the languages a catalog supports.
    ///
    /// - Parameters:
    ///   - code: The language code from the activity's attributes (`"ko"`, `"iw"`,
    ///     `"pt_BR"`, `"ar_EG@numbers=latn"`, `""`). Any string is accepted.
    ///   - supported: The languages the widget's catalog has, most preferred first
    ///     when two are equally close. Malformed entries and duplicates are skipped
    ///     and listed in ``ignoredSupportedLanguages``.
    ///   - developmentLanguage: The catalog's source language, used when nothing matches.
    ///   - systemLanguages: Preferred languages to try when `code` is empty, in order
    ///     (the widget may pass the process's preferred languages here; the library
    ///     itself never reads them).
    ///   - acceptingOneWayMatches: Whether to accept a match that CLDR allows in one
    ///     direction only (`ckb` → `ar`). Default `false`.
    /// - Complexity: O(*n*) in the number of supported languages; builds one CLDR
    ///   language matcher. Resolve once per activity, not per render.
    public init(
        code: String,
        supported: [String],
        developmentLanguage: String,
        systemLanguages: [String] = [],
        acceptingOneWayMatches: Bool = false
    ) {
        self.init(code: code, supported: supported, developmentLanguage: developmentLanguage,
                  systemLanguages: systemLanguages, acceptingOneWayMatches: acceptingOneWayMatches, backend: .current)
    }

    /// ``init(code:supported:developmentLanguage:systemLanguages:acceptingOneWayMatches:)``
    /// with a chosen implementation, for the parity suite and the benchmarks.
    package init(
        code: String,
        supported: [String],
        developmentLanguage: String,
        systemLanguages: [String] = [],
        acceptingOneWayMatches: Bool = false,
        backend: Backend
    ) {
        var ignored: [IgnoredLanguage] = []
        var candidates: [LanguageTag] = []
        var seen: [String: String] = [:]
        for entry in supported {
            switch LanguageTag.parse(entry, backend: backend) {
            case .failure(let problem):
                ignored.append(IgnoredLanguage(entry: entry, reason: .invalid(problem)))
            case .success(let tag):
                if let first = seen[tag.canonicalID] {
                    ignored.append(IgnoredLanguage(entry: entry, reason: .duplicate(of: first)))
                } else {
                    seen[tag.canonicalID] = tag.bcp47
                    candidates.append(tag)
                }
            }
        }

        let development: LanguageTag
        switch LanguageTag.parse(developmentLanguage, backend: backend) {
        case .success(let tag):
            development = tag
        case .failure(let problem):
            ignored.append(IgnoredLanguage(entry: developmentLanguage, reason: .invalidDevelopmentLanguage(problem)))
            development = LanguageTag(bcp47: "en", localeID: "en", canonicalID: "en")
        }

        let matcher = candidates.isEmpty ? nil : backend.matcher(supported: candidates.map(\.localeID))

        func match(_ tag: LanguageTag) -> Result<(LanguageTag, exact: Bool), FallbackReason> {
            guard let matcher, let index = matcher.bestIndex(for: tag.localeID) else {
                return .failure(candidates.isEmpty ? .noSupportedLanguages : .noMatch)
            }
            let chosen = candidates[index]
            // Keywords are not the language (`ar@numbers=latn` is Arabic); they
            // are reported in `codeKeywords`.
            if LanguageTag.baseName(ofLocaleID: chosen.canonicalID) == LanguageTag.baseName(ofLocaleID: tag.canonicalID) {
                return .success((chosen, true))
            }
            if !acceptingOneWayMatches,
               backend.matcher(supported: [tag.localeID])?.bestIndex(for: chosen.localeID) == nil {
                return .failure(.oneWayMatch(candidate: chosen.bcp47))
            }
            return .success((chosen, false))
        }

        let chosen: LanguageTag
        let resolution: Resolution
        var localeID: String?
        var codeKeywords: [CodeKeyword] = []
        switch LanguageTag.parse(code, backend: backend) {
        case .success(let tag):
            let result = match(tag)
            switch result {
            case .success(let (language, exact)):
                (chosen, resolution) = (language, exact ? .exact : .closest)
            case .failure(let reason):
                (chosen, resolution) = (development, .developmentLanguage(reason))
            }
            for (key, value) in LanguageTag.keywords(ofLocaleID: tag.localeID) {
                let applies = key == "numbers" && backend.hasDigits(numberingSystem: value)
                let isApplied = applies && (try? result.get()) != nil
                if isApplied { localeID = LanguageTag.setting(key, to: value, in: chosen.localeID) }
                codeKeywords.append(CodeKeyword(key: key, value: value, isApplied: isApplied))
            }
        case .failure(.empty):
            let system = systemLanguages.lazy.compactMap { entry -> LanguageTag? in
                guard case .success(let tag) = LanguageTag.parse(entry, backend: backend),
                      case .success(let (language, _)) = match(tag) else { return nil }
                return language
            }.first
            if let system {
                (chosen, resolution) = (system, .systemLanguage)
            } else {
                (chosen, resolution) = (development, .developmentLanguage(.emptyCode))
            }
        case .failure(let problem):
            (chosen, resolution) = (development, .developmentLanguage(.invalidCode(problem)))
        }

        self.identifier = chosen.bcp47
        self.localeID = localeID ?? chosen.localeID
        self.direction = Direction(localeID: chosen.localeID, backend: backend)
        self.resolution = resolution
        self.ignoredSupportedLanguages = ignored
        self.codeKeywords = codeKeywords
    }
}

extension ActivityLanguage {
    /// How an ``ActivityLanguage`` was chosen.
    public enum Resolution: Sendable, Hashable {
        /// The code names a supported language, after normalisation and CLDR alias
        /// canonicalisation (`PT_br` is `pt-BR`; `iw` is `he`).
        case exact
        /// The closest supported language by CLDR language distance (`es-MX` → `es-419`).
        case closest
        /// The code was empty; this is the first system language that matched.
        case systemLanguage
        /// The development language, for the reason given.
        case developmentLanguage(FallbackReason)
    }

    /// Why the development language was used.
    public enum FallbackReason: Error, Sendable, Hashable {
        /// The code was empty and no system language matched.
        case emptyCode
        /// The code is not a usable language tag.
        case invalidCode(InvalidCode)
        /// The code is well-formed but no supported language is close enough (`xx`, `ko` without Korean).
        case noMatch
        /// The only match is one CLDR allows in one direction only (`ckb` → `ar`);
        /// refused unless `acceptingOneWayMatches` is set.
        case oneWayMatch(candidate: String)
        /// `supported` held no usable language.
        case noSupportedLanguages
    }

    /// What is wrong with a language code.
    public enum InvalidCode: Error, Sendable, Hashable {
        /// Empty, or only white space.
        case empty
        /// Not a well-formed BCP 47 tag (`"123"`, `"en--US"`, `"c"`).
        case notWellFormed
        /// `und` (or ICU's `root`): a tag that names no language.
        case undetermined
        /// Contains characters outside ASCII; language tags are ASCII.
        case notASCII
        /// Contains a NUL character.
        case containsNUL
        /// Longer than any real tag (157 bytes).
        case tooLong
    }

    /// A keyword of the code (`numbers=latn` from `ar_EG@numbers=latn` or
    /// `ar-EG-u-nu-latn`) and whether the chosen language applies it.
    ///
    /// ```swift
    /// ActivityLanguage(code: "he_IL@calendar=hebrew", supported: ["en", "he"], developmentLanguage: "en").codeKeywords
    /// // [CodeKeyword(key: "calendar", value: "hebrew", isApplied: false)]
    /// ```
    public struct CodeKeyword: Sendable, Hashable, CustomStringConvertible {
        /// The ICU keyword name (`numbers`, `calendar`, `rg`, `collation`), as
        /// ICU names the BCP 47 `-u-` keys (`nu`, `ca`, `rg`, `co`).
        public let key: String
        /// The value, lowercased (`latn`, `hebrew`, `egzzzz`).
        public let value: String
        /// Whether the chosen language uses it: only a `numbers` keyword naming
        /// a numbering system with digits, when the code matched a supported language.
        public let isApplied: Bool

        /// `numbers=latn applied`, `calendar=hebrew ignored`.
        public var description: String { "\(key)=\(value) \(isApplied ? "applied" : "ignored")" }
    }

    /// A `supported` entry (or development language) that was not used.
    public struct IgnoredLanguage: Sendable, Hashable {
        /// The entry as given.
        public let entry: String
        /// Why it was not used.
        public let reason: Reason

        /// Why an entry was not used.
        public enum Reason: Sendable, Hashable {
            /// Not a usable language tag.
            case invalid(InvalidCode)
            /// Names the same language as an earlier entry (shown in BCP 47).
            case duplicate(of: String)
            /// The development language is not a usable tag; `en` was used in its place.
            case invalidDevelopmentLanguage(InvalidCode)
        }
    }
}

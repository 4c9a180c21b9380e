import Foundation

extension ActivityLanguage {
    /// Resolves an activity's language code against the languages a bundle is
    /// localised in: its `.lproj` folders, as Xcode compiles the widget's string
    /// catalogs into them.
    ///
    /// ```swift
    /// // A widget extension whose bundle has en.lproj, ar.lproj, he.lproj and Base.lproj:
    /// let language = ActivityLanguage(code: context.attributes.languageCode, bundle: .main)
    /// language.identifier                  // "he" for "iw"
    /// let strings = language.bundle(in: .main) ?? .main
    /// strings.localizedString(forKey: "Time left", value: nil, table: nil)   // Hebrew
    /// ```
    ///
    /// The supported languages are `bundle.localizations` without `Base`, the
    /// development language's folder first (spelled as the development language,
    /// else the first spelling of the same language) and the others in code order (so ties in CLDR
    /// language distance go the same way on every device). The development
    /// language, unless given, is the bundle's `CFBundleDevelopmentRegion` (what
    /// `Bundle.developmentLocalization` returns on Apple platforms; it is read from
    /// the Info.plist because Foundation on Linux traps in `developmentLocalization`
    /// when the key is absent); a bundle without one (a SwiftPM resource bundle on
    /// Linux) uses `"en"`, the default of Xcode's `DEVELOPMENT_LANGUAGE`.
    ///
    /// - Parameters:
    ///   - code: The language code from the activity's attributes; any string is
    ///     accepted, as in ``init(code:supported:developmentLanguage:systemLanguages:acceptingOneWayMatches:)``.
    ///   - bundle: The bundle whose localisations to choose from: `.main` in a widget extension.
    ///   - developmentLanguage: The language to use when nothing matches; `nil`
    ///     (the default) takes the bundle's, as described above.
    ///   - systemLanguages: Preferred languages to try when `code` is empty, in order.
    ///   - acceptingOneWayMatches: Whether to accept a match that CLDR allows in one
    ///     direction only (`ckb` → `ar`). Default `false`.
    /// - Complexity: O(*n* log *n*) in the number of localisations, plus one
    ///   resolution; resolve once per activity, not per render.
    public init(code: String, bundle: Bundle, developmentLanguage: String? = nil,
                systemLanguages: [String] = [], acceptingOneWayMatches: Bool = false) {
        let development = developmentLanguage ?? Self.developmentLanguage(of: bundle)
        var supported = Self.localizations(of: bundle)
        if let index = supported.firstIndex(of: development) ?? supported.firstIndex(where: { Self.sameTag($0, development) }) {
            supported.insert(supported.remove(at: index), at: 0)
        }
        self.init(code: code, supported: supported, developmentLanguage: development,
                  systemLanguages: systemLanguages, acceptingOneWayMatches: acceptingOneWayMatches)
    }

    /// The `.lproj` bundle of the chosen language inside `bundle`, so that
    /// `Bundle` lookups and `String(localized:bundle:)` return this language and not
    /// the process's.
    ///
    /// ```swift
    /// let language = ActivityLanguage(code: "iw", bundle: .main)
    /// let strings = language.bundle(in: .main) ?? .main      // …/he.lproj
    /// strings.localizedString(forKey: "Time left", value: nil, table: nil)   // Hebrew
    /// String(localized: "Time left", bundle: strings)        // Hebrew (Apple platforms)
    /// ```
    ///
    /// The folder is found by language, not by spelling: ``identifier`` `pt-BR`
    /// finds `pt_BR.lproj` or `pt-BR.lproj`, `he` finds `iw.lproj`. A lookup in the
    /// returned bundle that misses a key returns the `value` you pass (or the key),
    /// never another language.
    ///
    /// - Parameter bundle: The bundle that holds the `.lproj` folders, usually the
    ///   one given to ``init(code:bundle:developmentLanguage:systemLanguages:acceptingOneWayMatches:)``.
    /// - Returns: The language's `.lproj` bundle, or `nil` when `bundle` has no
    ///   `.lproj` folder for ``identifier`` (for instance, the development
    ///   language of a bundle that ships only `Base.lproj`).
    /// - Complexity: O(*n* log *n*) in the number of localisations; Foundation
    ///   caches the bundle it opens.
    public func bundle(in bundle: Bundle) -> Bundle? {
        let localizations = Self.localizations(of: bundle)
        guard let folder = localizations.first(where: { $0 == identifier })
                ?? localizations.first(where: { Self.sameTag($0, identifier) }),
              let path = bundle.path(forResource: folder, ofType: "lproj") else { return nil }
        return Bundle(path: path)
    }

    /// `bundle.localizations` without `Base`, in code order.
    private static func localizations(of bundle: Bundle) -> [String] {
        bundle.localizations.filter { $0 != "Base" }.sorted()
    }

    /// The bundle's `CFBundleDevelopmentRegion`, else `"en"`.
    private static func developmentLanguage(of bundle: Bundle) -> String {
        guard let region = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String,
              !region.trimmingASCIIWhitespace().isEmpty else { return "en" }
        return region
    }

    /// Whether two codes are the same language tag once normalised (`pt_BR`, `pt-BR`).
    private static func sameTag(_ a: String, _ b: String) -> Bool {
        guard case .success(let x) = LanguageTag.parse(a), case .success(let y) = LanguageTag.parse(b) else {
            return false
        }
        return x.bcp47 == y.bcp47
    }
}

/// A language tag that has been checked and parsed: the BCP 47 form a catalog uses
/// (`pt-BR`) and the ICU locale ID behind it (`pt_BR`).
struct LanguageTag: Hashable, Sendable {
    /// Normalised BCP 47: `PT_br` → `pt-BR`, `ZH-HANT` → `zh-Hant`.
    var bcp47: String
    /// The ICU locale ID, as written (no alias canonicalisation).
    var localeID: String
    /// The ICU locale ID after CLDR alias canonicalisation (`iw` → `he`).
    var canonicalID: String

    /// The longest code accepted. Real tags are far shorter; ICU's own full-name
    /// capacity is 157 bytes.
    static let maximumLength = 157

    /// A code and the backend that parsed it.
    private struct CacheKey: Hashable, Sendable {
        var code: String
        var backend: Backend
    }

    /// Parsed codes, per backend: a catalog's `supported` list is parsed on every
    /// resolution. Bounded, since codes come from input.
    private static let cache = LockedCache<CacheKey, Result<LanguageTag, ActivityLanguage.InvalidCode>>(limit: 1024)

    /// Parses a language code as an app stores it: a BCP 47 tag, or an ICU/Apple
    /// identifier with underscores (`pt_BR`), in any letter case, with surrounding
    /// white space ignored.
    ///
    /// - Parameters:
    ///   - code: Any string.
    ///   - backend: The implementation that parses (the parity suite compares them).
    static func parse(_ code: String, backend: Backend = .current) -> Result<LanguageTag, ActivityLanguage.InvalidCode> {
        guard code.utf8.count <= maximumLength * 2 else { return uncachedParse(code, backend: backend) }
        return cache.value(for: CacheKey(code: code, backend: backend)) { uncachedParse(code, backend: backend) }
    }

    /// ``parse(_:backend:)`` without the cache.
    private static func uncachedParse(_ code: String, backend: Backend) -> Result<LanguageTag, ActivityLanguage.InvalidCode> {
        let trimmed = code.trimmingASCIIWhitespace()
        if trimmed.isEmpty { return .failure(.empty) }
        if trimmed.utf8.contains(0) { return .failure(.containsNUL) }
        if !trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return .failure(.notASCII) }
        if trimmed.utf8.count > maximumLength { return .failure(.tooLong) }
        let hyphenated = String(trimmed.map { $0 == "_" ? "-" : $0 })
        guard let localeID = backend.localeID(forLanguageTag: hyphenated) else {
            return .failure(.notWellFormed)
        }
        let canonicalID = backend.canonicalize(localeID) ?? localeID
        let language = backend.language(of: canonicalID)
        if language.isEmpty || language == "und" { return .failure(.undetermined) }
        guard let bcp47 = backend.languageTag(forLocaleID: localeID) else {
            return .failure(.notWellFormed)
        }
        return .success(LanguageTag(bcp47: bcp47, localeID: localeID, canonicalID: canonicalID))
    }
}

extension String {
    func trimmingASCIIWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return self[start...end]
    }
}

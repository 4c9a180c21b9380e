/// A language tag that has been checked and parsed: the BCP 47 form a catalog uses
/// (`pt-BR`) and the ICU locale ID behind it (`pt_BR`).
package struct LanguageTag: Hashable, Sendable {
    /// Normalised BCP 47: `PT_br` → `pt-BR`, `ZH-HANT` → `zh-Hant`.
    package var bcp47: String
    /// The ICU locale ID, as written (no alias canonicalisation).
    package var localeID: String
    /// The ICU locale ID after CLDR alias canonicalisation (`iw` → `he`).
    package var canonicalID: String

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

    /// Parses a language code as an app stores it: a BCP 47 tag (`zh-Hans-HK`,
    /// `es-419`, `ar-EG-u-nu-latn`), or an ICU/Apple identifier with underscores and
    /// keywords (`pt_BR`, `ar_EG@numbers=latn`, `ar@rg=egzzzz`,
    /// `en_US@calendar=japanese;numbers=arab`), in any letter case, with
    /// surrounding white space ignored.
    ///
    /// Keywords after `@` are `key=value` pairs separated by `;`; each key is
    /// letters and digits, each value letters and digits in `-`-separated parts.
    /// They are carried into the locale ID as the BCP 47 `-u-` extension would be.
    ///
    /// - Parameters:
    ///   - code: Any string.
    ///   - backend: The implementation that parses (the parity suite compares them).
    package static func parse(_ code: String, backend: Backend = .current) -> Result<LanguageTag, ActivityLanguage.InvalidCode> {
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
        let at = trimmed.firstIndex(of: "@")
        // Keywords name no language: `@numbers=latn` alone is not a locale.
        if at == trimmed.startIndex { return .failure(.notWellFormed) }
        let hyphenated = String(trimmed[..<(at ?? trimmed.endIndex)].map { $0 == "_" ? "-" : $0 })
        guard var localeID = backend.localeID(forLanguageTag: hyphenated) else {
            return .failure(.notWellFormed)
        }
        if let at {
            // ICU keywords: joined to the tag's own, written as BCP 47 by the
            // backend and read back, so that the ID is the one `-u-` would give.
            guard let keywords = Self.keywords(trimmed[trimmed.index(after: at)...]) else {
                return .failure(.notWellFormed)
            }
            let own = Self.keywords(ofLocaleID: localeID)
            let merged = own + keywords.filter { pair in !own.contains { $0.key == pair.key } }
            let id = Self.baseName(ofLocaleID: localeID) + "@"
                + merged.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ";")
            guard let tag = backend.languageTag(forLocaleID: id),
                  let reparsed = backend.localeID(forLanguageTag: tag) else {
                return .failure(.notWellFormed)
            }
            localeID = reparsed
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

extension LanguageTag {
    /// The `key=value;…` pairs after an ICU identifier's `@`, keys lowercased, in
    /// order, or `nil` when they are not well-formed (empty, a pair without `=`, a
    /// key that is not letters and digits, a value that is not letters and digits
    /// in `-`-separated parts, a repeated key).
    static func keywords(_ text: Substring) -> [(key: String, value: String)]? {
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        var pairs: [(key: String, value: String)] = []
        for pair in text.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0].utf8.allSatisfy(isAlphanumeric),
                  !parts[1].isEmpty,
                  parts[1].split(separator: "-", omittingEmptySubsequences: false)
                      .allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isAlphanumeric) }) else { return nil }
            let key = parts[0].lowercased()
            guard !pairs.contains(where: { $0.key == key }) else { return nil }
            pairs.append((key, parts[1].lowercased()))
        }
        return pairs
    }

    /// The keywords of an ICU locale ID (`ar_EG@numbers=latn;rg=sazzzz`), in order.
    static func keywords(ofLocaleID id: String) -> [(key: String, value: String)] {
        guard let at = id.firstIndex(of: "@") else { return [] }
        return id[id.index(after: at)...].split(separator: ";").compactMap { pair -> (key: String, value: String)? in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return (key: String(parts[0]), value: String(parts[1]))
        }
    }

    /// `id` with keyword `key` set to `value`, the other keywords kept, in
    /// ICU's order (`ar_EG` → `ar_EG@numbers=latn`).
    static func setting(_ key: String, to value: String, in id: String) -> String {
        let others = keywords(ofLocaleID: id).filter { $0.key != key }.map { "\($0.key)=\($0.value)" }
        return baseName(ofLocaleID: id) + "@" + (others + ["\(key)=\(value)"]).sorted().joined(separator: ";")
    }

    /// An ICU locale ID without its keywords (`ar_EG@numbers=latn` → `ar_EG`).
    static func baseName(ofLocaleID id: String) -> String {
        id.firstIndex(of: "@").map { String(id[..<$0]) } ?? id
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

/// A set of language codes (`--languages`, a fix plan's languages), compared
/// without regard to ASCII case or `-`/`_`: `PT_br` matches `pt-BR`. The one
/// comparison of language codes the audit, the fix plan, the guards and the code
/// rules share, so that a code the guard accepts is one the filter matches.
///
/// ```swift
/// LanguageFilter(["PT_br"]).contains("pt-BR")   // true
/// LanguageFilter(nil).contains("ja")            // true: no filter
/// ```
struct LanguageFilter: Sendable {
    private let allowed: Set<String>?

    /// - Parameter languages: The codes to allow, or `nil` for every language.
    init(_ languages: [String]?) {
        allowed = languages.map { Set($0.map(Self.normalised)) }
    }

    /// Whether no codes were given (everything is allowed).
    var isEverything: Bool { allowed == nil }

    /// Whether `language` is one of the codes (always, without codes).
    func contains(_ language: String) -> Bool {
        guard let allowed else { return true }
        return allowed.contains(Self.normalised(language))
    }

    /// `code` with ASCII capitals lowered and `_` as `-`.
    static func normalised(_ code: String) -> String {
        String(decoding: code.utf8.map { $0 == 0x5F ? 0x2D : ($0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) }, as: UTF8.self)
    }
}

extension String {
    /// The language part of a language tag: `pt` for `pt-BR`, `zh` for `zh_Hans`.
    var languageSubtag: Substring {
        prefix { $0 != "-" && $0 != "_" }
    }

    /// Whether the language of this tag is written in another script than the
    /// Latin alphabet: its script subtag says so (`sr-Cyrl`; `sr-Latn` does not),
    /// or, without one, the language is written so by default (`ko`, `ru`, `ar`,
    /// `zh-HK`). Text of Latin letters is then not in the language.
    var writesNonLatinScript: Bool {
        let subtags = split { $0 == "-" || $0 == "_" }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.first?.isLetter == true }) {
            return script.lowercased() != "latn"
        }
        return Self.nonLatinLanguages.contains(String(languageSubtag).lowercased())
    }

    /// Languages written in another script than the Latin alphabet by default.
    private static let nonLatinLanguages: Set<String> = [
        "am", "ar", "as", "be", "bg", "bn", "bo", "ckb", "dz", "el", "fa", "gu", "he", "hi", "hy", "iw", "ja", "ka",
        "kk", "km", "kn", "ko", "ky", "lo", "mk", "ml", "mn", "mr", "my", "ne", "or", "pa", "ps", "ru", "sd", "si",
        "sr", "ta", "te", "tg", "th", "ti", "ug", "uk", "ur", "yi", "zh",
    ]
}

/// The languages a bundle falls back to for a language it does not have, as
/// iOS matches a user's language against a bundle's localizations: a regional
/// variant shows its language (`fr` for `fr-CA`, `pt` for `pt-PT`, `en` for
/// `en-GB`), with its script when it has one (`zh-Hant` for `zh-Hant-HK`, and for
/// `zh-HK`, `zh-TW` and `zh-MO`, which write Traditional Chinese), never another
/// script (`zh-Hant-HK` does not fall back to a bare `zh`).
enum LanguageFallback {
    /// The tags a bundle without `language` shows instead, nearest first
    /// (normalised: ASCII lower case, `-`), without `language` itself.
    static func parents(of language: String) -> [String] {
        var subtags = LanguageFilter.normalised(language).split(separator: "-").map(String.init)
        guard subtags.count > 1 else { return [] }
        var parents: [String] = []
        if subtags.count == 2, subtags[0] == "zh" {
            switch subtags[1] {
            case "hk", "tw", "mo": return ["zh-hant"]
            case "cn", "sg": return ["zh-hans"]
            default: break
            }
        }
        // Drop subtags from the end while what remains keeps any script (4 letters).
        while subtags.count > 1, subtags.last!.count != 4 {
            subtags.removeLast()
            parents.append(subtags.joined(separator: "-"))
        }
        return parents
    }

    /// Whether a bundle whose localizations are `available` (or whose
    /// development language is `sourceLanguage`) shows `language`'s users a
    /// language of their own: one of its ``parents(of:)``.
    static func isShownThroughAParent(_ language: String, available: Set<String>, sourceLanguage: String) -> Bool {
        let parents = parents(of: language)
        guard !parents.isEmpty else { return false }
        let source = LanguageFilter.normalised(sourceLanguage)
        return parents.contains { parent in
            parent == source || available.contains { LanguageFilter.normalised($0) == parent }
        }
    }
}

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
}

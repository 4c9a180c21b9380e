extension ActivityLanguage: CustomStringConvertible {
    /// The chosen language and why, for logs and diagnostics.
    ///
    /// ```swift
    /// ActivityLanguage(code: "ckb", supported: ["en", "ar"], developmentLanguage: "en").description
    /// // "en (development language: "ar" matches only through a one-way CLDR fallback; pass acceptingOneWayMatches: true to accept it)"
    /// ```
    ///
    /// The code's keywords follow, when it had any:
    /// `ar (exact match; numbers=latn applied)`, `he (exact match; calendar=hebrew ignored)`.
    public var description: String {
        "\(identifier) (" + ([resolution.description] + codeKeywords.map(\.description)).joined(separator: "; ") + ")"
    }
}

extension ActivityLanguage.Resolution: CustomStringConvertible {
    /// A short explanation: `exact match`, `closest match by CLDR language distance`, ….
    public var description: String {
        switch self {
        case .exact: "exact match"
        case .closest: "closest match by CLDR language distance"
        case .systemLanguage: "empty code: first matching system language"
        case .developmentLanguage(let reason): "development language: \(reason)"
        }
    }
}

extension ActivityLanguage.FallbackReason: CustomStringConvertible {
    /// What went wrong and, where there is something to do, what to do.
    public var description: String {
        switch self {
        case .emptyCode:
            "the code is empty and no system language matches a supported language"
        case .invalidCode(let problem):
            "\(problem)"
        case .noMatch:
            "no supported language is close enough to the code; add the language to the widget's catalog"
        case .oneWayMatch(let candidate):
            "\"\(candidate)\" matches only through a one-way CLDR fallback; pass acceptingOneWayMatches: true to accept it"
        case .noSupportedLanguages:
            "the supported list holds no usable language tag"
        }
    }
}

extension ActivityLanguage.InvalidCode: CustomStringConvertible {
    /// Why the code cannot be used, and what a valid one looks like.
    public var description: String {
        switch self {
        case .empty: "the code is empty"
        case .notWellFormed: "the code is not a well-formed BCP 47 language tag (expected e.g. \"he\", \"pt-BR\", \"zh-Hant\")"
        case .undetermined: "the code names no language (it is \"und\", undetermined)"
        case .notASCII: "the code contains non-ASCII characters; language tags are ASCII"
        case .containsNUL: "the code contains a NUL character"
        case .tooLong: "the code is longer than \(LanguageTag.maximumLength) bytes, longer than any language tag"
        }
    }
}

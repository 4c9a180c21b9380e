import Foundation

extension ActivityLanguage {
    /// The direction in which a language lays out its text and its user interface.
    ///
    /// Nested in ``ActivityLanguage`` so that it never competes with SwiftUI's
    /// `LayoutDirection` in a file that imports both; where SwiftUI exists,
    /// `ActivityLanguage.layoutDirection` gives the SwiftUI value, and
    /// ``ActivityLanguage/characterDirection`` gives Foundation's
    /// `Locale.LanguageDirection` everywhere.
    ///
    /// Why a type of its own rather than `Locale.LanguageDirection`: a resolved
    /// language is always one of these two (Foundation's type also has
    /// `topToBottom`, `bottomToTop` and `unknown`, which a `switch` would have to
    /// handle and this package never produces), and it is decided from this
    /// package's CLDR data, the same on every platform and OS version.
    ///
    /// ```swift
    /// ActivityLanguage(code: "he", supported: ["en", "he"], developmentLanguage: "en").direction
    /// // .rightToLeft
    /// ```
    public enum Direction: Sendable, Hashable {
        /// Left to right, as English, Korean or Serbian in Latin script.
        case leftToRight
        /// Right to left, as Arabic, Hebrew, Persian, Urdu, Dhivehi or N’Ko.
        case rightToLeft
    }
}

extension ActivityLanguage.Direction {
    /// The layout direction of a language, decided by the script it is written in.
    ///
    /// The script comes from the tag itself (`az-Arab`, `ar-Latn`, `ur-Aran`) or,
    /// when the tag names none, from CLDR's likely subtags (`dv` → `dv-Thaa-MV`,
    /// `ji` → `yi-Hebr`); see ``Backend/isRightToLeft(localeID:)``.
    ///
    /// - Parameters:
    ///   - localeID: An ICU locale ID (already parsed from BCP 47).
    ///   - backend: The implementation to ask (the parity suite compares them).
    package init(localeID: String, backend: Backend = .current) {
        self = backend.isRightToLeft(localeID: localeID) ? .rightToLeft : .leftToRight
    }
}

extension ActivityLanguage {
    /// The chosen language's direction as Foundation's `Locale.LanguageDirection`,
    /// as `Locale.Language.characterDirection` names it: `.rightToLeft` or
    /// `.leftToRight`, never `.unknown`.
    ///
    /// ```swift
    /// ActivityLanguage(code: "ar", supported: ["en", "ar"], developmentLanguage: "en").characterDirection
    /// // .rightToLeft
    /// ```
    ///
    /// - Complexity: O(1); decided when the language was resolved.
    public var characterDirection: Locale.LanguageDirection {
        direction.languageDirection
    }
}

extension ActivityLanguage.Direction {
    /// This direction as Foundation's `Locale.LanguageDirection`.
    ///
    /// ```swift
    /// ActivityLanguage.Direction.rightToLeft.languageDirection   // Locale.LanguageDirection.rightToLeft
    /// ```
    public var languageDirection: Locale.LanguageDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// A horizontal `Locale.LanguageDirection` as a direction, or `nil` for
    /// `.topToBottom`, `.bottomToTop` and `.unknown`.
    ///
    /// ```swift
    /// ActivityLanguage.Direction(Locale.Language(identifier: "he").characterDirection)   // .rightToLeft
    /// ActivityLanguage.Direction(.unknown)                                              // nil
    /// ```
    ///
    /// - Parameter direction: Foundation's direction.
    public init?(_ direction: Locale.LanguageDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        default: return nil
        }
    }
}

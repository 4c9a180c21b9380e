extension ActivityLanguage {
    /// The direction in which a language lays out its text and its user interface.
    ///
    /// Nested in ``ActivityLanguage`` so that it never competes with SwiftUI's
    /// `LayoutDirection` in a file that imports both; where SwiftUI exists,
    /// `ActivityLanguage.layoutDirection` gives the SwiftUI value.
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

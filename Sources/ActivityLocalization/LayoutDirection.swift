/// The direction in which a language lays out its text and its user interface.
public enum LayoutDirection: Sendable, Hashable {
    /// Left to right, as English, Korean or Serbian in Latin script.
    case leftToRight
    /// Right to left, as Arabic, Hebrew, Persian, Urdu, Dhivehi or N’Ko.
    case rightToLeft
}

extension LayoutDirection {
    /// The layout direction of a language, decided by the script it is written in.
    ///
    /// The script comes from the tag itself (`az-Arab`, `ar-Latn`, `ur-Aran`) or,
    /// when the tag names none, from CLDR's likely subtags (`dv` → `dv-Thaa-MV`,
    /// `ji` → `yi-Hebr`); see ``Backend/isRightToLeft(localeID:)``.
    ///
    /// - Parameters:
    ///   - localeID: An ICU locale ID (already parsed from BCP 47).
    ///   - backend: The implementation to ask (the parity suite compares them).
    init(localeID: String, backend: Backend = .current) {
        self = backend.isRightToLeft(localeID: localeID) ? .rightToLeft : .leftToRight
    }
}

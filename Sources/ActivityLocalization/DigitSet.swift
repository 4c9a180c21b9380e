/// Which digits numbers are written with.
///
/// ```swift
/// // Arabic (ar), 1 h 5 min 23 s:
/// .latin   // 1:05:23
/// .native  // ١:٠٥:٢٣
/// ```
public enum DigitSet: Sendable, Hashable {
    /// The digits 0–9, whatever the language.
    case latin
    /// The digits of the language's default numbering system in CLDR, as ICU
    /// resolves it: `ar` and `ckb` → ٠–٩, `fa` → ۰–۹, `he`, `ur` and `ja` → 0–9
    /// (ICU 72 / CLDR 42). A numbering system in the language's tag is honoured
    /// (`ar-u-nu-latn` → 0–9). Where that system has no digits because it is
    /// algorithmic (`he-u-nu-hebr`, traditional Hebrew numerals), 0–9 are used.
    case native
}

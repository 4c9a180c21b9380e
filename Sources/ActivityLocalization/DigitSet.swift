/// Which digits numbers are written with.
///
/// ```swift
/// // Arabic (ar), 1 h 5 min 23 s:
/// .latin   // 1:05:23
/// .native  // ١:٠٥:٢٣
/// ```
///
/// ## Defaults
///
/// Each API chooses its default where it is declared, for what it writes:
///
/// | API | Default | Why |
/// |---|---|---|
/// | ``LabelFormatter`` | ``native`` | Its numbers go into translated text, which a translator wrote in the language's digits (`الدورة ٢ من ٣`). |
/// | `StringCatalog.localizedString` (`XCStrings`) | ``native`` | The same: its arguments go into the translation. |
/// | ``CountdownFormatter`` | ``latin`` | A countdown is a clock reading, shown alone or beside WidgetKit's own timer views; its default stays 0–9 so that an update of this package never changes what an existing widget's countdown shows. |
///
/// ``native`` is also the set that follows the user: an app that stores
/// `Locale.current.identifier` as the activity's code passes on the digits the
/// user picked in Settings (`ar_EG@numbers=latn` → 0–9, see
/// ``ActivityLanguage/codeKeywords``), where ``latin`` writes 0–9 regardless.
/// To show one set everywhere, pass the same value to all three:
///
/// ```swift
/// let digits = DigitSet.native
/// let countdown = CountdownFormatter(language: language, options: .init(digits: digits))
/// let labels = LabelFormatter(language: language, digits: digits)
/// catalog.localizedString("Cycle %lld of %lld", language: language, arguments: [2, 3], digits: digits)
/// ```
public enum DigitSet: Sendable, Hashable, Codable {
    /// The digits 0–9, whatever the language.
    case latin
    /// The digits of the language's default numbering system in CLDR, as ICU
    /// resolves it: `ar` and `ckb` → ٠–٩, `fa` → ۰–۹, `he`, `ur` and `ja` → 0–9
    /// (ICU 72 / CLDR 42). A numbering system in the language's tag is honoured
    /// (`ar-u-nu-latn` → 0–9). Where that system has no digits because it is
    /// algorithmic (`he-u-nu-hebr`, traditional Hebrew numerals), 0–9 are used.
    case native
}

extension DigitSet {
    /// The ICU locale ID whose number formats write these digits: `localeID`
    /// itself for ``native``, and `localeID` with its `numbers` keyword set to
    /// `latn` for ``latin`` (`ar` → `ar@numbers=latn`, `ar@calendar=islamic;numbers=arab`
    /// → `ar@calendar=islamic;numbers=latn`), so that the separators are also the
    /// ones CLDR gives the language for Latin digits.
    package func localeID(forNumbersIn localeID: String) -> String {
        guard self == .latin else { return localeID }
        let parts = localeID.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var keywords = parts.count > 1
            ? parts[1].split(separator: ";").filter { !$0.lowercased().hasPrefix("numbers=") }.map(String.init)
            : []
        keywords.append("numbers=latn")
        return parts[0] + "@" + keywords.sorted().joined(separator: ";")
    }
}

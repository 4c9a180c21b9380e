import Foundation

/// The one seam through which the package makes every internationalisation
/// decision: tag parsing, canonicalisation, likely subtags, language matching,
/// direction, digits, duration patterns, plural categories, number formatting and
/// the catalog writer's key collation.
///
/// Two implementations stand behind it. ``icu`` calls the system ICU through
/// `CICUShim` and exists on Linux only. ``portable`` is Swift over CLDR data
/// generated from ICU 72 (`tools/Scripts/generate-cldr-data`) and calls no ICU at all; it
/// is the only one on Apple platforms, and on Linux the `PortableBackend` trait
/// makes it ``current``. On Linux both are compiled, so that the parity suite can
/// compare them.
///
/// ```swift
/// Backend.current.localeID(forLanguageTag: "pt-BR")  // "pt_BR"
/// Backend.current.isRightToLeft(localeID: "ur_Aran")  // true
/// ```
package enum Backend: Sendable, Hashable, CustomStringConvertible {
    #if os(Linux) && canImport(CICUShim)
    /// The system ICU through `CICUShim`.
    case icu
    #endif
    /// Swift code over generated CLDR data; no ICU.
    case portable

    /// The implementation the package uses: the ICU backend on Linux unless the
    /// `PortableBackend` trait is enabled, the portable backend everywhere else.
    #if os(Linux) && canImport(CICUShim) && !PortableBackend
    package static let current = Backend.icu
    #else
    package static let current = Backend.portable
    #endif

    /// Every implementation compiled into this build.
    package static var all: [Backend] {
        #if os(Linux) && canImport(CICUShim)
        [.icu, .portable]
        #else
        [.portable]
        #endif
    }

    package var description: String {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: "ICU"
        #endif
        case .portable: "portable (CLDR data from ICU \(CLDRData.icuVersion))"
        }
    }

    // MARK: - Language tags

    /// Parses a BCP 47 tag into an ICU-style locale ID, or `nil` unless the *whole*
    /// tag is well-formed (`uloc_forLanguageTag`).
    package func localeID(forLanguageTag tag: String) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.localeID(forLanguageTag: tag)
        #endif
        case .portable: Portable.localeID(forLanguageTag: tag)
        }
    }

    /// The BCP 47 form of a locale ID (`uloc_toLanguageTag`).
    package func languageTag(forLocaleID id: String) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.languageTag(forLocaleID: id)
        #endif
        case .portable: Portable.languageTag(forLocaleID: id)
        }
    }

    /// CLDR alias canonicalisation: `iw` → `he`, `sh` → `sr_Latn`, `zh_TW` stays.
    package func canonicalize(_ id: String) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.canonicalize(id)
        #endif
        case .portable: Portable.canonicalize(id)
        }
    }

    /// Adds likely subtags: `ar` → `ar_Arab_EG`, `ji` → `yi_Hebr_001`.
    package func maximize(_ id: String) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.maximize(id)
        #endif
        case .portable: Portable.addLikelySubtags(id)
        }
    }

    /// The language field of a locale ID (`pt_BR` → `pt`; `""` for `und`).
    package func language(of id: String) -> String {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.language(of: id)
        #endif
        case .portable: Portable.LocaleID(id).language
        }
    }

    /// The script field of a locale ID (`sr_Latn` → `Latn`, `""` when absent).
    package func script(of id: String) -> String {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.Locale.script(of: id)
        #endif
        case .portable: Portable.LocaleID(id).script
        }
    }

    // MARK: - Direction

    /// ISO 15924 variants of right-to-left scripts that ICU 72 does not mark as
    /// such (`uscript_isRightToLeft` knows no `Aran`): Nastaliq is Arabic, the
    /// Syriac variants are Syriac.
    static let scriptVariants = ["Aran": "Arab", "Syre": "Syrc", "Syrj": "Syrc", "Syrn": "Syrc"]

    /// Whether an ISO 15924 script is written right to left (`Arab`, `Aran`, `Hebr`, `Thaa`, `Nkoo`…).
    package func isRightToLeft(script: String) -> Bool {
        let script = Self.scriptVariants[script] ?? script
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: return ICU.Locale.isRightToLeft(script: script)
        #endif
        case .portable: return CLDRData.rightToLeft.contains(script)
        }
    }

    /// Whether a language is written right to left, decided by its script: the
    /// tag's own (`az-Arab`, `ur-Aran`) or, when it names none, the script of its
    /// maximised form (`dv` → `dv_Thaa_MV`, `ji` → `yi_Hebr_001`). ICU 72's
    /// `uloc_getCharacterOrientation` gets several of these wrong, so it is not used.
    package func isRightToLeft(localeID: String) -> Bool {
        let canonical = canonicalize(localeID) ?? localeID
        var script = script(of: canonical)
        if script.isEmpty, let maximized = maximize(canonical) { script = self.script(of: maximized) }
        return isRightToLeft(script: script)
    }

    // MARK: - Matching

    /// A CLDR language matcher over a fixed list of supported locale IDs, with no
    /// default, so that "nothing close enough" is `nil`.
    package struct LanguageMatcher: Sendable {
        #if os(Linux) && canImport(CICUShim)
        private let icu: ICU.LocaleMatcher?
        #endif
        private let portable: Portable.LocaleMatcher?

        fileprivate init?(_ backend: Backend, supported: [String]) {
            switch backend {
            #if os(Linux) && canImport(CICUShim)
            case .icu:
                guard let matcher = ICU.LocaleMatcher(supported: supported) else { return nil }
                (icu, portable) = (matcher, nil)
            #endif
            case .portable:
                guard let matcher = Portable.LocaleMatcher(supported: supported) else { return nil }
                #if os(Linux) && canImport(CICUShim)
                icu = nil
                #endif
                portable = matcher
            }
        }

        /// The index of the best supported locale for `desired`, or `nil`.
        package func bestIndex(for desired: String) -> Int? {
            #if os(Linux) && canImport(CICUShim)
            if let icu { return icu.bestIndex(for: desired) }
            #endif
            return portable?.bestIndex(for: desired)
        }
    }

    /// A matcher for `supported` (ICU locale IDs, in priority order), or `nil`
    /// when it cannot be built (an empty list).
    package func matcher(supported: [String]) -> LanguageMatcher? {
        LanguageMatcher(self, supported: supported)
    }

    // MARK: - Numbers

    /// The ten digits of a locale's default numbering system, zero first, or `nil`
    /// when that system is algorithmic (`he@numbers=hebr`).
    package func digits(localeID: String) -> [Unicode.Scalar]? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.NumberingSystem.digits(localeID: localeID)
        #endif
        case .portable: Portable.NumberingSystem.digits(localeID: localeID)
        }
    }

    /// Whether `name` is a numbering system with ten digits (`latn`, `arab`,
    /// `deva`), not an algorithmic one (`hebr`, `roman`) or a selector (`native`).
    package func hasDigits(numberingSystem name: String) -> Bool {
        let id = "und@numbers=" + name
        return numberingSystem(localeID: id) == name && digits(localeID: id) != nil
    }

    /// The name of a locale's default numbering system (`arab`, `latn`).
    package func numberingSystem(localeID: String) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.NumberingSystem.name(localeID: localeID)
        #endif
        case .portable: Portable.NumberingSystem.name(localeID: localeID)
        }
    }

    /// An integer in the locale's digits and separators, grouped or not (`unum_formatInt64`).
    ///
    /// A locale whose numbering system is algorithmic (`he@numbers=hebr`,
    /// `@numbers=roman`) is written in Latin digits with its Latin symbols, on
    /// both backends: the portable backend has no RBNF, and ICU's RBNF overflows
    /// the stack on `Int64.min` for several of these systems.
    package func format(_ value: Int64, localeID: String, grouping: Bool) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.NumberFormat.shared(for: localeID, grouping: grouping, fractionDigits: 0)?.format(value)
        #endif
        case .portable: Portable.NumberFormat.shared(for: localeID, grouping: grouping, fractionDigits: 0)?.format(value)
        }
    }

    /// A number with exactly `fractionDigits` decimals in the locale's digits and
    /// separators (`unum_formatDouble`).
    package func format(_ value: Double, localeID: String, grouping: Bool, fractionDigits: Int) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.NumberFormat.shared(for: localeID, grouping: grouping, fractionDigits: fractionDigits)?.format(value)
        #endif
        case .portable: Portable.NumberFormat.shared(for: localeID, grouping: grouping, fractionDigits: fractionDigits)?.format(value)
        }
    }

    /// A number format of one backend, not cached: for callers that format many
    /// locales once each (the parity tool), where the shared cache would keep
    /// every formatter for the life of the process.
    package struct NumberFormat {
        #if os(Linux) && canImport(CICUShim)
        fileprivate let icu: ICU.NumberFormat?
        #endif
        fileprivate let portable: Portable.NumberFormat?

        /// ``Backend/format(_:localeID:grouping:)`` with this format.
        package func format(_ value: Int64) -> String? {
            #if os(Linux) && canImport(CICUShim)
            if let icu { return icu.format(value) }
            #endif
            return portable?.format(value)
        }

        /// ``Backend/format(_:localeID:grouping:fractionDigits:)`` with this format.
        package func format(_ value: Double) -> String? {
            #if os(Linux) && canImport(CICUShim)
            if let icu { return icu.format(value) }
            #endif
            return portable?.format(value)
        }
    }

    /// A new, uncached number format for a locale (see ``NumberFormat``), or `nil`
    /// when none can be made.
    package func uncachedNumberFormat(localeID: String, grouping: Bool, fractionDigits: Int) -> NumberFormat? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu:
            guard let format = ICU.NumberFormat(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits) else { return nil }
            return NumberFormat(icu: format, portable: nil)
        #endif
        case .portable:
            guard let format = Portable.NumberFormat(localeID: localeID, grouping: grouping, fractionDigits: fractionDigits) else { return nil }
            #if os(Linux) && canImport(CICUShim)
            return NumberFormat(icu: nil, portable: format)
            #else
            return NumberFormat(portable: format)
            #endif
        }
    }

    // MARK: - Plural rules

    /// The cardinal plural categories of `numbers` (each shown as an integer when
    /// whole), from rules opened for this call and not cached: for callers that
    /// ask about many locales once each (the parity tool). `nil` when the locale
    /// has no rules.
    package func uncachedPluralCategories(localeID: String, numbers: [Double]) -> [String]? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu:
            guard let rules = ICU.PluralRules(localeID: localeID) else { return nil }
            return numbers.map { rules.category(for: $0) }
        #endif
        case .portable:
            guard let rules = Portable.PluralRules(localeID: localeID) else { return nil }
            return numbers.map { rules.category(for: $0) }
        }
    }

    /// The CLDR cardinal plural category (`zero one two few many other`) of a
    /// number shown with `fractionDigits` decimals (0: as an integer when whole), or
    /// `nil` when the locale has no rules.
    package func pluralCategory(localeID: String, number: Double, fractionDigits: Int = 0) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu:
            guard let rules = ICU.PluralRules.shared(for: localeID) else { return nil }
            return fractionDigits > 0 ? rules.category(for: number, fractionDigits: fractionDigits) : rules.category(for: number)
        #endif
        case .portable:
            guard let rules = Portable.PluralRules.shared(for: localeID) else { return nil }
            return fractionDigits > 0 ? rules.category(for: number, fractionDigits: fractionDigits) : rules.category(for: number)
        }
    }

    /// The cardinal plural categories of the integers in `numbers`, in order: the
    /// answers of ``pluralCategory(localeID:number:fractionDigits:)`` for each, from
    /// one lookup of the locale's rules instead of one per number; `nil` when the
    /// locale has no rules.
    package func pluralCategories(localeID: String, integers numbers: ClosedRange<Int>) -> [String]? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu:
            guard let rules = ICU.PluralRules.shared(for: localeID) else { return nil }
            return numbers.map { rules.category(for: Double($0)) }
        #endif
        case .portable:
            guard let rules = Portable.PluralRules.shared(for: localeID) else { return nil }
            return numbers.map { rules.category(for: Double($0)) }
        }
    }

    // MARK: - Duration patterns

    /// Which CLDR `durationUnits` pattern to read.
    package enum DurationKey: String, Sendable, CaseIterable {
        /// `hm`: hours and minutes (`h:mm`).
        case hoursMinutes = "hm"
        /// `ms`: minutes and seconds (`m:ss`).
        case minutesSeconds = "ms"
        /// `hms`: hours, minutes and seconds (`h:mm:ss`).
        case hoursMinutesSeconds = "hms"
    }

    /// A CLDR duration pattern (`fi` `hms` → `h.mm.ss`), inherited key by key, or
    /// `nil` when not even root has one.
    package func durationPattern(localeID: String, key: DurationKey) -> String? {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: ICU.DurationPattern.pattern(localeID: localeID, key: key.rawValue)
        #endif
        case .portable: Portable.DurationPattern.pattern(localeID: localeID, key: key.rawValue)
        }
    }

    // MARK: - Collation

    /// Xcode's key order for two strings: -1, 0 or 1 (0 only when collation sees
    /// no difference; the caller breaks ties).
    ///
    /// The ICU backend uses ICU's root collator (numeric, tertiary, with
    /// `ICU.Collator.catalogKeyTailoring`). The portable one asks Foundation itself,
    /// which *is* the definition: `compare(_:options: [.numeric, .caseInsensitive,
    /// .forcedOrdering])` with the system locale, as `JSONSerialization`'s
    /// `.sortedKeys` and Xcode use. On Apple platforms that is Apple's ICU inside
    /// Foundation; on Linux it is swift-corelibs-foundation's own ICU (76, linked
    /// into Foundation under prefixed names), never the system ICU 72.
    package func collate(_ a: String, _ b: String) -> Int {
        switch self {
        #if os(Linux) && canImport(CICUShim)
        case .icu: return ICU.Collator.catalogKeys?.compare(a, b) ?? 0
        #endif
        case .portable:
            switch a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering],
                             range: a.startIndex..<a.endIndex, locale: NSLocale.system) {
            case .orderedAscending: return -1
            case .orderedDescending: return 1
            case .orderedSame: return 0
            }
        }
    }
}

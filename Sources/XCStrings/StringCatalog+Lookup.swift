import ActivityLocalization

extension StringCatalog {
    /// The localised string for a key in an activity's language, with its
    /// arguments formatted in that language — `String(localized:)` over a catalog,
    /// without reading the process locale.
    ///
    /// ```swift
    /// let arabic = ActivityLanguage(code: "ar", supported: catalog.languages, developmentLanguage: "en")
    /// catalog.localizedString("Cycle %lld of %lld", language: arabic, arguments: [2, 3])
    /// // "الدورة \u{2068}٢\u{2069} من \u{2068}٣\u{2069}"
    /// catalog.localizedString("%lld birds", language: arabic, arguments: [11])
    /// // "\u{2068}١١\u{2069} طائرًا" (the `many` variant)
    /// ```
    ///
    /// **Which translation.** The entry's localisation in `language.identifier`,
    /// else in its parents (`pt-BR` → `pt`, `zh-Hant-TW` → `zh-Hant` → `zh`), else in
    /// ``sourceLanguage``, else the key itself. Language codes match
    /// case-insensitively, with `_` as `-`. A localisation is used when it yields a
    /// string, with the meaning `xcstrings-audit` gives it: a `needs_review`,
    /// `stale` or `machine_translated` value is used as it is, an empty value
    /// gives an empty string, and a localisation whose units are all `new` is an
    /// untranslated placeholder, passed over outside the source language (in the
    /// source language it holds the code's default value, which is used).
    ///
    /// **Variations.** A device variation takes `device`, else `other`; a plural
    /// variation takes the category ICU's plural rules give for the language and the
    /// first numeric argument of the string (for a floating-point specifier, as shown
    /// with its precision: `%.1f` of 1 is "1.0", `other` in English), else `other`.
    /// Device → plural nesting works. `%#@name@` is replaced by the substitution's
    /// variant for the argument at its `argNum` (when absent, the position the
    /// reference takes in the string), with `%arg` formatted by its `formatSpecifier`.
    ///
    /// **Arguments.** Positional (`%2$@`) and sequential specifiers take their
    /// argument; `Int`, `Int64`, `Double` and `String` values are taken as they are
    /// (`arguments: [count, name]`), other types as ``Argument``. Numbers are written
    /// through ICU in the language's digits, or in 0–9 with `digits: .latin` (then
    /// with the separators CLDR gives that language for Latin digits: `2.5`, not
    /// `2٫5`, in Arabic); no grouping unless the `'` flag asks for it; `%f` shows six
    /// decimals, as printf does; `%%` is `%`. A negative number's sign is
    /// HYPHEN-MINUS (U+002D) in every language, the sign ``CountdownFormatter`` and
    /// ``LabelFormatter`` write: CLDR's own sign for Arabic and Hebrew is U+002D
    /// behind a bidi mark (ALM U+061C, LRM U+200E) that the isolation does the work
    /// of, and the few languages whose CLDR sign is U+2212 (Persian, Swedish,
    /// Finnish, …) get U+002D too, so that a lookup, a label and a countdown never
    /// disagree. Each inserted argument is wrapped in FIRST STRONG ISOLATE U+2068 …
    /// POP DIRECTIONAL ISOLATE U+2069 so that a Latin name or a number cannot reorder
    /// the text around it, unless `isolatingArguments` is `false`. A specifier
    /// without an argument is left as written.
    ///
    /// ```swift
    /// // Strings/App/Localizable.xcstrings:
    /// let minutes = -3
    /// catalog.localizedString("%lld minutes left", language: arabic, arguments: [minutes])
    /// // "بقيت \u{2068}-٣\u{2069} دقائق"
    /// catalog.localizedString("%lld minutes left", language: arabic, arguments: [minutes], digits: .latin)
    /// // "بقيت \u{2068}-3\u{2069} دقائق"
    /// ```
    ///
    /// - Parameters:
    ///   - key: The entry's key.
    ///   - language: The activity's language.
    ///   - arguments: The values for the specifiers, in argument order: `Int`,
    ///     `Int64`, `Double`, `String` or ``Argument`` values.
    ///   - device: The device for device variations; `nil` takes the `other` variant.
    ///   - digits: Which digits numbers are written with. Default ``DigitSet/native``,
    ///     as ``LabelFormatter``: the language's numbering system (`٣` in Arabic).
    ///   - isolatingArguments: Whether to wrap each argument in U+2068 … U+2069.
    /// - Returns: The string to show. Never fails: the last resort is the key.
    /// - Complexity: O(*n*) in the length of the result, plus one hash lookup.
    public func localizedString(_ key: String, language: ActivityLanguage, arguments: [any ArgumentConvertible] = [],
                                device: Device? = nil, digits: DigitSet = .native,
                                isolatingArguments: Bool = true) -> String {
        lookUp(key, language: language, arguments: arguments, device: device, digits: digits,
               isolatingArguments: isolatingArguments).string
    }

    /// ``localizedString(_:language:arguments:device:digits:isolatingArguments:)``,
    /// and what happened: found in the activity's language, fell back to a parent
    /// or the source language, or no translation at all.
    ///
    /// ```swift
    /// let portuguese = ActivityLanguage(code: "pt-BR", supported: ["en", "pt-BR"], developmentLanguage: "en")
    /// let lookup = catalog.lookUp("Hold", language: portuguese)
    /// lookup.string    // "Hold"
    /// lookup.outcome   // .fellBack(language: "en"): the catalog has no pt-BR (or pt) translation
    /// catalog.lookUp("No such key", language: portuguese).outcome   // .keyMissing
    /// ```
    ///
    /// The string is the one ``localizedString(_:language:arguments:device:digits:isolatingArguments:)``
    /// returns for the same arguments; log the outcome, or show a placeholder
    /// for `.keyMissing`, instead of shipping a raw key unnoticed.
    ///
    /// - Parameters: As ``localizedString(_:language:arguments:device:digits:isolatingArguments:)``.
    /// - Returns: The string to show and where it came from.
    /// - Complexity: O(*n*) in the length of the result, plus one hash lookup.
    public func lookUp(_ key: String, language: ActivityLanguage, arguments: [any ArgumentConvertible] = [],
                       device: Device? = nil, digits: DigitSet = .native,
                       isolatingArguments: Bool = true) -> Lookup {
        let arguments = arguments.map(\.stringCatalogArgument)
        var candidates: [(code: String, localeID: String)] = []
        func add(_ code: String, _ localeID: String? = nil) {
            guard !candidates.contains(where: { Self.sameLanguage($0.code, code) }) else { return }
            candidates.append((code, localeID ?? Backend.current.localeID(forLanguageTag: code) ?? code))
        }
        add(language.identifier, language.localeID)
        var parent = language.identifier
        while let dash = parent.lastIndex(where: { $0 == "-" || $0 == "_" }) {
            parent = String(parent[..<dash])
            add(parent)
        }
        add(sourceLanguage)

        let entry = self[key]
        if let entry {
            for (index, candidate) in candidates.enumerated() {
                guard let localization = entry.localization(matching: candidate.code) else { continue }
                if localization.hasOnlyNewUnits, !Self.sameLanguage(candidate.code, sourceLanguage) { continue }
                let renderer = LookupRenderer(localeID: candidate.localeID, arguments: arguments, device: device,
                                              digits: digits, isolating: isolatingArguments)
                if let text = renderer.render(localization) {
                    return Lookup(string: text, outcome: index == 0 ? .found(language: candidate.code)
                                                                    : .fellBack(language: candidate.code))
                }
            }
        }
        let source = candidates.last!
        let text = LookupRenderer(localeID: source.localeID, arguments: arguments, device: device,
                                  digits: digits, isolating: isolatingArguments).format(key, substitutions: nil)
        return Lookup(string: text, outcome: entry == nil ? .keyMissing : .untranslated)
    }

    /// What ``lookUp(_:language:arguments:device:digits:isolatingArguments:)`` found:
    /// the string to show, and where it came from.
    public struct Lookup: Sendable, Hashable {
        /// The string to show, as ``localizedString(_:language:arguments:device:digits:isolatingArguments:)`` returns it.
        public let string: String
        /// Where ``string`` came from.
        public let outcome: Outcome

        /// Where a looked-up string came from.
        public enum Outcome: Sendable, Hashable {
            /// The entry's translation in the activity's language (`language`, its
            /// ``ActivityLanguage/identifier``).
            case found(language: String)
            /// The activity's language has no translation that yields a string: this
            /// is its parent's (`pt` for `pt-BR`) or the source language's.
            case fellBack(language: String)
            /// The catalog has no entry for the key: the string is the key itself,
            /// with its specifiers formatted.
            case keyMissing
            /// The entry has no translation in any language of the chain (every
            /// unit `new` outside the source language, no source value): the
            /// string is the key itself, with its specifiers formatted.
            case untranslated
        }
    }

    static func sameLanguage(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { x, y in
            let x = x == UInt8(ascii: "_") ? UInt8(ascii: "-") : x | (x >= 0x41 && x <= 0x5A ? 0x20 : 0)
            let y = y == UInt8(ascii: "_") ? UInt8(ascii: "-") : y | (y >= 0x41 && y <= 0x5A ? 0x20 : 0)
            return x == y
        }
    }

    /// A device, for device variations. Any string is kept; the known ones are constants.
    public struct Device: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        /// The key used in catalogs (`iphone`).
        public var rawValue: String
        /// Creates a device from its catalog key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a device from its catalog key.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// iPhone.
        public static let iphone = Device(rawValue: "iphone")
        /// iPad.
        public static let ipad = Device(rawValue: "ipad")
        /// iPod touch.
        public static let ipod = Device(rawValue: "ipod")
        /// Mac.
        public static let mac = Device(rawValue: "mac")
        /// Apple Watch.
        public static let applewatch = Device(rawValue: "applewatch")
        /// Apple TV.
        public static let appletv = Device(rawValue: "appletv")
        /// Apple Vision Pro.
        public static let applevision = Device(rawValue: "applevision")
        /// Any other device.
        public static let other = Device(rawValue: "other")
    }
}

extension StringCatalog.Entry {
    /// The localisation for a language code, matched exactly, else case-insensitively
    /// with `_` as `-`.
    func localization(matching code: String) -> StringCatalog.Localization? {
        if let exact = localizations[code] { return exact }
        return localizations.keys.sorted().first { StringCatalog.sameLanguage($0, code) }.flatMap { localizations[$0] }
    }
}

/// BCP 47 language tags to and from ICU locale IDs, as ICU 72's
/// `uloc_forLanguageTag` and `uloc_toLanguageTag` convert them.
extension Portable {
    /// Legacy tags that RFC 5646 lists whole ("grandfathered") and ICU's
    /// replacements for them (`ultag.cpp`, `GRANDFATHERED`).
    private static let legacyTags: [String: String] = [
        "art-lojban": "jbo", "en-gb-oed": "en-gb-oxendict", "i-ami": "ami", "i-bnn": "bnn",
        "i-default": "en-x-i-default", "i-enochian": "und-x-i-enochian", "i-hak": "hak",
        "i-klingon": "tlh", "i-lux": "lb", "i-mingo": "see-x-i-mingo", "i-navajo": "nv", "i-pwn": "pwn",
        "i-tao": "tao", "i-tay": "tay", "i-tsu": "tsu", "no-bok": "nb", "no-nyn": "nn", "sgn-be-fr": "sfb",
        "sgn-be-nl": "vgt", "sgn-ch-de": "sgg", "zh-guoyu": "cmn", "zh-hakka": "hak", "zh-min": "nan-x-zh-min",
        "zh-min-nan": "nan", "zh-xiang": "hsn", "zh-cmn": "cmn",
        "zh-cmn-hans": "cmn-hans", "zh-cmn-hant": "cmn-hant", "zh-gan": "gan", "zh-wuu": "wuu", "zh-yue": "yue",
        "sgn-br": "bzs", "sgn-co": "csn", "sgn-de": "gsg", "sgn-dk": "dsl", "sgn-es": "ssp", "sgn-fr": "fsl",
        "sgn-gb": "bfi", "sgn-gr": "gss", "sgn-ie": "isg", "sgn-it": "ise", "sgn-jp": "jsl", "sgn-mx": "mfs",
        "sgn-ni": "ncs", "sgn-nl": "dse", "sgn-no": "nsl", "sgn-pt": "psr", "sgn-se": "swl", "sgn-us": "ase",
        "sgn-za": "sfs",
    ]

    /// `-u-` keys under their ICU (legacy) names (`nu` → `numbers`).
    private static let legacyKeys: [String: String] = [
        "ca": "calendar", "co": "collation", "cu": "currency", "nu": "numbers", "ka": "colalternate",
        "kb": "colbackwards", "kc": "colcaselevel", "kf": "colcasefirst", "kh": "colhiraganaquaternary",
        "kk": "colnormalization", "kn": "colnumeric", "kr": "colreorder", "ks": "colstrength", "kv": "maxvariable",
        "tz": "timezone", "va": "va",
    ]
    /// `-u-` types under their ICU (legacy) names (`gregory` → `gregorian`).
    private static let legacyTypes: [String: String] = [
        "gregory": "gregorian", "ethioaa": "ethiopic-amete-alem", "islamicc": "islamic-civil",
        "dict": "dictionary", "gb2312": "gb2312han", "phonebk": "phonebook", "trad": "traditional",
    ]

    /// The ICU locale ID of a BCP 47 tag, or `nil` unless the *whole* tag is
    /// well-formed (RFC 5646 syntax, no repeated variant or singleton).
    static func localeID(forLanguageTag tag: String) -> String? {
        let lowered = String(tag.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? Character(Unicode.Scalar($0 + 0x20)) : Character(Unicode.Scalar($0)) })
        let text = legacyTags[lowered] ?? lowered
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        func alpha(_ s: String) -> Bool { !s.isEmpty && s.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        func digits(_ s: String) -> Bool { !s.isEmpty && s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        func alnum(_ s: String) -> Bool { !s.isEmpty && s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) } }

        var id = LocaleID(language: "")
        var index = 0
        var keywords: [String: String] = [:]
        if subtags[0] == "x" {
            // Private use only.
        } else {
            let language = subtags[0]
            guard alpha(language), (2...8).contains(language.count) else { return nil }
            id.language = language == "und" ? "" : language
            index = 1
            if language.count <= 3 {
                var extlangs = 0
                while index < subtags.count, extlangs < 3, subtags[index].count == 3, alpha(subtags[index]) {
                    if extlangs == 0 { id.language = subtags[index] }
                    extlangs += 1
                    index += 1
                }
            }
            if index < subtags.count, subtags[index].count == 4, alpha(subtags[index]) {
                let script = subtags[index]
                id.script = script.prefix(1).uppercased() + script.dropFirst()
                index += 1
            }
            if index < subtags.count,
               (subtags[index].count == 2 && alpha(subtags[index])) || (subtags[index].count == 3 && digits(subtags[index])) {
                id.region = subtags[index].uppercased()
                index += 1
            }
            var variants: [String] = []
            while index < subtags.count {
                let subtag = subtags[index]
                let isVariant = ((5...8).contains(subtag.count) && alnum(subtag))
                    || (subtag.count == 4 && alnum(subtag) && digits(String(subtag.prefix(1))))
                guard isVariant else { break }
                guard !variants.contains(subtag.uppercased()) else { return nil }
                variants.append(subtag.uppercased())
                index += 1
            }
            id.variants = variants.sorted()
            var singletons: Set<String> = []
            while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
                let singleton = subtags[index]
                guard alnum(singleton), singletons.insert(singleton).inserted else { return nil }
                index += 1
                var values: [String] = []
                while index < subtags.count, (2...8).contains(subtags[index].count), alnum(subtags[index]) {
                    values.append(subtags[index])
                    index += 1
                }
                guard !values.isEmpty else { return nil }
                if singleton == "u" {
                    var attributes: [String] = []
                    var position = 0
                    while position < values.count, values[position].count > 2 {
                        attributes.append(values[position])
                        position += 1
                    }
                    if !attributes.isEmpty { keywords["attribute"] = attributes.joined(separator: "-") }
                    while position < values.count {
                        let key = values[position]
                        position += 1
                        var types: [String] = []
                        while position < values.count, values[position].count > 2 {
                            types.append(values[position])
                            position += 1
                        }
                        let type = types.isEmpty ? "yes" : types.joined(separator: "-")
                        if key == "va", type == "posix", !id.variants.contains("POSIX") {
                            id.variants.append("POSIX")
                            continue
                        }
                        let legacyKey = legacyKeys[key] ?? key
                        let legacyType = legacyKey == "numbers" && type == "traditio" ? "traditional" : (legacyTypes[type] ?? type)
                        if keywords[legacyKey] == nil { keywords[legacyKey] = legacyType }
                    }
                } else {
                    keywords[singleton] = values.joined(separator: "-")
                }
            }
        }
        if index < subtags.count, subtags[index] == "x" {
            index += 1
            var values: [String] = []
            while index < subtags.count, (1...8).contains(subtags[index].count), alnum(subtags[index]) {
                values.append(subtags[index])
                index += 1
            }
            guard !values.isEmpty else { return nil }
            keywords["x"] = values.joined(separator: "-")
        }
        guard index == subtags.count else { return nil }
        id.keywords = keywords.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        return id.name
    }

    /// Languages `uloc_toLanguageTag` writes in their current form (`ultag.cpp`,
    /// `DEPRECATEDLANGS`).
    private static let deprecatedLanguages = ["in": "id", "iw": "he", "ji": "yi", "jw": "jv", "mo": "ro"]

    /// Regions `uloc_toLanguageTag` writes in their current form (`ultag.cpp`,
    /// `DEPRECATEDREGIONS`).
    private static let deprecatedRegions = ["BU": "MM", "DD": "DE", "FX": "FR", "TP": "TL", "YD": "YE", "ZR": "CD"]

    /// The BCP 47 tag of an ICU locale ID (`pt_BR` → `pt-BR`, `iw` → `he`).
    static func languageTag(forLocaleID id: String) -> String? {
        var locale = LocaleID(id)
        var language = locale.language.isEmpty ? "und" : (deprecatedLanguages[locale.language] ?? locale.language)
        // Alias IDs ICU writes in their replacement's form (`aam` → `aas`,
        // `hy__AREVMDA` → `hyw`, from `tagAliases`).
        if let variant = locale.variants.first(where: { CLDRData.tagAliasTable.contains(language + "_" + $0.lowercased()) }) {
            language = CLDRData.tagAliasTable.value(for: language + "_" + variant.lowercased())!
            locale.variants.removeAll { $0 == variant }
        } else if !locale.region.isEmpty, let replacement = CLDRData.tagAliasTable.value(for: language + "_" + locale.region) {
            language = replacement
            locale.region = ""
        } else if let replacement = CLDRData.tagAliasTable.value(for: language) {
            language = replacement
        }
        var parts = [language]
        if !locale.script.isEmpty { parts.append(locale.script) }
        if !locale.region.isEmpty { parts.append(deprecatedRegions[locale.region] ?? locale.region) }
        var unicodeKeywords: [(String, String)] = []
        for variant in locale.variants {
            if variant == "POSIX" { unicodeKeywords.append(("va", "posix")) } else { parts.append(variant.lowercased()) }
        }
        var others: [(String, String)] = []
        var attribute: String?
        var privateUse: String?
        let bcpKeys = Dictionary(uniqueKeysWithValues: legacyKeys.map { ($0.value, $0.key) })
        let bcpTypes = Dictionary(uniqueKeysWithValues: legacyTypes.map { ($0.value, $0.key) })
        for (key, value) in locale.keywords {
            if key == "x" { privateUse = value } else if key == "attribute" { attribute = value }
            else if key.count == 1 { others.append((key, value)) }
            else if key == "numbers", value == "traditional" { unicodeKeywords.append(("nu", "traditio")) }
            else { unicodeKeywords.append((bcpKeys[key] ?? key, bcpTypes[value] ?? value)) }
        }
        if !unicodeKeywords.isEmpty || attribute != nil {
            others.append(("u", ([attribute].compactMap { $0 } + unicodeKeywords.sorted { $0.0 < $1.0 }
                .map { $0.1 == "yes" ? $0.0 : "\($0.0)-\($0.1)" }).joined(separator: "-")))
        }
        for (singleton, value) in others.sorted(by: { $0.0 < $1.0 }) { parts.append(singleton + "-" + value) }
        if let privateUse { parts.append("x-" + privateUse) }
        return parts.joined(separator: "-")
    }
}

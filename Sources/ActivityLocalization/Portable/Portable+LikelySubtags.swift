/// Likely subtags and alias canonicalisation, from the same CLDR data ICU 72's
/// `XLikelySubtags` and `Locale::createCanonical` read.
extension Portable {
    /// A language, script and region triple with the flags ICU keeps on it: which
    /// fields were given rather than filled in (4 language, 2 script, 1 region).
    struct LSR: Sendable {
        /// The language subtag (`und` when unknown, or a pseudo-locale prefix + language).
        var language: String
        /// The script subtag, or empty.
        var script: String
        /// The region subtag, or empty.
        var region: String
        /// Which fields were given: 4 language, 2 script, 1 region (ICU `LSR::EXPLICIT_*`).
        var flags: Int

        /// Same language, script and region (flags aside): `LSR::isEquivalentTo`.
        func isEquivalent(to other: LSR) -> Bool {
            language == other.language && script == other.script && region == other.region
        }

        /// Identity with flags, as ICU's `LSR::operator==` and hash: `pt` (language
        /// given) and `pt_BR` (language and region given) are both `pt_Latn_BR` but
        /// not the same supported entry.
        var key: String { language + "_" + script + "_" + region + "#" + String(flags) }
    }

    /// One node of a flattened trie: its value, if any, and whether longer keys
    /// continue it.
    struct TrieNode {
        /// The trie value at this node, if it has one.
        var value: Int?
        /// Whether longer keys continue this node.
        var hasNext: Bool

        /// The node at `path` (subtags joined by `-`), or `nil` when the trie has none.
        init?(_ table: CLDRTable, _ path: String) {
            guard var text = table.value(for: path) else { return nil }
            hasNext = text.hasSuffix("+")
            if hasNext { text.removeLast() }
            value = Int(text)
        }
    }

    /// `XLikelySubtags::trieNext` over the flattened likely trie: -1 no match, 0 a
    /// node without a value, 1 (`SKIP_SCRIPT`) an intermediate value, else the
    /// final value. `path` is updated to the node reached.
    private static func likelyNext(_ path: inout String, _ subtag: String) -> Int {
        let next = path.isEmpty ? (subtag.isEmpty ? "*" : subtag) : path + "-" + (subtag.isEmpty ? "*" : subtag)
        guard let node = TrieNode(CLDRData.likely, next) else { return -1 }
        path = next
        guard let value = node.value else { return 0 }
        return node.hasNext ? 1 : value
    }

    /// The LSR at `index` of the likely trie's LSR list.
    static func lsr(at index: Int) -> LSR {
        let fields = CLDRData.lsrs.string(at: index).split(separator: " ", omittingEmptySubsequences: false)
        return LSR(language: String(fields[0]), script: String(fields[1]), region: String(fields[2]), flags: 0)
    }

    /// `XLikelySubtags::maximize` (ICU 72): fills in the missing fields from the
    /// likely trie, keeping the fields that were given.
    static func maximize(language: String, script: String, region: String) -> LSR {
        let language = language == "und" ? "" : language
        let script = script == "Zzzz" ? "" : script
        let region = region == "ZZ" ? "" : region
        if !language.isEmpty, !script.isEmpty, !region.isEmpty {
            return LSR(language: language, script: script, region: region, flags: 7)
        }
        var retain = 0
        var path = ""
        var state: String?
        var value = likelyNext(&path, language)
        if value >= 0 {
            if !language.isEmpty { retain |= 4 }
            state = path
        } else {
            retain |= 4
            path = "*"
            state = nil
        }
        if value > 0 {
            if value == 1 { value = 0 }
            if !script.isEmpty { retain |= 2 }
        } else {
            value = likelyNext(&path, script)
            if value >= 0 {
                if !script.isEmpty { retain |= 2 }
                state = path
            } else {
                retain |= 2
                if let current = state {
                    path = current
                    value = likelyNext(&path, "")
                    state = path
                } else {
                    path = "*-*"
                }
            }
        }
        if value > 0 {
            if !region.isEmpty { retain |= 1 }
        } else {
            value = likelyNext(&path, region)
            if value >= 0 {
                if !region.isEmpty { retain |= 1 }
            } else {
                retain |= 1
                if let current = state {
                    path = current
                    value = likelyNext(&path, "")
                } else {
                    path = "*-*"
                    value = likelyNext(&path, "")
                }
            }
        }
        let result = lsr(at: max(0, min(value, CLDRData.lsrs.count - 1)))
        if retain == 0 { return result }
        return LSR(language: retain & 4 != 0 ? (language.isEmpty ? "und" : language) : result.language,
                   script: retain & 2 != 0 ? script : result.script,
                   region: retain & 1 != 0 ? region : result.region, flags: retain)
    }

    /// Whether the likely data has a node for `language`.
    static func knowsLanguage(_ language: String) -> Bool {
        TrieNode(CLDRData.likely, language) != nil
    }

    /// The default script of a language, or of a language in a region (`mn`
    /// → `Cyrl`, `mn_CN` → `Mong`), as ICU 72's resource fallback reads it
    /// (`uresbund.cpp`, `getDefaultScript`): the likely script, `Latn` for a
    /// language the data does not know.
    static func defaultScript(language: String, region: String) -> String {
        guard knowsLanguage(language) else { return "Latn" }
        let script = maximize(language: language, script: "", region: region).script
        return script.isEmpty ? "Latn" : script
    }

    /// Maximised LSRs per locale ID: every resolution maximises each supported entry.
    private static let maximizedCache = LockedCache<String, LSR>()

    /// `XLikelySubtags::makeMaximizedLsrFrom`: pseudo-locales match only
    /// themselves; language and region aliases are applied before maximising.
    ///
    /// - Complexity: A few table lookups the first time per ID, a hash lookup after.
    static func maximizedLSR(_ id: String) -> LSR {
        maximizedCache.value(for: id) { computeMaximizedLSR(id) }
    }

    /// ``maximizedLSR(_:)`` without the cache.
    private static func computeMaximizedLSR(_ id: String) -> LSR {
        if id.hasPrefix("@x=") { return LSR(language: id, script: "", region: "", flags: 7) }
        let locale = LocaleID(id)
        if locale.baseName.isEmpty || locale.baseName == "root" { return LSR(language: "und", script: "", region: "", flags: 0) }
        let pseudo: [Character: String] = ["A": "'", "B": "+", "C": ","]
        if locale.region.count == 2, locale.region.first == "X", let prefix = pseudo[locale.region.last!] {
            return LSR(language: prefix + locale.language, script: prefix + locale.script, region: locale.region, flags: 7)
        }
        if let variant = locale.variants.first, variant.hasPrefix("PS") {
            let known = ["PSACCENT": ("'", "XA"), "PSBIDI": ("+", "XB"), "PSCRACK": (",", "XC")]
            if let (prefix, region) = known[variant] {
                return LSR(language: prefix + locale.language, script: prefix + locale.script,
                           region: locale.region.isEmpty ? region : locale.region, flags: locale.region.isEmpty ? 6 : 7)
            }
        }
        let language = CLDRData.matcherLanguages.value(for: locale.language) ?? locale.language
        let region = CLDRData.matcherRegions.value(for: locale.region) ?? locale.region
        return maximize(language: language, script: locale.script, region: region)
    }

    /// `uloc_addLikelySubtags`, from the same likely trie as the matcher. A
    /// language the likely data does not know is returned as given (`xx_SA`,
    /// `mid_IQ`, `hbo_IL` stay), as ICU 72 does: it takes no script from the
    /// region alone, so such a code is not right to left because its region is.
    static func addLikelySubtags(_ id: String) -> String? {
        var locale = LocaleID(id)
        if !locale.language.isEmpty, !knowsLanguage(locale.language) { return id }
        let maximized = maximize(language: locale.language, script: locale.script, region: locale.region)
        locale.language = maximized.language
        locale.script = maximized.script
        locale.region = maximized.region
        return locale.name
    }

    /// CLDR alias canonicalisation (UTS #35 "Canonical Unicode Locale Identifiers",
    /// as `Locale::createCanonical` applies it): language aliases (whole
    /// `language_variant` and `language_REGION` keys first), script and region
    /// aliases (a region that splits takes the one the language most likely
    /// uses), variant aliases; repeated until nothing changes.
    static func canonicalize(_ id: String) -> String? {
        var locale = LocaleID(id)
        if locale.baseName == "root" { locale.language = "" }
        for _ in 0..<8 {
            let before = locale.name
            applyLanguageAlias(&locale)
            if let replacement = aliasReplacement(CLDRData.scripts, locale.script) { locale.script = replacement }
            if let replacement = aliasReplacement(CLDRData.territories, locale.region) {
                let choices = replacement.split(separator: " ").map(String.init)
                if choices.count > 1 {
                    let likely = maximize(language: locale.language, script: locale.script, region: "").region
                    locale.region = choices.contains(likely) ? likely : choices[0]
                } else if let only = choices.first {
                    locale.region = only
                }
            }
            if locale.name == before { break }
        }
        return locale.name
    }

    /// The replacement of `key` in an alias table, or `nil`.
    private static func aliasReplacement(_ table: CLDRTable, _ key: String) -> String? {
        guard !key.isEmpty, let value = table.value(for: key) else { return nil }
        return String(value.split(separator: "\t", omittingEmptySubsequences: false)[0])
    }

    /// Applies the first language alias that matches (`lang_variant`, `lang_REGION`, then `lang`);
    /// fields the replacement names fill only fields the locale lacks, except the ones the key matched.
    private static func applyLanguageAlias(_ locale: inout LocaleID) {
        let language = locale.language.isEmpty ? "und" : locale.language
        var keys: [(key: String, variant: String?, region: Bool)] = []
        for variant in locale.variants { keys.append((language + "_" + variant.lowercased(), variant, false)) }
        if !locale.region.isEmpty { keys.append((language + "_" + locale.region, nil, true)) }
        if !locale.language.isEmpty { keys.append((language, nil, false)) }
        for (key, variant, usesRegion) in keys {
            guard let replacement = aliasReplacement(CLDRData.languages, key) else { continue }
            let target = LocaleID(replacement)
            locale.language = target.language == "und" ? "" : target.language
            if locale.script.isEmpty || usesRegion || variant != nil { if !target.script.isEmpty, locale.script.isEmpty { locale.script = target.script } }
            if usesRegion { locale.region = target.region } else if locale.region.isEmpty { locale.region = target.region }
            if let variant { locale.variants.removeAll { $0 == variant } }
            locale.variants.append(contentsOf: target.variants.filter { !locale.variants.contains($0) })
            locale.variants.sort()
            return
        }
    }
}

/// One generated CLDR table: `key<TAB>value` lines, sorted by key bytes, read in
/// place from the static string the generator wrote (no dictionary is built).
///
/// The only memory a table allocates is one 32-bit offset per line, made on first
/// use; lookups are a binary search over the static bytes.
///
/// Thread safety: immutable after `init`; it points into a string literal, which
/// lives as long as the process and is never written (hence `@unchecked Sendable`).
package struct CLDRTable: @unchecked Sendable {
    /// The first byte of the literal.
    private let base: UnsafePointer<UInt8>
    /// Start of each line; one more entry at the end: the byte count plus one.
    private let lineStarts: [UInt32]

    /// Indexes the lines of a generated literal.
    init(_ text: StaticString) {
        base = text.utf8Start
        let count = text.utf8CodeUnitCount
        var starts: [UInt32] = []
        var start = 0
        while start < count {
            starts.append(UInt32(start))
            var end = start
            while end < count, base[end] != 0x0A { end += 1 }
            start = end + 1
        }
        starts.append(UInt32(count + 1))
        lineStarts = starts
    }

    /// The bytes of the generated literal (static data in the binary).
    package var literalBytes: Int { Int(lineStarts.last ?? 1) - 1 }

    /// The bytes of the line index (the only heap memory a table holds).
    package var indexBytes: Int { lineStarts.capacity * MemoryLayout<UInt32>.stride }

    /// The number of lines.
    var count: Int { lineStarts.count - 1 }

    /// Line `index` without its line feed.
    func line(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(lineStarts[index])
        return UnsafeBufferPointer(start: base + start, count: Int(lineStarts[index + 1]) - 1 - start)
    }

    /// Line `index` as a string.
    func string(at index: Int) -> String { String(decoding: line(index), as: UTF8.self) }

    /// The value of `key`, or `nil` when the table has no such key.
    ///
    /// - Complexity: O(log *n*) comparisons of raw bytes; allocates only the result.
    func value(for key: String) -> String? {
        guard let range = valueRange(for: key) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// The byte offsets of `key`'s value.
    private func valueRange(for key: String) -> Range<Int>? {
        var key = key
        return key.withUTF8 { key -> Range<Int>? in
            let keyBase = key.baseAddress
            let keyCount = key.count
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high) / 2
                let start = Int(lineStarts[middle])
                let end = Int(lineStarts[middle + 1]) - 1
                var tab = start
                while tab < end, base[tab] != 0x09 { tab += 1 }
                // Compare base[start..<tab] with the key.
                var order = 0
                var index = 0
                let lineKeyCount = tab - start
                while index < lineKeyCount, index < keyCount {
                    let a = base[start + index]
                    let b = keyBase![index]
                    if a != b { order = a < b ? -1 : 1; break }
                    index += 1
                }
                if order == 0, lineKeyCount != keyCount { order = lineKeyCount < keyCount ? -1 : 1 }
                if order == 0 { return min(tab + 1, end)..<end }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Whether the table has `key`.
    func contains(_ key: String) -> Bool { valueRange(for: key) != nil }

    /// Every line split at its first tab, in order.
    func entries() -> [(key: String, value: String)] {
        (0..<count).map { index in
            let text = string(at: index)
            guard let tab = text.firstIndex(of: "\t") else { return (text, "") }
            return (String(text[..<tab]), String(text[text.index(after: tab)...]))
        }
    }
}

/// The CLDR data of the portable backend, generated from ICU by
/// `tools/Scripts/generate-cldr-data/run` into `CLDRData+Tables.swift`, indexed on first use.
package enum CLDRData {
    /// The tables, indexed on first use; each is described where it is generated
    /// (`CLDRData+Tables.swift`).
    static let likely = CLDRTable(likelyTrie)
    static let lsrs = CLDRTable(likelyLSRs)
    static let matcherLanguages = CLDRTable(matcherLanguageAliases)
    static let matcherRegions = CLDRTable(matcherRegionAliases)
    static let distance = CLDRTable(distanceTrie)
    static let partitions = CLDRTable(regionPartitions)
    static let paradigmTable = CLDRTable(paradigms)
    static let distanceTable = CLDRTable(distances)
    static let languages = CLDRTable(languageAliases)
    static let scripts = CLDRTable(scriptAliases)
    static let territories = CLDRTable(territoryAliases)
    static let rightToLeft = CLDRTable(rightToLeftScripts)
    static let parserLanguageTable = CLDRTable(parserLanguages)
    static let tagAliasTable = CLDRTable(tagAliases)
    static let pluralLocaleTable = CLDRTable(pluralLocales)
    static let pluralRuleTable = CLDRTable(pluralRules)
    static let digits = CLDRTable(numberingSystemDigits)
    static let parents = CLDRTable(parentLocales)
    static let unitParents = CLDRTable(unitParentLocales)
    static let numbering = CLDRTable(defaultNumberingSystems)
    static let numberingSelectors = CLDRTable(selectedNumberingSystems)
    static let durations = CLDRTable(durationPatterns)
    static let symbols = CLDRTable(numberSymbols)
    static let latinSymbols = CLDRTable(latinNumberSymbols)
    static let systemSymbols = CLDRTable(systemNumberSymbols)

    /// Every table, for the benchmark's memory count.
    package static var allTables: [CLDRTable] {
        [likely, lsrs, matcherLanguages, matcherRegions, distance, partitions, paradigmTable, distanceTable, languages,
         scripts, territories, rightToLeft, parserLanguageTable, tagAliasTable, pluralLocaleTable, pluralRuleTable, digits,
         parents, unitParents, numbering, numberingSelectors, durations, symbols, latinSymbols, systemSymbols]
    }

    /// The codes CLDR's language aliases replace (`iw`, `sh`, `zh_TW`…), for the
    /// parity tool's corpus.
    package static var languageAliasCodes: [String] { languages.entries().map(\.key) }

    /// Every region the likely-subtags data names (`*-*-RR` nodes), for the parity
    /// tool's corpus.
    package static var likelyRegions: [String] {
        likely.entries().compactMap { $0.key.hasPrefix("*-*-") && $0.key.count > 4 ? String($0.key.dropFirst(4)) : nil }
            .filter { $0 != "*" }
    }

    /// The resource-fallback parent of a locale ID (`es_CL` → `es_419` → `es` →
    /// `root`), as ICU's resource bundles inherit; `nil` at root.
    static func parent(of id: String, unitTree: Bool = false) -> String? {
        if id == "root" || id.isEmpty { return nil }
        if unitTree, let parent = unitParents.value(for: id) { return parent }
        if let parent = parents.value(for: id) { return parent }
        guard let underscore = id.lastIndex(of: "_") else { return "root" }
        var truncated = id[..<underscore]
        while truncated.hasSuffix("_") { truncated = truncated.dropLast() }
        if truncated.isEmpty { return "root" }
        // ICU 72's algorithmic parents (`uresbund.cpp`, `getParentLocaleID`,
        // CLDR-15265), for IDs without a variant:
        // - `ks_Aran` does not inherit from `ks` (written in Arab): a script that
        //   is not the language's default falls back to root;
        // - `es_Latn_CL` inherits from `es_CL` when the script is the default one
        //   for the language in that region, else from `es_Latn`;
        // - `mn_CN` inherits from `mn_Mong`, the default script in that region,
        //   and so from root when that is not the language's own default script.
        let locale = Portable.LocaleID(id)
        guard locale.variants.isEmpty, !locale.language.isEmpty else { return String(truncated) }
        if !locale.script.isEmpty, locale.region.isEmpty,
           Portable.defaultScript(language: locale.language, region: "") != locale.script {
            return "root"
        }
        if !locale.script.isEmpty, !locale.region.isEmpty,
           Portable.defaultScript(language: locale.language, region: locale.region) == locale.script {
            return locale.language + "_" + locale.region
        }
        if locale.script.isEmpty, !locale.region.isEmpty {
            let script = Portable.defaultScript(language: locale.language, region: locale.region)
            if script != Portable.defaultScript(language: locale.language, region: "") {
                return locale.language + "_" + script
            }
        }
        return String(truncated)
    }

    /// The first value of `table` along the parent chain of `id` (its base name:
    /// keywords dropped), or root's.
    static func inherited(_ table: CLDRTable, for id: String, unitTree: Bool = false) -> String? {
        var current: String? = Portable.LocaleID(id).baseName
        if current?.isEmpty == true { current = "root" }
        var steps = 0
        while let locale = current, steps < 16 {
            if let value = table.value(for: locale) { return value }
            current = parent(of: locale, unitTree: unitTree)
            steps += 1
        }
        return table.value(for: "root")
    }
}

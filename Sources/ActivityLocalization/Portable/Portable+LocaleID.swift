/// The ICU-style locale identifiers the portable backend reads and writes
/// (`language_Script_REGION_VARIANT@key=value;…`), parsed and printed as ICU 72's
/// `uloc_*` functions do, in Swift and from generated CLDR data.
extension Portable {
    /// A locale ID split into its fields. Letter case is ICU's: language lower,
    /// script title, region and variants upper.
    struct LocaleID: Hashable, Sendable {
        /// Lower case; empty for `und`.
        var language = ""
        /// Title case, or empty.
        var script = ""
        /// Upper case (two letters or three digits), or empty.
        var region = ""
        /// Upper case, sorted.
        var variants: [String] = []
        /// `key=value` pairs after `@`, sorted by key.
        var keywords: [(key: String, value: String)] = []

        /// Equal when their full IDs are.
        static func == (a: LocaleID, b: LocaleID) -> Bool { a.name == b.name }
        /// Hashes the full ID.
        func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// Parses an ICU locale ID (`pt_BR`, `sr_Latn__1996`, `@x=private`). ISO 639-2
        /// codes that have a two-letter form become it (`aar` → `aa`), as
        /// `uloc_getLanguage` does.
        init(_ id: String) {
            let at = id.firstIndex(of: "@")
            let base = at.map { id[..<$0] } ?? id[...]
            if let at {
                keywords = id[id.index(after: at)...].split(separator: ";").compactMap { pair in
                    guard let equals = pair.firstIndex(of: "=") else { return nil }
                    return (String(pair[..<equals]).lowercased(), String(pair[pair.index(after: equals)...]))
                }
                keywords.sort { $0.key < $1.key }
            }
            var fields = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
            if fields.isEmpty { return }
            language = Portable.shortLanguage(fields.removeFirst().lowercased())
            if let first = fields.first, first.count == 4, first.allSatisfy(\.isLetter) {
                script = first.prefix(1).uppercased() + first.dropFirst().lowercased()
                fields.removeFirst()
            }
            if let first = fields.first, (first.count == 2 && first.allSatisfy(\.isLetter))
                || (first.count == 3 && first.allSatisfy(\.isNumber)) || first.isEmpty {
                region = first.uppercased()
                fields.removeFirst()
            }
            variants = fields.filter { !$0.isEmpty }.map { $0.uppercased() }
        }

        /// A locale ID from its fields, already in ICU's letter case.
        init(language: String, script: String = "", region: String = "", variants: [String] = [],
             keywords: [(key: String, value: String)] = []) {
            self.language = language
            self.script = script
            self.region = region
            self.variants = variants
            self.keywords = keywords
        }

        /// The base name: `language_Script_REGION_VARIANT`, with ICU's empty fields
        /// (`de__1996`).
        var baseName: String {
            var name = language
            if !script.isEmpty { name += "_" + script }
            if !region.isEmpty || !variants.isEmpty { name += "_" + region }
            for variant in variants { name += "_" + variant }
            return name
        }

        /// The full ID, keywords included.
        var name: String {
            guard !keywords.isEmpty else { return baseName }
            return baseName + "@" + keywords.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        }

        /// The value of a keyword (`numbers`), or `nil`.
        func keyword(_ key: String) -> String? { keywords.first { $0.key == key }?.value }
    }

    /// `aar` → `aa`, `tgl` → `tl`: ISO 639-2 codes with a two-letter equivalent,
    /// as ICU's locale ID parser shortens them (`uloc_getLanguage`).
    static func shortLanguage(_ language: String) -> String {
        guard language.utf8.count == 3 else { return language }
        return CLDRData.parserLanguageTable.value(for: language) ?? language
    }
}

/// The portable backend: Swift code over CLDR data generated from ICU 72 (see
/// `tools/Scripts/generate-cldr-data`). It calls no ICU function; the parity suite checks
/// it against the ICU backend.
package enum Portable {}

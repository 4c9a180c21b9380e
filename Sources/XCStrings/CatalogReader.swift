import Foundation
import PropertyList

/// The byte-level reader behind ``StringCatalog/init(data:file:)``.
///
/// It reads the catalog schema directly from the UTF-8 bytes — no intermediate JSON
/// tree — with one forward pass: strings without escapes become Swift strings
/// straight from their byte slice; line numbers are counted in the white space
/// between tokens (JSON strings cannot hold a raw line feed), so a location costs a
/// subtraction. Nesting is limited to ``maximumDepth`` so that no input can exhaust
/// the stack; every error carries its line, column and JSON path.
struct CatalogReader {
    typealias Entry = StringCatalog.Entry
    typealias Location = StringCatalog.SourceLocation

    /// Objects and arrays nested deeper than this are refused. Real catalogs nest
    /// at most about ten levels (device → plural inside a substitution).
    static let maximumDepth = 128

    let base: UnsafePointer<UInt8>
    let count: Int
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    // Two 32-bit fields in one word keep the reader at 120 bytes: at 144 the
    // compiler copied it with `memcpy` on entry to `readStringUnit` and its
    // siblings, once per string unit.
    var depth: Int32 = 0
    /// The position of the language being read among its entry's localizations.
    /// Entries list their languages in the same order, so a position stands for a
    /// language without hashing its name.
    var languagePosition: Int32 = 0
    var scratch: [UInt8] = []
    var localizationCapacity = 1
    /// How many plural variants the last plural map read at each language position
    /// had: the size for the next one. A plural map sized for six variants has eight
    /// buckets where English needs two variants and Japanese one; a wrong guess only
    /// costs a resize.
    var pluralCountHints: [Int] = []
    /// Called every few megabytes with the offset below which the input will not be
    /// read again (the start of the next entry).
    var consumed: ((Int) -> Void)?
    /// What was read but is not as Xcode writes it (``CatalogWarning``), in file order.
    var warnings: [CatalogWarning] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.base = bytes.baseAddress ?? UnsafePointer(CatalogReader.emptyInput)
        self.count = bytes.baseAddress == nil ? 0 : bytes.count
        self.file = file
    }

    // MARK: - The catalog

    mutating func readCatalog() throws(CatalogError) -> StringCatalog {
        do throws(CatalogError) {
            return try readCatalogContents()
        } catch {
            // UTF-16 and UTF-32 fail at their first zero byte (or 0xFF of a byte
            // order mark): name the encoding instead of that byte.
            let encoding = TextEncoding.detect(UnsafeBufferPointer(start: base, count: count))
            if case .utf8 = encoding { throw error }
            throw CatalogError(file: file, location: Location(line: 1, column: 1), reason: .notUTF8(encoding: encoding.description))
        }
    }

    private mutating func readCatalogContents() throws(CatalogError) -> StringCatalog {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < count else { throw failure(.emptyFile) }
        guard base[index] == UInt8(ascii: "{") else {
            throw failure(.notAnObject(found: describeValue(at: index)))
        }
        let start = location
        var sourceLanguage: String?
        var version: String?
        var unknown = [String: CatalogValue]()
        var entries: [Entry] = []
        var indexByKey = [String: Int]()
        var hasStrings = false
        // A second `strings` is never compared with the first: the pages of the first
        // may have been released already (``consumed``).
        try readMembers(["sourceLanguage", "strings", "version"], unknown: &unknown, identicalDuplicatesAllowed: 0b101) {
            (r: inout CatalogReader, field: Int) throws(CatalogError) in
            switch field {
            case 0:
                let valueLocation = r.location
                let value = try r.readStringValue()
                // Every lookup and every audit rule keys on it: a value that
                // cannot be a language tag is an error here, not a surprise later.
                guard Self.isPlausibleLanguageTag(value) else {
                    throw CatalogError(file: r.file, location: valueLocation, reason: .invalidSourceLanguage(value))
                }
                sourceLanguage = value
            case 1:
                try r.readStrings(into: &entries, indexByKey: &indexByKey)
                hasStrings = true
            default:
                version = try r.readOptionalStringValue("version")
            }
        }
        let end = index
        skipWhitespace()
        guard index == count else { throw failure(.trailingData) }
        guard let sourceLanguage else { throw CatalogError(file: file, location: start, reason: .missingField("sourceLanguage")) }
        guard hasStrings else { throw CatalogError(file: file, location: start, reason: .missingField("strings")) }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: version, unknownFields: unknown,
                                    endsWithNewline: end < count && base[count - 1] == UInt8(ascii: "\n"),
                                    entries: entries, indexByKey: indexByKey)
        catalog.readWarnings = warnings
        return catalog
    }

    /// Whether a `sourceLanguage` value can be a language tag: 1–64 ASCII letters,
    /// digits, `-` and `_` (`en`, `pt-BR`, `zh-Hant`). Full validation is the
    /// language resolver's; this keeps control characters and empty values out.
    static func isPlausibleLanguageTag(_ value: String) -> Bool {
        (1...64).contains(value.utf8.count) && value.utf8.allSatisfy {
            switch $0 {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
            default: false
            }
        }
    }

    mutating func readStrings(into entries: inout [Entry], indexByKey: inout [String: Int]) throws(CatalogError) {
        try expectObject("an object of entries by key")
        guard try enterObject() else { return }
        // Where the input was last reported read (``consumed``), every 8 MB.
        var reportedConsumed = 0
        repeat {
            let key = try readKey()
            let name = string(of: key)
            let mark = warnings.count
            if let first = indexByKey.updateValue(entries.count, forKey: name) {
                indexByKey[name] = first
                // Valid JSON that a merge can produce: the same entry twice is read once.
                let second: Entry
                do {
                    second = try readEntry(key: name, location: key.location)
                } catch {
                    throw error.within(.key(name, bracketed: true))
                }
                let firstLocation = entries[first].location ?? key.location
                guard CatalogWriter.contentBytes(of: second) == CatalogWriter.contentBytes(of: entries[first]) else {
                    throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: firstLocation))
                        .within(.key(name, bracketed: true))
                }
                warnings.removeSubrange(mark...)
                warnIdenticalDuplicate(name, at: key.location, first: firstLocation, bracketed: true)
            } else {
                do {
                    entries.append(try readEntry(key: name, location: key.location))
                } catch {
                    throw error.within(.key(name, bracketed: true))
                }
                if warnings.count != mark { prefixWarnings(from: mark, .key(name, bracketed: true)) }
            }
            if index - reportedConsumed >= 1 << 23, let consumed {
                consumed(index)
                reportedConsumed = index
            }
        } while try nextMember()
    }

    mutating func readEntry(key name: String, location: Location) throws(CatalogError) -> Entry {
        try expectObject("an object (the entry)")
        var entry = Entry(key: name)
        entry.location = location
        var unknown = [String: CatalogValue]()
        try readMembers(["localizations", "comment", "extractionState", "isCommentAutoGenerated", "shouldTranslate"],
                        unknown: &unknown) { (r: inout CatalogReader, field: Int) throws(CatalogError) in
            switch field {
            case 0: try r.readLocalizations(into: &entry)
            case 1: entry.comment = try r.readOptionalStringValue("comment")
            case 2: entry.extractionState = try r.readOptionalStringValue("extractionState").map(StringCatalog.ExtractionState.init(rawValue:))
            case 3: entry.isCommentAutoGenerated = try r.readOptionalBoolValue("isCommentAutoGenerated")
            default: entry.shouldTranslate = try r.readOptionalBoolValue("shouldTranslate")
            }
        }
        entry.unknownFields = unknown
        return entry
    }

    mutating func readLocalizations(into entry: inout Entry) throws(CatalogError) {
        try expectObject("an object of localizations by language")
        guard try enterObject() else {
            entry.hasEmptyLocalizationsObject = true
            return
        }
        var localizations = [String: StringCatalog.Localization](minimumCapacity: localizationCapacity)
        languagePosition = 0
        repeat {
            defer { languagePosition &+= 1 }
            let key = try readKey()
            let language = string(of: key)
            let mark = warnings.count
            let localization: StringCatalog.Localization
            do {
                localization = try readLocalization(location: key.location)
            } catch {
                throw error.within(.key(language, bracketed: false))
            }
            // `localization` is not used after this, so it moves into the
            // dictionary instead of being copied (a duplicate reads it back).
            if let first = localizations.updateValue(consume localization, forKey: language) {
                let second = localizations.updateValue(first, forKey: language)!
                let firstLocation = first.location ?? key.location
                guard CatalogWriter.contentBytes(of: second) == CatalogWriter.contentBytes(of: first) else {
                    throw CatalogError(file: file, location: key.location, reason: .duplicateKey(language, first: firstLocation))
                        .within(.key(language, bracketed: false))
                }
                warnings.removeSubrange(mark...)
                warnIdenticalDuplicate(language, at: key.location, first: firstLocation, bracketed: false)
            } else if warnings.count != mark {
                prefixWarnings(from: mark, .key(language, bracketed: false))
            }
        } while try nextMember()
        localizationCapacity = localizations.count
        entry.localizations = consume localizations
    }

    mutating func readLocalization(location: Location) throws(CatalogError) -> StringCatalog.Localization {
        try expectObject("an object (the localization)")
        var stringUnit: StringCatalog.StringUnit?
        var stringSet: StringCatalog.StringSet?
        var variations: StringCatalog.Variations?
        var substitutions: [String: StringCatalog.Substitution]?
        var unknown = [String: CatalogValue]()
        try readMembers(["stringUnit", "variations", "substitutions", "stringSet"], unknown: &unknown) {
            (r: inout CatalogReader, field: Int) throws(CatalogError) in
            switch field {
            case 0: stringUnit = try r.readStringUnit()
            case 1: variations = try r.readVariations()
            case 2: substitutions = try r.readSubstitutions()
            default: stringSet = try r.readStringSet()
            }
        }
        return StringCatalog.Localization(stringUnit: stringUnit, stringSet: stringSet, variations: variations,
                                          substitutions: substitutions, unknownFields: unknown, location: location)
    }

    mutating func readStringUnit() throws(CatalogError) -> StringCatalog.StringUnit {
        try expectObject("an object with `state` and `value`")
        let start = location
        var state: StringCatalog.StateSpelling?
        var value: String?
        var unknown = [String: CatalogValue]()
        try readMembers(["state", "value"], unknown: &unknown) { (r: inout CatalogReader, field: Int) throws(CatalogError) in
            if field == 0 { state = try r.readStateValue() } else { value = try r.readStringValue() }
        }
        guard let state else { throw CatalogError(file: file, location: start, reason: .missingField("state")) }
        guard let value else { throw CatalogError(file: file, location: start, reason: .missingField("value")) }
        return StringCatalog.StringUnit(state: state, value: value, unknownFields: unknown)
    }

    /// A string unit's `state`: one of the known spellings, matched in the bytes
    /// without making a string, or else the string.
    mutating func readStateValue() throws(CatalogError) -> StringCatalog.StateSpelling {
        guard index < count else { throw failure(.unexpectedEnd(expected: "a string")) }
        guard base[index] == UInt8(ascii: "\"") else {
            throw failure(.wrongType(expected: "a string", found: describeValue(at: index)))
        }
        let (start, end, flags) = try scanString()
        if flags == 0 {
            let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
            for known in StringCatalog.KnownTranslationState.allCases {
                let name = known.spelling
                if bytes.count == name.utf8CodeUnitCount, memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0 {
                    return .known(known)
                }
            }
            return .other(String(decoding: bytes, as: UTF8.self))
        }
        // Escaped (`transl\u0061ted`) or not ASCII: make the string, then match it.
        let text = flags & Self.hasEscape != 0 ? try decodeEscapes(start, end) : try validatedString(start, end)
        return StringCatalog.KnownTranslationState(.init(rawValue: text)).map { .known($0) } ?? .other(text)
    }

    mutating func readStringSet() throws(CatalogError) -> StringCatalog.StringSet {
        try expectObject("an object with `state` and `values`")
        let start = location
        var state: String?
        var values: [String]?
        var unknown = [String: CatalogValue]()
        try readMembers(["state", "values"], unknown: &unknown) { (r: inout CatalogReader, field: Int) throws(CatalogError) in
            if field == 0 { state = try r.readStringValue() } else { values = try r.readStringArray() }
        }
        guard let state else { throw CatalogError(file: file, location: start, reason: .missingField("state")) }
        guard let values else { throw CatalogError(file: file, location: start, reason: .missingField("values")) }
        var set = StringCatalog.StringSet(state: .init(rawValue: state), values: values)
        set.unknownFields = unknown
        return set
    }

    mutating func readStringArray() throws(CatalogError) -> [String] {
        guard index < count else { throw failure(.unexpectedEnd(expected: "an array of strings")) }
        guard base[index] == UInt8(ascii: "[") else {
            throw failure(.wrongType(expected: "an array of strings", found: describeValue(at: index)))
        }
        var values: [String] = []
        guard try enterArray() else { return values }
        repeat {
            do {
                values.append(try readStringValue())
            } catch {
                throw error.within(.index(values.count))
            }
        } while try nextElement()
        return values
    }

    mutating func readVariations() throws(CatalogError) -> StringCatalog.Variations {
        try expectObject("an object of variations (`plural` or `device`)")
        var variations = StringCatalog.Variations()
        var unknown = [String: CatalogValue]()
        try readMembers(["plural", "device"], unknown: &unknown) { (r: inout CatalogReader, field: Int) throws(CatalogError) in
            if field == 0 { variations.plural = try r.readPluralMap() } else { variations.device = try r.readDeviceMap() }
        }
        variations.unknownFields = unknown
        return variations
    }

    mutating func readPluralMap() throws(CatalogError) -> [String: StringCatalog.Variation] {
        // A hint is only a size: positions past 65 535 share hints instead of
        // growing the list (or, past Int32.max, going negative).
        let position = Int(UInt16(truncatingIfNeeded: languagePosition))
        if position >= pluralCountHints.count {
            pluralCountHints.append(contentsOf: repeatElement(6, count: position + 1 - pluralCountHints.count))
        }
        let map = try readVariationMap(expectedCount: pluralCountHints[position])
        pluralCountHints[position] = max(map.count, 1)
        return map
    }

    /// A device map: most have two or three devices (four buckets).
    mutating func readDeviceMap() throws(CatalogError) -> [String: StringCatalog.Variation] {
        try readVariationMap(expectedCount: 3)
    }

    private mutating func readVariationMap(expectedCount: Int) throws(CatalogError) -> [String: StringCatalog.Variation] {
        try readNamedObjects("an object of variants by plural category or device", expectedCount: expectedCount) {
            (r: inout CatalogReader) throws(CatalogError) in try r.readVariation()
        }
    }

    mutating func readVariation() throws(CatalogError) -> StringCatalog.Variation {
        try expectObject("an object (the variant)")
        var stringUnit: StringCatalog.StringUnit?
        var variations: StringCatalog.Variations?
        var unknown = [String: CatalogValue]()
        try readMembers(["stringUnit", "variations"], unknown: &unknown) { (r: inout CatalogReader, field: Int) throws(CatalogError) in
            if field == 0 { stringUnit = try r.readStringUnit() } else { variations = try r.readVariations() }
        }
        return StringCatalog.Variation(stringUnit: stringUnit, variations: variations, unknownFields: unknown)
    }

    mutating func readSubstitutions() throws(CatalogError) -> [String: StringCatalog.Substitution] {
        try readNamedObjects("an object of substitutions by name", expectedCount: 1) {
            (r: inout CatalogReader) throws(CatalogError) in try r.readSubstitution()
        }
    }

    /// Reads an object whose members are named objects (variants by category or
    /// device, substitutions by name), each remembering where its name was written.
    /// A name given twice is a duplicate-key error at the second, naming the first.
    @inline(__always)
    mutating func readNamedObjects<Value: LocatedValue>(
        _ expected: String, expectedCount: Int,
        _ readValue: (inout CatalogReader) throws(CatalogError) -> Value
    ) throws(CatalogError) -> [String: Value] {
        try expectObject(expected)
        guard try enterObject() else { return [:] }
        // Sized at once: `reserveCapacity` here is the unspecialized generic one,
        // with a metadata lookup per call.
        var map = [String: Value](minimumCapacity: expectedCount)
        repeat {
            let key = try readKey()
            let name = string(of: key)
            let mark = warnings.count
            var value: Value
            do {
                value = try readValue(&self)
            } catch {
                throw error.within(.key(name, bracketed: false))
            }
            value.location = key.location
            // Moved, not copied, into the map (a duplicate reads it back).
            if let first = map.updateValue(consume value, forKey: name) {
                let second = map.updateValue(first, forKey: name)!
                let firstLocation = first.location ?? key.location
                guard second.contentBytes() == first.contentBytes() else {
                    throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: firstLocation))
                        .within(.key(name, bracketed: false))
                }
                warnings.removeSubrange(mark...)
                warnIdenticalDuplicate(name, at: key.location, first: firstLocation, bracketed: false)
            } else if warnings.count != mark {
                prefixWarnings(from: mark, .key(name, bracketed: false))
            }
        } while try nextMember()
        return map
    }

    mutating func readSubstitution() throws(CatalogError) -> StringCatalog.Substitution {
        try expectObject("an object (the substitution)")
        var substitution = StringCatalog.Substitution()
        var unknown = [String: CatalogValue]()
        try readMembers(["argNum", "formatSpecifier", "variations"], unknown: &unknown) {
            (r: inout CatalogReader, field: Int) throws(CatalogError) in
            switch field {
            case 0: substitution.argNum = try r.readOptionalIntegerValue("argNum")
            case 1: substitution.formatSpecifier = try r.readOptionalStringValue("formatSpecifier")
            default: substitution.variations = try r.readVariations()
            }
        }
        substitution.unknownFields = unknown
        return substitution
    }
}

/// A value that remembers where its name was written in the file.
protocol LocatedValue {
    var location: StringCatalog.SourceLocation? { get set }
    /// The value as the writer writes it, to tell an identical duplicate from a
    /// conflicting one whatever its layout and location.
    func contentBytes() -> [UInt8]
}

extension StringCatalog.Variation: LocatedValue {
    func contentBytes() -> [UInt8] { CatalogWriter.contentBytes(of: self) }
}

extension StringCatalog.Substitution: LocatedValue {
    func contentBytes() -> [UInt8] { CatalogWriter.contentBytes(of: self) }
}

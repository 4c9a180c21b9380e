import Foundation

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

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var scratch: [UInt8] = []
    private var localizationCapacity = 1
    /// Called every few megabytes with the offset below which the input will not be
    /// read again (the start of the next entry).
    var consumed: ((Int) -> Void)?
    private var reportedConsumed = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.base = bytes.baseAddress ?? UnsafePointer(CatalogReader.emptyInput)
        self.count = bytes.baseAddress == nil ? 0 : bytes.count
        self.file = file
    }

    // MARK: - The catalog

    mutating func readCatalog() throws(CatalogError) -> StringCatalog {
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
        var unknown: [String: CatalogValue] = [:]
        var unknownLocations: [String: Location] = [:]
        var entries: [Entry] = []
        var indexByKey: [String: Int] = [:]
        var seen = SeenFields()
        if try enterObject() {
            repeat {
                let key = try readKey()
                if matches(key, "sourceLanguage") {
                    try checkFirst(&seen, 0, key)
                    sourceLanguage = try within("sourceLanguage") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
                } else if matches(key, "strings") {
                    try checkFirst(&seen, 1, key)
                    do {
                        try readStrings(into: &entries, indexByKey: &indexByKey)
                    } catch {
                        throw error.within(.key("strings", bracketed: false))
                    }
                } else if matches(key, "version") {
                    try checkFirst(&seen, 2, key)
                    version = try within("version") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
                } else {
                    try readUnknown(key, into: &unknown, locations: &unknownLocations)
                }
            } while try nextMember()
        }
        let end = index
        skipWhitespace()
        guard index == count else { throw failure(.trailingData) }
        guard let sourceLanguage else { throw CatalogError(file: file, location: start, reason: .missingField("sourceLanguage")) }
        guard seen.contains(1) else { throw CatalogError(file: file, location: start, reason: .missingField("strings")) }
        return StringCatalog(sourceLanguage: sourceLanguage, version: version, unknownFields: unknown,
                             endsWithNewline: end < count && base[count - 1] == UInt8(ascii: "\n"),
                             entries: entries, indexByKey: indexByKey)
    }

    private mutating func readStrings(into entries: inout [Entry], indexByKey: inout [String: Int]) throws(CatalogError) {
        try expectObject("an object of entries by key")
        guard try enterObject() else { return }
        repeat {
            let key = try readKey()
            let name = string(of: key)
            if let first = indexByKey.updateValue(entries.count, forKey: name) {
                indexByKey[name] = first
                throw CatalogError(file: file, location: key.location,
                                   reason: .duplicateKey(name, first: entries[first].location ?? key.location))
                    .within(.key(name, bracketed: true))
            }
            do {
                entries.append(try readEntry(key: name, location: key.location))
            } catch {
                throw error.within(.key(name, bracketed: true))
            }
            if index - reportedConsumed >= 1 << 23, let consumed {
                consumed(index)
                reportedConsumed = index
            }
        } while try nextMember()
    }

    private mutating func readEntry(key name: String, location: Location) throws(CatalogError) -> Entry {
        try expectObject("an object (the entry)")
        var entry = Entry(key: name)
        entry.location = location
        guard try enterObject() else { return entry }
        var seen = SeenFields()
        var unknownLocations: [String: Location] = [:]
        repeat {
            let key = try readKey()
            if matches(key, "localizations") {
                try checkFirst(&seen, 0, key)
                do {
                    try readLocalizations(into: &entry)
                } catch {
                    throw error.within(.key("localizations", bracketed: false))
                }
            } else if matches(key, "comment") {
                try checkFirst(&seen, 1, key)
                entry.comment = try within("comment") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
            } else if matches(key, "extractionState") {
                try checkFirst(&seen, 2, key)
                entry.extractionState = .init(rawValue: try within("extractionState") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() })
            } else if matches(key, "isCommentAutoGenerated") {
                try checkFirst(&seen, 3, key)
                entry.isCommentAutoGenerated = try within("isCommentAutoGenerated") { (r: inout CatalogReader) throws(CatalogError) in try r.readBoolValue() }
            } else if matches(key, "shouldTranslate") {
                try checkFirst(&seen, 4, key)
                entry.shouldTranslate = try within("shouldTranslate") { (r: inout CatalogReader) throws(CatalogError) in try r.readBoolValue() }
            } else {
                try readUnknown(key, into: &entry.unknownFields, locations: &unknownLocations)
            }
        } while try nextMember()
        return entry
    }

    private mutating func readLocalizations(into entry: inout Entry) throws(CatalogError) {
        try expectObject("an object of localizations by language")
        guard try enterObject() else {
            entry.hasEmptyLocalizationsObject = true
            return
        }
        var localizations = [String: StringCatalog.Localization](minimumCapacity: localizationCapacity)
        repeat {
            let key = try readKey()
            let language = string(of: key)
            let localization: StringCatalog.Localization
            do {
                localization = try readLocalization(location: key.location)
            } catch {
                throw error.within(.key(language, bracketed: false))
            }
            if let first = localizations.updateValue(localization, forKey: language) {
                throw CatalogError(file: file, location: key.location,
                                   reason: .duplicateKey(language, first: first.location ?? key.location))
                    .within(.key(language, bracketed: false))
            }
        } while try nextMember()
        localizationCapacity = localizations.count
        entry.localizations = localizations
    }

    private mutating func readLocalization(location: Location) throws(CatalogError) -> StringCatalog.Localization {
        try expectObject("an object (the localization)")
        var stringUnit: StringCatalog.StringUnit?
        var stringSet: StringCatalog.StringSet?
        var variations: StringCatalog.Variations?
        var substitutions: [String: StringCatalog.Substitution]?
        var unknown: [String: CatalogValue] = [:]
        if try enterObject() {
            var seen = SeenFields()
            var unknownLocations: [String: Location] = [:]
            repeat {
                let key = try readKey()
                if matches(key, "stringUnit") {
                    try checkFirst(&seen, 0, key)
                    stringUnit = try within("stringUnit") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringUnit() }
                } else if matches(key, "variations") {
                    try checkFirst(&seen, 1, key)
                    variations = try within("variations") { (r: inout CatalogReader) throws(CatalogError) in try r.readVariations() }
                } else if matches(key, "substitutions") {
                    try checkFirst(&seen, 2, key)
                    substitutions = try within("substitutions") { (r: inout CatalogReader) throws(CatalogError) in try r.readSubstitutions() }
                } else if matches(key, "stringSet") {
                    try checkFirst(&seen, 3, key)
                    stringSet = try within("stringSet") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringSet() }
                } else {
                    try readUnknown(key, into: &unknown, locations: &unknownLocations)
                }
            } while try nextMember()
        }
        return StringCatalog.Localization(stringUnit: stringUnit, stringSet: stringSet, variations: variations,
                                          substitutions: substitutions, unknownFields: unknown, location: location)
    }

    private mutating func readStringUnit() throws(CatalogError) -> StringCatalog.StringUnit {
        try expectObject("an object with `state` and `value`")
        let start = location
        var state: String?
        var value: String?
        var unknown: [String: CatalogValue] = [:]
        var unknownLocations: [String: Location] = [:]
        var seen = SeenFields()
        if try enterObject() {
            repeat {
                let key = try readKey()
                if matches(key, "state") {
                    try checkFirst(&seen, 0, key)
                    state = try within("state") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
                } else if matches(key, "value") {
                    try checkFirst(&seen, 1, key)
                    value = try within("value") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
                } else {
                    try readUnknown(key, into: &unknown, locations: &unknownLocations)
                }
            } while try nextMember()
        }
        guard let state else { throw CatalogError(file: file, location: start, reason: .missingField("state")) }
        guard let value else { throw CatalogError(file: file, location: start, reason: .missingField("value")) }
        var unit = StringCatalog.StringUnit(state: .init(rawValue: state), value: value)
        unit.unknownFields = unknown
        return unit
    }

    private mutating func readStringSet() throws(CatalogError) -> StringCatalog.StringSet {
        try expectObject("an object with `state` and `values`")
        let start = location
        var state: String?
        var values: [String]?
        var unknown: [String: CatalogValue] = [:]
        var unknownLocations: [String: Location] = [:]
        var seen = SeenFields()
        if try enterObject() {
            repeat {
                let key = try readKey()
                if matches(key, "state") {
                    try checkFirst(&seen, 0, key)
                    state = try within("state") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
                } else if matches(key, "values") {
                    try checkFirst(&seen, 1, key)
                    values = try within("values") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringArray() }
                } else {
                    try readUnknown(key, into: &unknown, locations: &unknownLocations)
                }
            } while try nextMember()
        }
        guard let state else { throw CatalogError(file: file, location: start, reason: .missingField("state")) }
        guard let values else { throw CatalogError(file: file, location: start, reason: .missingField("values")) }
        var set = StringCatalog.StringSet(state: .init(rawValue: state), values: values)
        set.unknownFields = unknown
        return set
    }

    private mutating func readStringArray() throws(CatalogError) -> [String] {
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

    private mutating func readVariations() throws(CatalogError) -> StringCatalog.Variations {
        try expectObject("an object of variations (`plural` or `device`)")
        var variations = StringCatalog.Variations()
        guard try enterObject() else { return variations }
        var seen = SeenFields()
        var unknownLocations: [String: Location] = [:]
        repeat {
            let key = try readKey()
            if matches(key, "plural") {
                try checkFirst(&seen, 0, key)
                variations.plural = try within("plural") { (r: inout CatalogReader) throws(CatalogError) in try r.readVariationMap() }
            } else if matches(key, "device") {
                try checkFirst(&seen, 1, key)
                variations.device = try within("device") { (r: inout CatalogReader) throws(CatalogError) in try r.readVariationMap() }
            } else {
                try readUnknown(key, into: &variations.unknownFields, locations: &unknownLocations)
            }
        } while try nextMember()
        return variations
    }

    private mutating func readVariationMap() throws(CatalogError) -> [String: StringCatalog.Variation] {
        try expectObject("an object of variants by plural category or device")
        var map: [String: StringCatalog.Variation] = [:]
        guard try enterObject() else { return map }
        map.reserveCapacity(6)
        repeat {
            let key = try readKey()
            let name = string(of: key)
            var variation: StringCatalog.Variation
            do {
                variation = try readVariation()
            } catch {
                throw error.within(.key(name, bracketed: false))
            }
            variation.location = key.location
            if let first = map.updateValue(variation, forKey: name) {
                throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first.location ?? key.location))
                    .within(.key(name, bracketed: false))
            }
        } while try nextMember()
        return map
    }

    private mutating func readVariation() throws(CatalogError) -> StringCatalog.Variation {
        try expectObject("an object (the variant)")
        var variation = StringCatalog.Variation()
        guard try enterObject() else { return variation }
        var seen = SeenFields()
        var unknownLocations: [String: Location] = [:]
        repeat {
            let key = try readKey()
            if matches(key, "stringUnit") {
                try checkFirst(&seen, 0, key)
                variation.stringUnit = try within("stringUnit") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringUnit() }
            } else if matches(key, "variations") {
                try checkFirst(&seen, 1, key)
                variation.variations = try within("variations") { (r: inout CatalogReader) throws(CatalogError) in try r.readVariations() }
            } else {
                try readUnknown(key, into: &variation.unknownFields, locations: &unknownLocations)
            }
        } while try nextMember()
        return variation
    }

    private mutating func readSubstitutions() throws(CatalogError) -> [String: StringCatalog.Substitution] {
        try expectObject("an object of substitutions by name")
        var map: [String: StringCatalog.Substitution] = [:]
        guard try enterObject() else { return map }
        repeat {
            let key = try readKey()
            let name = string(of: key)
            var substitution: StringCatalog.Substitution
            do {
                substitution = try readSubstitution()
            } catch {
                throw error.within(.key(name, bracketed: false))
            }
            substitution.location = key.location
            if let first = map.updateValue(substitution, forKey: name) {
                throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first.location ?? key.location))
                    .within(.key(name, bracketed: false))
            }
        } while try nextMember()
        return map
    }

    private mutating func readSubstitution() throws(CatalogError) -> StringCatalog.Substitution {
        try expectObject("an object (the substitution)")
        var substitution = StringCatalog.Substitution()
        guard try enterObject() else { return substitution }
        var seen = SeenFields()
        var unknownLocations: [String: Location] = [:]
        repeat {
            let key = try readKey()
            if matches(key, "argNum") {
                try checkFirst(&seen, 0, key)
                substitution.argNum = try within("argNum") { (r: inout CatalogReader) throws(CatalogError) in try r.readIntegerValue() }
            } else if matches(key, "formatSpecifier") {
                try checkFirst(&seen, 1, key)
                substitution.formatSpecifier = try within("formatSpecifier") { (r: inout CatalogReader) throws(CatalogError) in try r.readStringValue() }
            } else if matches(key, "variations") {
                try checkFirst(&seen, 2, key)
                substitution.variations = try within("variations") { (r: inout CatalogReader) throws(CatalogError) in try r.readVariations() }
            } else {
                try readUnknown(key, into: &substitution.unknownFields, locations: &unknownLocations)
            }
        } while try nextMember()
        return substitution
    }

    // MARK: - Unknown fields

    private mutating func readUnknown(_ key: Key, into fields: inout [String: CatalogValue],
                                      locations: inout [String: Location]) throws(CatalogError) {
        let name = string(of: key)
        if let first = locations.updateValue(key.location, forKey: name) {
            throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first))
                .within(.key(name, bracketed: false))
        }
        do {
            fields[name] = try readValue()
        } catch {
            throw error.within(.key(name, bracketed: false))
        }
    }

    /// Any JSON value, for fields this library does not know.
    private mutating func readValue() throws(CatalogError) -> CatalogValue {
        guard index < count else { throw failure(.unexpectedEnd(expected: "a value")) }
        switch base[index] {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "{"):
            var object: [String: CatalogValue] = [:]
            var locations: [String: Location] = [:]
            guard try enterObject() else { return .object(object) }
            repeat {
                let key = try readKey()
                try readUnknown(key, into: &object, locations: &locations)
            } while try nextMember()
            return .object(object)
        case UInt8(ascii: "["):
            var array: [CatalogValue] = []
            guard try enterArray() else { return .array(array) }
            repeat {
                do {
                    array.append(try readValue())
                } catch {
                    throw error.within(.index(array.count))
                }
            } while try nextElement()
            return .array(array)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try readBoolValue())
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = try scanNumber()
            return .number(String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self))
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "a value"))
        }
    }

    // MARK: - Scalars

    private mutating func readStringValue() throws(CatalogError) -> String {
        guard index < count else { throw failure(.unexpectedEnd(expected: "a string")) }
        guard base[index] == UInt8(ascii: "\"") else {
            throw failure(.wrongType(expected: "a string", found: describeValue(at: index)))
        }
        return try readString()
    }

    private mutating func readBoolValue() throws(CatalogError) -> Bool {
        guard index < count else { throw failure(.unexpectedEnd(expected: "true or false")) }
        switch base[index] {
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return false
        default:
            throw failure(.wrongType(expected: "a boolean (true or false)", found: describeValue(at: index)))
        }
    }

    private mutating func readIntegerValue() throws(CatalogError) -> Int {
        guard index < count else { throw failure(.unexpectedEnd(expected: "an integer")) }
        let start = location
        let byte = base[index]
        guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw failure(.wrongType(expected: "an integer", found: describeValue(at: index)))
        }
        let range = try scanNumber()
        let text = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        guard let value = Int(text) else {
            throw CatalogError(file: file, location: start, reason: .wrongType(expected: "an integer", found: "the number \(text)"))
        }
        return value
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(CatalogError) {
        let length = literal.utf8CodeUnitCount
        for offset in 0..<length {
            guard index + offset < count else {
                index += offset
                throw failure(.unexpectedEnd(expected: "`\(literal)`"))
            }
            let byte = base[index + offset]
            guard byte == literal.utf8Start[offset] else {
                index += offset
                throw failure(.unexpectedCharacter(found: describe(byte), expected: "`\(literal)`"))
            }
        }
        index += length
    }

    /// Validates a JSON number and returns its byte range.
    private mutating func scanNumber() throws(CatalogError) -> Range<Int> {
        let start = index
        func digit(_ at: Int) -> Bool {
            at < count && base[at] >= UInt8(ascii: "0") && base[at] <= UInt8(ascii: "9")
        }
        if base[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { throw failure(.invalidNumber) }
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if digit(index) {
                index = start
                throw failure(.invalidNumber)
            }
        } else {
            while digit(index) { index += 1 }
        }
        if index < count, base[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { throw failure(.invalidNumber) }
            while digit(index) { index += 1 }
        }
        if index < count, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { throw failure(.invalidNumber) }
            while digit(index) { index += 1 }
        }
        return start..<index
    }

    // MARK: - Strings

    /// Reads the string at `index` (which is `"`).
    private mutating func readString() throws(CatalogError) -> String {
        let (start, end, flags) = try scanString()
        if flags & Self.hasEscape != 0 { return try decodeEscapes(start, end) }
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        if flags & Self.hasNonASCII == 0 { return String(decoding: bytes, as: UTF8.self) }
        // The standard library's validation is vectorised; find the exact byte only on failure.
        if let string = String(validating: bytes, as: UTF8.self) { return string }
        throw invalidUTF8(in: start, end)
    }

    /// A valid address for empty input (never read: `count` is 0).
    nonisolated(unsafe) private static let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

    static let hasEscape: UInt8 = 1
    static let hasNonASCII: UInt8 = 2

    /// Finds the end of the string at `index`, checking escape letters and control
    /// characters, and moves past its closing quote. Returns the contents' byte
    /// range and whether it has escapes or non-ASCII bytes (validated by the caller).
    ///
    /// Eight bytes at a time: a word with no `"`, `\` or control character is
    /// skipped whole; otherwise the lowest flagged byte is the first such character
    /// (the bit tricks below flag no false positive below the first true one).
    private mutating func scanString() throws(CatalogError) -> (start: Int, end: Int, flags: UInt8) {
        let base = self.base
        let count = self.count
        let start = index &+ 1
        var at = start
        var flags: UInt8 = 0
        var highBits: UInt64 = 0
        while true {
            if at &+ 8 <= count {
                let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
                let special = Self.specialBytes(word)
                if special == 0 {
                    highBits |= word
                    at &+= 8
                    continue
                }
                let offset = special.trailingZeroBitCount &>> 3
                highBits |= word & ((1 &<< UInt64(offset &* 8)) &- 1)
                at &+= offset
            } else {
                guard at < count else {
                    index = count
                    throw failure(.unexpectedEnd(expected: "the closing '\"' of a string"))
                }
                let byte = base[at]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    highBits |= UInt64(byte)
                    at &+= 1
                    continue
                }
            }
            let byte = base[at]
            if byte == UInt8(ascii: "\"") {
                index = at &+ 1
                if highBits & 0x8080_8080_8080_8080 != 0 { flags |= Self.hasNonASCII }
                return (start, at, flags)
            }
            if byte == UInt8(ascii: "\\") {
                flags |= Self.hasEscape
                guard at &+ 1 < count else {
                    index = count
                    throw failure(.unexpectedEnd(expected: "the closing '\"' of a string"))
                }
                switch base[at &+ 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
                    at &+= 2
                    continue
                default:
                    index = at
                    throw failure(.invalidEscape("\\" + describeRaw(at &+ 1)))
                }
            }
            index = at
            throw failure(.controlCharacterInString(byte))
        }
    }

    /// High bit set in each byte of `word` that is `"`, `\` or below U+0020; exact
    /// for the lowest such byte.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ 0x2222_2222_2222_2222
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- 0x2020_2020_2020_2020) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    /// The error for the first ill-formed UTF-8 sequence in `start..<end`.
    private mutating func invalidUTF8(in start: Int, _ end: Int) -> CatalogError {
        var at = start
        while at < end {
            if base[at] < 0x80 {
                at += 1
                continue
            }
            do throws(CatalogError) {
                at = try validateUTF8(at)
            } catch {
                return error
            }
        }
        index = start
        return failure(.invalidUTF8)
    }

    /// Checks one UTF-8 sequence at `at`; returns the index after it.
    private mutating func validateUTF8(_ at: Int) throws(CatalogError) -> Int {
        let lead = base[at]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default:
            index = at
            throw failure(.invalidUTF8)
        }
        guard at + length <= count else {
            index = at
            throw failure(.invalidUTF8)
        }
        let second = base[at + 1]
        var valid = second >= low && second <= high
        if length > 2 { valid = valid && base[at + 2] & 0xC0 == 0x80 }
        if length > 3 { valid = valid && base[at + 3] & 0xC0 == 0x80 }
        guard valid else {
            index = at
            throw failure(.invalidUTF8)
        }
        return at + length
    }

    /// Decodes a string with escapes (already scanned, so the escape letters are
    /// known); validates its UTF-8 on the way.
    private mutating func decodeEscapes(_ start: Int, _ end: Int) throws(CatalogError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var at = start
        while at < end {
            let byte = base[at]
            if byte >= 0x80 {
                let next = try validateUTF8(at)
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + at, count: next - at))
                at = next
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                at += 1
                continue
            }
            let letter = base[at + 1]
            switch letter {
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(at + 2, end) else {
                    index = at
                    throw failure(.invalidEscape("\\u" + describeRaw(at + 2, length: min(4, end - at - 2))))
                }
                var scalar = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard at + 11 < end + 1, base[at + 6] == UInt8(ascii: "\\"), base[at + 7] == UInt8(ascii: "u"),
                          let second = hex4(at + 8, end), (0xDC00...0xDFFF).contains(second) else {
                        index = at
                        throw failure(.loneSurrogate("\\u" + describeRaw(at + 2, length: 4)))
                    }
                    scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    at += 6
                } else if (0xDC00...0xDFFF).contains(unit) {
                    index = at
                    throw failure(.loneSurrogate("\\u" + describeRaw(at + 2, length: 4)))
                }
                appendUTF8(Unicode.Scalar(scalar)!)
                at += 6
                continue
            default:
                scratch.append(letter)
            }
            at += 2
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private func hex4(_ at: Int, _ end: Int) -> UInt16? {
        guard at + 4 <= end else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = base[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        for unit in UTF8.encode(scalar)! { scratch.append(unit) }
    }

    // MARK: - Structure

    /// A key read from an object, before it is needed as a `String`.
    struct Key {
        var start: Int
        var length: Int
        var decoded: String?
        var location: Location
    }

    private mutating func readKey() throws(CatalogError) -> Key {
        let keyLocation = location
        let (start, end, flags) = try scanString()
        var decoded: String?
        if flags & Self.hasEscape != 0 {
            decoded = try decodeEscapes(start, end)
        } else if flags & Self.hasNonASCII != 0 {
            guard String(validating: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self) != nil else {
                throw invalidUTF8(in: start, end)
            }
        }
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "':' after a key")) }
        guard base[index] == UInt8(ascii: ":") else {
            throw failure(.unexpectedCharacter(found: describe(base[index]), expected: "':' after a key"))
        }
        index += 1
        skipWhitespace()
        return Key(start: start, length: end - start, decoded: decoded, location: keyLocation)
    }

    @inline(__always)
    private func matches(_ key: Key, _ name: StaticString) -> Bool {
        if let decoded = key.decoded {
            return decoded.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        return key.length == name.utf8CodeUnitCount && memcmp(base + key.start, name.utf8Start, key.length) == 0
    }

    private func string(of key: Key) -> String {
        key.decoded ?? String(decoding: UnsafeBufferPointer(start: base + key.start, count: key.length), as: UTF8.self)
    }

    private func checkFirst(_ seen: inout SeenFields, _ field: Int, _ key: Key) throws(CatalogError) {
        if let first = seen.firstLocation(field, key.location) {
            let name = string(of: key)
            throw CatalogError(file: file, location: key.location, reason: .duplicateKey(name, first: first))
                .within(.key(name, bracketed: false))
        }
    }

    /// Runs `body` and adds `name` to the path of any error it throws.
    @inline(__always)
    private mutating func within<T>(_ name: String, _ body: (inout CatalogReader) throws(CatalogError) -> T) throws(CatalogError) -> T {
        do {
            return try body(&self)
        } catch {
            throw error.within(.key(name, bracketed: false))
        }
    }

    private func expectObject(_ expected: String) throws(CatalogError) {
        guard index < count else { throw failure(.unexpectedEnd(expected: expected)) }
        guard base[index] == UInt8(ascii: "{") else {
            throw failure(.wrongType(expected: expected, found: describeValue(at: index)))
        }
    }

    /// Consumes `{`; returns `true` when a key follows, `false` after an empty object.
    private mutating func enterObject() throws(CatalogError) -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "a key in double quotes or '}'")) }
        switch base[index] {
        case UInt8(ascii: "\""):
            return true
        case UInt8(ascii: "}"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "a key in double quotes or '}'"))
        }
    }

    /// After a member: `true` at the next key, `false` after the closing `}`.
    private mutating func nextMember() throws(CatalogError) -> Bool {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "',' or '}'")) }
        switch base[index] {
        case UInt8(ascii: ","):
            let comma = location
            index += 1
            skipWhitespace()
            guard index < count else { throw failure(.unexpectedEnd(expected: "a key in double quotes")) }
            switch base[index] {
            case UInt8(ascii: "\""):
                return true
            case UInt8(ascii: "}"):
                throw CatalogError(file: file, location: comma, reason: .trailingComma)
            case let byte:
                throw failure(.unexpectedCharacter(found: describe(byte), expected: "a key in double quotes"))
            }
        case UInt8(ascii: "}"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "',' or '}'"))
        }
    }

    /// Consumes `[`; returns `true` when a value follows, `false` after an empty array.
    private mutating func enterArray() throws(CatalogError) -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "a value or ']'")) }
        if base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        return true
    }

    /// After an element: `true` at the next value, `false` after the closing `]`.
    private mutating func nextElement() throws(CatalogError) -> Bool {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd(expected: "',' or ']'")) }
        switch base[index] {
        case UInt8(ascii: ","):
            let comma = location
            index += 1
            skipWhitespace()
            guard index < count else { throw failure(.unexpectedEnd(expected: "a value")) }
            if base[index] == UInt8(ascii: "]") {
                throw CatalogError(file: file, location: comma, reason: .trailingComma)
            }
            return true
        case UInt8(ascii: "]"):
            index += 1
            depth -= 1
            return false
        case let byte:
            throw failure(.unexpectedCharacter(found: describe(byte), expected: "',' or ']'"))
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        let base = self.base
        let count = self.count
        var at = index
        while at < count {
            let byte = base[at]
            if byte > 0x20 { break }
            if byte == 0x0A {
                at &+= 1
                line &+= 1
                lineStart = at
                // Indentation: eight spaces at a time.
                while at &+ 8 <= count,
                      UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    at &+= 8
                }
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                at &+= 1
            } else {
                break
            }
        }
        index = at
    }

    // MARK: - Diagnostics

    private var location: Location { Location(line: line, column: index - lineStart + 1) }

    private func failure(_ reason: CatalogError.Reason) -> CatalogError {
        CatalogError(file: file, location: location, reason: reason)
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0: return "a NUL byte"
        case 0x0A: return "a line break"
        case 0x01..<0x20, 0x7F:
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+\(hex.count == 1 ? "000" : "00")\(hex)"
        case 0x80...: return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not ASCII)"
        default: return "'\(Character(Unicode.Scalar(byte)))'"
        }
    }

    private func describeValue(at position: Int) -> String {
        switch base[position] {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case let byte: return describe(byte)
        }
    }

    private func describeRaw(_ at: Int, length: Int = 1) -> String {
        guard at < count, length > 0 else { return "" }
        let bytes = UnsafeBufferPointer(start: base + at, count: min(length, count - at))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Which known fields of one object have been seen, and where, to report a
/// duplicate at both places without allocating.
struct SeenFields {
    private var mask: UInt8 = 0
    private var slots = (StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0),
                         StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0),
                         StringCatalog.SourceLocation(line: 0, column: 0), StringCatalog.SourceLocation(line: 0, column: 0))

    func contains(_ field: Int) -> Bool { mask & (1 << field) != 0 }

    /// Marks `field` seen at `location`; returns the earlier location when it was seen before.
    mutating func firstLocation(_ field: Int, _ location: StringCatalog.SourceLocation) -> StringCatalog.SourceLocation? {
        precondition(field < 6)
        let stride = MemoryLayout<StringCatalog.SourceLocation>.stride
        if contains(field) {
            return withUnsafeBytes(of: slots) { $0.load(fromByteOffset: field * stride, as: StringCatalog.SourceLocation.self) }
        }
        mask |= 1 << field
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: location, toByteOffset: field * stride, as: StringCatalog.SourceLocation.self) }
        return nil
    }
}

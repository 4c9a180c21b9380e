import Foundation

/// A String Catalog (`.xcstrings`): the JSON file Xcode keeps an app's or widget's
/// localisable strings in, read byte by byte and written back exactly as Xcode writes it.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: url)
/// catalog.sourceLanguage                                   // "en"
/// catalog["Hello %@"]?.localizations["ar"]?.stringUnit?.value  // "مرحبا %@"
/// catalog.encoded() == (try Data(contentsOf: url))         // true for a file Xcode wrote
/// ```
///
/// Entries keep the order they had in the file (``entries``); ``sortedEntries()``
/// gives Xcode's order. Every entry and localisation read from a file remembers
/// where it was (``SourceLocation``). Fields this library does not know are kept in
/// `unknownFields` and written back. The value is `Sendable`: two files can be read
/// on two threads at once.
///
/// Keys are Swift strings, so two keys that differ only in Unicode normalisation
/// (`é` precomposed and decomposed) are one key: reading reports the second as a
/// duplicate, as Foundation's `JSONSerialization` merges them.
public struct StringCatalog: Sendable, Equatable {
    /// The language the strings are written in, such as `"en"`.
    public var sourceLanguage: String

    /// The format version, such as `"1.0"` or `"1.1"` (any string is kept), or `nil`
    /// when the file had none.
    public var version: String?

    /// Top-level fields other than `sourceLanguage`, `strings` and `version`, kept
    /// so that they are written back.
    public var unknownFields: [String: CatalogValue]

    /// Whether the file ended with a line feed after its closing brace. Xcode has
    /// written both forms; ``encoded()`` keeps what was found.
    public var endsWithNewline: Bool

    /// The entries, in the order they appeared in the file, then in the order added.
    public private(set) var entries: [Entry]

    /// What reading found valid but not as Xcode writes it — a `null` optional field,
    /// the same key twice with the same value — in file order; empty for a catalog
    /// made in code. A conflicting duplicate is an error (``CatalogError``), not a warning.
    ///
    /// ```swift
    /// catalog.readWarnings.map(\.description)
    /// // ["Widget.xcstrings:5:18: warning: strings[\"Hello\"].comment: `comment` is null; …"]
    /// ```
    public internal(set) var readWarnings: [CatalogWarning] = []

    private var indexByKey: [String: Int]

    /// Creates an empty catalog.
    ///
    /// - Parameters:
    ///   - sourceLanguage: The development language, such as `"en"`.
    ///   - version: The format version to write; Xcode 15 writes `"1.0"`.
    ///   - endsWithNewline: Whether ``encoded()`` ends with a line feed.
    public init(sourceLanguage: String, version: String? = "1.0", endsWithNewline: Bool = false) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.unknownFields = [:]
        self.endsWithNewline = endsWithNewline
        self.entries = []
        self.indexByKey = [:]
    }

    init(sourceLanguage: String, version: String?, unknownFields: [String: CatalogValue],
         endsWithNewline: Bool, entries: [Entry], indexByKey: [String: Int]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.unknownFields = unknownFields
        self.endsWithNewline = endsWithNewline
        self.entries = entries
        self.indexByKey = indexByKey
    }

    /// Reads a catalog file.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: ``CatalogError`` when the file cannot be read (missing, a directory,
    ///   no permission, cut short by another program while it was read) or is not a
    ///   valid catalog; the error names the file, line, column and JSON path.
    /// - Complexity: O(*n*) in the file size.
    public init(contentsOf url: URL) throws(CatalogError) {
        try self.init(contentsOfFile: url.path)
    }

    /// Reads the catalog file at `path`, whose bytes that are not UTF-8 are carried
    /// as ``FileSystemName`` carries them.
    package init(contentsOfFile path: String) throws(CatalogError) {
        try self.init(reading: CatalogFileBuffer(path: path), path: path)
    }

    /// Reads a catalog from a file's bytes, releasing them as the reader passes.
    init(reading file: CatalogFileBuffer, path: String) throws(CatalogError) {
        var reader = CatalogReader(bytes: file.bytes, file: path)
        reader.consumed = { file.releasePages(before: $0) }
        self = try reader.readCatalog()
    }

    /// Reads a catalog from its UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents. A UTF-8 byte order mark is accepted.
    ///   - file: The name used in error messages.
    /// - Throws: ``CatalogError`` when the bytes are not a valid catalog.
    /// - Complexity: O(*n*) in the size of `data`.
    public init(data: Data, file: String = "<data>") throws(CatalogError) {
        let result: Result<StringCatalog, CatalogError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = CatalogReader(bytes: bytes, file: file)
            do throws(CatalogError) {
                return .success(try reader.readCatalog())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// The entry for a key, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    public subscript(key: String) -> Entry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The keys, in file order.
    ///
    /// - Complexity: O(*n*).
    public var keys: [String] { entries.map(\.key) }

    /// The entries in Xcode's order (see ``encoded()``).
    ///
    /// - Complexity: O(*n*) when the entries are already in order (as in a file Xcode
    ///   wrote), O(*n* log *n*) otherwise.
    public func sortedEntries() -> [Entry] {
        let order = CatalogKeyOrder.shared
        if order.isSorted(entries.lazy.map(\.key)) { return entries }
        return entries.sorted { order.areInIncreasingOrder($0.key, $1.key) }
    }

    /// The languages that have at least one string unit or string set anywhere in
    /// the catalog (including inside variations and substitutions), in Xcode's key order.
    ///
    /// ```swift
    /// catalog.languages  // ["ar", "en", "he"]
    /// ```
    /// - Complexity: O(*n*) in the number of localisations.
    public var languages: [String] { languages(alsoThose: nil).languages }

    /// ``languages``, and the languages of the localizations `isCounted` accepts, in
    /// one pass: one lookup of each localization's language, not one per question.
    ///
    /// - Parameter isCounted: Whether a localization counts for the second answer;
    ///   `nil` asks only the first.
    /// - Complexity: O(*n*) in the number of localisations.
    package func languages(alsoThose isCounted: ((Localization) -> Bool)?)
        -> (languages: [String], counted: Set<String>) {
        // Per language met: 1 when it has units, 2 when a localization of it is counted.
        let everything: UInt8 = isCounted == nil ? 1 : 3
        var found: [String: UInt8] = [:]
        for entry in entries {
            // By position: a language settled already costs a lookup, not a copy of
            // its localization.
            let localizations = entry.localizations
            for position in localizations.indices {
                let language = localizations.keys[position]
                let known = found[language] ?? 0
                guard known != everything else { continue }
                let localization = localizations.values[position]
                var now = known
                if now & 1 == 0, localization.hasUnits { now |= 1 }
                if now & 2 == 0, isCounted?(localization) == true { now |= 2 }
                if now != known { found[language] = now }
            }
        }
        return (CatalogKeyOrder.shared.sorted(found.compactMap { $0.value & 1 != 0 ? $0.key : nil }),
                Set(found.compactMap { $0.value & 2 != 0 ? $0.key : nil }))
    }

    /// Adds an entry, or replaces the entry with the same key in place.
    ///
    /// - Parameter entry: The entry.
    /// - Complexity: O(1) on average.
    public mutating func setEntry(_ entry: Entry) {
        if let index = indexByKey[entry.key] {
            entries[index] = entry
        } else {
            indexByKey[entry.key] = entries.count
            entries.append(entry)
        }
    }

    /// Adds or replaces one localisation of an entry, creating the entry when the
    /// catalog has no such key.
    ///
    /// - Parameters:
    ///   - localization: The localisation.
    ///   - language: Its language, such as `"pt-BR"`.
    ///   - key: The entry's key.
    /// - Complexity: O(1) on average.
    public mutating func setLocalization(_ localization: Localization, language: String, forKey key: String) {
        if let index = indexByKey[key] {
            entries[index].localizations[language] = localization
        } else {
            setEntry(Entry(key: key, localizations: [language: localization]))
        }
    }

    /// Removes the entry for a key.
    ///
    /// - Returns: The removed entry, or `nil` when there was none.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeEntry(forKey key: String) -> Entry? {
        guard let index = indexByKey.removeValue(forKey: key) else { return nil }
        let removed = entries.remove(at: index)
        for position in index..<entries.count { indexByKey[entries[position].key] = position }
        return removed
    }
}

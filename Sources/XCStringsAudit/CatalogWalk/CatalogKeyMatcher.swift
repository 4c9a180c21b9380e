import XCStrings

/// Finds the catalog key a Swift string literal uses.
///
/// A literal without interpolation is its key. In a literal with
/// interpolations, each `\(…)` matches any format specifier of a catalog key:
/// `"Cycle \(n) of \(total)"` uses `"Cycle %lld of %lld"`, `"Hi \(name)"` uses
/// `"Hi %@"`. Keys are indexed once by a pattern in which every argument
/// specifier (including `%#@name@`) becomes one placeholder and `%%` becomes `%`
/// — as Swift's localized interpolation writes a literal `%`.
struct CatalogKeyMatcher {
    private let catalog: StringCatalog
    /// Pattern → keys with that pattern, bytewise smallest first.
    private let patterns: [String: [String]]

    /// U+FFFF, a noncharacter: never in a key's text.
    static let placeholder: Character = "\u{FFFF}"

    /// - Parameters:
    ///   - catalog: The catalog to search.
    ///   - indexPatterns: Whether to build the pattern index (needed only when a
    ///     literal has interpolations).
    /// - Complexity: O(*n*) in the total length of keys that contain `%`.
    init(_ catalog: StringCatalog, indexPatterns: Bool = true) {
        self.catalog = catalog
        var patterns: [String: [String]] = [:]
        if indexPatterns {
            for entry in catalog.entries where entry.key.utf8.contains(0x25) {
                guard let pattern = Self.pattern(ofKey: entry.key) else { continue }
                patterns[pattern, default: []].append(entry.key)
            }
            for (pattern, keys) in patterns where keys.count > 1 {
                patterns[pattern] = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
        }
        self.patterns = patterns
    }

    /// The key of `literal` in the catalog, any specifier matching any
    /// interpolation, or `nil`.
    ///
    /// - Complexity: O(*m*) in the literal's length, on average.
    func key(for literal: SwiftStringLiteral) -> String? {
        if let text = literal.plainText {
            return catalog[text] == nil ? nil : text
        }
        return patterns[Self.pattern(of: literal)]?.first
    }

    /// Whether the catalog has a key that `literal` may make at run time, when the
    /// lookup takes its key as a `String` (``SourceKeyUsage/keyIsAString``): its
    /// text as written, each interpolation some text without `%`
    /// (`"rooms.section.\(kind)"` makes `rooms.section.server`; `Error: %@` is no key it makes).
    ///
    /// - Complexity: O(*n*) in the total length of the catalog's keys, for a literal of a few pieces.
    func hasKeyMadeAtRunTime(by literal: SwiftStringLiteral) -> Bool {
        var pieces: [[UInt8]?] = []  // text, or `nil` for an interpolation
        for segment in literal.segments {
            switch segment {
            case .text(let text): pieces.append(Array(text.utf8))
            case .interpolation: if pieces.last != .some(nil) { pieces.append(nil) }
            }
        }
        guard pieces.contains(where: { $0 == nil }) else { return false }
        return catalog.entries.contains { Self.matches(Array($0.key.utf8)[...], pieces[...]) }
    }

    /// Whether `key` is `pieces`, each `nil` piece one byte or more but `%`.
    private static func matches(_ key: ArraySlice<UInt8>, _ pieces: ArraySlice<[UInt8]?>) -> Bool {
        guard let first = pieces.first else { return key.isEmpty }
        if let text = first {
            return key.starts(with: text) && matches(key.dropFirst(text.count), pieces.dropFirst())
        }
        // An interpolation: every split after one byte or more, up to the first `%`.
        var end = key.startIndex
        while end < key.endIndex, key[end] != 0x25 {
            end += 1
            if matches(key[end...], pieces.dropFirst()) { return true }
        }
        return false
    }

    /// How a usage's literal matched a catalog key.
    enum Match: Hashable, Sendable {
        /// The catalog has the key the code looks up.
        case exact(String)
        /// The catalog has the key only with another specifier where an
        /// interpolation's type is known: the code looks up `lookupKey`
        /// (`%lld day streak`, `streak` being an `Int`), the catalog has
        /// `catalogKey` (`%@ day streak`). `expected` and `found` are the first
        /// pair of specifiers that differ (`%lld`, `%@`), and `argument` is the
        /// interpolation there as written (`entry.streak`). At run time the
        /// lookup fails and the widget shows the key's text, untranslated.
        case specifierMismatch(catalogKey: String, lookupKey: String, argument: String, expected: String, found: String)
    }

    /// The catalog key `usage` uses, comparing each interpolation whose type is
    /// known (``SourceKeyUsage/specifiers``) with the key's specifier at that
    /// place; an unknown type matches any specifier, as ``key(for:)``.
    ///
    /// ```swift
    /// // Text("\(streak) day streak"), let streak: Int
    /// matcher.match(usage)   // .exact("%lld day streak") when the catalog has it;
    ///                        // .specifierMismatch(catalogKey: "%@ day streak", lookupKey: "%lld day streak",
    ///                        //     argument: "streak", expected: "%lld", found: "%@") when it has only that
    /// ```
    ///
    /// Among several keys that fit, the bytewise first is chosen. A key whose
    /// specifier is a substitution (`%#@count@`) is not what the code looks up
    /// when the type is known.
    ///
    /// - Returns: The match, or `nil` when no key has the literal's text.
    /// - Complexity: O(*m* · *k*) in the literal's length and the number of keys
    ///   with its pattern (usually one).
    func match(_ usage: SourceKeyUsage) -> Match? {
        let literal = usage.literal
        if let text = literal.plainText {
            return catalog[text] == nil ? nil : .exact(text)
        }
        guard let candidates = patterns[Self.pattern(of: literal)] else { return nil }
        let expected = usage.specifiers
        guard expected.contains(where: { $0 != nil }) else { return candidates.first.map(Match.exact) }
        let lookupKey = usage.lookupKey
        if catalog[lookupKey] != nil { return .exact(lookupKey) }
        let arguments = literal.segments.compactMap { segment -> String? in
            guard case .interpolation(let expression) = segment,
                  SwiftStringLiteral.parameterName(of: expression) == nil else { return nil }
            return expression
        }
        var firstMismatch: Match?
        for candidate in candidates {
            let found = Self.argumentSpecifiers(ofKey: candidate)
            let differing = zip(expected, found).enumerated().first { _, pair in pair.0.map { $0 != pair.1 } ?? false }
            guard let (position, (wanted, actual)) = differing, let wanted else { return .exact(candidate) }
            if firstMismatch == nil {
                firstMismatch = .specifierMismatch(catalogKey: candidate, lookupKey: lookupKey,
                                                   argument: position < arguments.count ? arguments[position] : "",
                                                   expected: wanted, found: actual)
            }
        }
        return firstMismatch
    }

    /// The argument specifiers of a key in order, as written (`%1$@`, `%#@n@`).
    static func argumentSpecifiers(ofKey key: String) -> [String] {
        FormatString(key).segments.compactMap { segment in
            guard case .specifier(let specifier) = segment else { return nil }
            switch specifier.kind {
            case .argument, .substitution: return specifier.text
            default: return nil
            }
        }
    }

    /// A key's pattern, or `nil` when it has no argument specifier.
    static func pattern(ofKey key: String) -> String? {
        var pattern = ""
        var hasArgument = false
        for segment in FormatString(key).segments {
            switch segment {
            case .literal(let text):
                pattern += text
            case .specifier(let specifier):
                switch specifier.kind {
                case .argument, .substitution:
                    pattern.append(placeholder)
                    hasArgument = true
                case .percent:
                    pattern += "%"
                default:
                    pattern += specifier.text
                }
            }
        }
        return hasArgument ? pattern : nil
    }

    /// A literal's pattern: its text, each interpolation a placeholder (an App
    /// Intents parameter `\(\.$name)` is the text `${name}`).
    static func pattern(of literal: SwiftStringLiteral) -> String {
        var pattern = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): pattern += text
            case .interpolation(let expression):
                if let name = SwiftStringLiteral.parameterName(of: expression) {
                    pattern += "${" + name + "}"
                } else {
                    pattern.append(placeholder)
                }
            }
        }
        return pattern
    }
}

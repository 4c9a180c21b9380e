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

    /// The key of `literal` in the catalog, or `nil`.
    ///
    /// - Complexity: O(*m*) in the literal's length, on average.
    func key(for literal: SwiftStringLiteral) -> String? {
        if let text = literal.plainText {
            return catalog[text] == nil ? nil : text
        }
        return patterns[Self.pattern(of: literal)]?.first
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

    /// A literal's pattern: its text, each interpolation a placeholder.
    static func pattern(of literal: SwiftStringLiteral) -> String {
        var pattern = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): pattern += text
            case .interpolation: pattern.append(placeholder)
            }
        }
        return pattern
    }
}

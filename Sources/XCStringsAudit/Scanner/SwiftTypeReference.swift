/// A type as written in a declaration, reduced to what the scanner needs: the
/// last component of its name and whether it is optional, an array or a
/// dictionary.
///
/// `String.LocalizationValue` is `LocalizationValue`; `[Self: DisplayRepresentation]`
/// is a dictionary of `DisplayRepresentation`; `LocalizedStringKey?` is optional.
struct SwiftTypeReference: Hashable, Sendable {
    /// How the named type is held.
    enum Shape: Hashable, Sendable {
        case plain, array, dictionary
    }

    /// The last component of the (element or value) type's name.
    var name: String
    var shape: Shape
    var isOptional: Bool

    /// Whether a string literal in this type's position is a localized key: the
    /// type (or the element of an array, the value of a dictionary) is one of
    /// ``LocalizedAPI/localizedTypes``, optional or not.
    var isLocalized: Bool { LocalizedAPI.localizedTypes.contains(name) }

    /// Names that are not types, though they may stand where one could.
    private static let keywords: Set<String> = ["some", "any", "inout", "borrowing", "consuming", "sending"]

    /// Parses the type that starts at `index`.
    ///
    /// - Returns: The type and the index just past it, or `nil` when no type a
    ///   key can have starts there (a tuple or function type, a value).
    /// - Complexity: O(*k*) in the tokens of the type, at most ``window``.
    static func parse(_ tokens: [SwiftLexer.Token], at start: Int) -> (type: SwiftTypeReference, end: Int)? {
        parse(tokens, at: start, depth: 0)
    }

    /// Collection types nested deeper than this are not parsed (hostile input
    /// cannot exhaust the stack).
    private static let maximumDepth = 8

    private static func parse(_ tokens: [SwiftLexer.Token], at start: Int, depth: Int)
        -> (type: SwiftTypeReference, end: Int)? {
        guard depth < maximumDepth else { return nil }
        var index = start
        // Attributes and ownership: `@escaping`, `@Sendable`, `inout`, `some`.
        while index + 1 < tokens.count {
            if case .punctuation(0x40) = tokens[index].kind, case .identifier = tokens[index + 1].kind {
                index += 2
            } else if case .identifier(let word) = tokens[index].kind, keywords.contains(word) {
                index += 1
            } else {
                break
            }
        }
        guard index < tokens.count else { return nil }
        if case .punctuation(0x5B) = tokens[index].kind {  // `[`
            guard let element = parse(tokens, at: index + 1, depth: depth + 1) else { return nil }
            var end = element.end
            var shape = SwiftTypeReference.Shape.array
            var result = element.type
            if end < tokens.count, case .punctuation(0x3A) = tokens[end].kind {  // `[K: V]`
                guard let value = parse(tokens, at: end + 1, depth: depth + 1) else { return nil }
                result = value.type
                end = value.end
                shape = .dictionary
            }
            guard end < tokens.count, case .punctuation(0x5D) = tokens[end].kind,
                  result.shape == .plain else { return nil }
            result.shape = shape
            let afterSuffix = optionalSuffix(tokens, at: end + 1, into: &result)
            return (result, afterSuffix)
        }
        guard case .identifier(var name) = tokens[index].kind, !name.isEmpty else { return nil }
        index += 1
        while index + 1 < tokens.count, case .punctuation(0x2E) = tokens[index].kind,
              case .identifier(let next) = tokens[index + 1].kind {
            name = next
            index += 2
        }
        // Generic arguments are skipped: `Binding<Int>` is a `Binding`.
        if index < tokens.count, case .punctuation(0x3C) = tokens[index].kind {
            var depth = 0
            let limit = min(tokens.count, index + window)
            while index < limit {
                if case .punctuation(0x3C) = tokens[index].kind { depth += 1 }
                if case .punctuation(0x3E) = tokens[index].kind {
                    depth -= 1
                    if depth == 0 { index += 1; break }
                }
                index += 1
            }
            guard depth == 0 else { return nil }
        }
        var result = SwiftTypeReference(name: name, shape: .plain, isOptional: false)
        let afterSuffix = optionalSuffix(tokens, at: index, into: &result)
        return (result, afterSuffix)
    }

    /// How far a type's generic arguments are searched.
    static let window = 64

    /// Consumes a `?` or `!` after a type and marks it optional.
    private static func optionalSuffix(_ tokens: [SwiftLexer.Token], at index: Int,
                                       into type: inout SwiftTypeReference) -> Int {
        guard index < tokens.count, case .punctuation(let byte) = tokens[index].kind,
              byte == 0x3F || byte == 0x21 else { return index }
        type.isOptional = true
        return index + 1
    }
}
